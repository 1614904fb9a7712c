#!/bin/sh
# record.sh [--status] [NAME...]: the GPU results that chapters show (status
# tables, benchmark tables, GPU test records), recorded the way attempts are.
# A chapter places one with a line of its prose:
#   <!-- record: NAME; needs: gpu|cpu; uses: build/bin/P build/bin/Q+TAG; run: COMMAND -->
# (uses: all stands for every program the documents declare).
# Without --status: build the programs of uses, run COMMAND (its standard
# output, Markdown, is the result) and store notes/results/NAME.md and
# NAME.meta (command, exit, wall time, source hash of the programs in uses,
# commit, date, GPU, driver, toolkit).  A command that fails keeps the old
# record and makes the exit status 1; needs: gpu without a GPU skips it.
# With --status: write build/records.status (NAME STATE DATE GPU), STATE one
# of current, stale (the sources of uses changed since) or unrecorded; the
# weave reads it.  NAME... selects records; the default is every record.
set -u
records=$(dirname "$0"); here=$records/../logs; . "$here/logtools.sh"   # the log commands' helpers
tmp=$(mktemp -d "${TMPDIR:-/tmp}/record.XXXXXX"); trap 'rm -rf "$tmp"' EXIT INT TERM
status=0; [ "${1:-}" = --status ] && { status=1; shift; }
docs=${NB_DOCS:-$(ls notes/*.nw notes/*/*.nw 2>/dev/null)}

# NAME TAB NEEDS TAB USES TAB COMMAND, one record a line, from the documents' prose
awk -f "$records/records.awk" ${docs:-/dev/null} > "$tmp/records" || exit 1   # no documents: no records (awk must not read stdin)
if [ $# -gt 0 ]; then
    for n in "$@"; do
        grep -q "^$n	" "$tmp/records" || { echo "record: NAME=$n: no such record (records: $(cut -f1 "$tmp/records" | tr '\n' ' '))" >&2; exit 2; }
    done
    printf '%s\n' "$@" | awk -F'\t' 'NR == FNR { want[$1] = 1; next } $1 in want' - "$tmp/records" > "$tmp/selected"
else
    cp "$tmp/records" "$tmp/selected"
fi
mkdir -p build notes/results
expand_uses() { if [ "$1" = all ]; then awk '{ printf "build/bin/%s ", $1 }' build/programs.txt 2>/dev/null; else echo "$1"; fi; }

if [ $status = 1 ]; then
    key="$(status_key $docs) $(cksum < "$tmp/selected")"
    [ -r build/records.status ] && [ "$(cat build/records.key 2>/dev/null)" = "$key" ] && exit 0
    while IFS='	' read -r name needs uses cmd; do
        uses=$(expand_uses "$uses")
        meta=notes/results/$name.meta
        if [ ! -r "$meta" ]; then state=unrecorded
        elif [ "$(hash_state "$meta" $uses)" = stale ]; then state=stale
        else state=current
        fi
        printf '%s\t%s\t%s\t%s\n' "$name" "$state" "$(sed -n 's/^date: //p' "$meta" 2>/dev/null)" \
            "$(sed -n 's/^gpu: //p' "$meta" 2>/dev/null)"
    done < "$tmp/selected" > "$tmp/status"
    mv -f "$tmp/status" build/records.status
    echo "$key" > build/records.key
    exit 0
fi

gpu=no; have_gpu && gpu=yes
bad=0
printf '%-20s %-6s %-10s %s\n' RECORD NEEDS RESULT "EXIT / WALL"
while IFS='	' read -r name needs declared cmd; do
    uses=$(expand_uses "$declared")
    if [ "$needs" = gpu ] && [ $gpu = no ]; then
        printf '%-20s %-6s %-10s %s\n' "$name" "$needs" skipped "no GPU here; the recorded result stays"; continue
    fi
    if [ -n "$uses" ] && ! $MAKE -s $uses > "$tmp/build.log" 2>&1 < /dev/null; then
        printf '%-20s %-6s %-10s %s\n' "$name" "$needs" "NOT BUILT" "$(tail -1 "$tmp/build.log")"; bad=1; continue
    fi
    hash=$(source_hash $uses); why=$(unhashable "$hash" $uses)
    if [ -n "$why" ]; then
        printf '%-20s %-6s %-10s %s\n' "$name" "$needs" "NOT HASHED" "$why; nothing run"; bad=1; continue
    fi
    res=$(ATTEMPT_TIMEOUT=${RECORD_TIMEOUT:-600} sh "$here/runcheck.sh" "exit 0" "$tmp/out" "$cmd" < /dev/null)
    set -- $res
    if [ "$3" != matches ]; then
        printf '%-20s %-6s %-10s %s\n' "$name" "$needs" FAILED "exit $1 / $2 s; the old record stays"
        sed 's/^/    /' "$tmp/out" | tail -n 5; bad=1; continue
    fi
    # printf, not echo: sh's echo turns a command's \n or \b into a line break or a backspace
    { echo "record: $name"; printf 'command: %s\nuses: %s\n' "$cmd" "$declared"; echo "exit: $1"; echo "wall_s: $2"
      echo "source_hash: $hash"; provenance; } > "$tmp/meta"
    # the two files replace the old pair together: both are complete before either moves
    cp "$tmp/out" "notes/results/$name.md.tmp" && cp "$tmp/meta" "notes/results/$name.meta.tmp" &&
        mv -f "notes/results/$name.md.tmp" "notes/results/$name.md" &&
        mv -f "notes/results/$name.meta.tmp" "notes/results/$name.meta" || { bad=1; continue; }
    printf '%-20s %-6s %-10s %s\n' "$name" "$needs" recorded "exit $1 / $2 s"
done < "$tmp/selected"
exit $bad
