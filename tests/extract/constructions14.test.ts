import { describe, expect, it } from "vitest";
import { page, rows } from "../helpers/extractRows.ts";
import { definedAbbreviations } from "../../src/document/abbreviations.ts";
import { latinUnits } from "../../src/ja/japaneseUnits.ts";
import { carrierNamed } from "../../src/grammar/scopeDescriptors.ts";

describe("units stated in a sentence for the tables under it", () => {
  it("reads `results are Throughput in MB/s:` before the sections it introduces as the unit of both tables", () => {
    const got = rows(
      `<p>Our numbers, results are Throughput in MB/s:</p><h2>Queue 1</h2>
       <table><tr><th>Disk</th><th>Read</th><th>Write</th></tr><tr><td>Alpha</td><td>410</td><td>390</td></tr></table>
       <h2>Queue 8</h2><table><tr><th>Disk</th><th>Read</th><th>Write</th></tr><tr><td>Alpha</td><td>520</td><td>470</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.unit, r.op])).toEqual([[410, "MB/s", "read"], [390, "MB/s", "write"], [520, "MB/s", "read"], [470, "MB/s", "write"]]);
  });

  it("does not take a colon sentence separated from the table by another paragraph", () => {
    const got = page(`<p>Figures are Bandwidth in Mbps:</p><p>Some other remark.</p><h2>Run</h2><table><tr><th>Host</th><th>A</th></tr><tr><td>x</td><td>12</td></tr></table>`);
    expect(got.measurements.filter((m) => m.origin === "table")).toHaveLength(0);
  });
});

describe("network transfers and line directions", () => {
  it("gives a transfer no access pattern, even under a small message-size header", () => {
    const got = rows(`<p>TCP results, results are Bandwidth in Mbps:</p><table><tr><th>Message size</th><th>4 KB</th><th>16 KB</th></tr><tr><td>Guest</td><td>900</td><td>940</td></tr></table>`, "table");
    expect(got).toHaveLength(2);
    for (const r of got) expect([r.op, r.access]).toEqual(["transfer", null]);
  });

  it("makes a heading's download direction the section's transfers", () => {
    const got = rows(`<h2>ダウンロード(下り)の速度</h2><table><tr><th>時間帯</th><th>回線A (Mbps)</th></tr><tr><td>11時</td><td>513.68</td></tr><tr><td>13時</td><td>516.19</td></tr></table>`, "table");
    expect(got.map((r) => [r.op, r.direction])).toEqual([["transfer", "download"], ["transfer", "download"]]);
  });

  it("keeps a storage benchmark's figures reads or writes under a heading naming an upload", () => {
    const got = rows(`<h2>アップロード元のデータ作成</h2><pre>1048576+0 records in\n1048576+0 records out\n1073741824 bytes (1.1 GB) copied, 3.1632 s, 339 MB/s</pre>`, "tool-output");
    const rate = got.find((r) => r.metric === "throughput");
    expect(rate?.op).not.toBe("transfer");
    expect(rate?.direction).toBeUndefined();
  });
});

describe("tables", () => {
  it("tells an average row's figures apart by the column each sums up", () => {
    const got = page(`<table><tr><th>時間帯</th><th>IPv4 (Mbps)</th><th>IPv6 (Mbps)</th></tr><tr><td>11時</td><td>500</td><td>580</td></tr><tr><td>13時</td><td>510</td><td>590</td></tr><tr><td>平均</td><td>505</td><td>585</td></tr></table>`);
    const avg = got.measurements.filter((m) => m.derived);
    expect(avg).toHaveLength(2);
    expect(avg.map((m) => String(m.conditions.config))).toEqual([expect.stringContaining("IPv4"), expect.stringContaining("IPv6")]);
  });

  it("reads a space-aligned table in <pre> with text columns and ranges, and a header short form the page defines", () => {
    const got = rows(
      `<p>I measured the transfer rate TR (using hdparm -t) and the random access time AT of each device.</p>
<pre>Name                Interface       TR (MB/s)       AT (ms)
Alpha SSD 256       SATA 6G         435             0.1
USB sticks          USB 2.0         20--30          1
Beta HDD 1000       SATA 6G         150             20
</pre>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.metric, r.interface])).toEqual([
      [435, "throughput", "SATA 6G"], [0.1, "latency", "SATA 6G"], [1, "latency", "USB 2.0"], [150, "throughput", "SATA 6G"], [20, "latency", "SATA 6G"],
    ]);
    expect(got.filter((r) => r.metric === "latency").every((r) => r.access === "random")).toBe(true);
  });

  it("leaves a log whose columns hold no figures throughout as a log", () => {
    const got = page(`<pre>Name      State     Note
alpha     running   ok
beta      stopped   12 errors
</pre>`);
    expect(got.measurements).toHaveLength(0);
  });
});

