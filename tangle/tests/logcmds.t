# The debug-log commands: search finds recorded outputs and shows each
# matching line; bisect keeps a re-run's answer under build/ unless asked to
# record it; provenance flags a tree with uncommitted changes; an attempt
# whose Run: is still the skeleton's TODO is not run.
. tangle/tests/lib.sh
plan 14
P=$(mkproj)
cp debug_logs/example-mean.nw $P/debug_logs/
cd $P
# search
mkdir -p debug_logs/results/example-mean
printf 'n 1000: mean 131.25, reference 127.5\n' > debug_logs/results/example-mean/attempt-2.txt
out=$(sh tangle/logs/search.sh '131.25'); st=$?
is "$st" 0 "search finds a value that only a recorded output holds"
like "$out" "^debug_logs/example-mean.nw: Debug log: the sample mean is wrong for long inputs +debug_logs/results/example-mean/attempt-2.txt:1: \(output of attempt 2\) n 1000: mean 131.25" \
    "... under its log's title, with the output's file and line and the matching text"
line=$(grep -n 'widen the accumulator' debug_logs/example-mean.nw | head -1 | cut -d: -f1)
like "$(sh tangle/logs/search.sh 'widen the ACCUMULATOR')" "debug_logs/example-mean.nw:$line: \([^)]*\) ## Attempt 2: widen the accumulator" "a match in a log shows its file, line, section and text"
out=$(sh tangle/logs/search.sh 'no-such-word-anywhere' 2>/dev/null); st=$?
is "$st:$out" "1:" "no match: exit 1 and nothing on standard output"
out=$(make -s search Q=no-such-word-anywhere 2>&1)
ok "make search with no match ends without a make error" sh -c "! printf '%s' '$out' | grep -q 'make: \*\*\*'"
# bisect: a re-run writes under build/; RECORD=1 records
sh tangle/logs/bisect.sh debug_logs/example-mean.nw >/dev/null 2>&1
ok "bisect writes its answer under build/" grep -q 'found in [0-9]* builds' build/bisect/example-mean.md
ok "... and leaves the recorded results alone" test ! -e debug_logs/results/example-mean/bisect.md
RECORD=1 sh tangle/logs/bisect.sh debug_logs/example-mean.nw >/dev/null 2>&1
ok "RECORD=1 records it where the notebook shows it" grep -q 'found in [0-9]* builds' debug_logs/results/example-mean/bisect.md
# provenance: the commit, flagged -dirty when the tree has uncommitted changes
prov() { sh -c '. tangle/logs/logtools.sh; provenance' | sed -n 's/^commit: //p'; }
printf '/build/\n/kernels/\n/tests/\n' > .gitignore   # as the repository ignores what make writes
git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm base
c=$(git rev-parse --short HEAD)
is "$(prov)" "$c" "a clean tree: the commit alone"
echo '<!-- edited -->' >> debug_logs/example-mean.nw
is "$(prov)" "$c-dirty" "a changed document: the commit flagged -dirty"
git checkout -q debug_logs/example-mean.nw; echo 'x' > debug_logs/results/example-mean/attempt-9.txt
is "$(prov)" "$c" "a new recorded result alone does not make the tree dirty (recording writes them)"
is "$(NB_COMMIT=abc1234 NB_DIRTY=1 prov)" "abc1234-dirty" "a copied tree says it was dirty through NB_DIRTY"
# an appended attempt that is not filled in yet
sed -i 's/^Status: .*/Status: Open/' debug_logs/example-mean.nw
sh tangle/logs/attempt.sh example-mean >/dev/null 2>&1
out=$(NO_BUILD=1 sh tangle/logs/attempts.sh --check debug_logs/example-mean.nw 2>&1 | grep '^example-mean *4 '); 
like "$out" "not filled in yet" "an attempt whose Run: is still TODO is reported not filled in yet"
ok "... not FAILING" sh -c "! printf '%s' '$out' | grep -q FAILING"
cd /; rm -rf $P
