# nohtml.awk: nohtml(LINE), a line of a document's Markdown with every raw
# HTML tag outside code spans shown as text: "<" becomes "&lt;" where it
# opens a tag (<name followed by a space, "/", ">" or the end of the line;
# </name; <!; <?).  pandoc passes raw HTML through, so a document's prose or
# a log's title could otherwise put a live <script> into the page, which runs
# no script.  A "<" that opens no tag (a < b, j<i in math, #include
# <stdio.h>, an autolink <https://...>) is left as it is, and so is code:
# a code span (a run of backticks up to a run of the same length) or a line
# indented by four spaces or a tab (an indented code block) shows its text
# literally anyway; post.awk turns any <script> left into text too.  The weave's own HTML never passes through here.
function nohtml(s,   out, i, n, c, run, open, rest) {
    if (s ~ /^(    |\t)/) return s
    out = ""; open = 0; n = length(s)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1)
        if (c == "`") {
            run = 1
            while (substr(s, i + run, 1) == "`") run++
            if (!open) open = run; else if (run == open) open = 0
            out = out substr(s, i, run); i += run - 1
            continue
        }
        if (c == "<" && !open) {
            rest = substr(s, i + 1)
            if (rest ~ /^([A-Za-z][A-Za-z0-9-]*([ \t\/>]|$)|\/[A-Za-z]|[!?])/) { out = out "&lt;"; continue }
        }
        out = out c
    }
    return out
}
nohtml_filter { print nohtml($0) }
