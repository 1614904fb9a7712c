#!/bin/sh
# pdf.sh IN.html OUT.pdf: print the woven page with headless Chromium, so the
# PDF shows exactly what the HTML shows (links included), with an outline
# (bookmarks, from the headings) and a table of contents with page numbers.
#
# The whole page is printed once, with the contents' page numbers left empty:
# they are boxes of a fixed width (post.awk made them), so filling them in
# moves nothing.  Every contents entry links to its section, so Chromium
# writes a named destination for it, and pdfinfo -dests says on which page
# each one landed.  Then only the pages before the first chapter are printed
# again, from a copy of the page cut after the contents, with everything but
# the numbers hidden (laid out, not drawn), and qpdf stamps that print onto
# the first pages: the numbers land in their boxes.  A print of the contents
# takes a few seconds; the whole notebook takes minutes.  When the contents'
# print does not end before the first chapter's page, the whole page is
# printed a second time with the numbers instead: a whole print that Chromium
# scaled down to fit an element wider than the paper, which the print style
# sheet does not allow (debug_logs/pdf-contents-print.nw).
set -eu
in=$1 out=$2
dir=$(cd "$(dirname "$in")" && pwd)
profile=$(mktemp -d "${TMPDIR:-/tmp}/chromium.XXXXXX")
print=$dir/.$(basename "$in" .html).print.html   # beside IN, so its relative links hold
trap 'rm -rf "$profile"; rm -f "$print" "$out.tmp" "$out.toc" "$out.tmp.stamped"' EXIT INT TERM

# fill MAP [HEAD]: IN with each contents entry's page number from MAP (id TAB
# page), to $print; with HEAD, only what comes before the end of the contents,
# its links taken out and all but the numbers hidden
fill() {
    awk -F'\t' -v head="${2:-}" 'FILENAME == ARGV[1] { pg[$1] = $2; next }
        head && /<\/head>/ { print "<style>body * { visibility: hidden !important; }"
            print "nav#TOC span.pg { visibility: visible !important; }"
            print "html, body { background: none !important; }"
            print "@page { @bottom-center { content: none; } }</style>" }
        { l = $0; o = ""
          while (match(l, /<span class="pg" data-for="[^"]*"><\/span>/)) {
              id = substr(l, RSTART + 27, RLENGTH - 36)
              o = o substr(l, 1, RSTART - 1) "<span class=\"pg\" data-for=\"" id "\">" pg[id] "</span>"; l = substr(l, RSTART + RLENGTH) }
          l = o l
          if (head && body) gsub(/ href="[^"]*"/, "", l)
          print l
          if (/<body/) body = 1
          if (/<nav id="TOC"/) toc = 1
          if (head && toc && /<\/nav>/) { print "</body></html>"; exit } }' "$1" "$in" > "$print"
}
# landed PDF: id TAB page for every contents entry, read off the PDF's named destinations
landed() {
    pdfinfo -dests "$1" 2>/dev/null | awk 'NR == FNR { if (match($0, /data-for="[^"]*"/)) toc[substr($0, RSTART + 10, RLENGTH - 11)] = 1; next }
        $1 ~ /^[0-9]+$/ { id = $NF; gsub(/"/, "", id); if (id in toc) print id "\t" $1 }' "$in" - | sort
}
# chrome PDF [FLAG...]: print $print to PDF
chrome() {
    _pdf=$1; shift
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --no-pdf-header-footer "$@" \
        --print-to-pdf="$_pdf" "file://$print" 2>"$profile/log" \
        || { cat "$profile/log" >&2; echo "pdf: chromium failed" >&2; exit 1; }
    [ -s "$_pdf" ] || { cat "$profile/log" >&2; echo "pdf: chromium wrote nothing" >&2; exit 1; }
}
pages() { pdfinfo "$1" 2>/dev/null | awk '$1 == "Pages:" { print $2 }'; }

: > "$profile/none"
fill "$profile/none"; chrome "$out.tmp" --generate-pdf-document-outline
landed "$out.tmp" > "$profile/landed"
if [ -s "$profile/landed" ]; then
    fill "$profile/landed" head; chrome "$out.toc" --disable-pdf-tagging
    first=$(cut -f2 "$profile/landed" | sort -n | head -n 1)
    if [ "$(pages "$out.toc")" -lt "$first" ]; then
        qpdf --warning-exit-0 "$out.tmp" --overlay "$out.toc" -- "$out.tmp.stamped" ||
            { rm -f "$out.tmp.stamped"; echo "pdf: qpdf could not stamp the contents' page numbers" >&2; exit 1; }
        mv -f "$out.tmp.stamped" "$out.tmp"
    else
        echo "pdf: the contents alone do not end before the first chapter (something wider than the" \
             "paper scales the whole print: debug_logs/pdf-contents-print.nw); printing the whole page again" >&2
        fill "$profile/landed"; chrome "$out.tmp" --generate-pdf-document-outline
    fi
fi
mv -f "$out.tmp" "$out"
echo "weave: wrote $out ($(pages "$out") pages)"
