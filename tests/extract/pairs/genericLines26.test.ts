import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { splitPairs, typedLines } from "../../../src/extract/structure/typedLines.ts";
import { quantitiesOf } from "../../../src/extract/pairs/quantitiesOf.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Bench notes</title></head><body><h1>Bench notes</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("structure: a label with no value of its own heads the labelled figures after it", () => {
  it("cuts `| Stats:` or `, Stats:` from the piece before and opens a group of its own", () => {
    expect(splitPairs("Out: 12.5 Gbps | Delay: Low: 900ns, High: 41000ns, Mean: 1500ns")).toEqual(["Out: 12.5 Gbps", "Delay: Low: 900ns,", "High: 41000ns,", "Mean: 1500ns"]);
    expect(splitPairs("Out: 12.5 Gbps, Delay: Low: 900ns, High: 41000ns")).toEqual(["Out: 12.5 Gbps,", "Delay: Low: 900ns,", "High: 41000ns"]);
    const [line] = typedLines("Run: Out: 12.5 Gbps | Delay: Low: 900ns, High: 41000ns, Mean: 1500ns");
    expect(line?.head).toBe("Run");
    expect(line?.segments).toEqual(["Out: 12.5 Gbps", "Low: 900ns,", "High: 41000ns,", "Mean: 1500ns"]);
    expect(line?.segmentHeads).toEqual(["Run", "Delay", "Delay", "Delay"]);
  });

  it("keeps a later `Date: Mon: 12`-like piece whole when no labelled figure follows in its group", () => {
    const [line] = typedLines("Out: 12.5 Gbps, Started: Mon: 12");
    expect(line?.segmentHeads?.every((h) => h === null)).toBe(true);
  });

  it("reads a tool's flow line of no known format: rates per direction, the operation rate in brackets, latency statistics", () => {
    const got = rows(`<h2>TCP 8 streams</h2><pre>Stream: Sent: 2.50 GB (4.20 Gbps) [3.10 Mops/s], Recv: 2.49 GB (4.18 Gbps) [3.05 Mops/s] | Latency: Min: 3100ns, Max: 880000ns, Avg: 7400ns</pre>`).map((m) => [m.metric, m.operation, m.value, m.unit, m.conditions.statistic ?? null]);
    expect(got).toEqual([
      ["throughput", "transfer", 4.2, "Gbps", null],
      ["iops", "transfer", 3.1, "Mops/s", null],
      ["throughput", "transfer", 4.18, "Gbps", null],
      ["iops", "transfer", 3.05, "Mops/s", null],
      ["latency", null, 3100, "ns", "min"],
      ["latency", null, 880000, "ns", "max"],
      ["latency", null, 7400, "ns", "avg"],
    ]);
  });

  it("refuses the rates of a side that moved nothing, its operation rate as well", () => {
    const got = rows(`<h2>one-way stream</h2><pre>Stream: Sent: 300.1 GB (240.5 Gbps) [230.0 Kops/s], Recv: 0.00 B (0.00 bps) [0.00 ops/s]
Stream: Sent: 310.7 GB (248.2 Gbps) [236.9 Kops/s], Recv: 0.00 B (0.00 bps) [0.00 ops/s]</pre>`);
    // `Kops/s` is a prefixed unit, as `MB/s` is: the figure stays as printed, its SI value multiplied out
    expect(got.map((m) => [m.value, m.unit, m.valueSi])).toEqual([[240.5, "Gbps", 30062500000], [230, "Kops/s", 230000], [248.2, "Gbps", 31025000000], [236.9, "Kops/s", 236900]]);
  });
});

describe("unit grammar: a size under a label per a time is a rate", () => {
  it("reads `Transfer/sec: 98.5KB` as 98.5 KB/s and never as a block size", () => {
    const { quantities } = quantitiesOf("Transfer/sec:    98.5KB");
    expect(quantities).toMatchObject([{ value: 98.5, unit: "KB/s", kind: "throughput" }]);
    expect(quantitiesOf("Requests/sec:   812.40", "Requests/sec").quantities).toMatchObject([{ value: 812.4, kind: "iops" }]);
    // a size under a plain label stays a size
    expect(quantitiesOf("Transfer:    98.5KB").quantities).toMatchObject([{ kind: "size" }]);
    const got = rows(`<pre>$ loadgen -c 4 -d 20s http://10.0.0.2/
  80000 requests in 20.00s, 9.10MB read
Requests/sec:   4000.12
Transfer/sec:    465.91KB</pre>`).map((m) => [m.metric, m.operation, m.value, m.unit, m.conditions.block_size_bytes ?? null]);
    expect(got).toContainEqual(["throughput", "transfer", 465.91, "KB/s", null]);
    expect(got).toContainEqual(["iops", "transfer", 4000.12, "Requests/sec", null]);
  });
});

