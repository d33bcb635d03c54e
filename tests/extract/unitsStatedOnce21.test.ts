import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { withLabelUnits } from "../../src/extract/pairs/quantitiesOf.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { unitStatements } from "../../src/extract/tables/unitScope.ts";
import { percentileOf } from "../../src/grammar/percentile.ts";
import { clockFormIn, isClockShape, readClock } from "../../src/normalise/parseDuration.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench</title></head><body><h1>Bench</h1>${body}</body></html>`);
const tableRows = (body: string) => extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, value: m.value, unit: m.unit, valueSi: m.valueSi, note: m.note }));
const allRows = (body: string) => extractAll(page(body)).measurements.map((m) => ({ metric: m.metric, operation: m.operation, value: m.value, unit: m.unit, valueSi: m.valueSi }));

describe("clock-form durations: one parser, the form from the unit grammar's data", () => {
  it("reads three fields as h:m:s and two with a fraction as m:s; two whole fields only under a declared form", () => {
    expect(readClock("0:00:36", null)?.seconds).toBe(36);
    expect(readClock("1:02:03", null)?.seconds).toBe(3723);
    expect(readClock("02:47.5", null)?.seconds).toBe(167.5);
    expect(readClock("00:01.2", ["m", "s"])?.seconds).toBe(1.2);
    // `1:23` is minutes and seconds or hours and minutes: unread unless a header says which
    expect(readClock("1:23", null)).toBeNull();
    expect(readClock("1:23", ["m", "s"])?.seconds).toBe(83);
    expect(readClock("1:23", ["h", "m"])?.seconds).toBe(4980);
    // a fraction of minutes under `h:mm` is no clock reading
    expect(readClock("1:23.5", ["h", "m"])).toBeNull();
  });

  it("never takes a ratio, a port, a version or a date for a clock form", () => {
    for (const t of ["16:9", ":8080", "localhost:8080", "1.2.3", "2026-05-25", "12:75", "4:3", "10.0.0.1:22"]) expect(isClockShape(t), t).toBe(false);
    expect(clockFormIn("elapsed (min:s)")).toEqual(["m", "s"]);
    expect(clockFormIn("所要時間 (h:mm:ss)")).toEqual(["h", "m", "s"]);
    expect(clockFormIn("Ratio 16:9")).toBeNull();
  });

  // an scp cipher comparison (`Speed MiB/s | elapsed (min:s)` over `552.5 | 00:01.2`)
  it("reads a column whose header declares the clock form as durations in seconds", () => {
    const found = tableRows(`<table><tr><th>Cipher</th><th>Speed MiB/s</th><th>elapsed (min:s)</th></tr>
      <tr><td>aes128-ctr</td><td>509.6</td><td>00:01.3</td></tr><tr><td>chacha20</td><td>209.7</td><td>00:03.2</td></tr></table>`);
    expect(found.filter((m) => m.metric === "duration").map((m) => [m.value, m.unit])).toEqual([[1.3, "s"], [3.2, "s"]]);
    expect(found.filter((m) => m.metric === "throughput").map((m) => m.value)).toEqual([509.6, 209.7]);
  });

  // an FTP client's download times per connection count (`0:00:36` in every cell, the method section naming the time)
  it("reads a table of clock forms only as durations where its method section or lead-in names a time taken", () => {
    const body = (method: string) => `<h2>検証方法</h2><p>${method}</p><h2>結果</h2><p>結果です。</p><table>
      <tr><th>試行</th><th>1個</th><th>2個</th></tr><tr><td>1回目</td><td>0:00:36</td><td>0:00:31</td></tr>
      <tr><td>2回目</td><td>0:02:38</td><td>0:01:40</td></tr></table>`;
    expect(tableRows(body("接続数を変えて、ダウンロードの時間がどう変化するかを計測します。")).map((m) => [m.metric, m.value, m.unit])).toEqual([
      ["duration", 36, "s"], ["duration", 31, "s"], ["duration", 158, "s"], ["duration", 100, "s"],
    ]);
    // nothing says the figures are times taken: the same cells could be times of day
    expect(tableRows(body("接続数を変えてダウンロードします。"))).toEqual([]);
  });

  it("refuses clock forms under a header naming a time of day, and two whole fields no header declares", () => {
    expect(tableRows(`<table><tr><th>Run</th><th>開始時刻</th><th>所要時間</th></tr><tr><td>1</td><td>12:30:05</td><td>0:01:10</td></tr></table>`)).toEqual([]);
    expect(tableRows(`<table><tr><th>Run</th><th>Start time</th><th>Duration</th></tr><tr><td>1</td><td>12:30:05</td><td>0:01:10</td></tr></table>`)).toEqual([]);
    const two = extractTables(page(`<table><tr><th>File</th><th>Transfer time</th><th>Copy time</th></tr><tr><td>a.iso</td><td>1:23</td><td>2:05</td></tr><tr><td>b.iso</td><td>1:30</td><td>2:15</td></tr></table>`));
    expect(two.measurements).toEqual([]);
    expect(two.rejects.some((r) => /clock form of two whole fields/.test(r.reason))).toBe(true);
    expect(tableRows(`<table><tr><th>File</th><th>Transfer time (m:ss)</th><th>Copy time (m:ss)</th></tr><tr><td>a.iso</td><td>1:23</td><td>2:05</td></tr><tr><td>b.iso</td><td>1:30</td><td>2:15</td></tr></table>`).map((m) => m.value)).toEqual([83, 125, 90, 135]);
  });
});

