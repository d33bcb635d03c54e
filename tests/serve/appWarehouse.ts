import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ingest } from "../../src/ingest/ingest.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { quietLogger } from "../helpers/tempWarehouse.ts";

const page = (name: string) => fileURLToPath(new URL(`../fixtures/score/pages/${name}`, import.meta.url));

/** A closed warehouse file holding the four sample pages and the two small pages of tests/fixtures/score, for the app to open. */
export async function appWarehouse(): Promise<{ dir: string; db: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "sokutei-serve-"));
  const db = join(dir, "sokutei.duckdb");
  const wh = await Warehouse.open(db);
  try {
    await ingest([fileURLToPath(new URL("../../sources/samples/list.txt", import.meta.url)), page("hdd-hdparm-ja.html"), page("ssd-table-en.html")], wh, {}, quietLogger());
  } finally {
    wh.close();
  }
  return { dir, db, dispose: () => rm(dir, { recursive: true, force: true }) };
}
