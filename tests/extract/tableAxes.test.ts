import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { findingTopic, statesFinding } from "../../src/extract/tables/tableScope.ts";
import { isTestName } from "../../src/extract/tables/tableRoles.ts";
import { rows } from "../helpers/extractRows.ts";

const table = `<table><tr><th></th><th>Read</th><th>Write</th></tr><tr><td>SEQ1M Q8T1</td><td>3374 MB/s</td><td>2826 MB/s</td></tr>
  <tr><td>RND4K Q1T1</td><td>57 MB/s</td><td>124 MB/s</td></tr></table>`;

describe("a heading that states a finding names no drive", () => {
  it("leaves the storage of a table under a Japanese clause heading empty (a 、 between words)", () => {
    for (const h of ["結果: Plextor 時代より 1.5 倍速い、しかも Gen3 の天井に到達", "SSD が遅い、HDD より遅い"]) {
      const got = rows(`<h2>作業ログ</h2><h3>${h}</h3>${table}`, "table");
      expect(got.length).toBe(4);
      expect(got.every((r) => r.storage === undefined)).toBe(true);
    }
  });

  it("still takes a drive's name from a heading, with a bracket that lists with 、", () => {
    expect(rows(`<h2>ベンチ</h2><h3>Crucial BX500 240GB</h3>${table}`, "table").every((r) => r.storage === "Crucial BX500 240GB")).toBe(true);
    expect(statesFinding("microSD(Samsung EVO Plus 128GB、USB 3.0 カードリーダー経由)")).toBe(false);
    expect(statesFinding("SATA SSD(Samsung 860 EVO)")).toBe(false);
    expect(statesFinding("USBメモリは遅い")).toBe(true);
    // a drive named by a clause on it is still a name
    expect(statesFinding("回転数が1万回転のHDD（Western Digital Raptor 10000rpm）")).toBe(false);
  });

  it("takes the drive a finding is stated about (the topic before `は`), and nothing from a finding about no drive", () => {
    expect(findingTopic("M6 mini 256GB の SSD は 3.34 GB/s が天井")).toBe("M6 mini 256GB の SSD");
    expect(findingTopic("Crucial MX500 は 500MB/s 超え")).toBe("Crucial MX500");
    expect(findingTopic("Windows は起動しなかった")).toBeNull();
    const got = rows(`<h2>作業ログ</h2><h3>Crucial MX500 は SATA の上限に届いた</h3>${table}`, "table");
    expect(got.every((r) => r.storage === "Crucial MX500")).toBe(true);
  });

  it("reads a heading that starts with the page's title (a remark after a dash) as the title", () => {
    const page = `<html><head><title>Crucial MX500 と WD Blue SSD の比較</title></head><body>
      <h1>Crucial MX500 と WD Blue SSD の比較 — 3 日目の記録</h1>${table}</body></html>`;
    const got = extractAll(buildDocument(page)).measurements.filter((m) => m.origin === "table");
    expect(got.length).toBe(4);
    expect(got.some((m) => String(m.conditions.storage ?? "").includes("3 日目"))).toBe(false);
  });
});

