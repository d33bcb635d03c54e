import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** Japanese constructions of report pages not seen before (ja7): lists sharing a predicate, 毎秒, worked examples, line directions. */
type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>速度の記録</title></head><body>${body}</body></html>`));
const rows = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => !m.derived && m.origin !== "tool-output")
    .map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, valueSi: m.valueSi, ...m.conditions }));
const values = (body: string) => rows(body).map((r) => r.value);

describe("members of a list share the predicate of the last one", () => {
  it("a change stated once for two subjects (`Aが130Mbps、Bが66Mbps速くなった`) makes both changes", () => {
    expect(values("<p>4m地点ではAndroidが130Mbps、Chromebookが66Mbps速くなりました。</p>")).toEqual([]);
    expect(values("<p>壁越しではAndroidが131Mbps、Chromebookが16Mbpsの速度ダウンとなった。</p>")).toEqual([]);
    expect(values("<p>机上でも220Mbps、39Mbpsの速度ダウンでした。</p>")).toEqual([]);
  });

  it("a claim stated once for two protocols (`…の性能があるとうたわれている`) makes both claims", () => {
    expect(values("<p>実効速度はUDPで約80Mbps、TCPで約55Mbpsの性能があるとうたわれている。</p>")).toEqual([]);
  });

  it("a list of plain results keeps every member", () => {
    expect(values("<p>iPerf3の結果はAndroidが281Mbps、Chromebookが162Mbpsでした。</p>")).toEqual([281, 162]);
  });
});

describe("a change by an amount is no level; a fall to a level is one", () => {
  it("`約10Mbps下がった` is a change, `11.9Mbpsまで落ちた` a result", () => {
    expect(values("<p>電源タップを経由しただけで、実効速度は約10Mbps下がった。</p>")).toEqual([]);
    expect(values("<p>充電器を挿すと、実効速度は11.9Mbpsと3分の1近くまで落ちた。</p>")).toEqual([11.9]);
  });
});

describe("毎秒 before the number", () => {
  it("`毎秒2300MB` is 2300 MB/s, kept as written", () => {
    const r = rows("<p>22GBのファイルなら最後まで毎秒2300MBで書き込み終わった。</p>");
    expect(r.map((x) => [x.value, x.unit, x.op, x.valueSi])).toEqual([[2300, "毎秒MB", "write", 2.3e9]]);
  });
});

describe("calculations, suppositions and questions are not measured", () => {
  it("a rate divided by a number, its result, and what an equation gives restated later", () => {
    expect(values("<p>41.88Mbps≒40Mbps として、40Mbps/8 = 5Mbyte/sec、1秒間に5MBを送れる回線です。</p>")).toEqual([]);
    expect(values("<p>例えば200000000バイトで24秒かかった場合、200000000÷1024÷1024÷24×8＝63.57…Mbps となり、通信速度は約63.57Mbpsです。</p>")).toEqual([]);
  });

  it("`N＋α` is a lower bound and `NなのかMなのか` a question", () => {
    expect(values("<p>回線の速度は約63Mbps＋αとなります。80Mbpsなのか100Mbpsなのかは分かりません。</p>")).toEqual([]);
  });

  it("a range whose first number carries only a prefix (`400M～500Mbps`)", () => {
    expect(values("<p>5GHzでは仕事部屋は400M～500Mbpsと高速だ。</p>")).toEqual([]);
  });

  it("a standard's rate after `…なら` is the standard's", () => {
    expect(values("<p>無線LANは IEEE802.11g なら最大54Mbps、古い IEEE802.11b なら11Mbpsで頭打ちになります。</p>")).toEqual([]);
  });
});

describe("rough guides", () => {
  it("a section headed `…の目安` and a sentence supposing a rate (`仮に…とした場合`) work their figures out", () => {
    expect(values("<h2>HDD</h2><h3>数百GBのコピー時間の目安</h3><p>500GBのファイルなら約 70分 かかります。</p>")).toEqual([]);
    expect(values("<p>仮に転送速度が平均 450 MB/s とした場合、500GBのファイルなら約 19分 です。</p>")).toEqual([]);
    expect(values("<h3>コピー時間</h3><p>500GBのファイルは約 70分 かかりました。</p>")).toEqual([4200]);
  });
});

describe("a ceiling", () => {
  it("shared by every product or configuration is a summary; one configuration's ceiling is its result", () => {
    expect(values("<p>転送速度は毎秒19MBほどで頭打ちになり、製品による差はほとんどなかった。</p>")).toEqual([]);
    expect(values("<p>1GbEではどの構成も120MB/秒付近で頭打ちでした。</p>")).toEqual([]);
    expect(values("<p>VPN越しだと18Mbps程度で頭打ちになり、ルーターのCPUが使い切られていた。</p>")).toEqual([18]);
  });
});

describe("下り and 上り", () => {
  it("are a line's download and upload in a speed test: transfers, the direction kept", () => {
    const r = rows("<p>ルーター直結のPCで回線速度を測定してみると、</p><ul><li>下り　６１．９５Ｍｂｐｓ</li><li>上り　４１．８８Ｍｂｐｓ</li></ul>");
    expect(r.map((x) => [x.value, x.op, x.direction])).toEqual([[61.95, "transfer", "download"], [41.88, "transfer", "upload"]]);
  });

  it("of a file copied over FTP stay a read and a write of the far store", () => {
    const r = rows("<p>FTPでRAMディスクへファイルをダウンロードすると約120MB/sec、アップロードでは約95MB/secだった。</p>");
    expect(r.map((x) => [x.value, x.op])).toEqual([[120, "read"], [95, "write"]]);
  });

  it("in one table cell are each its own figure's direction", () => {
    const r = rows("<table border=1><tr><th>PC</th><th>速度測定サイト</th></tr><tr><td>メインPC</td><td>下り56.28Mbps<br>上り14.60Mbps</td></tr></table>");
    expect(r.map((x) => [x.value, x.op, x.direction])).toEqual([[56.28, "transfer", "download"], [14.6, "transfer", "upload"]]);
  });

  it("are the two directions of transfers in a report of iperf runs", () => {
    const out = `<pre>$ iperf3 -c 192.168.1.10 -R
Connecting to host 192.168.1.10, port 5201
Reverse mode, remote host 192.168.1.10 is sending
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-10.00  sec   470 MBytes   394 Mbits/sec    0             sender
[  5]   0.00-10.00  sec   468 MBytes   393 Mbits/sec                  receiver
</pre>`;
    const r = rows(`${out}<p>別の日に測り直すと下りは約350Mbps、上りは約210Mbpsだった。</p>`);
    expect(r.map((x) => [x.value, x.op])).toEqual([[350, "transfer"], [210, "transfer"]]);
  });
});

describe("a caption naming one operation", () => {
  it("gives it to the cells whose headers name none", () => {
    const r = rows(`<table border="1"><caption>表1　書き込み速度（MB/s）</caption><tr><th>接続</th><th>1回目</th><th>2回目</th></tr>
      <tr><td>USB-C</td><td>190</td><td>188</td></tr><tr><td>USB-A</td><td>171</td><td>169</td></tr></table>`);
    expect(r.map((x) => [x.value, x.op])).toEqual([[190, "write"], [188, "write"], [171, "write"], [169, "write"]]);
  });
});
