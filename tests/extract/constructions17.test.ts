import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { describe as describeText } from "../../src/grammar/describe.ts";

describe("a copy that always crosses a network", () => {
  it("calls an scp table's rates and times transfers when no word gives them an operation or a direction", () => {
    const got = rows(
      `<h2>scp の暗号方式ごとの転送速度</h2>
       <p>1.5GB のファイルを scp で別のサーバーへコピーした。</p>
       <table><tr><th>cipher</th><th>時間</th><th>速度</th></tr>
       <tr><td>aes128-cbc</td><td>41.0 秒</td><td>36.6 MB/s</td></tr>
       <tr><td>arcfour</td><td>19.0 秒</td><td>79.0 MB/s</td></tr></table>`,
      "table",
    );
    const rates = got.filter((r) => r.metric === "throughput");
    expect(rates.map((r) => r.value)).toEqual([36.6, 79]);
    expect(rates.map((r) => r.op)).toEqual(["transfer", "transfer"]);
    expect(rates.every((r) => r.access === null)).toBe(true);
  });

  it("leaves a local copy's figure (rsync between disks, a plain cp) without an operation it was not given", () => {
    const got = rows(
      `<h2>rsync でディスク間コピー</h2>
       <table><tr><th>ツール</th><th>速度</th></tr>
       <tr><td>rsync</td><td>120 MB/s</td></tr><tr><td>cp</td><td>150 MB/s</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => r.value)).toEqual([120, 150]);
    expect(got.some((r) => r.op === "transfer")).toBe(false);
  });
});

describe("reads and writes after the storage commands that made them", () => {
  const results = `<ul><li>Write: 220 MB/s</li><li>Read: 280 MB/s</li></ul>`;
  it("stream when every storage command shown before them streams (dd, hdparm -t)", () => {
    const got = rows(`<pre>dd if=/dev/zero of=/mnt/test bs=1M count=4096 oflag=direct
dd if=/mnt/test of=/dev/null bs=1M</pre><p>My results:</p>${results}`);
    expect(got.map((r) => [r.op, r.access, r.value])).toEqual([["write", "sequential", 220], ["read", "sequential", 280]]);
  });

  it("keep no access when no command is shown, or when the commands shown disagree", () => {
    expect(rows(`<p>My results:</p>${results}`).map((r) => r.access)).toEqual([null, null]);
    const mixed = rows(`<pre>dd if=/dev/zero of=/mnt/test bs=1M count=4096
fio --name=t --rw=randwrite --bs=4k --size=1g</pre><p>My results:</p>${results}`);
    // the read: dd streams, fio's random writes do not (the write takes fio's command, right before it)
    expect(mixed.find((r) => r.op === "read")?.access).toBeNull();
  });
});

describe("round-trip times", () => {
  it("are latencies wherever RTT or 往復 names them: a table's header, as ping's summary is", () => {
    const got = rows(
      `<table><thead><tr><th>条件</th><th>上り</th><th>下り</th><th>ロス</th><th>avg RTT</th><th>max RTT</th></tr></thead>
       <tbody><tr><td>USB ドングル</td><td>3.35 Mbps</td><td>6.71 Mbps</td><td>18%</td><td>151 ms</td><td>970 ms</td></tr></tbody></table>
       <table><tr><th>経路</th><th>往復遅延</th></tr><tr><td>東京-大阪</td><td>8.2 ms</td></tr></table>`,
      "table",
    );
    const times = got.filter((r) => r.unit === "ms");
    expect(times.map((r) => [r.metric, r.value])).toEqual([["latency", 151], ["latency", 970], ["latency", 8.2]]);
    expect(times.slice(0, 2).map((r) => r.statistic)).toEqual(["avg", "max"]);
  });
});

describe("words of the descriptor grammar on either side of their number", () => {
  it("reads a run named by a word before its number in Japanese as in English (試行1, 試行 2, Run 3), and 受信 as 送信 is read", () => {
    expect(["試行1", "試行 2", "Run 3", "2回目"].map((t) => describeText(t).run)).toEqual([1, 2, 3, 2]);
    expect(["送信", "受信"].map((t) => describeText(t).operation)).toEqual(["transfer", "transfer"]);
    expect(["ピーク", "peak", "最大"].map((t) => describeText(t).statistic)).toEqual(["max", "max", "max"]);
  });
});
