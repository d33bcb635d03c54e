import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text)).map((r) => [r.metric, r.value, r.unit, r.si, r.line, r.file_size_bytes ?? null]);

describe("wget's closing lines in several versions and locales", () => {
  it("German wget: decimal commas, gespeichert, the dot progress's and the bar's times, and the Geholt total", () => {
    expect(rows(fixture("wget-de-locale.txt"))).toEqual([
      ["duration", 12, "s", 12, "progress", 101628600],
      ["throughput", 7.83, "MB/s", 7.83 * 2 ** 20, "summary", 101628600],
      ["duration", 0.5, "s", 0.5, "progress", 12042877],
      ["throughput", 23.9, "MB/s", 23.9 * 2 ** 20, "summary", 12042877],
      ["duration", 0.5, "s", 0.5, "total", null],
      ["throughput", 23.9, "MB/s", 23.9 * 2 ** 20, "total", null],
    ]);
  });

  it("wget 1.12 and older: backquoted names, a bar whose rate has no B, the -> dot style", () => {
    expect(rows(fixture("wget-1.12-old.txt"))).toEqual([
      ["duration", 8.2, "s", 8.2, "progress", 150722560],
      ["throughput", 17.6, "MB/s", 17.6 * 2 ** 20, "summary", 150722560],
      ["throughput", 1.33, "MB/s", 1.33 * 2 ** 20, "summary", 1394],
    ]);
  });

  it("the rate inside a progress bar that is still running is no result", () => {
    expect(parseToolOutput("linux.tar.xz        47%[=======>              ]  70.12M  8,55MB/s    eta 9s")).toEqual([]);
  });

  it("a sentence quoting a download's speed in brackets is not read", () => {
    expect(parseToolOutput("The mirror gave us (9,41 MB/s) - not bad - and the file was saved without errors.")).toEqual([]);
  });
});
