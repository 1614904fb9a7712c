#!/bin/sh
# run-one.sh DIR INDEX FILE: run one test file with a time limit and keep its
# TAP, exit status and wall time in DIR/INDEX.out, framed by a "==> FILE" and a
# "<== FILE exit STATUS time SECONDS limit LIMIT" line (see run-tests.sh).
# A file that a bail-out has overtaken is not started: "<== FILE not-run".
dir=$1; i=$2; f=$3
out=$dir/$i.out
if [ -e "$dir/bailed" ]; then
    printf '==> %s\n<== %s not-run\n' "$f" "$f" > "$out"
    exit 0
fi
limit=$(sed -n 's/^# test-timeout: *\([0-9][0-9]*\).*/\1/p' "$f" | head -n 1)
limit=$(( ${limit:-${TEST_TIMEOUT:-300}} * ${TEST_TIMEOUT_SCALE:-1} ))
t0=$(date +%s.%N)
# timeout runs the file in a process group of its own, which a signal to this
# one does not reach: pass INT, TERM and HUP on, and leave no .out behind
timeout -k 10 "$limit" sh "$f" < /dev/null > "$dir/$i.tap" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; exit 143' INT TERM HUP
wait $pid
st=$?
t1=$(date +%s.%N)
grep -q '^Bail out!' "$dir/$i.tap" && : > "$dir/bailed"
{ printf '==> %s\n' "$f"; cat "$dir/$i.tap"; [ -z "$(tail -c 1 "$dir/$i.tap")" ] || echo
  awk -v f="$f" -v st=$st -v a=$t0 -v b=$t1 -v l=$limit 'BEGIN { printf "<== %s exit %d time %.1f limit %d\n", f, st, b - a, l }'; } > "$out"
rm -f "$dir/$i.tap"