describe("a unit declared once for a block, as grammar data", () => {
  const units = (t: string) => unitStatements(t).map((s) => s.unit.unit);
  it("reads the declarations of Japanese and English notes and lead-ins", () => {
    // a Wi-Fi latency sweep's note under its table, and a failover table's `単位：ms`
    expect(units("(単位 ms。② と total は median 中心。)")).toEqual(["ms"]);
    expect(units("単位：MB/s")).toEqual(["MB/s"]);
    expect(units("All times in ms.")).toEqual(["ms"]);
    expect(units("Values are in MB/s")).toEqual(["MB/s"]);
    expect(units("(unit: Mbps)")).toEqual(["Mbps"]);
    expect(units("Results are reported in IOPS")).toEqual(["IOPS"]);
    // a sentence with no unit after the phrase declares nothing
    expect(units("単位 の話は後で")).toEqual([]);
    expect(units("All times in the log are local")).toEqual([]);
  });

  it("gives the bare cells of the table a note follows the unit it declares; a cell's own unit wins", () => {
    const found = tableRows(`<table><tr><th>offered</th><th>p95</th><th>p99</th><th>loss</th></tr>
      <tr><td>10M</td><td>0.5</td><td>0.8</td><td>0 %</td></tr><tr><td>70M</td><td>42.9</td><td>117.2</td><td>3.88 %</td></tr></table>
      <p>(単位 ms。total は median 中心。)</p>`);
    expect(found.filter((m) => m.unit === "ms").map((m) => [m.metric, m.value])).toEqual([["latency", 0.5], ["latency", 0.8], ["latency", 42.9], ["latency", 117.2]]);
  });

  // a file-system paper: `The values presented in the result tables represent throughput in MB/s`, then a heading, then tables
  it("takes a declaration naming the result tables in the plural as the convention of every later table", () => {
    const table = `<table><tr><th>test</th><th>XFS</th><th>ext4</th><th>ratio</th></tr><tr><td>write int huge</td><td>3367</td><td>2170</td><td>1.55</td></tr></table>`;
    const found = tableRows(`<p>The values presented in the result tables represent throughput in MB/s.</p><h2>Write</h2><p>Single process:</p>${table}`);
    expect(found.map((m) => [m.value, m.unit])).toEqual([[3367, "MB/s"], [2170, "MB/s"]]);
    // the same sentence about one table is no convention for a table under a later heading
    expect(tableRows(`<p>The values presented represent throughput in MB/s.</p><h2>Write</h2><p>Single process:</p>${table}`)).toEqual([]);
    expect(unitStatements("各表の単位はMB/s")[0]?.convention).toBe(true);
  });

  it("reads a percentile header numbered with a circled digit (`②p95`)", () => {
    expect(percentileOf("②p95")).toBe("p95");
    expect(percentileOf("③max")).toBeNull();
  });
});

describe("a unit in a label's bracket", () => {
  it("writes the bracket's unit after the label's bare figure, judged as the tables judge a header", () => {
    expect(withLabelUnits("buffer_write, time(ms) = 4448")).toBe("buffer_write, time = 4448 ms");
    expect(withLabelUnits("latency [us]: 12")).toBe("latency: 12 us");
    expect(withLabelUnits("速度(MB/s) 120")).toBe("速度 120 MB/s");
    expect(withLabelUnits("Elapsed (sec) 3.2")).toBe("Elapsed 3.2 sec");
    // no unit in the bracket, a size, or a figure that prints its own unit: left as written
    for (const t of ["Run (default) 3", "Size (MB) 100", "Read (MB/s) 120 MB/s", "Test (2) 5"]) expect(withLabelUnits(t)).toBe(t);
  });

  // a repository README: `5M を 4K ずつ書き込み逐一 fsync するのにかかった時間を計測`, then a list per strategy
  it("reads list items `label, time(ms) = N` as the times a lead-in said were measured, and nothing without it", () => {
    const list = `<h2>buffer write</h2><ul><li>buffer_write, time(ms) = 4448</li><li>buffer_write, time(ms) = 4493</li></ul>`;
    expect(allRows(`<p>5M を 4K ずつ書き込み逐一 fsync するのにかかった時間を計測</p>${list}`)).toEqual([
      { metric: "duration", operation: "write", value: 4448, unit: "ms", valueSi: 4.448 },
      { metric: "duration", operation: "write", value: 4493, unit: "ms", valueSi: 4.493 },
    ]);
    expect(allRows(`<p>5M を 4K ずつ書き込んだ。</p>${list}`)).toEqual([]);
  });
});

describe("a setup table right over a results table", () => {
  // an scp cipher page: `Network | loopback`, `File | linux.tar` in a table of its own, then the results
  it("gives the results the setup its label | value rows state, and takes nothing from a table of results", () => {
    const results = `<table><tr><th>Cipher</th><th>Speed MiB/s</th></tr><tr><td>aes128-ctr</td><td>509.6</td></tr><tr><td>chacha20</td><td>209.7</td></tr></table>`;
    const withSetup = extractAll(page(`<table><tr><td>Client CPU</td><td>Xeon E5-2643</td></tr><tr><td>Network</td><td>loopback</td></tr></table>${results}`));
    expect(withSetup.measurements.map((m) => m.conditions.network)).toEqual(["loopback", "loopback"]);
    const afterResults = extractAll(page(`<table><tr><td>Network</td><td>940 Mbit/s</td></tr><tr><td>Disk</td><td>500 MB/s</td></tr></table>${results}`));
    expect(afterResults.measurements.filter((m) => m.value === 509.6).map((m) => m.conditions.network)).toEqual([undefined]);
  });
});
