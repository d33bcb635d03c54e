import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench notes</title></head><body><h1>Bench notes</h1>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ at: m.locator, metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, derived: m.derived ?? false, from: m.derivedFrom, ...m.conditions }));
const rejects = (body: string) => extractTables(page(body)).rejects.map((r) => [r.raw, r.reason]);

describe("header rows and columns", () => {
  it("numbers in <th> cells are headers: packet sizes under a spanning label, queue counts down the side; Mbps with no operation is a transfer", () => {
    const found = rows(`<table border="1"><caption>表1 キュー数とスループット（単位：Mbps）</caption>
      <tr><th rowspan="2">キュー数</th><th colspan="2">パケットサイズ（バイト）</th></tr><tr><th>64</th><th>1514</th></tr>
      <tr><th>1</th><td>1283</td><td>20008</td></tr><tr><th>2</th><td>2486</td><td>19988</td></tr></table>`);
    expect(found.map((m) => [m.value, m.unit, m.op, m.packet_size_bytes, m.config])).toEqual([
      [1283, "Mbps", "transfer", 64, "キュー数 1"],
      [20008, "Mbps", "transfer", 1514, "キュー数 1"],
      [2486, "Mbps", "transfer", 64, "キュー数 2"],
      [19988, "Mbps", "transfer", 1514, "キュー数 2"],
    ]);
  });

  it("a header row one cell short of the body is missing its corner and sits over the value columns", () => {
    const found = rows(`<table border="1"><tr><th>rsync</th><th>SCP</th></tr><tr><th>time (s)</th><td>17.694</td><td>24.303</td></tr><tr><th>MB/sec</th><td>57.87</td><td>42.13</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.config ?? m.protocol])).toEqual([["duration", 17.694, "rsync"], ["duration", 24.303, "SCP"], ["throughput", 57.87, "rsync"], ["throughput", 42.13, "SCP"]]);
  });

  it("a column labelled as a setting (Target rate) holds conditions, not results", () => {
    const found = rows(`<table border="1"><tr><th>Target rate</th><th>Default</th><th>Tuned</th></tr><tr><td>2.5 Gbps</td><td>2.4 Gbps</td><td>2.5 Gbps</td></tr></table>`);
    expect(found.map((m) => [m.value, m.target_bps, m.config])).toEqual([[2.4, 2.5e9, "Default"], [2.5, 2.5e9, "Tuned"]]);
  });
});

describe("units in the table's scope", () => {
  const table = `<table border="1"><tr><th>構成</th><th>Read</th><th>Write</th></tr><tr><td>RAID5</td><td>249</td><td>308</td></tr></table>`;
  it.each([
    ["数値の単位はMB/秒。", "MB/秒"],
    ["次の表の数値は転送速度で、単位はすべてMB/s。右端は比。", "MB/s"],
    ["以下の表はすべてIOPS", "IOPS"],
    ["All figures in MB/s.", "MB/s"],
    ["単位を書いていない欄はMB/s。", "MB/s"],
  ])("a sentence before the table: %s", (sentence, unit) => {
    expect(rows(`<p>${sentence}</p>${table}`).map((m) => [m.op, m.value, m.unit])).toEqual([["read", 249, unit], ["write", 308, unit]]);
  });

  it("a sentence after the table, and a caption", () => {
    expect(rows(`${table}<p>All figures in MB/s; higher is better, and the drives were empty when tested.</p>`).map((m) => m.unit)).toEqual(["MB/s", "MB/s"]);
    expect(rows(table.replace("<tr>", "<caption>RAID5 (MB / s)</caption><tr>")).map((m) => [m.unit, m.metric])).toEqual([["MB / s", "throughput"], ["MB / s", "throughput"]]);
  });

  it("a unit stated for some columns only: other columns are rejected, scores are never measurements", () => {
    const body = `<p>下の表のSeq・4Kの単位はMB/s、Acc.timeの単位はms。Scoreは点数。</p><table border="1">
      <tr><th>Size</th><th>Seq Read</th><th>4K Read</th><th>Acc.time Read</th><th>Score Read</th></tr><tr><td>1GB</td><td>520</td><td>33</td><td>0.124</td><td>460</td></tr></table>`;
    expect(rows(body).map((m) => [m.metric, m.access, m.value, m.unit, m.block_size_bytes])).toEqual([
      ["throughput", "sequential", 520, "MB/s", undefined],
      ["throughput", "random", 33, "MB/s", 4096],
      ["latency", null, 0.124, "ms", undefined],
    ]);
    expect(rejects(body)).toEqual([["460", "a benchmark score in points, not a measurement"]]);
  });

  it("a convention for unmarked cells carries to the next table of the report", () => {
    const body = `<p>単位を書いていない欄はMB/s。</p><table border="1"><tr><th></th><th>read</th></tr><tr><th>seq</th><td>480 MBps</td></tr></table>
      <p>もう一台。</p><table border="1"><tr><th></th><th>read</th></tr><tr><th>4K</th><td>23</td></tr></table>`;
    expect(rows(body).map((m) => [m.value, m.unit, m.access])).toEqual([[480, "MBps", "sequential"], [23, "MB/s", "random"]]);
  });

  it("a bare number with no unit in scope is rejected, never read as seconds", () => {
    expect(rows(table)).toEqual([]);
    expect(rejects(table).map((r) => r[0])).toEqual(["249", "308"]);
  });
});

describe("what is not a measured result", () => {
  it("change columns, signed percentages and ratios of two columns are not rows; an average row is derived from its column", () => {
    const body = `<p>単位はMB/s。</p><table border="1"><tr><th>テスト</th><th>btrfs</th><th>xfs</th><th>xfs / btrfs</th><th>Improvement</th></tr>
      <tr><th>1M 書き込み</th><td>309</td><td>310</td><td>100.3%</td><td>+0.3%</td></tr><tr><th>8K 読み込み</th><td>246</td><td>273</td><td>111.0%</td><td>+11%</td></tr>
      <tr><th>平均</th><td>277.5</td><td>291.5</td><td>105.5%</td><td>+5%</td></tr></table>`;
    const found = rows(body);
    expect(found.map((m) => [m.op, m.value, m.block_size_bytes, m.config, m.derived])).toEqual([
      ["write", 309, 1048576, "btrfs", false],
      ["write", 310, 1048576, "xfs", false],
      ["read", 246, 8192, "btrfs", false],
      ["read", 273, 8192, "xfs", false],
      [null, 277.5, undefined, "btrfs", true],
      [null, 291.5, undefined, "xfs", true],
    ]);
    expect(found[4]?.from).toEqual([found[0]?.at.replace(/^table\[1\]\/r(\d+)\/c(\d+)$/, "table1-r$1c$2"), "table1-r3c2"]);
    expect(rejects(body).map((r) => r[1])).toEqual(expect.arrayContaining(["a ratio of two other columns", "a change or factor, not a measured value"]));
    expect(rejects(body)).toHaveLength(6);
  });

  it("a row comparing two products (vs) holds changes, not CPU loads", () => {
    const body = `<table border="1"><tr><th>NAS</th><th>File copy write (MB/s)</th><th>File copy read (MB/s)</th></tr>
      <tr><td>Box A</td><td>110.2</td><td>106.3</td></tr><tr><td>Box A vs Box B</td><td>+0.5%</td><td>-36.9%</td></tr></table>`;
    expect(rows(body).map((m) => [m.metric, m.op, m.value, m.storage])).toEqual([["throughput", "write", 110.2, "Box A"], ["throughput", "read", 106.3, "Box A"]]);
  });

  it("a percentage is a CPU load only where a CPU load is named", () => {
    const shares = `<table border="1"><tr><th>Drive</th><th>Used space</th></tr><tr><td>HDD</td><td>45%</td></tr></table>`;
    expect(rows(shares)).toEqual([]);
    expect(rejects(shares)).toEqual([["45%", "a percentage where no CPU load is named: a share or change, not a measurement"]]);
    const load = rows(`<table border="1"><tr><th>構成</th><th>CPU使用率</th></tr><tr><td>TOE有効</td><td>12.5%</td></tr></table>`);
    expect(load.map((m) => [m.metric, m.value, m.offload_enabled])).toEqual([["cpu_utilisation", 12.5, true]]);
  });

  it("nominal, theoretical and interface figures are not results; a catalogue table gives none", () => {
    const body = `<table border="1"><tr><th></th><th>Model X</th><th>Model Y</th></tr><tr><th>スイッチング容量</th><td>232Gbps</td><td>48Gbps</td></tr>
      <tr><th>公称リード</th><td>550 MB/s</td><td>560 MB/s</td></tr><tr><th>Interface</th><td>6Gb/s</td><td>6Gb/s</td></tr><tr><th>Theoretical</th><td>1.2 GB/s</td><td>1.2 GB/s</td></tr></table>`;
    expect(rows(body)).toEqual([]);
    expect(rejects(body).every((r) => r[1] === "a nominal, theoretical or interface figure, not a measured result")).toBe(true);
  });
});

describe("test names and configurations as conditions", () => {
  it("block size, queue depth and threads from CrystalDiskMark-style names; a size alone names a random test", () => {
    const body = `<table border="1"><tr><th>Test</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr>
      <tr><td>SEQ128K Q32T1</td><td>3500</td><td>3000</td></tr><tr><td>4K QD32</td><td>400</td><td>350</td></tr>
      <tr><td>4K-64Thrd</td><td>374</td><td>323</td></tr><tr><td>Random Read 512KB</td><td>900</td><td>—</td></tr></table>`;
    expect(rows(body).map((m) => [m.op, m.access, m.value, m.block_size_bytes, m.queue_depth, m.threads])).toEqual([
      ["read", "sequential", 3500, 131072, 32, 1],
      ["write", "sequential", 3000, 131072, 32, 1],
      ["read", "random", 400, 4096, 32, undefined],
      ["write", "random", 350, 4096, 32, undefined],
      ["read", "random", 374, 4096, undefined, 64],
      ["write", "random", 323, 4096, undefined, 64],
      ["read", "random", 900, 524288, undefined, undefined],
    ]);
  });

  it("a Japanese test name with its unit, and a row label that is only a size", () => {
    const ja = rows(`<table border="1"><tr><th>ドライブ</th><th>ランダムリード 8K (IOPS)</th></tr><tr><td>HDD</td><td>180</td></tr></table>`);
    expect(ja.map((m) => [m.metric, m.op, m.access, m.block_size_bytes, m.storage])).toEqual([["iops", "read", "random", 8192, "HDD"]]);
    const sized = rows(`<p>単位はMB/s</p><table border="1"><tr><th></th><th>Write</th></tr><tr><td>64 KB</td><td>95</td></tr><tr><td>1 MB</td><td>120</td></tr></table>`);
    expect(sized.map((m) => [m.value, m.block_size_bytes])).toEqual([[95, 65536], [120, 1048576]]);
  });

  it("a configuration spanning two columns (Cache ON / OFF over Read / Write) is a condition and never makes read_write", () => {
    const found = rows(`<table border="1"><tr><th rowspan="2">構成</th><th colspan="2">Cache ON</th><th colspan="2">Cache OFF</th></tr>
      <tr><th>Read</th><th>Write</th><th>Read</th><th>Write</th></tr><tr><td>1 disk</td><td>150 MB/s</td><td>140 MB/s</td><td>148 MB/s</td><td>60 MB/s</td></tr>
      <tr><td>RAID 6</td><td>600 MB/s</td><td>400 MB/s</td><td>590 MB/s</td><td>90 MB/s</td></tr></table>`);
    expect(found.map((m) => m.op)).toEqual(["read", "write", "read", "write", "read", "write", "read", "write"]);
    expect(found.map((m) => /Cache (ON|OFF)/.exec(m.config)?.[0])).toEqual(["Cache ON", "Cache ON", "Cache OFF", "Cache OFF", "Cache ON", "Cache ON", "Cache OFF", "Cache OFF"]);
    expect(found[0]?.config).toContain("1 disk");
    expect(found.slice(4).every((m) => m.raid === "RAID6")).toBe(true);
  });

  it("rows that differ only by a label stay apart: degraded arrays, stripe sizes, a tool's statistics", () => {
    const raid = rows(`<table border="1"><tr><th>Array</th><th>Read (MB/s)</th></tr><tr><td>RAID6</td><td>610</td></tr><tr><td>RAID6 (degraded)</td><td>320</td></tr>
      <tr><td>RAID0 64KB</td><td>700</td></tr><tr><td>RAID0 256KB</td><td>820</td></tr></table>`);
    const keys = raid.map((m) => JSON.stringify(Object.entries(m).filter(([k]) => !["at", "value", "from"].includes(k))));
    expect(new Set(keys).size).toBe(4);
    expect(raid[1]?.config).toBe("RAID6 (degraded)");
    const hdtune = rows(`<table border="1"><caption>HD Tune, both SSDs at the same time</caption><tr><th>Metric</th><th>Drive A</th></tr>
      <tr><td>Transfer Rate Minimum</td><td>194.8 MB/sec</td></tr><tr><td>Transfer Rate Maximum</td><td>233.9 MB/sec</td></tr></table>`);
    // minimum and maximum side by side: each row is the statistic its label names, not a configuration
    expect(hdtune.map((m) => [m.op, m.statistic, m.table])).toEqual([["read", "min", "HD Tune, both SSDs at the same time"], ["read", "max", "HD Tune, both SSDs at the same time"]]);
    expect(hdtune.some((m) => /Transfer Rate/.test(m.config ?? ""))).toBe(false);
  });
});

/** Pages of the genre written here from real published figures (not corpus pages). */
describe("an English post on jumbo frames, from published iperf3 figures", () => {
  const bytes = readFileSync(new URL("../fixtures/extra/en-jumbo-frames-table.html", import.meta.url));
  const ex = extractAll(buildDocument(decodeBytes(bytes, null, "en").text));
  const table = ex.measurements.filter((m) => m.origin === "table");

  it("reads every result with the unit of the sentence and keeps the ratio column and theoretical rates out", () => {
    expect(table.map((m) => [m.metric, m.operation, m.value, m.unit, m.derived ?? false])).toEqual([
      ["throughput", "transfer", 9.3, "Gbit/s", false],
      ["throughput", "transfer", 9.9, "Gbit/s", false],
      ["throughput", "transfer", 5, "Gbit/s", false],
      ["throughput", "transfer", 9.9, "Gbit/s", false],
      ["throughput", "transfer", 10, "Gbit/s", false],
      ["throughput", "transfer", 25, "Gbit/s", false],
      ["throughput", "transfer", 8, "Gbit/s", false],
      ["throughput", "transfer", 15, "Gbit/s", false],
      ["throughput", "transfer", 8.08, "Gbit/s", true],
      ["throughput", "transfer", 14.95, "Gbit/s", true],
      ["throughput", "transfer", 5.8, "Gbps", false],
      ["throughput", "transfer", 9.4, "Gbps", false],
      ["cpu_utilisation", null, 99.7, "%", false],
      ["cpu_utilisation", null, 99.8, "%", false],
      ["cpu_utilisation", null, 58.1, "%", false],
      ["cpu_utilisation", null, 56.7, "%", false],
    ]);
    expect(table[0]?.valueSi).toBeCloseTo(9.3e9 / 8);
    expect(table.slice(0, 8).map((m) => [m.conditions.path, m.conditions.protocol, m.conditions.config])).toEqual([
      ["10G", "TCP", "MTU 1500"], ["10G", "TCP", "MTU 9000"], ["10G", "UDP", "MTU 1500"], ["10G", "UDP", "MTU 9000"],
      ["40G", "TCP", "MTU 1500"], ["40G", "TCP", "MTU 9000"], ["40G", "UDP", "MTU 1500"], ["40G", "UDP", "MTU 9000"],
    ]);
  });

  it("keeps no two non-derived rows of one table alike", () => {
    expect(indistinct(ex.measurements)).toEqual([]);
  });
});

/** Pairs of non-derived rows of one block that no condition tells apart (the scorer's "indistinct"). */
function indistinct(ms: { locator: string; metric: string; operation: string | null; access: string | null; conditions: object; value: number; derived?: boolean }[]): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  for (const m of ms) {
    if (m.derived) continue;
    const block = m.locator.split(/\/(?:r\d|l\d|run\d|q\d)/)[0];
    const key = JSON.stringify([block, m.metric, m.operation, m.access, Object.entries(m.conditions).sort(([a], [b]) => a.localeCompare(b))]);
    const v = seen.get(key);
    if (v !== undefined && v !== m.value) out.push(`${m.locator}: ${key}`);
    if (v === undefined) seen.set(key, m.value);
  }
  return out;
}

describe("the invariant on every fixture page: no two table rows that no condition tells apart", () => {
  const files = ["pages", "extra"].flatMap((d) => {
    const dir = new URL(`../fixtures/${d}/`, import.meta.url);
    return readdirSync(dir).filter((f) => f.endsWith(".html")).map((f) => new URL(f, dir));
  });
  it.each(files.map((f) => [f.pathname.split("/").slice(-2).join("/"), f] as const))("%s", (_name, file) => {
    const ex = extractAll(buildDocument(decodeBytes(readFileSync(file), null, file.pathname).text));
    expect(indistinct(ex.measurements.filter((m) => m.origin === "table"))).toEqual([]);
  });
});

describe("a table that summarises runs by statistic", () => {
  const TABLE = `<p>Ten 10-second iperf3 runs each.</p><table border="1"><tr><th>Test</th><th>Source</th><th>Min (Mbps)</th><th>Max (Mbps)</th><th>Average (Mbps)</th><th>Standard Deviation (Mbps)</th></tr>
    <tr><td>1</td><td>Laptop</td><td>498.00</td><td>583.00</td><td>539.50</td><td>30.77</td></tr></table>`;

  it("gives each cell the statistic its header names, keeps the maximum and the average as read, and refuses the spread", () => {
    const found = rows(TABLE);
    expect(found.map((m) => [m.value, m.statistic, m.derived, m.config])).toEqual([
      [498, "min", false, undefined],
      [583, "max", false, undefined],
      [539.5, "avg", false, undefined],
    ]);
    expect(rejects(TABLE)).toContainEqual(["30.77", "a spread of runs (standard deviation), not a measured value"]);
  });

  it("leaves a lone average column an aggregate of its row, and a lone maximum a rating", () => {
    const avg = rows(`<table border="1"><tr><th>Drive</th><th>Run 1 (MB/s)</th><th>Run 2 (MB/s)</th><th>Average (MB/s)</th></tr><tr><td>A</td><td>100</td><td>110</td><td>105</td></tr></table>`);
    expect(avg.find((m) => m.value === 105)?.derived).toBe(true);
    const max = rows(`<table border="1"><tr><th>Model</th><th>Max read (MB/s)</th></tr><tr><td>X1</td><td>550</td></tr></table>`);
    expect(max).toEqual([]);
  });
});

describe("two headers naming configurations", () => {
  it("give the cell both, a column's state and a row's test, not the last one read", () => {
    const found = rows(`<table border="1"><tr><th>指標</th><th>対処前</th><th>TRIM後</th></tr>
      <tr><td>NFS COMMITの処理</td><td>1.4秒</td><td>78ms</td></tr></table>`);
    expect(found.map((m) => [m.value, m.config])).toEqual([[1.4, "対処前 NFS COMMITの処理"], [78, "TRIM後 NFS COMMITの処理"]]);
  });

  it("read a row header the descriptor grammar types (a round-trip time over NFS) as its metric and protocol, the column's state as config", () => {
    const found = rows(`<table border="1"><tr><th>指標</th><th>対処前</th><th>TRIM後</th></tr>
      <tr><td>NFS COMMITのrtt</td><td>1.4秒</td><td>78ms</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.protocol, m.config])).toEqual([["latency", 1.4, "NFS", "対処前"], ["latency", 78, "NFS", "TRIM後"]]);
  });
});
