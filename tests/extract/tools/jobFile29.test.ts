import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { jobFileCommands } from "../../../src/extract/pageCommands.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>fio on three mounts</title></head><body>${body}</body></html>`));

const jobFile = `[global]
directory=/mnt/bench
bs=16k
direct=1
ioengine=psync

[rand-r]
rw=randread

[rand-w]
rw=randwrite`;

describe("a fio job file shown on the page", () => {
  it("is the commands of its jobs, each with the global options", () => {
    const jobs = jobFileCommands(jobFile);
    expect(jobs.map((j) => j.args)).toEqual([
      ["--name=rand-r", "--directory=/mnt/bench", "--bs=16k", "--direct=1", "--ioengine=psync", "--rw=randread"],
      ["--name=rand-w", "--directory=/mnt/bench", "--bs=16k", "--direct=1", "--ioengine=psync", "--rw=randwrite"],
    ]);
    expect(jobs.every((j) => j.program === "fio")).toBe(true);
  });

  it("is not an ini file of another program, nor text with other lines", () => {
    expect(jobFileCommands(`[mysqld]\nmax_connections=500\ninnodb_buffer_pool_size=4G`)).toEqual([]);
    expect(jobFileCommands(`[global]\nbs=4k\nrand-r: (g=0): rw=randread, bs=(R) 4096B-4096B`)).toEqual([]);
  });

  it("gives its block size to a table of operation counts after it that names no tool", () => {
    const x = page(`<pre>${jobFile}</pre><h2>結果</h2><table><tr><th>mount</th><th>Random Read IOPS</th><th>Random Write IOPS</th></tr>
<tr><td>virtiofs</td><td>8,120</td><td>5,310</td></tr><tr><td>9p</td><td>2,004</td><td>1,650</td></tr></table>`);
    expect(x.measurements.map((m) => [m.value, m.operation, m.conditions.block_size_bytes])).toEqual([
      [8120, "read", 16384], [5310, "write", 16384], [2004, "read", 16384], [1650, "write", 16384],
    ]);
  });

  it("gives none where the page runs two benchmarks before the table", () => {
    const x = page(`<pre>${jobFile}</pre><pre>$ dd if=/dev/zero of=/mnt/bench/x bs=1M count=100</pre><table><tr><th>mount</th><th>Random Read IOPS</th></tr><tr><td>virtiofs</td><td>8,120</td></tr></table>`);
    expect(x.measurements.filter((m) => m.origin === "table").map((m) => m.conditions.block_size_bytes ?? null)).toEqual([null]);
  });
});
