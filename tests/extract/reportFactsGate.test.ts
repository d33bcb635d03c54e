import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import type { MeasurementDraft } from "../../src/model/records.ts";
import { reportScope } from "../../src/extract/reportScope.ts";

// reportScope reads a report's lines for its NFS version only where a line names `nfs` or `vers=` once normalised
const nfsRow = (): MeasurementDraft =>
  ({ key: "t1", report: 0, origin: "table", locator: "table[0]/r1/c1", context: "", raw: "110", metric: "throughput", operation: "read", access: null, value: 110, unit: "MB/s", valueSi: 110e6, siUnit: "B/s", conditions: { protocol: "NFS" }, derived: false, derivedFrom: [], note: null, system: null, position: 0 }) as MeasurementDraft;
const scoped = (html: string) => {
  const row = nfsRow();
  reportScope([row], buildDocument(`<html><body>${html}<table><tr><th>Share</th><th>Read (MB/s)</th></tr><tr><td>NFS</td><td>110</td></tr></table></body></html>`));
  return row.conditions.nfs_version;
};

describe("the report's NFS version, read from the lines that can state it", () => {
  it("finds a version written in full-width letters, in a line among others", () => {
    expect(scoped(`<p>検証環境はUbuntu 24.04です。<br>共有はＮＦＳｖ３でマウントしました。<br>クライアントは1台です。</p>`)).toBe(3);
  });

  it("finds a mount's `VERS=` in capitals and full width, and none where no line names a version", () => {
    expect(scoped(`<pre>mount -o VERS=4.2,proto=tcp nas:/x /mnt/x</pre>`)).toBe(4.2);
    expect(scoped(`<pre>mount -o ｖｅｒｓ=4.1 nas:/x /mnt/x</pre>`)).toBe(4.1);
    expect(scoped(`<p>The share was mounted with default options.</p>`)).toBeUndefined();
  });
});