describe("abbreviations a page defines", () => {
  it("spells a short form from the initials of the words before it, with one more word that is no article", () => {
    const g = definedAbbreviations(["We measured both the transfer rate TR and the random access time AT (using seeker)."]);
    expect(g.get("TR")).toBe("transfer rate");
    expect(g.get("AT")).toBe("random access time");
  });

  it("drops a short form whose letters are not the initials, or that is defined two ways", () => {
    expect(definedAbbreviations(["the latency of the SSD was low"]).has("SSD")).toBe(false);
    expect(definedAbbreviations(["the read rate RR", "the random read RR"]).has("RR")).toBe(false);
  });
});

describe("block labels", () => {
  it("gives each result line the nearest label line above it, and a carrier it names as the network", () => {
    const got = rows(`<p>■キャリア別 最速結果<br>●KDDI(220計測)<br>下り 713.39Mbps/上り 514.36Mbps<br>●NTTドコモ(123計測)<br>下り 625.04Mbps/上り 123.20Mbps</p>`);
    expect(got.map((r) => [r.value, r.network])).toEqual([[713.39, "KDDI"], [514.36, "KDDI"], [625.04, "NTTドコモ"], [123.2, "NTTドコモ"]]);
  });

  it("names the whole carrier a sentence gives, not a shorter name inside it", () => {
    expect(carrierNamed("NTTドコモが")).toBe("NTTドコモ");
    expect(carrierNamed("three runs")).toBeNull();
  });

  it("takes the operation a writer's decorated label names over a dd run without its command", () => {
    const got = rows(`<pre>=== raw write ===\n2147483648 bytes (2.1 GB, 2.0 GiB) copied, 288.841 s, 7.4 MB/s\n--- read ---\n2147483648 bytes (2.1 GB, 2.0 GiB) copied, 105.668 s, 20.3 MB/s</pre>`, "tool-output");
    expect(got.filter((r) => r.metric === "throughput").map((r) => [r.value, r.op])).toEqual([[7.4, "write"], [20.3, "read"]]);
  });
});

describe("tool output", () => {
  it("reads every dd summary of a script that ran dd several times", () => {
    const runs = [[0.569654, "1.9 GB/s"], [3.1632, "339 MB/s"], [104.509, "10.3 MB/s"]].map(([s, r]) => `1048576+0 records in\n1048576+0 records out\n1073741824 bytes (1.1 GB) copied, ${s} s, ${r}`).join("\n");
    const got = rows(`<pre>$ ruby createdata.rb 1024\n${runs}</pre>`, "tool-output");
    expect(got.filter((r) => r.metric === "throughput").map((r) => r.value)).toEqual([1.9, 339, 10.3]);
  });
});

