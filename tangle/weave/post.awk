# post.awk: pandoc's HTML -> the woven page.  awk -v refs=REFS -f post.awk HTML HTML
#  - chunk labels: pass 1 numbers the chunks of each section (4.2a, 4.2b, ...,
#    the section number cut to three levels) in the order pandoc wrote them;
#    pass 2 puts them where weave.awk left NWLBL<id>Z, and turns NWREF<n>Z
#    (a chunk reference inside code) into a link ⟨name 4.2a⟩
#  - every table scrolls inside a box of its own (div.tablewrap)
#  - code lines that may wrap carry their indentation (--i), so that the CSS
#    hangs a wrapped line's continuation under its own start, plus a step;
#    plain <pre> blocks get one span per line, as pandoc gives highlighted code
#  - in C and CUDA code, a name the identifier index lists links to its
#    definition (to its index entry when it has several), except in its own
#    chunk, in strings and in comments
#  - each entry of the table of contents gets an empty page-number box that
#    pdf.sh fills in for the PDF
#  - a link or source whose address would run script (javascript:, vbscript:,
#    data:) points nowhere instead, and a <script> tag is shown as text: the
#    page runs no script (nohtml.awk keeps raw tags out of the documents' prose;
#    a Markdown link [x](javascript:...) is pandoc's own <a>)
function letters(c,   s) { s = ""; while (c > 0) { c--; s = sprintf("%c", 97 + c % 26) s; c = int(c / 26) }; return s }
function vislen(s) { gsub(/<[^>]*>/, "", s); gsub(/&[#A-Za-z0-9]+;/, "x", s); return length(s) }
function hang(l,   t, n) {                           # l: one line's inner HTML
    t = l; gsub(/<[^>]*>/, "", t)
    if (length(t) < 60) return ""                   # (entities count long: harmless)
    n = match(t, /[^ ]/) - 1
    return n > 0 ? " style=\"--i:" n "ch\"" : ""
}
function subst(line,   out, tok, n) {
    out = ""
    while (match(line, /NW(REF|LBL)[0-9]+Z/)) {
        tok = substr(line, RSTART, RLENGTH); out = out substr(line, 1, RSTART - 1); line = substr(line, RSTART + RLENGTH)
        n = substr(tok, 6); sub(/Z$/, "", n)
        if (tok ~ /^NWLBL/) out = out ((n in label) ? label[n] : "?")
        else out = out ((tok in refto) ? refto[tok] : tok)
    }
    return out line
}
BEGIN {                                              # the refs map: token, name, anchor, label token
    while ((getline r < refs) > 0) {
        split(r, f, "\t"); nm = f[2]; gsub(/&/, "\\&amp;", nm); gsub(/</, "\\&lt;", nm); gsub(/>/, "\\&gt;", nm)
        refto[f[1]] = f[3] == "" ? "&#10216;" nm "&#10217;" : "<a class=\"chunkref\" href=\"#" f[3] "\">&#10216;" nm " <span class=\"lbl\">" f[4] "</span>&#10217;</a>"
    }
    close(refs); pass = 1
    if (idents != "") { while ((getline r < idents) > 0) { split(r, f, "\t"); identto[f[1]] = f[2]; identdef[f[1]] = f[3] } close(idents) }
}
# the identifiers of a line of highlighted code linked (tags, links, strings and comments left alone)
function linkids(l,   out, p, q, t, e) {
    out = ""
    while (l != "") {
        p = index(l, "<")
        if (p == 0) { out = out idtext(l); break }
        out = out idtext(substr(l, 1, p - 1)); l = substr(l, p)
        q = index(l, ">"); if (!q) { out = out l; break }
        t = substr(l, 1, q); out = out t; l = substr(l, q + 1)
        e = 0
        if (t ~ /^<a[ >]/) e = index(l, "</a>")
        else if (t ~ /^<span class="(co|st|ch|in|al|wa)">/) e = index(l, "</span>")
        if (e) { out = out substr(l, 1, e - 1); l = substr(l, e) }
    }
    return out
}
function idtext(s,   out, w) {
    out = ""
    while (match(s, /&[#A-Za-z0-9]+;|[0-9][A-Za-z0-9_.]*|[A-Za-z_][A-Za-z0-9_]*/)) {
        w = substr(s, RSTART, RLENGTH); out = out substr(s, 1, RSTART - 1); s = substr(s, RSTART + RLENGTH)
        if ((w in identto) && identdef[w] != curdef) w = "<a class=\"ident\" href=\"#" identto[w] "\">" w "</a>"
        out = out w
    }
    return out s
}
function noscript(l,   low, a, rest, q) {
    while (match(tolower(l), /(href|src)="[ \t\n]*(javascript|vbscript|data):/)) {
        a = substr(l, RSTART, index(substr(l, RSTART), "=") - 1); rest = substr(l, RSTART + RLENGTH)
        q = index(rest, "\""); l = substr(l, 1, RSTART - 1) a "=\"#no-script\"" (q ? substr(rest, q + 1) : "")
    }
    gsub(/<[Ss][Cc][Rr][Ii][Pp][Tt]/, "\\&lt;script", l); gsub(/<\/[Ss][Cc][Rr][Ii][Pp][Tt]/, "\\&lt;/script", l)
    return l
}
FNR == 1 { pass++ }
pass == 2 {
    l = $0
    while (match(l, /<h[1-6] data-number="[^"]*"|<div id="def-[0-9]+"/)) {
        t = substr(l, RSTART, RLENGTH); l = substr(l, RSTART + RLENGTH)
        if (t ~ /^<h/) { sec = t; sub(/^[^"]*"/, "", sec); sub(/"$/, "", sec)
                         k = split(sec, parts, "."); sec = parts[1]; for (i = 2; i <= k && i <= 3; i++) sec = sec "." parts[i] }
        else { n = t; gsub(/[^0-9]/, "", n); label[n] = (sec == "" ? "0" : sec) letters(++count[sec]) }
    }
    next
}
pass == 3 && FNR == 1 { for (r in refto) refto[r] = subst(refto[r]) }
pass == 3 {
    l = $0
    if (index(l, "NW")) l = subst(l)
    if (index(tolower(l), "script") || index(tolower(l), "data:")) l = noscript(l)
    if (index(l, "<nav id=\"TOC\"")) intoc = 1
    if (intoc && index(l, "</nav>")) intoc = 0
    if (intoc && match(l, /<a href="#[^"]*"[^>]*>/)) {
        # the title in one span: on paper each child of the entry is a flex item, and spaces
        # between items (around code or math in the title) would be dropped
        id = substr(l, RSTART + 10, index(substr(l, RSTART + 10), "\"") - 1)
        ts = RSTART + RLENGTH; te = index(l, "</a>")
        if (match(substr(l, ts), /^<span class="toc-section-number">[^<]*<\/span> ?/)) ts += RLENGTH
        if (te > ts) l = substr(l, 1, ts - 1) "<span class=\"title\">" substr(l, ts, te - ts) "</span>" substr(l, te)
        sub(/<\/a>/, "<span class=\"lead\"></span><span class=\"pg\" data-for=\"" id "\"></span></a>", l)
    }
    if (match(l, /<div id="def-[0-9]+"/)) curdef = substr(l, RSTART + 13, RLENGTH - 14)
    if (l ~ /<pre class="sourceCode (c|cpp)">/) incc = 1
    if (incc) { cl = l; l = linkids(l); if (index(cl, "</code></pre>")) incc = 0 }
    gsub(/<table( class="[^"]*")?>/, "<div class=\"tablewrap\">&", l); gsub(/<\/table>/, "</table></div>", l)
    # highlighted code: one <span id="cbN-M"> per line
    if (l ~ /^(<div class="sourceCode"[^>]*><pre[^>]*><code[^>]*>)?<span id="cb[0-9]+-[0-9]+">/) {
        h = l; sub(/^.*<span id="cb[0-9]+-[0-9]+">/, "", h); h = hang(h)
        if (h != "") sub(/<span id="cb[0-9]+-[0-9]+"/, "&" h, l)
    } else if (!inpre && match(l, /<pre( class="[^"]*")?><code>/) && l !~ /sourceCode/) {
        pre = substr(l, 1, RSTART + RLENGTH - 1); rest = substr(l, RSTART + RLENGTH); inpre = 1; l = pre; body = rest
        if (index(body, "</code></pre>")) { inpre = 0; tail = body; sub(/^.*<\/code><\/pre>/, "</code></pre>", tail); sub(/<\/code><\/pre>.*$/, "", body); l = l "<span class=\"ln\"" hang(body) ">" body "</span>" tail }
        else l = l "<span class=\"ln\"" hang(body) ">" body "</span>"
    } else if (inpre) {
        body = l; tail = ""
        if (index(body, "</code></pre>")) { inpre = 0; tail = body; sub(/^.*<\/code><\/pre>/, "</code></pre>", tail); sub(/<\/code><\/pre>.*$/, "", body) }
        l = "<span class=\"ln\"" hang(body) ">" body "</span>" tail
    }
    print l
}
