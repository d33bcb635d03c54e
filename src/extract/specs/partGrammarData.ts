import { regExpOf } from "../../normalise/regExpOf.ts";
import { z } from "zod";
import { lexicon } from "../../normalise/lexicon.ts";
import { alt, partTerms } from "./partTerms.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { readDataFile } from "../../dataFile.ts";

const PartGrammarFile = z.object({
  cpu_lines: z.record(z.string(), z.array(z.string())),
  cpu_numbers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  cpu_numbers_after_maker: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  cpu_lines_needing_vendor: z.array(z.string()),
  cpu_line_tiers: z.array(z.string()),
  os_short: z.record(z.string(), z.string()),
  os_versions: z.array(z.string()),
  kind_words: z.record(z.string(), z.array(z.string())),
  raid_controller_lines: z.array(z.string()),
  raid_controller_vendors: z.array(z.string()),
  os_needing_version: z.array(z.string()),
  os_needing_hardware: z.object({ names: z.array(z.string()) }),
  os_codenames: z.array(z.string()),
  /** A BSD's branch after its release (`9.0-RELEASE-p3`, `12.1-STABLE`), part of the release's name. */
  os_branches: z.array(z.string()),
  interfaces: z.array(z.string()),
  aside_cues: z.object({ ja: z.array(z.string()), en: z.array(z.string()) }),
  software_run_cues: z.object({ ja: z.array(z.string()), en: z.array(z.string()) }),
  caption_labels: z.object({ words: z.array(z.string()) }),
  limit_words: z.object({ after_size: z.array(z.string()), before_size: z.array(z.string()) }),
  /** What Linux and the BSDs call a network interface (`eth0`, `wlan0`, `eno1`, `enp138s0f0np0`): a name the system gives, no product. */
  interface_names: z.string(),
  controller_names: z.string(),
  device_names: z.object({ $comment: z.string(), names: z.string(), virtual: z.string() }),
  cloud_drives: z.object({ names: z.array(z.string()) }),
  measurement_models: z.string(),
  memory_filesystems: z.array(z.string()),
  generic_labels: z.array(z.string()),
  phrase_words: z.array(z.string()),
  label_qualifiers: z.array(z.string()),
  drive_label_stop_words: z.array(z.string()),
  product_heading_pages: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  capacity_total_words: z.array(z.string()),
  network_labels: z.object({ words: z.array(z.string()) }),
  wireless_adapters: z.object({ words: z.array(z.string()), buses: z.array(z.string()), nouns: z.array(z.string()) }),
  list_openers: z.object({ en: z.array(z.string()) }),
  version_bounds: z.object({ words: z.array(z.string()) }),
  drive_labels: z.object({ words: z.array(z.string()) }),
  clock_labels: z.array(z.string()),
  clock_labels_after_cpu: z.array(z.string()),
  placeholder_values: z.object({ words: z.array(z.string()) }),
  ditto_words: z.array(z.string()),
  model_cues: z.array(z.string()),
  cloud_volumes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  field_heads: z.object({ maker: z.array(z.string()), model: z.array(z.string()), capacity: z.array(z.string()) }),
  version_labels: z.array(z.string()),
  /** Words after a product's name that make it a series of products (`Ryzen 9000 series CPUs`), no one part. */
  series_words: z.array(z.string()),
  bill_of_materials: z.object({ part: z.array(z.string()), product: z.array(z.string()), quantity: z.array(z.string()), purchase: z.array(z.string()) }),
  disk_part_numbers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  form_factors: z.object({ $comment: z.string(), words: z.array(z.string()) }),
});

/** The part grammar's own data (partGrammar.json), validated once on first use. */
export const partGrammar = readDataFile(PartGrammarFile, new URL("./partGrammar.json", import.meta.url));

/** Every processor line the grammar knows with its maker, longest first: the lexicon's families, then the grammar's own lines. */
export const CPU_LINES: { vendor: string; line: string }[] = [
  ...Object.entries(lexicon.cpu_families).flatMap(([vendor, lines]) => lines.map((line) => ({ vendor, line }))),
  ...Object.entries(partGrammar.cpu_lines).flatMap(([vendor, lines]) => lines.map((line) => ({ vendor, line }))),
].sort((a, b) => b.line.length - a.line.length);

