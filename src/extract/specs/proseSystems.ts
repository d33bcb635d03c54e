import { regExpOf } from "../../normalise/regExpOf.ts";
import { partText } from "./partText.ts";
import type { Block, Document } from "../../document/types.ts";
import type { ComponentDraft, SystemDraft } from "../../model/records.ts";
import { lexicon, protocolsIn } from "../../normalise/lexicon.ts";
import { CPU_LINES, CPU_MAKER_NUMBER, CPU_NUMBER, makersOf, OS_CODENAME, partGrammar, SOC_NUMBERS } from "./partGrammarData.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { pathIn } from "../prose/extractProse.ts";
import { componentOf, cpu, memory, osName, type PartDraft } from "./parseSpecValue.ts";
import { diskPhrases } from "./diskPhrases.ts";
import { countBefore } from "./countBefore.ts";
import { countWord, partTerms } from "./partTerms.ts";
import { roleIn, specKindForLabel } from "./specTerms.ts";
import { escapeRegExp as esc } from "../../normalise/escapeRegExp.ts";
import { termLeads } from "../../normalise/termLeads.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { RAID_IMPLEMENTATION, RAID_LEVEL, raidImplementation, raidLevelName } from "../../grammar/raidLevel.ts";

/**
 * Machines described in sentences rather than spec lists:
 * `サーバーは PhenomII x4 500G-HDD 8G メモリ のマシンに … SLES11 を導入し…。（図ではＢ）`,
 * `この B サーバに B1 として準仮想化 SLES と B2 Windows 2008S r2 を仮想化してインストールします`,
 * `The client is a Core i7-8700 with 16 GB of RAM running Windows 10 (machine A in the figure)`.
 *
 * A sentence is cut at the machine names it gives (a letter such as B1 that the page's `A <--> B` paths use, or one
 * next to a word that makes it a machine: `B1 として`, `machine A`); each piece owns the parts named in it. A figure
 * label (`（図ではＣ）`) names the sentence before it. A sentence without a name describes a machine when a role noun is
 * its topic (`サーバーは`, `The server is`) and it names at least two parts.
 */

const P = lexicon.prose_systems;
const alt = (terms: string[]) => [...terms].sort((a, b) => b.length - a.length).map(esc).join("|");

const NAME = "[A-Z][0-9]{0,2}";
const FIGURE_LABEL = new RegExp(`[(（]\\s*(?:(?:${alt(P.figure_words)})\\s*(?:では|で|中の|の|:)?\\s*(${NAME})|(?:machine|host|node)?\\s*(${NAME})\\s+in\\s+the\\s+(?:${alt(P.figure_words)}))\\s*[)）]`, "i");
const STANDALONE = new RegExp(`(?<![A-Za-z0-9\\-/.'"])(${NAME})(?![A-Za-z0-9\\-/.'"])`, "g");
const AFTER = new RegExp(`^\\s*(?:${alt(P.designator_after)})`, "i");
const BEFORE = new RegExp(`(?:${alt(P.designator_before)})\\s*$`, "i");

