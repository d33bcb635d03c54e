import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { columnGrids } from "../../../src/extract/structure/columnGrids.ts";

// `iostat -xm` cut to its device rows under a line of what ran (a paste of this shape, two runs in one block)
const IOSTAT = `Sequential write (301 MB/s)
Device        rMB/s     wMB/s
sdb            0.00    100.40
sdc            0.00    100.31
Sequential read (290 MB/s)
Device        rMB/s     wMB/s
sdb           96.52      0.00
sdc           96.47      0.00`;

// a per-thread report drawn over a rule line whose runs are the columns (the header's words part by one space)
const THREADS = `Thread  Time(s) Throughput(KB/s) Avg B / Compl
======  ======= ================ =============
     0   60.001        98304.500     65536.000
     1   60.001        97211.250     65536.000
     2   60.001       101002.125     65536.000`;

// ab's percentile list: a sentence over two columns of figures is no header
const PERCENTILES = `Percentage of the requests served within a certain time (ms)
  50%     22
  66%     23
  75%     23`;

// a collective benchmark's report as comments: a group line, a name line and a unit line over rows with a word column
const COLLECTIVE = `# nThread 1 nGpus 4 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20
#
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
     1048576        262144     float     sum      -1    61.20   17.13   25.70      0    60.85   17.23   25.85      0
     2097152        524288     float     sum      -1    88.41   23.72   35.58      0    87.96   23.84   35.76      0
# Avg bus bandwidth    : 30.72`;

// ab's connection table: its title line names the unit, its header does not
const CONNECTION = `Connection Times (ms)
              min  mean[+/-sd] median   max
Connect:        0   40 241.9      1    3040
Processing:     2   26  58.0     21    2130
Total:          9   66 265.9     22    3267`;

const table = (text: string) => columnGrids(text).map((g) => ({ title: g.title, rows: g.table.rows.map((r) => r.map((c) => c.text)) }));

describe("aligned columnar text inside a longer output is a grid", () => {
  it("finds each table by its header of words over rows of figures, columns placed by position, the line above its title", () => {
    expect(table(IOSTAT)).toEqual([
      { title: "Sequential write (301 MB/s)", rows: [["Device", "rMB/s", "wMB/s"], ["sdb", "0.00", "100.40"], ["sdc", "0.00", "100.31"]] },
      { title: "Sequential read (290 MB/s)", rows: [["Device", "rMB/s", "wMB/s"], ["sdb", "96.52", "0.00"], ["sdc", "96.47", "0.00"]] },
    ]);
  });

  it("a rule line under the header draws the columns: words one space apart fall in the column they sit over", () => {
    // the seconds each rate was measured over (`Time(s)` beside a rate) are a setting of the run: the column is left out
    expect(table(THREADS)[0]?.rows[0]).toEqual(["Thread", "Throughput(KB/s)", "Avg B / Compl"]);
    expect(table(THREADS)[0]?.rows.length).toBe(4);
  });

  it("a disk monitor's `%util` is no CPU's share: the column is left out of the grid", () => {
    const [grid] = table("Device   rMB/s   wMB/s   await  %util\nsda       0.00   95.17   10.04  100.00\nsdb       0.00   94.83   10.18  100.00");
    expect(grid?.rows[0]).toEqual(["Device", "rMB/s", "wMB/s", "await"]);
  });

  it("cells that print their own unit: the unit stays with its figure, and a row may open with a label of a few words", () => {
    const text = `                Read         Write\nSeq Q32T1    550.1 MB/s   520.3 MB/s\n4K Q1T1       40.2 MB/s    90.1 MB/s`;
    expect(table(text)[0]?.rows).toEqual([
      ["", "Read", "Write"],
      ["Seq Q32T1", "550.1 MB/s", "520.3 MB/s"],
      ["4K Q1T1", "40.2 MB/s", "90.1 MB/s"],
    ]);
    const meter = `                                    Incoming         Outgoing\n------------------------------------ ---------------- ----------------\nMaximum transfer rate                6.1 MB/s       127.7 KB/s\nAverage transfer rate                4.4 MB/s        92.0 KB/s`;
    expect(table(meter)[0]?.rows[2]).toEqual(["Average transfer rate", "4.4 MB/s", "92.0 KB/s"]);
  });

  it("stacked header lines give each column its path: group, name, unit", () => {
    const [grid] = table(COLLECTIVE);
    expect(grid?.rows[0]).toEqual([
      "size (B)",
      "count (elements)",
      "type",
      "redop",
      "root",
      "out-of-place time (us)",
      "out-of-place algbw (GB/s)",
      "out-of-place busbw (GB/s)",
      "out-of-place #wrong",
      "in-place time (us)",
      "in-place algbw (GB/s)",
      "in-place busbw (GB/s)",
      "in-place #wrong",
    ]);
    expect(grid?.rows[1]?.slice(2, 4)).toEqual(["float", "sum"]);
    expect(grid?.rows.length).toBe(3);
  });

  it("no grid without a unit in the header, under a sentence, or over rows of words", () => {
    expect(table(PERCENTILES)).toEqual([]);
    // a short line over the header is the table's title: its unit does not make the header's columns times
    expect(table(CONNECTION)).toEqual([]);
    // counts per second the unit grammar does not know (`rxkB/s`, `kB_read/s`) end in `/s`, which is no time
    expect(table("Device      tps    kB_read/s    kB_wrtn/s\nsda      190.33         0.00     97451.20\nsdb      188.12         0.00     96211.70")).toEqual([]);
    expect(table("Device  Model\nsda     WD40EFRX\nsdb     WD40EFRX")).toEqual([]);
    expect(table("Name  Count\nfoo   12\nbar   13")).toEqual([]);
  });
});