/** A processor number written without its line (`i7 8550U`, `i9-9900K`), as a word. */
export const CPU_NUMBER = new RegExp(
  `(?<![A-Za-z0-9])(?:${Object.entries(partGrammar.cpu_numbers).flatMap(([k, v]) => (k.startsWith("$") ? [] : [v].flat())).join("|")})(?![A-Za-z0-9])`,
  "i",
);

/** The numbers of systems on a chip (`cpu_numbers` other than Intel's, which are read with their line): a processor by their maker. */
export const SOC_NUMBERS: { vendor: string; source: string; re: RegExp }[] = Object.entries(partGrammar.cpu_numbers)
  .filter(([k]) => !k.startsWith("$") && k !== "Intel")
  .map(([vendor, v]) => {
    const source = [v].flat().join("|");
    return { vendor, source, re: new RegExp(`(?<![A-Za-z0-9-])(?:${source})(?![A-Za-z0-9])`) };
  });

/** A processor number right after its maker's name (`Intel E6600`), where the bare number names no processor. */
export const CPU_MAKER_NUMBER = new RegExp(
  Object.entries(partGrammar.cpu_numbers_after_maker)
    .flatMap(([maker, v]) => (maker.startsWith("$") ? [] : [`(?<![A-Za-z0-9])${maker}\\s+(?:${[v].flat().join("|")})(?![\\w-])`]))
    .join("|") || "(?!)",
  "gi",
);

/** Makers by the kinds of part they make, from partTerms.json's and the lexicon's vendor lists. */
export const VENDORS: { vendor: string; kinds: string[] }[] = (() => {
  const byName = new Map<string, Set<string>>();
  const add = (names: string[], kind: string) => names.forEach((n) => byName.set(n, (byName.get(n) ?? new Set()).add(kind)));
  add(partTerms.disk_vendors, "disk");
  add(partTerms.nic_vendors, "nic");
  add(lexicon.nic_vendors, "nic");
  add(partTerms.board_vendors, "motherboard");
  add(lexicon.nas_vendors, "nas");
  add(Object.keys(lexicon.cpu_families), "cpu");
  add(Object.keys(partGrammar.cpu_lines), "cpu");
  add(partGrammar.raid_controller_vendors, "raid_controller");
  return [...byName.entries()].map(([vendor, kinds]) => ({ vendor, kinds: [...kinds] })).sort((a, b) => b.vendor.length - a.vendor.length);
})();

/** A RAID controller's product line or maker (`MegaRAID`, `PERC H730`, `Smart Array`, `Adaptec`) named as a word. */
export const RAID_LINE = new RegExp(`(?<![A-Za-z])(?:${alt([...partGrammar.raid_controller_lines, ...partGrammar.raid_controller_vendors])})(?![a-z])`, "i");

/** The makers of one kind of part, as an alternation for a pattern (`Intel|AMD|VIA|…` for processors). */
export const makersOf = (kind: string) => alt(VENDORS.filter((v) => v.kinds.includes(kind)).map((v) => v.vendor));

/** The maker of that kind a text names first as a word (`an Intel Xeon` → Intel), or null. */
export function makerNamed(text: string, kind: string): string | null {
  const m = regExpOf(`(?<![A-Za-z0-9])(?:${makersOf(kind)})(?![A-Za-z0-9])`, "i").exec(text)?.[0];
  return m ? (VENDORS.find((v) => v.vendor.toLowerCase() === m.toLowerCase().replace(/\s+/g, " "))?.vendor ?? m) : null;
}

/** The maker a printed name starts with, among the grammar's makers of that kind, as printed (`WDC WD80EFZX` → WDC, `KINGSTON SA400` → KINGSTON). */
export function makerAtStart(text: string, kind: string): string | null {
  const t = text.toLowerCase();
  const v = VENDORS.find((x) => x.kinds.includes(kind) && t.startsWith(x.vendor.toLowerCase()) && !/\w/.test(text[x.vendor.length] ?? ""));
  return v ? text.slice(0, v.vendor.length) : null;
}

/** A release named by its codename after the system's name (`debian bullseye`, `Ubuntu jammy`), as a version is. */
export const OS_CODENAME = new RegExp(`\\s(?:${partGrammar.os_codenames.join("|")})$`, "i");

