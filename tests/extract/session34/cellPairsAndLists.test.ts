import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { labelledLines } from "../../../src/extract/tables/labelledLines.ts";
import { listLabel } from "../../../src/extract/prose/listLeadIn.ts";

const html = (title: string, body: string) => `<html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const extract = (title: string, body: string) => extractAll(buildDocument(html(title, body)));
const rows = (title: string, body: string) => extract(title, body).measurements.filter((m) => !m.derived);

describe("a cell of several marked pairs, as fio prints them", () => {
  it("splits a line of `label=value` pairs and gives a rate's unit from its label", () => {
    const lines = labelledLines("IOPS=153k, BW=597MiB/s");
    expect(lines?.map((l) => l.label)).toEqual(["IOPS", "BW"]);
    expect(lines?.[0]?.value).toBe("153k IOPS");
    // a decimal comma leaves the line whole, and one figure alone is no list
    expect(labelledLines("Speed: 1,5 MB/s")).toBeNull();
    // operation letters (`R: 16 MB/s, W: 7 MB/s`) are the mixed cell's reading, which sets each figure's operation
    expect(labelledLines("R: 16 MB/s, W: 7 MB/s")).toBeNull();
    const rw = rows("fio", `<p>fio, 4K random, 70/30 mix:</p><table><tr><th>Test</th><th>Bandwidth</th></tr><tr><td>Random R/W 4K 70/30</td><td>R: 16 MB/s, W: 7 MB/s</td></tr><tr><td>Random R/W 4K 50/50</td><td>R: 11 MB/s, W: 10 MB/s</td></tr></table>`);
    expect(rw.map((m) => m.value).sort((a, b) => a - b)).toEqual([7, 10, 11, 16]);
    expect(rw.every((m) => m.conditions.config === undefined || !/^[RW]$/.test(String(m.conditions.config)))).toBe(true);
  });

  it("reads every pair of every cell under its column's and row's headers", () => {
    const table = `<p>We ran fio against three file systems:</p><table><thead><tr><th></th><th>fs A</th><th>fs B</th></tr></thead><tbody>
      <tr><td>seq-write</td><td>IOPS=150k, BW=590MiB/s</td><td>IOPS=700k, BW=2700MiB/s</td></tr>
      <tr><td>rand-read</td><td>IOPS=120k, BW=470MiB/s</td><td>IOPS=780k, BW=3050MiB/s</td></tr></tbody></table>`;
    const found = rows("fio", table);
    expect(found).toHaveLength(8);
    const iops = found.find((m) => m.metric === "iops" && m.value === 780000);
    expect(iops).toMatchObject({ operation: "read", access: "random", unit: "IOPS" });
    expect(iops?.conditions.config).toBe("fs B");
    const bw = found.find((m) => m.metric === "throughput" && m.value === 590);
    expect(bw).toMatchObject({ operation: "write", access: "sequential", unit: "MiB/s" });
    // no cell of figures is taken for a header of the rows under it
    expect(found.every((m) => !String(m.conditions.column ?? "").includes("IOPS="))).toBe(true);
  });
});

describe("a table's switch and comparison columns are no results", () => {
  const table = `<p>The bandwidth units in the results below are all in MB/s.</p><table><thead><tr><th>threads</th><th>direct</th><th>case</th><th>proto A</th><th>proto B</th><th>compare</th></tr></thead><tbody>
    <tr><td>1</td><td>1</td><td>4k write</td><td>16.5</td><td>15.3</td><td>7.84</td></tr>
    <tr><td>1</td><td>1</td><td>1M write</td><td>153</td><td>136</td><td>12.50</td></tr>
    <tr><td>32</td><td>1</td><td>4k write</td><td>216</td><td>173</td><td>24.86</td></tr></tbody></table>`;

  it("reads a 0/1 column as the rows' setting, and a `compare` column as changes", () => {
    const out = extract("fio proto A vs proto B", table);
    const values = out.measurements.map((m) => m.value).sort((a, b) => a - b);
    expect(values).toEqual([15.3, 16.5, 136, 153, 173, 216]);
    expect(out.rejects.some((r) => r.raw === "7.84" && /change/.test(r.reason))).toBe(true);
    expect(out.measurements.find((m) => m.value === 216)?.conditions.threads).toBe(32);
  });
});

describe("a paragraph's lines of a case and a time", () => {
  it("reads `85秒 FAT32(…)` and `NTFS 2分` lines as a case and one figure; a sentence is no such line", () => {
    expect(listLabel("85秒 FAT32(クラスタサイズ 4KB)")).toMatchObject({ key: "config", value: "FAT32(クラスタサイズ 4KB)" });
    expect(listLabel("exFat 64kb 7分")).toMatchObject({ key: "config", value: "exFat 64kb" });
    expect(listLabel("書き込みは 7分 かかった")).toBeNull();
  });

  it("takes the time a sentence broken over `<br>` lines says was measured, the drive its marked line names, each line's case", () => {
    const body = `<p>フォルダをハードディスク上に用意し、それをカードにコピーするのに<br>かかった時間を計測。<br>■Acme microSD 2GB<br>約2年前に購入したもの。<br>70秒 FAT32(クラスタサイズ 4KB)<br>70秒 FAT16(クラスタサイズ 8KB)<br>81秒 exFAT(クラスタサイズ 32KB)</p>`;
    const found = rows("カードのファイルシステム比較", body);
    expect(found.map((m) => m.value)).toEqual([70, 70, 81]);
    for (const m of found) expect(m).toMatchObject({ metric: "duration", operation: "copy", conditions: expect.objectContaining({ storage: "Acme microSD 2GB" }) });
    expect(found.map((m) => m.conditions.config)).toEqual(["FAT32(クラスタサイズ 4KB)", "FAT16(クラスタサイズ 8KB)", "exFAT(クラスタサイズ 32KB)"]);
  });
});

describe("a mail pasted whole into a <pre>: its paragraphs are sentences", () => {
  const mail = [
    "Hi all,",
    "",
    "I'm running two identical servers with onboard gigabit NICs and the",
    "same kernel on both. Nothing else runs on them.",
    "",
    "scp over ssh gives me roughly 180Mbps with a 1GB file",
    "netcat over udp with the same file gives me 610 Mbps",
    "",
    "   /export   10.0.0.2(ro,async)",
    "",
    "The netcat took 14 secs to send the",
    "file. Any ideas?",
  ].join("\n");

  it("reads sentences wrapped over lines, and lines long enough to be sentences one a line; a line of columns is no prose", async () => {
    const { proseRuns } = await import("../../../src/extract/prose/proseUnits.ts");
    const runs = proseRuns(mail);
    expect(runs.map((r) => r.line)).toEqual([3, 6, 7, 11]);
    expect(runs.find((r) => r.line === 11)?.text).toBe("The netcat took 14 secs to send the file. Any ideas?");
  });

  it("gives each figure the transport its sentence names, through the grammar's transport words", () => {
    const found = rows("slow transfers", `<pre>${mail}</pre>`);
    expect(found.find((m) => m.value === 610)).toMatchObject({ metric: "throughput", conditions: expect.objectContaining({ protocol: "UDP" }) });
    expect(found.find((m) => m.value === 14)).toMatchObject({ metric: "duration" });
  });
});

describe("a list line's label naming a network, and the protocol a method sentence names", () => {
  const body = `<h2>ルーターの無線モード</h2><p>設定を変えて試しました。</p><p>802.11n (802.11g互換) 5.10 MB/s<br>802.11nのみ(5GHz) 5.90 MB/s</p><p>そうそう、測定方法は有線の先のサーバから1つのファイルをFTPで3回ダウンロードし、一番よい数字をあげています。3回の測定では0.4MB/sぐらいのばらつきがありました。</p>`;

  it("reads the lines, whose labels name a network medium, as transfers in their case, of the method's protocol; the spread stays out", () => {
    const out = extract("無線モードの速度", body);
    const found = out.measurements;
    expect(found.map((m) => [m.value, m.conditions.config, m.conditions.protocol])).toEqual([
      [5.1, "802.11n (802.11g互換)", "FTP"],
      [5.9, "802.11nのみ(5GHz)", "FTP"],
    ]);
    expect(out.rejects.some((r) => /0\.4 MB\/s/.test(r.reason))).toBe(true);
  });
});

describe("a section said timed", () => {
  it("keeps a line's minutes\"seconds times whole and reads no timestamp of the post", () => {
    const body = (path: string) => `<h2>結果</h2><p>ここから時間を測定してみます。</p>${path}<p>smb W - 1"54 秒 R - 4"31 秒</p><p>by someone | 2010-03-10 00:00 | Comments(0)</p>`;
    const found = rows("転送時間", body("<p>A <--> B1 Linux <--> C iSCSI</p>"));
    expect(found.map((m) => m.valueSi).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([114, 271]);
    // with no path to read them on, the line's times are not read at all, never as their seconds alone
    expect(rows("転送時間", body("")).map((m) => m.value)).toEqual([]);
  });
});

describe("a program's own line in a <pre> is no prose", () => {
  it("leaves `name: …` lines and a lone line without a full stop to the tool readers", async () => {
    const { proseRuns } = await import("../../../src/extract/prose/proseUnits.ts");
    expect(proseRuns("sockperf: Total of 24056273 messages sent in 30.000 sec\n\nsockperf: Summary: Message Rate is 801866 [msg/sec]")).toEqual([]);
    expect(proseRuns("the copy over the local network gave me 94 MB/s today")).toEqual([]);
  });
});
