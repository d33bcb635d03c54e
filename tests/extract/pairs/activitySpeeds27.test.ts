import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { readPairs, type Refusal } from "../../../src/extract/pairs/readPairs.ts";

const rows = (pre: string) =>
  extractAll(buildDocument(`<html><head><title>VPS notes</title></head><body><h1>VPS notes</h1><p>A small box at a budget host.</p><pre>${pre}</pre></body></html>`)).measurements.filter(
    (m) => !m.derived,
  );

// a server benchmark script's summary, of no format a reader knows: what it measured, then the far end of each download
const SCRIPT = `CPU model :  Example CPU @ 2.40GHz
Number of cores : 2
Total amount of ram : 2048 MB
Disk I/O speed :  212 MB/s
Testing Network IO to Hetzner Falkenstein (DE): 48.1MB/s
Testing Network IO to Vultr Tokyo (JP): 910KB/s`;

describe("the generic pair reader: the speed of an activity measured wherever it is printed", () => {
  it("keeps `Disk I/O speed` and each `Network IO` rate (transfers over the network), the far end a name and no sentence", () => {
    const got = rows(SCRIPT).map((m) => [m.metric, m.operation, m.value, m.unit]);
    expect(got).toEqual([
      ["throughput", null, 212, "MB/s"],
      ["throughput", "transfer", 48.1, "MB/s"],
      ["throughput", "transfer", 910, "KB/s"],
    ]);
  });

  it("an interface's `Speed:` and a long label that is a sentence stay refused", () => {
    const refused: Refusal[] = [];
    const got = readPairs(["Settings for eth0:", "Speed: 1000Mb/s", "Duplex: Full", "Link speed: 10000Mb/s"], null, refused);
    expect(got).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual(expect.arrayContaining([expect.stringMatching(/setting, limit or rating/)]));
    const sentence: Refusal[] = [];
    readPairs(["we think the new box could reach maybe more than this: 400MB/s", "Disk I/O speed : 212 MB/s"], null, sentence);
    expect(sentence.map((r) => r.reason)).toEqual([expect.stringMatching(/a sentence, not a tool's label/)]);
    // a far end is a name: words of a sentence after `to` (`to NFS server is about`) are no name
    const clause: Refusal[] = [];
    readPairs(["Single client write to NFS server is about: 40MB/s", "Disk I/O speed : 212 MB/s"], null, clause);
    expect(clause.map((r) => r.reason)).toEqual([expect.stringMatching(/a sentence, not a tool's label/)]);
  });
});

describe("the generic pair reader: a summary's own percentiles and its rates per second spelled with underscores", () => {
  // a benchmark harness's summary of no format a reader knows: one metric per line, snake_case names and units
  const SUMMARY = ` UDP_RR_Transaction_Rate   2210.5   transactions_per_second
 UDP_RR_Latency_p50        410      us
 UDP_RR_Latency_p99        655      us
 TCP_STREAM_Throughput     941.2    Mbits/sec`;

  it("keeps each percentile a line names as its label, with that statistic; the transaction rate is a transfer's", () => {
    const got = rows(SUMMARY).map((m) => [m.metric, m.operation, m.value, m.unit, m.conditions.statistic ?? null]);
    expect(got).toEqual([
      ["iops", "transfer", 2210.5, "transactions_per_second", null],
      ["latency", null, 410, "us", "p50"],
      ["latency", null, 655, "us", "p99"],
      ["throughput", "transfer", 941.2, "Mbits/sec", null],
    ]);
  });

  it("several percentiles on one line are a distribution, refused", () => {
    const refused: Refusal[] = [];
    const got = readPairs(["Latency p50: 410 us, p90: 520 us, p99: 655 us", "Throughput: 941 Mbits/sec", "Avg latency: 400 us"], null, refused);
    expect(got.map((r) => r.quantity.value)).toEqual([941, 400]);
    // (`p90`, `p99` alone name no latency: no metric, nothing to refuse; `Latency p50` would be a summary's on a line of its own)
    expect(refused.map((r) => r.reason)).toEqual([expect.stringMatching(/percentile or distribution bucket: p50/)]);
  });
});
