import type { MeasurementDraft } from "../model/records.ts";
import { describe } from "../grammar/describe.ts";
import { accessIn } from "../normalise/lexicon.ts";

/** Condition keys holding the text a reader kept as what a figure is (`SEQ1M-Q8T1-Read`, `FIO 4k random write`). */
const DESCRIPTOR_KEYS = ["test", "label"] as const;

/**
 * The descriptor grammar over what each row's own reader kept as its name: a field the row lacks and its name states is
 * filled (block size, queue depth, threads, operation, and access where the name spells it, is a tool's test name or a
 * CrystalDiskMark test with its queue marks — a bare `4k` in `IOZone 4k read` says nothing of the pattern), and the network
 * a name or configuration names (`万兆` → 10GbE). What a reader set is never changed.
 */
export function completeDescriptors(rows: MeasurementDraft[]): void {
  for (const m of rows) {
    if (isPerOperationTime(m)) m.metric = "latency";
    for (const key of [...DESCRIPTOR_KEYS, "config"] as const) {
      const text = m.conditions[key];
      if (typeof text !== "string" || !text.trim()) continue;
      const d = describe(text);
      // a configuration names the network it ran over (`万兆`, `10GbE`); its sizes are settings of the setup, not the test's
      if (d.network !== null && m.conditions.network === undefined) m.conditions = { ...m.conditions, network: d.network };
      if (key === "config") continue;
      const add: Record<string, number> = {};
      if (d.blockSizeBytes !== null && m.conditions.block_size_bytes === undefined) add.block_size_bytes = d.blockSizeBytes;
      if (d.queueDepth !== null && m.conditions.queue_depth === undefined) add.queue_depth = d.queueDepth;
      if (d.threads !== null && m.conditions.threads === undefined) add.threads = d.threads;
      if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
      if (m.operation === null && d.operation !== null && d.operation !== "transfer") m.operation = d.operation;
      const spelled = accessIn(text) !== null || d.queueDepth !== null || d.threads !== null || d.test !== null;
      if (m.access === null && d.access !== null && spelled) m.access = d.access;
    }
  }
}

/** Reads and writes: the operations whose time, under a second, is the time one request took. */
const IO_OPERATIONS = new Set(["read", "write", "read_write"]);

/**
 * A time under a second of a read or write (`0.26 ms` of random reads, `平均 4.2 ms` of fsync writes) is how long one
 * request took: a latency. A whole run's time (dd's `8602 ms`, a copy's seconds) is a second or more, and stays a duration.
 */
function isPerOperationTime(m: MeasurementDraft): boolean {
  return m.metric === "duration" && m.operation !== null && IO_OPERATIONS.has(m.operation) && m.siUnit === "s" && m.valueSi !== null && m.valueSi > 0 && m.valueSi < 1 && !/^s(?:ec(?:ond)?s?)?$|^秒$/i.test(m.unit.trim());
}
