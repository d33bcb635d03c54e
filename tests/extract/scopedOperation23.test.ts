import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** The non-derived table rows of a page with this title and body: operation and value. */
const tableOps = (title: string, body: string) =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "table" && !m.derived)
    .map((m) => [m.operation, m.value]);

const FSYNC_TABLE = `<h2>Benchmark results</h2><p>Batch size 2 MB, 50 repetitions.</p>
<table><tr><th>Mode</th><th>Throughput</th><th>Latency</th></tr>
<tr><td>buffered</td><td>3900 MB/s</td><td>0.31 ms</td></tr>
<tr><td>synced every batch</td><td>240 MB/s</td><td>4.8 ms</td></tr></table>`;

/** The same table measured with a storage benchmark: figures of a drive. */
const FIO_TABLE = FSYNC_TABLE.replace("Batch size 2 MB, 50 repetitions.", "Measured with fio, batch size 2 MB, 50 repetitions.");

describe("a figure with no operation takes the one its scope states (reportScope)", () => {
  it("a drive's rate from the title, where no header, caption, lead-in or heading states one", () => {
    expect(tableOps("Writing event logs: flushing event files", FIO_TABLE)).toEqual([["write", 3900], [null, 0.31], ["write", 240], [null, 4.8]]);
    expect(tableOps("ログファイル書き出しの設計", FIO_TABLE).map(([op]) => op)).toEqual(["write", null, "write", null]);
  });

  it("a section heading that states one operation wins over the title", () => {
    const body = `<h2>Reading back the archive</h2>${FSYNC_TABLE.replace("<h2>Benchmark results</h2>", "")}`;
    expect(tableOps("Log writer design", body).filter(([, v]) => v === 3900 || v === 240)).toEqual([["read", 3900], ["read", 240]]);
  });

  it("refuses a scope that states two operations (a title about reading and writing), and one that states none", () => {
    expect(tableOps("Read and write paths of the event store", FIO_TABLE).map(([op]) => op)).toEqual([null, null, null, null]);
    expect(tableOps("Event store tuning notes", FIO_TABLE).map(([op]) => op)).toEqual([null, null, null, null]);
  });

  it("does not read a line's direction in the title as a reading (`Download speed` is left to the transfer rule)", () => {
    expect(tableOps("Download server tuning", FIO_TABLE).map(([op]) => op)).toEqual([null, null, null, null]);
  });

  it("a title's operation word is not given to what is no drive's figure: a NAS's or a line's rates, ping times, build times", () => {
    const nas = `<h2>結果</h2><table><tr><th>経路</th><th>速度</th></tr><tr><td>有線LAN</td><td>112 MB/s</td></tr><tr><td>Wi-Fi 6</td><td>109 MB/s</td></tr></table>`;
    expect(tableOps("【保存版】自宅NASの速度まとめ", nas).map(([op]) => op)).toEqual([null, null]);
    const vpn = `<h2>結果</h2><table><tr><th>接続先</th><th>ping</th></tr><tr><td>東京</td><td>12.1 ms</td></tr><tr><td>大阪</td><td>18.4 ms</td></tr></table>`;
    expect(tableOps("【保存版】VPNの遅延まとめ", vpn).map(([op]) => op)).toEqual([null, null]);
    const build = `<h2>Results</h2><table><tr><th>Project</th><th>Clean build</th></tr><tr><td>core</td><td>41 s</td></tr><tr><td>app</td><td>95 s</td></tr></table>`;
    expect(tableOps("Writing a faster build system", build).map(([op]) => op)).toEqual([null, null]);
  });

  it("keeps an operation the figure's own header states", () => {
    const body = `<table><tr><th>Drive</th><th>Read (MB/s)</th><th>Latency</th></tr><tr><td>NVMe</td><td>3100</td><td>0.2 ms</td></tr></table>`;
    expect(tableOps("Write cache notes", body).filter(([, v]) => v === 3100)).toEqual([["read", 3100]]);
  });
});

describe("a network benchmark's rate with no operation word is a transfer (completeDescriptors)", () => {
  const table = (tool: string) => `<h2>Results</h2><p>Measured with ${tool}.</p><table><tr><th>Setup</th><th>Avg latency</th><th>Message rate</th></tr>
<tr><td>VM to VM</td><td>52 us</td><td>~15,200/sec</td></tr><tr><td>Host to host</td><td>31 us</td><td>~18,800/sec</td></tr></table>`;
  const rates = (tool: string) => tableOps("Virtual network comparison", table(tool)).filter(([, v]) => v === 15200 || v === 18800).map(([op]) => op);
  it("sockperf, netperf: transfer", () => {
    expect(rates("sockperf")).toEqual(["transfer", "transfer"]);
    expect(rates("netperf")).toEqual(["transfer", "transfer"]);
  });
  it("a storage benchmark's rate is no transfer, and a latency keeps no operation", () => {
    expect(rates("fio")).toEqual([null, null]);
    expect(tableOps("Virtual network comparison", table("sockperf")).filter(([, v]) => v === 52).map(([op]) => op)).toEqual([null]);
  });
});