const CPU_MAKERS = makersOf("cpu");
/** The part grammar's processor lines, without those other things share (`C3`, `M2`), which need their maker. */
const CPU_FAMILIES = CPU_LINES.map((l) => l.line).filter((l) => !partGrammar.cpu_lines_needing_vendor.includes(l));
// the model number as cpu() reads it: a digit after the suffix letters (`5800X3D`, `i7-1065G7`) and Intel's `+` SKUs (`4416+`)
const CPU_RE = new RegExp(
  `(?<![A-Za-z])(?:(?:${CPU_MAKERS})\\s+)?(?:(?:${CPU_FAMILIES.map((f) => esc(f).replace(/ /g, "\\s*")).join("|")})(?!(?![xX][2-8])[A-Za-z])(?:\\s*[xX][2-8](?![\\d.]))?` +
    `(?:\\s*-?\\s*(?:[A-Za-z]{1,2}\\d?-)?[A-Z]{0,2}\\d{3,5}(?:[A-Z]{1,3}\\d)?[A-Z]{0,3}(?:\\s?v\\d)?(?:(?<=\\d)\\+)?(?![\\w-]))?|(?<=(?:${CPU_MAKERS})\\s+)i[3579]-\\d{4,5}[A-Z]{0,2}(?![\\w-])|(?<![\\w-])i[3579]-\\d{4,5}[A-Z]{0,2}(?=\\s+(?:CPUs?|processors?)\\b)|(?<![\\w-])E[357]-\\d{4}[A-Z]?(?:\\s?v\\d)?(?![\\w-])|(?<![\\w-])(?:${SOC_NUMBERS.map((n) => n.source).join("|")})(?![\\w-]))` +
    // the clock, however attached: `2.4GHz`, `processors at 2.40 GHz`, `running at 3.6GHz`, `@ 3.0GHz`, `Pentium IIIの866MHz`, `2.40CGHz`,
    // `3.33~GHz` (TeX's tie), `K6-IIIE+550@600MHz (FSB66MHz)` (a bracket after a clock in MHz: not a bus's figure)
    `(?:\\s*(?:(?:processors?|CPUs?)\\s+)?(?:(?:running|clocked)\\s+)?(?:at\\s+|@\\s*|の\\s*)?\\d+(?:\\.\\d+)?(?:(?<=\\.\\d+)[A-E])?\\s*(?:[-~〜]\\s*)?(?:GHz|MHz(?=\\s*(?:[、,。)）(（]|$))))?` +
    // how many: `を2基`, `x2`, `2 sockets`
    `(?:\\s*(?:を|が)?\\s*(?:[x×]\\s*\\d(?![\\d.])|\\d\\s*(?:基|個|ソケット|sockets?\\b|way\\b)))?`,
  "gi",
);
/** A line other things share, after its maker, with its number or tier (`Intel Core 2 Q6600`, `Apple M1 Max`). */
const MAKER_LINE_CPU = new RegExp(
  `(?<![A-Za-z])(?:${CPU_MAKERS})\\s+(?:${alt(partGrammar.cpu_lines_needing_vendor)})(?:\\s+(?:${alt(partGrammar.cpu_line_tiers)})|\\s*-?\\s*[A-Z]{0,2}\\d{3,5}[A-Z]{0,3})?(?![\\w-])`,
  "gi",
);
/** `(a 2.8 GHz Pentium)`, `a 2.0 GHz Athlon 64`, `3.4GHz Core i7-2600`, `2.9GHz 6-core Intel Core i9`: the clock written before the family. */
const CLOCK_FIRST_CPU = new RegExp(
  `(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*GHz\\s+((?:(?:\\d{1,2}|dual|quad|hexa|six|octa|eight)[-\\s]?core\\s+)?(?:(?:${CPU_MAKERS})\\s+)?(?:${CPU_FAMILIES.map((f) => esc(f).replace(/ /g, "\\s*")).join("|")})(?:\\s*-?\\s*(?:[A-Za-z]{1,2}\\d?-)?[A-Z]{0,2}\\d{2,5}[A-Z]{0,3})?)(?![\\w-])`,
  "gi",
);
/**
 * A clock, a core count and the processor's noun joined to them by の (`2.5 GHz x 4 core の CPU`: the CPU of the machine, described).
 * (A shop's line `1.8 GHz quad-core processor, 1 GB RAM` describes a product on sale, no machine tested: the English form is not read.)
 */
