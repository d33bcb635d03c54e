import { describe, expect, it } from "vitest";
import { specKindForLabel, withinEdits } from "../../../src/extract/specs/specTerms.ts";

/** The whole edit distance table, as specKindForLabel compared with before it stopped early. */
function distance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0] ?? 0;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j] ?? 0;
      dp[j] = Math.min((dp[j] ?? 0) + 1, (dp[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length] ?? 0;
}

describe("withinEdits", () => {
  it("answers as the whole edit distance does, for every bound", () => {
    const words = ["filesystem", "filesystestm", "filesytem", "fielsystem", "motherboard", "mothreboard", "mainboard", "", "a", "ab", "ba", "abc", "xyz", "ストレージ", "ストレージー", "memory", "memroy", "memories", "メモリ容量", "メモリー容量"];
    for (const a of words) for (const b of words) for (const k of [0, 1, 2, 3]) expect(withinEdits(a, b, k), `${a} / ${b} / ${k}`).toBe(distance(a, b) <= k);
  });

  it("still reads a misspelled label by its nearest term", () => {
    expect(specKindForLabel("Filesystestm")).toBe("filesystem");
  });
});
