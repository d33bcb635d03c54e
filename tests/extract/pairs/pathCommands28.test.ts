import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { bareCommand } from "../../../src/extract/pageCommands.ts";
import { readPairs, type Refusal } from "../../../src/extract/pairs/readPairs.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><title>transport test</title></head><body><h1>transport test</h1>${body}</body></html>`)).measurements;

describe("a program run by its path, with options, on a line of its own", () => {
  it("is a command whatever its name; a device path or a bare word is none", () => {
    expect(bareCommand("./build/bin/xferbench latency -a 10.0.0.2 -l 4096")?.program).toBe("xferbench");
    expect(bareCommand("/opt/tools/bin/ringtest --size 64")?.program).toBe("ringtest");
    expect(bareCommand("/dev/sda1 -o noatime")).toBeNull();
    expect(bareCommand("xferbench latency -a 10.0.0.2")).toBeNull();
  });

  it("starts its output in a paragraph, whose labelled total time is read (a time in seconds after a label opens the generic reader)", () => {
    const got = page(`<p>(1) over rdma<br><code>./build/bin/xferbench latency -a 10.0.0.2 -l 4096 -m 100000</code><br>result:<br>totalData:   409.600 MByte,<br>totalTime:   2.41 s (2.409812),</p>`);
    expect(got.map((m) => [m.metric, m.value, m.unit, m.conditions.tool])).toEqual([["duration", 2.41, "s", "xferbench"]]);
  });

  it("the same lines with no command over them stay the writer's prose", () => {
    expect(page(`<p>(1) over rdma<br>result:<br>totalData:   409.600 MByte,<br>totalTime:   2.41 s (2.409812),</p>`).filter((m) => m.origin === "tool-output")).toEqual([]);
  });
});

describe("a range printed as a tool's line (`Network Throughput: 75.4Gb/s - 83Gb/s`)", () => {
  it("is no one measured value: both ends are refused as the spread of runs", () => {
    const refused: Refusal[] = [];
    const got = readPairs(["Network Throughput: 75.4Gb/s - 83Gb/s", "Transfer: 9.1 GBytes 78.2 Gb/s"], { program: "iperf", args: [], timed: false, text: "iperf -c 127.0.0.1" }, refused);
    expect(got.map((r) => r.quantity.value)).not.toContain(75.4);
    expect(got.map((r) => r.quantity.value)).not.toContain(83);
    expect(refused.filter((r) => /spread/.test(r.reason))).toHaveLength(2);
  });
});
