import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { parseCrystalDiskMark } from "../../../src/extract/tools/crystalDiskMark.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const parse = (text: string) => parseCrystalDiskMark(text.split("\n"));
const brief = (text: string) => parse(text).map((r) => [r.metric, r.operation, r.access, r.quantity.value, r.quantity.unit, r.conditions.block_size_bytes ?? null, r.conditions.queue_depth ?? null, r.conditions.threads ?? null]);

describe("CrystalDiskMark text", () => {
  it("3.x with its header: 512KB and 4KB (KiB) blocks, QD as queue depth, IOPS in brackets; the SATA/300 note is not read", () => {
    const r = parse(fixture("cdm3-header.txt"));
    expect(r).toHaveLength(12);
    expect(brief(fixture("cdm3-header.txt")).slice(0, 6)).toEqual([
      ["throughput", "read", "sequential", 505.825, "MB/s", null, null, null],
      ["throughput", "write", "sequential", 189.856, "MB/s", null, null, null],
      ["throughput", "read", "random", 381.142, "MB/s", 524288, null, null],
      ["throughput", "write", "random", 190.461, "MB/s", 524288, null, null],
      ["throughput", "read", "random", 25.206, "MB/s", 4096, 1, null],
      ["iops", "read", "random", 6153.8, "IOPS", 4096, 1, null],
    ]);
    expect(r[0]?.quantity.valueSi).toBeCloseTo(505.825e6);
    expect(r[0]?.conditions).toMatchObject({ tool: "CrystalDiskMark", test_version: "3.0.1", test_size_bytes: 1000 * 2 ** 20 });
    expect(r.some((x) => x.quantity.value === 300)).toBe(false);
  });

  it("3.x pasted without its header is still read, by its run of test lines", () => {
    const r = parse(fixture("cdm3-bare.txt"));
    expect(r).toHaveLength(12);
    expect(r.at(-1)).toMatchObject({ metric: "iops", operation: "write", access: "random", quantity: { value: 1469.4 }, conditions: { queue_depth: 32 } });
    expect(r[0]?.conditions.test_size_bytes).toBe(50 * 2 ** 20);
  });

  it("5.x-6.x lines: (Q= 32,T= 1) as queue depth and threads, 4KiB as block size", () => {
    expect(brief(fixture("cdm5-fragment.txt"))).toEqual([
      ["throughput", "read", "random", 306.266, "MB/s", 4096, 32, 1],
      ["iops", "read", "random", 74772, "IOPS", 4096, 32, 1],
      ["throughput", "write", "random", 288.849, "MB/s", 4096, 32, 1],
      ["iops", "write", "random", 70519.8, "IOPS", 4096, 32, 1],
    ]);
  });

  it("8.x: [Read]/[Write] sections give the operation; MB/s, IOPS and latency in us per line", () => {
    const r = parse(fixture("cdm8-shizuku.txt"));
    expect(r).toHaveLength(24);
    const seqQ8Write = r.filter((x) => x.operation === "write" && x.conditions.queue_depth === 8);
    expect(seqQ8Write.map((x) => [x.metric, x.quantity.value, x.quantity.unit])).toEqual([["throughput", 188.484, "MB/s"], ["iops", 179.8, "IOPS"], ["latency", 44115.04, "us"]]);
    expect(seqQ8Write[2]?.quantity.valueSi).toBeCloseTo(0.04411504);
    expect(seqQ8Write[0]).toMatchObject({ access: "sequential", conditions: { block_size_bytes: 2 ** 20, threads: 1, test_version: "8.0.4", test_size_bytes: 2 ** 30 } });
    expect(r.filter((x) => x.access === "random" && x.conditions.block_size_bytes === 4096)).toHaveLength(12);
  });

  it("8.x [Mix] lines are read_write with the mix as a condition; quoted (`> `) and full-width pastes read alike", () => {
    const text = ["> [Mix] Read 70%/Write 30%", ">   RND    4KiB (Q=  1, T= 1):    70.461 MB/s [  17202.4 IOPS] <    58.03 us>", ">   SEQ    1MiB (Q=  8, T= 1):  3635.544 MB/s [   3467.1 IOPS] <  2303.51 us>"].join("\n");
    const r = parse(text);
    expect(r.map((x) => [x.operation, x.access, x.conditions.mix])).toEqual(Array(3).fill(["read_write", "random", "Read 70%/Write 30%"]).concat(Array(3).fill(["read_write", "sequential", "Read 70%/Write 30%"])));
    const wide = parse("Ｓｅｑｕｅｎｔｉａｌ　Ｒｅａｄ　：　１２３．４５６　ＭＢ/s\nSequential Write : 100.5 MB/s");
    expect(wide.map((x) => x.quantity.value)).toEqual([123.456, 100.5]);
  });

  it("a tool that prints this layout under its own banner (`name vX.Y - fio vA.B`) is stored under that name", () => {
    const results = fixture("cdm8-shizuku.txt").split("\n").slice(6);
    const wrapped = parseCrystalDiskMark(["-".repeat(40), "ssdmark v0.9.2 - fio v3.36", "-".repeat(40), ...results]);
    expect(wrapped).toHaveLength(24);
    expect(new Set(wrapped.map((r) => r.tool))).toEqual(new Set(["ssdmark"]));
    // CrystalDiskMark's own banner and a bare paste keep CrystalDiskMark
    expect(new Set(parse(fixture("cdm8-shizuku.txt")).map((r) => r.tool))).toEqual(new Set(["CrystalDiskMark"]));
    expect(new Set(parseCrystalDiskMark(results).map((r) => r.tool))).toEqual(new Set(["CrystalDiskMark"]));
  });

  it("a sentence that looks like one test line is not read as output", () => {
    expect(parse("Sequential Read : 550 MB/s, which is what the box promises.")).toEqual([]);
    expect(parse("Sequential Read : 550 MB/s")).toEqual([]);
    expect(parse("The sequential read of 520 MB/s and random read 4KB (QD=32) of 250 MB/s look right.")).toEqual([]);
    expect(parse("Sequential Read: 500 MB/s, Sequential Write: 450 MB/s, both near the limit of SATA.")).toEqual([]);
  });

  it("in a page: a <br> paragraph is read, and the drive named by the heading becomes the storage condition", () => {
    const lines = fixture("cdm5-fragment.txt").trim().split("\n").join("<br>\n");
    const doc = buildDocument(`<title>SSD notes</title><h1>SSD notes</h1><h2>Crucial MX500 1TB</h2><p>${lines}</p>`);
    const m = extractToolOutputs(doc).measurements;
    expect(m).toHaveLength(4);
    expect(m.every((x) => x.conditions.storage === "Crucial MX500 1TB" && x.origin === "tool-output")).toBe(true);
  });
});

