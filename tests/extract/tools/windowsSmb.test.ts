import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string) => parseToolOutput(text).map((r) => [r.tool, r.metric, r.operation, r.quantity.value, r.quantity.unit, r.quantity.valueSi, r.conditions.protocol ?? null]);

describe("robocopy and smbclient", () => {
  it("robocopy: the Bytes/sec line and the total time; a copy onto a UNC share is a write", () => {
    expect(rows(fixture("robocopy-summary.txt"))).toEqual([
      ["robocopy", "duration", "write", 57, "s", 57, null],
      ["robocopy", "throughput", "write", 110413722, "Bytes/sec", 110413722, null],
    ]);
  });

  it("robocopy in Japanese Windows", () => {
    expect(rows("   速度:           110413722 バイト/秒。\n   速度:             6317.925 MB/分。").map((r) => [r[1], r[3]])).toEqual([["throughput", 110413722]]);
  });

  it("smbclient: get is a read, put a write, in KiB/s, whatever the decimal separator", () => {
    expect(rows(fixture("smbclient-get-put.txt"))).toEqual([
      ["smbclient", "throughput", "read", 108841.7, "KiloBytes/sec", 108841.7 * 1024, "SMB"],
      ["smbclient", "throughput", "write", 97312.4, "kb/s", 97312.4 * 1024, "SMB"],
    ]);
  });

  it("a sentence about a copy speed is not read", () => {
    expect(parseToolOutput("Speed was about 110 MB/s on the share, and getting file lists took longer than putting files.")).toEqual([]);
  });
});
