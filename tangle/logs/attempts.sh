#!/bin/sh
# attempts.sh [--check] [LOG...]: build and run every attempt of the logs,
# record output and provenance under debug_logs/results/LOG/, check each
# against what the log says it must show, and print a table.  Exit 1 if any
# attempt that ran no longer matches its expectation.  --check runs and
# checks without recording anything (what the tests do).
set -u
check=0; [ "${1:-}" = --check ] && { check=1; shift; }
here=$(dirname "$0"); . "$here/logtools.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attempts.XXXXXX"); trap 'rm -rf "$tmp"' EXIT INT TERM
[ $# -gt 0 ] || set -- $(ls debug_logs/*.nw journals/*.nw 2>/dev/null)
gpu=no; have_gpu && gpu=yes
bad=0
printf '%-28s %-3s %-6s %-10s %s\n' LOG N NEEDS RESULT "EXIT / WALL / EXPECTED"
for log in "$@"; do
    name=$(basename "$log" .nw)
    parse_log "$log" || { bad=1; continue; }
    for n in $(rec attempt | cut -f1); do
        [ -z "${ATTEMPT:-}" ] || [ "$n" = "$ATTEMPT" ] || continue     # ATTEMPT=N: that attempt only
        cmd=$(rec run "$n"); [ -n "$cmd" ] || continue
        expect=$(rec expect "$n"); needs=$(rec needs "$n"); needs=${needs:-cpu}
        # the skeleton that make attempt appends says `TODO` until the writer fills it in
        if [ "$cmd" = TODO ]; then
            printf '%-28s %-3s %-6s %-10s %s\n' "$name" "$n" "$needs" "not filled in yet" "its Run: is still TODO; nothing run or recorded"; continue
        fi
        if [ "$needs" = gpu ] && [ $gpu = no ]; then
            printf '%-28s %-3s %-6s %-10s %s\n' "$name" "$n" "$needs" skipped "no GPU here; the recorded result stays"; continue
        fi
        bins=$(bins_in "$cmd")
        if [ -n "$bins" ] && [ -z "${NO_BUILD:-}" ] && ! $MAKE -s $bins > "$tmp/build.log" 2>&1; then
            printf '%-28s %-3s %-6s %-10s %s\n' "$name" "$n" "$needs" "NOT BUILT" "$(tail -1 "$tmp/build.log")"; bad=1; continue
        fi
        hash=$(source_hash $bins); why=; [ $check = 1 ] || why=$(unhashable "$hash" $bins)
        if [ -n "$why" ]; then
            printf '%-28s %-3s %-6s %-10s %s\n' "$name" "$n" "$needs" "NOT HASHED" "$why; nothing run"; bad=1; continue
        fi
        dir=debug_logs/results/$name; [ $check = 1 ] || mkdir -p "$dir"
        res=$(sh "$here/runcheck.sh" "$expect" "$tmp/out" "$cmd"); st=$?
        set -- $res
        # printf, not echo: sh's echo turns a command's \n or \b into a line break or a backspace
        { echo "attempt: $n"; printf 'command: %s\nexpect: %s\n' "$cmd" "$expect"; echo "needs: $needs"
          echo "exit: $1"; echo "wall_s: $2"; echo "verdict: $3"; echo "source_hash: $hash"
          provenance; } > "$tmp/meta"
        [ $check = 1 ] || { mv -f "$tmp/out" "$dir/attempt-$n.txt"; mv -f "$tmp/meta" "$dir/attempt-$n.meta"; }
        [ $st = 0 ] && r=reproduces || { r=FAILING; bad=1; }
        printf '%-28s %-3s %-6s %-10s %s\n' "$name" "$n" "$needs" "$r" "exit $1 / $2 s / $expect"
    done
done
exit $bad
