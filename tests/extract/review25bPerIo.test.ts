import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>Disk tests</title></head><body><h1>Disk tests</h1>${body}</body></html>`));
const rows = (body: string) => extract(body).measurements.filter((m) => !m.derived);
const table = (head: string[], ...body: string[][]) =>
  `<table><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;

describe("review 25b: a table time at a block size and queue depth", () => {
  it("is no latency under a header naming the run's length (Elapsed, Runtime)", () => {
    const got = rows(table(["Block size", "Queue depth", "Elapsed (s)", "Throughput"], ["4 KB", "1", "0.62", "6.5 MB/s"], ["4 KB", "32", "0.08", "48 MB/s"]) + table(["Test", "Runtime"], ["4K QD32 random read", "0.84 s"], ["4K QD1 random read", "0.97 s"]));
    for (const v of [0.62, 0.08, 0.84, 0.97]) expect(got.find((m) => m.value === v)?.metric).toBe("duration");
    // a bare time header still gives one I/O's latency
    const io = rows(table(["Pattern", "Disk A", "Disk B"], ["16 KB QD1", "0.074 ms", "0.099 ms"], ["16 KB QD10", "0.21 ms", "0.19 ms"]));
    expect(io.find((m) => m.value === 0.074)?.metric).toBe("latency");
  });
});
