#!/bin/sh
# weave.sh OUT.html DOC...: one HTML page from all documents, via pandoc.
# pandoc runs once per document, into an HTML fragment kept under
# OUT.frags/ and named by the checksum of that document's Markdown (which
# holds everything global it shows: chunk numbers, links, uses, recorded
# results) and of the way it is made; an unchanged document is not woven
# again.  Section numbers, the contents, the chunk labels and the
# identifier links are global: they are put in when the fragments are
# assembled (assemble.awk, one small pandoc run, post.awk).  The awk steps
# read bytes (LC_ALL=C): gawk runs them three times faster than over UTF-8
# characters, and what they write is the same.
set -eu
LIB=${NOWEB_LIB:-/usr/lib/noweb}
here=$(dirname "$0")
out=$1; shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/weave.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
"$LIB/markup" "$@" > "$tmp/raw"
# chapters in the present tense: a warning where their prose tells a story (history.awk)
for d do case $d in notes/*) printf '%s\n' "$d" ;; esac; done > "$tmp/chapters"
[ ! -s "$tmp/chapters" ] || xargs awk -f "$here/history.awk" < "$tmp/chapters" | sed 's/^/weave: warning: /' >&2
# a debug log is an investigation, under about 500 lines; a speed diary belongs in journals/
for d do case $d in debug_logs/*.nw) n=$(wc -l < "$d")
    [ "$n" -le 500 ] || echo "weave: warning: $d: $n lines; an investigation stays under about 500 (a performance diary belongs in journals/)" >&2 ;;
esac; done
LC_ALL=C awk -f "$here/../tangle/chunkname.awk" -f "$here/idents.awk" -f "$here/nohtml.awk" -f "$here/weave.awk" -v refmap="$tmp/refs" -v identmap="$tmp/idents" "$tmp/raw" "$tmp/raw" > "$tmp/notebook.md"
touch "$tmp/refs" "$tmp/idents"
{ echo '<style>'; cat "$here/notebook.css"; echo '</style>'; } > "$tmp/head.html"
# math: typeset by KaTeX (Debian's katex) at weave time when it is here, else left to the browser's MathML
KATEX_CSS=${KATEX_CSS:-/usr/share/javascript/katex}
if command -v node >/dev/null 2>&1 && [ -r "${KATEX_MODULE:-/usr/share/nodejs/katex}/package.json" ] && [ -r "$KATEX_CSS/katex.min.css" ]; then
    math="--katex -V math="; katex=1
    echo '<link rel="stylesheet" href="katex/katex.min.css" />' >> "$tmp/head.html"
else
    math=--mathml; katex=
    echo "weave: no KaTeX here (Debian's katex package): the math is left to the browser's MathML" >&2
fi
opts="-f markdown-implicit_figures -t html5 --wrap=none $math --highlight-style=tango"

# 1. one Markdown part per document (weave.awk marks where each starts; the
# dashboard before the first, the index after the last)
mkdir -p "$tmp/parts"
LC_ALL=C awk -v dir="$tmp/parts" '/^<div class="docstart" data-doc="/ { n++ } { f = sprintf("%s/%04d.md", dir, n); print > f }' "$tmp/notebook.md"
# 2. a fragment for each part that has none: pandoc for each (two at a time),
# then KaTeX over all of them in one node process
frags=${out%.html}.frags
mkdir -p "$frags"
recipe=$({ pandoc --version | head -n 1; echo "$opts $katex"; cat "$here/katex.js"
            [ -z "$katex" ] || cat "${KATEX_MODULE:-/usr/share/nodejs/katex}/package.json"; } | md5sum | cut -c1-8)
(cd "$tmp/parts" && md5sum -- *.md) | while read -r sum part; do
    echo "${part%.md} $recipe-$sum.html"
done > "$tmp/map"
: > "$tmp/todo"
while read -r part frag; do
    [ -e "$frags/$frag" ] || echo "$tmp/parts/$part.md $tmp/parts/$part.html" >> "$tmp/todo"
done < "$tmp/map"
if [ -s "$tmp/todo" ]; then
    # shellcheck disable=SC2086
    xargs -P 2 -L 1 sh -c 'pandoc '"$opts"' -o "$2" "$1"' sh < "$tmp/todo"
    [ -z "$katex" ] || node "$here/katex.js" $(cut -d' ' -f2 "$tmp/todo")
    while read -r part frag; do
        [ -e "$frags/$frag" ] || mv -f "$tmp/parts/$part.html" "$frags/$frag"
    done < "$tmp/map"
fi
woven=$(wc -l < "$tmp/todo"); total=$(wc -l < "$tmp/map")
# fragments no document uses any more go
(cd "$frags" && ls) | awk 'NR == FNR { keep[$2] = 1; next } !($0 in keep)' "$tmp/map" - | (cd "$frags" && xargs -r rm -f)
# 3. the page: headings numbered and ids made unique over the notebook, the
# contents, then the chunk labels and references, table boxes, hanging code
# lines and page-number boxes (post.awk)
LC_ALL=C awk -v phase=1 -v skel="$tmp/skel.md" -v heads="$tmp/heads" -f "$here/assemble.awk" $(awk -v d="$frags" '{ print d "/" $2 }' "$tmp/map") > "$tmp/body"
pandoc $opts --standalone --toc --toc-depth=3 --number-sections -H "$tmp/head.html" \
    --metadata title="CUDA kernels and their debug logs" \
    --metadata subtitle="a literate notebook" \
    --metadata date="$(git log -1 --format='%cs, commit %h' 2>/dev/null || date +%F)" \
    -o "$tmp/skel.html" "$tmp/skel.md"
LC_ALL=C awk -v phase=2 -f "$here/assemble.awk" "$tmp/heads" "$tmp/skel.html" "$tmp/body" > "$tmp/notebook.html"
LC_ALL=C awk -v refs="$tmp/refs" -v idents="$tmp/idents" -f "$here/post.awk" "$tmp/notebook.html" "$tmp/notebook.html" > "$tmp/linked.html"
mkdir -p "$(dirname "$out")"
cp "$tmp/notebook.md" "${out%.html}.md"
mv -f "$tmp/linked.html" "$out"
# KaTeX's style sheet and fonts beside the page (the fonts as woff2, which Chromium reads)
if [ -n "$katex" ]; then
    mkdir -p "$(dirname "$out")/katex/fonts"
    cp -p "$KATEX_CSS/katex.min.css" "$(dirname "$out")/katex/"
    cp -p "$KATEX_CSS"/fonts/*.woff2 "$(dirname "$out")/katex/fonts/"
fi
# the recorded outputs the page links to ("full output"), beside it, so the links work wherever build/ goes
for f in debug_logs/results/*/attempt-*.txt; do
    [ -r "$f" ] || continue
    d="$(dirname "$out")/results/$(basename "$(dirname "$f")")"
    mkdir -p "$d" && cp -p "$f" "$d/"
done
echo "weave: wrote $out ($woven of $total documents woven again)"
