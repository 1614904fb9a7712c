#!/bin/sh
# run-tests.sh: run every test script through prove and end with one line
#   N passed, N failed, N skipped
# counting test points (a test file skipped as a whole counts once; a file whose plan does not
# match what it ran, or that exits non-zero, counts as one failure unless a point of it failed).  The full TAP goes to
# build/test.log, or to $TEST_LOG.  With --sanitize, only GPU tests run, once under each
# compute-sanitizer tool.  Arguments after the options select test files or dirs.
sanitize=0
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES   # tests run make themselves, from a clean slate
[ "${1:-}" = --sanitize ] && { sanitize=1; shift; }
if [ $# -gt 0 ]; then
    files=$(for a in "$@"; do if [ -d "$a" ]; then ls "$a"/*.t; else echo "$a"; fi; done)
else
    files=$(ls tangle/tests/*.t tests/*/*.t 2>/dev/null)
fi
mkdir -p build
log=${TEST_LOG:-build/test.log}
status=0
if [ $sanitize = 1 ]; then
    command -v compute-sanitizer >/dev/null || { echo "sanitize: compute-sanitizer not found (it ships with the CUDA toolkit on GPU machines)" >&2; exit 1; }
    sh -c '. tangle/testing/lib.sh; have_gpu' || { echo "sanitize: no CUDA GPU here" >&2; exit 1; }
    gpu=$(grep -l 'have_gpu\|$RUN' $files)
    : > $log
    for tool in memcheck racecheck initcheck synccheck; do
        echo "== compute-sanitizer --tool $tool"
        RUN="compute-sanitizer --tool $tool --error-exitcode 99 --print-limit 20" \
            prove -v -e sh $gpu >> $log 2>&1 || status=1
        tail -n 3 $log
    done
else
    prove -v -e sh $files > $log 2>&1 || status=1
    # the condensed view: failures, skips and diagnostics of failures
    awk '/^[^ #]+\.t \.+ skipped:/ { f = $1; sub(/^[^ ]+ \.+ /, ""); printf "%-40s %s\n", f, $0; next }
         /^[^ #]+\.t \.+ *$/ { cur = $1; next }
         /^not ok/ { print cur ": " $0; indiag = 1; next }
         /^# / && indiag { print "    " $0; next }
         { indiag = 0 }
         /^ok$/ { printf "%-40s ok\n", cur; next }
         /^skipped:/ { printf "%-40s %s\n", cur, $0; next }
         /^Failed / { printf "%-40s %s\n", cur, $0; next }
         /^ *(Parse errors|Non-zero exit status)/ { sub(/^ */, ""); printf "%-40s %s\n", cur, $0; next }
         /^[^ #]+\.t +\(Wstat/ { cur = $1; next }
         /^(Files=|Result:)/ { print }' $log
fi
awk -f "$(dirname "$0")/summary.awk" $log
exit $status
