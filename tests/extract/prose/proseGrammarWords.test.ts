import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { bothOperationsAfter, inBits } from "../../../src/extract/prose/sentenceParts.ts";
import { proseBlockSize } from "../../../src/extract/prose/sentenceSetup.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>T | t</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "prose")
    .map((m) => [m.metric, m.operation, m.access, m.value]);

describe("prose reads operation, access and unit words through the lexicon and the unit grammar (issue 24, layer 6)", () => {
  it("one figure for both operations named after it, with any access word or read/write word of the lexicon", () => {
    expect(rows("<p>The SSD managed 268MB/s sequential read and write.</p>")).toEqual([
      ["throughput", "read", "sequential", 268], ["throughput", "write", "sequential", 268],
    ]);
    expect(rows("<p>The SSD managed 268MB/s rand read and write.</p>")).toEqual([
      ["throughput", "read", "random", 268], ["throughput", "write", "random", 268],
    ]);
    expect(bothOperationsAfter(" upload and download over SMB")).toBe(" upload and download");
    expect(bothOperationsAfter(" fast read and write")).toBeUndefined();
    expect(bothOperationsAfter(" read and copy")).toBeUndefined();
  });

  it("a unit written once before figures that each name their operation, in any read or write form", () => {
    expect(rows("<p>The drive reached an IOPS performance of 550 reads and 480 writes.</p>")).toEqual([
      ["iops", "read", null, 550], ["iops", "write", null, 480],
    ]);
  });

  it("a bare size before an access word of the lexicon (or mixed I/O) and a test's or operation's word is the block size", () => {
    expect(proseBlockSize("the 4k mixed test gives ")).toBe(4096);
    expect(proseBlockSize("4k rand read came to ")).toBe(4096);
    expect(proseBlockSize("the 64k seq read test ")).toBe(65536);
    expect(proseBlockSize("the 4k fast read gave ")).toBeNull();
  });

  it("a rate is in bits when the unit table says so, however the unit is spelled", () => {
    for (const u of ["Mbps", "Gbit/s", "MBits/sec", "Mビット/秒", "Mb/s"]) expect(inBits(u), u).toBe(true);
    for (const u of ["MB/s", "MiB/s", "GB/sec", "IOPS", "ms"]) expect(inBits(u), u).toBe(false);
  });

  it("a time's letter is its operation (W, R), and RW a copy only when the line names one", () => {
    expect(rows("<p>A &lt;--&gt; B  W 1分30秒</p>").map((r) => r[1])).toEqual(["write"]);
    expect(rows("<p>A &lt;--&gt; B  RW 1分30秒</p>").map((r) => r[1])).toEqual(["read_write"]);
    expect(rows("<p>A &lt;--&gt; B ファイルコピー RW 1分30秒</p>").map((r) => r[1])).toEqual(["copy"]);
  });
});
