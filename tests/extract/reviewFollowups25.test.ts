import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { parseTraceroute } from "../../src/extract/tools/traceroute.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Follow-ups</title></head><body><h1>Follow-ups</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("what the review of session 25 reported and was then fixed", () => {
  it("the second figure of `rate@time` is the latency the rate was reached with, with no latency header", () => {
    const got = rows(`<table><tr><th>Block</th><th>main</th></tr><tr><td>4K</td><td>21044 IOps@6.1ms</td></tr><tr><td>8K</td><td>15220 IOps@8.4ms</td></tr></table>`);
    expect(got.filter((m) => m.unit.endsWith("ms")).map((m) => [m.metric, m.value])).toEqual([["latency", 6.1], ["latency", 8.4]]);
  });

  it("a time whose own label names the run's length is no latency under a `Latency:` or `Ping test:` label", () => {
    const got = rows(`<pre>Latency:
  avg 14.6 ms over a 60 s run
  max 31.0 ms
Ping test:
  duration: 9.01 s
  rtt: 3.2 ms
</pre>`);
    expect(got.filter((m) => m.metric === "latency").map((m) => m.value)).toEqual(expect.arrayContaining([14.6, 3.2]));
    expect(got.map((m) => m.value)).not.toContain(60);
    expect(got.filter((m) => m.metric === "latency").map((m) => m.value)).not.toContain(9.01);
  });

  it("a traceroute's target is its host argument, not a packet length or a hop count", () => {
    const lines = ["$ traceroute mirror.example.net 1400", " 1  gw (10.0.0.1)  0.4 ms  0.3 ms  0.3 ms"];
    expect(parseTraceroute(lines)[0]?.conditions.target).toBe("mirror.example.net");
    const win = ["C:\\> tracert -h 20 files.example.org", "  1     2 ms     1 ms     1 ms  192.168.0.1"];
    expect(parseTraceroute(win)[0]?.conditions.target).toBe("files.example.org");
  });
});
