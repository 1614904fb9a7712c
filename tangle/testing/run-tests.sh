#!/bin/sh
# run-tests.sh [--sanitize] [-j N] [FILE|DIR...]: run test scripts (POSIX sh,
# printing TAP) and end with one line "N passed, N failed, N skipped".
# Every file runs under a time limit (TEST_TIMEOUT seconds, default 300, or
# its own "# test-timeout: N" line; TEST_TIMEOUT_SCALE multiplies both), in
# parallel over N jobs (default TEST_JOBS, else twice the number of CPUs).  The
# TAP of every file, framed by its exit status and wall time, goes to
# build/test.log (or $TEST_LOG) in the order of the files; summary.awk gives
# the verdicts.  With --sanitize only the GPU tests run, once under each
# compute-sanitizer tool, with limits ten times as long.  A run stopped by a
# signal (INT, TERM, HUP: an outer time limit) stops its running files and
# keeps, in the log and the times, the files that had finished.
here=$(dirname "$0")
sanitize=0
jobs=${TEST_JOBS:-$(( $(nproc 2>/dev/null || echo 1) * 2 ))}   # tests wait on processes more than they compute
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES   # tests run make themselves, from a clean slate
while [ $# -gt 0 ]; do
    case $1 in
    --sanitize) sanitize=1; shift ;;
    -j) jobs=$2; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    *) break ;;
    esac
done
case $jobs in ''|*[!0-9]*|0) echo "run-tests: -j '$jobs' is not a positive whole number" >&2; exit 2 ;; esac
if [ $# -gt 0 ]; then
    files=$(for a in "$@"; do if [ -d "$a" ]; then ls "$a"/*.t; else echo "$a"; fi; done)
else
    files=$(ls tangle/tests/*.t tests/*/*.t 2>/dev/null)
fi
mkdir -p build
log=${TEST_LOG:-build/test.log}
times=${log%.log}.times; [ -r "$times" ] || : > "$times"
work=$(mktemp -d "${TMPDIR:-/tmp}/run-tests.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
export NB_FIXTURES="$work/fixtures"   # what tests share, built once (tangle/tests/lib.sh)
_log= _keep=
stopped() {  # on a signal: the finished files' TAP and times stay, then exit 130
    if [ -n "$_log" ]; then
        gather "$_log"
        [ -z "$_keep" ] || cat "$_log" >> "$_keep"
        echo "run-tests: stopped by a signal; ${_keep:-$_log} keeps the TAP of the files that finished ($(grep -c '^<== ' "$_log"))" >&2
    fi
    exit 130
}
trap stopped INT TERM HUP

# The files start longest first, by the times of earlier runs (kept in
# build/test.times; a file with none first of all), so that no long file
# starts last and runs alone; the log keeps them in the order given.
run_all() {  # run_all LOG FILE...: every file, N at a time, TAP gathered in order
    _log=$1; shift
    rm -f "$work"/*.out "$work/bailed"
    _i=0
    for _f in "$@"; do _i=$((_i + 1)); printf '%06d %s\n' $_i "$_f"; done |
        awk 'FILENAME == ARGV[1] { t[$1] = $2; next } { print ($2 in t) ? t[$2] : 1e9, $0 }' "$times" - |
        sort -s -k1,1gr | cut -d' ' -f2- |
        xargs -P "$jobs" -L 1 sh "$here/run-one.sh" "$work"
    gather "$_log"
    _log=
}
gather() {  # gather LOG: the finished files' TAP into LOG, in order; their times into the times file
    cat "$work"/*.out > "$1" 2>/dev/null || : > "$1"
    awk 'FILENAME == ARGV[1] { t[$1] = $2; next } $1 == "<==" && $5 == "time" { t[$2] = $6 }
         END { for (f in t) print f, t[f] }' "$times" "$1" | sort > "$times.tmp" && mv -f "$times.tmp" "$times"
}

if [ $sanitize = 1 ]; then
    command -v compute-sanitizer >/dev/null || { echo "sanitize: compute-sanitizer not found (it ships with the CUDA toolkit on GPU machines)" >&2; exit 1; }
    sh -c ". $here/lib.sh; have_gpu" || { echo "sanitize: no CUDA GPU here" >&2; exit 1; }
    gpu=$(grep -l 'have_gpu\|$RUN' $files)
    : > "$log"
    export TEST_TIMEOUT_SCALE=$(( ${TEST_TIMEOUT_SCALE:-1} * 10 )); jobs=1
    for tool in memcheck racecheck initcheck synccheck; do
        echo "== compute-sanitizer --tool $tool"
        _keep=$log
        RUN="compute-sanitizer --tool $tool --error-exitcode 99 --print-limit 20" run_all "$work/$tool.log" $gpu
        _keep=
        cat "$work/$tool.log" >> "$log"
        awk -v view=1 -f "$here/summary.awk" "$work/$tool.log" | tail -n 3
    done
    awk -f "$here/summary.awk" "$log" | tee "$work/last"
else
    run_all "$log" $files
    awk -v view=1 -f "$here/summary.awk" "$log" | tee "$work/last"
fi
case $(tail -n 1 "$work/last") in *" 0 failed,"*) exit 0 ;; *) exit 1 ;; esac
