# assemble.awk: the page from the per-document HTML fragments (weave.sh).
# Each fragment is one document's pandoc HTML, made without section numbers,
# contents or a page around it, so that it depends on that document alone.
# What is global is put in here, in two phases around one small pandoc run:
#   phase 1: awk -v phase=1 -v skel=SKEL.md -v heads=HEADS -f assemble.awk FRAG...
#     writes the body (the fragments in order) to stdout, each heading line
#     replaced by a token NWHEAD<n>Z; the skeleton SKEL.md, every heading
#     with its final id and classes but a token NWHD<n>Z for its text; and
#     HEADS, n TAB the heading's inner HTML.  A heading id that an earlier
#     document already took gets pandoc's suffix (-1, -2, ...), and the code
#     blocks' ids (cbN, cbN-M) are renumbered after the earlier fragments',
#     so that the ids are those one pandoc run over the whole notebook gives.
#   phase 2: awk -v phase=2 -f assemble.awk HEADS SKEL.html BODY
#     pandoc has numbered the skeleton's headings and made the contents and
#     the page around them: the page is its head and contents, then the body
#     with each token replaced by the numbered heading, the text put back
#     (without links in the contents, as pandoc writes them).
function heading(l,   lv, attrs, inner, a, k, v, cls, id, b, i) {
    lv = substr(l, 3, 1)
    attrs = substr(l, 4, index(l, ">") - 4)
    inner = substr(l, index(l, ">") + 1); inner = substr(inner, 1, length(inner) - 5)
    id = ""; cls = ""
    while (match(attrs, /[a-z-]+="[^"]*"/)) {
        a = substr(attrs, RSTART, RLENGTH); attrs = substr(attrs, RSTART + RLENGTH)
        k = substr(a, 1, index(a, "=") - 1); v = substr(a, index(a, "=") + 2); v = substr(v, 1, length(v) - 1)
        if (k == "id") id = v
        else if (k == "class") { gsub(/ +/, " .", v); cls = cls " ." v }
        else cls = cls " " a
    }
    # the id pandoc gives this heading in one run: a suffix it added within
    # this document is taken off, and the next free suffix put on
    b = id
    if (b ~ /-[0-9]+$/) { sub(/-[0-9]+$/, "", b); if (!(b in local)) b = id }
    local[b] = 1
    if (b in used) { for (i = 1; (b "-" i) in used; i++) ; b = b "-" i }
    used[b] = 1
    nh++
    printf "%s NWHD%dZ {#%s%s}\n\n", substr("######", 1, lv), nh, b, cls > skel
    printf "%d\t%s\n", nh, inner > heads
    return "NWHEAD" nh "Z"
}
function renumber(l,   out, n, k) {
    out = ""
    while (match(l, /(id="|href="#)cb[0-9]+/)) {
        out = out substr(l, 1, RSTART - 1); n = substr(l, RSTART, RLENGTH); l = substr(l, RSTART + RLENGTH)
        match(n, /[0-9]+$/); k = substr(n, RSTART) + 0
        out = out substr(n, 1, RSTART - 1) (k + cboff)
    }
    return out l
}
# pandoc numbers every code block (cb1, cb2, ...), highlighted or not
function blocks(l,   n) { n = 0; while (match(l, /<pre( class="[^"]*")?><code[ >]/)) { n++; l = substr(l, RSTART + RLENGTH) } return n }
phase == 1 && FNR == 1 { cboff += nblocks; nblocks = 0; delete local }
phase == 1 && /^<h[1-6][ >].*<\/h[1-6]>$/ { print heading($0); next }
phase == 1 && index($0, "<pre") { nblocks += blocks($0); if (index($0, "sourceCode")) code = 1 }
phase == 1 { if (cboff && index($0, "cb")) print renumber($0); else print; next }
# the skeleton starts with a code block, when there is code, so that pandoc
# puts the highlighting style in the page's head; that block is dropped
phase == 1 { next }
END {
    if (phase == 2) { printf "%s", trailer; exit }
    close(skel); close(heads)
    while ((getline l < skel) > 0) rest = rest l "\n"
    close(skel)
    printf "NWHEADZ\n\n%sNWBODYZ\n\n%s", code ? "~~~ {.c}\nint x;\n~~~\n\n" : "", rest > skel
}
# ---- phase 2
function unlinked(s) { gsub(/<a( [^>]*)?>|<\/a>/, "", s); return s }
function put(l, text,   p) { p = index(l, "NWHD"); if (!p) return l; return substr(l, 1, p - 1) text substr(l, p + index(substr(l, p), "Z")) }
function tok(l,   n) { n = l; sub(/^.*NWHD/, "", n); sub(/Z.*$/, "", n); return n }
phase == 2 && FILENAME == ARGV[1] { t = index($0, "\t"); inner[substr($0, 1, t - 1)] = substr($0, t + 1); next }
phase == 2 && FILENAME == ARGV[2] {
    if (state == "") {
        if ($0 == "<p>NWHEADZ</p>") { state = "skip"; next }
        print (index($0, "NWHD") ? put($0, unlinked(inner[tok($0)])) : $0); next
    }
    if (state == "skip") { if ($0 == "<p>NWBODYZ</p>") state = "heads"; next }
    if (index($0, "NWHD")) { h[tok($0)] = put($0, inner[tok($0)]); next }
    trailer = trailer $0 "\n"; next
}
phase == 2 && /^NWHEAD[0-9]+Z$/ { n = substr($0, 7); sub(/Z$/, "", n); print h[n]; next }
phase == 2 { print }
