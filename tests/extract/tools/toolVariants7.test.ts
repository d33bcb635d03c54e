import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { blockLabels } from "../../../src/extract/tools/blockLabels.ts";
import { parseCrystalDiskMark } from "../../../src/extract/tools/crystalDiskMark.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseRbdBench } from "../../../src/extract/tools/rbdBench.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { fixture, lines } from "./readings.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("iperf 2 server log of a -d client (2.1.8, run here on loopback)", () => {
  it("the server's own stream back to the client is the sender, the stream it accepted the receiver", () => {
    const rs = parseToolOutput(fixture("iperf2-2.1.8-server-dualtest.txt")).filter((r) => r.conditions.line === "summary");
    expect(rs.map((r) => [r.quantity.value, r.conditions.side, r.conditions.reverse ?? false])).toEqual([[315, "receiver", false], [313, "sender", true]]);
  });

  it("a client's -d output, whose listener banner comes first, is still the client's", () => {
    const client = ["------------------------------------------------------------", "Server listening on TCP port 5312",
      "------------------------------------------------------------", "------------------------------------------------------------",
      "Client connecting to 127.0.0.1, TCP port 5311", "------------------------------------------------------------",
      "[  1] local 127.0.0.1 port 42642 connected with 127.0.0.1 port 5311", "[  2] local 127.0.0.1 port 5312 connected with 127.0.0.1 port 40522",
      "[ ID] Interval       Transfer     Bandwidth", "[  2] 0.0000-5.0070 sec   188 MBytes   314 Mbits/sec", "[  1] 0.0000-5.0102 sec   188 MBytes   314 Mbits/sec"].join("\n");
    expect(parseToolOutput(client).map((r) => [r.conditions.stream, r.conditions.side, r.conditions.reverse ?? false])).toEqual([["2", "receiver", true], ["1", "sender", false]]);
  });
});

describe("iperf3 before 3.2", () => {
  it("3.0: padded ids (`[  4 ]`) and a UDP closing line without sender/receiver, known by the `Sent N datagrams` after it", () => {
    const rs = parseToolOutput(fixture("iperf3-3.0-udp-padded-ids.txt"));
    expect(rs.map((r) => [r.tool, r.quantity.value, r.conditions.line, r.conditions.protocol])).toEqual([["iperf3", 93.1, "interval", "UDP"], ["iperf3", 93.1, "summary", "UDP"]]);
  });

  it("3.1 -P 5 -u: each stream's closing line and the [SUM] over the same span are summaries; -d is iperf3's debug, no dual test", () => {
    const rs = parseToolOutput(fixture("iperf3-3.1-udp-parallel-debug.txt"));
    expect(rs.every((r) => r.conditions.line === "summary" && r.conditions.dualtest === undefined)).toBe(true);
    expect(rs.filter((r) => r.conditions.stream === "sum").map((r) => [r.quantity.value, r.quantity.unit, r.conditions.streams])).toEqual([[1.25, "Gbits/sec", 5]]);
  });

  it("iperf 2's UDP Server Report (`Lost/Total Datagrams`) stays iperf 2's", () => {
    expect(parseToolOutput(fixture("iperf2-udp-server-report.txt")).map((r) => [r.tool, r.conditions.side])).toEqual([["iperf", "sender"], ["iperf", "receiver"]]);
  });
});

describe("pastes quoted in a reply", () => {
  it("hdparm lines behind `> ` are read, each disk with its device", () => {
    const rs = parseToolOutput(fixture("hdparm-quoted-reply.txt"));
    expect(rs.map((r) => [r.quantity.value, r.access, r.conditions.device])).toEqual([[113.27, null, "/dev/hda"], [26.02, "sequential", "/dev/hda"], [113.27, null, "/dev/hdc"], [25.91, "sequential", "/dev/hdc"]]);
  });

  it("a block where only some lines start with `>` is not unquoted (winsat's own `>` lines stay as they are)", () => {
    expect(parseToolOutput("C:\\>winsat disk\n> Disk  Sequential 64.0 Read                   125.94 MB/s          7.1\n> Disk  Random 16.0 Write                     1.66 MB/s          4.2").map((r) => r.quantity.value)).toEqual([125.94, 1.66]);
  });
});

