import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const tableRows = (body: string): Record<string, unknown>[] =>
  extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "table" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));

describe("English table cells", () => {
  it("a network benchmark's readings with no unit anywhere are its rates, unit not stated; `2.4G` under `Client` is no size", () => {
    const r = tableRows(
      "<p>Tool used: iperf 2.0.13 between two laptops.</p><table><tr><th>Client band</th><th>Run1</th><th>Run2</th></tr>" +
        "<tr><td>2.4G</td><td>31.5</td><td>29.8</td></tr><tr><td>5G</td><td>212</td><td>208</td></tr></table>",
    );
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit, x.run, x.config, x.file_size_bytes ?? null])).toEqual([
      ["throughput", "transfer", 31.5, "", 1, "Client band 2.4G", null],
      ["throughput", "transfer", 29.8, "", 2, "Client band 2.4G", null],
      ["throughput", "transfer", 212, "", 1, "Client band 5G", null],
      ["throughput", "transfer", 208, "", 2, "Client band 5G", null],
    ]);
  });

  it("a lead-in's `label: value` lines name the setup the table's figures were measured with, beside the headers' configurations", () => {
    const r = tableRows(
      "<p>Tool used: iperf 2.0.13.</p><p>Router: Asus RT-AX58U<br>Time: 9pm</p><table><tr><th>Client band</th><th>Run1</th></tr>" +
        "<tr><td>2.4G</td><td>31.5</td></tr><tr><td>5G</td><td>212</td></tr></table>",
    );
    expect(r.map((x) => x.config)).toEqual(["Asus RT-AX58U Client band 2.4G", "Asus RT-AX58U Client band 5G"]);
  });

  it("bare figures stay refused without a network benchmark in scope, or under headers that say nothing of readings", () => {
    expect(tableRows("<table><tr><th>Client</th><th>Run1</th><th>Run2</th></tr><tr><td>A</td><td>31.5</td><td>29.8</td></tr></table>")).toEqual([]);
    expect(tableRows("<p>Tool used: iperf.</p><table><tr><th>Client</th><th>Streams</th><th>Window</th></tr><tr><td>A</td><td>4</td><td>64</td></tr></table>")).toEqual([]);
    expect(tableRows("<p>Tool used: iperf3.</p><table><tr><th>Counter</th><th>Run1</th><th>Run2</th></tr><tr><td>Retr</td><td>12</td><td>40</td></tr></table>")).toEqual([]);
    // a day's statistics of runs the table does not show sum them up: no reading of their own
    expect(tableRows("<p>The router runs netperf every hour.</p><table><tr><th>Metric</th><th>Value</th></tr><tr><td>Average Download Speed</td><td>71.26</td></tr><tr><td>Max Upload Speed</td><td>9.8</td></tr></table>")).toEqual([]);
  });

  it("two columns that give the same figure keep their own headers, and a link's address names no protocol", () => {
    const r = tableRows(
      "<p>Source: <a href='http://example.org/nets'>http://example.org/nets</a></p>" +
        "<table><tr><th>Link</th><th>Stock settings [MBit/s]</th><th>Tuned window [MBit/s]</th></tr>" +
        "<tr><td>Fast Ethernet</td><td>94</td><td>94</td></tr><tr><td>Gigabit Ethernet</td><td>512</td><td>941</td></tr></table>",
    );
    expect(r.map((x) => [x.value, x.unit, x.config, x.protocol ?? null, x.run ?? null])).toEqual([
      [94, "MBit/s", "Stock settings [MBit/s]", null, null],
      [94, "MBit/s", "Tuned window [MBit/s]", null, null],
      [512, "MBit/s", "Stock settings [MBit/s]", null, null],
      [941, "MBit/s", "Tuned window [MBit/s]", null, null],
    ]);
  });

  it("a seek rate is a random I/O rate, and `232 @ 4 GB` keeps the size it was measured over for that cell only", () => {
    const r = tableRows(
      "<table><tr><th>Disks</th><th>Seq read (MB/s)</th><th>Bonnie++ seeks/s</th><th>sysbench seeks/s</th></tr>" +
        "<tr><td>Seagate laptop drive</td><td>71</td><td>232 @ 4 GB</td><td>194 @ 4 GB</td></tr></table>",
    );
    expect(r.map((x) => [x.metric, x.access, x.value, x.file_size_bytes ?? null])).toEqual([
      ["throughput", "sequential", 71, null],
      ["iops", "random", 232, 4e9],
      ["iops", "random", 194, 4e9],
    ]);
  });

  it("a column headed as a loss or an efficiency holds changes, even when its cells add a word (`52% loss`)", () => {
    const r = tableRows(
      "<p>SMB3 copies over both links:</p><table><tr><th>Network</th><th>Theoretical</th><th>SMB3 Real</th><th>Efficiency Loss</th></tr>" +
        "<tr><td>1 GbE</td><td>125 MB/s</td><td>60 MB/s</td><td>52% loss</td></tr><tr><td>2.5 GbE</td><td>312 MB/s</td><td>140 MB/s</td><td>55% loss</td></tr></table>",
    );
    expect(r.map((x) => [x.metric, x.value, x.network])).toEqual([
      ["throughput", 60, "1 GbE"],
      ["throughput", 140, "2.5 GbE"],
    ]);
  });
});
