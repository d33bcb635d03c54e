import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { typedLines } from "../../../src/extract/structure/typedLines.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body><h1>Disk notes</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("structure: a unit printed after the last value of a slashed list", () => {
  it("is the unit of the bare values before it, spaced or not", () => {
    expect(typedLines("Seq Read/Write: 2100 / 1900 MB/s")[0]?.segments).toEqual(["Seq Read: 2100 MB/s", "Seq Write: 1900 MB/s"]);
    expect(typedLines("Min/Avg/Max latency: 0.2/0.7/3.1 ms")[0]?.segments).toEqual(["Min latency: 0.2 ms", "Avg latency: 0.7 ms", "Max latency: 3.1 ms"]);
    // values that print their own units keep them
    expect(typedLines("Read/Write: 120 MB/s / 95 MB/s")[0]?.segments).toEqual(["Read: 120 MB/s", "Write: 95 MB/s"]);
  });

  it("gives each statistic its value, not the last value under the first statistic", () => {
    const got = rows(`<pre>$ ./diskprobe /dev/sdb
Min/Avg/Max latency: 0.2/0.7/3.1 ms</pre>`).map((m) => [m.metric, m.value, m.unit, m.conditions.statistic ?? null]);
    expect(got).toEqual([
      ["latency", 0.2, "ms", "min"],
      ["latency", 0.7, "ms", "avg"],
      ["latency", 3.1, "ms", "max"],
    ]);
  });
});

describe("decision: a configuration file a viewer shows states settings", () => {
  it("refuses every rate of `cat /etc/….conf` or `cat config.yaml`, whatever its keys say", () => {
    const conf = `<p>The shaper I used:</p><pre>$ cat /etc/tcshaper.conf
rate: 5Gbps
sendRate: 400Mbps
recvRate: 2Gbps
maxTransferRate: 300MB/s</pre>`;
    expect(rows(conf)).toEqual([]);
    expect(rows(`<pre>$ cat bench-config.yaml
sendRate: 400Mbps
transfer: 80MB/s</pre>`)).toEqual([]);
  });

  it("still reads a results file the viewer shows", () => {
    const got = rows(`<pre>$ cat results.txt
Seq Read: 2100 MB/s
Seq Write: 1900 MB/s</pre>`).map((m) => [m.operation, m.value]);
    expect(got).toEqual([
      ["read", 2100],
      ["write", 1900],
    ]);
  });
});

describe("decision: a direction named in the present tense says no figure was measured", () => {
  it("does not read a box's `Transfer speed:` or `Send/Receive:` ratings as results", () => {
    expect(rows(`<p>From the adapter's box:</p><pre>Interface: USB 3.2 Gen 2
Transfer speed: 10Gbps
Send/Receive: 940/940 Mbps</pre>`)).toEqual([]);
  });

  it("still reads what was sent or received, and a `Transfer/sec` rate", () => {
    const got = rows(`<pre>$ ./pushtool --peer 10.1.1.9
Sent: 2097152 bytes in 0.25 s (64.0 Mbit/s)
Recv: 1048576 bytes in 0.25 s (32.0 Mbit/s)
Transfer/sec: 7.5MB</pre>`).filter((m) => m.metric === "throughput").map((m) => [m.value, m.unit]);
    expect(got).toEqual([
      [64, "Mbit/s"],
      [32, "Mbit/s"],
      [7.5, "MB/s"],
    ]);
  });
});

describe("unit grammar: a thousands group stays one beside bare comma pairs", () => {
  it("reads `1,250 MB/s` as 1250 when the line's other comma figures are bare lists (`QD 1,32:`)", async () => {
    const { findQuantities } = await import("../../../src/normalise/parseQuantity.ts");
    expect(findQuantities("QD 1,32: 1,250 MB/s at 4,8 threads").map((q) => q.value)).toContain(1250);
    // a text writing decimal commas after its figures still reads them
    expect(findQuantities("536870912 Bytes (0,5 GB) kopiert, 118,204 s, 4,5 MB/s").map((q) => q.value)).toEqual([536870912, 0.5, 118.204, 4.5]);
  });
});