describe("Japanese prose", () => {
  it("gives a figure the reading or writing it is `の` of", () => {
    const got = rows(`<p>約 1,600 MiB/秒の純粋なシーケンシャル書き込みから約 4,500 MiB/秒の純粋なシーケンシャル読み取りまでの範囲で処理できる。</p>`);
    expect(got.map((r) => [r.value, r.op, r.access])).toEqual([[1600, "write", "sequential"], [4500, "read", "sequential"]]);
  });

  it("reads `同N メガビット` and bare amounts in bits after a rate written with 毎秒 as rates", () => {
    const { text } = latinUnits("ダウンロードが毎秒131.51メガビット、アップロードが同11.50メガビット、3位が北京(43.01メガビット)");
    expect(text).toContain("11.50Mbit/s");
    expect(text).toContain("43.01Mbit/s");
    expect(latinUnits("容量は500メガバイトで、同100メガバイトのモデルもある").text).not.toContain("B/s");
  });

  it("reads small times after a percentile as latencies, and a percentile is no command", () => {
    const got = rows(`<p>100 Hz負荷中のp99は9.26 ms、200 Hzでは14.26 msでした。</p>`);
    expect(got.map((r) => [r.metric, r.value, r.tool])).toEqual([["latency", 9.26, undefined], ["latency", 14.26, undefined]]);
  });

  it("keeps times after a sentence about latency latencies", () => {
    const got = rows(`<p>レイテンシは、A社が3.7ミリ秒で最短。B社(16.2ミリ秒)、C社(19.0ミリ秒)と続いている。</p>`);
    expect(got.map((r) => [r.metric, r.value])).toEqual([["latency", 3.7], ["latency", 16.2], ["latency", 19]]);
  });

  it("takes a mobile network a heading names (5G通信) for the figures under it", () => {
    const got = rows(`<h1>5G通信速度の調査</h1><p>首都圏の平均通信速度はダウンロードが毎秒131.51メガビットだった。</p>`);
    expect(got[0]?.network).toBe("5G");
  });
});

describe("tables without a unit, settings in tool blocks, dispersion tables", () => {
  it("reads a media test's R / W cells by block size as rates of a unit the page does not state", () => {
    const got = rows(`<table border="1"><tr><th rowspan="2">媒体</th><th colspan="2">1 KiB</th><th colspan="2">1 MiB</th></tr><tr><th>R</th><th>W</th><th>R</th><th>W</th></tr>
      <tr><td>SSD A</td><td>1300</td><td>900</td><td>1400</td><td>1000</td></tr></table>`, "table");
    expect(got.map((r) => [r.value, r.op, r.block_size_bytes, r.unit])).toEqual([[1300, "read", 1024, ""], [900, "write", 1024, ""], [1400, "read", 1048576, ""], [1000, "write", 1048576, ""]]);
  });

  it("refuses a unit-less column a setting label heads (`iodepth`, `Disks`) in a fio plan", () => {
    const got = page(`<h3>fio</h3><table border="1"><tr><th>Job</th><th>rw</th><th>bs</th><th>iodepth</th><th>Disks</th></tr>
      <tr><td>A</td><td>randread</td><td>4k</td><td>1</td><td>2</td></tr><tr><td>B</td><td>randwrite</td><td>4k</td><td>32</td><td>2</td></tr></table>`);
    expect(got.measurements).toHaveLength(0);
  });

  it("reads a dd table's unit-less `count` column as no rate when other headers of the table state units", () => {
    const got = rows(`<h3>dd</h3><table border="1"><tr><th>bs</th><th>count</th><th>Time (s)</th><th>Write speed (MB/s)</th></tr>
      <tr><td>64 KiB</td><td>4096</td><td>0.576</td><td>466</td></tr></table>`, "table");
    expect(got.map((r) => [r.metric, r.value, r.op])).toEqual([["duration", 0.576, "write"], ["throughput", 466, "write"]]);
  });

  it("refuses unit-less cells whose headers name neither a read or write nor a block size", () => {
    const got = page(`<table border="1"><tr><th>Model</th><th>Price</th><th>Ports</th></tr><tr><td>A</td><td>1300</td><td>4</td></tr></table>`);
    expect(got.measurements).toHaveLength(0);
  });

  it("gives a tool's summary the sizes its own settings lines state above it", () => {
    const got = rows(`<pre>$ rados bench -p test 10 write --no-cleanup
Write size:             4194304
Object size:            4194304
Total time run:         10.5233
Bandwidth (MB/sec):     59.2968
</pre>`, "tool-output");
    const bw = got.find((r) => r.value === 59.2968);
    expect(bw?.block_size_bytes).toBe(4194304);
  });

  it("refuses a table its label calls the standard deviations of the runs, and keeps the means beside it", () => {
    const table = (rows: string) => `<table><tr><th>Configuration</th><th>Download Speed (Mbps)</th><th>Upload Speed (Mbps)</th></tr>${rows}</table>`;
    const got = page(`<p>Mean of test results:</p>${table("<tr><td>base</td><td>911</td><td>199</td></tr>")}<p>Standard deviation of test results:</p>${table("<tr><td>base</td><td>45.5</td><td>31.1</td></tr>")}`);
    expect(got.measurements.map((m) => m.value)).toEqual([911, 199]);
    expect(got.rejects.some((r) => /standard deviation/.test(r.reason))).toBe(true);
  });

  it("reads a `Ping (ms)` column as latency, with no operation from a method section's download and upload", () => {
    const got = rows(`<h2>Methodology</h2><p>I ran the speed test ten times, recording the download and upload speeds and the ping.</p><h2>Results</h2>
      <table><tr><th>Configuration</th><th>Download Speed (Mbps)</th><th>Upload Speed (Mbps)</th><th>Ping (ms)</th></tr><tr><td>base</td><td>911</td><td>199</td><td>4.1</td></tr></table>`, "table");
    expect(got.find((r) => r.value === 4.1)).toMatchObject({ metric: "latency", op: null });
  });
});

