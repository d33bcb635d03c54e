import { describe, expect, it } from "vitest";
import { page, rows } from "../helpers/extractRows.ts";

const values = (got: Record<string, unknown>[]) => got.map((r) => [r.value, r.unit]);

describe("a result restated in brackets in another unit (prose)", () => {
  it("reads both figures of `X MB/s (Y Mbps)` when its own words name the operation", () => {
    const got = rows(`<p>After the cable swap the sequential read on the NAS reached 118 MB/s (944 Mbps).</p>`);
    expect(values(got)).toContainEqual([118, "MB/s"]);
    expect(values(got)).toContainEqual([944, "Mbps"]);
    for (const r of got) expect(r.op).toBe("read");
  });

  it("reads a line direction's restatement too (`下り: … 17.67Mbps (2.21MB/sec)`)", () => {
    const got = rows(`<p>下り:推定転送速度 23.41Mbps (2.93MB/sec)</p>`);
    expect(got.map((r) => [r.value, r.op, r.direction])).toEqual([[23.41, "transfer", "download"], [2.93, "transfer", "download"]]);
  });

  it("reads the restatement of a figure whose operation only its context gives with that operation (session 26: the labels give both)", () => {
    const got = rows(`<h2>Reading the share</h2><p>The first pass was slow. In the end it gave 118 MB/s (944 Mbps).</p>`);
    expect(got.map((r) => r.value)).toEqual([118, 944]);
    expect(got[1]?.op).toBe(got[0]?.op);
  });

  it("does not double a rounded figure: its bracket is the writer's conversion", () => {
    const got = rows(`<p>The enclosure sustains ~28 Gbps (3.5 GB/s) writes. The copy gave 2.5Mbps (約 320KB/s).</p>`);
    expect(got.map((r) => r.value)).not.toContain(3.5);
    expect(got.map((r) => r.value)).not.toContain(320);
  });

  it("still refuses the restatement of a figure that is no result", () => {
    const got = rows(`<p>The port is rated 2.5 Gbps (312 MB/s), and the copy managed 240 MB/s.</p>`);
    expect(got.map((r) => r.value)).not.toContain(312);
    expect(got.map((r) => r.value)).not.toContain(2.5);
  });
});

describe("the pair reader: restated figures and operations in labels", () => {
  it("reads a bracketed figure after another under the same words", () => {
    const got = rows(`<pre>Suite      Case                 Result\nDISK       8k random read       2210 IOPS (17680 KB/s)\nDISK       8k random write      905 IOPS (7240 KB/s)</pre>`, "tool-output");
    expect(got.map((r) => [r.metric, r.op, r.value])).toEqual([
      ["iops", "read", 2210], ["throughput", "read", 17680], ["iops", "write", 905], ["throughput", "write", 7240],
    ]);
    for (const r of got) expect(r.block_size_bytes).toBe(8192);
  });

  it("reads a figure restated in another unit after a comma as the same run", () => {
    const got = rows(`<pre>Download speed: 2.75 MB/sec, 22.00 Mb/sec\nUpload speed: 1.10 MB/sec, 8.80 Mb/sec</pre><pre>Download speed: 3.50 MB/sec, 28.00 Mb/sec\nUpload speed: 1.25 MB/sec, 10.00 Mb/sec</pre>`, "tool-output");
    expect(got).toHaveLength(8);
    const runs = new Map(got.map((r) => [r.value, r.run]));
    expect(runs.get(2.75)).toBe(runs.get(22));
    expect(runs.get(3.5)).toBe(runs.get(28));
    expect(runs.get(2.75)).not.toBe(runs.get(3.5));
  });

  it("takes an operation named in a line's label as the word that it was measured", () => {
    const got = rows(`<pre>Ping to gateway is 4ms\nDownload speed: 412.50Mbps\nUpload speed: 98.10Mbps</pre>`, "tool-output");
    expect(got.filter((r) => r.metric === "throughput").map((r) => [r.value, r.direction])).toEqual([[412.5, "download"], [98.1, "upload"]]);
  });

  it("does not take a limit for a result because it names an operation", () => {
    const got = page(`<pre>Write speed limit: 100 MB/s\nRead speed limit: 200 MB/s</pre>`);
    expect(got.measurements).toHaveLength(0);
  });
});

describe("slash lists (prose)", () => {
  it("leaves an arrow that converts a figure into another unit an equation", () => {
    expect(rows(`<p>Write throughput: 100 MB/s → 800 Mbps</p>`)).toHaveLength(0);
  });

  it("reads a slash list of figures as the respective values of a list of cases before it", () => {
    const got = rows(`<p>With cache off/on the writes reached 35/41 MB/s.</p>`);
    expect(got.map((r) => [r.value, r.op, r.config])).toEqual([[35, "write", "off"], [41, "write", "on"]]);
    const runs = rows(`<p>2回の書き込みは約 1.9/2.2 秒、つまり約 44/38 MB/s だった。</p>`);
    expect(runs.map((r) => [r.value, r.run])).toEqual([[44, 1], [38, 2]]);
  });

  it("reads no slash list that pairs with nothing, and no fraction", () => {
    expect(rows(`<p>The loss went over 5% at 1 Mbps, so the writes at 5/20 Mbps were not run.</p>`).map((r) => r.value)).not.toContain(20);
    expect(rows(`<p>The writes reached 1/2 GB/s at best.</p>`)).toHaveLength(0);
  });

  it("keeps pairing a slash list with the operations it names", () => {
    expect(rows(`<p>Read/write: 480/455 MB/s</p>`).map((r) => [r.value, r.op])).toEqual([[480, "read"], [455, "write"]]);
  });
});

describe("latency words", () => {
  it("reads an average time under a second as a latency", () => {
    const got = rows(`<ul><li>Card A: 905.1 kb/s. Average time: 2210.5 us</li></ul>`);
    expect(got.find((r) => r.metric === "latency")?.value).toBe(2210.5);
  });
});
