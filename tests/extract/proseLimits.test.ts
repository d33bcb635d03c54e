import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const values = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => m.value);

describe("limits, questions and advice in prose are not results", () => {
  it("a value in a question, one called a limit, and one divided to make another", () => {
    expect(values("<p>Should you expect 125 MB/s over gigabit NFS?</p>")).toEqual([]);
    expect(values("<p>An iperf3 result near 940 Mbps, which is the practical limit for a 1GbE connection, confirms the network.</p>")).toEqual([]);
    expect(values("<p>That is the raw line rate of gigabit, 1000 Mbit/s divided by 8.</p>")).toEqual([]);
    expect(values("<p>I copied a 4 GB file to the NAS at 45 MB/s over NFS, is that normal?</p>")).toEqual([45]);
  });

  it("a figure listed after a nominal one shares its predicate; a measured one after it does not", () => {
    expect(values("<ul><li>Up to 4804 Mbps on 5 GHz and 1148 Mbps on 2.4 GHz</li></ul>")).toEqual([]);
    expect(values("<ul><li>Sequential throughput over 225 MB/s reading and 192 MB/s writing</li></ul>")).toEqual([]);
    expect(values("<p>The box says up to 550 MB/s read, and I measured 480 MB/s read with fio.</p>")).toEqual([480]);
  });

  it("caps, bursts, rates that name networks or lines, sufficiency and interface ceilings", () => {
    expect(values("<p>Default TCP buffers (~200 KB) cap throughput at ~160 Mbps on such a link over TCP.</p>")).toEqual([]);
    expect(values("<h1>How to tune Linux for 10Gbps Networks</h1><p>iperf3 then reported 9.75 Gbit/s.</p>")).toEqual([9.75]);
    expect(values("<p>m5.large can burst to 10 Gbps for a limited time.</p>")).toEqual([]);
    expect(values("<p>10Gbpsの光回線の契約でも有線の上限が1Gbpsで頭打ちになりません。</p>")).toEqual([]);
    expect(values("<p>メールを送受信する程度であれば、下り10Mbpsもあれば十分です。</p>")).toEqual([]);
    expect(values("<p>SATA 6Gbpsの製品はシーケンシャルリードが550MB/秒前後で頭打ちになる。</p>")).toEqual([]);
  });

  it("an I/O rate with no operation, tool or protocol is a rating", () => {
    expect(values("<p>Every gp3 volume comes with a baseline performance of 3,000 IOPS regardless of the size.</p>")).toEqual([]);
    expect(values("<ul><li>Baseline IOPS: 3,000 IOPS</li></ul>")).toEqual([]);
    expect(values("<p>fio reported 3,000 IOPS of random writes.</p>")).toEqual([3000]);
  });
});

describe("times worked out from a supposed rate", () => {
  it("`at 1 Gbps takes about 22 hours` is a calculation; a time a copy took is a result", () => {
    expect(values("<p>Restoring a 10 TB archive at 1 Gbps takes about 22 hours.</p>")).toEqual([]);
    expect(values("<p>Copying the 4 GB ISO to the NAS took 38 seconds over SMB.</p>")).toEqual([38]);
  });
});

describe("ranges and link types", () => {
  it("`between 20 and 25 Gbps` is a range; `56 Gbps InfiniBand` is a link's rate", () => {
    expect(values("<p>For 65535-byte messages the throughput drops to between 20 and 25 Gbps with ib_send_bw.</p>")).toEqual([]);
    expect(values("<p>Each card provides two QSFP+ ports for 56 Gbps InfiniBand or 40 GbE Ethernet links.</p>")).toEqual([]);
  });
});