const CLOCK_CORES_CPU = /(?<![\d.])(\d+(?:\.\d+)?)\s*([GM])Hz\s*(?:[x×]\s*)?(\d{1,2})\s*[-\s]?(?:cores?|コア)\s*の\s*(?:CPU|プロセッサ)(?![A-Za-z])/gi;
/** A count word, maybe a maker, and a processor line in the plural (`Dual Opterons`, `two Intel Xeons`); a line ending in a digit has no plural. */
const PLURAL_CPUS = new RegExp(
  `(?<![A-Za-z])(${Object.keys(partTerms.count_words).filter((w) => w !== "one" && w !== "single").join("|")})\\s+((?:${CPU_MAKERS})\\s+)?(${CPU_FAMILIES.filter((f) => /[A-Za-z]$/.test(f)).map((f) => esc(f).replace(/ /g, "\\s*")).join("|")})s(?![A-Za-z])`,
  "gi",
);
const SIZE = "(\\d+(?:\\.\\d+)?)\\s*([KMGT])(?:i?B|b|バイト)?";
const MEM_WORDS = alt(P.memory_words);
const MEM_AFTER = new RegExp(`${SIZE}\\s*(?:の\\s*|of\\s+)?(?:(?:non-)?ECC\\s+)?(?:((?:LP)?DDR\\w*(?:-\\d+)?|PC\\d{3,4}|PC[2-5]-\\d{4,5})\\s*)?(?:${MEM_WORDS})(?![A-Za-z])`, "gi");
/** (a module's speed grade names its type too: `1 GB of PC2700 RAM`, `512MB PC133 memory`) */
/** `メモリは8GByte x4`, `RAM: 4GB DDR3 x2`: the size of a module and, after a times sign, how many (the total is their product). */
const MEM_BEFORE = new RegExp(`(?<![A-Za-z])(?:${MEM_WORDS})\\s*(?:は|が|を|:|of)?\\s*${SIZE}(?![A-Za-z/])(?:\\s*((?:LP)?DDR\\d?\\w*(?:-\\d+)?))?(?:\\s*[x×*]\\s*(\\d{1,2})(?![\\d.]))?`, "gi");
/** (a size glued after a letter is inside a name or a page's address, `intel-x25-e32gb-ssd`, no drive's) */
const DISK_RE = new RegExp(
  `(?<![A-Za-z\\d.])(?:(\\d{1,2})\\s*[x×*]\\s*)?(?<![A-WYZa-wyz\\d.])${SIZE}\\s*-?\\s*(?:の\\s*)?(?:(?:M\\.2|U\\.2|mSATA)\\s*)?(?:(SATA|SAS|NVMe|SSD)\\s*)?(?:(\\d(?:\\.\\d+)?)\\s*(?:inch|インチ|")\\s*)?(?:(SATA|SAS)\\s*)?(${alt(P.disk_words)})(?![A-Za-z])(?:\\s*[x×*]\\s*(\\d{1,2})|\\s*(?:を|が)?\\s*(\\d{1,2})\\s*(?:台|本|基|個)(?!\\d))?`,
  "gi",
);
const MODEL_TOKEN = /(?<![A-Za-z0-9\-])([A-Z][A-Za-z]*-?\d[A-Za-z0-9\-+]*)(?![A-Za-z0-9\-])/g;
const OS_VARIANTS = [
  ...Object.values(lexicon.os_names).flat(),
  ...Object.values(partTerms.os_extra).flat(),
  ...Object.keys(lexicon.os_abbreviations),
].sort((a, b) => b.length - a.length);
/**
 * An OS and its version; the `64` of `64-bit` and a package's epoch (`1:6.18.34`) are no version, nor is a kernel's release with its
 * build (`RedHat 2.4.5-10smp`: the kernel the distribution ships, read by KERNEL_RE).
 */
const OS_RE = new RegExp(
  `(?<![A-Za-z])(?:${OS_VARIANTS.map((v) => esc(v).replace(/ /g, "\\s*")).join("|")})(?![a-z])` +
    `(?:(?:\\s*|-(?=\\d))(?:Server\\s*)?(?:(?!\\d+\\.\\d+\\.\\d+(?:\\.\\d+)*-)\\d+(?:\\.\\d+)*(?:-(?:${alt(partGrammar.os_branches)})\\d{0,2}(?:-p\\d+)?)?|${alt([...partGrammar.os_versions.filter((v) => !/\\d/.test(v)), ...partGrammar.os_codenames])})(?:S(?![A-Za-z]))?(?:\\s*(?:R2|SP\\d|LTS))?(?!\\w|\\.\\d|\\s*-?\\s*(?:bit|ビット)|:\\d))?(?:\\s*[(（][^)）]{1,20}[)）])?`,
  "gi",
);
const MAY_NAME_OS = termLeads(OS_VARIANTS, /[A-Za-z]/);
/**
 * A kernel a sentence names: after the word (`kernel 5.4`, `kernel version is 2.4.24`, `カーネルは 4.19`, `Linux カーネルは 4.3`, `the kernel is 2.6.16-…`), by name before `カーネル`, after
 * `Linux`, or its release before the word, an architecture maybe between (`3.1.10 カーネル`, `a "generic" 2.6.14-based kernel`,
 * `5.4.0-42-generic x86_64 Kernel`; `2.5 カーネル` names a series).
 */
