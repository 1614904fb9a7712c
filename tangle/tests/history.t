# The history check of the weave (tangle/weave/history.awk): a chapter's prose that
# tells its story is named with its line; code chunks and comments are not read.
. tangle/testing/lib.sh
plan 5
D=$(mktmp)
cat > $D/ch.nw <<'DOC'
# A chapter

The kernel takes 1.2 ms at this size.
It took the forward from 1.320 to 1.216 ms,
and was then 1.135 ms on the H100 (the record of b3b837b).

<<code>>=
/* the loop was then unrolled: a comment in code is not prose */
@

<!-- record: x; was then -->
The GPU time was spent before the last table.
DOC
out=$(awk -f tangle/weave/history.awk $D/ch.nw)
is "$(echo "$out" | wc -l | tr -d ' ')" "3" "three lines of history found, no more"
like "$out" "ch.nw:4: history in a chapter \\(\"took the forward from 1.320 to 1.216 ms\"\\)" "an old timing, with its line"
like "$out" "ch.nw:5: history in a chapter \\(\"was then\"\\)" "a 'was then'"
like "$out" "ch.nw:12: history in a chapter \\(\"GPU time was spent\"\\)" "what a session allowed"
is "$(awk -f tangle/weave/history.awk notes/*/*.nw | wc -l | tr -d ' ')" "0" "the notebook's chapters tell no history"
