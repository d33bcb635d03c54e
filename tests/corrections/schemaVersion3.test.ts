import { describe, expect, it } from "vitest";
import { Warehouse } from "../../src/load/warehouse.ts";
import { tempWarehouse } from "../helpers/tempWarehouse.ts";

describe("schema version 3", () => {
  it("a version-2 warehouse gains measurements.corrected, corrected_by and corrected_at", async () => {
    const t = await tempWarehouse();
    try {
      for (const c of ["corrected", "corrected_by", "corrected_at"]) await t.wh.run(`ALTER TABLE measurements DROP COLUMN ${c}`);
      await t.wh.run("UPDATE sokutei_meta SET value = '2' WHERE key = 'schema_version'");
      t.wh.close();
      t.wh = await Warehouse.open(t.dbPath);
      expect(await t.wh.schemaVersion()).toBe(3);
      const cols = await t.wh.all("select column_name as c, data_type as t from information_schema.columns where table_name = 'measurements' and column_name like 'corrected%' order by column_name");
      expect(cols).toEqual([{ c: "corrected", t: "BOOLEAN" }, { c: "corrected_at", t: "TIMESTAMP" }, { c: "corrected_by", t: "VARCHAR" }]);
    } finally {
      await t.dispose();
    }
  });
});
