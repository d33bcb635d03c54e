import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>USB bulk</title></head><body>${body}</body></html>`));
const rows = (body: string) => extract(body).measurements.filter((m) => !m.derived).map((m) => [m.value, m.unit, m.operation, m.conditions.statistic ?? null, m.conditions.block_size_bytes ?? null]);

const sweep = `<table><thead><tr><th>read size</th><th>min</th><th>median</th><th>max</th></tr></thead><tbody>
<tr><td>4 KiB</td><td>3.54</td><td>3.56</td><td>3.58</td></tr>
<tr><td>1 MiB</td><td>9.46</td><td>9.73</td><td>9.82</td></tr></tbody></table>`;

describe("a table with no unit of its own", () => {
  it("takes the unit the report's text gives a figure it restates, and min/median/max are statistics, not minutes", () => {
    const r = rows(`<h3>帯域(4 MiB転送、各3回)</h3>${sweep}<p>1 MiBで頭打ち、vendor bulkは9.73 MB/s出る。</p>`);
    expect(r).toEqual([
      [3.54, "MB/s", "read", "min", 4096], [3.56, "MB/s", "read", "median", 4096], [3.58, "MB/s", "read", "max", 4096],
      [9.46, "MB/s", "read", "min", 1048576], [9.73, "MB/s", "read", "median", 1048576], [9.82, "MB/s", "read", "max", 1048576],
    ]);
  });

  it("stays unread when the text restates nothing, or restates its figures in two different units", () => {
    expect(rows(`<h3>帯域</h3>${sweep}<p>頭打ちになった。</p>`)).toEqual([]);
    expect(rows(`<h3>帯域</h3>${sweep}<p>9.73 MB/s と 3.56 Mbps だった。</p>`).filter((x) => x[4] !== null)).toEqual([]);
  });

  it("is not one where the table states a unit in another column (`Gbit/s | Retr`)", () => {
    const t = `<table><tr><th>Client</th><th>Gbit/s</th><th>Retr</th></tr><tr><td>A</td><td>3.04</td><td>100</td></tr><tr><td>B</td><td>4.38</td><td>0</td></tr></table>`;
    expect(rows(`${t}<p>A reached 3.04 Gbit/s and B 4.38 Gbit/s.</p>`).filter((x) => x[0] === 100 || x[0] === 0)).toEqual([]);
  });

  it("does not take a unit from a restated figure of fewer than three digits alone", () => {
    const t = `<table><tr><th>case</th><th>A</th><th>B</th></tr><tr><td>x</td><td>1.5</td><td>2</td></tr></table>`;
    expect(rows(`${t}<p>The link ran at 1.5 Gbps.</p>`).filter((x) => x[0] === 2)).toEqual([]);
  });
});

describe("a tool that only streams", () => {
  it("gives Blackmagic Disk Speed Test's read and write columns sequential access", () => {
    const t = `<table><caption>Blackmagic Disk Speed Test(単位:MB/s)</caption><tr><th>機材</th><th>Read</th><th>Write</th></tr><tr><td>X5</td><td>2572.2</td><td>1181.4</td></tr></table>`;
    const r = extract(t).measurements.map((m) => [m.value, m.operation, m.access]);
    expect(r).toEqual([[2572.2, "read", "sequential"], [1181.4, "write", "sequential"]]);
  });
});
