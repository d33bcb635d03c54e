import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { splitPairs } from "../../src/extract/structure/typedLines.ts";
import { operationOf } from "../../src/extract/tables/tableRoles.ts";
import { pairedCell } from "../../src/extract/tables/pairedCell.ts";
import { sizeInTestName } from "../../src/grammar/testName.ts";
import { describe as describeText } from "../../src/grammar/describe.ts";

/** Every non-derived row of a page with this body. */
const rows = (body: string) => extractAll(buildDocument(`<html><head><title>T</title></head><body><h1>T</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("session 25 extraction changes, checked on made-up inputs", () => {
  it("splits `, Upload` off a long line in linear time (the comma's clause, not every digit before it, is looked at)", () => {
    expect(splitPairs("Download Speed: 10.38 Mbps, Upload Speed: 5.1 Mbps")).toEqual(["Download Speed: 10.38 Mbps,", "Upload Speed: 5.1 Mbps"]);
    const long = `x: 1 MB/s ${"9".repeat(200_000)} y: 2 MB/s`;
    const t = Date.now();
    splitPairs(long);
    expect(Date.now() - t).toBeLessThan(500);
  });

  it("a traceroute ends at the first line that is no hop: a ping's summary after it (`…, time 2003ms`) is no hop", () => {
    const got = rows(`<pre>traceroute to 10.0.0.5 (10.0.0.5), 30 hops max, 60 byte packets
 1  gw (192.168.1.1)  0.512 ms  0.488 ms  0.470 ms
 2  core-a (10.1.1.1)  1.203 ms
    core-b (10.1.1.2)  1.190 ms  1.180 ms
 3  10.0.0.5 (10.0.0.5)  1.301 ms  1.290 ms  1.280 ms

PING 10.0.0.5 (10.0.0.5) 56(84) bytes of data.
64 bytes from 10.0.0.5: icmp_seq=1 ttl=63 time=1.21 ms

--- 10.0.0.5 ping statistics ---
4 packets transmitted, 4 received, 0% packet loss, time 3004ms
rtt min/avg/max/mdev = 1.190/1.206/1.220/0.012 ms
</pre>`);
    const hops = got.filter((m) => m.conditions.tool === "traceroute");
    expect(hops.map((m) => [m.conditions.hop, m.value])).toEqual([
      ["1", 0.512], ["1", 0.488], ["1", 0.47], ["2", 1.203], ["3", 1.301], ["3", 1.29], ["3", 1.28],
    ]);
    expect(got.some((m) => m.value === 3004)).toBe(false);
  });

  it("a header naming a transfer word beside a read or a write gives the read or write (`Stream Write`), as `Write, 1 stream` does", () => {
    expect(operationOf(["Write, 1 stream"], null)).toBe("write");
    expect(operationOf(["Single stream write (MB/s)"], null)).toBe("write");
    expect(operationOf(["Stream read"], null)).toBe("read");
    expect(operationOf(["Send/Receive"], null)).toBe("transfer");
  });

  it("`@` pairs a rate with the latency it was reached at, not a latency with the load offered or a rate with the run's length", () => {
    expect(pairedCell("25339 IOps@7.6ms")).toMatchObject({ main: "25339 IOps", bracketed: "7.6ms" });
    expect(pairedCell("977 MB/s @ 17.2 ms")).not.toBeNull();
    expect(pairedCell("0.8 ms @ 50000 IOPS")).toBeNull();
    expect(pairedCell("3200 MB/s @ 30 min")).toBeNull();
    expect(pairedCell("9.4 Gbit/s @ 60 s")).toBeNull();
    const got = rows(`<h2>Link</h2><table><tr><th>Port</th><th>Result</th></tr><tr><td>eth0</td><td>9.4 Gbit/s @ 60 s</td></tr></table>`);
    expect(got.some((m) => m.metric === "duration")).toBe(false);
  });

  it("a row of two-figure cells is a row of figures, not a header row over the next (its column path is the header's)", () => {
    const got = rows(`<h2>QoS</h2><table><tr><th>Drive</th><th>Read</th></tr><tr><td>PM1733</td><td>25339 IOPS@0.8 ms</td></tr><tr><td>P5510</td><td>24000 IOPS@1.1 ms</td></tr></table>`);
    expect(got.filter((m) => m.value === 24000).map((m) => m.conditions.column)).toEqual(["Read"]);
  });

  it("a size followed by any per-second suffix of the unit table is a rate's, never a block size (`45 MB/秒`)", () => {
    for (const t of ["45 MB/秒", "45 MB毎秒", "45 MB/second", "45 MB per second", "45 MB/s"]) expect(sizeInTestName(t)).toBeNull();
    expect(sizeInTestName("0.5 kbytes")).toBe(512);
    const got = rows(`<pre>$ ./copytest\n書き込み速度: 45 MB/秒\n読み込み速度: 52 MB/秒\n</pre>`);
    expect(got.map((m) => m.conditions.block_size_bytes)).toEqual([undefined, undefined]);
  });

  it("a timeout, interval, threshold or backoff is a setting, now that `ping`, `RTT` and a time per operation name a latency", () => {
    const got = rows(`<pre>$ ./netcheck
Ping timeout: 3000 ms
Ping interval: 1000 ms
retry_backoff = 250 ms/req
think time: 5 ms/op
Download speed threshold: 50.00 Mbps
Ping: 12.5 ms
sync write: 138.3 usec/IO
</pre>`);
    expect(got.map((m) => [m.metric, m.value])).toEqual([["latency", 12.5], ["latency", 138.3]]);
  });

  it("a figure given as `Up to` under a label line naming an operation is a rating, not a result", () => {
    expect(rows(`<h2>Drive</h2><pre>\nSequential Read:\nUp to 3500 MB/s\nRandom Read:\nUp to 600000 IOPS\n</pre>`)).toEqual([]);
  });

  it("a side named with the lean or ratio of its mix (`Mixed read-heavy`, `Mixed 70/30 read`) stays the mix; `Mixed Read BW` is the read", () => {
    for (const t of ["Mixed read-heavy IOPS", "Mixed workload (write-intensive)", "Read-mostly mixed IOPS", "Mixed (read dominant)", "Mixed 70/30 read"]) {
      expect(describeText(t).operation).toBe("read_write");
    }
    expect(describeText("Mixed Read BW").operation).toBe("read");
    expect(describeText("Mixed heavyweight read").operation).toBe("read");
  });
});