describe("a fio job named with its marks", () => {
  it("names its operation and access (qd1-randread, randwrite-4k-qd32), and under a Test label keeps the name", () => {
    const got = rows(
      `<h2>fio</h2><table><tr><th>Test</th><th>Avg Lat (us)</th><th>p99 (us)</th></tr>
       <tr><td>qd1-randread</td><td>123.5</td><td>284.6</td></tr><tr><td>randwrite-4k-qd32</td><td>86.8</td><td>168.9</td></tr>
       <tr><td>qd1-seqread</td><td>133.7</td><td>264.1</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.op, r.access, r.test])).toEqual([
      ["read", "random", "qd1-randread"],
      ["read", "random", "qd1-randread"],
      ["write", "random", "randwrite-4k-qd32"],
      ["write", "random", "randwrite-4k-qd32"],
      ["read", "sequential", "qd1-seqread"],
      ["read", "sequential", "qd1-seqread"],
    ]);
  });

  it("is a test name only when nothing but marks stands beside the test", () => {
    expect(isTestName("qd1-randread", "randread")).toBe(true);
    expect(isTestName("seqwrite-1m-qd32", "seqwrite")).toBe(true);
    expect(isTestName("randread on nfs", "randread")).toBe(false);
  });
});

describe("a column named with its rating or unit in brackets", () => {
  it("is the drive or setup the name gives (a drive beside another drive), without the bracket's figure as a size of the test", () => {
    const got = rows(
      `<h2>prewarm の所要時間</h2><table><tr><th></th><th>gp3（125 MiB/s）</th><th>Samsung 850 EVO (MB/s)</th></tr>
       <tr><td>テーブル</td><td>42.1 MB/s</td><td>510</td></tr><tr><td>インデックス</td><td>40.2 MB/s</td><td>505</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.storage ?? null, String(r.config ?? "")])).toEqual([
      [42.1, "gp3", "テーブル"],
      [510, "Samsung 850 EVO", "テーブル"],
      [40.2, "gp3", "インデックス"],
      [505, "Samsung 850 EVO", "インデックス"],
    ]);
    expect(got.every((r) => r.file_size_bytes === undefined && r.block_size_bytes === undefined)).toBe(true);
  });

  it("leaves a statistic or a measure with its unit (`Average (Mbps)`, `Read (MB/s)`) as it was", () => {
    const got = rows(`<h2>iperf</h2><table><tr><th></th><th>Average (Mbps)</th><th>Max (Mbps)</th></tr>
      <tr><td>run A</td><td>410</td><td>450</td></tr><tr><td>run B</td><td>400</td><td>440</td></tr></table>`, "table");
    expect(got.some((r) => /Average|Max/.test(String(r.config ?? "")))).toBe(false);
  });
});

describe("a drive named after a writer's words over a tool's output", () => {
  it("is the drive, not the sentence (`and here is mine , …`), and keeps its maker written in lower case", () => {
    const got = rows(
      `<p>and here is mine , single plextor M9PEGN 512G NVME SSD</p>
       <pre>$ sudo ./iobench.sh --megabytes 16384 --sync
1. Write benchmark without cache
17179869184 bytes (17 GB, 16 GiB) copied, 32.56 s, 528 MB/s
2. Read benchmark with dropped cache
17179869184 bytes (17 GB, 16 GiB) copied, 9.66748 s, 1.8 GB/s</pre>`,
      "tool-output",
    );
    const rates = got.filter((r) => r.metric === "throughput");
    expect(rates.map((r) => r.value)).toEqual([528, 1.8]);
    // the drive, not the writer's sentence around it
    expect(rates.map((r) => r.storage)).toEqual(["plextor M9PEGN 512G NVME SSD", "plextor M9PEGN 512G NVME SSD"]);
  });
});

describe("a column that is a network tool's test name", () => {
  it("gives the transport the test names (qperf tcp_bw / tcp_lat, netperf UDP_STREAM) as the protocol", () => {
    const got = rows(
      `<h2>VPN</h2><table><tr><th>Setup</th><th>qperf tcp_bw (Bandwidth)</th><th>qperf tcp_lat (Latency)</th><th>UDP_STREAM</th></tr>
       <tr><td>direct</td><td>840 Mb/sec</td><td>102 us</td><td>910 Mb/sec</td></tr><tr><td>Wireguard</td><td>337 Mb/sec</td><td>144 us</td><td>400 Mb/sec</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.protocol])).toEqual([[840, "TCP"], [102, "TCP"], [910, "UDP"], [337, "TCP"], [144, "TCP"], [400, "UDP"]]);
    expect(got.filter((r) => r.metric === "throughput").every((r) => r.op === "transfer")).toBe(true);
  });
});
