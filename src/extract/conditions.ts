import { normaliseText } from "../normalise/normaliseText.ts";
import { conditionKeyForLabel, offWords, offloadTerms, onWords, protocolsIn, switchWordsBefore, toolsIn } from "../normalise/lexicon.ts";
import { memoText } from "../normalise/memo.ts";
import { findQuantities, parseSize } from "../normalise/parseQuantity.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { allMatches } from "../normalise/allMatches.ts";
import { RAID_IMPLEMENTATION, RAID_LEVEL, raidImplementation, raidLevelName } from "../grammar/raidLevel.ts";

export type Conditions = Record<string, string | number | boolean>;
/** Conditions that flag what was measured (local I/O, a copy from memory to memory) rather than name a subject of the test. */
export const FLAG_CONDITIONS: readonly string[] = ["local_io", "memory_to_memory"];

const OFFLOAD_TERM = `(?:${[...offloadTerms].sort((a, b) => b.length - a.length).map(escape).join("|")})`;
const SWITCH = `(${[...onWords, ...offWords].sort((a, b) => b.length - a.length).map(escape).join("|")})`;
/** `TOE off`, `IOAT + DCA on`, `LRO = Disabled`, `TOE有効`. */
const OFFLOAD_RE = new RegExp(`(${OFFLOAD_TERM}(?:\\s*[+&/]\\s*${OFFLOAD_TERM})*)\\s*[=:]?\\s*${SWITCH}(?![a-z])`, "i");
const SWITCH_WORDS = [...switchWordsBefore.on, ...switchWordsBefore.off].sort((a, b) => b.length - a.length).map(escape).join("|");
/** `With GRO & GSO`, `With Single GRO`, `without TSO`: a switch word before the offload's name (one or two words between). */
const OFFLOAD_AFTER_RE = new RegExp(`(?<![a-z])(${SWITCH_WORDS})\\s+(?:(?!(?:${SWITCH_WORDS})\\s)[a-z]+\\s+){0,2}?(${OFFLOAD_TERM}(?:\\s*(?:[+&/]|and)\\s*${OFFLOAD_TERM})*)(?![a-z])`, "i");
const CPU_LOAD_RE = /CPU\s*(?:load|負荷(?:率)?)\s*[=:]?\s*(\d+(?:\.\d+)?)\s*%/i;
const NFS_VERSION_RE = /NFS\s*(?:v|ver\.?|version)?\s*(\d(?:\.\d)?)\b/gi;
const RAID_RE = new RegExp(`(?:(${RAID_IMPLEMENTATION})\\s*)?(${RAID_LEVEL})`, "i");
const LOCAL_IO_RE = /local\s*(?:i\/?o|disk)|ローカル/i;
const MEM_TO_MEM_RE = /memory\s*to\s*memory|メモリ\s*to\s*メモリ|メモリ間/i;

const RAID_KIND_AFTER = new RegExp(`^\\s*[(（]?\\s*(${RAID_IMPLEMENTATION})(?![A-Za-z])`, "i");

function raidValue(text: string): string | null {
  const t = normaliseText(text);
  const m = RAID_RE.exec(t);
  if (!m) return null;
  const kindWord = m[1] ?? RAID_KIND_AFTER.exec(t.slice((m.index ?? 0) + m[0].length))?.[1];
  const kind = kindWord ? `${raidImplementation(kindWord)} ` : "";
  return `${kind}${raidLevelName(m[2] ?? "")}`;
}

