import { describe, expect, it } from "vitest";
import { page, rows } from "../helpers/extractRows.ts";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";

const values = (got: Record<string, unknown>[]) => got.map((r) => [r.value, r.unit]);

describe("a result restated in brackets in another unit (prose)", () => {
  it("reads both figures of `X MB/s (Y Mbps)` as written", () => {
    const got = rows(`<p>Sequential read on the NAS went from 42 MB/s to 118 MB/s (944 Mbps) after the cable swap.</p>`);
    expect(values(got)).toContainEqual([118, "MB/s"]);
    expect(values(got)).toContainEqual([944, "Mbps"]);
    for (const r of got) expect(r.op).toBe("read");
  });

  it("makes a pair with a bits twin a network transfer, both figures alike", () => {
    const got = rows(`<p>Mirror sync average: 2.40 MiB/s (about 20.1 Mbps) over the evening.</p>`);
    expect(got.map((r) => [r.value, r.op])).toEqual([[2.4, "transfer"], [20.1, "transfer"]]);
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

describe("figures around an arrow, and slash lists (prose)", () => {
  it("reads both sides of `a → b unit` as a change, the unit written once", () => {
    const got = rows(`<p>読み込みはキャッシュ有効で 812 → 1,140 MiB/s になった。</p>`);
    expect(got.map((r) => [r.value, r.unit, r.op])).toEqual([[812, "MiB/s", "read"], [1140, "MiB/s", "read"]]);
  });

  it("leaves an arrow that converts a figure into another unit an equation", () => {
    const got = rows(`<p>Write throughput: 100 MB/s → 800 Mbps</p>`);
    expect(got).toHaveLength(0);
  });

  it("gives each figure of a slash list with no operation pairing the sentence's operation", () => {
    const got = rows(`<p>Two writes of the image took place and reached 35/41 MB/s.</p>`);
    expect(got.map((r) => [r.value, r.op])).toEqual([[35, "write"], [41, "write"]]);
  });

  it("keeps pairing a slash list with the operations it names, and reads no fraction", () => {
    expect(rows(`<p>Read/write: 480/455 MB/s</p>`).map((r) => [r.value, r.op])).toEqual([[480, "read"], [455, "write"]]);
    expect(rows(`<p>The writes reached 1/2 GB/s at best.</p>`)).toHaveLength(0);
  });
});

describe("units and latency words", () => {
  it("reads the transposed `Mpbs` as megabits per second", () => {
    const [q] = findQuantities("about 61.5 Mpbs down");
    expect([q?.kind, q?.unit, q?.valueSi]).toEqual(["throughput", "Mpbs", 61.5e6 / 8]);
  });

  it("reads an average time under a second as a latency", () => {
    const got = rows(`<ul><li>Card A: 905.1 kb/s. Average time: 2210.5 us</li></ul>`);
    expect(got.find((r) => r.metric === "latency")?.value).toBe(2210.5);
  });
});
