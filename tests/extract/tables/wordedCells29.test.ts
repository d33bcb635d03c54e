import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const rows = (body: string) => {
  const out = extractAll(buildDocument(`<html><head><title>pg init on arrays</title></head><body>${body}</body></html>`));
  return { rows: out.measurements.filter((m) => !m.derived).map((m) => [m.metric, m.value, m.conditions.raid ?? null, m.conditions.config ?? null]), rejects: out.rejects.map((r) => r.reason) };
};

describe("a table whose every figure stands among words", () => {
  it("is read: its axes found as for figures alone, each cell as words and a figure (`done in 30.33 s`)", () => {
    const r = rows(`<table><thead><tr><th>Command</th><th>raid1</th><th>raid5</th></tr></thead><tbody>
<tr><td>pgbench -i -s 150 bench</td><td>done in 30.33 s</td><td>done in 41.20 s</td></tr>
<tr><td>pgbench -i -s 1500 bench</td><td>done in 388.1 s</td><td></td></tr></tbody></table>`);
    expect(r.rows).toEqual([
      ["duration", 30.33, "RAID1", "pgbench -i -s 150 bench"], ["duration", 41.2, "RAID5", "pgbench -i -s 150 bench"],
      ["duration", 388.1, "RAID1", "pgbench -i -s 1500 bench"],
    ]);
  });

  it("still refuses the bounds and ranges its words state", () => {
    const r = rows(`<table><tr><th>Drive</th><th>Read</th><th>Write</th></tr><tr><td>A</td><td>up to 550 MB/s</td><td>about 200-300 MB/s</td></tr></table>`);
    expect(r.rows).toEqual([]);
    expect(r.rejects).toContain("a range of values, not one measured value");
  });
});
