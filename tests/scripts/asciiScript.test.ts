import ts from "typescript";
import { describe, expect, it } from "vitest";
import { asciiScript, isAscii } from "../../scripts/asciiScript.mjs";

/** The value of a script (its last expression), as Node runs it. */
const evaluate = (source: string): unknown => new Function(`return (${source});`)();

describe("asciiScript: the bundle as ASCII with the same meaning", () => {
  const cases: [string, string][] = [
    ["a regular expression", String.raw`/(\d+)\s*時間\s*(\d+)\s*分/.exec("3 時間 20 分")?.slice(1)`],
    ["a class and a range", String.raw`"ｘ｜年".replace(/[｜ａ-ｚ]/g, "-")`],
    ["an identity escape", String.raw`/\年/.test("年") && /\\年/.test("\\年")`],
    ["an astral character under u", String.raw`/^😀+$/u.test("😀😀") && /^[😀]$/u.test("😀")`],
    ["an astral character without u", String.raw`/^😀+$/.test("😀😀") && /😀+/.exec("😀\ude00\ude00")?.[0].length`],
    ["String.raw with substitutions", "(() => { const n = 'x'; return String.raw`(?<h>\\d+)\\s*時間${n}分\\` \\${n}$`; })()"],
    ["String.raw without any", "String.raw`\\s*秒|毎秒\\u0041`"],
    ["String.raw used as a pattern", "new RegExp(String.raw`^\\s*(\\d+)\\s*秒$`).exec(' 12 秒')?.[1]"],
    ["a comment", "/* 注: 年 */ 1 + // 月\n 2"],
  ];
  for (const [name, source] of cases)
    it(name, () => {
      const out = asciiScript(source, ts);
      expect(out).not.toBeNull();
      expect(isAscii(out as string)).toBe(true);
      expect(evaluate(out as string)).toEqual(evaluate(source));
    });

  it("gives up on another tag that reads non-ASCII raw text, and leaves ASCII text as it is", () => {
    expect(asciiScript("((s) => s.raw[0])`年`", ts)).toBeNull();
    expect(asciiScript("((s) => s.raw[0])`ab`", ts)).toBe("((s) => s.raw[0])`ab`");
  });
});
