import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { clauseUnits, unitInText } from "../../src/extract/tables/unitScope.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench</title></head><body><h1>Bench</h1>${body}</body></html>`);
const rows = (body: string) => extractTables(page(body)).measurements.map((m) => [m.metric, m.value, m.unit]);
const clauses = (t: string) => clauseUnits(t).map((c) => [c.unit.unit, c.terms, c.metric]);

describe("a unit written as a word of its own in the text that scopes a table", () => {
  it("reads a clause that is the unit alone, `<subject>は<unit>`, and an English sentence ending in the unit", () => {
    expect(clauses("3. 並列読み取り（1 MiB、unbuffered、GB/s）")).toEqual([["GB/s", [], null]]);
    expect(clauses("4 GiB のファイル、5 回の中央値、MB/s。")).toEqual([["MB/s", [], null]]);
    expect(clauses("値は中央値、n=3。時間はms、失敗率は全体に対する割合。")).toEqual([["ms", ["時間"], "duration"]]);
    expect(clauses("Rate means the mean copy rate reported by rsync, and uses MiB/s")).toEqual([["MiB/s", ["Rate"], "throughput"]]);
    // a unit after a number is a figure, not a statement; a clause that goes on past the unit states nothing
    expect(clauses("Latency is 5 ms")).toEqual([]);
    expect(clauses("時間は5 ms")).toEqual([]);
    expect(clauses("転送はMB/sで遅い")).toEqual([]);
    // a time per operation is that time, the unit grammar keeping its `/op` and saying it is one operation's
    expect(clauses("ランダム読み取り（unbuffered、µs/op）").map((c) => c[0])).toEqual(["μs/op"]);
    expect(clauseUnits("ランダム読み取り（unbuffered、µs/op）")[0]?.unit).toMatchObject({ kind: "duration", perOperation: true, siUnit: "s" });
  });

  it("gives a Japanese table's time rows the unit its lead-in states for times, never its count row", () => {
    const body = `<h2>結果</h2><p>表は平均、各n=5。時間はms、損失は送信数に対する割合。</p><table>
      <tr><th>指標</th><th>方式A</th><th>方式B</th></tr>
      <tr><td>切替検知</td><td>1090.5</td><td>1037.8</td></tr>
      <tr><td>応答時間</td><td>195.6</td><td>194.5</td></tr>
      <tr><td>TCP再送数</td><td>67.6</td><td>49.6</td></tr>
      <tr><td>転送速度</td><td>12.5</td><td>13.1</td></tr></table>`;
    const found = rows(body);
    expect(found.filter((r) => r[2] === "ms").map((r) => r[1])).toEqual([1090.5, 1037.8, 195.6, 194.5]);
    // a count and a rate under a statement for times stay unread
    for (const v of [67.6, 49.6, 12.5, 13.1]) expect(found.some((r) => r[1] === v)).toBe(false);
  });

  it("gives an English table's columns the unit a sentence states for the measure they name", () => {
    const body = `<h3>Results</h3><p>Speed means average download speed reported by curl, and uses MiB/s</p><table>
      <tr><th>Protocol</th><th>Speed 1</th><th>Speed 2</th><th>Average Speed</th><th>Retransmits</th></tr>
      <tr><td>HTTP</td><td>15.1</td><td>14.8</td><td>15.0</td><td>3</td></tr></table>`;
    const found = rows(body);
    expect(found.map((r) => [r[1], r[2]])).toEqual([[15.1, "MiB/s"], [14.8, "MiB/s"], [15, "MiB/s"]]);
  });

  it("reads the unit the enclosing section's lead-in lists for the tables of its sub-sections, not across a section", () => {
    const tables = `<h3>direct</h3><table><tr><th>Block</th><th>Disk A W / R</th><th>Disk B W / R</th></tr>
      <tr><td>4 KiB</td><td>0.20 / 0.46</td><td>0.06 / 0.11</td></tr></table>
      <h3>cached</h3><table><tr><th>Block</th><th>Disk A W / R</th><th>Disk B W / R</th></tr>
      <tr><td>4 KiB</td><td>1.39 / 2.78</td><td>0.84 / 2.26</td></tr></table>`;
    const found = rows(`<h2>Sequential</h2><p>2 GiB ファイル、3 回の最良値、GB/s。</p>${tables}`);
    expect(found.map((r) => r[1])).toEqual([0.2, 0.46, 0.06, 0.11, 1.39, 2.78, 0.84, 2.26]);
    expect(new Set(found.map((r) => r[2]))).toEqual(new Set(["GB/s"]));
    // the lead-in of another section at the same level is not this table's
    expect(rows(`<h2>Setup</h2><p>2 GiB ファイル、GB/s。</p><h2>Sequential</h2>${tables}`)).toEqual([]);
  });

  it("reads a header's unit before a bracketed remark that states none", () => {
    expect(unitInText("往復Gbps(L2)")?.unit).toBe("Gbps");
    expect(unitInText("Write MB/s (avg)")?.unit).toBe("MB/s");
    expect(unitInText("Read (4K)")).toBeNull();
  });
});

