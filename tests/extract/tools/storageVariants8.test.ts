import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { blockLabels } from "../../../src/extract/tools/blockLabels.ts";
import { parseToolOutput, uncommented } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture } from "./readings.ts";

const rows = (text: string, tool: string) => brief(parseToolOutput(text).filter((r) => r.tool === tool));

describe("VPS benchmark scripts: nench and bench.sh dd runs", () => {
  // output shapes from public nench and bench.sh runs (find_string ids 11224227384, 28031457, 16475234224)
  it("reads nench's dd runs (MiB/s) as writes numbered by their ordinal; the script's average is not read", () => {
    const r = rows(fixture("nench-disk.txt"), "nench");
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.run])).toEqual([
      ["throughput", "write", "sequential", 894.55, 1], ["throughput", "write", "sequential", 907.9, 2], ["throughput", "write", "sequential", 899.31, 3],
    ]);
    expect(r[0]?.si).toBeCloseTo(894.55 * 2 ** 20, 0);
  });

  it("reads nench's ioping sections: seek rate latencies are random reads, the sequential `generated` line stands alone", () => {
    const r = rows(fixture("nench-disk.txt"), "ioping");
    expect(r.map((x) => [x.metric, x.access, x.value, x.statistic ?? null])).toEqual([
      ["latency", "random", 79.2, "min"], ["latency", "random", 216.6, "avg"], ["latency", "random", 11.8, "max"],
      ["iops", "sequential", 2030, null], ["throughput", "sequential", 508.6, null],
    ]);
  });

  it("ioping's `generated` line is not read when its own summary line is above it", () => {
    const text = "--- . (ext4 /dev/vda 252.0 GiB) ioping statistics ---\n4 requests completed in 3.81 ms, 16 KiB written, 1.05 k iops, 4.10 MiB/s\ngenerated 5 requests in 402.8 ms, 20 KiB, 12 iops, 49.6 KiB/s\n";
    expect(rows(text, "ioping").map((x) => x.value)).toEqual([1050, 4.1]);
  });

  it("reads bench.sh's old `I/O speed(Nth run)` and the fork's repeated `I/O Speed( 1.0GB )` lines, not the averages", () => {
    const r = rows(fixture("benchsh-old-and-fork.txt"), "bench.sh");
    expect(r.map((x) => [x.value, x.si, x.run])).toEqual([[855, 855e6, 1], [1, 1e9, 2], [1, 1e9, 3], [333, 333e6, 1], [364, 364e6, 2], [433, 433e6, 3]]);
    expect(r.every((x) => x.op === "write" && x.test === "dd")).toBe(true);
  });
});

describe("iozone throughput mode", () => {
  // 12 children over NFS with -+u (linux-iommu list, find_string id 48466160799)
  it("reads Children and Parent lines as two results, -+u's wall time as the test's duration and its CPU utilisation", () => {
    const r = rows(fixture("iozone-12-children-cpu-util.txt"), "iozone");
    expect(r.map((x) => [x.metric, x.op, x.value, x.statistic ?? null, x.threads])).toEqual([
      ["throughput", "write", 5008474.03, "children", 12], ["throughput", "write", 4996927.8, "parent", 12],
      ["duration", "write", 2.515, "wall time", 12], ["cpu_utilisation", "write", 79.37, null, 12],
    ]);
  });
});

describe("output pasted as shell comments", () => {
  // dd and iozone output under each command as `# ` lines (GitHub notes, find_string id 28172670601)
  it("reads dd and iozone output commented with `# `, cutting the writer's trailing ` # note`", () => {
    const text = fixture("dd-iozone-hash-commented.txt");
    expect(rows(text, "dd").map((x) => [x.metric, x.op, x.value])).toEqual([
      ["duration", "write", 7.11324], ["throughput", "write", 151], ["duration", "read", 12.4397], ["throughput", "read", 86.3],
    ]);
    expect(rows(text, "iozone").filter((x) => x.statistic === "parent").map((x) => x.value)).toEqual([132773.25, 141265.11, 156489.71, 138467.29]);
  });

  it("keeps root prompts: a `# command` line ends a commented run and stays a command", () => {
    expect(uncommented(["# dd if=/dev/zero of=x bs=1M count=1", "# sync", "plain"])).toEqual(["# dd if=/dev/zero of=x bs=1M count=1", "# sync", "plain"]);
    expect(uncommented(["# 1024+0 records in", "# 1024+0 records out # note"])).toEqual(["1024+0 records in", "1024+0 records out"]);
    expect(uncommented(["#bytes #iterations", "#lone"])).toEqual(["#bytes #iterations", "#lone"]);
  });
});

