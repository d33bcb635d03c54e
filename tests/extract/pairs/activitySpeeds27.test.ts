import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { readPairs, type Refusal } from "../../../src/extract/pairs/readPairs.ts";

const rows = (pre: string) =>
  extractAll(buildDocument(`<html><head><title>VPS notes</title></head><body><h1>VPS notes</h1><p>A small box at a budget host.</p><pre>${pre}</pre></body></html>`)).measurements.filter(
    (m) => !m.derived,
  );

// a server benchmark script's summary, of no format a reader knows: what it measured, then the far end of each download
const SCRIPT = `CPU model :  Example CPU @ 2.40GHz
Number of cores : 2
Total amount of ram : 2048 MB
Disk I/O speed :  212 MB/s
Testing Network IO to Hetzner Falkenstein (DE): 48.1MB/s
Testing Network IO to Vultr Tokyo (JP): 910KB/s`;

describe("the generic pair reader: the speed of an activity measured wherever it is printed", () => {
  it("keeps `Disk I/O speed` and each `Network IO` rate (transfers over the network), the far end a name and no sentence", () => {
    const got = rows(SCRIPT).map((m) => [m.metric, m.operation, m.value, m.unit]);
    expect(got).toEqual([
      ["throughput", null, 212, "MB/s"],
      ["throughput", "transfer", 48.1, "MB/s"],
      ["throughput", "transfer", 910, "KB/s"],
    ]);
  });

  it("an interface's `Speed:` and a long label that is a sentence stay refused", () => {
    const refused: Refusal[] = [];
    const got = readPairs(["Settings for eth0:", "Speed: 1000Mb/s", "Duplex: Full", "Link speed: 10000Mb/s"], null, refused);
    expect(got).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual(expect.arrayContaining([expect.stringMatching(/setting, limit or rating/)]));
    const sentence: Refusal[] = [];
    readPairs(["we think the new box could reach maybe more than this: 400MB/s", "Disk I/O speed : 212 MB/s"], null, sentence);
    expect(sentence.map((r) => r.reason)).toEqual([expect.stringMatching(/a sentence, not a tool's label/)]);
  });
});
