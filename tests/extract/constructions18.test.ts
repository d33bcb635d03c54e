import { describe, expect, it } from "vitest";
import { page, rows } from "../helpers/extractRows.ts";

describe("a figure labelled only by its unit after another figure of its line", () => {
  it("is the same measurement in another unit, under the line's words, not a progress report", () => {
    const got = rows(`<pre>Sequential Read: 2813MB/s IOPS=10
Sequential Write: 3192MB/s IOPS=12
4KB Q32T1 Read: 1267MB/s IOPS=324435</pre>`, "tool-output");
    const iops = got.filter((r) => r.metric === "iops");
    expect(iops.map((r) => [r.op, r.access, r.value])).toEqual([["read", "sequential", 10], ["write", "sequential", 12], ["read", "random", 324435]]);
    // the rates keep their own rows
    expect(got.filter((r) => r.metric === "throughput").map((r) => r.value)).toEqual([2813, 3192, 1267]);
  });

  it("still refuses the same unit-labelled figure printed again and again with nothing telling the lines apart", () => {
    const got = rows(`<pre>progress: 120MB/s IOPS=30
progress: 121MB/s IOPS=31
progress: 119MB/s IOPS=30
progress: 122MB/s IOPS=31</pre>`, "tool-output");
    expect(got.filter((r) => r.metric === "iops")).toEqual([]);
  });
});

describe("queue depth in a descriptor", () => {
  it("is read under a mark of more than one letter with no size beside it, and from a size glued to its mark", async () => {
    const { describe: describeText } = await import("../../src/grammar/describe.ts");
    expect(describeText("QD1 latency")).toMatchObject({ queueDepth: 1, metric: "latency" });
    expect(describeText("iodepth=16").queueDepth).toBe(16);
    expect(describeText("4kqd1")).toMatchObject({ blockSizeBytes: 4096, queueDepth: 1 });
    expect(describeText("4KQ32T1")).toMatchObject({ blockSizeBytes: 4096, queueDepth: 32, threads: 1 });
  });

  it("leaves a one-letter mark alone without a size or a thread count (`Q1 2023` is a quarter)", async () => {
    const { describe: describeText } = await import("../../src/grammar/describe.ts");
    expect(describeText("Q1 2023").queueDepth).toBeNull();
    expect(describeText("Q32T1")).toMatchObject({ queueDepth: 32, threads: 1 });
  });
});

describe("read words of the lexicon", () => {
  it("name a read in the 読取り / 読み取り spellings", () => {
    for (const text of ["<p>読取りスループットは 522MB/s 出ています。</p>", "<p>読み取り速度は 300MB/s でした。</p>", "<p>読取速度は 300MB/s でした。</p>"]) {
      const got = rows(text);
      expect(got.map((r) => [r.metric, r.op])).toEqual([["throughput", "read"]]);
    }
  });
});

describe("a sentence's figures that are no result", () => {
  it("each leave a rejects row with the reason, and a result beside them stays a result", () => {
    const reasons = (body: string) => page(body).rejects.map((r) => r.reason);
    expect(reasons("<p>速度は 80MB/s〜140 MB/s でした。</p>").some((r) => /140 MB\/s: a range/.test(r))).toBe(true);
    expect(reasons("<p>SATA3 の上限は 600MB/s です。</p>").some((r) => /600 MB\/s: a nominal, rated, interface or limit figure/.test(r))).toBe(true);
    expect(reasons("<p>This should take 22 minutes at 1 Gbps if the link holds.</p>").length).toBeGreaterThan(0);
    const mixed = page("<p>公称値は 600MB/s だが、実測では読み込み 520MB/s でした。</p>");
    expect(mixed.measurements.map((m) => m.value)).toEqual([520]);
    expect(mixed.rejects.map((r) => r.reason)).toEqual([expect.stringMatching(/^prose value 600 MB\/s: /)]);
  });

  it("leaves no rejects row for a result restated in brackets in another unit", () => {
    const got = page("<p>iperf3 で 940 Mbps (117.5 MB/s) でした。</p>");
    expect(got.measurements.length).toBeGreaterThan(0);
    expect(got.rejects.filter((r) => /117\.5/.test(r.reason))).toEqual([]);
  });
});