describe("bonnie++ 2.00a through bon_csv2txt", () => {
  it("reads the `256M::8192:5` row and the named file-test row; a `0k +++` cell (untimed) is not a rate", () => {
    const r = rows(fixture("bonnie-2.00a-csv2txt.txt"), "bonnie++");
    const rates = r.filter((x) => x.metric === "throughput").map((x) => [x.test, x.value, x.si]);
    expect(rates).toEqual([["Per Chr output", 643, 643 * 1024], ["Block output", 262, 262 * 2 ** 20], ["Rewrite", 333, 333 * 2 ** 20], ["Per Chr input", 533, 533 * 1024]]);
    const files = r.filter((x) => String(x.test).includes("Create")).map((x) => [x.test, x.value]);
    expect(files[0]).toEqual(["Sequential Create Create", 12090]);
    expect(files).toHaveLength(6);
    expect(r.some((x) => x.file_size_bytes === 1)).toBe(false);
  });
});

describe("vdbench", () => {
  // vdbench 5.04.07 quick test (find_string id 3790818938)
  it("reads the avg_N-M row by its stacked header names; interval rows and an all-zero format pass are not read", () => {
    const r = rows(fixture("vdbench-504-avg.txt"), "vdbench");
    expect(r.map((x) => [x.metric, x.op, x.value, x.statistic ?? null])).toEqual([
      ["iops", "read_write", 104.5, null], ["throughput", "read_write", 0.1, null], ["latency", "read_write", 0.012, "avg"],
      ["latency", "read", 0.01, "avg"], ["latency", "write", 0.015, "avg"],
    ]);
    expect(r[0]).toMatchObject({ test: "rd1", block_size_bytes: 1024, mix: "Read 50.72%/Write 49.28%" });
    expect(r[1]?.si).toBeCloseTo(0.1 * 2 ** 20, 3);
  });
});

describe("labels between runs", () => {
  it("takes labels repeated A, B, A, B over two tools (each heads its own run) and dotted versions as configurations", () => {
    const text = "with samba 4.7.6\nChildren\n\nwith samba 4.10.6\nChildren\n\nwith samba 4.7.6 :\n$ dd if=/dev/zero of=1.txt\nline\n\nwith samba 4.10.6 :\n$ dd if=/dev/zero of=1.txt\nline";
    const labels = blockLabels(text, [2, 5, 9, 13]);
    expect([...labels.entries()]).toEqual([[2, "with samba 4.7.6"], [5, "with samba 4.10.6"], [9, "with samba 4.7.6"], [13, "with samba 4.10.6"]]);
  });

  it("a label printed before every run in a row is the tool's own, not a configuration", () => {
    expect(blockLabels("Run test\nresult\n\nRun test\nresult", [2, 5]).size).toBe(0);
  });
});

describe("page-level run numbers", () => {
  const nench = (runs: number[]) => `dd: sequential write speed\n${runs.map((v, k) => `    ${["1st", "2nd", "3rd"][k]} run:    ${v} MiB/s`).join("\n")}\n    average:    1 MiB/s`;
  const page = `<html><body><h1>Post your nench results</h1><p>first</p><pre>${nench([810.62, 1144.41, 1239.78])}</pre>
<p>second</p><pre>${nench([613.21, 2193.45, 2193.45])}</pre></body></html>`;

  it("keeps the runs a tool numbered itself in each of two blocks under one heading", () => {
    const rows = extractToolOutputs(buildDocument(page)).measurements;
    expect(rows.map((m) => [m.value, m.conditions.run])).toEqual([[810.62, 1], [1144.41, 2], [1239.78, 3], [613.21, 1], [2193.45, 2], [2193.45, 3]]);
  });

  it("takes the heading as config for runs under headings that also gave conditions (NFS, local)", () => {
    const iozone = (v: number) => `Children see throughput for  1 initial writers  =  ${v} KB/sec`;
    const doc = buildDocument(`<html><body><h2>Shared /home (NFS)</h2><pre>${iozone(363782.66)}</pre><h2>Local scratch /tmp</h2><pre>${iozone(359056.06)}</pre></body></html>`);
    const rows = extractToolOutputs(doc).measurements;
    expect(rows.map((m) => [m.value, m.conditions.config])).toEqual([[363782.66, "Shared /home (NFS)"], [359056.06, "Local scratch /tmp"]]);
  });
});
