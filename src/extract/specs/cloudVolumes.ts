import { partGrammar } from "./partGrammarData.ts";
import type { Mention } from "./partMentions.ts";
import { alt } from "./partTerms.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { termLeads } from "../../normalise/termLeads.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const TYPES = Object.entries(partGrammar.cloud_volumes).flatMap(([vendor, names]) => (vendor.startsWith("$") ? [] : [names].flat().map((name) => ({ vendor, name }))));
/** A cloud's block volume by its type as a word (`gp3`, `pd-balanced`), maybe with its size right before or after it (`100GB gp3`). */
const VOLUME = new RegExp(`(?:(\\d+(?:\\.\\d+)?)\\s*([GT])(i?)B\\s+)?(?<![\\w-])(${alt(TYPES.map((t) => t.name))})(?![\\w-])(?:\\s*[(（]?\\s*(\\d+(?:\\.\\d+)?)\\s*([GT])(i?)B)?`, "gi");

const MAY_NAME_VOLUME = termLeads(TYPES.map((t) => t.name), /[\w-]/);

/** Block volumes of a cloud named by their type (`xfs on gp3`, `an io2 volume of 500 GiB`): disks with the cloud's name as maker. */
export function cloudVolumes(t: string): Mention[] {
  const out: Mention[] = [];
  if (!MAY_NAME_VOLUME(t)) return out;
  for (const m of allMatches(t, VOLUME)) {
    const type = TYPES.find((x) => x.name.toLowerCase() === (m[4] ?? "").toLowerCase());
    if (!type) continue;
    const size = m[1] ? parseSize(`${m[1]}${m[2]}B`, Boolean(m[3])) : m[5] ? parseSize(`${m[5]}${m[6]}B`, Boolean(m[7])) : null;
    out.push({ kind: "disk", vendor: type.vendor, model: type.name, count: 1, capacityBytes: size ?? null, attrs: { cloud_volume: true }, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
