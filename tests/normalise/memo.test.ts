import { describe, expect, it } from "vitest";
import { memoText } from "../../src/normalise/memo.ts";
import { normaliseSlow, normaliseText } from "../../src/normalise/normaliseText.ts";

describe("memoText", () => {
  it("computes a text once while it is remembered", () => {
    const asked: string[] = [];
    const upper = memoText((t: string) => (asked.push(t), t.toUpperCase()));
    for (const t of ["ab", "cd", "ab", "cd", "ab"]) upper(t);
    expect(asked).toEqual(["ab", "cd"]);
  });

  it("remembers an idempotent function's answer as its own answer", () => {
    const asked: string[] = [];
    const fold = memoText((t: string) => (asked.push(t), t.replace(/\s+/g, " ")), 4_000, 160, Infinity, true);
    expect(fold("a  b")).toBe("a b");
    // the answer handed on and asked again: found, not computed
    expect(fold("a b")).toBe("a b");
    expect(fold("x")).toBe("x");
    expect(asked).toEqual(["a  b", "x"]);
  });

  it("does not remember answers as their own unless told", () => {
    const asked: string[] = [];
    const fold = memoText((t: string) => (asked.push(t), t.replace(/\s+/g, " ")));
    fold("a  b");
    fold("a b");
    expect(asked).toEqual(["a  b", "a b"]);
  });
});

describe("normaliseSlow", () => {
  it("is idempotent: a normalised text is its own normal form", () => {
    const texts = [
      "ＣＰＵ：Ｃｏｒｅ　ｉ７−９７００Ｋ", "読み込み ー ５００ＭＢ／ｓ", "7〜9倍", "7～9倍", "7~9", "3″ 2′", "1–2 GB", "10ー20", "ー ２",
      "  全角　スペース  ", "①②③", "㎒ ㍻ ㌔", "ﾃﾞｨｽｸ", "5 ー", "a\u00a0b\u3000c", "−１０℃", "”引用“", "ｘ".repeat(200),
    ];
    for (const t of texts) {
      const once = normaliseSlow(t);
      expect(normaliseSlow(once), JSON.stringify(t)).toBe(once);
      // and normaliseText, which remembers the normal form, answers it for both
      expect(normaliseText(once)).toBe(once);
      expect(normaliseText(t)).toBe(once);
    }
  });
});
