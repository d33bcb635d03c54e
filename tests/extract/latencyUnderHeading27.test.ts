import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>Bench notes</title></head><body>${body}</body></html>`));
const metrics = (x: ReturnType<typeof page>) => x.measurements.map((m) => [m.metric, m.value]);

const table = (unit: string, cells: [string, string, string]) =>
  `<table><tr><th>Mode</th><th>min [${unit}]</th><th>avg [${unit}]</th><th>max [${unit}]</th></tr><tr><td>A</td><td>${cells[0]}</td><td>${cells[1]}</td><td>${cells[2]}</td></tr></table>`;

describe("extractTables: the nearest heading that names a measure says what a table's times are", () => {
  it("reads times under `Results` in a section named for latency as latencies", () => {
    const x = page(`<h2>レイテンシ評価（ping RTT）</h2><p>ICMP ping で往復遅延を比べた。</p><h3>測定結果</h3>${table("ms", ["0.134", "0.178", "0.317"])}`);
    expect(metrics(x)).toEqual([["latency", 0.134], ["latency", 0.178], ["latency", 0.317]]);
  });

  it("refuses a ping's `mdev` column as the spread of the times (session 28: the grammar reads mdev as a deviation)", () => {
    const x = page(`<h2>レイテンシ評価（ping RTT）</h2><h3>測定結果</h3>${table("ms", ["0.134", "0.178", "0.317"]).replace("<th>max [ms]</th>", "<th>mdev [ms]</th>")}`);
    expect(metrics(x)).toEqual([["latency", 0.134], ["latency", 0.178]]);
    expect(x.rejects.some((r) => r.raw === "0.317" && /spread/.test(r.reason))).toBe(true);
  });

  it("reads the same table as durations under a section named for a time of another kind", () => {
    const x = page(`<h2>Boot time</h2><h3>Results</h3>${table("s", ["4.1", "4.5", "0.2"])}`);
    expect(metrics(x).map(([m]) => m)).toEqual(["duration", "duration", "duration"]);
  });

  it("lets a nearer heading that names its own measure win over a latency section above it", () => {
    const x = page(`<h2>Latency</h2><h3>Boot time</h3>${table("s", ["4.1", "4.5", "0.2"])}`);
    expect(metrics(x).map(([m]) => m)).toEqual(["duration", "duration", "duration"]);
  });

  it("does not make latencies of a section that names latency beside another measure", () => {
    const x = page(`<h2>Latency and throughput</h2><h3>Results</h3><table><tr><th>Mode</th><th>Copy time [s]</th></tr><tr><td>A</td><td>4.1</td></tr></table>`);
    expect(metrics(x)).toEqual([["duration", 4.1]]);
  });
});
