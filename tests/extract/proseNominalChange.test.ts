import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>測定メモ</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));
const values = (body: string) => prose(body).map((r) => r.value);

describe("nominal figures in prose are not results", () => {
  it("a contracted, expected or interface rate, and a ceiling (`せいぜい`)", () => {
    expect(values("<p>うちの回線は 1Gbps 契約だが、Wi-Fi 越しの iperf3 では 420Mbps だった。</p>")).toEqual([420]);
    expect(values("<p>The NICs negotiated a 10 Gbps link. I had expected 9.4 Gbps, but iperf3 reported 6.1 Gbps of TCP traffic.</p>")).toEqual([6.1]);
    expect(values("<p>旧機の HDD（インターフェースは3Gbps、実効でせいぜい120MB/s程度）とは比べものにならない。</p>")).toEqual([]);
  });

  it("a rate in brackets right after a link is the link's speed, in a heading or a sentence", () => {
    const rows = prose("<h2>検証用 LAN（1Gbps）での転送</h2><p>NAS へのコピーは約112MB/sで安定した。</p>");
    expect(rows.map((r) => [r.value, r.unit])).toEqual([[112, "MB/s"]]);
    expect(values("<p>On the office network (100 Mbps), iperf reported 94.1 Mbps.</p>")).toEqual([94.1]);
  });
});

describe("a change is not a level", () => {
  it("`落ち込む`, `低下`, `drops by`, `improved by` state differences", () => {
    expect(values("<p>大容量ファイルでは書込が約1,200MB/s落ち込む。</p>")).toEqual([]);
    expect(values("<p>キャッシュが切れると読込は 300MB/s 低下した。</p>")).toEqual([]);
    expect(values("<p>With jumbo frames the copy improved by 45 MB/s, to 118 MB/s.</p>")).toEqual([118]);
    expect(values("<p>Once the SLC cache fills, sequential write drops by 900 MB/s.</p>")).toEqual([]);
  });
});

describe("conditions a sentence states", () => {
  it("`N Gbps of TCP traffic` names the protocol, and later bit rates of the paragraph share it", () => {
    const rows = prose("<p>An iperf3 run from the laptop to the server gave about 9.2 Gbps of TCP traffic. In the reverse direction we saw 7.7 Gbps.</p>");
    expect(rows.map((r) => [r.value, r.protocol])).toEqual([
      [9.2, "TCP"],
      [7.7, "TCP"],
    ]);
  });

  it("a network's utilisation is not the processor's, though the CPU was named earlier", () => {
    const rows = prose("<p>The copy ran at 96.5 MB/s. CPU load was about 30% on the sender; network utilisation stayed around 80%.</p>");
    expect(rows.filter((r) => r.metric === "cpu_utilisation").map((r) => r.value)).toEqual([30]);
  });

  it("a later `and … at` shares the earlier `copied at`, and each value takes the file named before it", () => {
    const rows = prose("<p>Over Gigabit, a folder of photos copied at 71.2 MB/s and a single 700 MB file at 104.6 MB/s.</p>");
    expect(rows.map((r) => [r.value, r.op, r.file_size_bytes])).toEqual([
      [71.2, "copy", undefined],
      [104.6, "copy", 700 * 2 ** 20],
    ]);
  });

  it("a short heading among siblings that vary it is the config of the paragraph under it", () => {
    const body = `<h2>結果</h2><h3>圧縮なし</h3><p>シーケンシャル読込は約3,100MB/sだった。</p><h3>LZ4 圧縮</h3><p>シーケンシャル読込は約4,050MB/sまで伸びた。</p>`;
    expect(prose(body).map((r) => [r.value, r.config])).toEqual([
      [3100, "圧縮なし"],
      [4050, "LZ4 圧縮"],
    ]);
    // a lone heading is a section title, not a setting
    expect(prose("<h2>使ってみた</h2><p>シーケンシャル読込は約3,100MB/sだった。</p>").map((r) => r.config)).toEqual([undefined]);
  });

  it("a figure a vendor quotes is its rating, not a reading (`quotes ... speeds of`)", () => {
    // phrasing after storage news briefs (e.g. tweaktown.com news); the tested drive's own reading stays
    expect(values("<p>For the 1TB model the maker quotes sequential read speeds of 3500MB/s. In CrystalDiskMark our sample read 3388MB/s.</p>")).toEqual([3388]);
  });

  it("`slightly lower at 35.9 Gbit/s`: a comparative before `at` gives a reading, not the rate a test was run at", () => {
    expect(values("<p>Host to container reached 37.7 Gbit/s, and container to container is slightly lower at 35.9 Gbit/s.</p>")).toEqual([37.7, 35.9]);
  });
});
