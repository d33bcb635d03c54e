import { describe, expect, it } from "vitest";
import { parseFioJson } from "../../../src/extract/tools/fioJson.ts";
import { brief, fixture, lines } from "./readings.ts";

const json = (text: string) => brief(parseFioJson(lines(text)));

describe("fio --output-format=json", () => {
  it("whole output (fio 3.33, run here): each direction of each job, bw in KiB/s, lat_ns mean, options from `job options`", () => {
    const r = json(fixture("fio-3.33-randrw.json"));
    const doc = JSON.parse(fixture("fio-3.33-randrw.json"));
    const read = doc.jobs[0].read;
    expect(r.map((x) => [x.metric, x.op, x.access, x.unit])).toEqual([
      ["iops", "read", "random", "IOPS"], ["throughput", "read", "random", "KiB/s"], ["latency", "read", "random", "ns"],
      ["iops", "write", "random", "IOPS"], ["throughput", "write", "random", "KiB/s"], ["latency", "write", "random", "ns"],
    ]);
    expect(r[0]).toMatchObject({ value: read.iops, block_size_bytes: 4096, queue_depth: 8 });
    expect(r[1]).toMatchObject({ value: read.bw, si: read.bw * 1024 });
    expect(r[2]?.si).toBeCloseTo(read.lat_ns.mean * 1e-9);
  });

  it("pieces cut out with jq: options from one object, the direction from the jq path", () => {
    const text = [
      `$ jq -c '."global options" | {rw, bs, iodepth}' out.json`,
      `{"rw":"randread","bs":"8k","iodepth":"16"}`,
      `$ jq '.jobs[0].read | {iops, bw, lat_ns_mean: .lat_ns.mean}' out.json`,
      "{",
      `  "iops": 20480.5,`,
      `  "bw": 163844,`,
      `  "lat_ns_mean": 780123.4`,
      "}",
    ].join("\n");
    expect(json(text).map((x) => [x.metric, x.op, x.access, x.value, x.block_size_bytes, x.queue_depth])).toEqual([
      ["iops", "read", "random", 20480.5, 8192, 16], ["throughput", "read", "random", 163844, 8192, 16], ["latency", "read", "random", 780123.4, 8192, 16],
    ]);
  });

  it("fio 2 JSON: `lat` is in microseconds", () => {
    const text = `{"fio version":"fio-2.2.10","jobs":[{"jobname":"w","job options":{"rw":"write","bs":"1M"},"write":{"io_bytes":1048576,"bw":204800,"iops":200.0,"lat":{"min":10,"max":900,"mean":4975.2}},"read":{"io_bytes":0,"bw":0,"iops":0}}]}`;
    expect(json(text).map((x) => [x.metric, x.op, x.access, x.value, x.unit])).toEqual([
      ["iops", "write", "sequential", 200, "IOPS"], ["throughput", "write", "sequential", 204800, "KiB/s"], ["latency", "write", "sequential", 4975.2, "us"],
    ]);
  });

  it("JSON that is not fio's is not read", () => {
    expect(json(`{"name": "disk", "iops": "fast", "bw": "high"}\n{"iops": 3, "size": 10}`)).toEqual([]);
  });
});

describe("fio JSON jobs", () => {
  it("jobs with the same options are numbered as runs, jobs that differ are not", () => {
    const job = (name: string, rw: string, iops: number) => ({ jobname: name, "job options": { rw, bs: "4k" }, read: { io_bytes: 1, bw: iops * 4, iops, lat_ns: { mean: 1000 } } });
    const same = json(JSON.stringify({ jobs: [job("a", "randread", 100), job("a", "randread", 110)] }));
    expect(same.filter((x) => x.metric === "iops").map((x) => [x.value, x.run])).toEqual([[100, 1], [110, 2]]);
    const differ = json(JSON.stringify({ jobs: [job("a", "randread", 100), job("b", "read", 110)] }));
    expect(differ.some((x) => x.run !== undefined)).toBe(false);
  });
});

describe("fio JSON across commands", () => {
  it("options printed by one jq command apply to the figures the next prints (the block is split at prompts)", async () => {
    const { parseToolOutput } = await import("../../../src/extract/tools/parseToolOutput.ts");
    const text = `$ jq -c '."global options" | {rw, bs, iodepth}' a.json\n{"rw":"write","bs":"128k","iodepth":"4"}\n$ jq '.jobs[0].write | {iops, bw}' a.json\n{\n  "iops": 800.5,\n  "bw": 102464\n}`;
    const r = parseToolOutput(text);
    expect(r.map((x) => [x.metric, x.operation, x.access, x.conditions.block_size_bytes, x.conditions.queue_depth, x.line])).toEqual([
      ["iops", "write", "sequential", 131072, 4, 4], ["throughput", "write", "sequential", 131072, 4, 4],
    ]);
  });
});
