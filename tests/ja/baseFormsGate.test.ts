import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { baseForms, baseFormsMayName, getTokenizer } from "../../src/ja/tokenizer.ts";
import { formsMayNameOperation, operationsIn } from "../../src/normalise/lexicon.ts";
import { operationsListed, proseOperations } from "../../src/extract/prose/proseTerms.ts";

// sentences of the labelled pages shipped with the tests, and our own (inflected verbs, half-width kana, full-width Latin)
const pageSentences = ["../fixtures/extra/", "../fixtures/pages/"].flatMap((d) => {
  const dir = new URL(d, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .flatMap((f) => buildDocument(decodeBytes(readFileSync(new URL(f, dir)), null, f).text).blocks.flatMap((b) => b.text.split(/(?<=[。\n])/)))
    .filter((s) => s.length <= 200);
});
const own = ["10GBのファイルを書き込んだ", "読み込んだ時間", "読んでみた", "ｺﾋﾟｰした結果", "ＳＳＤへコピーしてみました", "転送しなかった", "送ってもらった", "今日は天気が良かった", "保存できなかった", "出力された", "PUTしてGETした", "受け取った", "来なかったので計り直した"];
const STABLE = /[a-z\u30a1-\u30fa\u3400-\u4dbf\u4e00-\u9fff]/g;

describe("base forms' gate", () => {
  it("a base form's kanji, katakana and Latin letters are its surface's (the premise of the gate), on every token of the sentences", () => {
    let changed = 0;
    for (const text of [...own, ...pageSentences])
      for (const t of getTokenizer().tokenize(text)) {
        if (!t.basic_form || t.basic_form === "*" || t.basic_form === t.surface_form) continue;
        changed++;
        const surface = new Set([...t.surface_form].flatMap((c) => [...c.normalize("NFKC").toLowerCase()]));
        expect((t.basic_form.normalize("NFKC").toLowerCase().match(STABLE) ?? []).filter((c) => !surface.has(c)), `${t.surface_form} → ${t.basic_form}`).toEqual([]);
      }
    expect(changed).toBeGreaterThan(300);
  });

  it("never says no to a text whose base forms name an operation", () => {
    let named = 0;
    let skipped = 0;
    for (const text of [...own, ...pageSentences]) {
      const ops = operationsIn(baseForms(text).join(" "));
      if (ops.length) named++;
      if (!formsMayNameOperation(text)) skipped++;
      if (ops.length) expect(formsMayNameOperation(text), text).toBe(true);
    }
    expect(named).toBeGreaterThan(50);
    // and it does skip: most Japanese sentences name no operation
    expect(skipped).toBeGreaterThan(100);
  });

  it("reads inflected verbs as before and skips what cannot name one", () => {
    expect(operationsListed("10GBのファイルを書き込んだ")).toEqual(["write"]);
    expect(proseOperations("ｺﾋﾟｰした結果")).toEqual(["copy"]);
    expect(formsMayNameOperation("今日は天気が良かった")).toBe(false);
    expect(formsMayNameOperation("ＳＳＤへコピーしてみました")).toBe(true);
    expect(formsMayNameOperation("送ってもらった")).toBe(false); // 送信 needs 信
    // text without Japanese is never tokenized: the gate has nothing to spare and says yes
    expect(formsMayNameOperation("the sky is blue")).toBe(true);
    // a set with a term of kana alone cannot be gated
    expect(baseFormsMayName(["うたう", "持つ"])("今日は晴れ")).toBe(true);
    expect(baseFormsMayName(["持つ"])("今日は晴れ")).toBe(false);
  });
});

describe("base forms' gate, characters", () => {
  it("a half-width sound mark split from its kana by the tokenizer still leaves the kana (read character by character)", () => {
    // `ﾊﾞｯｸｱｯﾌﾟ` normalises whole to バックアップ; a gate on バ alone would miss a base form of ハ and ゙ apart
    expect(baseFormsMayName(["ハック"])("ﾊﾞｯｸした")).toBe(true);
    expect(baseFormsMayName(["ハック"])("バックした")).toBe(false);
    // NFKC of a whole text equals that of its characters one by one where no character begins with a combining mark
    const safe = "ＳＳＤ（ｺﾋｰ）へ「読み込み」、〜ヿゞ野ガ";
    expect(safe.normalize("NFKC")).toBe([...safe].map((c) => c.normalize("NFKC")).join(""));
  });
});
