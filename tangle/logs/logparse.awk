# logparse.awk: read a debug log (.nw) and print its structure, one record a
# line, tab-separated, for the log tools (attempts, bisect, status, append):
#   title TEXT | status TEXT | attempt N TITLE | run N CMD | expect N TEXT
#   needs N gpu|cpu | factor NAME TAG | bisect-program P | bisect-run CMD
#   broken-when TEXT | section NAME | continues LOG LAST
# A log that continues another (`Continues: debug_logs/OLD.nw`, before its
# first attempt) numbers its attempts on from OLD's last.
# Problems that make the log unreadable to the tools are printed as
#   error FILE:LINE: message
# Code chunks are skipped: only the prose carries the log's fields.
function field(label,   v) {
    v = $0; sub("^- \\*\\*" label ":\\*\\* *", "", v)
    gsub(/^`|`$/, "", v); return v
}
# a code chunk's first and last lines, and an attempt's heading (its number, else 0): this log's
# rules and the reading of a log it continues use the same three
function opens(l) { return l ~ /^<<.*>>=[ \t]*$/ }
function closes(l) { return l ~ /^@( |$)/ }
function attempt_no(l,   w) { if (l !~ /^## Attempt [0-9]+: /) return 0; split(l, w, /[ :]+/); return w[3] + 0 }
BEGIN { OFS = "\t" }
opens($0) { incode = 1; codeat = FNR; next }
incode && closes($0) { incode = 0; next }
incode { next }
/^# / && !title { title = substr($0, 3); gsub(/@<</, "<<", title); print "title", title; next }
/^Status: */ { s = $0; sub(/^Status: */, "", s); print "status", s; seenstatus = 1; next }
/^Continues: */ {
    f = $0; sub(/^Continues: */, "", f); gsub(/`/, "", f); sub(/[ \t]+$/, "", f)
    if (last) { print "error", FILENAME ":" FNR ": 'Continues:' must come before the first attempt"; next }
    k = 0; inc = 0
    while ((r = (getline line < f)) > 0) {    # OLD's last attempt, its code chunks skipped
        if (opens(line)) inc = 1
        else if (inc && closes(line)) inc = 0
        else if (!inc && attempt_no(line)) k = attempt_no(line)
    }
    close(f)
    if (r < 0) print "error", FILENAME ":" FNR ": 'Continues: " f "': no such log"
    else if (!k) print "error", FILENAME ":" FNR ": 'Continues: " f "': that log has no attempts"
    else { last = k; print "continues", f, k }
    next
}
attempt_no($0) {
    n = attempt_no($0); t = $0; sub(/^## Attempt [0-9]+: */, "", t)
    if (n != last + 1) print "error", FILENAME ":" FNR ": attempt " n " follows attempt " last " (attempts are numbered 1, 2, 3, ... in order, on from the last of a log this one continues)"
    last = n; cur = n; print "attempt", n, t; next
}
/^## / { cur = ""; sec = substr($0, 4); print "section", sec; next }
/^- \*\*Run:\*\*/ && cur != "" { print "run", cur, field("Run"); next }
/^- \*\*Expect:\*\*/ && cur != "" { print "expect", cur, field("Expect"); next }
/^- \*\*Needs:\*\*/ && cur != "" { print "needs", cur, field("Needs"); next }
/^- \*\*Bisect program:\*\*/ { print "bisect-program", field("Bisect program"); next }
/^- \*\*Bisect run:\*\*/ { print "bisect-run", field("Bisect run"); next }
/^- \*\*Broken when:\*\*/ { print "broken-when", field("Broken when"); next }
sec ~ /^Key differences/ && /^\|/ && /`\[[^]`]+\]`[ \t]*\|[ \t]*$/ {
    row = $0; sub(/^\|[ \t]*/, "", row); f = row; sub(/[ \t]*\|.*$/, "", f)
    tag = row; sub(/.*`\[/, "", tag); sub(/\]`.*$/, "", tag); gsub(/ +/, "-", tag)
    print "factor", f, tag; next
}
END {
    if (incode) print "error", FILENAME ":" codeat ": code chunk not closed by @ before the end of the log"
    if (!title) print "error", FILENAME ":1: no '# title' line"
    if (!seenstatus) print "error", FILENAME ":1: no 'Status:' line (Open, Resolved or Won't fix)"
}