describe("unit grammar: the decimal comma as the text writes its decimals", () => {
  it("reads four digits or more after a comma as decimals, and three where the text's other figures use the decimal comma", async () => {
    const { findQuantities } = await import("../../../src/normalise/parseQuantity.ts");
    const read = (t: string) => findQuantities(t).map((q) => q.value);
    expect(read("536870912 Bytes (537 MB) kopiert, 12,3456 s, 43,5 MB/s")).toEqual([536870912, 537, 12.3456, 43.5]);
    expect(read("536870912 Bytes (0,5 GB) kopiert, 101,250 s, 5,3 MB/s")).toEqual([536870912, 0.5, 101.25, 5.3]);
    // one decimal comma is not enough to read `1,000` as one, nor is a text with decimal points
    expect(read("1,000 MB/s and 8,72 MB")).toEqual([1000, 8.72]);
    expect(read("1,250 MB/s, 2,5 s and 1.5 GB")).toEqual([1250, 2.5, 1.5]);
  });
});

describe("pairs: a segment's label over its later figures, and a size moved in a time", () => {
  it("labels dd's localised lines by their `LABEL:`, the time and the rate of the copy", () => {
    const got = rows(`<h2>USB stick, ext4</h2><pre>    SCHREIBEN:  536870912 Bytes (0,5 GB) kopiert, 101,250 s, 5,3 MB/s
    LESEN:      536870912 Bytes (0,5 GB) kopiert, 27,7731 s, 19,3 MB/s</pre>`).map((m) => [m.metric, m.operation, m.value, m.unit]);
    // dd's summary behind a writer's label is dd's (its reader strips the label); words the grammar does not read name
    // no direction, and a store's copy is no network transfer: no operation is guessed
    expect(got).toEqual([
      ["duration", null, 101.25, "s"],
      ["throughput", null, 5.3, "MB/s"],
      ["duration", null, 27.7731, "s"],
      ["throughput", null, 19.3, "MB/s"],
    ]);
    const en = rows(`<h2>USB stick, ext4</h2><pre>    WRITE:  536870912 Bytes (0,5 GB) kopiert, 101,250 s, 5,3 MB/s
    READ:   536870912 Bytes (0,5 GB) kopiert, 27,7731 s, 19,3 MB/s</pre>`).map((m) => [m.metric, m.operation, m.value, m.unit, m.conditions.file_size_bytes]);
    expect(en).toEqual([
      ["duration", "write", 101.25, "s", 536870912],
      ["throughput", "write", 5.3, "MB/s", 536870912],
      ["duration", "read", 27.7731, "s", 536870912],
      ["throughput", "read", 19.3, "MB/s", 536870912],
    ]);
  });

  it("reads a dd summary line its reader cannot (the byte count masked) under its command: direction and block size from it", () => {
    const got = rows(`<pre>$ dd if=/dev/zero of=test.bin bs=64M count=8 conv=fdatasync
8+0 records in
8+0 records out
xxx bytes (537 MB, 512 MiB) copied, 2.91734 s, 184 MB/s</pre>`).map((m) => [m.metric, m.operation, m.value, m.conditions.block_size_bytes]);
    expect(got).toEqual([
      ["duration", "write", 2.91734, 67108864],
      ["throughput", "write", 184, 67108864],
    ]);
  });
});

describe("structure: a label naming alternatives over values parted by slashes", () => {
  it("makes a segment per value, the line's alternatives carried to a later list of as many values", () => {
    const [line] = typedLines("Random Read/Write IOPS: 1520/870. BW: 5.9MiB/s / 3.4MiB/s");
    expect(line?.segments).toEqual(["Random Read IOPS: 1520", "Random Write IOPS: 870", "Random Read BW: 5.9MiB/s", "Random Write BW: 3.4MiB/s"]);
    const [lat] = typedLines("Average Latency (usec) Read/Write: 310.5/");
    expect(lat?.segments).toEqual(["Average Latency Read (usec): 310.5"]);
    const [unit] = typedLines("Seq Read/Write: 480/455 MB/s");
    expect(unit?.segments).toEqual(["Seq Read: 480 MB/s", "Seq Write: 455 MB/s"]);
    // alternatives that name nothing apart (`eth0/eth1`) or a date (`2024/05`) split nothing
    expect(typedLines("Date/Time: 2024/05")[0]?.segments).toEqual(["Date/Time: 2024/05"]);
    expect(typedLines("eth0/eth1: 940/938 Mbps")[0]?.segments).toEqual(["eth0/eth1: 940/938 Mbps"]);
  });

  it("reads a storage summary of slashed pairs as rows per operation and access", () => {
    const got = rows(`<p>Results on the cluster volume:</p><pre>== Summary ==
Random Read/Write IOPS: 1520/870. BW: 5.9MiB/s / 3.4MiB/s
Sequential Read/Write: 210MiB/s / 180MiB/s</pre>`).map((m) => [m.metric, m.operation, m.access, m.value, m.unit]);
    expect(got).toEqual([
      ["iops", "read", "random", 1520, "IOPS"],
      ["iops", "write", "random", 870, "IOPS"],
      ["throughput", "read", "random", 5.9, "MiB/s"],
      ["throughput", "write", "random", 3.4, "MiB/s"],
      ["throughput", "read", "sequential", 210, "MiB/s"],
      ["throughput", "write", "sequential", 180, "MiB/s"],
    ]);
  });
});

