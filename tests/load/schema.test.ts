import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION, TABLES, schemaSql } from "../../src/load/schema.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { tempWarehouse } from "../helpers/tempWarehouse.ts";

describe("warehouse schema", () => {
  it("warehouse/schema.sql is the printed form of src/load/schema.ts", () => {
    expect(readFileSync(new URL("../../warehouse/schema.sql", import.meta.url), "utf8")).toBe(schemaSql());
  });

  it("creates every contract table with its columns and records the schema version", async () => {
    const t = await tempWarehouse();
    try {
      expect(await t.wh.schemaVersion()).toBe(SCHEMA_VERSION);
      for (const table of TABLES) {
        const cols = await t.wh.all("select column_name from information_schema.columns where table_name = $t order by ordinal_position", { t: table.name });
        expect(cols.map((c) => c.column_name)).toEqual(table.columns.map((c) => c.name));
      }
    } finally {
      await t.dispose();
    }
  });

  it("refuses a database written by a newer sokutei", async () => {
    const t = await tempWarehouse();
    await t.wh.all("update sokutei_meta set value = '999' where key = 'schema_version'");
    t.wh.close();
    await expect(Warehouse.open(t.dbPath)).rejects.toThrow(/schema version 999, newer than this sokutei/);
    const { rm } = await import("node:fs/promises");
    await rm(t.dir, { recursive: true, force: true });
  });
});
