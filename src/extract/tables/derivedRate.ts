import type { TableDraft } from "./keepApart.ts";

/** How close size ÷ time must come to a printed rate (rounding of the time to whole seconds, of the rate to its digits). */
const TOLERANCE = 0.01;

/**
 * A rate in a row whose time of the same row, divided into the file size the table copied, gives that rate (decimal
 * or binary prefixes) is worked out from the time, not measured: `385.45MB/s | 39秒` under a 14GB copy is 14 GiB / 39 s.
 * Such a rate is marked derived from that time; a rate that matches no time of its row is left as read.
 */
export function markRatesFromTimes(drafts: TableDraft[]): void {
  for (const d of drafts) {
    if (d.m.metric !== "throughput" || d.m.derived || d.m.valueSi === null) continue;
    const size = d.m.conditions.file_size_bytes;
    if (typeof size !== "number" || !(size > 0)) continue;
    const sizes = [size, decimalOf(size)];
    const time = drafts.find((o) => o.r === d.r && o !== d && o.m.metric === "duration" && (o.m.valueSi ?? 0) > 0 && sizes.some((s) => agrees(s / (o.m.valueSi ?? 1), d.m.valueSi ?? 0)));
    if (!time) continue;
    d.m.derived = true;
    d.m.derivedFrom = [time.m.key];
    d.m.note = `derived: the row's file size over its time ${time.m.value} ${time.m.unit}`;
  }
}

/** A size read in binary prefixes (14 GiB) as the decimal size written (14 GB), and the other way round. */
function decimalOf(size: number): number {
  for (let p = 4; p >= 1; p--) {
    const n = size / 1024 ** p;
    if (n >= 1 && Math.abs(n - Math.round(n * 100) / 100) < 1e-9) return n * 1000 ** p;
  }
  return size;
}

const agrees = (a: number, b: number): boolean => Math.abs(a - b) <= TOLERANCE * Math.max(a, b);
