import { readFileSync } from "node:fs";
import { z } from "zod";
import { PARSE_ONCE } from "../dataFile.ts";

export const DIMENSIONS = ["throughput", "iops", "events", "duration", "percent", "size", "frequency"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const UnitEntry = z.strictObject({
  canonical: z.string().min(1),
  dimension: z.enum(DIMENSIONS),
  /** Whole spellings, read as written. */
  spellings: z.array(z.string().min(1)).optional(),
  /** Stems that take a prefix and, with `rate`, a per-second form. */
  stems: z.array(z.string()).optional(),
  rate: z.boolean().optional(),
  prefixed: z.boolean().optional(),
  needs_prefix: z.boolean().optional(),
  /** Multiplier from the unprefixed unit to the SI unit of the dimension (bits → bytes is 1/8). */
  factor: z.number().positive(),
  /** Spellings printed where the reading is unsure: value_si is left empty with the reason. Prefixes absent = all. */
  ambiguous: z.strictObject({ prefixes: z.array(z.string()).optional(), except_per_second: z.array(z.string()).optional(), reason: z.string() }).optional(),
  /** False for spellings read only where a reader hands over a unit (a header, a tool's field), not picked out of free text. */
  scan: z.boolean().optional(),
}).refine((u) => (u.spellings?.length ?? 0) + (u.stems?.length ?? 0) > 0, "a unit needs spellings or stems");

const ToolEntry = z.strictObject({
  /** The tool's plain K/M/G are powers of 1024. */
  binary: z.boolean(),
  /** The tool's sizes are powers of 1024 even where its rates are read as printed. */
  size_binary: z.boolean().optional(),
  /** The tool's own size suffixes and their multipliers (dd's `c`, `w`, `b`, `kB`, `K`). */
  suffixes: z.record(z.string(), z.number().positive()).optional(),
  /** What a lower-case `b` means in this tool's units. */
  lower_b: z.enum(["bits", "bytes"]).optional(),
  /** The unit a bare prefix (`k`, `M`) stands for in this tool's output. */
  bare: z.string().optional(),
  why: z.string().min(1),
});

const ClockEntry = z.strictObject({
  why: z.string().min(1),
  /** A header's declared clock form (`min:s`, `h:mm:ss`) and the parts it writes, left to right. */
  forms: z.record(z.string().min(3), z.array(z.enum(["h", "m", "s"])).min(2).max(3)),
  /** Words that say a figure is a time taken (`所要時間`, `elapsed`): where clock forms are durations. */
  time_words: z.array(z.string().min(1)).min(1),
  /** Words that say a clock form is a time of day, a date, a ratio or a port: never a duration there. */
  not_time_words: z.array(z.string().min(1)),
});

const UnitFile = z.strictObject({
  prefixes: z.record(z.string().min(1), z.number().int().min(1).max(6)),
  binary_mark: z.string().length(1),
  counts: z.record(z.string().min(1), z.number().positive()),
  ps_stems: z.array(z.string().min(1)),
  per_second: z.array(z.string().min(1)),
  /** What follows a time to make it the time of one operation (`µs/op`, `usec/IO`, `ms per request`): a latency. */
  per_operation: z.array(z.string().min(1)),
  units: z.array(UnitEntry).min(1),
  /** Misspellings seen in published results (`Mpbs`, `MbPs`), each read as the spelling it stands for. */
  typos: z.record(z.string().min(2), z.string().min(1)).optional(),
  tools: z.record(z.string().min(1), ToolEntry),
  /** Durations written on a clock face (`0:00:36`, `02:47.5`) and the words that make them durations. */
  clock_durations: ClockEntry,
});

export type UnitFileData = z.infer<typeof UnitFile>;
export type ToolUnits = z.infer<typeof ToolEntry>;

/** Parses and checks a unit table (the shipped one is units.json beside this file). */
export function checkUnitTable(data: unknown): UnitFileData {
  return UnitFile.parse(data, PARSE_ONCE);
}

export const unitTable: UnitFileData = checkUnitTable(JSON.parse(readFileSync(new URL("./units.json", import.meta.url), "utf8")));

/** One spelling of the table, with what it reads as. */
export interface Spelling {
  canonical: string;
  dimension: Dimension;
  /** Written prefix ("" when none) and its power of 1000 or 1024. */
  prefix: string;
  power: number;
  binaryMark: boolean;
  stem: string;
  perSecond: string;
  factor: number;
  ambiguous: string | null;
  scan: boolean;
}

/** Every spelling a unit table yields, keyed as written, with its prefix, stem and per-second form. */
export function spellingsOf(table: UnitFileData): Map<string, Spelling> {
  const out = new Map<string, Spelling>();
  const prefixes: [string, number, boolean][] = [["", 0, false]];
  for (const [p, power] of Object.entries(table.prefixes)) {
    prefixes.push([p, power, false]);
    if (/^[kKmMgGtTpP]$/.test(p)) prefixes.push([`${p}${table.binary_mark}`, power, true]);
  }
  for (const u of table.units) {
    // each entry a literal: adding fields to a spread copy costs ~0.7 µs a field in Node 20 (30 ms for this table)
    const { canonical, dimension, factor } = u;
    const scan = u.scan ?? true;
    for (const s of u.spellings ?? []) out.set(s, { canonical, dimension, factor, scan, prefix: "", power: 0, binaryMark: false, stem: s, perSecond: "", ambiguous: null });
    for (const stem of u.stems ?? []) {
      for (const [prefix, power, binaryMark] of u.prefixed ? prefixes : prefixes.slice(0, 1)) {
        if (u.needs_prefix && !prefix) continue;
        for (const per of u.rate ? table.per_second : [""]) {
          if ((per === "ps" && !table.ps_stems.includes(stem)) || (per.startsWith(" ") && !stem)) continue;
          const a = u.ambiguous;
          const unsure = a && !binaryMark && (a.prefixes ?? [prefix]).includes(prefix) && !(a.except_per_second ?? []).includes(per);
          const key = `${prefix}${stem}${per}`;
          if (!out.has(key)) out.set(key, { canonical, dimension, factor, scan, prefix, power, binaryMark, stem, perSecond: per, ambiguous: unsure ? (a?.reason ?? null) : null });
        }
      }
    }
  }
  for (const [typo, meant] of Object.entries(table.typos ?? {})) {
    const s = out.get(meant);
    if (!s) throw new Error(`unit table: typo ${typo} stands for ${meant}, which the table does not spell`);
    if (!out.has(typo)) out.set(typo, s);
  }
  return out;
}

/** Every spelling the table knows, keyed as written (white space around `/` removed). */
export const spellings: Map<string, Spelling> = spellingsOf(unitTable);
