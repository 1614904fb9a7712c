#!/bin/sh
# gpu-record.sh [-j N] [RUN...] [-- FILE|DIR...]: the notebook's GPU test record, as
# Markdown on standard output: every test file that needs a GPU (it calls
# have_gpu or runs programs through $RUN), or those of them among the files
# and folders after --, once for each RUN (plain, or a compute-sanitizer
# tool: memcheck, racecheck, initcheck, synccheck; default all five), with
# the points passed, failed and skipped and the wall time.  Exit 1 when
# anything failed or no GPU is here, 2 when a file or folder given does not
# exist or holds no GPU test.  The TAP logs, and each file's wall time
# (RUN.times), go to build/gpu-record/; a run stopped by an outer time limit
# leaves there the files that finished.  -j N runs N files at a time under
# the four tools (default 1; the tools check, they do not time, and a GPU
# has room for several); plain runs always take one file at a time, since
# some tests bound their kernels' times.
here=$(dirname "$0")
. "$here/lib.sh"
runs= scope= jobs=1
case ${1-} in
-j) jobs=${2-}; shift; [ $# -eq 0 ] || shift ;;
-j*) jobs=${1#-j}; shift ;;
esac
case $jobs in ''|*[!0-9]*|0) echo "gpu-record: -j '$jobs' is not a positive whole number" >&2; exit 2 ;; esac
while [ $# -gt 0 ] && [ "$1" != -- ]; do runs="$runs $1"; shift; done
given=$(ls tests/*/*.t)
if [ "${1-}" = -- ]; then
    shift
    [ $# -gt 0 ] || { echo "gpu-record: no file or folder after --" >&2; exit 2; }
    given=
    for a in "$@"; do
        if [ -d "$a" ]; then given="$given $(ls "$a"/*.t 2>/dev/null)"
        elif [ -f "$a" ]; then given="$given $a"
        else echo "gpu-record: $a: no such test file or folder" >&2; exit 2; fi
    done
    scope="The test files in $* that run on the GPU"
fi
files=$([ -n "$given" ] && grep -l 'have_gpu\|\$RUN' $given | sort)
[ -n "$files" ] || { echo "gpu-record: no GPU test among ${*:-tests}" >&2; exit 2; }
set -- $runs
have_gpu || { echo "gpu-record: no CUDA GPU here" >&2; exit 1; }
command -v compute-sanitizer >/dev/null || { echo "gpu-record: compute-sanitizer not found" >&2; exit 1; }
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
mkdir -p build/gpu-record
status=0
row() {  # row LABEL LOG SECONDS: one table row from a run-tests.sh log
    awk -f "$here/summary.awk" "$2" |
        awk -v label="$1" -v s="$3" '{ printf "| %s | %s | %s | %s | %s |\n", label, $1, $3, $5, s; if ($3 != 0) exit 1 }'
}
[ $# -gt 0 ] || set -- plain memcheck racecheck initcheck synccheck
echo "${scope:-Every test file that runs on the GPU} ($(echo $files | wc -w) files: $(echo $files | sed 's|tests/||g')), run as the first column says (\`compute-sanitizer --tool\` for the four tools):"
echo
echo "| run | passed | failed | skipped | wall s |"
echo "|---|---:|---:|---:|---:|"
for tool in "$@"; do
    t0=$(date +%s)
    case $tool in
    plain) RUN= TEST_LOG=build/gpu-record/$tool.log sh "$here/run-tests.sh" -j1 $files > /dev/null ;;
    memcheck|racecheck|initcheck|synccheck)
        RUN="compute-sanitizer --tool $tool --error-exitcode 99 --print-limit 20" TEST_TIMEOUT_SCALE=10 \
            TEST_LOG=build/gpu-record/$tool.log sh "$here/run-tests.sh" -j"$jobs" $files > /dev/null ;;
    *) echo "gpu-record: unknown run '$tool' (plain, memcheck, racecheck, initcheck, synccheck)" >&2; exit 2 ;;
    esac
    row "$tool" build/gpu-record/$tool.log $(( $(date +%s) - t0 )) || status=1
done
exit $status
