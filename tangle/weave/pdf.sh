#!/bin/sh
# pdf.sh IN.html OUT.pdf: print the woven page with headless Chromium, so the
# PDF shows exactly what the HTML shows (links included), with an outline
# (bookmarks, from the headings) and a table of contents with page numbers.
#
# The page numbers come from the PDF itself: every contents entry links to its
# section, so Chromium writes a named destination for it, and pdfinfo -dests
# says on which page each one landed.  The numbers go into boxes of a fixed
# width (post.awk made them, empty), so filling them in moves nothing: a print
# made with the page numbers of the previous one is right when its own
# destinations agree with them, as they do after an edit that moves no heading
# to another page; otherwise the page is printed once more with the new ones.
# OUT.pages keeps the numbers for the next print.
set -eu
in=$1 out=$2
dir=$(cd "$(dirname "$in")" && pwd)
profile=$(mktemp -d "${TMPDIR:-/tmp}/chromium.XXXXXX")
print=$dir/.$(basename "$in" .html).print.html   # beside IN, so its relative links hold
trap 'rm -rf "$profile"; rm -f "$print" "$out.tmp"' EXIT INT TERM
pages=${out%.pdf}.pages
[ -r "$pages" ] || : > "$pages"

# fill MAP: IN with each contents entry's page number from MAP (id TAB page), to $print
fill() {
    awk -F'\t' 'FILENAME == ARGV[1] { pg[$1] = $2; next }
        { l = $0; o = ""
          while (match(l, /<span class="pg" data-for="[^"]*"><\/span>/)) {
              id = substr(l, RSTART + 27, RLENGTH - 36)
              o = o substr(l, 1, RSTART - 1) "<span class=\"pg\" data-for=\"" id "\">" pg[id] "</span>"; l = substr(l, RSTART + RLENGTH) }
          print o l }' "$1" "$in" > "$print"
}
# landed PDF: id TAB page for every contents entry, read off the PDF's named destinations
landed() {
    pdfinfo -dests "$1" 2>/dev/null | awk 'NR == FNR { if (match($0, /data-for="[^"]*"/)) toc[substr($0, RSTART + 10, RLENGTH - 11)] = 1; next }
        $1 ~ /^[0-9]+$/ { id = $NF; gsub(/"/, "", id); if (id in toc) print id "\t" $1 }' "$in" - | sort
}
chrome() {
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --no-pdf-header-footer --generate-pdf-document-outline \
        --print-to-pdf="$out.tmp" "file://$print" 2>"$profile/log" \
        || { cat "$profile/log" >&2; echo "pdf: chromium failed" >&2; exit 1; }
    [ -s "$out.tmp" ] || { cat "$profile/log" >&2; echo "pdf: chromium wrote nothing" >&2; exit 1; }
}
fill "$pages"; chrome
landed "$out.tmp" > "$profile/landed"
if ! cmp -s "$profile/landed" "$pages"; then
    echo "pdf: the contents' page numbers changed: printing again with the new ones" >&2
    fill "$profile/landed"; chrome
    landed "$out.tmp" > "$profile/check"
    cmp -s "$profile/check" "$profile/landed" || echo "pdf: warning: the contents' page numbers moved when filled in" >&2
    mv -f "$profile/landed" "$pages"
fi
mv -f "$out.tmp" "$out"
echo "weave: wrote $out"
