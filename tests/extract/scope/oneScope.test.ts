import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { markedPhrases, markedSubject } from "../../../src/grammar/scopeDescriptors.ts";

const rows = (html: string) => extractAll(buildDocument(html)).measurements.filter((m) => !m.derived);
const DD = (rate: string) => `<pre>$ dd if=/dev/zero of=/mnt/t bs=1M count=1024\n1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, ${rate} MB/s</pre>`;

describe("one heading scope for every structure", () => {
  it("sentences under per-drive headings take the heading that names what they are about, drive word or not", () => {
    const page = `<title>Stick roundup</title><h1>Stick roundup</h1><h2>Figures</h2>
      <h3>Kirin Loop</h3><h4>Read</h4><p>21.5 MB/s</p><h4>Write</h4><p>7.5 MB/s</p>
      <h3>Tanuki Mini</h3><h4>Read</h4><p>18.2 MB/s</p><h4>Write</h4><p>6.1 MB/s</p>`;
    const got = rows(page).map((m) => [m.operation, m.value, m.conditions.config ?? m.conditions.storage]);
    expect(got).toEqual([["read", 21.5, "Kirin Loop"], ["write", 7.5, "Kirin Loop"], ["read", 18.2, "Tanuki Mini"], ["write", 6.1, "Tanuki Mini"]]);
  });

  it("tables of one test under sibling headings are told apart by those headings, as tool blocks are", () => {
    const table = (v: string) => `<table><tr><th>Test</th><th>MB/s</th></tr><tr><td>Sequential read</td><td>${v}</td></tr></table>`;
    const got = rows(`<title>t</title><h1>t</h1><h2>Stock firmware</h2>${table("410")}<h2>Patched firmware</h2>${table("455")}`);
    expect(got.map((m) => m.conditions.config)).toEqual(["Stock firmware", "Patched firmware"]);
  });

  it("a generic heading (results, benchmark, 計測) names no subject", () => {
    const got = rows(`<title>t</title><h1>t</h1><h2>ベンチマーク</h2>${DD("301")}`);
    expect(got.every((m) => m.conditions.config === undefined)).toBe(true);
  });
});

describe("the descriptor grammar completes every row from the name its reader kept", () => {
  it("a CrystalDiskMark test name joined by hyphens gives block size, queue depth and threads to a generic pair", () => {
    const got = rows(`<title>t</title><h1>t</h1><pre>SEQ1M-Q8T1-Read: 90.6 MB/s\nRND4K-Q32T16-Write: 2.1 MB/s</pre>`);
    expect(got.map((m) => [m.operation, m.access, m.conditions.block_size_bytes, m.conditions.queue_depth, m.conditions.threads])).toEqual([
      ["read", "sequential", 1048576, 8, 1],
      ["write", "random", 4096, 32, 16],
    ]);
  });

  it("a bare size in a name says nothing of the access pattern; a tool's test name does", () => {
    const got = rows(`<title>t</title><h1>t</h1><pre>IOZone 4k read: 179024 KB/s\nWidgetBench 4k read: 1200 KB/s</pre>`);
    expect(got.map((m) => m.access)).toEqual(["sequential", null]);
  });
});