const NEEDS_VERSION = new Set(partGrammar.os_needing_version.map((o) => o.toLowerCase()));
/** Whether an OS is named by more than a family that needs its version to mean anything (`Windows` alone is not an OS part). */
export const osNamedEnough = (model: string) => !NEEDS_VERSION.has(model.trim().toLowerCase());

const OS_START = new RegExp(`^(?:${alt([...Object.values(lexicon.os_names).flat(), ...Object.keys(lexicon.os_abbreviations), ...Object.values(partTerms.os_extra).flat()])})(?![a-z])`, "i");
/** Whether a text starts with an operating system's name (`Debian GNU/Linux 12`, `Rocky Linux 9.3`, `RHEL 8`, `Raspbian`). */
export function startsWithOs(text: string): boolean {
  return OS_START.test(text.normalize("NFKC").trim());
}

/** English cues as one pattern, each a whole word (no letter beside it): it finds what a search for each cue in turn finds. */
const wholeWordCues = (cues: readonly string[]): RegExp | null => (cues.length ? new RegExp(`(?<![a-z])(?:${cues.map(escapeRegExp).join("|")})(?![a-z])`) : null);
const ASIDE_EN = wholeWordCues(partGrammar.aside_cues.en);
const RUNS_EN = wholeWordCues(partGrammar.software_run_cues.en);

/** Whether a sentence only says what a product lacks or guesses at it (`… はありません`, `… 同様なのでしょう`, `does not support`). */
export function isAside(sentence: string): boolean {
  // `…しかありませんでした` says "only", not that something is lacking
  const t = sentence.toLowerCase().replace(/しかありません/g, "");
  return partGrammar.aside_cues.ja.some((c) => t.includes(c)) || (ASIDE_EN?.test(t) ?? false);
}

/** Whether a sentence says a machine runs the software it names (`The node runs DPDK 22.11`, `… 上で動作`). */
export function saysRuns(sentence: string): boolean {
  const t = sentence.toLowerCase();
  return partGrammar.software_run_cues.ja.some((c) => t.includes(c)) || (RUNS_EN?.test(t) ?? false);
}

const SIZE = String.raw`\d[\d.,]*\s*[KMGT]i?B`;
const LIMIT = new RegExp(
  `${SIZE}\\s*(?:${partGrammar.limit_words.after_size.map(escapeRegExp).join("|")})|(?<![a-z])(?:${partGrammar.limit_words.before_size.map(escapeRegExp).join("|")})\\s*${SIZE}`,
  "i",
);
/** Whether a sentence states a limit on a size (`32GB未満なので`, `less than 32 GB`); `以下のように` (as below) is none. */
export const statesLimit = (sentence: string) => LIMIT.test(sentence.normalize("NFKC"));

const MEASUREMENT = new RegExp(partGrammar.measurement_models, "i");
/** Whether a would-be model is a measured figure (`約2.5Gbps`, `940 MB/s`), which no part is called. */
export function isMeasurement(model: string): boolean {
  return MEASUREMENT.test(model.normalize("NFKC").trim());
}

/**
 * Whether a would-be model starts with a rate and goes on with a list or a closing bracket (`3.79 MB/s, 200` of `100 MB: 3.79 MB/s, 200 MB:
 * 4.13 MB/s`): results under sizes written as labels, read from wherever a label ends. A size leading a model (`500GB, SATA`) is a drive's.
 */
export function leadsWithRate(model: string): boolean {
  const first = (model.normalize("NFKC").split(/[,;、]/)[0] ?? "").replace(/[)）.。\s]+$/, "");
  return first !== model.normalize("NFKC").trim() && isMeasurement(first) && /(?:\/s|ps|IOPS|\/秒)$/i.test(first);
}

/** Drive part numbers by maker (`ST980825AS`, `WD1600JS`, `CT500P2SSD8`), as whole tokens. */
export const DISK_NUMBERS: { vendor: string; re: RegExp }[] = Object.entries(partGrammar.disk_part_numbers).flatMap(([vendor, v]) =>
  vendor.startsWith("$") ? [] : [v].flat().map((p) => ({ vendor, re: new RegExp(`(?<![A-Za-z0-9-])(?:${p})(?![A-Za-z0-9-])`, "g") })),
);
