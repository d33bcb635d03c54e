import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";

const values = (body: string) => rows(body).map((r) => r.value);

describe("typical speeds and ratings stated in prose are not results", () => {
  it("a guide's typical figure (`often reaches about`, `you can expect around`, `typically clock around`)", () => {
    expect(values("<p>Real-world sustained throughput often reaches about 110 MB/s over a 1 Gbps link when no other bottlenecks exist.</p>")).toEqual([]);
    expect(values("<p>On faster networks you can expect around 1.1 GB/s sustained over 10 Gbps links.</p>")).toEqual([]);
    expect(values("<p>SATA SSDs typically clock around 550 MB/s read speeds.</p>")).toEqual([]);
  });

  it("the capacity a result is measured against (`out of`), a link's rate before `networking` or `switch`, and a wished-for speed", () => {
    expect(values("<p>With the old cable I measured 88 Mb/s out of 1000 Mb/s.</p>")).toEqual([88]);
    expect(values("<p>I could not find a fanless box with 10 Gb/s networking and six ports.</p>")).toEqual([]);
    expect(values("<p>The plan is to swap in a 2.5 Gb/s switch next month.</p>")).toEqual([]);
    expect(values("<p>More tuning should get me as close as possible to 10 Gb/s, the desired 9.4 Gb/s of real traffic.</p>")).toEqual([]);
  });

  it("a speed a class guarantees (`最低保証スピード10Mb/s(以上)`) is a rating", () => {
    expect(values("<p>30Mb/sの転送スピードは、ホスト側がUHS-Iに対応であればの話で、非対応であればClass10の最低保証スピード10Mb/s(以上)に落ちる。</p>")).not.toContain(10);
  });

  it("a spread around a figure (`hovers +/- 20Kb/s`) is no figure; the level it hovers at is", () => {
    expect(values("<p>Around 10MB the upload speed seems to level off at about 100KB/s and hovers +/- 20KB/s for the duration of the upload.</p>")).toEqual([100]);
  });

  it("a range whose first figure carries a written prefix (`156メガ〜157メガバイト/秒`) is no figure; the single value beside it is", () => {
    expect(values("<p>8ギガモデルは書き込みが25メガバイト/秒しか出ないのに対し、64ギガと128ギガは156メガ〜157メガバイト/秒にも達する。</p>")).toEqual([25]);
  });
});

describe("the connection a Japanese sentence names is the case of its values", () => {
  it("`USB-C接続が…`, `USB-A3.0ハブ接続では…` set config for the values after them", () => {
    const got = rows("<h2>外付けHDDの接続による違い</h2><p>USB-C接続が最も高速で、読み込み速度が197MB/s、書き込み速度が190MB/sでした。USB-A3.0ハブ接続では読み込み速度が44MB/sでした。</p>");
    expect(got.map((r) => [r.value, r.op, r.config])).toEqual([
      [197, "read", "USB-C"],
      [190, "write", "USB-C"],
      [44, "read", "USB-A3.0ハブ"],
    ]);
  });

  it("a headline heading (`…速度が変わる!`) names no drive for the figures under it", () => {
    const got = rows("<h2>外付けHDDのUSB端子の種類によって速度が変わる!</h2><p>USB-C接続では読み込み速度が197MB/sでした。</p>");
    expect(got.map((r) => [r.value, r.storage ?? null])).toEqual([[197, null]]);
  });
});

describe("what a sentence says around an English figure", () => {
  it("the one RAID level a sentence names after its values is theirs (`… for four drives in RAID 0 configuration`)", () => {
    const got = rows("<p>The analyzer showed that the volume's potential was roughly 680 MB/sec read speed and 570 MB/sec write speed, which is pretty decent for four drives in RAID 0 configuration.</p>");
    expect(got.map((r) => [r.value, r.op, r.raid])).toEqual([
      [680, "read", "RAID0"],
      [570, "write", "RAID0"],
    ]);
  });

  it("a case ranked first or last, then `at` its figure, is a result (`the highest is host-container at 37.7 Gbit/s`)", () => {
    expect(rows("<p>Comparing the iperf3 throughput I got: the highest is host-container at 37.7 Gbit/s.</p>").map((r) => r.value)).toEqual([37.7]);
    expect(rows("<p>In the iperf3 runs the lowest was the Wi-Fi laptop at 310 Mbit/s.</p>").map((r) => r.value)).toEqual([310]);
  });

  it("a loose figure under a tool's output takes the operation of the row it rounds (`So roughly 800 MiB/s streaming.`)", () => {
    const fio = `<pre>seqread: (groupid=0, jobs=1): err= 0: pid=3313: Tue Oct 10 10:00:00 2023
  read: IOPS=796, BW=796MiB/s (835MB/s)(23.3GiB/30001msec)
</pre>`;
    const got = rows(`<h2>Streaming reads</h2><pre>$ fio --name=seqread --rw=read --bs=1M --size=4G</pre>${fio}<p>So roughly 800 MiB/s streaming.</p>`);
    expect(got.map((r) => [r.value, r.op, r.tool])).toEqual([[800, "read", "fio"]]);
  });
});

describe("where the genre rules stop", () => {
  it("the writer's own habitual figure (`I typically get just 70 Mbits/sec using Wireless AC`) is a result", () => {
    expect(values("<p>Since my landlord doesn't allow cables, I typically get just 70 Mbits/sec using Wireless AC with iperf.</p>")).toEqual([70]);
  });

  it("a loose figure matching one of several runs above (`3回ともほぼ同じで250MB/s前後`) does not take that run's operation", () => {
    const dd = `<pre>$ dd if=/dev/zero of=test bs=64k count=16k conv=fdatasync
1073741824 bytes (1.1 GB) copied, 4.3 s, 249 MB/s
1073741824 bytes (1.1 GB) copied, 4.1 s, 262 MB/s
1073741824 bytes (1.1 GB) copied, 4.6 s, 233 MB/s</pre>`;
    expect(values(`<h2>VPS B</h2>${dd}<p>こちらは3回ともほぼ同じで 250MB/s 前後。ばらつきは小さいです。</p>`)).toEqual([]);
  });
});