describe("the table reader reads the grids a tool reader left", () => {
  const page = (pre: string) =>
    `<html><head><title>RAID test</title></head><body><h1>Three disk RAID 0</h1><p>I wrote zeros with pv and watched each disk.</p><pre>${pre}</pre></body></html>`;

  it("iostat's rMB/s and wMB/s: rates with their operation, one row per device and column", () => {
    const rows = extractAll(buildDocument(page(IOSTAT)))
      .measurements.filter((m) => m.locator.includes("/t"))
      .map((m) => [m.metric, m.operation, m.value, m.conditions.storage]);
    expect(rows).toEqual([
      ["throughput", "read", 0, "sdb"],
      ["throughput", "write", 100.4, "sdb"],
      ["throughput", "read", 0, "sdc"],
      ["throughput", "write", 100.31, "sdc"],
      ["throughput", "read", 96.52, "sdb"],
      ["throughput", "write", 0, "sdb"],
      ["throughput", "read", 96.47, "sdc"],
      ["throughput", "write", 0, "sdc"],
    ]);
  });

  it("a per-thread table: each thread's rate under the header that names its unit", () => {
    const rates = extractAll(buildDocument(page(THREADS))).measurements.filter((m) => m.metric === "throughput");
    expect(rates.map((m) => [m.value, m.unit])).toEqual([
      [98304.5, "KB/s"],
      [97211.25, "KB/s"],
      [101002.125, "KB/s"],
    ]);
  });

  it("the tool the block's command names printed its grid: a network benchmark's rates are transfers", () => {
    const rows = extractAll(buildDocument(page(`$ ./build/all_reduce_perf -b 1M -e 2M -f 2 -g 4\n${COLLECTIVE}`)))
      .measurements.filter((m) => m.metric === "throughput")
      .map((m) => [m.operation, m.value, m.conditions.tool]);
    expect(rows.slice(0, 2)).toEqual([
      ["transfer", 17.13, "nccl-tests"],
      ["transfer", 25.7, "nccl-tests"],
    ]);
    expect(rows.length).toBe(8);
  });
});
