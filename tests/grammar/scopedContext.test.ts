import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { extractToolOutputs } from "../../src/extract/tools/extractToolOutputs.ts";

const IPERF = "<pre>[ ID] Interval       Transfer     Bandwidth\n[  3]  0.0-10.0 sec  10.9 GBytes  9.38 Gbits/sec</pre>";
const rowsOf = (html: string) => extractToolOutputs(buildDocument(html)).measurements;

describe("context attached by the scoping rule", () => {
  it("a network medium in a heading over a tool block is the network of its rows, in every section", () => {
    const rows = rowsOf(`<title>t</title><h1>t</h1><h2>10GbE (Intel X520)</h2>${IPERF}<h2>InfiniBand QDR</h2>${IPERF}`);
    expect(rows.map((r) => r.conditions.network)).toEqual(["10GbE", "InfiniBand"]);
  });
  it("a lead-in's case-marked phrase names the network and protocol (`10GbE環境で`, `over NFSv3`)", () => {
    const ja = rowsOf(`<title>t</title><h1>t</h1><p>10GbE環境で測定しました。</p>${IPERF}`);
    expect(ja[0]?.conditions.network).toBe("10GbE");
    const en = rowsOf(`<title>t</title><h1>t</h1><p>This run went over a Wi-Fi link.</p>${IPERF}`);
    expect(en[0]?.conditions.network).toBe("Wi-Fi");
  });
  it("a heading naming two media names neither", () => {
    const rows = rowsOf(`<title>t</title><h1>t</h1><h2>1GbE vs 10GbE</h2>${IPERF}`);
    expect(rows[0]?.conditions.network).toBeUndefined();
  });
  it("a cache policy in a heading or header is configuration, not the operation of the figures", () => {
    const doc = buildDocument(`<title>t</title><h1>t</h1><h2>Write Back</h2><table><tr><th></th><th>Sequential Read (MB/s)</th></tr><tr><td>RAID 5</td><td>512</td></tr></table>`);
    const m = extractTables(doc).measurements;
    expect(m.map((r) => r.operation)).toEqual(["read"]);
    const header = buildDocument(`<title>t</title><h1>t</h1><table><tr><th></th><th>Write Back</th><th>Write Through</th></tr><tr><td>Read (MB/s)</td><td>512</td><td>498</td></tr></table>`);
    expect(extractTables(header).measurements.map((r) => r.operation)).toEqual(["read", "read"]);
  });
});
