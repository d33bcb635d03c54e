import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>VPS disk notes</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => [m.metric, m.operation, m.value, m.conditions.block_size_bytes ?? null]);

describe("English prose on a mixed disk test with bare block sizes", () => {
  it("each value of a mixed test takes the side named after it, and `4k` / `64k blocks` / `at 1m` give the block size", () => {
    expect(rows("<p>My box runs the 4k mixed test at 120.41 MB/s read and 121.07 MB/s write. With 64k blocks it does 901.22 MB/s read and 906.10 MB/s write.</p>")).toEqual([
      ["throughput", "read", 120.41, 4096], ["throughput", "write", 121.07, 4096],
      ["throughput", "read", 901.22, 65536], ["throughput", "write", 906.10, 65536],
    ]);
    expect(rows("<p>The other one is quicker at 4k, 210.5 MB/s read and 211.3 MB/s write, but with big blocks it reaches 1.45 GB/s read and 1.52 GB/s write at 1m.</p>")).toEqual([
      ["throughput", "read", 210.5, 4096], ["throughput", "write", 211.3, 4096],
      ["throughput", "read", 1.45, 1048576], ["throughput", "write", 1.52, 1048576],
    ]);
  });

  it("a bare `4k` beside a network bit rate is no block size", () => {
    expect(rows("<p>Streaming 4k video over the line I got 94.1 Mbps at 4k, fine for me.</p>").map((r) => r[3])).not.toContain(4096);
  });
});

describe("English caps told in prose", () => {
  it("`limited to 100Mbps and 50Mbps` names caps, not results", () => {
    expect(rows("<p>The two cheap hosts seem limited to 100Mbps and 20Mbps respectively, while the big one managed 612 Mbps.</p>").map((r) => r[2])).toEqual([612]);
  });
});
