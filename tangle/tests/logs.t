# Executable debug logs, on the worked example debug_logs/example-mean.nw:
# attempts re-run and match, bisection finds the known pair in fewer builds
# than exhaustive search, an appended attempt recompiles exactly its program,
# stale and failing marks appear when they should, an interrupted append
# leaves the log intact, and a malformed log is refused with file and line.
. tangle/tests/lib.sh
plan 41
P=$(mkproj_core)
export TMPDIR=$P/tmp; mkdir -p $TMPDIR   # what the simulated crash leaves behind goes with $P
cp debug_logs/example-mean.nw $P/debug_logs/
cd $P
make -s build >/dev/null 2>&1 || fail "setup: make build"
out=$(sh tangle/logs/attempts.sh 2>&1); st=$?
is "$st" 0 "make attempts: every attempt matches its expectation"
is "$(printf '%s\n' "$out" | grep -c ' reproduces ')" 3 "... all three attempts reproduce"
ok "output and provenance are recorded" grep -q '^source_hash: [0-9a-f]\{16\}$' debug_logs/results/example-mean/attempt-3.meta
# a build without the hashing tool (a GPU machine's build of named programs only): nothing runs, since
# its record would say unbuilt and read as stale for ever
cp debug_logs/results/example-mean/attempt-3.meta before.meta
mv build/bin/srchash build/bin/srchash.away
out=$(ATTEMPT=3 NO_BUILD=1 sh tangle/logs/attempts.sh debug_logs/example-mean.nw 2>&1); st=$?
mv build/bin/srchash.away build/bin/srchash
is "$st $(printf '%s\n' "$out" | grep -c 'NOT HASHED *build/bin/srchash is missing')" "1 1" \
   "an attempt whose sources cannot be hashed is refused before it runs, with the reason"
ok "... and its earlier record stays as it was" cmp -s before.meta debug_logs/results/example-mean/attempt-3.meta
rm -f before.meta
mv build/programs.txt build/programs.txt.away   # as on a GPU machine's copy that lacks it
is "$(sh -c '. tangle/logs/logtools.sh; tmp=$(mktemp -d); source_hash build/bin/mean+example-mean-attempt-1')" unbuilt \
   "a binary whose build record is missing hashes as unbuilt, not as an empty list of sources"
mv build/programs.txt.away build/programs.txt
is "$(sh -c '. tangle/logs/logtools.sh; tmp=$(mktemp -d); source_hash')" none \
   "a command that runs none of our programs has no sources to hash, and says so"
like "$(cat debug_logs/results/example-mean/attempt-1.meta)" "exit: 1.*commit: .*date: 20.*host: .*gpu: .*nvcc: " "the record holds commit, date, host, GPU, nvcc and exit status" 
out=$(RECORD=1 sh tangle/logs/bisect.sh debug_logs/example-mean.nw 2>/dev/null)
like "$out" "minimal flipping set: example-mean-factor-accumulator example-mean-factor-limit " "bisection finds the known pair"
builds=$(printf '%s\n' "$out" | sed -n 's/.*(\([0-9]*\) builds of 64.*/\1/p')
ok "... in fewer builds than exhaustive search ($builds < 64)" test "${builds:-99}" -lt 64
like "$(cat debug_logs/results/example-mean/bisect.md)" "found in $builds builds" "the answer is recorded with its build count"
# an output expectation in "Broken when" sees each build's output (it went to /dev/null once, and
# never matched: debug_logs/dev-null-clobbered.nw)
cp debug_logs/example-mean.nw before.nw
sed -i 's|^- \*\*Broken when:\*\* exit 1$|- **Broken when:** `exit 1; output /reference [0-9]/`|' debug_logs/example-mean.nw
out=$(sh tangle/logs/bisect.sh debug_logs/example-mean.nw 2>/dev/null)
like "$out" "minimal flipping set: example-mean-factor-accumulator example-mean-factor-limit " "bisection with an output expectation finds the same pair"
cp before.nw debug_logs/example-mean.nw; rm -f before.nw
is "$(sh tangle/logs/logstatus.sh --table | awk '$1 == "example-mean" { print $3, $4, $5, $6 }')" "3 3 0 0" "make logs: 3 attempts, 3 reproduce, 0 stale, 0 failing"
# nvcc writes "obj : deps" and, with -MP, the headers' empty rules right after the last line
hash1() { sh -c '. tangle/logs/logtools.sh; tmp=$(mktemp -d); source_hash build/bin/mean+example-mean-attempt-1'; }
d=build/obj/build/var/example-mean-attempt-1/kernels/probes/example/mean.c.d
h=$(hash1); cp $d $d.gcc
src=build/var/example-mean-attempt-1/kernels/probes/example/mean.c
printf '%s : %s \\\n    /usr/include/stdio.h\n/usr/include/stdio.h:\n%s:\n' "${d%.d}.o" $src $src > $d
is "$(hash1)" "$h" "the source hash reads nvcc's dependency format (and -MP's header rules) like gcc's"
mv $d.gcc $d
# a record whose hash could not be computed vouches for nothing
m=debug_logs/results/example-mean/attempt-1.meta; cp $m $m.keep
sed -i 's/^source_hash: .*/source_hash: unbuilt/' $m
sh tangle/logs/logstatus.sh
is "$(awk -F'\t' '$2 == 1 { print $3 }' build/logs.status)" stale "a result recorded without a source hash is stale, not reproducing"
mv $m.keep $m
sh tangle/logs/logstatus.sh
is "$(awk -F'\t' '$2 == 1 { print $3 }' build/logs.status)" reproduces \
   "... and restored, it reproduces again (a log's kept states follow its results)"
