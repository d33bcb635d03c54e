import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string) => parseToolOutput(text).map((r) => [r.tool, r.metric, r.operation, r.quantity.value, r.quantity.unit, r.quantity.valueSi, r.conditions.protocol ?? null]);

describe("robocopy and smbclient", () => {
  it("robocopy: both Speed lines, the job's total time and the copying time; a copy onto a UNC share is a write", () => {
    expect(rows(fixture("robocopy-summary.txt"))).toEqual([
      ["robocopy", "duration", "write", 57, "s", 57, null],
      ["robocopy", "duration", "write", 56, "s", 56, null],
      ["robocopy", "throughput", "write", 110413722, "Bytes/sec", 110413722, null],
      ["robocopy", "throughput", "write", 6317.925, "MegaBytes/min", (6317.925 * 2 ** 20) / 60, null],
    ]);
    expect(parseToolOutput(fixture("robocopy-summary.txt")).map((r) => r.conditions.test ?? r.conditions.file_size_bytes)).toEqual(["Total", "Copied", Math.round(5.812 * 2 ** 30), Math.round(5.812 * 2 ** 30)]);
  });

  it("robocopy without a command line: a copy; Times of 0:00:00 are rounded zeros, not times", () => {
    const job = [
      "               Total    Copied   Skipped  Mismatch    FAILED    Extras",
      "    Dirs :         1         0         1         0         0         0",
      "   Files :         1         1         0         0         0         0",
      "   Bytes :   44.00 m   44.00 m         0         0         0         0",
      "   Times :   0:00:00   0:00:00                       0:00:00   0:00:00",
      "",
      "   Speed :           542792282 Bytes/sec.",
      "   Speed :           31058.823 MegaBytes/min.",
    ].join("\n");
    const r = parseToolOutput(job);
    expect(r.map((x) => [x.metric, x.quantity.value, x.defaultOperation, x.conditions.file_size_bytes])).toEqual([
      ["throughput", 542792282, "copy", 44 * 2 ** 20], ["throughput", 31058.823, "copy", 44 * 2 ** 20],
    ]);
  });

  it("robocopy in Japanese Windows", () => {
    expect(rows("   速度:           110413722 バイト/秒。\n   速度:             6317.925 MB/分。").map((r) => [r[1], r[3]])).toEqual([["throughput", 110413722], ["throughput", 6317.925]]);
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
