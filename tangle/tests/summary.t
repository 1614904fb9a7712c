# The summary line of tangle/testing/run-tests.sh: a test file whose plan does not match what it ran, or
# that exits non-zero after passing every point, must count as a failure, not only set the exit.
. tangle/testing/lib.sh
plan 20
D=$(mktmp)
printf 'echo 1..2\necho ok 1\necho ok 2\necho ok 3\n' > $D/overplanned.t
printf 'echo 1..1\necho ok 1\nexit 3\n' > $D/dubious.t
printf 'echo 1..1\necho ok 1\n' > $D/good.t
printf 'echo 1..2\necho ok 1\necho not ok 2\nexit 1\n' > $D/failing.t
for t in overplanned dubious; do
    out=$(TEST_LOG=$D/$t.log sh tangle/testing/run-tests.sh $D/$t.t 2>&1); st=$?
    [ $st -ne 0 ] && pass "[P9] $t: non-zero exit" || fail "[P9] $t: non-zero exit"
    like "$(echo "$out" | tail -n 1)" "^[0-9]+ passed, 1 failed, 0 skipped$" "[P9] $t: counted as a failure in the summary line"
done
out=$(TEST_LOG=$D/good.log sh tangle/testing/run-tests.sh $D/good.t 2>&1); st=$?
is "$st $(echo "$out" | tail -n 1)" "0 1 passed, 0 failed, 0 skipped" "[P9] a good file: exit 0, one point passed"
like "$(cat $D/good.log)" "ok 1" "[P9] the TAP goes to \$TEST_LOG, not build/test.log"
out=$(TEST_LOG=$D/failing.log sh tangle/testing/run-tests.sh $D/failing.t 2>&1); st=$?
[ $st -ne 0 ] && pass "[P9] failing point: non-zero exit" || fail "[P9] failing point: non-zero exit"
is "$(echo "$out" | tail -n 1)" "1 passed, 1 failed, 0 skipped" "[P9] a failing point and the file's exit status count once"
# A file killed by a signal after its points passed, a bail-out, a time limit: each counts once,
# the files after a bail-out are reported not run, and every file's wall time is in the log.
printf 'echo 1..2\necho ok 1\necho ok 2\nkill -9 $$\n' > $D/killed.t
printf 'echo 1..3\necho ok 1\necho "Bail out! no compiler"\nexit 255\n' > $D/bail.t
printf '# test-timeout: 1\necho 1..1\necho ok 1\nsleep 20\n' > $D/slow.t
out=$(TEST_LOG=$D/killed.log sh tangle/testing/run-tests.sh $D/killed.t 2>&1); st=$?
is "$st $(echo "$out" | tail -n 1)" "1 2 passed, 1 failed, 0 skipped" "[P9] a file killed by a signal after its points passed is one failure"
like "$out" "killed\.t +FAIL killed by signal 9" "[P9] and the view says which signal"
out=$(TEST_LOG=$D/bail.log sh tangle/testing/run-tests.sh -j1 $D/good.t $D/bail.t $D/good.t $D/failing.t 2>&1); st=$?
is "$st $(echo "$out" | tail -n 1)" "1 2 passed, 3 failed, 0 skipped" "[P9] a bail-out counts once and each file it kept from running once"
like "$out" "bail out: 2 test files not run: $D/good\.t $D/failing\.t" "[P9] the summary names the files not run"
t0=$(date +%s)
out=$(TEST_LOG=$D/slow.log sh tangle/testing/run-tests.sh $D/slow.t 2>&1); st=$?
is "$st $(echo "$out" | tail -n 1)" "1 1 passed, 1 failed, 0 skipped" "[P9] a file past its time limit is one failure"
like "$out" "slow\.t +FAIL timed out after 1 s" "[P9] and the view says so"
ok "[P9] and it was stopped at its limit, not left to finish" [ $(( $(date +%s) - t0 )) -lt 15 ]
like "$(cat $D/good.log)" "<== $D/good\.t exit 0 time [0-9]+\.[0-9] limit 300" "[P9] the log gives each file's exit status, wall time and limit"
# A whole run stopped by an outer time limit (a GPU record's): the files that finished keep their
# TAP and times, and the file still running is stopped with it, not left behind.
printf 'echo 1..1\necho $$ > %s/long.pid\nsleep 30\necho ok 1\n' $D > $D/long.t
out=$(TEST_LOG=$D/cut.log timeout 4 sh tangle/testing/run-tests.sh -j2 $D/good.t $D/long.t 2>&1); st=$?
is "$st" 124 "[P9] a run stopped by an outer limit: the limit's exit status"
like "$(cat $D/cut.log)" "^==> $D/good\.t.*ok 1.*<== $D/good\.t exit 0 time" "[P9] the log keeps the TAP of the file that finished"
is "$(cut -d' ' -f1 $D/cut.times)" "$D/good.t" "[P9] and its time; the one that did not finish has none"
sleep 1
ok "[P9] the file still running was stopped with the run" sh -c "! kill -0 $(cat $D/long.pid 2>/dev/null || echo 1) 2>/dev/null"
