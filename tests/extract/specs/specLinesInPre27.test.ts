import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const parts = (pre: string) =>
  extractAll(buildDocument(`<html><head><title>box</title></head><body><h1>Results</h1><p>web01 at a budget host</p><pre>${pre}</pre></body></html>`)).components.map((c) => [
    c.kind,
    c.model,
    c.capacityBytes,
    c.clockHz,
  ]);

describe("spec lines a script printed in a <pre> are read as spec lines", () => {
  it("`label : value` lines whose label names a part: the CPU with its clock, the memory, the kernel release of a `uname -a` line", () => {
    const got = parts(`CPU model :  Intel(R) Xeon(R) CPU E5-2650 v2 @ 2.60GHz
Total amount of ram : 4096 MB
System kernel: Linux web01 4.15.0-112-generic #113-Ubuntu SMP Thu Jul 9 23:41:39 UTC 2020 x86_64 GNU/Linux
I/O speed :  212 MB/s`);
    expect(got).toContainEqual(["cpu", "Xeon E5-2650 v2", null, 2.6e9]);
    expect(got.find((p) => p[0] === "memory")?.[2]).toBeGreaterThan(4e9);
    // the release, not the host name before it nor the build after it
    expect(got).toContainEqual(["kernel", "4.15.0-112-generic", null, null]);
  });

  it("a system-summary printer's `used / total (pct)` memory line gives the total", () => {
    const got = parts("OS: Ubuntu 22.04.3 LTS x86_64\nKernel: 6.2.0-39-generic\nUptime: 3 days\nMemory: 1.19 GiB / 1.92 GiB (62%)");
    expect(got).toContainEqual(["memory", null, Math.round(1.92 * 2 ** 30), null]);
    expect(got.map((p) => p[0]).sort()).toEqual(["kernel", "memory", "os"]);
  });

  it("a nested file of settings in a <pre> names no part: a compose file's memory limit is no machine's memory", () => {
    expect(parts("services:\n  db:\n    image: postgres:13\n    deploy:\n      resources:\n        limits:\n          cpus: 0.50\n          memory: 512M")).toEqual([]);
    // …nor a line indented under another (`  memory: 2G` under a job's name)
    expect(parts("job1\n  memory: 2G\n  cpus: 2")).toEqual([]);
  });
});
