import { describe, expect, it } from "vitest";
import { linkClaims } from "../../../src/extract/checks/linkClaims.ts";
import type { MeasurementDraft } from "../../../src/model/records.ts";

type M = MeasurementDraft & { position?: number };
const row = (key: string, origin: M["origin"], value: number, conditions: M["conditions"], position: number): M => ({
  key, report: 0, metric: "throughput", operation: "write", access: null, value, unit: "MB/s", valueSi: value * 1e6, siUnit: "B/s",
  conditions, origin, raw: String(value), locator: `x${position}`, position,
});

describe("linking a sentence's figure to the table row it restates", () => {
  it("a claim naming the level broadly (RAID0) finds evidence labelled more finely (hardware RAID0)", () => {
    const checks = linkClaims([
      row("claim", "prose", 245, { raid: "RAID0" }, 0),
      row("hw", "table", 245, { raid: "hardware RAID0" }, 1),
      row("r5", "table", 245, { raid: "RAID5" }, 2),
    ]);
    expect(checks.map((c) => [c.claim, c.evidence, c.verdict])).toEqual([["claim", "hw", "agrees"]]);
  });

  it("another level, or a level only inside a longer word, is not the same thing", () => {
    expect(linkClaims([row("claim", "prose", 245, { raid: "RAID1" }, 0), row("r10", "table", 245, { raid: "RAID10" }, 1)])).toEqual([]);
    expect(linkClaims([row("claim", "prose", 245, { raid: "RAID0" }, 0), row("r5", "table", 245, { raid: "RAID5" }, 1)])).toEqual([]);
  });

  it("the evidence's broader label does not stand for the claim's finer one", () => {
    expect(linkClaims([row("claim", "prose", 245, { raid: "hardware RAID0" }, 0), row("any", "table", 245, { raid: "RAID0" }, 1)])).toEqual([]);
  });
});
