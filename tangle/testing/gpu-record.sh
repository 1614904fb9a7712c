#!/bin/sh
# gpu-record.sh: the notebook's GPU test record, as Markdown on standard
# output: every test file that needs a GPU (it calls have_gpu or runs
# programs through $RUN), once plainly and once under each compute-sanitizer
# tool, with the points passed, failed and skipped.  Exit 1 when anything
# failed or no GPU is here.  The TAP logs go to build/gpu-record/.
here=$(dirname "$0")
. "$here/lib.sh"
have_gpu || { echo "gpu-record: no CUDA GPU here" >&2; exit 1; }
command -v compute-sanitizer >/dev/null || { echo "gpu-record: compute-sanitizer not found" >&2; exit 1; }
files=$(grep -l 'have_gpu\|\$RUN' tests/*/*.t | sort)
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
mkdir -p build/gpu-record
status=0
row() {  # row LABEL LOG: one table row from a prove log
    awk -v label="$1" -f "$here/summary.awk" "$2" |
        awk -v label="$1" '{ printf "| %s | %s | %s | %s |\n", label, $1, $3, $5; if ($3 != 0) exit 1 }'
}
echo "Every test file that runs on the GPU ($(echo $files | wc -w) files: $(echo $files | sed 's|tests/||g')), plainly and under each \`compute-sanitizer\` tool:"
echo
echo "| run | passed | failed | skipped |"
echo "|---|---:|---:|---:|"
prove -v -e sh $files > build/gpu-record/plain.log 2>&1
row "plain" build/gpu-record/plain.log || status=1
for tool in memcheck racecheck initcheck synccheck; do
    RUN="compute-sanitizer --tool $tool --error-exitcode 99 --print-limit 20" \
        prove -v -e sh $files > build/gpu-record/$tool.log 2>&1
    row "$tool" build/gpu-record/$tool.log || status=1
done
exit $status
