import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ingest } from "../../src/ingest/ingest.ts";
import { Warehouse } from "../../src/load/warehouse.ts";

/** A real DuckDB file in a fresh temporary folder; `dispose` closes and removes it. */
export async function tempWarehouse(): Promise<{ wh: Warehouse; dir: string; dbPath: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "sokutei-test-"));
  const dbPath = join(dir, "sokutei.duckdb");
  const wh = await Warehouse.open(dbPath);
  return {
    wh,
    dir,
    dbPath,
    dispose: async () => {
      wh.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const quietLogger = () => {
  const lines: { level: string; line: string }[] = [];
  return {
    lines,
    info: (line: string) => void lines.push({ level: "info", line }),
    warn: (line: string) => void lines.push({ level: "warn", line }),
    error: (line: string) => void lines.push({ level: "error", line }),
  };
};

/** A temporary warehouse holding the four shipped sample pages, as `npm start` loads them. */
export async function sampleWarehouse(): Promise<Awaited<ReturnType<typeof tempWarehouse>>> {
  const t = await tempWarehouse();
  await ingest([fileURLToPath(new URL("../../sources/samples/list.txt", import.meta.url))], t.wh, {}, quietLogger());
  return t;
}