describe("a storage benchmark's unit-less table", () => {
  it("reads the cells under a heading naming the tool as rates, and not the first column's row numbers", () => {
    const got = rows(`<h3>Oracle ORION</h3><table border="1"><tr><th>Large/Small</th><th>Cloud A</th><th>Cloud B</th></tr>
      <tr><td>1</td><td>30.51</td><td>171.54</td></tr><tr><td>2</td><td>60.2</td><td>290.1</td></tr></table>`, "table");
    expect(got.map((r) => r.value)).toEqual([30.51, 171.54, 60.2, 290.1]);
    expect(got.every((r) => r.unit === "" && r.metric === "throughput")).toBe(true);
  });
});

describe("both operations", () => {
  it("reads `読み書きとも約50MB/s` as a read and a write, and `読み書き混在` as one mixed figure", () => {
    expect(rows(`<p>読み書きとも約50MB/sで頭打ち。</p>`).map((r) => r.op)).toEqual(["read", "write"]);
    expect(rows(`<p>ランダムの読み書き混在で30MB/s。</p>`).map((r) => r.op)).toEqual(["read_write"]);
  });
});

describe("a shell's time and a CPU load in table cells", () => {
  it("reads `real 9m54.554s` of a cell of time's lines as the duration, not its user and sys CPU times", () => {
    const got = rows(`<table border="1"><tr><th>Method</th><th>Timing</th></tr><tr><td>A</td><td>real 9m54.554s<br>user 0m23.204s<br>sys 0m15.103s</td></tr><tr><td>B</td><td>real 3m3.604s<br>user 0m26.709s<br>sys 0m21.664s</td></tr></table>`, "table");
    expect(got.map((r) => [r.metric, r.value])).toEqual([["duration", 594.554], ["duration", 183.604]]);
  });

  it("reads bare figures under `avg. CPU util.` as percentages", () => {
    const got = rows(`<table border="1"><tr><th>Method</th><th>Time (s)</th><th>avg. CPU util.</th></tr><tr><td>A</td><td>594</td><td>20</td></tr><tr><td>B</td><td>668</td><td>85</td></tr></table>`, "table");
    expect(got.filter((r) => r.metric === "cpu_utilisation").map((r) => [r.value, r.unit])).toEqual([[20, "%"], [85, "%"]]);
  });
});
