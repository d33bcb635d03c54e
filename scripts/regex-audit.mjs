// Lists every regular expression literal (and `new RegExp("…")`) in src/ whose shape can backtrack super-linearly:
// a quantified group that holds an unbounded quantifier (`(a+)+`, `(?:\s*x)*`), or a quantified group with an
// alternation (`(a|ab)*`). A review aid for docs/security.md's audit, not a proof: each hit is read by hand.
// Usage: node scripts/regex-audit.mjs [src]
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = process.argv[2] ?? "src";
const files = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : n.endsWith(".ts") ? [join(d, n)] : []));

/** Groups of a pattern with what they hold: [start, end) of the body, whether it is quantified after `)`. */
function findings(src) {
  const out = [];
  const stack = [];
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") {
      i++;
      if (stack.length && /[*+]|\{\d+,\}/.test(src.slice(i + 1, i + 4).match(/^([*+]|\{\d+,\})?/)?.[0] ?? "")) stack.at(-1).unbounded = true;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      else continue;
    } else if (c === "[") {
      inClass = true;
      continue;
    }
    if (c === "(" && !inClass) stack.push({ start: i, unbounded: false, alt: false });
    else if (c === "|" && stack.length) stack.at(-1).alt = true;
    else if (c === ")" && stack.length) {
      const g = stack.pop();
      const q = src.slice(i + 1).match(/^([*+]|\{\d+,\d*\})/)?.[0];
      const quantified = q && (q === "*" || q === "+" || /,\}$/.test(q) || Number(q.match(/,(\d+)\}/)?.[1] ?? 0) > 8);
      if (quantified && g.unbounded) out.push(`nested quantifier in ${src.slice(g.start, i + 1 + q.length)}`);
      else if (quantified && g.alt) out.push(`alternation under a quantifier in ${src.slice(g.start, i + 1 + q.length)}`);
      if (stack.length && (g.unbounded || quantified)) stack.at(-1).unbounded = true;
    } else if ((c === "*" || c === "+" || (c === "{" && /^\{\d+,\}/.test(src.slice(i)))) && stack.length) stack.at(-1).unbounded = true;
  }
  return out;
}

let hits = 0;
let total = 0;
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    let pattern = null;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) pattern = node.text.slice(1, node.text.lastIndexOf("/"));
    else if (ts.isNewExpression(node) && node.expression.getText() === "RegExp" && node.arguments?.[0] && ts.isStringLiteralLike(node.arguments[0])) pattern = node.arguments[0].text;
    if (pattern !== null) {
      total++;
      for (const f of findings(pattern)) {
        hits++;
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
        console.log(`${relative(".", file)}:${line + 1}: ${f}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
console.log(`${total} regular expressions, ${hits} shapes to read by hand`);
