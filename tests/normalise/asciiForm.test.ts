import { describe, expect, it } from "vitest";
import { asciiForm, normaliseSlow, normaliseText } from "../../src/normalise/normaliseText.ts";

/** What normaliseText tested each text with before asciiForm: a plain ASCII text, then any ASCII text. */
const PLAIN_ASCII = /^(?:[\x21-\x7d]+(?: [\x21-\x7d]+)*)?$/;
const ASCII = /^[\x00-\x7f]*$/;
const expected = (t: string) => (PLAIN_ASCII.test(t) ? 0 : ASCII.test(t) ? 1 : 2);

describe("asciiForm", () => {
  it("sorts texts as the two patterns did", () => {
    const texts = ["", " ", "a", "a b", "a  b", " a", "a ", "a\tb", "a\nb", "~", "a~b", "}", "{|}", "\x7f", "\x00", "\x21", "\x20\x21", "é", "a é", "日本語", "4KiB ランダム", "MB/s", "x".repeat(300)];
    for (const t of texts) expect(asciiForm(t), JSON.stringify(t)).toBe(expected(t));
  });

  it("agrees with the patterns on every text of up to three characters from a small alphabet", () => {
    const alphabet = ["", " ", "\t", "\n", "a", "~", "}", "\x7f", "\x1f", "!", "é"];
    for (const a of alphabet) for (const b of alphabet) for (const c of alphabet) for (const d of alphabet) expect(asciiForm(a + b + c + d)).toBe(expected(a + b + c + d));
  });

  it("leaves normaliseText's answers as the full normalisation gives them", () => {
    for (const t of ["a  b\t~c ", "plain text", " lead", "7〜9倍", "ＭＢ／ｓ"]) expect(normaliseText(t)).toBe(normaliseSlow(t));
  });
});