describe("a read's or write's time under a second is a latency", () => {
  it("in a table cell beside IOPS, split by a slash, each value keeps its header path", () => {
    const page = `<title>t</title><h1>t</h1><table><tr><th>Test</th><th>Card A</th><th>Card B</th></tr>
      <tr><td>Random read</td><td>3,100 IOPS / 0.31 ms</td><td>5,900 IOPS / 0.17 ms</td></tr></table>`;
    const got = rows(page).map((m) => [m.metric, m.operation, m.access, m.value, m.conditions.storage ?? m.conditions.config]);
    expect(got).toEqual([
      ["iops", "read", "random", 3100, "Card A"],
      ["latency", "read", "random", 0.31, "Card A"],
      ["iops", "read", "random", 5900, "Card B"],
      ["latency", "read", "random", 0.17, "Card B"],
    ]);
  });

  it("a whole run's time stays a duration", () => {
    const got = rows(`<title>t</title><h1>t</h1><table><tr><th>Operation</th><th>Time (ms)</th></tr><tr><td>Write</td><td>8602</td></tr></table>`);
    expect(got.map((m) => m.metric)).toEqual(["duration"]);
  });

  it("a cell that labels its own values reads the table's headers too", () => {
    const page = `<title>t</title><h1>t</h1><table><tr><th>テスト</th><th>microSD</th><th>SSD</th></tr><tr><td>連続書き込み</td><td>23 MiB/s</td><td>145 MiB/s</td></tr><tr><td>fsync付き書き込み</td><td>166 IOPS / 平均 〜4.2 ms</td><td>178 IOPS / 平均 〜5.2 ms</td></tr></table>`;
    const got = rows(page).filter((m) => m.metric !== "throughput").map((m) => [m.metric, m.operation, m.value, m.conditions.storage]);
    expect(got).toEqual([["iops", "write", 166, "microSD"], ["latency", "write", 4.2, "microSD"], ["iops", "write", 178, "SSD"], ["latency", "write", 5.2, "SSD"]]);
  });
});

describe("the lead-in level: a sentence that names what the next figures are about", () => {
  it("one named subject with a case marker, and the sentence calls the figures its results", () => {
    expect(markedSubject("まずデフォルト状態である、PCIe 2.0 x1での結果を見てみます。")).toEqual({ kind: "config", text: "PCIe 2.0 x1" });
    expect(markedSubject("raspi-configからPCIe 3.0を有効にして再起動して再実行します。")?.text).toBe("PCIe 3.0");
  });

  it("two subjects, a pointer (この状態), a clause, a tool, or no word of results: none", () => {
    expect(markedSubject("RPI3 で netperf、Mac (192.168.0.8) で netserver の結果。")).toBeNull();
    expect(markedSubject("この状態で計測しました。")).toBeNull();
    expect(markedSubject("インターネットではなく LAN の中で iperf を実行した結果")).toBeNull();
    expect(markedSubject("PCIe 3.0で起動しました。")).toBeNull();
  });

  it("a decimal point does not end a marked phrase", () => {
    expect(markedPhrases("2.5GbE環境で計測")).toEqual(["2.5GbE環境"]);
  });

  it("gives tool rows without a setting of their own that subject", () => {
    const got = rows(`<title>t</title><h1>t</h1><h2>Disk</h2><p>まず PCIe 2.0 x1 での結果です。</p>${DD("297")}<p>次に PCIe 3.0 にして計測した結果です。</p>${DD("433")}`);
    expect(got.filter((m) => m.metric === "throughput").map((m) => m.conditions.config)).toEqual(["PCIe 2.0 x1", "PCIe 3.0"]);
  });
});

describe("a drive's identification pasted with a disk tool's output names the drive it ran on", () => {
  const HDPARM = (cached: string, buffered: string) => `/dev/sda:\n Timing cached reads:   5062 MB in  2.00 seconds = ${cached} MB/sec\n Timing buffered disk reads: 150 MB in  3.02 seconds =  ${buffered} MB/sec`;
  it("hdparm -i's Model= line above each run, inside the block", () => {
    const pre = `<pre>(Model=SAMSUNG MCBQE32G5MPP-0VA , FwRev=PS105006)\n# hdparm -tT /dev/sda\n${HDPARM("2536.36", "96.1")}\n\n(Model=WDC WD1600AAJS-00B4A0 , FwRev=01.03B01)\n# hdparm -tT /dev/sda\n${HDPARM("2498.87", "68.2")}</pre>`;
    const got = rows(`<title>t</title><h1>t</h1>${pre}`);
    expect(got.map((m) => m.conditions.storage)).toEqual(["SAMSUNG MCBQE32G5MPP-0VA", "SAMSUNG MCBQE32G5MPP-0VA", "WDC WD1600AAJS-00B4A0", "WDC WD1600AAJS-00B4A0"]);
  });
  it("a Model: item of the list just above the block", () => {
    const got = rows(`<title>t</title><h1>t</h1><h2>Laptop A</h2><ul><li>Model: "SAMSUNG MMCRE64G"</li><li>Revision: "VAM0"</li></ul><pre># hdparm -tT /dev/sda\n${HDPARM("2536.36", "49.71")}</pre>`);
    expect(got.map((m) => m.conditions.storage)).toEqual(["SAMSUNG MMCRE64G", "SAMSUNG MMCRE64G"]);
  });
  it("a network tool's rows take no drive from it", () => {
    const got = rows(`<title>t</title><h1>t</h1><ul><li>Model: X550-T2</li></ul><pre>$ iperf3 -c 10.0.0.2\n[ ID] Interval           Transfer     Bitrate\n[  5]   0.00-10.00  sec  10.9 GBytes  9.36 Gbits/sec                  sender\n[  5]   0.00-10.00  sec  10.9 GBytes  9.34 Gbits/sec                  receiver</pre>`);
    expect(got.every((m) => m.conditions.storage === undefined)).toBe(true);
  });
});