const KERNEL_RE = /(?:kernel|カーネル)(?:\s+version)?\s*(?:は|:|(?:is|was)(?=\s))?\s*(\d+\.\d+[\w.\-]*)|([A-Za-z][\w\-]*)\s*カーネル(?!\s*(?:は|:)?\s*\d+\.\d)|(?:Linux|RedHat|Red\s+Hat|Fedora|Debian|Slackware|SuSE|SUSE|Mandrake|Mandriva|Gentoo|CentOS|Ubuntu)\s+(\d+\.\d+\.\d+(?:(?<=Linux\s+[\d.]+)[\w.\-]*|(?:\.\d+)*-[\w.\-]+)|\d+\.\d+(?=\s*(?:kernel|カーネル)))|(?<![\w.])(\d+\.\d+(?:\.\d+|(?=-))(?:-[\w.\-]+)?)\s*["”]?(?:\s+(?:x86_64|amd64|aarch64|arm64|i[3-6]86|ppc64le|armv7l|riscv64))?\s*(?:kernel|カーネル)(?![A-Za-z])/gi;
const RAID_RE = new RegExp(`(?:(${RAID_IMPLEMENTATION})\\s*)?(?<![A-Za-z-])(${RAID_LEVEL})`, "gi");
const NAS_WORD = new RegExp(`(?<![A-Za-z])(?:${alt(lexicon.nas_words)})(?![A-Za-z])`, "i");
const NAS_VENDOR = new RegExp(`(?<![A-Za-z])(${alt(lexicon.nas_vendors)})(?![A-Za-z])`, "i");
const NAS_ANCHOR = new RegExp(`${NAS_WORD.source}|${NAS_VENDOR.source}`, "gi");

const COUNT_WORD_BEFORE = new RegExp(`(?<![A-Za-z])(${Object.keys(partTerms.count_words).join("|")})\\s+$`, "i");

/**
 * Words every match of a pattern holds, looked for before it is run (most sentences name no part): a processor line's
 * first word (`xeon` of `Xeon Gold`) or an `i7-` model, a digit before a size prefix.
 */
const MAY_NAME_CPU_LINE = termLeads(CPU_FAMILIES);
/** A processor number without its line (the grammar's `cpu_numbers`: `i7-8550U`, `E5-2690`, a system on a chip's `RK3399`). */
const CPU_NUMBER_SEEN = CPU_NUMBER;
const SIZED = /\d\s*[KMGT]/i;
const NONE: RegExpExecArray[] = [];
const scan = (t: string, re: RegExp, may: boolean): Iterable<RegExpExecArray> => (may ? allMatches(t, re) : NONE);

interface Found extends PartDraft {
  at: number;
  end: number;
}

type NasModels = Map<string, { vendor: string | null; model: string }>;

/** The parts one piece of a sentence names, each with where it sits, no two overlapping. */
export function partsIn(text: string, nas: NasModels = new Map()): Found[] {
  const t = partText(text);
  const lower = t.toLowerCase();
  const cpus = MAY_NAME_CPU_LINE(t) || CPU_NUMBER_SEEN.test(t);
  const sized = SIZED.test(t);
  const out: Found[] = [];
  const free = (at: number, end: number) => !out.some((p) => at < p.end && end > p.at);
  const add = (at: number, end: number, part: PartDraft) => {
    if (free(at, end)) out.push({ ...part, at, end });
  };
  for (const m of scan(t, CLOCK_FIRST_CPU, cpus && lower.includes("ghz"))) add(m.index, m.index + m[0].length, cpu(`${m[2]}, ${m[1]}GHz`));
  for (const m of scan(t, CPU_RE, cpus)) {
    // `two Intel Xeon processors`, `dual Xeon E5-2680 v4`: the count word before is the number of sockets
    const part = cpu(m[0]);
    const word = COUNT_WORD_BEFORE.exec(t.slice(Math.max(0, m.index - 12), m.index))?.[1];
    // `4x Intel Xeon 8268 CPUs`: a count with a times sign before the processor
    const times = /(?<![\w.])(\d{1,2})\s*[x×]\s*$/.exec(t.slice(Math.max(0, m.index - 6), m.index))?.[1];
    const n = word ? countWord(word) : times ? Number(times) : null;
    if (n && !part.count) add(m.index, m.index + m[0].length, { ...part, count: n, attrs: { ...part.attrs, sockets: n } });
    else add(m.index, m.index + m[0].length, part);
  }
  // `2.5 GHz x 4 core の CPU`: a processor known by its clock and cores alone, the noun right after them
  for (const m of scan(t, CLOCK_CORES_CPU, lower.includes("ghz") || lower.includes("mhz"))) {
    const cores = Number(m[3]);
    const clockHz = Number(m[1]) * (m[2]?.toUpperCase() === "G" ? 1e9 : 1e6);
    if (cores) add(m.index, m.index + m[0].length, { kind: "cpu", model: null, clockHz, attrs: { cores_per_cpu: cores } });
  }
  // `both Dual Opterons`, `two Xeons`: a processor line in the plural after a count word, the line alone with its count
  for (const m of scan(t, PLURAL_CPUS, cpus)) {
    const n = countWord(m[1] ?? "");
    const part = cpu(`${m[2] ?? ""}${m[3] ?? ""}`.trim());
    if (n && part.model) add(m.index, m.index + m[0].length, { ...part, count: n, attrs: { ...part.attrs, sockets: n } });
  }
  // (after the lines read whole: `Intel Core 2 Duo E6600` is no `Core 2`) `an Intel E6600`, `Intel Core 2 Q6600`: a number or a line that names a processor only after its maker
  for (const m of allMatches(t, CPU_MAKER_NUMBER)) {
    // … with its clock right after it (`AMD GX-412TC 1 GHz`)
    const clock = /^\s+(\d+(?:\.\d+)?\s*[GM]Hz)(?![A-Za-z])/i.exec(t.slice(m.index + m[0].length));
    add(m.index, m.index + m[0].length + (clock?.[0].length ?? 0), cpu(clock?.[1] ? `${m[0]}, ${clock[1]}` : m[0]));
  }
  for (const m of scan(t, MAKER_LINE_CPU, cpus)) add(m.index, m.index + m[0].length, cpu(m[0]));
  for (const [token, n] of nas) {
    const at = t.search(regExpOf(`(?<![A-Za-z0-9\\-])${esc(token)}(?![A-Za-z0-9\\-])`));
    if (at >= 0) add(at, at + token.length, { kind: "nas", vendor: n.vendor, model: n.model, attrs: {} });
  }
  for (const m of scan(t, OS_RE, MAY_NAME_OS(t))) {
    // `CentOS-7`, `slackware-9.1`: the version joined to the name by a hyphen
    const model = osName(m[0].replace(/\s*[(（][^)）]*[)）]$/, "").replace(/^([A-Za-z][A-Za-z ]*?)-(?=\d)/, "$1 "));
    const family = lexicon.os_abbreviations[model.split(" ")[0] ?? ""];
    // `Ubuntu 24.04.1 (Kernel 6.8.0)`: the kernel in brackets after the OS
    const kernel = /[(（]\s*kernel\s*(\d+\.\d+[\w.\-+~]*)\s*[)）]$/i.exec(m[0])?.[1];
    // `Debian jessie` after `Debian 8 (jessie)`: the release the version named already
    const [name, codename] = OS_CODENAME.test(model) ? [model.replace(OS_CODENAME, ""), model.split(" ").pop() ?? ""] : [];
    if (name && codename && regExpOf(`${esc(name)}\\s*\\d[\\d.]*\\s*[(（]\\s*${esc(codename)}`, "i").test(t)) continue;
    add(m.index, m.index + m[0].length, { kind: "os", model, attrs: family ? { family } : {} });
    if (kernel) out.push({ kind: "kernel", model: kernel, attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  for (const m of scan(t, MEM_AFTER, sized)) add(m.index, m.index + m[0].length, memory(`${m[1]}${m[2]}B ${m[3] ?? ""}`));
  for (const m of scan(t, MEM_BEFORE, sized)) add(m.index, m.index + m[0].length, memory(`${m[1]}${m[2]}B ${m[3] ?? ""}${m[4] ? ` x${m[4]}` : ""}`));
  for (const m of scan(t, DISK_RE, sized)) {
    // a capacity before a disk word is decimal however it is written (`320Gb`, `500G-HDD`)
    const each = parseSize(`${m[2]}${m[3]}B`, false);
    if (!each || !free(m.index, m.index + m[0].length)) continue;
    let count = Number(m[1] ?? m[8] ?? m[9] ?? 1);
    const attrs: Record<string, unknown> = { capacity_bytes_each: each };
    const before = t.slice(0, m.index);
    const iface = m[4] ?? m[6] ?? /(SATA|SAS|NVMe)\s*$/i.exec(before)?.[1];
    if (iface) attrs.interface = /ssd/i.test(iface) ? undefined : iface.toUpperCase() === "NVME" ? "NVMe" : iface.toUpperCase();
    if (/ssd/i.test(`${m[4] ?? ""} ${m[7]}`)) attrs.type = "SSD";
    if (m[5]) attrs.form_factor = `${m[5]}inch`;
    if (attrs.interface === undefined) delete attrs.interface;
    // the disk's model: the last model-like token of the same clause before the capacity (`SAMSON SP2004C という… 200Gb ドライブ`)
    const clause = before.slice(Math.max(0, before.length - 40)).split(/[、,。]|\.\s/).pop() ?? "";
    const offset = m.index - clause.length;
    const tokens = [...allMatches(clause, MODEL_TOKEN)].filter((x) => x[1] && x[1].length >= 4 && free(offset + x.index, offset + x.index + x[0].length));
    const token = tokens[tokens.length - 1];
    let vendor: string | null = null;
    let at = m.index;
    if (token?.[1]) {
      const lead = clause.slice(0, token.index);
      const maker = /([A-Z][A-Za-z]+)\s+$/.exec(lead);
      vendor = maker?.[1] ?? null;
      at = offset + token.index;
      // `eight Intel P3700 2TB NVMe disks`: a count before the maker and model, when none is written at the size
      if (!m[1] && !m[8] && !m[9]) count = countBefore(lead.slice(0, maker?.index ?? lead.length)) ?? count;
    }
    add(at, m.index + m[0].length, { kind: "disk", vendor, model: token?.[1] ?? null, count, capacityBytes: each, attrs });
  }
  for (const d of diskPhrases(t)) add(d.at, d.end, d);
  for (const m of scan(t, RAID_RE, lower.includes("raid"))) {
    const disks = out.filter((p) => p.kind === "disk").reduce((n, p) => n + (p.count ?? 0), 0);
    const name = raidLevelName(m[2] ?? "");
    const attrs: Record<string, unknown> = { level: name };
    if (m[1]) attrs.implementation = raidImplementation(m[1]);
    add(m.index, m.index + m[0].length, { kind: "raid_array", model: name, count: disks || null, attrs });
  }
  for (const m of scan(t, KERNEL_RE, lower.includes("kernel") || lower.includes("linux") || t.includes("カーネル") || /\d\.\d+\.\d+-/.test(t))) {
    // `2.6.14-based kernel`: the release the kernel is built from
    const model = m[1] ?? m[2] ?? m[3] ?? m[4]?.replace(/-based$/i, "");
    // after a distribution's name the release alone is the kernel's (the name is the OS's)
    const at = m[3] ? m.index + m[0].lastIndexOf(m[3]) : m.index;
    if (model) add(at, m.index + m[0].length, { kind: "kernel", model, attrs: {} });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** NAS products the report introduces (`QNAP の Turbo NAS TS-110 です`): model token → vendor and model. */
function nasModels(sentences: string[]): NasModels {
  const out: NasModels = new Map();
  for (const s of sentences) {
    const t = normaliseText(s);
    if (!NAS_WORD.test(t) || pathIn(t)) continue;
    const vendor = NAS_VENDOR.exec(t)?.[1] ?? null;
    // a model next to the word NAS or the vendor's name (`Turbo NAS TS-110`, `Synology DS920+`), not an OS (`SLES11`)
    const anchors = [...allMatches(t, NAS_ANCHOR)].map((m) => [m.index, m.index + m[0].length] as const);
    const osSpans = [...allMatches(t, OS_RE)].map((m) => [m.index, m.index + m[0].length] as const);
    for (const m of allMatches(t, MODEL_TOKEN)) {
      const token = m[1];
      if (!token || token.length < 4 || !/^[A-Z]{1,4}-?\d{2,4}[A-Za-z+]*$/.test(token)) continue;
      const end = m.index + m[0].length;
      if (osSpans.some(([a, b]) => m.index < b && end > a)) continue;
      if (!anchors.some(([a, b]) => Math.min(Math.abs(m.index - b), Math.abs(a - end)) <= 12)) continue;
      const known = out.get(token);
      if (!known || (!known.vendor && vendor)) out.set(token, { vendor, model: vendor ? `${vendor} ${token}` : token });
    }
  }
  return out;
}

interface Sentence {
  text: string;
  block: Block;
  line: number;
}

const MAX_SENTENCE = 1_000;
const MAX_LINE = 20_000;
const SPEC_LINE = /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,30}?)\s*[:：]/;

function sentencesOf(doc: Document, report: number): Sentence[] {
  const out: Sentence[] = [];
  for (const block of doc.blocks) {
    if (block.report !== report || (block.kind !== "paragraph" && block.kind !== "list_item")) continue;
    block.text.split("\n").forEach((line, i) => {
      // spec lists (`CPU : …`) are read by the spec extractor
      if (specKindForLabel(SPEC_LINE.exec(line)?.[1] ?? "")) return;
      // a sentence longer than any description of a machine is not read (a 5 MB line would take minutes)
      if (line.length > MAX_LINE) return;
      for (const s of line.split(/(?<=。)|(?<=[.!?])\s+(?=[A-Z(])/)) if (s.trim() && s.length <= MAX_SENTENCE) out.push({ text: s, block, line: i + 1 });
    });
  }
  return out;
}

/** The sentence before, for a figure label that names it or a sentence that goes on about its machine. */
interface Previous {
  s: Sentence;
  sys: SystemDraft | null;
  lead: Piece | null;
  /** Whether its parts were read (they are only read where a machine can come of them). */
  read: boolean;
}

interface Piece {
  name: string | null;
  text: string;
  parts: Found[];
}

/** Cuts a sentence at the machine names it gives inline. */
function piecesOf(text: string, known: Set<string>): Piece[] {
  const t = normaliseText(text).replace(FIGURE_LABEL, " ");
  const cuts: { at: number; name: string }[] = [];
  for (const m of allMatches(t, STANDALONE)) {
    const name = m[1] ?? "";
    if (name === "I" || name === "X") continue;
    const after = t.slice(m.index + name.length);
    const before = t.slice(0, m.index);
    const latin = /[A-Za-z]\s*$/.test(before) && /^\s*[A-Za-z]/.test(after);
    if ((known.has(name) && !latin) || AFTER.test(after) || BEFORE.test(before)) cuts.push({ at: m.index, name });
  }
  const pieces: Piece[] = [];
  const lead = t.slice(0, cuts[0]?.at ?? t.length);
  pieces.push({ name: null, text: lead, parts: [] });
  cuts.forEach((c, i) => pieces.push({ name: c.name, text: t.slice(c.at, cuts[i + 1]?.at ?? t.length), parts: [] }));
  return pieces;
}

const TOPIC = new RegExp(`(?:${alt(Object.values(lexicon.roles).flat())})\\s*(?:${alt(P.topic_after)})`, "i");

/** The role a piece gives its machine: a role word, else a storage appliance serving a protocol (iSCSI → its target). */
function roleOf(text: string, parts: Found[]): string | null {
  const role = roleIn(text);
  if (role) return role;
  if (parts.some((p) => p.kind === "nas")) {
    const protocols = protocolsIn(text);
    if (protocols.includes("iSCSI")) return "iscsi-target";
    if (protocols.includes("NFS")) return "nfs-server";
    return "server";
  }
  return null;
}

export interface ProseSystems {
  systems: SystemDraft[];
  components: ComponentDraft[];
}

/** Systems and their parts from the sentences of each report. `nextSystem` / `nextComponent` give keys. */
export function extractProseSystems(doc: Document, nextSystem: () => string, nextComponent: () => string): ProseSystems {
  const out: ProseSystems = { systems: [], components: [] };
  doc.reports.forEach((_r, report) => {
    const sentences = sentencesOf(doc, report);
    if (!sentences.length) return;
    const nas = nasModels(sentences.map((s) => s.text));
    const known = new Set<string>();
    for (const s of sentences) for (const node of (pathIn(s.text) ?? "").split(/<->|->/)) if (node) known.add(node);
    const byName = new Map<string, SystemDraft>();
    const addParts = (sys: SystemDraft, parts: Found[], s: Sentence) => {
      for (const p of parts) out.components.push(componentOf(nextComponent(), report, sys.key, p, s.text.trim(), `${s.block.locator}/l${s.line}`));
    };
    const system = (name: string | null, role: string | null, s: Sentence): SystemDraft => {
      const existing = name ? byName.get(name) : undefined;
      if (existing) {
        existing.role ??= role;
        return existing;
      }
      const sys: SystemDraft = { key: nextSystem(), report, name, role, label: s.text.trim(), count: 1, locator: `${s.block.locator}/l${s.line}` };
      out.systems.push(sys);
      if (name) byName.set(name, sys);
      return sys;
    };
    // the previous sentence of the same line, for a figure label standing after it (`…テストしました。(図ではＣ）`)
    let previous = null as Previous | null;
    for (const s of sentences) {
      const t = normaliseText(s.text);
      if (pathIn(t)) {
        previous = null;
        continue;
      }
      const label = FIGURE_LABEL.exec(t);
      const labelName = label ? (label[1] ?? label[2] ?? null) : null;
      const pieces = piecesOf(t, known);
      const lead = pieces[0];
      const sameLine: boolean = previous !== null && previous.s.block === s.block && previous.s.line === s.line;
      // parts are read only where a machine can come of them (a name, a role as topic, a machine going on)
      const wanted: boolean = Boolean(labelName) || pieces.length > 1 || (lead !== undefined && TOPIC.test(lead.text)) || (sameLine && Boolean(previous?.sys));
      if (wanted) for (const p of pieces) p.parts = partsIn(p.text, nas);
      const total = pieces.reduce((n, p) => n + p.parts.length, 0);
      if (labelName && total === 0 && previous && sameLine) {
        // the label names the sentence before it
        if (!previous.read && previous.lead) previous.lead.parts = partsIn(previous.lead.text, nas);
        const parts = previous.lead?.parts ?? [];
        const sys = previous.sys ?? system(labelName, previous.lead ? roleOf(previous.lead.text, parts) : null, previous.s);
        if (!previous.sys) addParts(sys, parts, previous.s);
        else if (!sys.name) {
          const same = byName.get(labelName);
          if (same) {
            // the figure's machine described once more: one machine, with the parts of both sentences
            for (const c of out.components) if (c.system === sys.key) c.system = same.key;
            out.systems.splice(out.systems.indexOf(sys), 1);
          } else {
            sys.name = labelName;
            byName.set(labelName, sys);
          }
        }
        previous = null;
        continue;
      }
      let current: SystemDraft | null = null;
      if (lead && lead.parts.length) {
        const role = roleOf(lead.text, lead.parts);
        if (labelName) {
          current = system(labelName, role, s);
          addParts(current, lead.parts, s);
        } else if (TOPIC.test(lead.text) && lead.parts.length >= 2) {
          current = system(null, role, s);
          addParts(current, lead.parts, s);
        }
      }
      pieces.slice(1).forEach((p, i) => {
        const before = pieces[i];
        if (!p.name) return;
        // a name after the machine it ends (`Ryzen 5 2600 の自作機 L も用意`): the piece before has the parts
        if (!p.parts.length && before?.parts.length && !(i === 0 && current)) {
          const sys = system(p.name, roleOf(before.text, before.parts), s);
          addParts(sys, before.parts, s);
          if (i === 0) current = sys;
          before.parts = [];
          return;
        }
        if (!p.parts.length && !byName.has(p.name)) return;
        const sys = system(p.name, roleOf(p.text, p.parts), s);
        addParts(sys, p.parts, s);
        current = sys;
      });
      // a sentence that only goes on about the machine of the sentence before (`メモリは 32GB です。`)
      if (!current && total && pieces.length === 1 && previous?.sys && previous.s.block === s.block && previous.s.line === s.line && !labelName) {
        const have = new Set(out.components.filter((c) => c.system === previous?.sys?.key).map((c) => c.kind));
        if (lead && lead.parts.every((p) => !have.has(p.kind))) {
          addParts(previous.sys, lead.parts, s);
          current = previous.sys;
        }
      }
      previous = { s, sys: current, lead: lead ?? null, read: wanted };
    }
  });
  return out;
}