/** The value of a labelled condition, typed by its key (`256KB` → 262144 for block sizes; `Ver. 4` → 4). */
export function conditionValue(key: string, raw: string, { binarySizes }: { binarySizes: boolean }): string | number | boolean | null {
  const text = normaliseText(raw).replace(/^[:=]\s*/, "").trim();
  if (!text) return null;
  switch (key) {
    case "block_size_bytes":
      return parseSize(text, true) ?? (/^\d+$/.test(text) ? Number(text) : null);
    case "file_size_bytes":
    case "message_size_bytes":
    case "packet_size_bytes":
      return parseSize(text, binarySizes) ?? (/^\d+$/.test(text) ? Number(text) : null);
    case "nfs_version": {
      // a version only (`3`, `v4.1`, `NFSv4`): the first digit of a figure (`NFS | 110` in a two-column table) is none
      const m = /^(?:nfs\s*)?(?:v|ver\.?|version)?\s*(\d(?:\.\d)?)$/i.exec(text.trim());
      return m ? Number(m[1]) : null;
    }
    case "target_bps": {
      const q = findQuantities(text).find((x) => !x.bare && x.siUnit === "B/s" && x.valueSi !== null);
      return q?.valueSi ? Math.round(q.valueSi * 8) : null;
    }
    case "cpu_load_pct":
    case "threads":
    case "queue_depth": {
      const m = /(\d+(?:\.\d+)?)/.exec(text);
      return m ? Number(m[1]) : null;
    }
    case "raid":
      return raidValue(text) ?? text;
    default:
      return text;
  }
}

/**
 * Conditions stated in free text (a heading, caption or label): offload switches, CPU load, NFS version, RAID level,
 * local I/O, and a protocol or tool when exactly one is named.
 */
export const conditionsFromText = memoText(function conditionsFromText(raw: string): Conditions {
  const text = normaliseText(raw);
  const out: Conditions = {};
  const off = OFFLOAD_RE.exec(text);
  if (off?.[1] && off[2]) {
    const enabled = onWords.some((w) => w.toLowerCase() === off[2]?.toLowerCase());
    out.offload = `${off[1].replace(/\s+/g, " ")} ${enabled ? "on" : "off"}`;
    out.offload_enabled = enabled;
  } else {
    const before = OFFLOAD_AFTER_RE.exec(text);
    if (before?.[1] && before[2]) {
      const enabled = switchWordsBefore.on.some((w) => w.toLowerCase() === before[1]?.toLowerCase());
      out.offload = `${before[2].replace(/\s+/g, " ")} ${enabled ? "on" : "off"}`;
      out.offload_enabled = enabled;
    }
  }
  const cpu = CPU_LOAD_RE.exec(text);
  if (cpu?.[1]) out.cpu_load_pct = Number(cpu[1]);
  // `NFSv3 vs NFSv4` names two versions: neither is the text's
  const versions = new Set([...allMatches(text, NFS_VERSION_RE)].filter((m) => m[1] && /NFS\s*(?:v|ver|version)/i.test(m[0])).map((m) => Number(m[1])));
  const [version] = versions;
  if (versions.size === 1 && version !== undefined) out.nfs_version = version;
  const raid = raidValue(text);
  if (raid) out.raid = raid;
  if (LOCAL_IO_RE.test(text)) out.local_io = true;
  if (MEM_TO_MEM_RE.test(text)) out.memory_to_memory = true;
  const protocols = protocolsIn(text);
  if (protocols.length === 1 && protocols[0]) out.protocol = protocols[0];
  const tools = toolsIn(text);
  if (tools.length === 1 && tools[0]) out.tool = tools[0];
  return out;
});

/** A `label : value` line as a condition, when the label is one the lexicon knows. */
export function labelledCondition(line: string, binarySizes: boolean): Conditions {
  const m = /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,40}?)\s*[:：=]\s*(.+)$/.exec(line);
  if (!m?.[1] || !m[2]) return {};
  const key = conditionKeyForLabel(m[1]);
  if (!key) return {};
  const value = conditionValue(key, m[2], { binarySizes });
  return value === null ? {} : { [key]: value };
}

/** Strips list numbering and bullets from a heading: `1. Chelsio T420-CR` → `Chelsio T420-CR`; a dotted version (`2.4.21`) is not numbering. */
export function stripNumbering(text: string): string {
  return text
    .replace(/[\s\u00a0\u3000]+/g, " ")
    .trim()
    .replace(/^(?:[■□◆◇●○・※#]+\s*)?(?:[(（]?[0-9０-９]{1,2}[.)．）](?![0-9０-９])\s*|[(（]?[A-Za-zＡ-Ｚ][.)．）]\s+)?/, "")
    .trim();
}
