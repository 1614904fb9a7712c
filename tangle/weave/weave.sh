#!/bin/sh
# weave.sh OUT.html DOC...: one HTML page from all documents, via pandoc.
set -eu
LIB=${NOWEB_LIB:-/usr/lib/noweb}
here=$(dirname "$0")
out=$1; shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/weave.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
"$LIB/markup" "$@" > "$tmp/raw"
awk -f "$here/../tangle/chunkname.awk" -f "$here/idents.awk" -f "$here/weave.awk" -v refmap="$tmp/refs" -v identmap="$tmp/idents" "$tmp/raw" "$tmp/raw" > "$tmp/notebook.md"
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
pandoc -f markdown-implicit_figures -t html5 --standalone --wrap=none $math --toc --toc-depth=3 --number-sections \
    --highlight-style=tango -H "$tmp/head.html" \
    --metadata title="CUDA kernels and their debug logs" \
    --metadata subtitle="a literate notebook" \
    --metadata date="$(git log -1 --format='%cs, commit %h' 2>/dev/null || date +%F)" \
    -o "$tmp/notebook.html" "$tmp/notebook.md"
if [ -n "$katex" ]; then
    node "$here/katex.js" < "$tmp/notebook.html" > "$tmp/math.html" && mv -f "$tmp/math.html" "$tmp/notebook.html"
fi
# chunk labels and references, table boxes, hanging code lines, page-number boxes (post.awk)
awk -v refs="$tmp/refs" -v idents="$tmp/idents" -f "$here/post.awk" "$tmp/notebook.html" "$tmp/notebook.html" > "$tmp/linked.html"
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
echo "weave: wrote $out"
