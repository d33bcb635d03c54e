import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));
const values = (body: string, metric?: string) => prose(body).filter((r) => !metric || r.metric === metric).map((r) => r.value);

describe("a figure in brackets after a result is that result in another unit", () => {
  it("is read with the result's descriptors, whatever named them", () => {
    const rows = prose("<h2>USB tethering</h2><ul><li>4.01Mbps(502.06KB/sec)</li></ul>");
    expect(rows.map((r) => r.value)).toEqual([4.01, 502.06]);
    expect(rows[1]).toMatchObject({ metric: "throughput", op: rows[0]?.op });
  });

  it("in an English sentence too", () => {
    expect(values("<p>The copy over the VPN reports 6MBps (48 Mbps) on the office line.</p>")).toEqual([6, 48]);
  });

  it("after a figure that is no result, the bracket is none either", () => {
    expect(values("<p>The port is rated at up to 1 Gbps (125 MB/s). The copy reached 98 MB/s.</p>")).toEqual([98]);
  });
});

describe("words for a latency", () => {
  it("`待機時間`, `待ち時間` and a one-way delay name latencies", () => {
    expect(prose("<p>平均待機時間は 32.7 ミリ秒でした。</p>")).toEqual([expect.objectContaining({ metric: "latency", value: 32.7, test: "average" })]);
    expect(values("<p>One-way Delay: 中央値0.67ms / 最小0.37ms。</p>", "latency")).toEqual([0.67, 0.37]);
  });

  it("a heading naming a latency makes the small times of the lines under it latencies", () => {
    const body = (heading: string) => `<h2>${heading}</h2><ul><li>Baremetal: 32.9 μs</li><li>MicroVM: 88.6 μs (+170%)</li></ul>`;
    expect(values(body("Latency (Best → Worst):"), "latency")).toEqual([32.9, 88.6]);
    expect(values(body("Results"), "latency")).toEqual([]);
  });

  it("not a time in seconds under it, nor a time the test was set to", () => {
    expect(values("<h2>Latency</h2><p>Each run lasted 60 s.</p>", "latency")).toEqual([]);
  });
});

describe("figures joined by slashes take the operations the line joined by slashes", () => {
  const rows = (body: string) => prose(body).map((r) => [r.op, r.value]);

  it("in the next sentence of the line, each figure with its own unit", () => {
    expect(rows("<p>Baseline: Random Read/Write: 332k/224k IOPS. BW: 2690MiB/s / 1770MiB/s</p>")).toEqual([
      ["read", 332000],
      ["write", 224000],
      ["read", 2690],
      ["write", 1770],
    ]);
  });

  it("in the same clause, and in Japanese", () => {
    expect(rows("<p>Sequential Read/Write: 133MiB/s / 66.8MiB/s</p>")).toEqual([
      ["read", 133],
      ["write", 66.8],
    ]);
    expect(rows("<p>リード/ライトは 550MB/s / 520MB/s でした。</p>")).toEqual([
      ["read", 550],
      ["write", 520],
    ]);
  });

  it("not when the figures are more than the operations, nor when a figure names its own", () => {
    expect(rows("<p>Read/Write: 1 run 100 MB/s / 90 MB/s / 80 MB/s</p>").map((r) => r[0])).not.toContain("write");
    expect(rows("<p>Read/Write: 100 MB/s copy / 90 MB/s write</p>").map((r) => r[0])).toEqual(["copy", "write"]);
  });
});

describe("a local network named as a sentence's setting", () => {
  it("`on LAN` after the figures, `LAN経由で` before them", () => {
    expect(prose("<p>The copy from the Mac reports 16 MBps (126 Mbps) on LAN.</p>").map((r) => r.network)).toEqual(["LAN", "LAN"]);
    expect(prose("<p>LAN経由で 940Mbps でした。</p>")[0]?.network).toBe("LAN");
  });

  it("not a LAN named as a thing, nor one in a heading", () => {
    expect(prose("<p>LANケーブルを替えたら 900Mbps になった。</p>")[0]?.network).toBeUndefined();
    expect(prose("<h2>LAN の速度</h2><p>iperf3 で 940Mbps でした。</p>")[0]?.network).toBeUndefined();
  });
});
