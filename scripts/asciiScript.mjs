// The CommonJS bundle as ASCII text, for bin/sokutei.js to read as one-byte text: a single character outside ASCII makes
// V8 hold the whole 4 MB script as two-byte text and Node decode it as UTF-8 (~15 ms of a cold command's CPU, twice
// the memory). esbuild already writes strings, template literals and identifiers as ASCII escapes; what it leaves are
// regular expression literals (`/年/`), comments, and the raw text of tagged templates (`String.raw`), which an
// escape would change.

/** Whether `text` holds only ASCII characters. */
export const isAscii = (text) => !/[^\x00-\x7f]/.test(text);

const hex = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A raw template segment as cooked template text of the same value (`String.raw` gives the raw text). */
const cooked = (raw) => raw.replace(/[\\`$]/g, (c) => `\\${c}`).replace(/[^\x00-\x7f]/g, hex);

/**
 * `text` (a script esbuild wrote) with each non-ASCII UTF-16 unit written `\uXXXX`, or null when that would change
 * what the script does. `ts` is the TypeScript compiler's module, whose parser tells a regular expression literal from
 * a division and a template from a string.
 * - In a regular expression `\uXXXX` means what the character meant, with or without the `u` flag (a surrogate pair of
 *   escapes is one code point under `u`); an identity escape (`\年`, legal only without `u`) loses its backslash.
 * - A `String.raw` template becomes the untagged template of the same value (backslashes, backticks and `$` escaped).
 *   Any other tag that reads non-ASCII raw text: null.
 * - Anything else is in a comment (esbuild escaped the strings, templates and identifiers).
 */
export function asciiScript(text, ts) {
  if (isAscii(text)) return text;
  const file = ts.createSourceFile("bundle.js", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const K = ts.SyntaxKind;
  /** [start, end, replacement] of each regular expression and `String.raw` template holding non-ASCII text. */
  const edits = [];
  let refused = false;
  const segment = (node) => {
    const t = text.slice(node.getStart(file), node.end);
    // the token's own delimiters: ` or } before, ${ or ` after
    const open = 1;
    const close = t.endsWith("${") ? 2 : 1;
    return { before: t.slice(0, open), raw: t.slice(open, t.length - close), after: t.slice(t.length - close) };
  };
  // where the non-ASCII units are, so that a node without any is skipped without reading its text
  const at = [...text.matchAll(/[^\x00-\x7f]/g)].map((m) => m.index);
  const holdsNonAscii = (start, end) => {
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    return lo < at.length && at[lo] < end;
  };
  const visit = (node) => {
    if (refused) return;
    const start = node.kind === K.SourceFile ? 0 : node.getStart(file);
    if (!holdsNonAscii(start, node.end)) return;
    if (node.kind === K.RegularExpressionLiteral) {
      // an odd run of backslashes before the character escapes it: the escape replaces that last backslash
      edits.push([start, node.end, text.slice(start, node.end).replace(/(\\*)([^\x00-\x7f])/g, (_m, slashes, c) => slashes.slice(slashes.length % 2) + hex(c))]);
      return;
    }
    if (node.kind === K.TaggedTemplateExpression) {
      const tag = text.slice(node.tag.getStart(file), node.tag.end);
      const tpl = node.template;
      const parts = tpl.kind === K.NoSubstitutionTemplateLiteral ? [tpl] : [tpl.head, ...tpl.templateSpans.flatMap((s) => [s.expression, s.literal])];
      if (tag !== "String.raw" || node.typeArguments) {
        refused = true;
        return;
      }
      let out = "";
      for (const p of parts) {
        if (p.kind === K.NoSubstitutionTemplateLiteral || p.kind === K.TemplateHead || p.kind === K.TemplateMiddle || p.kind === K.TemplateTail) {
          const { before, raw, after } = segment(p);
          out += before + cooked(raw) + after;
        } else {
          const expr = text.slice(p.getStart(file), p.end);
          if (!isAscii(expr)) {
            refused = true;
            return;
          }
          out += expr;
        }
      }
      edits.push([start, node.end, out]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (refused) return null;
  let out = "";
  let done = 0;
  for (const [start, end, replacement] of edits) {
    out += text.slice(done, start).replace(/[^\x00-\x7f]/g, hex) + replacement;
    done = end;
  }
  return out + text.slice(done).replace(/[^\x00-\x7f]/g, hex);
}

/** The first line of an ASCII bundle, which bin/sokutei.js looks for before it reads the rest as Latin-1. */
export const ASCII_MARK = "// sokutei: ascii\n";
