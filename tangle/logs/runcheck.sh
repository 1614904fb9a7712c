#!/bin/sh
# runcheck.sh EXPECT OUTFILE CMD: run CMD (a shell command line) with a time
# limit, output (stdout and stderr) to OUTFILE, and check it against EXPECT:
#   "exit N", "output /ERE/", "times out after N s", joined by ";".
# Prints "STATUS WALL VERDICT" (VERDICT: matches or differs) and exits 0 when
# the run matched its expectation, 1 when it did not.
expect=$1 out=$2 cmd=$3
limit=$(printf '%s\n' "$expect" | sed -n 's/.*times out after \([0-9][0-9]*\) *s.*/\1/p')
hang=1; [ -n "$limit" ] || { limit=${ATTEMPT_TIMEOUT:-120}; hang=0; }
t0=$(date +%s.%N)
timeout -k 2 "$limit" sh -c "$cmd" > "$out" 2>&1
st=$?
t1=$(date +%s.%N)
wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
verdict=matches
if [ $hang = 1 ]; then
    [ $st = 124 ] || [ $st = 137 ] || verdict=differs
else
    [ $st = 124 ] && verdict=differs
    want=$(printf '%s\n' "$expect" | sed -n 's/.*exit \([0-9][0-9]*\).*/\1/p')
    [ -z "$want" ] || [ "$st" = "$want" ] || verdict=differs
fi
re=$(printf '%s\n' "$expect" | sed -n 's|.*output /\(.*\)/.*|\1|p')
if [ -n "$re" ] && ! grep -Eq -- "$re" "$out"; then verdict=differs; fi
sh "$(dirname "$0")/clip.sh" "$out"     # what is kept: text only, at most ATTEMPT_OUTPUT_MAX bytes
echo "$st $wall $verdict"
[ $verdict = matches ]
