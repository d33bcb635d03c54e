import { describe, expect, it } from "vitest";
import { readPairs } from "../../../src/extract/pairs/readPairs.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

// text copied from the gen9 pages' real sources (siege: find_string 42020294026; spew: 34222172381; ethtool: 38094708967)
const SIEGE = `$ siege -q -c240 -r10 -f urls.txt

Transactions:                   2400 hits
Availability:                 100.00 %
Elapsed time:                   9.57 secs
Data transferred:             138.11 MB
Response time:                  0.07 secs
Transaction rate:             250.78 trans/sec
Throughput:                    14.43 MB/sec
Concurrency:                   17.70`;

const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.quantity.value, r.quantity.unit, r.conditions.test]);

describe("the generic pair reader on tools without a reader", () => {
  it("siege: the operation rate, the byte rate (a transfer: the block counts transactions),  and the response time; counts and sizes are not read", () => {
    expect(rows(SIEGE)).toEqual([
      ["latency", null, 0.07, "secs", "Response time"],
      ["iops", null, 250.78, "trans/sec", "Transaction rate"],
      ["throughput", "transfer", 14.43, "MB/sec", "Throughput"],
    ]);
    expect(parseToolOutput(SIEGE)[0]?.conditions.tool).toBe("siege");
  });

  it("spew: one line under its command suffices; the second field on the line (a time) is not read", () => {
    const r = parseToolOutput("$ spew --pattern=random --min-buffer-size=64k 1g /tmp/bigfile\nWrite transfer rate:    46677.47 KiB/s    Transfer time: 00:00:22");
    expect(r.map((x) => [x.metric, x.operation, x.quantity.valueSi, x.conditions.tool])).toEqual([["throughput", "write", 46677.47 * 1024, "spew"]]);
  });

  it("the label gives access and block size: `Random 4K Reads`", () => {
    const r = parseToolOutput("Random 4K Reads: 40.27MB/s\nSequential 1MB Reads: 1414.39MB/s");
    expect(r.map((x) => [x.access, x.operation, x.conditions.block_size_bytes])).toEqual([["random", "read", 4096], ["sequential", "read", 2 ** 20]]);
  });

  it("refuses a lone line without a command: one figure is no tool report", () => {
    expect(parseToolOutput("Write throughput: 120 MB/s")).toEqual([]);
  });

  it("refuses settings, limits and link speeds (ethtool's Speed)", () => {
    expect(parseToolOutput("$ ethtool eth0\nSettings for eth0:\n\tSpeed: 1000Mb/s\n\tDuplex: Full\n\tLink detected: yes")).toEqual([]);
    expect(parseToolOutput("Bandwidth limit: 100 Mbit/s\nTarget throughput: 500 MB/s\nRead rate limit: 50 MB/s\nLink rate: 10 Gbit/s")).toEqual([]);
  });

  it("refuses per-interval lines and labels repeated as a progress report", () => {
    expect(parseToolOutput("00:00:01 Throughput: 100 MB/s\n00:00:02 Throughput: 101 MB/s\n00:00:03 Throughput: 99 MB/s")).toEqual([]);
    expect(parseToolOutput("Throughput: 100 MB/s\nThroughput: 101 MB/s\nThroughput: 99 MB/s")).toEqual([]);
  });

  it("keeps a summary's own percentile of a latency, with its statistic; refuses a distribution and sentences", () => {
    // (the labelled sets record such lines as results: a latency's percentile named as a line's label)
    expect(parseToolOutput("99th percentile latency: 12 ms\np99 latency: 13 ms").map((r) => [r.metric, r.quantity.value, r.conditions.statistic])).toEqual([
      ["latency", 12, "p99"],
      ["latency", 13, "p99"],
    ]);
    expect(parseToolOutput("lat p50: 12 ms, p90: 14 ms, p99: 19 ms\nmean latency: 13 ms\nthroughput: 80 MB/s").map((r) => r.quantity.value)).toEqual([13, 80]);
    expect(parseToolOutput("The write speed we saw was about: 120 MB/s\nand the read was then at least: 300 MB/s")).toEqual([]);
  });

  it("stays out of blocks another reader read", () => {
    const text = "[  3]  0.0-10.0 sec  1.10 GBytes   943 Mbits/sec\nRead throughput: 120 MB/s\nWrite throughput: 80 MB/s";
    expect(parseToolOutput(text).every((r) => r.tool === "iperf")).toBe(true);
  });

  it("dbench: the per-second progress lines are intervals; the summary line gives throughput and max latency", () => {
    // the shape dbench 4 prints (progress lines, the operation table, the summary line of find_string id 41684355120)
    const text = [
      "$ dbench -t 60 8", "8 clients started",
      "   8     12345   345.67 MB/sec  warmup   1 sec  latency 12.345 ms", "   8     23456   340.12 MB/sec  warmup   2 sec  latency 13.012 ms",
      "   8     34567   350.01 MB/sec  execute   1 sec  latency 10.111 ms", "   8     45678   351.22 MB/sec  execute   2 sec  latency 11.222 ms",
      "   8  cleanup  61 sec", "", " Operation      Count    AvgLat    MaxLat", " NTCreateX     612345     0.012    45.123", "",
      "Throughput 349.876 MB/sec  8 clients  8 procs  max_latency=45.130 ms",
    ].join("\n");
    expect(parseToolOutput(text).map((r) => [r.metric, r.quantity.value, r.conditions.tool, r.conditions.statistic ?? null])).toEqual([
      ["throughput", 349.876, "dbench", null], ["latency", 45.13, "dbench", "max"],
    ]);
  });

  it("PostMark written on one line: `Time: N seconds total` is the run's length, `Data: … read (N kilobytes per second)` a read rate", () => {
    const r = parseToolOutput("Time: 45 seconds total\nData: 1234.56 kilobytes read (123.45 kilobytes per second)");
    expect(r.map((x) => [x.metric, x.operation, x.quantity.valueSi])).toEqual([["duration", null, 45], ["throughput", "read", 123450]]);
  });

  it("PostMark's `N seconds of transactions` is the time the transactions phase took, under a run label or a writer's case label", () => {
    const report = ["With noop:", "", "Time:", "        212 seconds total", "        97 seconds of transactions (41 per second)"].join("\n");
    expect(parseToolOutput(report).map((x) => [x.metric, x.quantity.value, x.conditions.label ?? null])).toEqual([["duration", 212, "With noop"], ["duration", 97, "With noop"], ["iops", 41, "With noop"]]);
    const cases = parseToolOutput("ext3: 38 seconds of transactions (131 per second)\nxfs: 12 seconds of transactions (416 per second)");
    expect(cases.map((x) => [x.metric, x.quantity.value, x.conditions.test])).toEqual([["duration", 38, "ext3"], ["iops", 131, "ext3 of transactions"], ["duration", 12, "xfs"], ["iops", 416, "xfs of transactions"]]);
  });

  it("a count multiplier after a figure under a count label (`IOPS=10.1k`, as fio prints it) multiplies the figure; one the unit does not take leaves it unread", () => {
    const r = parseToolOutput("IOPS=10.1k, BW=39.5MiB/s\nIOPS=9.8k, BW=38.3MiB/s");
    expect(r.map((x) => [x.metric, x.quantity.value])).toEqual([["iops", 10100], ["throughput", 39.5], ["iops", 9800], ["throughput", 38.3]]);
    // `32k` before the label is the block size; `IOPS=32.0k` after it a count of 32,000
    const sizes = parseToolOutput("  4k  IOPS=52.3k, BW=204MiB/s\n 32k  IOPS=32.0k, BW=1000MiB/s");
    expect(sizes.filter((x) => x.metric === "iops").map((x) => [x.quantity.value, x.conditions.block_size_bytes])).toEqual([[52300, 4096], [32000, 32768]]);
    expect(parseToolOutput("Bandwidth (MB/s): 12.5k\nLatency (ms): 3.1").filter((x) => x.metric === "throughput")).toEqual([]);
  });

  it("a `Before:` that opens a line is the case of every pair split from it; a server sent to the background is not the tool", () => {
    const text = '$ netserver & "tbench" "-t" "30" "2" "10.0.0.2"\nBefore: Throughput 410.5 MB/sec  2 clients  2 procs  max_latency=1.250 ms\nAfter:  Throughput 432.8 MB/sec  2 clients  2 procs  max_latency=1.020 ms';
    expect(parseToolOutput(text).map((r) => [r.metric, r.quantity.value, r.conditions.label, r.conditions.tool])).toEqual([
      ["throughput", 410.5, "Before", "tbench"], ["latency", 1.25, "Before", "tbench"], ["throughput", 432.8, "After", "tbench"], ["latency", 1.02, "After", "tbench"],
    ]);
  });

  it("refuses the rates of a line of settings and of figures compared with `>`, and reads the case written before a test name", () => {
    expect(parseToolOutput("$ ibdiagnet -ls 5\n-I- Subnet: IPv4 PKey:0x7fff QKey:0x00000b1b MTU:2048Byte rate:10Gbps SL:0x00\n-W- Lowest member rate:20Gbps > group-rate:10Gbps")).toEqual([]);
    const r = parseToolOutput("$ qperf 10.0.0.2 tcp_bw tcp_lat\n# 10GbE tcp_bw: 1.12 GB/sec tcp_lat: 23.9 us\n# 1GbE tcp_bw: 117 MB/sec tcp_lat: 41.6 us");
    expect(r.map((x) => [x.metric, x.conditions.test, x.conditions.label])).toEqual([
      ["throughput", "tcp_bw", "10GbE"], ["latency", "tcp_lat", "10GbE"], ["throughput", "tcp_bw", "1GbE"], ["latency", "tcp_lat", "1GbE"],
    ]);
  });
});

