import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseHdTune } from "../../../src/extract/tools/hdTune.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const parse = (text: string) => parseHdTune(text.split("\n"));

describe("HD Tune summary", () => {
  it("transfer rates, access time and burst rate as reads of the drive its title line names; CPU usage left out", () => {
    const r = parse(fixture("hdtune-indented.txt"));
    expect(r.map((x) => [x.metric, x.operation, x.conditions.test, x.quantity.value, x.quantity.unit])).toEqual([
      ["throughput", "read", "Transfer Rate Minimum", 1, "MB/sec"],
      ["throughput", "read", "Transfer Rate Maximum", 449.1, "MB/sec"],
      ["throughput", "read", "Transfer Rate Average", 308.1, "MB/sec"],
      ["latency", "read", "Access Time", 0.4, "ms"],
      ["throughput", "read", "Burst Rate", 196.7, "MB/sec"],
    ]);
    expect(r[3]?.quantity.valueSi).toBeCloseTo(0.0004);
    expect(r[1]?.quantity.valueSi).toBeCloseTo(449.1e6);
    expect(r.every((x) => x.conditions.storage === "Samsung SSD 840 EVO 120G" && x.access === null)).toBe(true);
  });

  it("pasted in a <br> paragraph without its title line: the set of its labels is enough, and the heading names the drive", () => {
    const body = fixture("hdtune-indented.txt").trim().split("\n").slice(1).map((l) => l.trim()).join("<br>");
    const doc = buildDocument(`<h1>Drives</h1><h2>Toshiba DT01ACA300</h2><p>${body}</p>`);
    const m = extractToolOutputs(doc).measurements;
    expect(m).toHaveLength(5);
    expect(m.every((x) => x.conditions.storage === "Toshiba DT01ACA300")).toBe(true);
  });

  it("a Write transfer rate section (HD Tune Pro) makes the figures below it writes", () => {
    const r = parse(["HD Tune Pro: WDC WD10EZEX-00BN5A0 Benchmark", "Write transfer rate", "Transfer Rate Average : 150.2 MB/s", "Access Time : 15.1 ms"].join("\n"));
    expect(r.map((x) => x.operation)).toEqual(["write", "write"]);
    expect(r[0]?.conditions.storage).toBe("WDC WD10EZEX-00BN5A0");
  });

  it("a summary run into one line (a paragraph without <br>) is split at its labels", () => {
    const r = parse(fixture("hdtune-indented.txt").split("\n").join(" "));
    expect(r.map((x) => x.quantity.value)).toEqual([1, 449.1, 308.1, 0.4, 196.7]);
    expect(r[0]?.conditions.storage).toBe("Samsung SSD 840 EVO 120G");
  });

  it("a sentence using its words is not its output", () => {
    expect(parse("Transfer Rate Average : 100 MB/sec before the firmware update")).toEqual([]);
    expect(parse("Burst Rate : 180 MB/sec\nAccess Time : 12 ms")).toEqual([]);
  });
});
