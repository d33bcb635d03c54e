import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readArchived, sha256Hex } from "../../src/archive/archive.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { partFile } from "../../src/report/sitePages.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const page = fileURLToPath(new URL("../../sources/samples/hpc-raid0-sas5ir.html", import.meta.url));
let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
  await ingest([page], t.wh, { workers: 0 }, quietLogger());
});
afterEach(() => t.dispose());

/** Adds parts of the given models to the warehouse's first report, as a warehouse made elsewhere may hold them. */
async function addParts(models: string[]): Promise<void> {
  const [r] = await t.wh.all("select report_id from reports limit 1");
  await t.wh.append("components", models.map((model, i) => ({ component_id: `extra-${i}`, report_id: r?.report_id, kind: "cpu", model })));
}

describe("part pages", () => {
  it("two models that differ only in punctuation or case each get their own page", async () => {
    const models = ["Core i7 920", "Core i7-920", "core i7 920", "core-i7-920"];
    expect(new Set(models.map((m) => partFile("cpu", m))).size).toBe(models.length);
    await addParts(models);
    const site = join(t.dir, "site");
    await writeReport(t.wh, site);
    for (const m of models) expect(readFileSync(join(site, partFile("cpu", m)), "utf8"), m).toContain(`<h1>${m}`);
  });

  it("a model of 261 characters (or a kind of 300) names a file short enough for any file system", async () => {
    const long = `Xeon ${"X".repeat(256)}`;
    await addParts([long, `${long}Y`]);
    const site = join(t.dir, "site");
    await writeReport(t.wh, site);
    const names = readdirSync(site).filter((f) => f.startsWith("part-cpu-xeon-xxxx"));
    expect(names).toHaveLength(2);
    for (const f of [...names, partFile("k".repeat(300), long)]) expect(Buffer.byteLength(f)).toBeLessThanOrEqual(160);
  });

  it("a hash-like tail in a model cannot take another model's name", () => {
    const hashed = partFile("cpu", "Core i7 920").replace(/^part-cpu-|\.html$/g, "");
    expect(partFile("cpu", hashed)).not.toBe(partFile("cpu", "Core i7 920"));
  });
});

describe("archive paths from the warehouse", () => {
  it("a path outside archive/, a link inside it and a device are refused; a file is read no further than its bytes", async () => {
    const outside = join(t.dir, "outside.txt");
    writeFileSync(outside, "secret outside the archive");
    const sha = sha256Hex(readFileSync(outside));
    await expect(readArchived(t.dir, "../outside.txt", sha)).rejects.toThrow(/outside the archive/);
    await expect(readArchived(t.dir, "outside.txt", sha)).rejects.toThrow(/outside the archive/);
    await expect(readArchived(t.dir, outside, sha)).rejects.toThrow(/outside the archive/);
    await expect(readArchived(t.dir, "archive/../../../../../../dev/zero", sha)).rejects.toThrow(/outside the archive/);
    mkdirSync(join(t.dir, "archive", "zz"), { recursive: true });
    symlinkSync(outside, join(t.dir, "archive", "zz", "link.raw"));
    await expect(readArchived(t.dir, "archive/zz/link.raw", sha)).rejects.toThrow(/not a regular file/);
    symlinkSync("/dev/zero", join(t.dir, "archive", "zz", "zero.raw"));
    await expect(readArchived(t.dir, "archive/zz/zero.raw", sha)).rejects.toThrow(/not a regular file/);
    writeFileSync(join(t.dir, "archive", "zz", "long.raw"), "abc".repeat(1000));
    const abc = sha256Hex(Buffer.from("abc"));
    expect(Buffer.from(await readArchived(t.dir, "archive/zz/long.raw", abc, 3)).toString()).toBe("abc");
    await expect(readArchived(t.dir, "archive/zz/long.raw", abc, 4)).rejects.toThrow(/does not match/);
  });

  it("the report shows such a page as unavailable and goes on with the others", async () => {
    await t.wh.all("update sources set archive_path = '../../../../../../../../dev/zero'");
    const site = join(t.dir, "site");
    await writeReport(t.wh, site);
    const [s] = await t.wh.all("select source_id from sources");
    expect(readFileSync(join(site, "pages", `${String(s?.source_id)}.html`), "utf8")).toMatch(/cannot be shown: .*outside the archive/);
  });
});