describe("the block-label level: a first line naming the results pasted under it", () => {
  it("names the drive (or setting) of each paragraph's rows", () => {
    const page = `<title>t</title><h1>t</h1><p>The results are:</p><p>Samsung 860 EVO 250GB<br>seq. write: 480MB/s<br>seq. read: 530MB/s</p><p>Old laptop disk<br>seq. write: 61MB/s<br>seq. read: 77MB/s</p>`;
    const got = rows(page).map((m) => [m.operation, m.value, m.conditions.storage ?? m.conditions.config]);
    expect(got).toEqual([["write", 480, "Samsung 860 EVO 250GB"], ["read", 530, "Samsung 860 EVO 250GB"], ["write", 61, "Old laptop disk"], ["read", 77, "Old laptop disk"]]);
  });
  it("a sentence or a label: value first line names nothing", () => {
    const got = rows(`<title>t</title><h1>t</h1><p>We ran it twice. Here it is.<br>seq. write: 61MB/s<br>seq. read: 77MB/s</p>`);
    expect(got.every((m) => m.conditions.config === undefined && m.conditions.storage === undefined)).toBe(true);
  });
});

describe("`time` around a command measured that command's run", () => {
  it("takes the operation, access and sizes of the rows the wrapped dd printed above it", () => {
    const pre = `<pre>pi@raspi:~$ time dd if=/dev/zero of=./ddfile bs=8k count=20000 && sync\n20000+0 records in\n20000+0 records out\n163840000 bytes (164 MB) copied, 10.4644 s, 15.7 MB/s\n\nreal    0m10.657s\nuser    0m0.060s\nsys     0m2.300s</pre>`;
    const timed = rows(`<title>t</title><h1>t</h1>${pre}`).find((m) => m.conditions.tool === "time");
    expect([timed?.operation, timed?.access, timed?.value, timed?.conditions.block_size_bytes, timed?.conditions.file_size_bytes]).toEqual(["write", "sequential", 10.657, 8192, 163840000]);
  });
});

describe("numbers typeset as TeX for MathJax", () => {
  it("are read as the numbers they are", () => {
    const got = rows(`<title>t</title><h1>t</h1><p>It takes $$13.27$$s to transfer the file with netcat.</p>`);
    expect(got.map((m) => [m.metric, m.value])).toEqual([["duration", 13.27]]);
  });
});

