import type { Operation } from "../../model/vocabulary.ts";
import type { TableDraft } from "./keepApart.ts";
import { operationOf } from "./tableRoles.ts";

/** Figures that say how a run went (its time, latency, processor load) rather than what it moved. */
const COMPANIONS = new Set(["duration", "latency", "cpu_utilisation"]);
const RATES = new Set(["throughput", "iops"]);

/** The one operation a set of headers names, or null. */
const named = (headers: string[]): Operation | null => operationOf(headers, null);

/**
 * A time, latency or CPU load whose own headers name no operation belongs to the run whose rate sits beside it: in
 * `Time (s) | Write speed (MB/s)` the time is the write's, as is `時間` beside `書き込み速度`. It takes the one
 * operation the rates of its row name in their column headers (or of its column, in their row headers); with rates of
 * several operations beside it, it keeps what it had.
 */
export function shareRunOperation(drafts: TableDraft[]): void {
  for (const d of drafts) {
    if (!COMPANIONS.has(d.m.metric) || named([...d.colHeaders, ...d.rowHeaders])) continue;
    const beside = (same: (o: TableDraft) => boolean, headers: (o: TableDraft) => string[]) =>
      drafts.filter((o) => o !== d && !o.m.derived && RATES.has(o.m.metric) && same(o)).map((o) => named(headers(o)));
    const ops = [...beside((o) => o.r === d.r, (o) => o.colHeaders), ...beside((o) => o.c === d.c, (o) => o.rowHeaders)];
    const distinct = new Set(ops);
    const op = ops.length && distinct.size === 1 ? [...distinct][0] : null;
    if (op) d.m.operation = op;
  }
}
