import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { splitPairs } from "../../../src/extract/structure/typedLines.ts";
import { findQuantities } from "../../../src/normalise/parseQuantity.ts";

// Round 22: figures no row read (why.py --cause unseen) in tool outputs of programs with no reader of their own. Every
// input here is our own, in the shapes of the outputs the DEV pages and public sources print (a test program's
// `write time= N sec` runs, a file writer's `Write time = N ms`, an image tool's `Image read time: 0.75s`, an S3
// benchmark's `Average: N MiB/s, N obj/s`, objbench's `speed = N MB/sec, N operations/sec`).
const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.quantity.value, r.quantity.unit, r.conditions.statistic ?? null]);
const labels = (text: string) => parseToolOutput(text).map((r) => [r.quantity.value, r.conditions.label ?? null]);

const RUNS = `====SYNC WRITE CHECK====
file size = 4GB, chunk size = 1MB
----RUN 1----
bytes written= 4294967296      write time= 8.250000 sec
bytes read= 4294967296 read time = 3.125000 sec
----RUN 2----
bytes written= 4294967296      write time= 8.500000 sec
bytes read= 4294967296 read time = 3.250000 sec
----RUN 3----
bytes written= 4294967296      write time= 8.000000 sec
bytes read= 4294967296 read time = 3.000000 sec
AVG WRITE TIME = 8.250000 sec   AVG WRITE SPEED = 496.48 MB/s`;

describe("several pairs on one line", () => {
  it("splits after the figure: words that close a piece and describe a figure open the next label", () => {
    expect(splitPairs("bytes read= 4294967296 read time = 3.125 sec")).toEqual(["bytes read= 4294967296", "read time = 3.125 sec"]);
    expect(splitPairs("moved= 12 avg lat= 3 ms")).toEqual(["moved= 12", "avg lat= 3 ms"]);
  });

  it("keeps a unit and any word that describes no figure with the figure before it", () => {
    expect(splitPairs("Transactions: 2400 hits Availability: 100.00 %")).toEqual(["Transactions: 2400 hits", "Availability: 100.00 %"]);
    expect(splitPairs("objects = 12000 blue time= 4 sec")).toEqual(["objects = 12000 blue", "time= 4 sec"]);
  });
});

describe("labels the one grammar reads", () => {
  it("a time labelled by an operation (`write time`, `read time`) is the time it took; sizes and settings on the lines are not read", () => {
    const r = rows(RUNS);
    expect(r.filter((x) => x[0] === "duration").map((x) => [x[1], x[2]])).toEqual([
      ["write", 8.25], ["read", 3.125], ["write", 8.5], ["read", 3.25], ["write", 8], ["read", 3], ["write", 8.25],
    ]);
    expect(r.filter((x) => x[0] === "throughput")).toEqual([["throughput", "write", 496.48, "MB/s", "avg"]]);
    expect(r.some((x) => x[2] === 4294967296 || x[2] === 4 || x[2] === 1)).toBe(false);
  });

  it("a bare `time` or an unrelated `… time` is still no result", () => {
    expect(rows("Elapsed time = 3.2 sec\nSetup time = 1.5 sec\nstart time = 4 sec")).toEqual([]);
  });

  it("one label over two figures of different kinds: each is a row with the label's statistic", () => {
    const text = "* Average: 99.35 MiB/s, 1302.17 obj/s\n* Median: 104.7MiB/s, 1372.23 obj/s";
    expect(rows(text)).toEqual([
      ["throughput", null, 99.35, "MiB/s", "avg"], ["iops", null, 1302.17, "obj/s", "avg"],
      ["throughput", null, 104.7, "MiB/s", null], ["iops", null, 1372.23, "obj/s", null],
    ]);
  });

  it("a mean or median counts as measured; a maximum alone does not (it may be a rating)", () => {
    expect(rows("Max: 1000 Mbps\nPeak: 940 Mbps")).toEqual([]);
  });

  it("reads objects per second as an operation rate", () => {
    const [q] = findQuantities("1302.17 obj/s");
    expect([q?.kind, q?.valueSi]).toEqual(["iops", 1302.17]);
  });
});

