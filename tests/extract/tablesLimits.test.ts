import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const page = (body: string) => buildDocument(`<html><head><title>Notes</title></head><body><h1>Notes</h1>${body}</body></html>`);
const values = (body: string) => extractTables(page(body)).measurements.filter((m) => !m.derived).map((m) => m.value);
const reasons = (body: string) => extractTables(page(body)).rejects.map((r) => r.reason);

describe("catalogue tables of limits and ratings hold no results", () => {
  it("a row or column headed by a maximum, a peak or an MTBF is a rating", () => {
    const ja = `<table border="1"><tr><th></th><th>SSD 970 PRO</th><th>SSD 860 EVO</th></tr>
      <tr><th>シーケンシャルリード（最大）</th><td>3500MB/秒</td><td>550MB/秒</td></tr>
      <tr><th>MTBF</th><td>150万時間</td><td>150万時間</td></tr></table>`;
    expect(values(ja)).toEqual([]);
    expect(reasons(ja).filter((r) => r.startsWith("a limit or rating"))).toHaveLength(4);
    expect(values(`<table border="1"><tr><th>Volume type</th><th>gp2</th><th>io1</th></tr>
      <tr><td>Max IOPS per volume</td><td>16,000 IOPS</td><td>64,000 IOPS</td></tr>
      <tr><td>Max throughput per volume</td><td>250 MiB/s</td><td>1,000 MiB/s</td></tr></table>`)).toEqual([]);
  });

  it("a column where some cells read `Up to` is a column of published limits, its plain figures too", () => {
    expect(values(`<table border="1"><tr><th>Instance size</th><th>Network Bandwidth (Gbps)</th><th>EBS Bandwidth (Mbps)</th></tr>
      <tr><td>m5.large</td><td>Up to 10</td><td>Up to 4,750</td></tr><tr><td>m5.24xlarge</td><td>25</td><td>19,000</td></tr></table>`)).toEqual([]);
  });

  it("`Maximum` under a tool's heading or beside a measured column is the tool's reading, and a rated device name is no limit", () => {
    expect(values(`<h2>HD Tune results</h2><table border="1"><tr><th>Drive</th><th>Transfer Rate Maximum</th><th>Burst Rate</th></tr>
      <tr><td>840 EVO</td><td>402.9 MB/s</td><td>163.3 MB/s</td></tr></table>`)).toEqual([402.9, 163.3]);
    expect(values(`<table border="1"><caption>公称値と実測値（単位：MB/s）</caption><tr><th>項目</th><th>公称値</th><th>実測値（最大）</th></tr>
      <tr><td>シーケンシャル読込</td><td>770</td><td>769</td></tr></table>`)).toEqual([769]);
    expect(values(`<table border="1"><tr><th></th><th>50cm</th><th>5m</th></tr>
      <tr><th>RT-AC68U（最大1300Mbps、3×3）</th><td>469Mbps</td><td>231Mbps</td></tr></table>`)).toEqual([469, 231]);
  });
});
