import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { operationOf } from "../../src/extract/tables/tableRoles.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Pool tests</title></head><body><h1>Pool tests</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("the operation a header names", () => {
  it("a header naming an operation and another word of the lexicon (`stream`) gives the first, never a read_write it does not say", () => {
    expect(operationOf(["Write, 1 stream"], null)).toBe("write");
    expect(operationOf(["Read, 2 streams"], null)).toBe("read");
    // a read and a write in two headers are still both
    expect(operationOf(["Write, 1 stream", "Read, 1 stream"], null)).toBe("read_write");
    const body = `<table><tr><th>Pool</th><th>Write, 1 stream</th><th>Read from disk</th></tr>
<tr><td>tank (2 disks)</td><td>151 MB/s</td><td>377 MB/s</td></tr></table>`;
    expect(rows(body).map((m) => [m.operation, m.value])).toEqual([["write", 151], ["read", 377]]);
  });

  it("the time a network benchmark reports a collective took is a transfer's time", () => {
    const body = `<pre>$ mpirun -np 8 ./build/all_gather_perf -b 8 -e 64M -f 2 -g 1
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
     1048576        262144     float    none      -1    61.20   17.13   14.99      0    60.85   17.23   15.08      0
     4194304       1048576     float    none      -1    140.9   29.77   26.05      0    139.7   30.02   26.27      0
</pre>`;
    const got = rows(body);
    const times = got.filter((m) => m.metric === "duration" || m.metric === "latency");
    expect(times.length).toBeGreaterThan(0);
    for (const m of times) expect([m.metric, m.operation]).toEqual(["duration", "transfer"]);
    for (const m of got.filter((m) => m.metric === "throughput")) expect(m.operation).toBe("transfer");
  });

  it("a network benchmark's jitter or test length is no transfer: only a time on the line of its transfer rate is", () => {
    const body = `<p>iperf3 UDP runs:</p><table><tr><th>run</th><th>Bitrate (Mbit/s)</th><th>Jitter (ms)</th><th>Duration (s)</th></tr>
<tr><td>1</td><td>941</td><td>0.021</td><td>30</td></tr><tr><td>2</td><td>938</td><td>0.019</td><td>30</td></tr></table>`;
    for (const m of rows(body).filter((m) => m.metric === "duration" || m.metric === "latency")) expect(m.operation).toBeNull();
  });
});

describe("a page table's time beside a network rate", () => {
  it("is no transfer's time (`Setup time` of a tool comparison)", () => {
    const got = rows(`<table><tr><th>Tool</th><th>Throughput</th><th>Setup time</th></tr><tr><td>iperf3</td><td>941 Mbps</td><td>0.3 s</td></tr><tr><td>nuttcp</td><td>938 Mbps</td><td>0.2 s</td></tr></table>`);
    for (const m of got.filter((m) => m.metric === "duration")) expect(m.operation).toBeNull();
  });
});
