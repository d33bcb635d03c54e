import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.ts";
import { exportDataset } from "../../src/export/exportDataset.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
});
afterAll(() => t.dispose());

const snapshot = (dir: string) => Object.fromEntries((readdirSync(dir, { recursive: true }) as string[]).sort().map((f) => [f, (() => { try { return readFileSync(join(dir, f)).toString("base64"); } catch { return "dir"; } })()]));

describe("export is all or nothing", () => {
  it("a failure half-way leaves the previous export whole, with no temporary folder", async () => {
    const out = join(t.dir, "ds");
    await exportDataset(t.dbPath, { out, format: "csv", partitionBy: "site", version: "old" });
    const before = snapshot(out);
    await t.wh.run("CREATE TABLE keep_rejects AS SELECT * FROM rejects");
    await t.wh.run("DROP TABLE rejects");
    try {
      await expect(exportDataset(t.dbPath, { out, format: "csv", partitionBy: "site", version: "new" })).rejects.toThrow();
    } finally {
      await t.wh.run("CREATE TABLE rejects AS SELECT * FROM keep_rejects");
    }
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(t.dir).filter((f) => f.includes("partial"))).toEqual([]);
    // a later run replaces it whole: the manifest and the files agree
    const again = await exportDataset(t.dbPath, { out, format: "parquet", version: "new" });
    expect(readdirSync(out).sort()).toEqual(["datapackage.json", ...again.resources.map((r) => r.path)].sort());
    expect(JSON.parse(readFileSync(join(out, "datapackage.json"), "utf8")).sokutei_version).toBe("new");
  });

  it("refuses a non-empty folder that is not an earlier export, touching nothing", async () => {
    const mine = join(t.dir, "mine");
    mkdirSync(join(mine, "measurements_by_site"), { recursive: true });
    writeFileSync(join(mine, "measurements_by_site", "my-notes.txt"), "keep me");
    await expect(exportDataset(t.dbPath, { out: mine, format: "csv", partitionBy: "site", version: "x" })).rejects.toBeInstanceOf(UserError);
    expect(readdirSync(mine, { recursive: true })).toEqual(["measurements_by_site", join("measurements_by_site", "my-notes.txt")]);
    // an earlier export with a stranger's file put inside it is not replaced either
    const ds = join(t.dir, "ds2");
    await exportDataset(t.dbPath, { out: ds, format: "csv", partitionBy: "site", version: "x" });
    writeFileSync(join(ds, "measurements_by_site", "mine.txt"), "keep me");
    await expect(exportDataset(t.dbPath, { out: ds, format: "csv", partitionBy: "site", version: "y" })).rejects.toBeInstanceOf(UserError);
    expect(readFileSync(join(ds, "measurements_by_site", "mine.txt"), "utf8")).toBe("keep me");
  });
});
