import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";

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
