import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindParams, findQuery, listQueries, pivotRows, runCanned } from "../../src/query/cannedQueries.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
});
afterAll(() => t.dispose());

const run = (name: string, params: Record<string, string> = {}) => runCanned(t.wh, name, params);

describe("canned comparisons on the sample warehouse", () => {
  it("every queries/*.sql has a name, a description and runs with its defaults", async () => {
    const all = listQueries();
    expect(all.map((q) => q.name)).toEqual([
      "adapters-by-block-size", "claims", "copy-times", "network-uplift", "nfs-versions", "offload-gain", "raid-software-vs-hardware", "same-part-across-reports", "systems",
    ]);
    for (const q of all) {
      expect(q.description.length, q.name).toBeGreaterThan(20);
      await expect(run(q.name), q.name).resolves.toBeDefined();
    }
  });

  it("adapters-by-block-size: one column per block size, named as the table prints block sizes", async () => {
    const r = await run("adapters-by-block-size", { access: "random", operation: "write" });
    expect(r.columns).toEqual(["report", "adapter", "offload", "unit", "512 B", "4 KiB", "256 KiB", "1 MiB"]);
    expect(r.units).toEqual({ "512 B": "unit", "4 KiB": "unit", "256 KiB": "unit", "1 MiB": "unit" });
    expect(new Set(r.rows.map((x) => x.report))).toEqual(new Set(["Chelsio T420-CR iSCSI転送速度測定"]));
    expect(r.rows.map((x) => [x.adapter, x.offload, x["512 B"], x["4 KiB"], x["256 KiB"], x["1 MiB"]])).toEqual([
      ["Chelsio N320E（cxgb3toe-1.5.1.6）", "TOE off", 1.19, 11.71, 84.31, 144.39],
      ["Chelsio S320E-LP-CR（cxgb3toe-1.5.1.6）", "TOE off", 1.58, 13.85, 80.41, 146.38],
      ["Chelsio S320E-LP-CR（cxgb3toe-1.5.1.6）", "TOE on", 1.47, 13.67, 82.15, 146.58],
      ["Chelsio T420-CR", "TOE off", 1.2, 12.28, 84.12, 156.06],
      ["Chelsio T420-CR", "TOE on", 1.16, 11.78, 95.5, 161.23],
      ["Intel EXP9502CX4（ixgbe-3.4.24-NAPI）", "IOAT + DCA off", 1.18, 10.82, 82.26, 143.77],
      ["Intel EXP9502CX4（ixgbe-3.4.24-NAPI）", "IOAT + DCA on", 1.22, 10.74, 95.72, 149.79],
    ]);
    const iops = await run("adapters-by-block-size", { metric: "iops" });
    expect(iops.rows.find((x) => x.adapter === "Chelsio T420-CR" && x.offload === "TOE on")).toMatchObject({ unit: "IOPS", "512 B": 21879.4, "1 MiB": 816.61 });
  });

  it("offload-gain: on / off per adapter and block size", async () => {
    const r = await run("offload-gain");
    expect(r.rows).toHaveLength(3 * 4 * 8); // three adapters with both settings, four block sizes, eight columns each
    expect(r.rows.find((x) => x.adapter === "Chelsio T420-CR" && x.block_size_bytes === 1048576 && x.metric === "throughput" && x.access === "sequential" && x.operation === "read"))
      .toMatchObject({ value_off: 794.37, value_on: 856.27, gain: 1.078, offload_off: "TOE off", offload_on: "TOE on" });
  });

  it("nfs-versions: v3 and v4 side by side", async () => {
    const r = await run("nfs-versions");
    expect(r.rows.map((x) => [x.storage, x.operation, x.v3, x.v4, x.difference])).toEqual([
      ["RAID1 250GB SATA x2", "read", 58, 58, 0],
      ["RAID1 250GB SATA x2", "write", 33, 34, 1],
      ["RAID10 500GB SATA x6", "read", 105, 104, -1],
      ["RAID10 500GB SATA x6", "write", 65, 64, -1],
      ["no-RAID 250GB SATA x1", "read", 57, 58, 1],
      ["no-RAID 250GB SATA x1", "write", 34, 45, 11],
    ]);
  });

  it("network-uplift: 10GbE against GbE for the same test", async () => {
    const r = await run("network-uplift");
    expect(r.rows.map((x) => [x.network, x.operation, x.value, x.baseline, x.baseline_value, x.unit, x.uplift])).toEqual([
      ["10GbE to 10GbE", "read", 151, "GbE to GbE", 85, "MB/s", 1.776],
      ["10GbE to 10GbE", "write", 113, "GbE to GbE", 64, "MB/s", 1.766],
    ]);
  });

  it("raid-software-vs-hardware: one display unit per metric, the throughput derived from times converted to it", async () => {
    const r = await run("raid-software-vs-hardware");
    expect(r.rows.map((x) => [x.level, x.metric, x.operation, x.basis, x.unit, x.software, x.hardware])).toEqual([
      ["RAID0", "duration", "read", "measured", "s", 53.47, 55.04],
      ["RAID0", "duration", "write", "measured", "s", 42.91, 41.77],
      ["RAID0", "throughput", "read", "measured", "MB/s", 192, 186],
      ["RAID0", "throughput", "read", "derived", "MB/s", Number((10737418240 / 53.47 / 1e6).toPrecision(12)), Number((10737418240 / 55.04 / 1e6).toPrecision(12))],
      ["RAID0", "throughput", "write", "measured", "MB/s", 239, 245],
      ["RAID0", "throughput", "write", "derived", "MB/s", Number((10737418240 / 42.91 / 1e6).toPrecision(12)), Number((10737418240 / 41.77 / 1e6).toPrecision(12))],
    ]);
    expect(r.columns).not.toContain("si_unit");
  });

  it("copy-times: durations with their derived throughput", async () => {
    const r = await run("copy-times");
    expect(r.rows).toHaveLength(21 + 4); // the blog's 21 stopwatch times and the RAID page's four time outputs
    expect(r.rows.filter((x) => String(x.path).includes("RAID0")).map((x) => [x.path, x.operation, x.seconds, x.derived_mb_per_s])).toEqual([
      ["hardware RAID0", "read", 55.04, 195.1],
      ["hardware RAID0", "write", 41.77, 257.1],
      ["software RAID0", "read", 53.47, 200.8],
      ["software RAID0", "write", 42.91, 250.2],
    ]);
    expect(r.rows.find((x) => x.path === "A<->C" && x.operation === "write")).toMatchObject({ protocol: "iSCSI", seconds: 474, file_size_bytes: 3006477107, derived_mb_per_s: 6.3 });
  });

  it("claims: every check with its evidence and verdict", async () => {
    const r = await run("claims");
    expect(r.columns).toEqual(["report", "claim", "claim_unit", "claim_text", "evidence", "evidence_unit", "evidence_origin", "relation", "ratio", "verdict", "note"]);
    // by report date (undated last), then the claim's place on the page
    expect(r.rows.map((x) => [x.claim, x.claim_unit, x.evidence, x.relation, x.verdict])).toEqual([
      [2.5, "Gbps", 2492.22, "restates", "agrees"],
      [6.045, "Gbps", 6491.42, "restates", "agrees-binary"],
      [230, "MB/s", 239, "restates", "disagrees"],
      [190, "MB/s", 192, "restates", "agrees"],
      [239, "MB/s", 10737418240 / 42.91, "derived", "agrees-binary"],
      [245, "MB/s", 10737418240 / 41.77, "derived", "agrees-binary"],
      [192, "MB/s", 10737418240 / 53.47, "derived", "agrees-binary"],
      [186, "MB/s", 10737418240 / 55.04, "derived", "agrees-binary"],
    ]);
  });

  it("systems: one row per system, parts joined with ' + '", async () => {
    const r = await run("systems");
    expect(r.rows).toHaveLength(14);
    expect(r.rows[0]).toMatchObject({ name: "DPr490", role: "nfs-server", report: "10GBASE CX4によるピア to ピア接続テスト" }); // the earliest report's first system
    expect(r.rows.find((x) => x.name === "DPr690" && String(x.report).startsWith("RAID0テスト"))).toMatchObject({ name: "DPr690", processor: "Xeon X5355 2.66GHz 2CPU 8 cores", memory: "8.0GiB DDR2-667", disk: "250GB SATA + 3 x 750GB SATA", raid: "SAS5iR", os: "CentOS 4.4", kernel: "2.6.9-42.ELsmp", file_system: "ext2" });
    expect(r.rows.find((x) => x.role === "iscsi-target" && x.motherboard)).toMatchObject({ motherboard: "Supermicro X8DTE-F", raid: "MegaRAID SAS9260-4i + RAID6 (14 disks)", memory: "6.0GiB" });
    // machines the blog describes in sentences
    expect(r.rows.find((x) => x.name === "C")).toMatchObject({ role: "iscsi-target", appliance: "QNAP TS-110", disk: "SP2004C 200GB SATA" });
    expect(r.rows.find((x) => x.name === "B")).toMatchObject({ role: "server", processor: "Phenom II X4 4 cores", memory: "8.0GiB", os: "SUSE Linux Enterprise Server 11", kernel: "XEN" });
  });

  it("same-part-across-reports: the Xeon X5355 of two pages", async () => {
    const r = await run("same-part-across-reports");
    expect(r.rows.map((x) => [x.model, x.system])).toEqual([["Xeon X5355", "DPe1950"], ["Xeon X5355", "DPr690"]]);
  });
});

