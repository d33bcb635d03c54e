import { descriptorWords as words } from "./loadDescriptors.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";

const alternation = (terms: readonly string[]) => [...terms].sort((a, b) => b.length - a.length).map(escape).join("|");

/**
 * A RAID level as written (`RAID 5`, `RAID-10`, `JBOD` after `RAID`, `RAIDZ2`, `RAID-Z`), as a regular-expression source
 * with no capture group: the one grammar (descriptors.json `raid_levels`) every reader naming an array builds its pattern
 * from. A level's number ends where its digits do (`RAID 50`, never `RAID 5` of it); a named level ends its word.
 */
export const RAID_LEVEL = `RAID\\s*-?\\s*(?:\\d{1,2}(?!\\d)|(?:${alternation(words.raid_levels.named)})(?![A-Za-z0-9]))`;

/** The words naming which implementation made an array (`H/W`, `software`, `ソフトウェア`), as a source with no capture group. */
export const RAID_IMPLEMENTATION = alternation([...words.raid_levels.implementation.hardware, ...words.raid_levels.implementation.software]);

/** `RAID 5` → `RAID5`, `raid-z2` → `RAIDZ2`, `RAID jbod` → `RAIDJBOD`: a level as the warehouse writes it. */
export function raidLevelName(written: string): string {
  return `RAID${written.replace(/^RAID\s*-?\s*/i, "").toUpperCase()}`;
}

const LEVELS = new RegExp(`(?<![A-Za-z])${RAID_LEVEL}`, "gi");
/** The distinct RAID levels a text names (`raidz1-0 … RAIDZ1` is one, `RAID 5 or RAID 6` two), as the warehouse writes them. */
export function raidLevelsIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(LEVELS), (m) => raidLevelName(m[0])));
}

const HARDWARE = new Set(words.raid_levels.implementation.hardware.map((w) => w.toLowerCase()));
/** `H/W`, `hardware` → hardware; `S/W`, `software` → software. */
export const raidImplementation = (word: string): "hardware" | "software" => (HARDWARE.has(word.toLowerCase()) ? "hardware" : "software");
