import { describe, expect, it } from "vitest";
import { page, rows } from "../../helpers/extractRows.ts";

// a run × target table whose every cell is dd's closing line (pasted per run, as a diary does)
const ddLine = (bytes: number, s: number, rate: string) => `${bytes} bytes (${(bytes / 1e9).toFixed(1)} GB) copied, ${s} s, ${rate}`;
const ddTable = `<h2>NFS と iSCSI の比較</h2><p>2GB のファイルを dd で 2 回ずつ書き込んだ。</p>
<table><tr><th></th><th>NFS</th><th>iSCSI</th></tr>
<tr><td>Write 1回目</td><td>${ddLine(2147483648, 210.4, "10.2 MB/s")}</td><td>${ddLine(2147483648, 58.9, "36.5 MB/s")}</td></tr>
<tr><td>Write 2回目</td><td>${ddLine(2147483648, 205.1, "10.5 MB/s")}</td><td>${ddLine(2147483648, 60.2, "35.7 MB/s")}</td></tr>
<tr><td>Read 1回目</td><td>${ddLine(2147483648, 120.3, "17.9 MB/s")}</td><td>${ddLine(2147483648, 99.0, "21.7 MB/s")}</td></tr></table>`;

describe("a table cell that is a line of a tool's output", () => {
  it("is read by the tool's reader, with the row and column headers as its conditions", () => {
    const got = rows(ddTable, "table");
    expect(got).toHaveLength(12);
    const nfsWrite2 = got.filter((r) => r.protocol === "NFS" && r.op === "write" && String(r.test ?? "").includes("2回目"));
    expect(nfsWrite2.map((r) => [r.metric, r.value, r.unit])).toEqual([["duration", 205.1, "s"], ["throughput", 10.5, "MB/s"]]);
    expect(nfsWrite2.every((r) => r.tool === "dd" && r.file_size_bytes === 2147483648 && r.access === "sequential")).toBe(true);
    // the read row reads as a read; the iSCSI column as iSCSI
    expect(got.filter((r) => r.op === "read" && r.protocol === "iSCSI").map((r) => r.value)).toEqual([99.0, 21.7]);
  });

  it("keeps runs of one target apart by the row header that differs", () => {
    const writes = rows(ddTable, "table").filter((r) => r.protocol === "iSCSI" && r.op === "write" && r.metric === "throughput");
    expect(writes.map((r) => r.value)).toEqual([36.5, 35.7]);
    expect(new Set(writes.map((r) => r.test)).size).toBe(2);
  });

  it("takes a local drive's column header as the drive (`ローカルHDD`), beside the local I/O it names", () => {
    const t = ddTable.replace("<th>iSCSI</th>", "<th>ローカルHDD</th>");
    const local = rows(t, "table").filter((r) => r.storage === "ローカルHDD");
    expect(local.map((r) => r.value)).toEqual([58.9, 36.5, 60.2, 35.7, 99.0, 21.7]);
    expect(local.every((r) => r.local_io === true)).toBe(true);
  });

  it("reads nothing from such cells when the table has no header row or column to say what each line is", () => {
    const bare = `<table><tr><td>${ddLine(2147483648, 210.4, "10.2 MB/s")}</td><td>${ddLine(2147483648, 58.9, "36.5 MB/s")}</td></tr>
      <tr><td>${ddLine(2147483648, 205.1, "10.5 MB/s")}</td><td>${ddLine(2147483648, 60.2, "35.7 MB/s")}</td></tr></table>`;
    expect(rows(bare, "table")).toEqual([]);
  });

  it("reads no output cells under a heading that calls the table standard deviations (review 23)", () => {
    const sd = ddTable.replace("<h2>NFS と iSCSI の比較</h2>", "<h2>Standard deviation of the runs</h2>");
    expect(rows(sd, "table")).toEqual([]);
  });

  it("takes no row of figures over the output cells as their header (review 23)", () => {
    const t = ddTable.replace("<tr><td>Write 1回目</td>", "<tr><td>平均</td><td>10.3 MB/s</td><td>36.1 MB/s</td></tr><tr><td>Write 1回目</td>");
    // read as a header, `10.3 MB/s` gave every output line a block size of 10.3 MB
    expect(rows(t, "table").filter((r) => r.block_size_bytes !== undefined)).toEqual([]);
  });

  it("leaves a cell of prose with figures to the table's own reading (no tool reads it)", () => {
    const prose = `<table><tr><th></th><th>Note</th></tr><tr><td>A</td><td>about 120 MB/s and 35 MB/s when cold</td></tr>
      <tr><td>B</td><td>about 110 MB/s and 30 MB/s when cold</td></tr></table>`;
    expect(rows(prose, "table").every((r) => r.tool === undefined)).toBe(true);
  });
});

