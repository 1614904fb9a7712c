# The woven notebook as a book: chunk labels (section number and letter),
# the alphabetical chunk index, the identifier index, recorded results shown
# literally, outputs that travel with the page, code that wraps, tables that
# scroll in their own box.
. tangle/tests/lib.sh
plan 32
P=$(mkproj)
cat > $P/notes/b.nw <<'DOC'
# Book

## Kernels

<<kernels/b/b.cu>>=
#ifndef B_GUARD_H
#define B_GUARD_H
#define BLOCK 128
typedef struct { int n; } shape_t;
struct pair { float a, b; };
__global__ void __launch_bounds__(BLOCK) scale_kernel(float *x, int n)
{
    <<zeta step>>
}
void launch(void) { <<alpha step>> }
static int helper(int v);
static int helper(int v) { return v + BLOCK; }
#endif
@

<<zeta step>>=
int i = blockIdx.x * BLOCK + threadIdx.x;   /* helper is not a use here */
if (i < n) x[i] = helper(i) + 1.f;
@

<<alpha step>>=
shape_t s = { 4 }; struct pair p = { 1, 2 }; scale_kernel<<<1, 1>>>(0, s.n);
@

## More

<<kernels/b/long.c>>=
int main(void) {
        return printf("%s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s\n", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p") < 0;
}
@

| a | b | c |
|---|---|---|
| 1 | 2 | 3 |
DOC
cat > $P/debug_logs/demo.nw <<'DOC'
# Debug log: a demo

Status: Open

## Attempt 1: one

- **Run:** `sh -c 'echo "| FAIL |"; exit 1'`
- **Expect:** `exit 1; output /\| FAIL \|/`

**Result:** <!-- recorded result -->

## Attempt 2: two

- **Run:** `true`
- **Expect:** `exit 0`

**Result:** <!-- recorded result -->
DOC
mkdir -p $P/debug_logs/results/demo
for n in 1 2; do
    printf 'attempt: %s\ncommand: x\nexpect: exit 1; output /\\| FAIL \\|/\nexit: 1\nwall_s: 0.01\nverdict: matches\ncommit: abc\n' $n > $P/debug_logs/results/demo/attempt-$n.meta
done
echo '| FAIL |' > $P/debug_logs/results/demo/attempt-1.txt
: > $P/debug_logs/results/demo/attempt-2.txt
(cd $P && sh tangle/weave/weave.sh build/b.html notes/b.nw debug_logs/demo.nw >/dev/null 2>&1)
h=$(cat $P/build/b.html 2>/dev/null)
# chunk labels: section number and a letter, in the header, in references and footers
like "$h" '<div id="def-1" class="chunk">[^⟩]*⟨kernels/b/b.cu <span class="lbl">1.1a</span>⟩</a> ≡ <span class="loc">notes/b.nw:5</span>' "a chunk's header names it by section and letter, its file:line beside"
like "$h" 'href="#def-2">&#10216;zeta step <span class="lbl">1.1b</span>&#10217;</a>' "a reference inside code carries the label of the chunk it names"
like "$h" '<div id="def-4" class="chunk">[^⟩]*⟨kernels/b/long.c <span class="lbl">1.2a</span>' "the letters start again in each section"
# the chunk index is alphabetical; file:line is each label's title
idx=$(printf '%s' "$h" | sed -n '/id="chunks"/,/<\/table>/p' | tr '\n' ' ')
like "$idx" '&#10216;alpha step&#10217;.*&#10216;zeta step&#10217;' "the chunk index is in alphabetical order (alpha before zeta, though zeta comes first)"
like "$idx" '<a href="#def-2" title="notes/b.nw:21">1.1b</a>' "the chunk index links each definition by its label, file:line as the title"
# the identifier index: kind, where defined, where used
ids=$(printf '%s' "$h" | sed -n '/id="identifiers"/,/<\/table>/p')
like "$ids" '<code id="ident-scale_kernel">scale_kernel</code></td><td>kernel</td><td><a href="#def-1"[^>]*>1.1a</a></td><td><a href="#def-3"[^>]*>1.1c</a></td>' "a __global__ function (with __launch_bounds__) is a kernel, defined in 1.1a and used in 1.1c"
like "$ids" 'ident-BLOCK">BLOCK</code></td><td>macro</td><td><a href="#def-1"[^>]*>1.1a</a></td><td><a href="#def-2"[^>]*>1.1b</a></td>' "a #define is a macro, with its uses"
like "$ids" 'ident-pair">pair</code></td><td>struct</td>.*ident-shape_t">shape_t</code></td><td>struct</td>' "typedef'd and named structs are listed"
like "$ids" 'ident-helper">helper</code></td><td>function</td><td><a href="#def-1"[^>]*>1.1a</a></td><td><a href="#def-2"' "a function is defined where it has a body (not at its prototype) and used where it is called"
ok "a name in a comment or a string is not a use, and prototypes and include guards define nothing" sh -c "printf '%s' '$(printf '%s' "$ids" | grep -c 'ident-printf\|ident-main\|ident-B_GUARD_H')' | grep -qx 0"
like "$h" 'defines <a href="#ident-BLOCK"><code>BLOCK</code></a>' "a chunk's footer names the identifiers it defines"
code=$(printf '%s' "$h" | sed -n '/<div id="def-2"/,/<\/code><\/pre>/p' | tr '\n' ' ')
like "$code" '<a class="ident" href="#def-1">helper</a>' "in code, a use of an indexed identifier links to its definition"
ok "... but not inside a comment, nor in its own chunk" sh -c "printf '%s' '$(printf '%s' "$h" | grep -c 'helper is not a use\|ident" href="#def-1">helper</a>(int v)')' | grep -qx '1'"
# recorded results: the expectation is code, an empty output says so, the full output travels with the page
like "$h" 'expected <code>exit 1; output /\\\| FAIL \\\|/</code>' "the Result sentence shows the expectation's regular expression as written"
like "$h" '<em>\(no output\)</em>' "an empty recorded output reads (no output), not an empty box"
like "$h" '<a href="results/demo/attempt-1.txt">full output</a>' "the full-output link is relative to the woven page"
ok "the outputs are copied beside the woven page" cmp $P/debug_logs/results/demo/attempt-1.txt $P/build/results/demo/attempt-1.txt
# layout: tables scroll in a box; a long code line carries its indentation for the hanging indent
like "$h" '<div class="tablewrap"><table>' "every table is wrapped in a box that scrolls"
like "$h" '<span id="cb[0-9]+-2" style="--i:8ch">' "a long code line carries its indentation (8 columns) for the hanging indent"
# math: typeset by KaTeX at weave time (aligned columns, punctuation kept with its formula)
cat > $P/notes/m.nw <<'DOC'
# Math

Inline $x_i^2$, then a tuple $(a, b)$.

$$\begin{aligned} a &= b + c \\ dd &= e \end{aligned}$$
DOC
(cd $P && sh tangle/weave/weave.sh build/m.html notes/m.nw >/dev/null 2>&1)
m=$(cat $P/build/m.html 2>/dev/null)
if [ -r /usr/share/nodejs/katex/package.json ] && command -v node >/dev/null; then
    like "$m" '<span class="math inline"><span class="katex"><span class="katex-mathml"><math' "inline math is typeset by KaTeX when the page is woven (no script runs in the page)"
    like "$m" '<span class="math display"><span class="katex-display">.*class="col-align-r".*class="col-align-l"' "an aligned environment keeps its right and left aligned columns"
    like "$m" 'a tuple <span class="nobreak"><span class="math inline"><span class="katex">' "a formula followed by punctuation is kept on one line with it ..."
    like "$m" '</span></span>\.</span></p>' "... the full stop inside that span"
    ok "KaTeX's style sheet and fonts are beside the page" test -r $P/build/katex/katex.min.css -a -r $P/build/katex/fonts/KaTeX_Main-Regular.woff2
else
    for i in 1 2 3 4 5; do pass "# SKIP no KaTeX (Debian's katex package) here"; done
fi
# page_says SED WINDOW BUDGET ATTR: the woven notebook rewritten by SED (which adds a script
# setting ATTR on <body>), loaded in headless Chromium at WINDOW, and the value of ATTR
page_says() {
    sed "$1" build/notebook.html > build/.book-probe.html
    _t=$(mktmp)
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
        --disable-component-update --disable-sync --user-data-dir=$_t --window-size=$2 --virtual-time-budget=$3 \
        --dump-dom "file://$PWD/build/.book-probe.html" 2>/dev/null | sed -n "s/.*$4=\"\(-*[0-9]*\)\".*/\1/p"
    rm -rf build/.book-probe.html $_t
}
# the real notebook at 1280 px: no code block scrolls sideways (long lines wrap)
if [ -s build/notebook.html ]; then
    n=$(page_says 's|</body>|<script>window.addEventListener("load", () => { let n = 0; document.querySelectorAll("pre").forEach(p => { if (p.scrollWidth > p.clientWidth + 1) n++ }); document.body.setAttribute("data-scrolling", n) })</script></body>|' \
        1280,900 20000 data-scrolling)
    is "$n" 0 "no code block of the notebook scrolls sideways at 1280 px"
else fail "no code block of the notebook scrolls sideways at 1280 px"; diag "no build/notebook.html: make weave first"; fi
# the real notebook on paper: its print rules applied on screen, in a window as wide as A4's
# text (688 px), nothing reaches past the edge, or Chromium would scale the whole print
# (debug_logs/pdf-contents-print.nw)
if [ -s build/notebook.html ]; then
    n=$(page_says 's/@media print {/@media all {/; s|</body>|<script>window.addEventListener("load", () => { const d = document.documentElement; document.body.setAttribute("data-over", d.scrollWidth - d.clientWidth) })</script></body>|' \
        688,1000 60000 data-over)
    is "$n" 0 "nothing of the notebook is wider than A4's text when printed"
else fail "nothing of the notebook is wider than A4's text when printed"; diag "no build/notebook.html: make weave first"; fi
# the PDF: an outline three levels deep, contents with the page each section starts on, numbered pages
cat > $P/notes/p.nw <<'DOC'
# Alpha

## Alpha one

### Alpha one first

Text.

# Beta

## Beta one

<<kernels/p/p.c>>=
int x;
@

### Beta one with `code` inside

Text.
DOC
# a table cell and a code word each wider than the paper: they must break, not scale the print
long=$(printf 'WORD%.0s' $(seq 1 80))
printf '\n| a cell with one long word |\n|---|\n| %s |\n\nA code word: `%s`.\n' "$long" "$long" >> $P/notes/p.nw
(cd $P && sh tangle/weave/weave.sh build/p.html notes/p.nw >/dev/null 2>&1 && sh tangle/weave/pdf.sh build/p.html build/p.pdf > $P/pdf1.log 2>&1)
outline=$(pdftohtml -q -i -xml -stdout -f 1 -l 1 $P/build/p.pdf 2>/dev/null | sed -n '/<outline>/,$p' | tr -d '\n')
like "$outline" '<item page="2">1 Alpha</item><outline><item page="2">1.1 Alpha one</item><outline><item page="2">1.1.1 Alpha one first</item></outline></outline><item page="3">2 Beta</item>' "the PDF has an outline of the headings, three levels deep, each at its page"
toc=$(pdftotext -layout -f 1 -l 1 $P/build/p.pdf - 2>/dev/null)
like "$toc" '1\.1\.1 *Alpha one first[ .]*2 .*2 *Beta[ .]*3 .*2\.1 *Beta one[ .]*3' "the contents give each section's page, three levels deep"
like "$toc" '2\.1\.1 *Beta one with +code +inside[ .]*3' "code in a heading keeps the spaces around it in the contents"
like "$(pdftotext -f 3 -l 3 $P/build/p.pdf - 2>/dev/null)" "Beta one.*p.c 2.1a.* 3[[:space:]]*\$" "the pages are numbered, and chunks carry their labels in the PDF"
ok "the page is printed once, the contents' numbers stamped on from a print of the contents alone (a wide table and a long code word in it)" \
    sh -c "! grep -q 'printing the whole page again' $P/pdf1.log && grep -q 'wrote build/p.pdf ([0-9]* pages)' $P/pdf1.log"
is "$(pdftotext -f 1 -l 1 $P/build/p.pdf - 2>/dev/null | grep -c 'Alpha one first')" 1 "... and the stamped page holds each entry's text once"
rm -rf $P
