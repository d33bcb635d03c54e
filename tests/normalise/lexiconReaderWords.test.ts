import { describe, expect, it } from "vitest";
import { lexicon, processorLoadWords } from "../../src/normalise/lexicon.ts";
import { driveNamed } from "../../src/extract/prose/proseStorage.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";

const drive = (s: string): string | null => {
  const before = s.slice(0, s.search(/\d/));
  return driveNamed(s, before, before)?.storage ?? null;
};

describe("word lists readers take from the lexicon (issue 24, layer 6)", () => {
  it("a percentage is a processor's load when the words say so: CPU, 負荷, utilisation, or a field printed beside %", () => {
    for (const t of ["CPU使用率", "Processor usage", "負荷", "utilization", "%sys", "idle %", "% usr"]) expect(processorLoadWords.test(t), t).toBe(true);
    for (const t of ["Throughput", "Packet loss", "効率", "sys"]) expect(processorLoadWords.test(t), t).toBe(false);
  });

  it("a card is a drive only after a card kind of the lexicon, whatever its case; a determiner is no part of the drive", () => {
    expect(lexicon.prose.card_kinds).toContain("cfexpress");
    expect(drive("Copying onto the CFexpress card ran at 1400 MB/s")).toBe("CFexpress card");
    expect(drive("Copying onto the MicroSDXC card ran at 90 MB/s")).toBe("MicroSDXC card");
    expect(drive("Copying onto the network card ran at 900 MB/s")).toBeNull();
  });

  it("a phrase stops at a word of the list: a result verb, a preposition, a person", () => {
    expect(lexicon.prose.phrase_stops).toEqual(expect.arrayContaining(["reads", "with", "we"]));
    expect(drive("The internal SSD reads at 520 MB/s")).toBe("internal SSD");
  });

  it("a bold label's bullet mark (lexicon.bullet_marks) is not part of the heading it becomes", () => {
    const doc = buildDocument("<html><body><h2>Results</h2><p><strong>▶ Scenario A</strong></p><p>It read 500 MB/s.</p></body></html>");
    expect(doc.blocks.find((b) => b.kind === "heading" && /Scenario/.test(b.text))?.text).toBe("Scenario A");
  });
});