# stale: change a chunk that attempt binaries are built from
sed -i 's/^malloc((size_t)n + 1)$/malloc((size_t)n + 2)/' debug_logs/example-mean.nw
make -s build >/dev/null 2>&1
sh tangle/logs/logstatus.sh
is "$(cut -f3 build/logs.status | sort | uniq -c | awk '{ print $1, $2 }' | tr '\n' ' ')" "3 stale " "a source change marks every recorded result stale"
# editing prose alone does not
sh tangle/logs/attempts.sh >/dev/null 2>&1
sed -i 's/^This log is the worked example/This log, edited, is the worked example/' debug_logs/example-mean.nw
make -s build >/dev/null 2>&1; sh tangle/logs/logstatus.sh
is "$(cut -f3 build/logs.status | sort -u)" "reproduces" "an edit of prose (lines move) does not make results stale"
# failing: an expectation the program no longer meets
sed -i 's/^- \*\*Expect:\*\* `exit 1; output \/mean 127/- **Expect:** `exit 0; output \/mean 127/' debug_logs/example-mean.nw
out=$(sh tangle/logs/attempts.sh 2>&1); st=$?
like "$out" "example-mean +2 +cpu +FAILING" "an attempt that no longer matches is reported FAILING"
is "$st" 1 "... and make attempts exits 1"
sh tangle/logs/logstatus.sh
is "$(awk -F'\t' '$2 == 2 { print $3 }' build/logs.status)" failing "... and marked failing in the status the weave shows"
sh tangle/weave/weave.sh build/n.html notes/notebook/*.nw notes/common/*.nw debug_logs/example-mean.nw >/dev/null 2>&1
like "$(cat build/n.html)" 'class="mark-failing"><strong>Failing</strong>' "the weave marks the failing result"
# append an attempt: reopen the log, append, fill it in, rebuild
sed -i 's/^Status: Resolved$/Status: Open/' debug_logs/example-mean.nw
cp debug_logs/example-mean.nw before.nw
# the crash: an mv earlier on PATH kills the append's shell just before the rename
mkdir -p crashbin; printf '#!/bin/sh\nkill -9 $PPID\n' > crashbin/mv; chmod +x crashbin/mv
PATH=$PWD/crashbin:$PATH sh tangle/logs/attempt.sh example-mean >/dev/null 2>&1
rm -rf crashbin
ok "an append killed between write and rename leaves the log intact" cmp -s before.nw debug_logs/example-mean.nw
out=$(sh tangle/logs/attempt.sh example-mean 2>&1)
like "$out" "appended attempt 4" "make attempt appends attempt 4"
like "$(awk '/^## Attempt 4:/ { a = 1 } a && /^## Key differences/ { print "before key differences"; exit }' debug_logs/example-mean.nw)" "before key differences" "... before the key-differences section"
ok "... and keeps every earlier line" sh -c "diff before.nw debug_logs/example-mean.nw | grep -q '^<' && exit 1 || exit 0"
make -s build >/dev/null 2>&1
sed -i 's|^- \*\*Run:\*\* `TODO`$|- **Run:** `build/bin/mean+example-mean-attempt-4 300`|' debug_logs/example-mean.nw
cat >> debug_logs/example-mean.nw <<'DOC'

<<mean: loop limit [example-mean attempt 4]>>=
 < n - 1
@
DOC
out=$(make build 2>&1)
is "$(printf '%s\n' "$out" | grep -cE 'gcc .* -c ')" 1 "make after filling in the attempt compiles exactly one object"
like "$out" "build/var/example-mean-attempt-4/kernels/probes/example/mean.c" "... the attempt's own program"
# the recorded command is the Run line as written: a \n in it stays two characters
run='build/bin/mean+example-mean-attempt-4 300; printf '"'"'%s\n'"'"' done'
R=$run awk '/^- \*\*Run:\*\* `build\/bin\/mean\+example-mean-attempt-4 300`$/ { print "- **Run:** `" ENVIRON["R"] "`"; next } { print }' \
    debug_logs/example-mean.nw > x.nw && mv x.nw debug_logs/example-mean.nw
ATTEMPT=4 NO_BUILD=1 sh tangle/logs/attempts.sh debug_logs/example-mean.nw >/dev/null 2>&1
is "$(sed -n 's/^command: //p' debug_logs/results/example-mean/attempt-4.meta)" "$run" "the recorded command keeps a \\n as written (sh's echo made it a line break)"
# appends at the same time take turns: every one lands, numbered in order, nothing else lost
cp debug_logs/example-mean.nw before.nw
for i in 1 2 3 4 5 6; do sh tangle/logs/attempt.sh example-mean >/dev/null 2>&1 & done; wait
is "$(grep -c '^## Attempt [0-9]*:' debug_logs/example-mean.nw) $(grep '^## Attempt' debug_logs/example-mean.nw | cut -d' ' -f3 | tr -d ':' | tr '\n' ' ')" \
   "10 1 2 3 4 5 6 7 8 9 10 " "six appends at once: ten attempts, numbered 1 to 10"
ok "... and every line of the log before them is still there" sh -c "diff before.nw debug_logs/example-mean.nw | grep -q '^<' && exit 1 || exit 0"
cp before.nw debug_logs/example-mean.nw
# a symbolic link stays a link, and its target gets the attempt; a read-only log is refused
mkdir -p elsewhere; mv debug_logs/example-mean.nw elsewhere/; ln -s ../elsewhere/example-mean.nw debug_logs/example-mean.nw
out=$(sh tangle/logs/attempt.sh example-mean 2>&1)
ok "an append to a symlinked log keeps the link" test -L debug_logs/example-mean.nw
like "$(grep -c '^## Attempt 5:' elsewhere/example-mean.nw)" "^1$" "... and appends to the file it points to"
rm debug_logs/example-mean.nw; mv elsewhere/example-mean.nw debug_logs/; chmod 444 debug_logs/example-mean.nw
cp debug_logs/example-mean.nw before.nw
out=$(sh tangle/logs/attempt.sh example-mean 2>&1); st=$?
like "$st $out" "^1 attempt: debug_logs/example-mean.nw is read-only: not appended" "a read-only log is refused"
ok "... left as it was, mode included" sh -c "cmp -s before.nw debug_logs/example-mean.nw && [ \$(stat -c %a debug_logs/example-mean.nw) = 444 ]"
chmod 644 debug_logs/example-mean.nw
# malformed logs are refused, with file and line, and left untouched
refused() {  # refused LOG ERE NAME: make attempt LOG is refused with a message matching ERE
    like "$(sh tangle/logs/attempt.sh "$1" 2>&1)" "$2" "$3"
}
cp debug_logs/example-mean.nw before.nw
sed -i 's/^## Attempt 3:/## Attempt 5:/' debug_logs/example-mean.nw
refused example-mean "debug_logs/example-mean.nw:[0-9]+: attempt 5 follows attempt 2" "a log with attempts out of order is refused with file and line"
printf '\n<<mean: extra [x]>>=\nint never_closed;\n' >> debug_logs/example-mean.nw
refused example-mean "debug_logs/example-mean.nw:[0-9]+: code chunk not closed by @" "an unterminated chunk in a log is refused with file and line"
# a log that continues another numbers its attempts on from the other's last
cp before.nw debug_logs/example-mean.nw
k=$(grep '^## Attempt [0-9]*:' debug_logs/example-mean.nw | tail -1 | cut -d' ' -f3 | tr -d :)
printf '# Debug log: the mean, continued\n\nStatus: Open\n\nContinues: `debug_logs/example-mean.nw`\n\n## What to try next\n' > debug_logs/mean-more.nw
out=$(sh tangle/logs/attempt.sh mean-more 2>&1)
is "$out $(grep -c '^## Attempt' debug_logs/mean-more.nw)" "attempt: appended attempt $((k + 1)) to debug_logs/mean-more.nw 1" "a continuing log's first attempt follows the last of the log it continues"
sed -i "s/^## Attempt $((k + 1)):/## Attempt 1:/" debug_logs/mean-more.nw
refused mean-more "debug_logs/mean-more.nw:[0-9]+: attempt 1 follows attempt $k " "... and one numbered from 1 again is refused with file and line"
sed -i 's|^Continues: .*|Continues: debug_logs/no-such-log.nw|' debug_logs/mean-more.nw
refused mean-more "debug_logs/mean-more.nw:5: 'Continues: debug_logs/no-such-log.nw': no such log" "a log that continues a missing log is refused"
printf '\nContinues: debug_logs/example-mean.nw\n' >> debug_logs/mean-more.nw
refused mean-more "'Continues:' must come before the first attempt" "a 'Continues:' after an attempt is refused"
cd /
if [ -n "${KEEP:-}" ]; then diag "kept $P"; else rm -rf $P; fi
