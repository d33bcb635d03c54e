import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { networkIn, sectionConditions, sectionOperation } from "../../src/extract/prose/proseContext.ts";
import type { MeasurementDraft } from "../../src/model/records.ts";

const row = (context: string, operation: "read" | "write", conditions: Record<string, string>): MeasurementDraft => ({
  key: `t${context}${operation}`, report: 0, metric: "throughput", operation, access: null, value: 1, unit: "MB/s", valueSi: 1e6, siUnit: "B/s",
  conditions, origin: "tool-output", raw: "", locator: "pre[1]", context,
});

describe("what a section lends its sentences", () => {
  const rows = [
    row("Review > The 850 PRO", "read", { storage: "Samsung SSD 850 PRO", tool: "HD Tune", config: "通常起動" }),
    row("Review > The 850 PRO > Drive detail", "read", { storage: "Samsung SSD 850 PRO", tool: "HD Tune", config: "セーフモード" }),
    row("Review > Other drives", "write", { storage: "WD Blue", tool: "HD Tune" }),
  ];

  it("a setup every row of the section and its subsections shares, and the one value a sentence names where they differ", () => {
    expect(sectionConditions(rows, "Review > The 850 PRO", "セーフモードで測り直すと速くなった")).toEqual({ storage: "Samsung SSD 850 PRO", config: "セーフモード" });
    expect(sectionConditions(rows, "Review > The 850 PRO", "It slowed down")).toEqual({ storage: "Samsung SSD 850 PRO" });
    expect(sectionConditions(rows, "Review > Nothing here", "x")).toEqual({});
  });

  it("the operation of a tool the sentence names, when its rows in the section share one", () => {
    expect(sectionOperation(rows, "Review > The 850 PRO", "HD Tune averaged only 96 MB/sec")).toBe("read");
    expect(sectionOperation(rows, "Review", "HD Tune averaged only 96 MB/sec")).toBeNull();
    expect(sectionOperation(rows, "Review > The 850 PRO", "it averaged only 96 MB/sec")).toBeNull();
  });

  it("a network named by a heading, or by a sentence as its setting", () => {
    expect(networkIn("Direct OM3 fiber link", true)).toBe("fiber");
    expect(networkIn("2.5GbEでは280MB/sまで伸びた", false)).toBe("2.5GbE");
    expect(networkIn("NASは1GbEの上限に近い", false)).toBeNull();
    expect(networkIn("1GbE and 10GbE ports", true)).toBeNull();
  });
});

/** A page of the genre written here from public figures (a 10GbE NAS review, a link-speed iperf test, a USB RAID 1 box, an rsync thread). */
describe("a Japanese and English NAS page in prose", () => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL("../fixtures/extra/ja-nas-raid-prose.html", import.meta.url)), null, "ja-nas-raid-prose.html").text);
  const rows = extractAll(doc).measurements.filter((m) => m.origin === "prose");

  it("reads every result sentence with its conditions and leaves out theoretical and interface figures", () => {
    expect(rows.map((m) => [m.metric, m.operation, m.access, m.value, m.unit, m.conditions.raid ?? m.conditions.network ?? null, m.conditions.tool ?? null])).toEqual([
      ["throughput", "transfer", null, 9.38, "Gビット/秒", "10Gビット/秒", "iperf"],
      ["throughput", "transfer", null, 4.95, "Gビット/秒", "5Gビット/秒", "iperf"],
      ["throughput", "transfer", null, 2.47, "Gビット/秒", "2.5Gビット/秒", "iperf"],
      // `どの構成も120MB/秒付近で頭打ち` is a ceiling shared by every configuration, a summary (as unseen5 labels it), not a result
      ["throughput", "read", "sequential", 1070.3, "MB/秒", "RAID0", null],
      ["throughput", "read", "sequential", 857.5, "MB/秒", "RAID5", null],
      ["throughput", "read", "sequential", 179.1, "MB/s", "RAID1", null],
      ["throughput", "write", "sequential", 171.5, "MB/s", "RAID1", null],
      ["throughput", "transfer", null, 939, "Mbit/s", "Gigabit Ethernet", "iperf"],
      ["throughput", "write", "sequential", 58.8, "MB/s", null, "dd"],
      ["throughput", "copy", null, 22, "MB/s", null, null],
    ]);
    expect(rows.some((m) => m.value === 120)).toBe(false);
    expect(rows.some((m) => [125, 5].includes(m.value))).toBe(false);
  });
});
