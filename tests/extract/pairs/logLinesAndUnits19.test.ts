import { describe, expect, it } from "vitest";
import { parseToolOutput, unstamped } from "../../../src/extract/tools/parseToolOutput.ts";
import { findQuantities } from "../../../src/normalise/parseQuantity.ts";
import type { Refusal } from "../../../src/extract/pairs/readPairs.ts";

const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.access, r.quantity.value, r.quantity.unit]);

// the shape of a node's hardware check in its journal (substrate's sc_sysinfo prints `MiBs` for MiB/s); figures our own
const NODE_LOG = `2025-03-02 10:14:07 [Relaychain] 🏁 CPU score: 812.40 MiBs
2025-03-02 10:14:07 [Relaychain] 🏁 Memory score: 9.10 GiBs
2025-03-02 10:14:07 [Relaychain] 🏁 Disk score (seq. writes): 1.25 GiBs
2025-03-02 10:14:07 [Relaychain] 🏁 Disk score (rand. writes): 402.16 MiBs`;

describe("units the unit grammar lacked and log lines the pair reader refused", () => {
  it("reads `MiBs` / `GiBs` as MiB/s and GiB/s (binary), and `KiBs` as KiB/s", () => {
    const [q] = findQuantities("score: 402.16 MiBs");
    expect([q?.value, q?.unit, q?.kind]).toEqual([402.16, "MiBs", "throughput"]);
    expect(q?.valueSi).toBeCloseTo(402.16 * 1048576);
    expect(findQuantities("9.10 GiBs")[0]?.valueSi).toBeCloseTo(9.1 * 2 ** 30);
    expect(findQuantities("80 KiBs")[0]?.valueSi).toBe(80 * 1024);
    // the spelling is whole: `MiBsec` or `MiBsomething` is no rate
    expect(findQuantities("3 MiBsomething").filter((x) => x.kind === "throughput")).toEqual([]);
  });

  it("reads a log's lines from what the program said: the date, tags and pictographs before it are no label", () => {
    expect(rows(NODE_LOG)).toEqual([
      ["throughput", "write", "sequential", 1.25, "GiBs"],
      ["throughput", "write", "random", 402.16, "MiBs"],
    ]);
  });

  it("refuses the scores whose label names no measured operation (a processor's or memory's score)", () => {
    const refused: Refusal[] = [];
    parseToolOutput(NODE_LOG, [], true, true, refused);
    expect(refused.map((r) => r.reason)).toEqual(["generic pair reader: no word says this figure was measured", "generic pair reader: no word says this figure was measured"]);
  });

  it("strips the journal's host and process before the stamp, and a run of three stamped lines under other output", () => {
    const lines = [
      "● node.service - a node",
      "     Active: active (running)",
      "   Main PID: 4242 (node)",
      "      Tasks: 31",
      "",
      "Mar 02 10:14:07 box node[4242]: 2025-03-02 10:14:07 [Parachain] 🏁 Disk score (seq. writes): 1.10 GiBs",
      "Mar 02 10:14:07 box node[4242]: 2025-03-02 10:14:07 [Parachain] 🏁 Disk score (rand. writes): 380.00 MiBs",
      "Mar 02 10:14:07 box node[4242]: 2025-03-02 10:14:07 [Parachain] Memory score: 8.00 GiBs",
    ];
    expect(unstamped(lines).slice(5)).toEqual(["Disk score (seq. writes): 1.10 GiBs", "Disk score (rand. writes): 380.00 MiBs", "Memory score: 8.00 GiBs"]);
    expect(rows(lines.join("\n")).map((r) => r[3])).toEqual([1.1, 380]);
    // a level and the logger's names go too
    expect(unstamped(["2024-05-01 08:00:01.120  INFO main sc_sysinfo: [Relaychain] 🏁 Disk score (seq. writes): 2.00 GiBs", "2024-05-01 08:00:01.120  INFO main sc_sysinfo: x", "y"])[0]).toBe("Disk score (seq. writes): 2.00 GiBs");
    // two stamped lines among many are not a log
    expect(unstamped(["2024-05-01 08:00:01 a", "2024-05-01 08:00:02 b", "c", "d", "e"])[0]).toBe("2024-05-01 08:00:01 a");
  });
});

describe("a rate of events written as a bare per-second unit (`/s`, `/sec`)", () => {
  const measured = async (body: string) => {
    const { buildDocument } = await import("../../../src/document/buildDocument.ts");
    const { extractAll } = await import("../../../src/extract/extractAll.ts");
    return extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
  };

  it("reads `N/s` and `N/sec` right after a figure as events per second, an operation rate", () => {
    const [q] = findQuantities("random seeks: 1,204/s");
    expect([q?.value, q?.unit, q?.kind]).toEqual([1204, "/s", "iops"]);
    expect(findQuantities("318.4/sec")[0]?.kind).toBe("iops");
    // `MB/s` is still a byte rate, and a slash between figures is no unit
    expect(findQuantities("12MB/s")[0]?.kind).toBe("throughput");
    expect(findQuantities("3/4 done").filter((x) => !x.bare)).toEqual([]);
  });

  it("reads bonnie++'s seeks per second in a writer's summary and in a table row that names them", async () => {
    const lines = await measured(`<p>Example drive X:<br>seq. write: 51MB/s<br>seq. read: 88MB/s<br>random seeks: 1,204/s</p>`);
    expect(lines.filter((m) => m.metric === "iops").map((m) => [m.value, m.access])).toEqual([[1204, "random"]]);
    const cells = await measured(`<table><tr><th></th><th>Disk A</th><th>Disk B</th></tr>
      <tr><td>シーケンシャル読み込み(bonnie++)</td><td>61 MB/s</td><td>240 MB/s</td></tr>
      <tr><td>ランダムシーク(bonnie++)</td><td>181.6/sec</td><td>5102.3/sec</td></tr></table>`);
    expect(cells.filter((m) => m.metric === "iops").map((m) => [m.value, m.unit, m.access])).toEqual([[181.6, "/sec", "random"], [5102.3, "/sec", "random"]]);
  });
});

describe("speedtest-cli's result after its progress dots", () => {
  it("reads `Download:` / `Upload:` when the dots run into them or wrap onto their line", () => {
    const glued = `Testing download speed......................................................Download: 612.05 Mbit/s
Testing upload speed............................................................Upload: 233.10 Mbit/s`;
    expect(rows(glued).map((r) => [r[0], r[3], r[4]])).toEqual([["throughput", 612.05, "Mbit/s"], ["throughput", 233.1, "Mbit/s"]]);
    const wrapped = `$ speedtest-cli
Retrieving speedtest.net configuration...
Testing download speed..............................................................................
.Download: 38.20 Mbit/s
Testing upload speed................................................................................................
Upload: 11.04 Mbit/s`;
    expect(rows(wrapped).map((r) => r[3])).toEqual([38.2, 11.04]);
    // a `Download:` line with no speed test around it is not speedtest-cli's
    expect(parseToolOutput("Plan details\n.Download: 100 Mbit/s\nUpload: 10 Mbit/s").filter((r) => r.tool === "speedtest-cli")).toEqual([]);
  });
});
