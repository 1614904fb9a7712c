// katex.js: typeset the math of pandoc's HTML (written with --katex, so each
// formula is its TeX in <span class="math inline|display">) once, at weave
// time, with Debian's KaTeX: stdin -> stdout.  The page then needs only
// KaTeX's style sheet and fonts (weave.sh copies them beside it), no script,
// and the browser and the PDF show the same typesetting.  A formula directly
// followed by punctuation is kept on one line with it.
const katex = require(process.env.KATEX_MODULE || "/usr/share/nodejs/katex");
const unescape = (s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&");
let html = require("fs").readFileSync(0, "utf8");
let errors = 0;
html = html.replace(/<span class="math (inline|display)">([\s\S]*?)<\/span>([.,;:!?)\]]*)/g, (all, kind, tex, punct) => {
  let out;
  try {
    out = katex.renderToString(unescape(tex), { displayMode: kind === "display", throwOnError: true, output: "htmlAndMathml" });
  } catch (e) {
    errors++;
    process.stderr.write(`weave: math: ${e.message.split("\n")[0]} in: ${unescape(tex).slice(0, 80)}\n`);
    out = katex.renderToString(unescape(tex), { displayMode: kind === "display", throwOnError: false });
  }
  const m = `<span class="math ${kind}">${out}</span>`;
  return punct && kind === "inline" ? `<span class="nobreak">${m}${punct}</span>` : m + punct;
});
process.stdout.write(html);