describe("labels a writer puts between runs in one block", () => {
  it("kernel versions over three hdparm runs each: every reading takes the label it falls under", () => {
    const text = fixture("hdparm-kernels-labelled.txt");
    const labels = blockLabels(text, parseToolOutput(text).map((r) => r.line));
    expect([...new Set(labels.values())]).toEqual(["2.4.17", "2.4.18-pre3-ac2"]);
    expect(labels.size).toBe(12);
  });

  it("Japanese comment lines over dd runs; a note over output no reader takes does not spoil the others", () => {
    const text = fixture("dd-ja-comments-rbd-bench.txt");
    const rs = parseToolOutput(text);
    const labels = blockLabels(text, rs.filter((r) => r.tool === "dd").map((r) => r.line));
    expect([...new Set(labels.values())]).toEqual(["ddによるCephのベンチマーク", "ddによるSSDのベンチマーク"]);
  });

  it("a quoted reply with host / kata / runc over sysbench runs: the tool's own lines (`Threads started!`, `fsyncs/s: …`) are no labels", () => {
    const text = fixture("sysbench-quoted-host-kata-runc.txt");
    const labels = blockLabels(text, parseToolOutput(text).map((r) => r.line));
    expect([...new Set(labels.values())]).toEqual(["host", "kata", "runc"]);
  });

  it("two CrystalDiskMark pastes under ■ labels naming the drives: each run's storage (the label heads the paste's `-----` frame)", () => {
    const doc = buildDocument(`<title>CDM</title><h2>Results</h2><pre>${esc(fixture("cdm6-two-drives-labelled.txt"))}</pre>`);
    const rows = extractToolOutputs(doc).measurements.filter((m) => m.metric === "throughput" && m.access === "sequential" && m.operation === "read");
    expect(rows.map((m) => [m.value, m.conditions.storage])).toEqual([[91.559, "microSD(Samsung EVO Plus 128GB、USB 3.0 カードリーダー経由)"], [471.231, "SATA SSD(Samsung 860 EVO)"]]);
  });

  it("numbered labels (`Run 1`, `Run 2`) and a tool's own section lines are no labels", () => {
    const text = "Run 1\n/dev/sda:\n Timing buffered disk reads: 300 MB in  3.01 seconds =  99.67 MB/sec\n\nRun 2\n/dev/sda:\n Timing buffered disk reads: 302 MB in  3.00 seconds = 100.56 MB/sec";
    expect(blockLabels(text, parseToolOutput(text).map((r) => r.line)).size).toBe(0);
    const cdm = fixture("kdiskmark-1.6.0-readme.txt");
    expect(blockLabels(cdm, parseToolOutput(cdm).map((r) => r.line)).size).toBe(0);
  });

  it("on a page the labels become each row's config; the repeated runs under one label are numbered", () => {
    const doc = buildDocument(`<title>hdparm</title><h2>Kernels</h2><pre>${esc(fixture("hdparm-kernels-labelled.txt"))}</pre>`);
    const disk = extractToolOutputs(doc).measurements.filter((m) => m.access === "sequential");
    expect(disk.map((m) => [m.value, m.conditions.config, m.conditions.run])).toEqual([
      [16.2, "2.4.17", 1], [15.8, "2.4.17", 2], [16, "2.4.17", 3], [16.41, "2.4.18-pre3-ac2", 1], [15.88, "2.4.18-pre3-ac2", 2], [16.41, "2.4.18-pre3-ac2", 3],
    ]);
  });
});