describe("unit grammar: a rate per `secs` or `seconds`", () => {
  it("reads `MB/secs` and `GB/seconds` as rates, and the bare count before one in a cell stays refused", async () => {
    const { findQuantities } = await import("../../../src/normalise/parseQuantity.ts");
    expect(findQuantities("7.5 MB/secs").map((q) => [q.kind, q.valueSi])).toEqual([["throughput", 7.5e6]]);
    expect(findQuantities("2 GB/seconds").map((q) => [q.kind, q.valueSi])).toEqual([["throughput", 2e9]]);
    const x = extractAll(buildDocument(`<html><body><h1>PV test</h1><table><tr><th>Operation</th><th>Cluster</th></tr><tr><td>Read</td><td>412(6.4 MB/secs)</td></tr></table></body></html>`));
    expect(x.measurements.map((m) => [m.metric, m.operation, m.value])).toEqual([["throughput", "read", 6.4]]);
    expect(x.rejects.some((r) => r.raw.startsWith("412"))).toBe(true);
  });
});

describe("records a tool prints one after another", () => {
  it("reads figures repeated in records parted by rule lines as runs, not progress, and a quoted string of pairs under its head", () => {
    const body = `<pre>$ ros2 topic echo /net_speed
data: 'Download Speed: 41.2 Mbps, Upload Speed: 9.8 Mbps'
---
data: 'Download Speed: 39.9 Mbps, Upload Speed: 10.1 Mbps'
---
data: 'Download Speed: 44.0 Mbps, Upload Speed: 9.5 Mbps'
---</pre>`;
    const got = rows(body).map((m) => [m.value, m.conditions.test, m.conditions.run]);
    expect(got).toEqual([
      [41.2, "data: Download Speed", 1], [9.8, "data: Upload Speed", 1], [39.9, "data: Download Speed", 2], [10.1, "data: Upload Speed", 2], [44, "data: Download Speed", 3], [9.5, "data: Upload Speed", 3],
    ]);
    // the same lines with no rule between them are a progress report: refused
    expect(rows(body.replace(/---\n/g, "").replace(/\n---/, ""))).toEqual([]);
  });
});

describe("what says a rate was measured, and how a prefixed operation rate is kept", () => {
  it("does not read `iw`'s link rates (`rx bitrate`, `tx bitrate`) as transfers", () => {
    const got = rows(`<pre>$ iw dev wlan0 link
Connected to aa:bb:cc:dd:ee:ff (on wlan0)
	SSID: lab
	freq: 5180
	rx bitrate: 433.3 MBit/s VHT-MCS 9 80MHz short GI VHT-NSS 1
	tx bitrate: 390.0 MBit/s VHT-MCS 8 80MHz short GI VHT-NSS 1</pre>`);
    expect(got).toEqual([]);
  });

  it("keeps `Mops/s` as printed and multiplies out a count before IOPS", async () => {
    const { findQuantities } = await import("../../../src/normalise/parseQuantity.ts");
    expect(findQuantities("3.3 Mops/s").map((q) => [q.value, q.unit, q.valueSi])).toEqual([[3.3, "Mops/s", 3300000]]);
    expect(findQuantities("61.2k IOPS").map((q) => [q.value, q.unit, q.valueSi])).toEqual([[61200, "IOPS", 61200]]);
  });
});

describe("a prompt pasted behind a comment mark", () => {
  it("is the command of the output under it: its program, direction and block size", () => {
    const got = rows(`<pre>$ docker run --rm -it -v ~/bench:/mnt debian
# root@4f2a9c1b7e3d:/mnt# dd if=/dev/zero of=blob bs=64M count=16 conv=fsync
16+0 records in
16+0 records out
xxx bytes (1.1 GB, 1.0 GiB) copied, 5.2011 s, 206 MB/s</pre>`).map((m) => [m.metric, m.operation, m.value, m.conditions.tool, m.conditions.block_size_bytes]);
    expect(got).toEqual([
      ["duration", "write", 5.2011, "dd", 67108864],
      ["throughput", "write", 206, "dd", 67108864],
    ]);
  });
});
