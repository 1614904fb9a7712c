#!/bin/sh
# attempt.sh NAME: append the next numbered attempt skeleton to
# debug_logs/NAME.nw, before its "## Key differences" (or "## What to try
# next") section.  The new text is written to a temporary file in the same
# directory and renamed over the log, so the log is either the old one or the
# new one, never a mixture; a log the tools cannot read is refused untouched.
# Appends to one log take turns (a lock in build/locks/, released when the
# process ends, however it ends), so two at once number their attempts 1 and
# 2 instead of losing one; the temporary file is unique to each writer.  A
# log that is a symbolic link is appended to where it points; a read-only log
# is refused.
set -u
here=$(dirname "$0"); . "$here/logtools.sh"
name=${1:-}
log=debug_logs/$name.nw; [ -r "journals/$name.nw" ] && log=journals/$name.nw
case $name in ''|*/*) ;; *) [ -r "$log" ] && ok=1 ;; esac
[ -n "${ok:-}" ] || { echo "attempt: LOG='$name': no such log debug_logs/$name.nw or journal journals/$name.nw (make logs lists them)" >&2; exit 2; }
real=$(readlink -f "$log")                 # a link's target is the file to replace
# read-only by its mode, even for root (for whom test -w is always true)
[ -w "$real" ] && [ -n "$(find "$real" -prune -perm -u+w)" ] ||
    { echo "attempt: $log is read-only: not appended (make it writable to add attempts)" >&2; exit 1; }
mkdir -p build/locks
exec 9>>"build/locks/$name.lock"
flock -w 60 9 || { echo "attempt: $log: another append has held it for 60 s; not appended" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attempt.XXXXXX"); trap 'rm -rf "$tmp"; rm -f "${new:-}"' EXIT INT TERM
parse_log "$log" || { echo "attempt: $log: not appended; fix the problems above first" >&2; exit 1; }
status=$(rec status)
case $status in Open*) ;; *) echo "attempt: $log: status is '$status'; set 'Status: Open' to reopen it before adding attempts" >&2; exit 1 ;; esac
last=$(rec attempt | tail -1 | cut -f1)
n=$(( ${last:-$(rec continues | cut -f2)} + 1 ))     # a continuing log starts after the log it continues
sed "s/%N%/$n/g; s/%NAME%/$name/g" > "$tmp/skeleton" <<'SKEL'
## Attempt %N%: (a few words)

**Hypothesis:** why this could explain or fix the symptom.

**What we did:** the chunks this attempt changes, each written as a variant
`@<<chunk name [%NAME% attempt %N%]>>=` of the chunk it replaces, and the
command below, which runs the program built with them
(`build/bin/PROGRAM+%NAME%-attempt-%N%`).

- **Run:** `TODO`
- **Expect:** `exit 0`
- **Needs:** cpu

**Result:** <!-- recorded result -->

**Conclusion:** what this tells us, and what it rules out.

SKEL
awk -v skel="$tmp/skeleton" '
    function put() { while ((getline l < skel) > 0) print l; done = 1 }
    /^<<.*>>=[ \t]*$/ { incode = 1 } incode && /^@( |$)/ { incode = 0 }
    !incode && !done && /^## (Key differences|What to try next)/ { put() }
    { print }
    END { if (!done) { print ""; put() } }' "$real" > "$tmp/log" || exit 1
# the new text goes to a temporary file beside the log (same file system, so the rename is atomic), with the log's mode
new=$(mktemp "$(dirname "$real")/.$(basename "$real").XXXXXX") || exit 1
cat "$tmp/log" > "$new" && chmod --reference="$real" "$new" || exit 1
mv -f "$new" "$real" || exit 1
new=
echo "attempt: appended attempt $n to $log"
