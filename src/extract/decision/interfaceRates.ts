import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";
import { alternation, decisionWords as W } from "./decisionWords.ts";
import type { Evidence } from "./evidence.ts";
import type { FigureText } from "./figureEvidence.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/**
 * A name of an interface: a long one also inside a word (`SPThunderboltDataType`), a short one only as a word of its
 * own (`LAN`, not `plan`; `GbE` after a digit, `1GbE`).
 */
const nameSource = (name: string): string => {
  const body = escape(name).replace(/ /g, "\\s*");
  return /^[a-z]/i.test(name) && name.length < 8 ? `(?<![a-z])${body}(?![a-z])` : body;
};

const FAMILIES = W.interface_rates.map((f) => {
  const names = [...f.names].sort((a, b) => b.length - a.length).map(nameSource).join("|");
  return { names: new RegExp(names, "gi"), first: new RegExp(`^(?:${names})`, "i"), rates: f.bits_per_second };
});

const BIT_UNIT = /^([kKmMgGtT]?)(?:bps|bits?\s*\/\s*s(?:ec)?|b\s*\/\s*s(?:ec)?|ビット\s*\/\s*秒|bits?\s+per\s+second)$/;
const PREFIX: Record<string, number> = { "": 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6, g: 1e9, G: 1e9, t: 1e12, T: 1e12 };

/** A rate printed in bits per second (`40 Gb/s`, `1000 Mbit/s`, `5Gビット/秒`), in bits per second; null for any other unit. */
export function bitsPerSecond(value: number, unit: string): number | null {
  const m = BIT_UNIT.exec(unit.normalize("NFKC").trim());
  return m ? value * (PREFIX[m[1] ?? ""] ?? 1) : null;
}

const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(x, y);
const MEASURED_AFTER = new RegExp(`^\\s*(?:は|が|を|まで|も)?\\s*(?:${alternation(W.interface_measured_after)})`, "i");
const APPROXIMATE_BEFORE = new RegExp(`(?:${alternation(W.figure_approximate_before)})\\s*$`, "i");
const OWN = new RegExp(alternation(W.figure_own_words), "i");
const MEASURED_HEADER = new RegExp(alternation(W.measured_label_words), "i");
/** Another figure of the same list (`10, 100 and 1000 Mbps connections`) and, after the last, the unit they share: passed over to the noun after them. */
const LIST_ITEM = /^\s*(?:[,、/]|and|or|や|と)?\s*\d[\d.,]*/;
const SHARED_UNIT = /^\s*[A-Za-z/ビット秒]+/;
const LONGEST_LIST = 8;

/** What follows a figure past the other figures of its list and their shared unit (and a `の`). */
function pastList(after: string): string {
  let rest = after;
  let listed = 0;
  for (let m = LIST_ITEM.exec(rest); m && listed < LONGEST_LIST; m = LIST_ITEM.exec(rest), listed++) rest = rest.slice(m[0].length);
  if (listed) rest = rest.replace(SHARED_UNIT, "");
  return rest.replace(/^\s*(?:の\s*)?/, "");
}
/** A figure said to be about a value (`約1Gbps`, `1 Gbps程度`) or to have been got (`1000Mbps 出た`): a measurement that came out round. */
export const cameOutRound = (place: FigureText): boolean =>
  !!place.approximate || APPROXIMATE_BEFORE.test(place.before) || MEASURED_AFTER.test(place.after);

/** How far before a figure an interface's name still makes the figure its rate, within the figure's sentence. */
const REACH = 60;

/**
 * A rate in bits per second that is a nominal rate of an interface named with it is the interface's rating, not a
 * measurement: named before it in its sentence with none of the writer's measuring words between (`Thunderbolt は 40
 * Gb/s`, `1GbE is 1000 Mbit/s`, `SATAが6Gbit/sではなくて、3Gbit/s`), right after it (`100 and 1000 Mbps connections`),
 * or in a table cell's headers (`Fast ethernet` | `Max Mbps` 100) when none of them names what was measured (a
 * `Throughput` column's `Raw link (baseline)` row is the link measured bare). A figure said to be about the rate (`約1Gbps`) or to
 * have been got (`1000Mbps 出た`) is a measurement that came out round, and is left alone; so is every rate that is not
 * one of the named interface's.
 */
export function interfaceRateEvidence(place: FigureText | null, bps: number, headers: readonly string[]): Evidence | null {
  const families = FAMILIES.filter((f) => f.rates.some((r) => close(r, bps)));
  if (!families.length || (place && cameOutRound(place))) return null;
  for (const f of families) {
    const named = (text: string) => text.match(f.names)?.[0];
    const header = headers.some((h) => MEASURED_HEADER.test(h)) ? undefined : headers.map(named).find((n) => n);
    if (header) return { kind: "interface", words: header };
    if (!place) continue;
    const before = [...allMatches(place.before, f.names)].pop();
    const between = before ? place.before.slice((before.index ?? 0) + before[0].length) : "";
    if (before && between.length <= REACH && !OWN.test(between)) return { kind: "interface", words: before[0] };
    const after = f.first.exec(pastList(place.after));
    if (after) return { kind: "interface", words: after[0] };
  }
  return null;
}