describe("a speed label", () => {
  it("names a result when it also names what was done, and a setting when it does not", () => {
    expect(rows("Write speed = 120.5 MB/s\nRead speed  = 250.1 MB/s")).toEqual([
      ["throughput", "write", 120.5, "MB/s", "Write speed"],
      ["throughput", "read", 250.1, "MB/s", "Read speed"],
    ]);
    expect(rows("Settings for eth0:\n\tSpeed: 1000Mb/s\n\tDuplex: Full\n\tPort: Twisted Pair")).toEqual([]);
    expect(rows("Write speed limit: 50 MB/s\nRead speed limit: 80 MB/s")).toEqual([]);
  });
});

// a comparison script's summary, written for this test in the layout such scripts print (two cases per line, a difference)
const COMPARISON = `$ python3 compare.py
RANDOM_WRITE:
  IOPS:        iSCSI: 2210.00    NFS: 1890.00    Difference: -14.48%
  Bandwidth:   iSCSI: 8.60 MiB/s    NFS: 7.40 MiB/s    Difference: -13.95%
  Avg Latency: iSCSI: 1806.20 µs    NFS: 2113.75 µs    Difference: 17.03%
  CPU Usage:
    User:      iSCSI: 0.90%    NFS: 1.10%    Difference: 0.20%`;

