import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { readCommand, shellLoop } from "../../../src/extract/tools/commandLine.ts";
import { bareCommand } from "../../../src/extract/pageCommands.ts";

// dbench's and tbench's closing line, figures of our own
const line = (mb: number, ms: number) => `Throughput ${mb} MB/sec  4 clients  4 procs  max_latency=${ms} ms`;

describe("a shell loop typed on one line runs its body's program again and again", () => {
  it("reads the program of the body and how many passes the loop lists or counts", () => {
    expect(shellLoop("for i in 1 2 3; do tbench.sh 4 10; done")).toEqual({ body: "tbench.sh 4 10", times: 3 });
    expect(shellLoop("for n in {1..5}; do dd if=/dev/zero of=x bs=1M count=64; done")?.times).toBe(5);
    expect(shellLoop("for i in $(seq 4); do fio job.fio; done")?.times).toBe(4);
    expect(shellLoop("while true; do iperf3 -c 10.1.1.2; done")).toEqual({ body: "iperf3 -c 10.1.1.2", times: null });
    expect(shellLoop("for the record it was fast")).toBeNull();
    expect(readCommand("$ for i in 1 2 3; do tbench.sh 4 10 2>&1|grep Throughput; done")).toMatchObject({ program: "tbench", repeats: 3 });
    expect(readCommand("$ for the record, it was fast")).toBeNull();
    // without a prompt, only a loop over a benchmark the lexicon knows is a command
    expect(bareCommand("for i in 1 2 3; do tbench 4 10; done")).toMatchObject({ program: "tbench", repeats: 3 });
    expect(bareCommand("for i in 1 2 3; do make clean; done")).toBeNull();
  });

  it("the same words printed under a loop are its passes, numbered; without the loop they are refused as progress", () => {
    const body = [line(812.5, 3.1), line(820.25, 4.7), line(809.75, 2.9)].join("\n");
    const looped = parseToolOutput(`$ for i in 1 2 3; do tbench 4 10; done\n${body}`).filter((r) => r.metric === "throughput");
    expect(looped.map((r) => [r.quantity.value, r.conditions.run])).toEqual([[812.5, 1], [820.25, 2], [809.75, 3]]);
    expect(parseToolOutput(`$ tbench 4 10\n${body}`).filter((r) => r.metric === "throughput")).toEqual([]);
  });
});

describe("caption lines over the figures of a block name their case", () => {
  const block = ["$ for i in 1 2; do tbench 4 10; done", "", "5.10-stock", "NO_FEATURE", line(700, 2), line(701, 2.5), "FEATURE", line(650, 3), line(655, 3.5), "", "5.10-patched", line(720, 1), line(722, 1.5)].join("\n");
  const rates = () => parseToolOutput(block).filter((r) => r.metric === "throughput");

  it("stack after a blank line, nest under each other, and the next caption after figures replaces the innermost", () => {
    expect(rates().map((r) => [r.quantity.value, r.conditions.label])).toEqual([
      [700, "5.10-stock NO_FEATURE"], [701, "5.10-stock NO_FEATURE"], [650, "5.10-stock FEATURE"], [655, "5.10-stock FEATURE"], [720, "5.10-patched"], [722, "5.10-patched"],
    ]);
  });

  it("a version alone captions the lines under it; a sentence between parts the stack as a blank line does", () => {
    const text = ["$ for i in 1 2; do tbench 4 10; done", "5.10-stock", "FEATURE", line(700, 2), line(701, 2.5), "and for old times, an older kernel.", "4.19.312", line(760, 1), line(761, 1.5)].join("\n");
    expect(parseToolOutput(text).filter((r) => r.metric === "throughput").map((r) => r.conditions.label)).toEqual(["5.10-stock FEATURE", "5.10-stock FEATURE", "4.19.312", "4.19.312"]);
  });

  it("a sentence, a label with a colon or a line with a figure of its own captions nothing", () => {
    const text = ["$ for i in 1 2; do tbench 4 10; done", "These ran on the old box.", line(700, 2), line(701, 2.5)].join("\n");
    expect(parseToolOutput(text).filter((r) => r.metric === "throughput").map((r) => r.conditions.label)).toEqual([undefined, undefined]);
  });
});

describe("a line that goes on from the one before captions nothing", () => {
  it("`…engine, XFS,` then `2x 1G port trunked`: the second line ends the first's sentence", () => {
    const text = ["$ for i in 1 2; do tbench 4 10; done", "2. server with the offload engine, XFS,", "2x 1G port trunked", line(700, 2), line(701, 2.5)].join("\n");
    expect(parseToolOutput(text).filter((r) => r.metric === "throughput").map((r) => r.conditions.label)).toEqual([undefined, undefined]);
  });
});

describe("a Japanese caption is a noun phrase", () => {
  const block = (caption: string) => ["$ for i in 1 2; do tbench 4 10; done", "", caption, line(700, 2), line(701, 2.5)].join("\n");
  const labels = (caption: string) => parseToolOutput(block(caption)).filter((r) => r.metric === "throughput").map((r) => r.conditions.label);
  it("`省電力モード` captions the lines under it; a clause ending in a verb (`数十秒待つと表示される`) does not", () => {
    expect(labels("省電力モード")).toEqual(["省電力モード", "省電力モード"]);
    expect(labels("数十秒待つと表示される")).toEqual([undefined, undefined]);
  });
});

describe("a time the word after it makes the run's length", () => {
  it("`Running 10s test @ http://…/ping` is refused as a setting, even under a URL that says ping; the results under it stay", () => {
    const refused: { line: number; reason: string; raw: string }[] = [];
    const text = "$ wrk -t2 -c10 -d10s http://10.0.0.5:8080/ping\nRunning 10s test @ http://10.0.0.5:8080/ping\n  2 threads and 10 connections\nRequests/sec: 51234.50\nTransfer/sec:      7.42MB";
    const rows = parseToolOutput(text, [], true, true, refused);
    expect(rows.some((r) => r.quantity.value === 10)).toBe(false);
    expect(refused.find((r) => r.raw.includes("Running"))?.reason).toMatch(/run's length/);
    expect(rows.map((r) => r.quantity.value)).toEqual(expect.arrayContaining([51234.5, 7.42]));
  });
});

describe("a table's header line captions nothing", () => {
  it("`Category     Test     Result` over the rows heads columns, not a case", () => {
    const text = ["$ sudo ./bench.sh", "Category                  Test                      Result", "HDParm                    Disk Read                 391.16 MB/sec", "DD                        Disk Write                297 MB/s"].join("\n");
    const rows = parseToolOutput(text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => /Category/.test(String(r.conditions.label ?? "")))).toEqual([]);
  });
});
