import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const IPERF3 = `<h1>iperf3 over the bridge</h1><pre>$ iperf3 -c 10.0.0.1
Connecting to host 10.0.0.1, port 5201
[  5] local 10.0.0.2 port 40000 connected to 10.0.0.1 port 5201
[ ID] Interval           Transfer     Bitrate         Retr  Cwnd
[  5]   0.00-1.00   sec   112 MBytes   940 Mbits/sec    0    400 KBytes
[  5]   1.00-2.00   sec   111 MBytes   931 Mbits/sec    0    400 KBytes
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-2.00   sec   223 MBytes   935 Mbits/sec    0             sender
[  5]   0.00-2.00   sec   222 MBytes   932 Mbits/sec                  receiver
</pre>`;

describe("a tool's per-interval lines", () => {
  it("are refused as progress, each a rejects row with its line, while the run's summary lines stay results", () => {
    const ex = extractAll(buildDocument(IPERF3));
    expect(ex.measurements.map((m) => [m.value, m.conditions.side])).toEqual([[935, "sender"], [932, "receiver"]]);
    const refused = ex.rejects.filter((r) => r.reason.startsWith("a per-interval or progress report"));
    expect(refused.map((r) => r.raw.trim().slice(0, 22))).toEqual(["[  5]   0.00-1.00   se", "[  5]   1.00-2.00   se"]);
    expect(refused[0]?.reason).toContain("0-1 s");
  });

  it("are refused even where the output was cut before its summary", () => {
    const cut = IPERF3.split("- - -")[0] + "</pre>";
    const ex = extractAll(buildDocument(cut));
    expect(ex.measurements).toEqual([]);
    expect(ex.rejects.filter((r) => r.reason.startsWith("a per-interval")).length).toBe(2);
  });
});
