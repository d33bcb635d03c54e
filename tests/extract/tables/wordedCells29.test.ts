import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const rows = (body: string) => {
  const out = extractAll(buildDocument(`<html><head><title>pg init on arrays</title></head><body>${body}</body></html>`));
  return { rows: out.measurements.filter((m) => !m.derived).map((m) => [m.metric, m.value, m.conditions.raid ?? null, m.conditions.config ?? null]), rejects: out.rejects.map((r) => r.reason) };
};

describe("a table whose every figure stands among words", () => {
  it("is not read where nothing around it says it holds results (a plan's or an environment's description)", () => {
    const r = rows(`<h2>Test environment</h2><table><tr><th>Host</th><th>Link</th><th>Transport</th></tr><tr><td>A</td><td>x8 @ 8GT/s, about 63 Gbps</td><td>IPoIB 16 Gbps</td></tr></table>`);
    expect(r.rows).toEqual([]);
  });

  it("is read: its axes found as for figures alone, each cell as words and a figure (`done in 30.33 s`)", () => {
    const r = rows(`<h2>Results with mdraid</h2><table><thead><tr><th>Command</th><th>raid1</th><th>raid5</th></tr></thead><tbody>
<tr><td>pgbench -i -s 150 bench</td><td>done in 30.33 s</td><td>done in 41.20 s</td></tr>
<tr><td>pgbench -i -s 1500 bench</td><td>done in 388.1 s</td><td></td></tr></tbody></table>`);
    expect(r.rows).toEqual([
      ["duration", 30.33, "RAID1", "pgbench -i -s 150 bench"], ["duration", 41.2, "RAID5", "pgbench -i -s 150 bench"],
      ["duration", 388.1, "RAID1", "pgbench -i -s 1500 bench"],
    ]);
  });

  it("still refuses the bounds and ranges its words state", () => {
    const r = rows(`<h2>測定結果</h2><table><tr><th>Drive</th><th>Read</th><th>Write</th></tr><tr><td>A</td><td>up to 550 MB/s</td><td>about 200-300 MB/s</td></tr></table>`);
    expect(r.rows).toEqual([]);
    expect(r.rejects).toContain("a range of values, not one measured value");
  });

  it("gives way to the table of the report that gives its figures alone: a summary restating them is refused", () => {
    const r = rows(`<h2>結果サマリー</h2><table><tr><th>項目</th><th>対象</th><th>測定結果</th><th>評価</th></tr><tr><td><strong>書き込み (Write)</strong></td><td>Sequential 256MB</td><td>ext4: <strong>535 MB/s</strong> vs 9p: <strong>147 MB/s</strong></td><td>ext4 が <strong>約 3.6 倍高速</strong></td></tr></table>
<h2>測定結果</h2><table><tr><th>FS</th><th>Write</th></tr><tr><td>ext4</td><td>535 MB/s</td></tr><tr><td>9p</td><td>147 MB/s</td></tr></table>`);
    expect(r.rows.map((x) => x[1])).toEqual([535, 147]);
    expect(r.rejects.filter((x) => x.startsWith("a table of figures among words restating")).length).toBe(2);
  });
});
