import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { splitPairs } from "../../src/extract/structure/typedLines.ts";

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
});
