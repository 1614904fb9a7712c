// katex.js: typeset the math of pandoc's HTML (written with --katex, so each
// formula is its TeX in <span class="math inline|display">) once, at weave
// time, with Debian's KaTeX: stdin -> stdout, or each FILE argument in place
// (weave.sh passes every fragment it has just made, to start node once).
// The page then needs only KaTeX's style sheet and fonts (weave.sh copies
// them beside it), no script, and the browser and the PDF show the same
// typesetting.  A formula directly followed by punctuation is kept on one
// line with it.
const fs = require("fs");
const katex = require(process.env.KATEX_MODULE || "/usr/share/nodejs/katex");
const unescape = (s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&");
const typeset = (html) => html.replace(/<span class="math (inline|display)">([\s\S]*?)<\/span>([.,;:!?)\]]*)/g, (all, kind, tex, punct) => {
  let out;
  try {
    out = katex.renderToString(unescape(tex), { displayMode: kind === "display", throwOnError: true, output: "htmlAndMathml" });
  } catch (e) {
    process.stderr.write(`weave: math: ${e.message.split("\n")[0]} in: ${unescape(tex).slice(0, 80)}\n`);
    out = katex.renderToString(unescape(tex), { displayMode: kind === "display", throwOnError: false });
  }
  const m = `<span class="math ${kind}">${out}</span>`;
  return punct && kind === "inline" ? `<span class="nobreak">${m}${punct}</span>` : m + punct;
});
const files = process.argv.slice(2);
if (files.length === 0) process.stdout.write(typeset(fs.readFileSync(0, "utf8")));
for (const f of files) fs.writeFileSync(f, typeset(fs.readFileSync(f, "utf8")));
