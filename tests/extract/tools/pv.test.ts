import { describe, expect, it } from "vitest";
import { parsePv } from "../../../src/extract/tools/pv.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text).filter((r) => r.tool === "pv")).map((r) => [r.metric, r.value, r.unit, r.si, r.file_size_bytes]);

describe("pv (pipe viewer) summaries", () => {
  it("pv 1.6 run here: only the 100 % display is read, its rate 1024-based, its whole seconds as the time", () => {
    expect(rows(fixture("pv-1.6-size-known.txt"))).toEqual([
      ["throughput", 20.3, "MiB/s", 20.3 * 2 ** 20, Math.round(57.2 * 2 ** 20)],
      ["duration", 2, "s", 2, Math.round(57.2 * 2 ** 20)],
    ]);
  });

  it("with -a the average bracket is the result", () => {
    expect(rows(fixture("pv-1.6-average.txt"))[0]).toEqual(["throughput", 20.4, "MiB/s", 20.4 * 2 ** 20, Math.round(57.2 * 2 ** 20)]);
  });

  it("size unknown (a pipe): the last display under the pv command", () => {
    expect(rows(fixture("pv-1.6-pipe.txt")).map((r) => [r[0], r[1]])).toEqual([["throughput", 10.1], ["duration", 2]]);
  });

  it("pasted runs: minutes of elapsed time, decimal commas; a display still running (ETA) is not read", () => {
    expect(rows(fixture("pv-variants.txt")).map((r) => [r[0], r[1], r[4]])).toEqual([
      ["throughput", 333, Math.round(20 * 2 ** 30)], ["duration", 64, Math.round(20 * 2 ** 30)], ["throughput", 1.94, 2 * 2 ** 30], ["duration", 1, 2 * 2 ** 30],
    ]);
  });

  it("a display without a pv command and without 100 %, and prose, are not read", () => {
    expect(parsePv(lines("20.0MiB 0:00:02 [9.82MiB/s] [ <=>    ]"))).toEqual([]);
    expect(parsePv(lines("We piped 20.0GiB through pv in 0:01:04 at [333MiB/s] on average."))).toEqual([]);
  });
});
