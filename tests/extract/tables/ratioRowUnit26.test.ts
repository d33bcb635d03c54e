import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

describe("a ratio row's percentages do not spread to the column's bare figures", () => {
  const page = (lead: string) =>
    extractAll(buildDocument(`<html><body><h1>HDD</h1><p>${lead}</p><table><tr><td></td><td>Read</td><td>Write</td></tr><tr><td>Cache off</td><td>6120</td><td>3390</td></tr><tr><td>Cache on</td><td>7710</td><td>3925</td></tr><tr><td>比</td><td>126.0%</td><td>115.8%</td></tr></table></body></html>`));

  it("reads the bare figures in the unit the sentence over the table states, and refuses the ratios", () => {
    const x = page("ベンチマークで測定した結果です。(単位:KB/S)");
    expect(x.measurements.map((m) => [m.operation, m.value, m.unit])).toEqual([["read", 6120, "KB/s"], ["write", 3390, "KB/s"], ["read", 7710, "KB/s"], ["write", 3925, "KB/s"]]);
    expect(x.rejects.filter((r) => r.raw.endsWith("%")).length).toBe(2);
  });

  it("leaves them refused when no unit is stated anywhere", () => {
    const x = page("ベンチマークで測定した結果です。");
    expect(x.measurements).toEqual([]);
  });
});

describe("rows named `A / B` alike are conditions, not ratios of each other", () => {
  it("reads rows whose names share the slashed shape (`BOLA / RTT`, `BOLA / RTT+Loss`) and a condition named `Loss`", () => {
    const x = extractAll(buildDocument(`<html><body><h1>ABR signals</h1><table><tr><th>Rule / signals</th><th>Avg bitrate (Mbps)</th></tr>
<tr><td>BOLA / RTT</td><td>0.61</td></tr><tr><td>BOLA / RTT+Loss</td><td>0.58</td></tr><tr><td>Dynamic / RTT+CWND</td><td>0.55</td></tr></table></body></html>`));
    expect(x.measurements.map((m) => m.value)).toEqual([0.61, 0.58, 0.55]);
  });

  it("still refuses a row that divides two rows named on their own", () => {
    const x = extractAll(buildDocument(`<html><body><h1>Cache</h1><table><tr><th></th><th>Read (MB/s)</th></tr>
<tr><td>SSD</td><td>520</td></tr><tr><td>HDD</td><td>180</td></tr><tr><td>SSD / HDD</td><td>2.9</td></tr></table></body></html>`));
    expect(x.measurements.map((m) => m.value)).toEqual([520, 180]);
  });
});
