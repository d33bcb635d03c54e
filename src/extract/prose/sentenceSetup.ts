import { regExpOf } from "../../normalise/regExpOf.ts";
import type { Access } from "../../model/vocabulary.ts";
import { accessIn, lexicon } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { Conditions } from "../conditions.ts";
import { lastTestName } from "../../grammar/testName.ts";
import { testNameConditions } from "../tables/headerConditions.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { alternation } from "../decision/decisionWords.ts";
import { READ_OR_WRITE } from "./proseTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** The conditions and access of the last test name (`「RND4K Q32T16」`, `4K QD32`, `SEQ1M Q8T1`) in a stretch of a sentence, or null. */
export function testNameIn(segment: string): { conditions: Conditions; access: Access | null } | null {
  const name = lastTestName(segment);
  if (!name) return null;
  const named = testNameConditions(name);
  if (named.conditions.block_size_bytes === undefined) return null;
  return { conditions: named.conditions, access: accessIn(name) ?? named.access };
}

/** CrystalDiskMark's all-zero test data (`0Fill`, `All 0x00`): a setting of the runs named after it, kept as `config`. */
const ZERO_FILL = /(?<![A-Za-z0-9])(?:0\s*Fill|All\s*0x00)(?![A-Za-z0-9])/i;
export const namesZeroFill = (segment: string): boolean => ZERO_FILL.test(normaliseText(segment));

const MAXIMUM = /最大|最高|maximum|max\.?(?![a-z])|peak/i;
const MINIMUM = /最小|最低|minimum|min\.?(?![a-z])/i;

/**
 * `最大速度が174.2MB/s、最小速度が145.3MB/s`: a maximum named in a sentence that also gives the minimum is a statistic of a
 * measured run (a tool's transfer-rate curve), not a specification's limit. Returns the clause without the maximum word.
 */
export function measuredMaximum(clause: string, sentence: string): string | null {
  if (!MAXIMUM.test(clause) || !MINIMUM.test(sentence)) return null;
  return clause.replace(regExpOf(MAXIMUM.source, "gi"), " ");
}

/** `(最高12 Mbps)`, `（最大 5Gbps）`, `(up to 480 Mbit/s)`: a limit in brackets annotates what was named before it. */
export const bracketedLimit = (segment: string): boolean => /[(（]\s*(?:最高|最大|max(?:imum)?\.?|up\s+to)\s*$/i.test(normaliseText(segment));

const REQUIREMENT = new RegExp(lexicon.prose.requirement_words.map(escapeRegExp).join("|"), "i");
/** A sentence that states a requirement (`…が必須条件です`, `minimum requirement`): its figures are demanded, not measured. */
export const statesRequirement = (sentence: string): boolean => REQUIREMENT.test(normaliseText(sentence));

/** `HDDでは`, `SSDに換装した後は`, `on the NVMe drive`: the kind of drive a clause makes its topic, as written. */
const STORAGE_TOPIC = /(?<![A-Za-z0-9])(HDD|SSD|NVMe|eMMC|microSD|SDカード|USBメモリ)\s*(?:では|は|が|で|に換装した後は|に替えると|に換えると)/g;
export function storageTopic(segment: string): string | null {
  const m = [...allMatches(normaliseText(segment), STORAGE_TOPIC)].pop();
  return m?.[1] ?? null;
}

const TIME_HEADING = new RegExp(lexicon.prose.time_headings.map(escapeRegExp).join("|"), "i");
/** `Windows 10の起動時間`, `Boot time`: a heading over times measured. */
export const namesTimeMeasured = (heading: string): boolean => TIME_HEADING.test(normaliseText(heading));

/** An English access word or a word for mixed I/O (`random`, `seq`, `mixed`, `r/w`), from the lexicon. */
const PATTERN = alternation([...Object.values(lexicon.access).flat(), ...(lexicon.operation.read_write ?? [])].filter((t): t is string => !!t && /^[a-z]/i.test(t)));
/** `the 4k mixed test`, `with 1m blocks`: a bare size before a word for blocks or for a test's pattern. */
const BLOCK_BEFORE_WORD = new RegExp(`(?<![\\w.])(\\d+)\\s*([km])(?:i?b)?\\s+(?:blocks?|block\\s+size|(?:${PATTERN})\\s+(?:tests?|runs?|workloads?|${READ_OR_WRITE}|i\\/o))(?![a-z])`, "gi");
/** `quicker at 4k,`, `… write at 1m`: a bare size after `at` or `with` that ends its clause. */
const BLOCK_AT_END = /(?<![a-z])(?:at|with)\s+(\d+)\s*([km])(?:i?b)?(?:\s+blocks?)?\s*$/i;
const sizeOf = (n: string, p: string): number => Number(n) * (prefixMultiplier(p, { binary: true }) ?? 1);

/** `a block size of 1 MiB`, `block size: 4k`, `ブロックサイズは1MB`: a block size the words name before it. */
const BLOCK_SIZE_NAMED = /(?:block\s*size|ブロックサイズ|ブロック長)\s*(?:of|=|:|：|は|を|が)?\s*(\d+)\s*([km])(?:i?b)?(?![a-z])/gi;

/** Every block size a sentence states in words (`in 1MB blocks`, `a block size of 4k`, `ブロックサイズは1MB`), in bytes. */
export function statedBlockSizes(sentence: string): number[] {
  const t = normaliseText(sentence);
  return [...t.matchAll(BLOCK_BEFORE_WORD), ...t.matchAll(BLOCK_SIZE_NAMED)].flatMap((m) => (m[1] && m[2] ? [sizeOf(m[1], m[2])] : []));
}

/**
 * The block size English prose about a disk benchmark gives in bare sizes (`4k`, `1m`, as fio and yabs name their
 * block sizes): the last one named in the text before a value, or null.
 */
export function proseBlockSize(before: string): number | null {
  const m = [...allMatches(before, BLOCK_BEFORE_WORD)].pop();
  const clauses = before.split(/[,;:]|\.(?!\d)/);
  const last = clauses.length > 1 ? clauses[clauses.length - 2] ?? "" : "";
  // `at 4k, 380 MB/s`: the clause just closed names the size; a size before a word names it wherever it is
  const at = BLOCK_AT_END.exec(clauses[clauses.length - 1] ?? "") ?? (/^\s*$/.test(clauses[clauses.length - 1] ?? "") ? BLOCK_AT_END.exec(last) : null);
  if (at?.[1] && at[2]) return sizeOf(at[1], at[2]);
  // `write 4kb @ around 20k iops`: a size right before `@` is the block size the rate after it was measured at
  const sign = /(?<![\w.])(\d+)\s*([km])(?:i?b)?\s*@\s*(?:around|about|approximately|roughly|~)?\s*$/i.exec(before);
  if (sign?.[1] && sign[2]) return sizeOf(sign[1], sign[2]);
  return m?.[1] && m[2] ? sizeOf(m[1], m[2]) : null;
}

/** `1.96 GB/s read and 2.09 GB/s write at 1m`: a size closing the clause after a value is the size of its values. */
export function proseBlockSizeAfter(after: string): number | null {
  const clause = after.split(/[,;:]|\.(?!\d)/)[0] ?? "";
  const at = BLOCK_AT_END.exec(clause);
  return at?.[1] && at[2] ? sizeOf(at[1], at[2]) : null;
}
