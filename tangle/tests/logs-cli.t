# The other log commands: new-log from the template, search, an attempt
# expected to hang, a GPU attempt on a machine without a GPU, and the stale
# mark in the weave.
. tangle/tests/lib.sh
plan 17
P=$(mkproj_core)
export TMPDIR=$P/tmp; mkdir -p $TMPDIR
cd $P
make -s build >/dev/null 2>&1 || fail "setup: make build"
out=$(make -s new-log NAME=loop-hang TITLE="the probe loop never ends" 2>&1)
like "$out" "wrote debug_logs/loop-hang.nw" "make new-log writes the log"
like "$(cat debug_logs/loop-hang.nw)" "^# Debug log: the probe loop never ends +Status: Open .*\| CUDA toolkit \| release [0-9]" "the template is filled in: title, status, environment"
cp debug_logs/loop-hang.nw before.nw
out=$(make -s new-log NAME=loop-hang TITLE="again" 2>&1); st=$?
like "$out" "debug_logs/loop-hang.nw already exists" "new-log refuses to overwrite a log"
ok "... and the log is untouched" cmp -s before.nw debug_logs/loop-hang.nw
like "$(make -s new-log NAME='Bad Name' TITLE=x 2>&1)" "NAME='Bad Name': use lower-case letters" "new-log rejects a bad name"
out=$(make -s new-log NAME=odd-title TITLE='costs $5, `echo X`, it'"'"'s & | \ ok' 2>&1)
is "$(head -1 debug_logs/odd-title.nw)" '# Debug log: costs $5, `echo X`, it'"'"'s & | \ ok' "a TITLE reaches the log literally: no command runs, no \$ is expanded"
rm -f debug_logs/odd-title.nw
out=$(make -s new-log NAME=two-lines TITLE="one
two" 2>&1); st=$?
like "$st $out $(ls debug_logs/two-lines.nw 2>&1)" "^2 .*TITLE has a line break: give it on one line.*No such file" "a TITLE with a line break is refused, no log written"
out=$(make -s new-log NAME=$(printf 'a%.0s' $(seq 1 300)) TITLE=x 2>&1); st=$?
like "$st $out" "^2 new-log: NAME is 300 characters long \(limit 64\)" "a 300-character NAME is refused with its limit"
ok "make tangle accepts the fresh log" make -s tangle
# an attempt that hangs on purpose, and one that needs a GPU
sh tangle/logs/attempt.sh loop-hang >/dev/null && sh tangle/logs/attempt.sh loop-hang >/dev/null
awk '
    /^- \*\*Run:\*\* `TODO`$/ && ++n == 1 { print "- **Run:** `sleep 30`"; next }
    /^- \*\*Expect:\*\*/ && ++e == 1 { print "- **Expect:** `times out after 1 s`"; next }
    /^- \*\*Run:\*\* `TODO`$/ && n == 2 { print "- **Run:** `build/bin/gpu-probe`"; next }
    /^- \*\*Needs:\*\* cpu$/ && ++g == 2 { print "- **Needs:** gpu"; next }
    { print }' debug_logs/loop-hang.nw > x.nw && mv x.nw debug_logs/loop-hang.nw
make -s build >/dev/null 2>&1
start=$(date +%s)
out=$(sh tangle/logs/attempts.sh debug_logs/loop-hang.nw 2>&1)
like "$out" "loop-hang +1 +cpu +reproduces +exit 124" "an attempt expected to hang is stopped and counts as reproduced"
ok "... after about its time limit, not the command's 30 s" test $(( $(date +%s) - start )) -lt 15
if build/bin/gpu-probe --quiet >/dev/null 2>&1; then
    pass "# SKIP a GPU is present"; pass "# SKIP a GPU is present"
else
    like "$out" "loop-hang +2 +gpu +skipped +no GPU here" "a GPU attempt is skipped without a GPU"
    ok "... and nothing is recorded for it" test ! -e debug_logs/results/loop-hang/attempt-2.meta
fi
out=$(make -s attempts LOG=loop-hang ATTEMPT=2 2>&1)
is "$(printf '%s\n' "$out" | awk '$1 == "loop-hang" { printf "%s ", $2 }')" "2 " \
   "make attempts LOG=NAME ATTEMPT=N runs that attempt alone"
# search
like "$(sh tangle/logs/search.sh 'never ends')" "debug_logs/loop-hang.nw: Debug log: the probe loop never ends" "make search finds a log by its words"
like "$(sh tangle/logs/search.sh 'no-such-word-anywhere' 2>&1; echo "exit $?")" "nothing mentions .*exit 1" "a search that finds nothing says so"
# stale: record a CPU attempt, change its program, weave
sed -i 's|^- \*\*Run:\*\* `sleep 30`$|- **Run:** `build/bin/srchash notes/notebook/02-first-programs.nw`|; s|^- \*\*Expect:\*\* `times out after 1 s`$|- **Expect:** `exit 0`|' debug_logs/loop-hang.nw
make -s build >/dev/null 2>&1; sh tangle/logs/attempts.sh debug_logs/loop-hang.nw >/dev/null 2>&1
sed -i 's/    while ((n = fread(buf, 1, sizeof buf, f)) > 0)/    while ((n = fread(buf, 1, sizeof(buf), f)) > 0)/' notes/notebook/02-first-programs.nw
make -s build >/dev/null 2>&1; sh tangle/logs/logstatus.sh
sh tangle/weave/weave.sh build/n.html notes/notebook/*.nw notes/common/*.nw debug_logs/loop-hang.nw >/dev/null 2>&1
like "$(cat build/n.html)" 'class="mark-stale"><strong>Stale</strong>.*have changed since' "the weave marks a result whose sources changed as stale"
cd /; rm -rf $P
