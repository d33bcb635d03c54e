import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Quantity, parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";
import { unitInText } from "./unitScope.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A value cell holding two results, the second in brackets (`24.34 MB/s (6086)`, `24.34 (6086)`, `120MB/s [30000 IOPS]`) or after an `@` (`25339 IOps@7.6ms`). */
export interface PairedCell {
  main: string;
  bracketed: string;
  /** `25339 IOps@7.6ms`: the second figure is the latency the first was reached with. */
  latencyAt?: true;
}

const PAIR = /^(.*?\d[^()（）[\]［］]*?)\s*[(（[［]\s*(\d[^()（）[\]［］]*?)\s*[)）\]］]$/;

/** `25339 IOps@7.6ms`, `977 MB/s @ 17.2 ms`: a rate at the latency it was reached with, each with its own unit. */
const AT_PAIR = /^(\d[^@]*?)\s*@\s*(\d[^@]*)$/;

/** The two values of a cell written `value (value)` or `value@value`, or null when the cell is not two plain quantities. */
export function pairedCell(text: string): PairedCell | null {
  const plain = normaliseText(text).trim();
  const at = AT_PAIR.exec(plain);
  if (at?.[1] && at[2]) {
    const [main, second] = [parseCellQuantity(at[1]), parseCellQuantity(at[2])];
    // both figures carry their unit: `@` joins a rate to the latency it was reached with. A rate after the `@` is the load
    // offered (`0.8 ms @ 50000 IOPS`), a time of a second or more the run's length (`3200 MB/s @ 30 min`): settings
    const rate = main?.kind === "iops" || main?.kind === "throughput";
    const latency = second?.kind === "duration" && second.valueSi !== null && second.valueSi < 1;
    return main && second && !main.bare && !second.bare && rate && latency ? { main: at[1], bracketed: at[2], latencyAt: true } : null;
  }
  const m = PAIR.exec(plain);
  if (!m?.[1] || !m[2]) return null;
  const main = parseCellQuantity(m[1]);
  const bracketed = parseCellQuantity(m[2]);
  if (!main || !bracketed) return null;
  // `512 (1GB)`: a size is a condition; `(12%)`: a share or a change, read elsewhere or not at all
  if ([main, bracketed].some((q) => (!q.bare && q.kind === "size") || q.kind === "cpu_utilisation")) return null;
  return { main: m[1], bracketed: m[2] };
}

const BRACKETS = /[(（[［][^)）\]］]*[)）\]］]/g;

/** The unit a header gives the first value of a paired cell: the header without its bracketed parts (`MB/s (IOPS)` → MB/s). */
export function mainUnitOf(headers: string[]): Quantity | null {
  for (const h of headers) {
    const rest = normaliseText(h).replace(BRACKETS, " ").trim();
    const u = rest ? unitInText(rest) : null;
    if (u) return u;
  }
  return null;
}

/** The unit a header names in brackets for the bracketed value of a paired cell (`4k (IOPS)`, `MB/s [IOPS]`), or null. */
export function bracketUnitOf(headers: string[]): Quantity | null {
  for (const h of headers) {
    for (const m of allMatches(normaliseText(h), BRACKETS)) {
      const u = parseUnit(m[0].slice(1, -1).trim());
      if (u && u.kind !== "size") return u;
    }
  }
  return null;
}