const wifi = (legend: string, cells = ["9.99/0.94", "17.31/0.92"]) => `<p>SpeedTest で計測した結果は次の通り。</p>
<table><tr><th>距離</th><th>Phone A</th><th>Phone B</th></tr>
<tr><td>約1m</td><td>${cells[0]}</td><td>${cells[1]}</td></tr><tr><td>約6m(壁1枚)</td><td>8.88/0.38</td><td>14.91/0.72</td></tr></table>${legend}`;

describe("a slashed cell whose sides a legend in the table's scope names", () => {
  it("reads the parts by position from a legend line under the table (left, right)", () => {
    const got = rows(wifi("<p>(左がダウンロード速度、右がアップロード速度 / 単位はMbit/s)</p>"), "table");
    expect(got).toHaveLength(8);
    const a1 = got.filter((r) => String(r.config).includes("Phone A") && String(r.config).includes("約1m"));
    expect(a1.map((r) => [r.value, r.direction, r.unit])).toEqual([[9.99, "download", "Mbit/s"], [0.94, "upload", "Mbit/s"]]);
    expect(got.every((r) => r.op === "transfer")).toBe(true);
  });

  it("reads the parts from bracketed alternatives in the line over the table", () => {
    const page2 = `<p>各端末の速度（下り/上り、Mbps）</p><table><tr><th>距離</th><th>Phone A</th></tr>
      <tr><td>約1m</td><td>9.99/0.94</td></tr><tr><td>約6m</td><td>8.88/0.38</td></tr></table>`;
    const got = rows(page2, "table");
    expect(got.map((r) => [r.value, r.direction])).toEqual([[9.99, "download"], [0.94, "upload"], [8.88, "download"], [0.38, "upload"]]);
  });

  it("refuses a slashed cell when no legend says which side is which", () => {
    const p = page(wifi("<p>単位はMbit/s</p>"));
    expect(p.measurements.filter((m) => m.origin === "table")).toHaveLength(0);
    expect(p.rejects.filter((r) => /slash/.test(r.reason))).toHaveLength(4);
  });

  it("refuses a slashed cell whose legend names another number of sides", () => {
    const p = page(wifi("<p>(左がダウンロード速度、右がアップロード速度 / 単位はMbit/s)</p>", ["9.99/0.94/3.1", "17.31/0.92/2.2"]));
    const firstRow = p.measurements.filter((m) => m.origin === "table" && /r2\//.test(m.locator));
    expect(firstRow).toHaveLength(0);
    expect(p.rejects.some((r) => r.raw === "9.99/0.94/3.1" && /slash/.test(r.reason))).toBe(true);
  });

  it("takes no legend from a sentence around the table that mentions alternatives in brackets in passing (review 23)", () => {
    const iperf = `<p>iperf3 で 2 台の間を測った。</p><table><tr><th>経路</th><th>Gbps</th></tr>
      <tr><td>直結</td><td>9.41/9.38</td></tr><tr><td>スイッチ経由</td><td>9.40/9.35</td></tr></table>
      <p>Next time I will test the NAS disks themselves (read/write) with fio.</p>`;
    const p = page(iperf);
    expect(p.measurements.filter((m) => m.origin === "table" && (m.operation === "read" || m.operation === "write"))).toEqual([]);
    // the same brackets in the table's own caption are its legend
    const captioned = iperf.replace("<table>", "<table><caption>iperf3 の結果 (read/write)</caption>");
    expect(page(captioned).measurements.filter((m) => m.origin === "table" && m.operation === "read")).toHaveLength(2);
  });

  it("refuses a slashed cell whose legend's sides name nothing the grammar reads", () => {
    const p = page(wifi("<p>(左が1回目、右が2回目 / 単位はMbit/s)</p>"));
    expect(p.measurements.filter((m) => m.origin === "table")).toHaveLength(0);
  });
});
