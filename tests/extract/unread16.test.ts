import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";
import { checkUnitTable } from "../../src/normalise/unitTable.ts";
import { readPairs } from "../../src/extract/pairs/readPairs.ts";
import { readCommand } from "../../src/extract/tools/commandLine.ts";

const measured = (body: string, title = "Benchmark notes") =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const read = (text: string) => findQuantities(text).filter((q) => !q.bare).map((q) => [q.value, q.unit, q.kind]);

describe("numbers written in shapes the unit grammar did not read", () => {
  it("reads a figure alone in square brackets with the unit after the bracket", () => {
    expect(read("elapsed [812] ms, rate [39001122] B/s, bytes [120000]")).toEqual([[812, "ms", "duration"], [39001122, "B/s", "throughput"]]);
    // a stream id in brackets followed by another figure is no quantity, and a bracketed figure with no unit stays bare
    expect(read("[  7]  0.0-5.0 sec")).toEqual([[5, "sec", "duration"]]);
    expect(read("see [3] for details")).toEqual([]);
  });

  it("gives each bracketed rate of a logged copy its descriptor in prose", () => {
    const got = measured(`<h2>Copy to the file server over SMB</h2><p>Copying one 40 MB file three times:</p>
      <p>elapsed [812] ms. speed [49261083] B/s size [40000000]<br>elapsed [790] ms. speed [50632911] B/s size [40000000]</p>`);
    const rates = got.filter((m) => m.metric === "throughput").map((m) => [m.value, m.unit, m.conditions.protocol]);
    expect(rates).toEqual([[49261083, "B/s", "SMB"], [50632911, "B/s", "SMB"]]);
    expect(got.some((m) => m.value === 40000000)).toBe(false);
  });

  it("reads the misspelt rates the unit table lists as the rate they stand for, keeping the spelling as printed", () => {
    expect(read("roughly 41.5Mpbs down")).toEqual([[41.5, "Mpbs", "throughput"]]);
    const q = findQuantities("3.2 GbPs")[0];
    expect(q?.valueSi).toBeCloseTo(3.2e9 / 8);
    // a misspelling glued to more letters is no unit
    expect(read("7 Mbosun")).toEqual([]);
  });

  it("refuses a table whose typo stands for a spelling it does not know", async () => {
    const { readFileSync } = await import("node:fs");
    const raw = JSON.parse(readFileSync(new URL("../../src/normalise/units.json", import.meta.url), "utf8"));
    const { spellingsOf } = await import("../../src/normalise/unitTable.ts");
    expect(() => spellingsOf(checkUnitTable({ ...raw, typos: { Mpbs: "Mbpz" } }))).toThrow(/Mbpz/);
  });
});

describe("a change written with an arrow", () => {
  const values = (body: string) => measured(body).map((m) => [m.metric, m.value, m.unit]);
  it("reads the figure after the arrow as the result, with the unit written once after it", () => {
    expect(values("<p>After moving the router, the download throughput went 12.5 → 48.25 Mbps.</p>")).toEqual([["throughput", 48.25, "Mbps"]]);
    // the level it started from, written with its unit, was measured too (round 23: labels keep both sides of a change)
    expect(values("<p>ジャンボフレームで転送速度が 612 MB/s → 845 MB/s に上がった。</p>")).toEqual([["throughput", 612, "MB/s"], ["throughput", 845, "MB/s"]]);
    expect(values("<p>The copy speed dropped to 35mb/s after the update (128mb/s ->> 35mb/s).</p>").map((v) => v[1])).toContain(35);
  });

  it("keeps an arrow between one value in two units a conversion, not a result", () => {
    expect(values("<p>The interface is rated 10 Gbps → 1250 MB/s in bytes.</p>")).toEqual([]);
  });
});

