import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>Bench notes</title></head><body>${body}</body></html>`));
const values = (x: ReturnType<typeof page>) => x.measurements.map((m) => m.value);
const refused = (x: ReturnType<typeof page>, reason: string) => x.rejects.filter((r) => r.reason.startsWith(reason)).map((r) => r.raw);

const ratedTable = `<table>
  <tr><th>容量</th><th>Sequential Read / Write [MB/s]</th><th>4KB Random Read / Write [IOPS]</th></tr>
  <tr><td>512 GB</td><td>3,100 / 2,400</td><td>410,000 / 380,000</td></tr>
  <tr><td>1 TB</td><td>3,500 / 3,000</td><td>520,000 / 450,000</td></tr></table>`;

describe("catalogueTables: a table the sentence before it calls a catalogue's or maker's figures", () => {
  it("refuses every figure of a table led in by カタログスペック, each a rejects row with the reason", () => {
    const x = page(`<p>手元の SSD を試す前に。このシリーズのカタログスペックは、こんな感じです。</p>${ratedTable}`);
    expect(values(x)).toEqual([]);
    expect(refused(x, "a figure of a catalogue table")).toEqual(expect.arrayContaining(["3,100 / 2,400", "520,000 / 450,000"]));
    expect(x.rejects.find((r) => r.raw === "3,100 / 2,400")?.reason).toContain("カタログスペック");
  });

  it("refuses a table led in by `the manufacturer's ratings`", () => {
    const table = `<table><tr><th>Drive</th><th>Read</th><th>Write</th></tr><tr><td>Model X 1TB</td><td>560 MB/s</td><td>530 MB/s</td></tr></table>`;
    expect(values(page(`<p>All drives ship with a warranty. Speeds are the manufacturer's ratings.</p>${table}`))).toEqual([]);
    expect(values(page(`<table><caption>Datasheet figures</caption><tr><th>Drive</th><th>Read</th></tr><tr><td>Model X</td><td>560 MB/s</td></tr></table>`))).toEqual([]);
  });

  it("keeps a table whose lead-in says it was measured, or names no catalogue", () => {
    expect(values(page(`<p>カタログスペックと比べるため、CrystalDiskMark で測った結果です。</p>${ratedTable}`))).toContain(3100);
    expect(values(page(`<p>手元の 2 台で測ってみました。</p>${ratedTable}`))).toContain(3100);
    expect(values(page(`<p>Results of my runs:</p><table><tr><th>Drive</th><th>Read</th></tr><tr><td>Model X</td><td>512 MB/s</td></tr></table>`))).toEqual([512]);
  });
});

describe("ratedFigures: a rating the page states elsewhere, restated", () => {
  it("refuses a sentence restating a catalogue table's figures in other units, and keeps the measured one beside it", () => {
    const x = page(`<p>このシリーズのカタログスペックは、こんな感じです。</p>${ratedTable}
      <p>シーケンシャルのリード/ライトが3.5GB/s、3.0GB/s、4KBのランダムリード/ライトが52万IOPS、45万IOPS！！</p>
      <p>time dd if=/dev/zero of=/mnt/x bs=1M count=1000 oflag=direct の結果、書き込みは 2.6 GB/s でした。</p>`);
    expect(values(x)).toEqual([2.6]);
    expect(refused(x, "a rating the page states elsewhere")).toEqual(expect.arrayContaining([expect.stringContaining("3.5GB/s")]));
    expect(x.rejects.filter((r) => r.locator === "p[2]/l1").map((r) => r.reason)).toEqual([
      "a rating the page states elsewhere, restated: 3.5 GB/s at table[1]/r3/c2/q1",
      "a rating the page states elsewhere, restated: 3 GB/s at table[1]/r3/c2/q2",
      "a rating the page states elsewhere, restated: 520000 IOPS at table[1]/r3/c3/q1",
      "a rating the page states elsewhere, restated: 450000 IOPS at table[1]/r3/c3/q2",
    ]);
  });

  it("refuses a table cell restating the rate a sentence says a case can be used up to, and keeps the measured cell", () => {
    const x = page(`<p>今回選択した m6i.metal は 50 Gbps までネットワーク帯域幅が利用できます。</p>
      <h2>検証結果</h2>
      <table><tr><th>フロー</th><th>グループ</th><th>帯域幅</th></tr>
      <tr><td>マルチ</td><td>なし</td><td>50 Gbps</td></tr><tr><td>シングル</td><td>あり</td><td>9.53 Gbps</td></tr></table>`);
    expect(values(x)).toEqual([9.53]);
    expect(refused(x, "a rating the page states elsewhere")).toEqual(["50 Gbps"]);
  });

  it("keeps a figure equal to a rating when its own header says it was measured", () => {
    const x = page(`<p>今回選択したインスタンスは 5 Gbps までネットワーク帯域幅が利用できます。</p>
      <table><tr><th>構成</th><th>実測スループット</th></tr><tr><td>A</td><td>5 Gbps</td></tr><tr><td>B</td><td>4.2 Gbps</td></tr></table>`);
    expect(values(x)).toEqual([5, 4.2]);
  });
});

