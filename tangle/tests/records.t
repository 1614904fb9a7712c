# make record: a chapter's measured result is stored with generated
# provenance, shown in the weave, marked stale when its program's sources
# change, kept when a new measurement fails, and refused when the record line
# is malformed.
. tangle/tests/lib.sh
plan 13
P=$(mkproj_core)
unset NB_DOCS   # make test passes the notebook's own list; this project has its own documents
mkdir -p $P/notes/table
cat > $P/notes/table/01-table.nw <<'DOC'
# A measured table

<!-- record: demo-table; needs: cpu; uses: build/bin/tabler; run: build/bin/tabler -->

<<kernels/table/build.mk>>=
PROGRAMS += tabler
tabler_SRCS := kernels/table/tabler.c
@
<<kernels/table/tabler.c>>=
#include <stdio.h>
#include <stdlib.h>
int main(void) { if (getenv("TABLER_FAIL")) return 1; printf("| n | time |\n|---|---|\n| 1 | %d ms |\n", 7); return 0; }
@
DOC
cd $P
make -s build >/dev/null 2>&1 || fail "setup: make build"
out=$(make -s record 2>&1); st=$?
like "$st $out" "^0 .*demo-table +cpu +recorded" "make record runs the command and records it"
is "$(cat notes/results/demo-table.md)" "| n | time |
|---|---|
| 1 | 7 ms |" "the result is the command's output"
like "$(cat notes/results/demo-table.meta)" "record: demo-table.*command: build/bin/tabler.*source_hash: [0-9a-f]{16}.*commit: .*date: 20.*gpu: .*nvcc: " "the provenance is generated: source hash, commit, date, GPU, toolkit"
make -s build/notebook.html >/dev/null 2>&1
like "$(cat build/notebook.html)" "class=\"mark-current\"><strong>Current</strong>.*recorded 20.*<td>7 ms</td>" "the weave shows the table under its provenance, marked current"
cp notes/results/demo-table.meta before.meta
TABLER_FAIL=1 make -s record NAME=demo-table > out.txt 2>&1; st=$?
like "$st $(cat out.txt)" "^2 .*demo-table +cpu +FAILED +exit 1 .*the old record stays" "a failing measurement is reported, and make fails"
ok "... and the old record stays" cmp -s before.meta notes/results/demo-table.meta
sed -i 's/%d ms/%d  ms/' notes/table/01-table.nw
make -s build >/dev/null 2>&1; make -s build/notebook.html >/dev/null 2>&1
like "$(cat build/notebook.html)" "class=\"mark-stale\"><strong>Stale</strong>.*have changed since" "an edit of the program's source marks the table stale"
like "$(cat build/notebook.html)" "Recorded GPU results.*<code>demo-table</code></td>.*class=\"mark-stale\">stale</span>" "the notebook's opening lists every record with its state"
sed -i 's/^<!-- record: demo-table; needs: cpu;/<!-- record: demo-table; need: cpu;/' notes/table/01-table.nw
out=$(make -s record 2>&1); st=$?
like "$st $out" "notes/table/01-table.nw:3: record demo-table: unknown field 'need: cpu'" "a misspelt field is an error with file and line"
sed -i 's/; need: cpu;/; needs: cpu;/' notes/table/01-table.nw
printf '\n<!-- record: demo-table; run: true -->\n' >> notes/table/01-table.nw
out=$(make -s record 2>&1); st=$?
like "$st $out" "01-table.nw:[0-9]+: record demo-table is also placed at notes/table/01-table.nw:3" "a record placed twice is an error"
sed -i '$d' notes/table/01-table.nw
out=$(make -s record NAME=nosuch 2>&1); st=$?
known=$(sed -n 's/^<!-- record: \([a-z0-9][a-z0-9-]*\);.*/\1/p' notes/*/*.nw | tr '\n' ' ')   # in document order; the syntax's example NAME is no record
like "$st $out" "NAME=nosuch: no such record \(records: ${known}\)" "an unknown NAME is named with the known ones"
is "$(sh tangle/records/record.sh --status; grep demo-table build/records.status | cut -f1,2)" "demo-table	stale" "record --status writes the state the weave reads"
rm notes/results/demo-table.*; make -s build/notebook.html >/dev/null 2>&1
like "$(cat build/notebook.html)" "demo-table</code> is not recorded yet: <code>make record NAME=demo-table</code>" "an unrecorded table says how to record it"
cd /; rm -rf $P