describe("KDiskMark, which copies CrystalDiskMark's text layout", () => {
  it("reads its `1 MiB`/`4 KiB` test names (a space before the unit) under its own name", () => {
    const r = parseCrystalDiskMark(fixture("kdiskmark-3.txt").split("\n"));
    expect(r).toHaveLength(24);
    expect(r.every((x) => x.tool === "KDiskMark" && x.conditions.tool === "KDiskMark" && x.conditions.test_version === "3.2.0")).toBe(true);
    const last = r.slice(-3);
    expect(last.map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.conditions.block_size_bytes, x.conditions.queue_depth])).toEqual([
      ["throughput", "write", "random", 0.96, 4096, 1],
      ["iops", "write", "random", 240, 4096, 1],
      ["latency", "write", "random", 50.96, 4096, 1],
    ]);
  });
});

describe("CrystalDiskMark output whose line breaks a page lost", () => {
  it("a paragraph that runs every line into one is split at each test name", () => {
    const oneLine = fixture("cdm3-bare.txt").split("\n").join(" ");
    const r = parseCrystalDiskMark([oneLine]);
    expect(r).toHaveLength(12);
    expect(r.map((x) => x.quantity.value).slice(0, 3)).toEqual([255.045, 235.498, 73.339]);
    expect(r[0]?.conditions.test_size_bytes).toBe(50 * 2 ** 20);
    const v8 = parseCrystalDiskMark([fixture("cdm8-shizuku.txt").split("\n").join(" ")]);
    expect(v8.filter((x) => x.operation === "write")).toHaveLength(12);
  });
});

describe("several CrystalDiskMark pastes in one block", () => {
  it("are numbered as runs, each with its own header's version and test size", () => {
    const r = parseCrystalDiskMark([...fixture("cdm3-header.txt").split("\n"), "", ...fixture("cdm8-shizuku.txt").split("\n")]);
    expect(r).toHaveLength(12 + 24);
    expect(r.slice(0, 12).every((x) => x.conditions.run === 1 && x.conditions.test_version === "3.0.1")).toBe(true);
    expect(r.slice(12).every((x) => x.conditions.run === 2 && x.conditions.test_version === "8.0.4" && x.conditions.test_size_bytes === 2 ** 30)).toBe(true);
  });

  it("a repeated test without a new banner (two bare pastes) starts the next run", () => {
    const bare = fixture("cdm3-bare.txt").split("\n");
    const r = parseCrystalDiskMark([...bare, ...bare]);
    expect(r.map((x) => x.conditions.run)).toEqual([...Array(12).fill(1), ...Array(12).fill(2)]);
    expect(parseCrystalDiskMark(bare).every((x) => x.conditions.run === undefined)).toBe(true);
  });
});

describe("AmorphousDiskMark (macOS), which also copies the layout", () => {
  it("reads its QD= test names under its own name, with the drive its footer names as storage", () => {
    const r = parseCrystalDiskMark(fixture("amorphousdiskmark-4.txt").split("\n"));
    expect(r).toHaveLength(14);
    expect(r.every((x) => x.tool === "AmorphousDiskMark" && x.conditions.storage === "APPLE SSD SM0512F" && x.conditions.test_size_bytes === 2 ** 30)).toBe(true);
    expect(r.slice(0, 2).map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.conditions.block_size_bytes, x.conditions.queue_depth])).toEqual([
      ["throughput", "read", "sequential", 471.21, 2 ** 20, 32],
      ["iops", "read", "sequential", 96167, 2 ** 20, 32],
    ]);
  });

  it("8.x: the footer's Comment names the drive as storage when it names one; a comment that names no drive is ignored", () => {
    const r = parse(fixture("cdm8-comment.txt"));
    expect(r).toHaveLength(24);
    expect(r.every((x) => x.conditions.storage === "Crucial MX500 500GB (CT500MX500SSD1)")).toBe(true);
    expect(r.filter((x) => x.metric === "latency").map((x) => x.quantity.value).slice(0, 2)).toEqual([15143.2, 2100.55]);
    const other = parse(fixture("cdm8-comment.txt").replace(/^Comment:.*$/m, "Comment: after the firmware update"));
    expect(other.some((x) => x.conditions.storage !== undefined)).toBe(false);
  });
});
