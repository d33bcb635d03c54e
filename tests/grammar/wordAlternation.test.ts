import { describe, expect, it } from "vitest";
import { alternation, namesCondition } from "../../src/grammar/conditionText.ts";
import { escapeRegExp as escape } from "../../src/normalise/escapeRegExp.ts";

// conditionText's word lists are one alternation whose Latin words share one pair of lookarounds (a pair per word took
// ~150 ms of CPU to compile under `iu`; docs/performance.md, session 27): the matches must be those of a pair per word,
// in the order of the words, longest first
const perWord = (list: readonly string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^[\x20-\x7e]+$/.test(w) ? `(?<![\\p{L}\\p{N}'])${escape(w)}(?![\\p{L}\\p{N}'])` : escape(w)))
    .join("|");
const words = ["results", "result", "setup", "テストの詳細", "結果", "test", "結果サマリ", "ok", "Kelvin", "ſtep", "I/O速度", "iperf3", "a.b", "設定"];
const texts = [
  "Test Setup and Results",
  "test results: ok",
  "testresults okay",
  "結果サマリ と テストの詳細",
  "I/O速度の結果",
  "i/o速度 result's",
  "KELVIN ſtep step STEP",
  "Kelvin's test_result 3results",
  "iperf3 iperf30 a.b axb",
  "設定test 設定 test設定",
  "",
];

describe("a word list's alternation", () => {
  it("blanks the same words as a pair of lookarounds per word", () => {
    const grouped = new RegExp(alternation(words), "giu");
    const each = new RegExp(perWord(words), "giu");
    for (const t of texts) expect([t, t.replace(grouped, "_")]).toEqual([t, t.replace(each, "_")]);
  });

  it("gives one pair of lookarounds to a run of Latin words", () => {
    expect(alternation(["setup", "results", "結果"]).match(/\(\?<!/g)).toHaveLength(1);
  });

  it("still tells the document's parts from what names a condition", () => {
    expect(["Output examples:", "結果サマリ", "Test Setup and Results", "テストの詳細"].map(namesCondition)).toEqual([false, false, false, false]);
    expect(["RAID 5", "Samsung 970 EVO", "ext4 on NVMe"].map(namesCondition)).toEqual([true, true, true]);
  });
});
