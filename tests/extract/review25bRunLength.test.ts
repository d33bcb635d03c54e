import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Link tests</title></head><body><h1>Link tests</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("review 25b: the run-length words `over a`, `for a`", () => {
  it("name a run's length only right before its time or before a time, not a link or an operation (round trip over a LAN)", () => {
    const got = rows(`<pre>Latency:
  round trip over a LAN: 0.4 ms
  rtt: 1.1 ms
</pre>`);
    expect(got.map((m) => [m.metric, m.value])).toEqual([["latency", 0.4], ["latency", 1.1]]);
    const run = rows(`<pre>Latency:
  avg 14.6 ms over a 60 s run
  max 31.0 ms
</pre>`);
    expect(run.map((m) => m.value)).not.toContain(60);
    expect(run.filter((m) => m.metric === "latency").map((m) => m.value)).toEqual([14.6, 31]);
  });
});