describe("rbd bench (Ceph)", () => {
  it("the closing line gives ops/sec and bytes/sec, with the header's I/O size, threads and pattern", () => {
    const rs = parseRbdBench(lines(fixture("dd-ja-comments-rbd-bench.txt")));
    expect(rs.map((r) => [r.metric, r.operation, r.access, r.quantity.value, r.quantity.valueSi])).toEqual([
      ["iops", "write", "sequential", 595.21, 595.21], ["throughput", "write", "sequential", 4820692.25, 4820692.25],
    ]);
    expect(rs[0]?.conditions).toMatchObject({ tool: "rbd bench", block_size_bytes: 4096, threads: 16 });
  });

  // a Ceph guide's 4K random write (find_string id 69445786382), progress lines cut
  const newer = ["bench  type write io_size 4096 io_threads 16 bytes 1073741824 pattern random", "  SEC       OPS   OPS/SEC   BYTES/SEC",
    "    1      7952   7963.12    31 MiB/s", "  ...", "elapsed: 33   ops: 262144   ops/sec: 7911.84   bytes/sec: 31 MiB/s"];

  it("the newer `rbd bench --io-type` header and a binary unit after bytes/sec; the per-second lines are progress", () => {
    expect(parseRbdBench(newer).map((r) => [r.metric, r.operation, r.access, r.quantity.valueSi])).toEqual([["iops", "write", "random", 7911.84], ["throughput", "write", "random", 31 * 2 ** 20]]);
    expect(parseRbdBench([...newer.slice(0, 4), `${newer[4]}   # the iops is 7911.84`])).toHaveLength(2);
  });

  it("an elapsed/ops line without the rbd header is not read", () => {
    expect(parseRbdBench(newer.slice(4))).toEqual([]);
  });
});

describe("dd whose command is written above its output", () => {
  it("an image written onto a disk device in the lead-in makes the pasted summary a write", () => {
    const doc = buildDocument(`<title>SD</title><p>The command was <code>dd if=kali.img of=/dev/sdb bs=512k</code>; when it ends it prints:</p><pre>2911+1 records in
2911+1 records out
3053371392 bytes transferred in 2151.132182 secs (1419425 bytes/sec)</pre>`);
    expect(extractToolOutputs(doc).measurements.filter((m) => !m.derived).map((m) => [m.metric, m.operation])).toEqual([["duration", "write"], ["throughput", "write"]]);
  });

  it("a block with a dd command of its own keeps that command's direction (or none)", () => {
    const doc = buildDocument(`<title>SD</title><p>Before: <code>dd if=/dev/zero of=/dev/sdb bs=1M</code></p><pre>$ dd if=a.img of=b.img
1024+0 records in
1024+0 records out
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s</pre>`);
    expect(extractToolOutputs(doc).measurements.filter((m) => !m.derived).map((m) => m.operation)).toEqual([null, null]);
  });
});

describe("sysbench fileio prepare", () => {
  it("`N bytes written in S seconds (X MB/sec).`: a sequential write of the test files, MB being 2^20 bytes", () => {
    const rs = parseToolOutput(fixture("sysbench-quoted-host-kata-runc.txt")).filter((r) => r.conditions.test === "prepare");
    expect(rs.map((r) => [r.metric, r.operation, r.access, r.quantity.value, r.quantity.unit])).toEqual([
      ["duration", "write", "sequential", 40.07, "seconds"], ["throughput", "write", "sequential", 127.77, "MiB/sec"],
      ["duration", "write", "sequential", 106.52, "seconds"], ["throughput", "write", "sequential", 48.07, "MB/sec"],
      ["duration", "write", "sequential", 44.82, "seconds"], ["throughput", "write", "sequential", 114.23, "MB/sec"],
    ]);
    expect(rs[5]?.quantity.valueSi).toBeCloseTo(5368709120 / 44.82, -4);
  });
});

describe("CrystalDiskMark-style footer", () => {
  it("the Profile line is kept: CrystalDiskMark 8's Real World profile repeats the Default profile's Q1T1 tests", () => {
    const rs = parseCrystalDiskMark(lines(fixture("kdiskmark-1.6.0-readme.txt")));
    expect(rs).toHaveLength(24);
    expect(rs.every((r) => r.conditions.profile === "Default" && r.conditions.tool === "KDiskMark")).toBe(true);
  });
});
