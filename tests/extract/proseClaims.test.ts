import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const values = (body: string, origin = "prose") =>
  extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === origin && !m.derived)
    .map((m) => m.value);

describe("figures others report or claim are not the page's results", () => {
  it("a complaint or hearsay (`という声`, `らしい`) and a maker's claim (`とうたって`); the writer's own measuring stays", () => {
    expect(values("<p>実際に測ってみたら100Mbps程度しか出ない、という声をよく聞きます。</p>")).toEqual([]);
    expect(values("<p>公式の測定では 5GHz で 114Mb/s しか出ないらしい。</p>")).toEqual([]);
    expect(values("<p>PLC は 500Mbps とうたっていても実効はその4分の1以下。</p>")).toEqual([]);
    expect(values("<p>有線では 940Mbps 出た。素晴らしい結果だ。</p>")).toEqual([940]);
    expect(values("<p>NASへのコピーは112MB/sでした、という報告です。</p>")).toEqual([112]);
  });

  it("a figure named as a mark (`that 26GB/s number`, `the 7GB/s mark`) and a rate before a drive noun", () => {
    expect(values("<p>Thinking back to PCIe Gen3 certainly puts that 26GB/s number into perspective.</p>")).toEqual([]);
    expect(values("<p>The design should get nearer to the 7GB/s mark as it is finalized.</p>")).toEqual([]);
    expect(values("<p>If you want a 7 GB/s consumer-grade SSD, you'll have to wait a little longer.</p>")).toEqual([]);
    expect(values("<p>CrystalDiskMark gave 6442 MB/s in sequential reads on the prototype.</p>")).toEqual([6442]);
  });

  it("bounds: `surpass`, `at best`, and `限界の`", () => {
    expect(values("<p>The controller is able to surpass 7 GB/s in read speeds.</p>")).toEqual([]);
    expect(values("<p>The popular controller reads at around 5 GB/s at best.</p>")).toEqual([]);
    expect(values("<p>Sequential Read/Writeは割と限界の7000MB/secに達している。</p>")).toEqual([]);
  });

  it("a total the writer says is only added up", () => {
    expect(values("<p>yabs just adds read and write, so the 1m total of 1.22 GB/s is not something a single stream will see.</p>")).toEqual([]);
    expect(values("<p>同時に流した -d では合計で約31Gbit/sになるが、これは2本の足し算にすぎない。</p>")).toEqual([]);
    expect(values("<p>With four parallel streams iperf3 reported a total of 3.5 Gbit/s.</p>")).toEqual([3.5]);
  });

  it("a rating list goes on after `, and` whatever its unit; a clause of measuring after it does not", () => {
    expect(values("<p>Crucial rates the MX500 at up to 560 MB/s read and 510 MB/s write, and 95K / 90K random IOPS.</p>")).toEqual([]);
    expect(values("<p>Micron quotes sequential read and write speeds of 4500MB/s and 4000MB/s, and random read and write figures of 650K IOPS and 700K IOPS.</p>")).toEqual([]);
    expect(values("<p>The box says up to 550 MB/s read, and in my tests it got 480 MB/s read with fio.</p>")).toEqual([480]);
    expect(values("<p>Comparing the throughput I got: the highest is host-container at 37.7 Gbit/s, and container-container is slightly lower at 35.9 Gbit/s.</p>")).toEqual([37.7, 35.9]);
  });

  it("Japanese lists: `最大AとB` share the maximum; `AおよびBから` are both the baseline of a change", () => {
    expect(values("<p>シーケンシャルリードとライトの速度がそれぞれ最大14,000MBpsと7,000MBpsに達します。</p>")).toEqual([]);
    expect(values("<p>読み込みが最大220MB/secと、G3の200MB/secおよび140MB/secから高速化されている。</p>")).toEqual([]);
    expect(values("<p>読み込みは86MB/sと10MB/sだった。</p>").length).toBeGreaterThan(0);
  });

  it("a rate before an adapter or router noun is its rating", () => {
    expect(values("<ul><li>PLC：TP-LINK の 500Mbps のアダプタ（TL-PA511KIT）</li></ul>")).toEqual([]);
  });
});

describe("tables of ranges and specification sheets", () => {
  it("either end of a range in a cell is no measured value; one figure with a note is", () => {
    const table = (cells: string) =>
      `<table><tr><th>項目</th><th>USB 2.0</th><th>USB 3.0</th></tr><tr><td>最大転送速度（理論値）</td><td>480 Mbps（60 MB/s）</td><td>5 Gbps（625 MB/s）</td></tr>${cells}<tr><td>コネクタの色</td><td>黒または白</td><td>青</td></tr></table>`;
    expect(values(table("<tr><td>実効転送速度</td><td>約20〜30 MB/s</td><td>約100〜300 MB/s（機器により異なる）</td></tr>"), "table")).toEqual([]);
    expect(values(table("<tr><td>実測（手持ちのケース）</td><td>約35 MB/s（BOT）</td><td>約210 MB/s（UASP）</td></tr>"), "table")).toEqual([35, 210]);
  });

  it("a table the page introduces as the product's specification holds no results, unless a word of testing is there", () => {
    const rows = "<table><tr><th></th><th>512GBモデル</th><th>1TBモデル</th></tr><tr><td>シーケンシャルリード</td><td>3,500MB/秒</td><td>3,500MB/秒</td></tr><tr><td>ランダムリード(4KB・QD32)</td><td>33万IOPS</td><td>44万IOPS</td></tr></table>";
    expect(values(`<p>パフォーマンスを含む主な仕様は下表の通り。</p>${rows}`, "table")).toEqual([]);
    expect(values(`<p>CrystalDiskMarkで測定した結果は下表の通り。</p>${rows}`, "table").length).toBeGreaterThan(0);
  });
});