describe("parameters", () => {
  it("are validated against their declared type; unknown and missing ones are clear errors", () => {
    const q = findQuery("adapters-by-block-size");
    expect(bindParams(q, { metric: "iops" })).toEqual({ metric: "iops", access: "sequential", operation: "read" });
    expect(() => bindParams(q, { nope: "1" })).toThrow("query adapters-by-block-size has no parameter nope");
    const typed = { ...q, params: [{ name: "n", type: "integer" as const, default: null, description: "" }] };
    expect(() => bindParams(typed, {})).toThrow("needs --param n=…");
    expect(() => bindParams(typed, { n: "x" })).toThrow("parameter n=x is not a integer");
    expect(bindParams(typed, { n: "3" })).toEqual({ n: 3 });
  });

  it("are bound, not pasted: a quote in a value cannot change the SQL", async () => {
    // a vocabulary parameter refuses it outright; a free string one binds it as a value that matches nothing
    await expect(run("adapters-by-block-size", { operation: "read' or '1'='1" })).rejects.toThrow(/not in the vocabulary/);
    const r = await run("network-uplift", { baseline: "GbE to GbE' or '1'='1" });
    expect(r.rows).toEqual([]);
  });

  it("pivots in order of first appearance", () => {
    const p = pivotRows(["k", "c", "v"], [{ k: "a", c: "x", v: 1 }, { k: "a", c: "y", v: 2 }, { k: "b", c: "y", v: 3 }], { column: "c", value: "v" });
    expect(p).toEqual({ columns: ["k", "x", "y"], rows: [{ k: "a", x: 1, y: 2 }, { k: "b", x: null, y: 3 }] });
  });
});