describe("a tool's line of several label = value pairs", () => {
  const lines = [
    "Loop 1: PUT time 60.0 secs, objects = 1200, speed = 21.4MB/sec, 1370.5 operations/sec. Slowdowns = 0",
    "Loop 1: GET time 60.0 secs, objects = 2400, speed = 35.2MB/sec, 2251.0 operations/sec. Slowdowns = 0",
  ];
  it("reads each pair on its own, its rate named by the operation the line names", () => {
    const got = readPairs(lines, readCommand("$ ./objbench -u http://10.1.1.2:9000 -t 4"));
    expect(got.map((r) => [r.metric, r.operation, r.quantity.value, r.quantity.unit])).toEqual([
      ["throughput", "write", 21.4, "MB/sec"], ["iops", "write", 1370.5, "operations/sec"],
      ["throughput", "read", 35.2, "MB/sec"], ["iops", "read", 2251, "operations/sec"],
    ]);
  });

  it("still takes a bare `speed` with no operation on its line for a setting", () => {
    const refused: { reason: string }[] = [];
    expect(readPairs(["Settings: mode = auto, speed = 1000Mb/s, duplex = full"], null, refused as never)).toEqual([]);
  });
});

describe("figures, then the operations they are of, then one unit", () => {
  it("gives each figure of `A/B write/read MB/s` its operation in order", () => {
    const got = measured("<p>My new SATA SSD benches at 480/515 write/read MB/s in the enclosure.</p>").map((m) => [m.operation, m.value, m.unit]);
    expect(got).toEqual([["write", 480, "MB/s"], ["read", 515, "MB/s"]]);
  });

  it("leaves the figures alone when the operations do not match them one to one", () => {
    expect(measured("<p>My new SATA SSD benches at 95/110/120 read/write MB/s in the enclosure.</p>")).toEqual([]);
  });
});

describe("a value named with `=` in prose", () => {
  const values = (body: string) => measured(body).map((m) => [m.operation, m.value]);
  it("reads `name=label:value` and `label = value` as the value of that name", () => {
    expect(values("<p>下りの平均は、A社=下り:12.4Mbps/上り:3.1Mbps、B社=下り:10.2Mbps/上り:2.2Mbps だった。</p>").map((v) => v[1])).toEqual([12.4, 3.1, 10.2, 2.2]);
    expect(values("<p>Random read speed = 41.5 MB/s on the old card.</p>")).toEqual([["read", 41.5]]);
  });

  it("keeps an `=` after a figure arithmetic", () => {
    expect(values("<p>読み込みは 20480/512 = 40 MB/sec でした。</p>")).toEqual([]);
    expect(values("<p>40MB/s = 320Mbps なので回線は足りる。</p>")).toEqual([]);
    expect(values("<p>SMB overhead + TCP overhead = ~105 MB/s at best on this link.</p>")).toEqual([]);
  });
});

describe("a time and its verb parted by a bracketed aside", () => {
  it("reads the time as taken", () => {
    expect(measured("<p>ビルド全体は 128.4 秒（user 20.1 / sys 3.3）かかりました。</p>").map((m) => [m.metric, m.value])).toEqual([["duration", 128.4]]);
    expect(measured("<p>The full build ran for 12.5 s (user 3.1 / sys 0.4) and then stopped.</p>")).toEqual([]);
  });
});

describe("a unit and the operations stated once in the lead-in of a list of figures", () => {
  const lead = "<p>Five runs of the card tester gave these Writing/Reading speeds [MB/s]:<br>1. 9.1/21.4<br>2. 8.8/21.0<br>3. 9.0/21.9</p>";
  it("gives each figure of a numbered slash line its operation, the unit and the line's number", () => {
    const got = measured(lead).map((m) => [m.operation, m.value, m.unit, m.conditions.run]);
    expect(got).toEqual([
      ["write", 9.1, "MB/s", 1], ["read", 21.4, "MB/s", 1],
      ["write", 8.8, "MB/s", 2], ["read", 21, "MB/s", 2],
      ["write", 9, "MB/s", 3], ["read", 21.9, "MB/s", 3],
    ]);
  });

  it("reads no slash line whose lead-in names no operations for it", () => {
    expect(measured("<p>Five runs of the card tester gave these speeds [MB/s]:<br>1. 9.1/21.4<br>2. 8.8/21.0</p>")).toEqual([]);
  });
});
