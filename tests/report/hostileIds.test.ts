import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const page = fileURLToPath(new URL("../../sources/samples/hpc-raid0-sas5ir.html", import.meta.url)); // a system, parts and measurements
let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
  await ingest([page], t.wh, { workers: 0 }, quietLogger());
});
afterEach(() => t.dispose());

/** Renames an id everywhere it is stored, as a warehouse file made elsewhere (or by hand) may hold it. */
async function renameId(column: string, tables: string[], to: string): Promise<void> {
  const [row] = await t.wh.all(`select ${column} as id from ${tables[0]} limit 1`);
  for (const table of tables) await t.wh.all(`update ${table} set ${column} = $to where ${column} = $from`, { to, from: String(row?.id) });
}

/** Every file under the warehouse's folder whose name says it escaped the site folder. */
const escaped = () => readdirSync(t.dir, { recursive: true }).map(String).filter((f) => f.includes("escaped"));

describe("a warehouse whose ids are not plain file names", () => {
  it.each([
    ["source_id", ["sources", "reports", "rejects"]],
    ["report_id", ["reports", "systems", "components", "measurements", "checks"]],
    ["system_id", ["systems", "components", "measurements"]],
    ["kind", ["components"]],
  ])("never makes the report write outside its folder (%s = ../../…)", async (column, tables) => {
    await renameId(column, tables, "../../../../escaped");
    const site = join(t.dir, "a", "b", "c", "d", "e", "site"); // deep enough that ../../../../ stays in the test folder
    await writeReport(t.wh, site).catch((err: unknown) => expect(err).toBeInstanceOf(UserError));
    expect(escaped().filter((f) => !f.startsWith(join("a", "b", "c", "d", "e", "site")))).toEqual([]);
  });
});

describe("writing over an earlier site", () => {
  it("refuses one whose pages/ or annotated/ holds a file the report did not write, and leaves it there", async () => {
    const site = join(t.dir, "site");
    await writeReport(t.wh, site);
    writeFileSync(join(site, "pages", "notes.txt"), "mine");
    await expect(writeReport(t.wh, site)).rejects.toBeInstanceOf(UserError);
    expect(readFileSync(join(site, "pages", "notes.txt"), "utf8")).toBe("mine");
    rmSync(join(site, "pages", "notes.txt"));
    mkdirSync(join(site, "annotated", "drafts"));
    await expect(writeReport(t.wh, site)).rejects.toBeInstanceOf(UserError);
    expect(readdirSync(join(site, "annotated"))).toContain("drafts");
    rmSync(join(site, "annotated", "drafts"), { recursive: true });
    await expect(writeReport(t.wh, site)).resolves.toBeDefined();
  });
});
