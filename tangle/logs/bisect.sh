#!/bin/sh
# bisect.sh LOG: delta debugging over the key-differences table of a log.
# Every table row whose last column names a variant tag is a factor.  The
# base build (no factor) and the build with every factor must disagree on
# "Broken when"; ddmin then finds a 1-minimal set of factors that gives the
# other outcome than the base, building each combination at most once.
# The answer, with the number of builds and provenance, goes to
# build/bisect/LOG.md; with RECORD=1 (make bisect LOG=NAME RECORD=1) it is
# recorded in debug_logs/results/LOG/bisect.md, which the weave shows under
# the table, so that a re-run changes no committed file unless asked to.
set -u
here=$(dirname "$0"); . "$here/logtools.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bisect.XXXXXX"); trap 'rm -rf "$tmp"' EXIT INT TERM
log=${1:?usage: bisect.sh debug_logs/LOG.nw}
name=$(basename "$log" .nw)
parse_log "$log" || exit 1
prog=$(rec bisect-program); run=$(rec bisect-run); broken=$(rec broken-when)
rec factor > "$tmp/factors"
nf=$(wc -l < "$tmp/factors")
[ -n "$prog" ] && [ -n "$run" ] && [ -n "$broken" ] || { echo "bisect: $log: needs '- **Bisect program:**', '- **Bisect run:**' and '- **Broken when:**' lines" >&2; exit 1; }
[ "$nf" -ge 1 ] || { echo "bisect: $log: the key-differences table names no factor variants (last column \`[tag]\`)" >&2; exit 1; }
# outcome TAGS...: prints broken or working; builds the program with those tags
cat > "$tmp/outcome.sh" <<'SH'
set -u
prog=$1 run=$2 broken=$3 here=$4; shift 4
bin=build/bin/$prog; for t in "$@"; do bin=$bin+$t; done
${MAKE:-make} -s "$bin" > /dev/null 2>&1 || { echo "bisect: cannot build $bin" >&2; echo error; exit 0; }
cmd=$(printf '%s\n' "$run" | sed "s|{bin}|$bin|g")
out=$(mktemp "${TMPDIR:-/tmp}/bisect-run.XXXXXX") || { echo error; exit 0; }   # a file of its own: runcheck clips it in place
if sh "$here/runcheck.sh" "$broken" "$out" "$cmd" > /dev/null; then echo broken; else echo working; fi
rm -f "$out"
SH
cut -f2 "$tmp/factors" | awk -v prog="$prog" -v run="$run" -v broken="$broken" -v here="$here" -v sh="$tmp/outcome.sh" '
function q(s) { gsub(/'\''/, "'\''\\'\'''\''", s); return "'\''" s "'\''" }
function outcome(set,   key, cmd, r, i, m, parts, tags) {     # set: indices joined by " "
    m = split(set, parts, " "); tags = ""
    for (i = 1; i <= m; i++) tags = tags " " f[parts[i]]
    key = set
    if (key in memo) return memo[key]
    builds++
    cmd = "sh " q(sh) " " q(prog) " " q(run) " " q(broken) " " q(here) tags
    cmd | getline r; close(cmd)
    printf "build %2d: %-50s %s\n", builds, (tags == "" ? " (no factor)" : tags), r > "/dev/stderr"
    if (r == "error") exit 2
    memo[key] = r; return r
}
function interesting(set) { return outcome(set) != base }
{ f[NR] = $0 }
END {
    n = NR; all = ""
    for (i = 1; i <= n; i++) all = all (i > 1 ? " " : "") i
    base = outcome(""); full = outcome(all)
    if (base == full) { print "bisect: the base build and the build with every factor are both " base "; nothing to bisect" > "/dev/stderr"; exit 3 }
    # ddmin (Zeller and Hildebrandt): shrink c while a part or a complement stays interesting
    c = all; gran = 2
    while (split(c, cs, " ") >= 2) {
        len = split(c, cs, " "); reduced = 0
        size = int((len + gran - 1) / gran)
        for (k = 0; k < gran && !reduced; k++) {
            part = ""; comp = ""
            for (i = 1; i <= len; i++) {
                if (i > k * size && i <= (k + 1) * size) part = part (part == "" ? "" : " ") cs[i]
                else comp = comp (comp == "" ? "" : " ") cs[i]
            }
            if (part != "" && interesting(part)) { c = part; gran = 2; reduced = 1 }
        }
        for (k = 0; k < gran && !reduced; k++) {
            comp = ""
            for (i = 1; i <= len; i++) if (!(i > k * size && i <= (k + 1) * size)) comp = comp (comp == "" ? "" : " ") cs[i]
            if (comp != "" && comp != c && interesting(comp)) { c = comp; gran = (gran > 2 ? gran - 1 : 2); reduced = 1 }
        }
        if (!reduced) { if (gran >= len) break; gran = (2 * gran < len ? 2 * gran : len) }
    }
    m = split(c, cs, " "); s = ""
    for (i = 1; i <= m; i++) s = s (i > 1 ? " " : "") f[cs[i]]
    printf "%s\t%d\t%d\t%s\t%s\n", s, builds, n, base, full
}' > "$tmp/answer" || { echo "bisect: $log: failed" >&2; exit 1; }
IFS='	' read -r answer builds n base full < "$tmp/answer"
case ${RECORD:-} in ''|0|no) md=build/bisect/$name.md ;; *) md=debug_logs/results/$name/bisect.md ;; esac
mkdir -p "$(dirname "$md")"
{
    echo "**Bisection** (delta debugging over $n factors): the base build is *$base*, every factor together is *$full*;"
    echo "the smallest set of factors that flips the outcome is **$(printf '%s' "$answer" | sed 's/[^ ][^ ]*/`[&]`/g; s/ /, /g')**,"
    echo "found in $builds builds (exhaustive search: $((1 << n)))."
    echo
    echo "*Recorded: $(provenance | tr '\n' ';' | sed 's/;$//; s/;/; /g').*"
} > "$md.tmp" && mv -f "$md.tmp" "$md"
echo "bisect: $name: minimal flipping set: $answer ($builds builds of $((1 << n)) possible; base $base, all factors $full)"
case $md in
    build/*) echo "bisect: written to $md (RECORD=1 records it in debug_logs/results/$name/bisect.md, shown in the notebook)" ;;
    *) echo "bisect: recorded in $md" ;;
esac
