import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { typedLines } from "../../../src/extract/structure/typedLines.ts";
import { findQuantities } from "../../../src/normalise/parseQuantity.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Bench notes</title></head><body><h1>Bench notes</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("a time written per operation is one operation's latency (the unit table's per_operation)", () => {
  it("keeps the `/IO`, `/op`, `per request` in the unit and marks the quantity, never a longer word", () => {
    const [size, lat, rate] = findQuantities("2 kbytes: 151.1 usec/IO = 12.9 Mbytes/s");
    expect(size?.kind).toBe("size");
    expect(lat).toMatchObject({ value: 151.1, unit: "usec/IO", kind: "duration", perOperation: true });
    expect(lat?.valueSi).toBeCloseTo(151.1e-6, 12);
    expect(rate).toMatchObject({ value: 12.9, kind: "throughput" });
    expect(rate?.perOperation).toBeUndefined();
    expect(findQuantities("took 40 ms per request")[0]).toMatchObject({ unit: "ms per request", perOperation: true });
    // `/opt` is a path, not an operation; a plain time stays a plain time
    expect(findQuantities("3 s/opt")[0]?.perOperation).toBeUndefined();
    expect(findQuantities("3.5 ms")[0]?.perOperation).toBeUndefined();
  });

  it("reads a tool's `size: time/IO = rate` lines under a label naming the operation as latency and throughput, with the block size", () => {
    const body = `<p>Our cache SSD gave:</p><pre>Synchronous random writes:
   1 kbytes:    95.0 usec/IO =     10.3 Mbytes/s
   8 kbytes:   120.4 usec/IO =     64.9 Mbytes/s
  64 kbytes:   402.2 usec/IO =    155.4 Mbytes/s
</pre>`;
    const got = rows(body).map((m) => [m.metric, m.operation, m.access, m.value, m.conditions.block_size_bytes]);
    expect(got).toEqual([
      ["latency", "write", "random", 95, 1024],
      ["throughput", "write", "random", 10.3, 1024],
      ["latency", "write", "random", 120.4, 8192],
      ["throughput", "write", "random", 64.9, 8192],
      ["latency", "write", "random", 402.2, 65536],
      ["throughput", "write", "random", 155.4, 65536],
    ]);
    // the restated rate is the line's one measurement again: it takes the case of the time it restates, not that time
    expect(JSON.stringify(rows(body)[1]?.conditions)).not.toContain("usec");
  });
});

describe("a logger's prefix is not the label of a line's figures", () => {
  it("reads the message of `[LEVEL] [time] [name]: …` and `LEVEL:name:` lines", () => {
    const body = `<pre>$ ros2 run netcheck receiver
[INFO] [1712345678.901234567] [speed_receiver]: Received download speed: 41.20 Mbps
[INFO] [1712345678.902345678] [speed_receiver]: Received upload speed: 9.85 Mbps
[INFO] [1712345678.903456789] [speed_receiver]: Received ping: 18.40 ms
</pre>`;
    const got = rows(body);
    expect(got.map((m) => [m.metric, m.operation, m.value, m.conditions.direction ?? null])).toEqual([
      ["throughput", "transfer", 41.2, "download"],
      ["throughput", "transfer", 9.85, "upload"],
      ["latency", null, 18.4, null],
    ]);
    // neither the level, the time stamp nor the logger's name is a descriptor of the figure
    for (const m of got) expect(JSON.stringify(m.conditions)).not.toMatch(/INFO|1712345678|speed_receiver/);
    const python = rows(`<pre>INFO:bench:Write throughput: 212.5 MB/s\nINFO:bench:Read throughput: 388.1 MB/s</pre>`);
    expect(python.map((m) => [m.operation, m.value])).toEqual([["write", 212.5], ["read", 388.1]]);
  });

  it("keeps a bracketed stream id or any bracket that is no log level as the line's own text", () => {
    expect(typedLines("[  5]   0.00-10.00  sec  1.10 GBytes   941 Mbits/sec")[0]?.text).toContain("[  5]");
    expect(typedLines("[SUM]   0.00-10.00  sec  2.20 GBytes  1.88 Gbits/sec")[0]?.text).toContain("[SUM]");
    expect(typedLines("[WARN] [disk0]: write speed: 80 MB/s")[0]?.text).toBe("write speed: 80 MB/s");
  });
});

describe("the structure of a line of labelled figures", () => {
  it("a label naming an operation heads the lines of figures under it at the same indent; a key with an empty value does not", () => {
    const [label, line] = typedLines("Sequential reads:\n4 kbytes: 31.2 usec/IO = 125 Mbytes/s");
    expect(label).toMatchObject({ kind: "label", heads: "section" });
    expect(line?.kind).toBe("text");
    expect(typedLines("Server Software:\nServer Hostname:        10.0.0.4")[0]?.kind).toBe("text");
  });

  it("the words after a figure's comma open the next label (`…, Upload Speed: …`)", () => {
    const [line] = typedLines("Download Speed: 55.02 Mbps, Upload Speed: 12.7 Mbps");
    expect(line?.segments).toEqual(["Download Speed: 55.02 Mbps,", "Upload Speed: 12.7 Mbps"]);
    const got = rows(`<pre>Download Speed: 55.02 Mbps, Upload Speed: 12.7 Mbps</pre>`);
    expect(got.map((m) => [m.operation, m.conditions.direction, m.value])).toEqual([
      ["transfer", "download", 55.02],
      ["transfer", "upload", 12.7],
    ]);
  });

  it("a label that is a rate's unit the table spells but does not scan (`tps =`) reads its figure, a bracketed remark telling twins apart", () => {
    const body = `<pre>$ pgbench -c 8 -t 500 bench
number of clients: 8
number of transactions actually processed: 4000/4000
latency average = 12.604 ms
tps = 634.712091 (including connections establishing)
tps = 635.102988 (excluding connections establishing)
</pre>`;
    const got = rows(body).map((m) => [m.metric, m.value, m.unit, m.conditions.test]);
    expect(got).toEqual([
      ["latency", 12.604, "ms", "latency average"],
      ["iops", 634.712091, "tps", "tps (including connections establishing)"],
      ["iops", 635.102988, "tps", "tps (excluding connections establishing)"],
    ]);
  });
});
