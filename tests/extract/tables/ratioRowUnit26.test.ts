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