describe("a line headed by what it measures, with one figure per case", () => {
  const read = parseToolOutput(COMPARISON);
  it("reads every case's figure under the line's head, with the unit a head names for bare figures (`IOPS:`)", () => {
    expect(read.map((r) => [r.metric, r.quantity.value, r.quantity.unit, r.conditions.protocol])).toEqual([
      ["iops", 2210, "IOPS", "iSCSI"],
      ["iops", 1890, "IOPS", "NFS"],
      ["throughput", 8.6, "MiB/s", "iSCSI"],
      ["throughput", 7.4, "MiB/s", "NFS"],
      ["latency", 1806.2, "µs", "iSCSI"],
      ["latency", 2113.75, "µs", "NFS"],
      ["cpu_utilisation", 0.9, "%", "iSCSI"],
      ["cpu_utilisation", 1.1, "%", "NFS"],
    ]);
  });
  it("a section label indented under the test's label keeps the test's operation and access", () => {
    expect(read.filter((r) => r.metric === "cpu_utilisation").map((r) => [r.operation, r.access])).toEqual([["write", "random"], ["write", "random"]]);
  });
  it("refuses the differences, and a percentage under no CPU word", () => {
    const refused: { line: number; raw: string; reason: string }[] = [];
    readPairs(COMPARISON.split("\n").slice(1), null, refused);
    expect(refused.filter((r) => /worked out from others: Difference/.test(r.reason))).toHaveLength(1);
    expect(read.some((r) => Math.abs(r.quantity.value) === 14.48 || r.quantity.value === 0.2)).toBe(false);
  });
});
