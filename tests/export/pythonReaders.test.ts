import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDataset } from "../../src/export/exportDataset.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

/** The Python that has the readers: $SOKUTEI_PYTHON (.ci/run sets it to a venv) or python3. */
const python = process.env.SOKUTEI_PYTHON || "python3";
const has = (modules: string) => {
  try {
    execFileSync(python, ["-c", `import ${modules}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const withPandas = has("pyarrow, pandas");
const withFastparquet = withPandas && has("fastparquet");

/** Reads every Parquet resource of the package and the per-site folder with pandas' and pyarrow's default calls. */
const SCRIPT = `
import json, sys, pyarrow.parquet as pq, pandas as pd
d, engines = sys.argv[1], sys.argv[2].split(",")
pkg = json.load(open(f"{d}/datapackage.json"))
out = {"resources": {}, "folder": {}}
for r in pkg["resources"]:
    if isinstance(r["path"], str):
        out["resources"][r["name"]] = {"declared": r.get("rows"), "pandas": len(pd.read_parquet(f"{d}/{r['path']}"))}
folder = f"{d}/measurements_by_site"
t = pq.read_table(folder)
out["folder"]["pyarrow"] = {"rows": t.num_rows, "site_type": str(t.schema.field("site").type)}
for e in engines:
    f = pd.read_parquet(folder) if e == "default" else pd.read_parquet(folder, engine=e)
    out["folder"][e] = {"rows": len(f), "sites": sorted(set(f["site"])), "site_dtype": str(f["site"].dtype)}
src = pd.read_parquet(f"{d}/sources.parquet")
out["fetched_at_tz"] = str(src["fetched_at"].dt.tz)
print(json.dumps(out))
`;

interface Read {
  resources: Record<string, { declared: number; pandas: number }>;
  folder: Record<string, { rows: number; sites?: string[]; site_type?: string; site_dtype?: string }>;
  fetched_at_tz: string;
}

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out = "";
beforeAll(async () => {
  if (!withPandas) return;
  t = await sampleWarehouse();
  out = join(t.dir, "pq");
  await exportDataset(t.dbPath, { out, format: "parquet", partitionBy: "site", version: "test" });
}, 120_000);
afterAll(() => t?.dispose());

const skipped = `skipped: ${python} has no pyarrow and pandas (optional test dependency; .ci/run installs them where a local wheel folder exists)`;
describe.skipIf(!withPandas)(`the Parquet export in pandas and pyarrow${withPandas ? "" : ` (${skipped})`}`, () => {
  it(`every table and the per-site folder read with the default calls${withFastparquet ? ", and with fastparquet" : " (fastparquet: not installed)"}`, async () => {
    const engines = ["default", ...(withFastparquet ? ["fastparquet"] : [])];
    const read = JSON.parse(execFileSync(python, ["-c", SCRIPT, out, engines.join(",")], { encoding: "utf8" })) as Read;
    for (const [name, r] of Object.entries(read.resources)) expect(r.pandas, name).toBe(r.declared);
    const measurements = read.resources.measurements?.pandas ?? 0;
    expect(measurements).toBeGreaterThan(200);
    // one site column, a plain string: the files carry it and no hive folder adds a dictionary-typed second one
    expect(read.folder.pyarrow).toEqual({ rows: measurements, site_type: "string" });
    const sites = (await t.wh.all("select distinct coalesce(r.site, 'unknown') as s from measurements m join reports r using (report_id) order by 1")).map((x) => String(x.s));
    for (const e of engines) {
      expect(read.folder[e]?.rows, e).toBe(measurements);
      expect(read.folder[e]?.sites, e).toEqual(sites);
      expect(read.folder[e]?.site_dtype, e).not.toBe("category");
    }
    expect(read.fetched_at_tz).toBe("UTC");
  }, 120_000);
});
