import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { listedFioJobs } from "../../../src/extract/tools/fio.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body>${body}</body></html>`)).measurements
    .filter((m) => m.origin === "tool-output" && !m.derived && m.metric === "throughput")
    .map((m) => ({ value: m.value, op: m.operation, access: m.access, bs: m.conditions.block_size_bytes }));

const FIO = (rw: string, bs: string) => `fio --name=t --ioengine=libaio --rw=${rw} --bs=${bs} --size=1g --runtime=30 --time_based`;
const STATUS = (dir: string, v: string) => `<p><code>${dir}: bw=${v}MiB/s (${v}MB/s), ${v}MiB/s-${v}MiB/s, io=1000MiB (1049MB), run=30001-30001msec</code></p>`;
const LIST = `<p>The commands I ran, in order:</p><pre>${FIO("randread", "8k")}\n${FIO("write", "512k")}</pre>`;

describe("fio results under a block listing the commands that made them", () => {
  it("the k-th block of job-less results ran the k-th listed command: its direction, access and block size", () => {
    const r = rows(`${LIST}<p>First one:</p>${STATUS("READ", "12.5")}<p>Second:</p>${STATUS("WRITE", "301")}`);
    expect(r).toEqual([
      { value: 12.5, op: "read", access: "random", bs: 8192 },
      { value: 301, op: "write", access: "sequential", bs: 524288 },
    ]);
  });

  it("as many result blocks as commands, all after the list, or no job is given", () => {
    // three results for two commands: which ran which is not known
    expect(rows(`${LIST}${STATUS("READ", "12.5")}${STATUS("WRITE", "301")}${STATUS("WRITE", "299")}`).map((x) => x.bs)).toEqual([undefined, undefined, undefined]);
    // a result before the list
    expect(rows(`${STATUS("READ", "12.5")}${LIST}${STATUS("WRITE", "301")}`).map((x) => x.bs)).toEqual([undefined, undefined]);
  });

  it("a list of one job, or of one job repeated, is not such a list (the page's one job covers it)", () => {
    expect(listedFioJobs(`${FIO("randread", "8k")}\n${FIO("write", "512k")}`)?.map((j) => j.conditions.block_size_bytes)).toEqual([8192, 524288]);
    expect(listedFioJobs(FIO("randread", "8k"))).toBeNull();
    expect(listedFioJobs(`${FIO("randread", "8k")}\n${FIO("randread", "8k")} --filename=/mnt/b`)).toBeNull();
  });
});
