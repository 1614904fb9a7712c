# The summary line of tangle/testing/run-tests.sh: a test file whose plan does not match what it ran, or
# that exits non-zero after passing every point, must count as a failure, not only set the exit.
. tangle/testing/lib.sh
plan 8
D=$(mktmp)
printf 'echo 1..2\necho ok 1\necho ok 2\necho ok 3\n' > $D/overplanned.t
printf 'echo 1..1\necho ok 1\nexit 3\n' > $D/dubious.t
printf 'echo 1..1\necho ok 1\n' > $D/good.t
printf 'echo 1..2\necho ok 1\necho not ok 2\nexit 1\n' > $D/failing.t
for t in overplanned dubious; do
    out=$(TEST_LOG=$D/$t.log sh tangle/testing/run-tests.sh $D/$t.t 2>&1); st=$?
    [ $st -ne 0 ] && pass "$t: non-zero exit" || fail "$t: non-zero exit"
    like "$(echo "$out" | tail -n 1)" "^[0-9]+ passed, 1 failed, 0 skipped$" "$t: counted as a failure in the summary line"
done
out=$(TEST_LOG=$D/good.log sh tangle/testing/run-tests.sh $D/good.t 2>&1); st=$?
is "$st $(echo "$out" | tail -n 1)" "0 1 passed, 0 failed, 0 skipped" "a good file: exit 0, one point passed"
like "$(cat $D/good.log)" "ok 1" "the TAP goes to \$TEST_LOG, not build/test.log"
out=$(TEST_LOG=$D/failing.log sh tangle/testing/run-tests.sh $D/failing.t 2>&1); st=$?
[ $st -ne 0 ] && pass "failing point: non-zero exit" || fail "failing point: non-zero exit"
is "$(echo "$out" | tail -n 1)" "1 passed, 1 failed, 0 skipped" "a failing point and the file's exit status count once"
