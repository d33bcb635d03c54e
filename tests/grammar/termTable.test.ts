import { describe, expect, it } from "vitest";
import { termGroup, termTable } from "../../src/grammar/termTable.ts";
import { lexicon } from "../../src/normalise/lexicon.ts";
import { normaliseText } from "../../src/normalise/normaliseText.ts";
import { escapeRegExp } from "../../src/normalise/escapeRegExp.ts";

/** The table as one regex, longest term first at each position (what the trie replaced): the reference it must agree with. */
function byRegex(terms: string[], tiling: boolean): (text: string) => { term: string; index: number }[] {
  const keys = [...new Set(terms.map((t) => normaliseText(t).toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const body = keys.map((t) => (/^[a-z0-9]/i.test(t) ? `(?<![a-z])${escapeRegExp(t)}(?![a-z])` : escapeRegExp(t))).join("|");
  const re = new RegExp(tiling ? `(${body})` : `(?=(${body}))`, "giu");
  return (text) => [...normaliseText(text).toLowerCase().matchAll(re)].map((m) => ({ term: m[1] ?? "", index: m.index ?? 0 }));
}

/** A deterministic pseudo-random generator, so a failure is reproducible. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe("termTable", () => {
  it("finds Latin terms as whole words, Japanese ones anywhere, the longest at each position", () => {
    const find = termTable([["read", "r"], ["read write", "rw"], ["書き込み", "w"], ["書き", "w2"]]);
    expect(find("Read Write and reader; 書き込み").map((h) => [h.value, h.index])).toEqual([["rw", 0], ["w", 23]]);
    expect(termTable([["書き", "w"]], { tiling: true })("書き書き").map((h) => h.index)).toEqual([0, 2]);
  });

  it("agrees with the one-regex table on texts built from the lexicon's terms, tiled and not", () => {
    const terms = [...Object.values(lexicon.operation), ...Object.values(lexicon.metric), ...Object.values(lexicon.tools), ...Object.values(lexicon.protocols)].flat().filter((t): t is string => Boolean(t));
    const next = random(28);
    const glue = [" ", "", "-", "x", "a", "1", "、", "の", "/", "(", ")", "  ", "Ｒｅａｄ"];
    const texts = Array.from({ length: 2_000 }, () => {
      let s = "";
      for (let i = 0, n = 1 + Math.floor(next() * 6); i < n; i++) {
        const term = terms[Math.floor(next() * terms.length)] ?? "";
        const cut = next() < 0.2 ? term.slice(0, Math.max(1, Math.floor(next() * term.length))) : term;
        s += (next() < 0.5 ? cut.toUpperCase() : cut) + (glue[Math.floor(next() * glue.length)] ?? "");
      }
      return s;
    });
    for (const tiling of [false, true]) {
      const find = termTable(terms.map((t) => [t, t] as const), { tiling });
      const reference = byRegex(terms, tiling);
      for (const text of texts) expect(find(text).map(({ term, index }) => ({ term, index })), text).toEqual(reference(text));
    }
  });

  it("answers each table of a group as the table alone, however the asks of texts and tables interleave", () => {
    const sections = [lexicon.operation, lexicon.metric, lexicon.tools, lexicon.protocols, lexicon.access];
    const entries = sections.map((section) => Object.entries(section).flatMap(([key, terms]) => (terms ?? []).map((t) => [t, key] as const)));
    const group = termGroup({ remember: 2 });
    const grouped = entries.map((e, i) => group.table(e, { tiling: i % 2 === 1 }));
    const alone = entries.map((e, i) => termTable(e, { tiling: i % 2 === 1 }));
    const next = random(32);
    const texts = ["Sequential Read (MB/s)", "iperf3 TCP 受信 read", "書き込み速度 write", "fio randread IOPS", "NFS over TCP", "", "ｒｅａｄ/ｗｒｉｔｅ"];
    for (let i = 0; i < 3_000; i++) {
      const text = texts[Math.floor(next() * texts.length)] as string;
      const k = Math.floor(next() * entries.length);
      expect((grouped[k] as (t: string) => unknown)(text), `${k} ${text}`).toEqual((alone[k] as (t: string) => unknown)(text));
    }
  });
});