describe("catalogueTables: a table the sentence before it calls limits", () => {
  const limits = `<table><tr><th>種類</th><th>書き込み量</th><th>速度換算</th></tr>
    <tr><td>通常</td><td>2 GB</td><td>24.86 KB/s</td></tr><tr><td>高負荷</td><td>8 GB</td><td>99.42 KB/s</td></tr></table>`;

  it("refuses the rates of a table led in by `制限値は以下`, as settings", () => {
    const x = page(`<p>OS はプロセスごとに書き込み量を制限している。ログから読み取れた制限値は以下。</p>${limits}`);
    expect(values(x)).toEqual([]);
    expect(x.rejects.find((r) => r.raw === "24.86 KB/s")?.reason).toBe("a setting, limit or rating: 制限値");
  });

  it("refuses a table led in by `the published figures are limits`", () => {
    const table = `<table><tr><th>Instance</th><th>Bandwidth</th></tr><tr><td>m5.large</td><td>10 Gbps</td></tr></table>`;
    expect(values(page(`<p>Bandwidth by instance type, as AWS publishes it: the published figures are limits.</p>${table}`))).toEqual([]);
  });

  it("keeps a table whose lead-in compares with the limits but says it was measured", () => {
    expect(values(page(`<p>制限値に対して、実際に測定した速度は以下。</p>${limits}`))).toEqual([24.86, 99.42]);
  });
});

describe("headerEvidence: a column a header calls the target", () => {
  it("refuses a target-rate column and keeps the goodput column beside it", () => {
    const x = page(`<p>iperf3 で UDP を 60 秒ずつ流した結果。</p><table>
      <tr><th>幅</th><th>最高合格目標rate</th><th>RX goodput</th></tr>
      <tr><td>1 MHz</td><td>1.250 Mbit/s</td><td>1.216 Mbit/s</td></tr>
      <tr><td>2 MHz</td><td>2.500 Mbit/s</td><td>2.411 Mbit/s</td></tr></table>`);
    expect(values(x)).toEqual([1.216, 2.411]);
    expect(x.rejects.find((r) => r.raw === "1.250 Mbit/s")?.reason).toBe("a figure wished for, expected or required: 最高合格目標rate");
  });

  it("refuses an English `Target rate` column", () => {
    const x = page(`<p>iperf3 results.</p><table><tr><th>Run</th><th>Target rate</th><th>Received</th></tr>
      <tr><td>1</td><td>5.0 Gbps</td><td>4.71 Gbps</td></tr></table>`);
    expect(values(x)).toEqual([4.71]);
  });
});

describe("catalogueLead: a lead-in that states a figure comments on it", () => {
  it("keeps a table of times under a sentence that weighs them against a maker's rated rate", () => {
    const x = page(`<p>結果は約3分47秒だった。メーカー公称の最大 400MB/s を考えると、やや時間がかかりすぎている印象もある。</p>
      <table><tr><th>回</th><th>転送時間</th></tr><tr><td>1回目</td><td>3分45秒</td></tr><tr><td>2回目</td><td>3分49秒</td></tr></table>`);
    expect(x.rejects.filter((r) => r.reason.startsWith("a figure of a catalogue table"))).toEqual([]);
  });
});
