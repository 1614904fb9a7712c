# tangle/testing/gpu-record.sh: the files after -- choose which GPU tests a record runs; a path that
# does not exist, or holds no GPU test, is refused before anything runs, with or without a GPU, and
# so is a -j that is not a positive whole number.
. tangle/testing/lib.sh
plan 7
out=$(sh tangle/testing/gpu-record.sh initcheck -- tests/no-such-folder 2>&1); st=$?
is "$st $out" "2 gpu-record: tests/no-such-folder: no such test file or folder" "a missing folder: exit 2, one line naming it"
out=$(sh tangle/testing/gpu-record.sh initcheck -- tests/npy 2>&1); st=$?
is "$st $out" "2 gpu-record: no GPU test among tests/npy" "a folder without GPU tests: exit 2"
E=$(mktmp)
out=$(sh tangle/testing/gpu-record.sh initcheck -- $E < /dev/null 2>&1); st=$?
is "$st $out" "2 gpu-record: no GPU test among $E" "a folder without test files: exit 2, not a grep waiting on its input"
out=$(sh tangle/testing/gpu-record.sh racecheck -- 2>&1); st=$?
is "$st $out" "2 gpu-record: no file or folder after --" "nothing after --: exit 2"
out=$(sh tangle/testing/gpu-record.sh -j 0 racecheck -- tests/semicrf 2>&1); st=$?
is "$st $out" "2 gpu-record: -j '0' is not a positive whole number" "-j 0: exit 2, before anything runs"
out=$(sh tangle/testing/gpu-record.sh -jfour racecheck 2>&1); st=$?
is "$st $out" "2 gpu-record: -j 'four' is not a positive whole number" "-j with a word: exit 2"
out=$(sh tangle/testing/gpu-record.sh plain -- tests/semicrf/gpu.t 2>&1); st=$?
if have_gpu; then
    like "$out" "The test files in tests/semicrf/gpu.t that run on the GPU \(1 files: semicrf/gpu.t\)" "one file given: the record runs it alone"
else
    is "$st $out" "1 gpu-record: no CUDA GPU here" "one file given, no GPU: exit 1 after the paths pass"
fi