describe("a drive made the topic of a Japanese sentence", () => {
  const rowsOf = (body: string) =>
    extractAll(buildDocument(`<html><head><title>メモ</title></head><body><h1>メモ</h1>${body}</body></html>`)).measurements.map((m) => [m.value, m.operation, m.conditions.storage]);

  it("is the storage of the figures after it, each the last one named before its figure", () => {
    expect(rowsOf("<p>それに伴い、HDDの速度はシーケンシャルリードで300MB/s、シーケンシャルライトで180MB/sになりました。</p>")).toEqual([
      [300, "read", "HDD"],
      [180, "write", "HDD"],
    ]);
    expect(rowsOf("<p>CrystalDiskMarkのシーケンシャルリードは、NVMe SSDは3500MB/s、HDDは180MB/sでした。</p>").map((r) => r[2])).toEqual(["NVMe SSD", "HDD"]);
  });

  it("is no drive when the topic names none", () => {
    expect(rowsOf("<p>今回の結果は、シーケンシャルリードで300MB/sでした。</p>")[0]?.[2]).toBeUndefined();
  });

  it("leaves a link's or a device's rate written before it (`2GbpsのEthernet`, `2.5Gbpsのスイッチ`) no result", () => {
    expect(rowsOf("<p>これでは2GbpsのEthernetの速度では間に合わないので、1Gbpsのネットワークインターフェイスを追加しました。2.5Gbpsのスイッチも検討します。</p>")).toEqual([]);
  });
});

describe("link rates and ceilings in sentences", () => {
  const values = (body: string) => extractAll(buildDocument(`<html><head><title>LAN</title></head><body><h1>LAN</h1>${body}</body></html>`)).measurements.map((m) => m.value);

  it("refuses every figure of a list whose last member is a link rate or a ceiling", () => {
    expect(values("<p>この NIC は、10Gビット/秒だけでなく 5Gビット/秒や 2.5Gビット/秒でもリンクできる。</p>")).toEqual([]);
    expect(values("<p>有線でも 100BASE-TX のスイッチを通るので 100Mbps までしか出なかった。</p>")).toEqual([]);
  });

  it("keeps a measured figure beside them", () => {
    expect(values("<p>iperf で測ると、やはり 94.6Mbps しか出ていない。</p>")).toEqual([94.6]);
  });
});

describe("a figure called the limit", () => {
  it("is a ceiling, not a result (`7Gbps程度が限界`)", () => {
    const got = extractAll(buildDocument("<html><head><title>t</title></head><body><h1>t</h1><p>シングルスレッドだと7Gbps程度が限界のようです。</p></body></html>")).measurements;
    expect(got).toEqual([]);
  });
});

describe("a page's title over its figures", () => {
  it("names no drive, even with the site's name after it in <title> or written as a sentence", () => {
    const page = `<html><head><title>How To - Shell Command For Test Speed HDD In Linux | TuxNoob</title></head><body>
      <h1>How To - Shell Command For Test Speed HDD In Linux</h1><p>It read 118 MB in 3.01 seconds, that is 39.16 MB/s.</p></body></html>`;
    expect(extractAll(buildDocument(page)).measurements.every((m) => m.conditions.storage === undefined)).toBe(true);
  });

  it("still names the drive where a heading says which drive for which machine", () => {
    const page = `<html><head><title>microSD cards</title></head><body><h1>microSD for the Raspberry Pi 5: Amazon Basics 64GB</h1>
      <table border="1"><tr><th>Block Size</th><th>4k</th></tr><tr><th>Read</th><td>24.34 MB/s</td></tr></table></body></html>`;
    expect(extractAll(buildDocument(page)).measurements[0]?.conditions.storage).toContain("Amazon Basics");
  });
});

describe("a README's sections", () => {
  it("give no configuration from the page's one top heading or a generic section name (Description, 背景)", () => {
    const page = `<html><head><title>卒業研究 - IPsec</title></head><body><h2>2603 卒業研究（2026年3月卒業）</h2><h3>Description</h3>
      <p>IPsec なしでは iperf3 で 28Gbps 程度出た。</p><h3>背景</h3><p>暗号化ありでは 6.04Gbps だった。</p></body></html>`;
    const got = extractAll(buildDocument(page)).measurements;
    expect(got.map((m) => m.value)).toEqual([28, 6.04]);
    expect(got.every((m) => m.conditions.config === undefined || !/卒業研究|Description|背景/.test(String(m.conditions.config)))).toBe(true);
  });
});
