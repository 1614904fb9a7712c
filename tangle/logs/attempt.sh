#!/bin/sh
# attempt.sh NAME: append the next numbered attempt skeleton to
# debug_logs/NAME.nw, before its "## Key differences" (or "## What to try
# next") section.  The new text is written to a temporary file in the same
# directory and renamed over the log, so the log is either the old one or the
# new one, never a mixture; a log the tools cannot read is refused untouched.
set -u
here=$(dirname "$0"); . "$here/logtools.sh"
name=${1:-}
log=debug_logs/$name.nw
[ -n "$name" ] && [ -r "$log" ] || { echo "attempt: LOG='$name': no such log debug_logs/$name.nw (make logs lists them)" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attempt.XXXXXX"); trap 'rm -rf "$tmp"' EXIT INT TERM
parse_log "$log" || { echo "attempt: $log: not appended; fix the problems above first" >&2; exit 1; }
status=$(rec status)
case $status in Open*) ;; *) echo "attempt: $log: status is '$status'; set 'Status: Open' to reopen it before adding attempts" >&2; exit 1 ;; esac
n=$(( $(rec attempt | tail -1 | cut -f1) + 1 ))
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
    END { if (!done) { print ""; put() } }' "$log" > "$log.attempt-tmp" || { rm -f "$log.attempt-tmp"; exit 1; }
mv -f "$log.attempt-tmp" "$log"
echo "attempt: appended attempt $n to $log"
