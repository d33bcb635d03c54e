import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";

const server = (port: number, range: string, value: string) => `<pre>------------------------------------------------------------
Server listening on TCP port 5001
TCP window size: 85.3 KByte (default)
------------------------------------------------------------
[  4] local 10.8.0.1 port 5001 connected with 10.8.0.2 port ${port}
[ ID] Interval       Transfer     Bandwidth
[  4]  ${range} sec  ${value}</pre>`;

describe("conditions from the headings over tool blocks", () => {
  it("two runs under different headings (WireGuard / OpenVPN) get the heading as config, though each run took its own seconds", () => {
    const doc = buildDocument(`<title>VPN</title><h1>Tunnels compared</h1><h2>WireGuard</h2>${server(40112, "0.0-10.0", "301 MBytes   252 Mbits/sec")}
      <h2>OpenVPN</h2>${server(40114, "0.0-10.3", "55.1 MBytes  44.9 Mbits/sec")}`);
    const rows = extractToolOutputs(doc).measurements;
    expect(rows.map((m) => [m.value, m.conditions.config, m.conditions.side, m.conditions.elapsed_s])).toEqual([[252, "WireGuard", "receiver", 10], [44.9, "OpenVPN", "receiver", 10.3]]);
  });

  it("a run alone under its heading takes no config from it", () => {
    const doc = buildDocument(`<title>VPN</title><h1>Tunnels</h1><h2>WireGuard</h2>${server(40112, "0.0-10.0", "301 MBytes   252 Mbits/sec")}`);
    expect(extractToolOutputs(doc).measurements[0]?.conditions.config).toBeUndefined();
  });

  it("iperf 2's UDP line with jitter and lost datagrams is the receiver's, pasted without its command", () => {
    const doc = buildDocument(`<title>UDP</title><pre>[ ID] Interval       Transfer     Bandwidth        Jitter   Lost/Total Datagrams
[  3]  0.0-30.0 sec   342 MBytes  95.6 Mbits/sec   0.092 ms 1301/245366 (0.53%)</pre>`);
    expect(extractToolOutputs(doc).measurements.map((m) => [m.value, m.conditions.protocol, m.conditions.side])).toEqual([[95.6, "UDP", "receiver"]]);
  });
});
