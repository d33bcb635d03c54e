import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describe as describeText } from "../../../src/grammar/describe.ts";
import { operationsIn } from "../../../src/normalise/lexicon.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>GPU 間通信の確認</title></head><body>${body}</body></html>`));

// nccl-tests' table as all_reduce_perf prints it (figures of our own)
const NCCL = `#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
     8388608       2097152     float     sum      -1    512.4   16.37   30.70      0    508.9   16.48   30.91      0
    16777216       4194304     float     sum      -1    901.7   18.61   34.89      0    899.2   18.66   34.98      0`;

describe("a program's printed output is no operation (descriptors.json printed_output)", () => {
  it("`出力は次のようになります` and `出力例` name no write; `ファイル出力` still does", () => {
    expect(describeText("出力は次のようになります。").operation).toBeNull();
    expect(operationsIn("コマンドの出力例です")).toEqual([]);
    expect(operationsIn("出力は以下の通り")).toEqual([]);
    expect(operationsIn("ファイル出力 120MB/s")).toEqual(["write"]);
  });

  it("a collective's table under such a lead-in is a transfer, each column group a configuration of its own", () => {
    const rows = page(`<h3>all-reduce の実行</h3><p>出力は次のようになります。</p><pre>${NCCL}</pre>`).measurements.filter((m) => !m.derived);
    const rates = rows.filter((m) => m.metric === "throughput");
    expect(rates.length).toBe(8);
    expect(new Set(rows.map((m) => m.operation))).toEqual(new Set(["transfer"]));
    expect(rates.filter((m) => m.conditions.config === "in-place").map((m) => m.value)).toEqual([16.48, 30.91, 18.66, 34.98]);
    expect(rows.find((m) => m.metric === "duration")).toMatchObject({ value: 512.4, unit: "us", operation: "transfer", conditions: { config: "out-of-place" } });
  });

  it("nccl-tests' column names are the tool's tests: `algbw` beside a configuration is still the test alone", () => {
    expect(describeText("out-of-place algbw (GB/s)")).toMatchObject({ operation: "transfer", metric: "throughput", test: "algbw", config: ["out-of-place"] });
    expect(describeText("busbw")).toMatchObject({ operation: "transfer", tool: "nccl-tests" });
  });
});

describe("the writer's label in the corner of iozone's table", () => {
  const table = (label: string) => `${label.padEnd(53)}random    random
     kB  reclen    write  rewrite    read    reread    read     write
 102400       4     3672     3640    12849    12881     9463     3175
 102400    1024    62335    62258    66023    65997    65962    60514`;

  it("names the drive each table ran on, before the class its heading names", () => {
    const rows = page(`<h3>SD card</h3><p>iozone test</p><pre>${table("Transcend 32GB microSD")}</pre><h3>eMMC</h3><pre>${table("16GB Samsung eMMC module")}</pre>`).measurements.filter((m) => m.conditions.tool === "iozone");
    expect(rows.length).toBe(24);
    expect(new Set(rows.slice(0, 12).map((m) => m.conditions.storage))).toEqual(new Set(["Transcend 32GB microSD"]));
    expect(new Set(rows.slice(12).map((m) => m.conditions.storage))).toEqual(new Set(["16GB Samsung eMMC module"]));
    expect(rows.some((m) => m.conditions.label !== undefined)).toBe(false);
  });

  it("a corner naming no drive stays the run's label, and iozone's own qualifier line gives none", () => {
    const labelled = page(`<h3>SD card</h3><pre>${table("after tuning")}</pre>`).measurements.filter((m) => m.conditions.tool === "iozone");
    expect(labelled[0]?.conditions.storage).not.toBe("after tuning");
    expect(JSON.stringify(labelled[0]?.conditions)).toContain("after tuning");
    const bare = page(`<h3>SD card</h3><pre>${table("")}</pre>`).measurements.filter((m) => m.conditions.tool === "iozone");
    expect(bare.length).toBe(12);
    expect(bare.some((m) => m.conditions.label !== undefined)).toBe(false);
  });
});