describe("lines that set up the figures after them", () => {
  it("`Operation: GET.` gives the block's operation; `Concurrency: 20` on its line is a setting, not a result", () => {
    const text = "Operation: PUT. Concurrency: 20\n* Average: 10.5 MiB/s, 20.1 obj/s\n\nOperation: GET. Concurrency: 20\n* Average: 30.5 MiB/s, 60.2 obj/s";
    expect(rows(text).map((x) => [x[0], x[1], x[2]])).toEqual([
      ["throughput", "write", 10.5], ["iops", "write", 20.1], ["throughput", "read", 30.5], ["iops", "read", 60.2],
    ]);
  });

  it("an `Operation:` line that names no single operation gives none", () => {
    expect(rows("Operation: MIXED\n* Average: 10.5 MiB/s, 20.1 obj/s").map((x) => x[1])).toEqual([null, null]);
    expect(rows("Operation: STAT\n* Average: 10.5 MiB/s, 20.1 obj/s").map((x) => x[1])).toEqual([null, null]);
  });

  it("run marks (`----RUN 2----`) number runs: the same label in each run is no progress report", () => {
    expect(rows(RUNS).length).toBe(8);
    // without the marks, the same label printed again and again is a progress report
    const unmarked = RUNS.split("\n").filter((l) => !/RUN \d/.test(l)).join("\n");
    expect(rows(unmarked).filter((x) => x[0] === "duration" && x[4] === null)).toEqual([]);
  });

  it("a framed title (`====SYNC WRITE CHECK====`) and a title over a rule line name the case of the lines below", () => {
    expect(labels(RUNS)[0]).toEqual([8.25, "SYNC WRITE CHECK"]);
    const ruled = "BEFORE results\n----------------\n* Average: 10.5 MiB/s, 20.1 obj/s\nAFTER results: (2x)\n----------------\n* Average: 21.5 MiB/s, 40.1 obj/s";
    expect(labels(ruled)).toEqual([[10.5, "BEFORE results"], [20.1, "BEFORE results"], [21.5, "AFTER results"], [40.1, "AFTER results"]]);
  });
});

describe("a block only `time` read", () => {
  it("still goes to the pair reader: `time` says nothing of the program's own output", () => {
    const text = `${RUNS}\n./synccheck  0.26s user 8.03s system 9% cpu 1:29.71 total`;
    const r = parseToolOutput(text);
    expect(r.filter((x) => x.tool === "time").length).toBeGreaterThan(0);
    expect(r.filter((x) => x.tool !== "time").length).toBe(8);
  });

  it("a block a tool reader read is not read again by the pair reader", () => {
    const text = "$ dd if=/dev/zero of=t bs=1M count=1024\n1073741824 bytes (1.1 GB) copied, 2.5 s, 429 MB/s\nwrite time= 2.5 sec\nread time= 1.0 sec";
    expect(parseToolOutput(text).every((x) => x.tool === "dd")).toBe(true);
  });
});

describe("a benchmark's command pasted without its prompt", () => {
  // a mail's shape: each command line bare, its output's summary line after it (figures our own)
  const MAIL = "dbench -s -t 60 -D /mnt/a 16\n#Throughput 512.25 MB/sec (sync open)\n\ndbench -s -t 60 -D /mnt/a 1\n#Throughput 98.5 MB/sec (sync open)\n\ndbench -s -t 60 -D /mnt/b 16\n#Throughput 401.75 MB/sec (sync open)\n\ndbench -s -t 60 -D /mnt/b 1\n#Throughput 77.25 MB/sec (sync open)";

  it("starts a run as a prompt does: the same label under each command is no progress report, and the commands are the cases", () => {
    expect(parseToolOutput(MAIL).map((r) => [r.quantity.value, r.conditions.tool, r.conditions.label])).toEqual([
      [512.25, "dbench", "dbench -s -t 60 -D /mnt/a 16"], [98.5, "dbench", "dbench -s -t 60 -D /mnt/a 1"],
      [401.75, "dbench", "dbench -s -t 60 -D /mnt/b 16"], [77.25, "dbench", "dbench -s -t 60 -D /mnt/b 1"],
    ]);
  });

  it("only a known benchmark with an option counts: a sentence or an unknown word is no command", () => {
    const text = MAIL.replace(/dbench -s -t 60 -D/g, "mytool -x");
    expect(parseToolOutput(text)).toEqual([]);
  });
});
