/** CSS functions that load something when the style applies. */
const LOADING = new Set(["url", "image-set", "-webkit-image-set", "src"]);

const isNameChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c >= 0x80;
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;

/** Reads the CSS name at `i` with its escapes decoded (`\75 rl` is `url`, as browsers read it); `end` is just after it. */
function readName(css: string, i: number): { name: string; end: number } {
  let name = "";
  while (i < css.length) {
    const c = css.charCodeAt(i);
    if (c === 0x5c && i + 1 < css.length && css.charCodeAt(i + 1) !== 0x0a) {
      let j = i + 1;
      while (j < css.length && j - i <= 6 && isHex(css.charCodeAt(j))) j++;
      if (j > i + 1) {
        const code = Number.parseInt(css.slice(i + 1, j), 16);
        name += code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
        if (j < css.length && isSpace(css.charCodeAt(j))) j++;
        i = j;
      } else {
        name += css[i + 1];
        i += 2;
      }
    } else if (isNameChar(c)) {
      name += css[i];
      i++;
    } else break;
  }
  return { name: name.toLowerCase(), end: i };
}

/** Index just after the `)` that closes the `(` at `open`, or the end of the CSS (an unclosed function runs to the end). */
function closeParen(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return css.length;
}

/**
 * CSS with every `url(…)`, `image-set(…)` and `src(…)` replaced by `none` and every `@import` taken out, in one pass
 * whose time is linear in the CSS (the regular expressions it replaces were cubic on `url(` and spaces with no `)`).
 * Names are read with their escapes decoded; quoted text is not skipped, so a `url(` inside a string goes too.
 */
export function cleanCss(css: string): string {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < css.length) {
    const c = css.charCodeAt(i);
    const at = c === 0x40;
    if (!at && !isNameChar(c) && c !== 0x5c) {
      i++;
      continue;
    }
    const { name, end } = readName(css, at ? i + 1 : i);
    if (end === i) {
      i++;
      continue;
    }
    if (at && name === "import") {
      const semi = css.indexOf(";", end);
      out += css.slice(copied, i);
      i = copied = semi < 0 ? css.length : semi + 1;
      continue;
    }
    let open = end;
    while (open < css.length && isSpace(css.charCodeAt(open))) open++;
    if (!at && LOADING.has(name) && css.charCodeAt(open) === 0x28) {
      out += css.slice(copied, i) + "none";
      i = copied = closeParen(css, open);
      continue;
    }
    i = Math.max(end, i + 1);
  }
  return out + css.slice(copied);
}
