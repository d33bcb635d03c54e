import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import { latinUnits, writtenNumber, writtenUnit } from "../../ja/japaneseUnits.ts";
import { accessIn, protocolsIn, toolsIn } from "../../normalise/lexicon.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { conditionsFromText } from "../conditions.ts";
import { wordDurations } from "./wordDurations.ts";
import {
  isApproximate, isBound, isEstimate, isComparison, isConditionValue, isSetting, isTakenTime, namesBoth, namesCpuLast, namesLatency,
  isHypothetical, namesNonResult, nominalLabelEnd, operationsListed, saysResultAt, statesSpec,
} from "./proseTerms.ts";
import { bracketedLimit, measuredMaximum, namesZeroFill, statesRequirement, storageTopic, testNameIn } from "./sentenceSetup.ts";

/** What the running text has named so far: the operation and access carry over sentences of a block. */
export interface ProseState {
  ops: Operation[];
  access: Access | null;
  /** The line spoke of link speeds: a rate given as a condition is the link's. */
  link?: boolean;
  /** The transport (TCP, UDP) an earlier sentence of the line measured: later bit rates of the line share it. */
  transport?: string;
  /** The section's heading names a time measured (`起動時間`, `Boot time`): its plain seconds are times taken. */
  timed?: boolean;
}

/** One value a sentence states as a result, with every subject it holds for (`NFS、SMBとも` → two protocols). */
export interface ValueReading {
  metric: Metric;
  value: number;
  unit: string;
  valueSi: number | null;
  siUnit: "B/s" | "IOPS" | "s" | "%";
  note: string | null;
  ops: Operation[];
  access: Access | null;
  protocols: string[];
  tools: string[];
  approximate: boolean;
  /** Conditions the sentence names for this value: streams, transport protocol. */
  conditions: Record<string, string | number | boolean>;
  /** Text before the value since the previous one. */
  before: string;
  /** The sentence up to the value. */
  upTo: string;
  /** The operation was named in the value's own part of the sentence, not carried from an earlier one. */
  ownOps: boolean;
  /** `3回の平均は`, `the average of three runs`: the value summarises other runs, it is not one. */
  ofRuns: boolean;
  /** The sentence named the rate by a word for it (`転送率`) and no operation: the page's context names the operation. */
  rateWord?: boolean;
}

interface Found {
  index: number;
  end: number;
  kind: string;
  value: number;
  unit: string;
  valueSi: number | null;
  note: string | null;
}

/** `1分50秒`, `3 min 12 s`, `1:02:03`: one duration, where the unit grammar alone sees two numbers. */
const COMPOUND = /(\d+)\s*分\s*(\d+(?:\.\d+)?)\s*秒|(\d+)\s*min(?:utes?|s)?\s*(\d+(?:\.\d+)?)\s*s(?:ec(?:onds?|s)?)?(?![a-z])|(?<![\d:])(\d+):(\d{2}):(\d{2})(?![\d:])|(?<![\d:.])(\d{1,2}):(\d{2})(?![\d:])/gi;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, single: 1 };
const STREAMS = /(?:(\d+)\s*本|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)\s+(?:parallel\s+)?(?:(?:TCP|UDP)\s+)?(?:streams?|connections?)|-P\s*(\d+))/i;
const TRANSPORT = /(?<![A-Za-z])(TCP|UDP)(?![A-Za-z])/g;
/** `16.4 Gbps of TCP traffic`: English names the transport after the rate. */
const TRANSPORT_AFTER = /^\s*of\s+(?:the\s+)?(TCP|UDP)(?![A-Za-z])/i;
/** A rate in bits (`Gbps`, `Mbit/s`, `Mビット/秒`): a network's. */
const BITS_PER_SECOND = /^(?:\d|[kKmMgGtT])?(?:bits?|b)(?:ps|\/s)|ビット/;
const EN_BOTH_AFTER = /^\s*(?:(?:in|for|on|during|of)\s+)?(?:the\s+)?(?:(?:sequential|random|seq\.?|4k)\s+)?(?:reads?|reading|writes?|writing)\s*(?:and|&|\/)\s*(?:(?:sequential|random)\s+)?(?:reads?|reading|writes?|writing)(?![a-z])/i;
/** `~5.5 GBps aggregated bandwidth for both the HTTP GET and the HTTP PUT workload`. */
const FOR_BOTH_AFTER = /^[^,;.\d]{0,40}?(?<![a-z])for\s+both\s+[^,;.\d]{1,60}/i;
const EN_OP_AFTER = /^\s*(?:(?:during|for|on|in|when|while|of)\s+)?(?:the\s+)?(?:sequential\s+|random\s+|4k\s+)*[a-z/-]+/i;
/** `100MB/s = 800Mbps`, `理論値480Mbps < 実測値960Mbps`: arithmetic and conversions, not results. */
const EQUATION_BEFORE = /[=≒≈<>→×÷]\s*[^\s、。,=<>]{0,8}\s*$/;
/** `rose from 940 Mbps to 985 Mbps`, `940Mbpsから985Mbpsに`: the value before a change is the baseline of a comparison. */
const FROM_VALUE = /(?<![a-z])(?:from|up from|down from)\s*$/i;
const EQUATION_AFTER = /^\s*[=≒≈<>→×÷]/;
/** A statistic a tool reports (`最小速度が`, `平均速度は`, `average of`): kept as the row's test so min and mean stay apart. */
const RUN = /(\d+)\s*回目|(?<![a-z])(?:run|pass|trial)\s*#?\s*(\d+)|(first|second|third|fourth|fifth)\s+(?:run|pass|trial)/i;
const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const RUNS = /(?:\d+|[二三四五六七八九十])\s*(?:回|度|つ)(?:の|分の|測定の|計測の)|(?:of|over|across)\s+(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|all)\s+(?:runs|tests|passes|measurements|trials|iterations)/i;
const STATISTIC: [RegExp, string][] = [
  [/最小|最低|minimum|min\./i, "minimum"],
  [/平均|average|avg\.?|mean/i, "average"],
];
const LINK = /リンク|link|回線|ネットワーク|network/i;
/** `20MB/sにすら届いていない`, `10秒に満たない`: the value is a mark not reached, a bound. */
const NOT_REACHED = /^\s*に(?:すら|も|さえ)?(?:届|達し|満た)(?:か|な|い|ず)/;
/** `30MB/s前後の読み出しが必要`: what a use needs, not what was measured. */
const REQUIRED = /^[^、。,]{0,12}?が必要/;
/** `700MB/s台`: the value names a band (the 700s), not one measured figure. */
const RANGE_AFTER = /^\s*台/;
const RANGE_BEFORE = /\d\s*(?:[〜~～–]|to)\s*$|\d-$/i;
const RESTATES = /^\s*[,、]?\s*(?:which\s+is|that\s+is|i\.e\.,?|or|つまり|すなわち)\s*(?:about|roughly|approximately|around|約)?\s*$/i;
const LISTED = /^\s*[、,/・]\s*$/;
/** What stands between two results compared side by side (`vs.`, `against`, `compared to`). */
const VERSUS = /^\s*(?:vs\.?|versus|against|compared\s+(?:to|with))\s*(?:~|about|around|approximately|roughly)?\s*$/i;
/** `、書き込み`, ` reads, `: the next member of a list, naming operations and nothing else (no figure, no word of measuring or contrast). */
const LISTED_OPERATION = /^[^\d。;]{0,24}$/;
const LIST_SEPARATOR = /[、,/・]/;
const MEASURED = /実測|実際|測定|計測|結果|だが|けど|けれど|しかし|一方|対して|measured|actual|got|saw|reached|achieved|recorded|but|however|while|whereas/i;
/** `1.5Gb/sと互換`, `compatible with`: the interface speeds a device works with, not results. */
const COMPATIBLE_AFTER = /^\s*(?:と|に|and)?\s*(?:の)?(?:互換|下位互換|backward[s]?\s+compatible|compatible)/i;
const KANA = /[\u3040-\u30ff]/;
/** A command written in lower case as the subject in Japanese text (`scpが`, `rsyncは`, `ascpで`). */
const COMMAND_SUBJECT = /(?<![A-Za-z0-9_.\/-])([a-z][a-z0-9+]{1,15})\s*(?:が|は|で|を使)/g;

/** Ethernet's standard rates (Mb/s or Gb/s): listed as alternatives (`10/100/1000Mbps`, `1/2.5/5/10 Gbps`) they are a port's speeds. */
const ETHERNET_RATES = new Set([1, 2.5, 5, 10, 25, 40, 50, 100, 200, 400, 1000]);
const BIT_RATE = /b(?:ps|its?\/s|\/s)|ビット/i;

/** The value ends a slash list of rising standard link rates in bits per second: the speeds a port supports, not a result. */
function endsRateList(segment: string, q: Found): boolean {
  const list = /((?:\d+(?:\.\d+)?\s*\/\s*)+)$/.exec(segment)?.[1];
  if (!list || !BIT_RATE.test(q.unit)) return false;
  const rates = [...list.matchAll(/\d+(?:\.\d+)?/g)].map((x) => Number(x[0])).concat(q.value);
  return rates.every((r, i) => ETHERNET_RATES.has(r) && (i === 0 || r > (rates[i - 1] ?? Infinity)));
}

/**
 * `Read/write: 550/520 MB/s`, `リード/ライトは550/520MB/s`: bare numbers before the value share its unit, one per operation
 * the words before them list in order. Null when no such list precedes the value; `[]` when the operations do not pair up.
 */
function slashPairs(segment: string, q: Found): { value: number; op: Operation }[] | null {
  const list = /((?:(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*\/\s*)+)$/.exec(segment);
  if (!list?.[1]) return null;
  const values = [...list[1].matchAll(/\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?/g)].map((x) => Number(x[0].replace(/,/g, ""))).concat(q.value);
  const clause = lastClause(segment.slice(0, list.index));
  // `Read/write:` is one term for mixed I/O as a whole, but each side of its slash names one operation here
  const sides = clause.split("/").map((x) => operationsListed(x));
  const ops = sides.length === values.length && sides.every((o) => o.length === 1) ? sides.flat() : operationsListed(clause);
  return ops.length === values.length ? values.map((value, k) => ({ value, op: ops[k] as Operation })) : [];
}

/** `IOPS performance of 550 read / 480 write`: the unit named once before bare figures that each name their operation. */
const UNIT_FIRST = /(?<![A-Za-z])(IOPS|[KMG]i?B\/s|[KMG]bps)(?![A-Za-z])[^\d.;。:]{0,30}?((?:\d[\d,.]*\s*k?\s+(?:reads?|writes?)\s*(?:\/|,|and)\s*)+\d[\d,.]*\s*k?\s+(?:reads?|writes?))(?![a-z])/gi;

/** `a 10 Gbps point-to-point Ethernet link`: a rate that modifies the link noun after it is the link's nominal speed. */
function namesLinkRate(before: string, after: string): boolean {
  return /(?<![a-z])an?\s*$/i.test(before) && LINK_NOUN_AFTER.test(after);
}
const LINK_NOUN_AFTER = /^\s*(?:[a-z][\w-]*\s+){0,3}?(?:links?|connections?|ports?|nics?|network|ethernet|lan|wan|interfaces?|switch(?:es)?|uplinks?|backbone|circuit|line|plan|service|card|adapter)(?![a-z])/i;

function unitFirstValues(text: string, found: Found[]): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(UNIT_FIRST)) {
    const start = (m.index ?? 0) + m[0].length - (m[2]?.length ?? 0);
    for (const n of (m[2] ?? "").matchAll(/(\d[\d,.]*)\s*(k?)(?=\s+(?:reads?|writes?))/gi)) {
      const index = start + (n.index ?? 0);
      const end = index + n[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      const q = findQuantities(`${(n[1] ?? "").replace(/,/g, "")}${n[2] ?? ""} ${m[1]}`).find((x) => !x.bare);
      if (q) out.push({ index, end, kind: q.kind, value: q.value, unit: q.unit, valueSi: q.valueSi, note: `unit written once before the figures: ${m[1]}` });
    }
  }
  return out;
}

function quantitiesOf(text: string): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(COMPOUND)) {
    const s = m[1] !== undefined ? Number(m[1]) * 60 + Number(m[2]) : m[3] !== undefined ? Number(m[3]) * 60 + Number(m[4]) : m[5] !== undefined ? Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7]) : Number(m[8]) * 60 + Number(m[9]);
    found.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "duration", value: s, unit: "s", valueSi: s, note: `written ${m[0]}` });
  }
  for (const w of wordDurations(text)) {
    if (w.seconds > 0 && !found.some((f) => w.index < f.end && w.end > f.index)) found.push({ index: w.index, end: w.end, kind: "duration", value: w.seconds, unit: "s", valueSi: w.seconds, note: `written ${w.written}` });
  }
  for (const q of findQuantities(text)) {
    // `10^6ビット/秒` declares a unit: the 6 is an exponent
    if (q.bare || text[q.index - 1] === "^" || found.some((f) => q.index < f.end && q.index + q.length > f.index)) continue;
    const minutes = q.kind === "duration" && /^(min|分|hours?|時間)$/.test(q.unit);
    found.push({
      index: q.index, end: q.index + q.length, kind: q.kind,
      value: minutes && q.valueSi !== null ? q.valueSi : q.value, unit: minutes ? "s" : q.unit, valueSi: q.valueSi, note: minutes ? `written ${text.slice(q.index, q.index + q.length)}` : q.note,
    });
  }
  found.push(...unitFirstValues(text, found));
  return found.filter((f) => f.kind !== "size").sort((a, b) => a.index - b.index);
}

/** Inside 「…」 or “…”: a value that names a case (`「遅延20ms・ロス1%」の条件`), not one measured. */
function quoted(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return before.lastIndexOf("「") > before.lastIndexOf("」") || before.lastIndexOf("“") > before.lastIndexOf("”");
}
const clauseAfter = (s: string) => s.split(/[、,;。]/)[0] ?? "";
/** `…で動作する` after the value, or `Xの帯域、Yの帯域を持つ`: the sentence's closing verb states a specification of both. */
function statesSpecAfter(after: string, tail: string): boolean {
  const own = clauseAfter(after);
  if (statesSpec(own)) return true;
  return own.trim().length > 0 && clauseAfter(tail).startsWith(own.trim()) && statesSpec(tail);
}
const lastClause = (s: string) => s.split(/[、,;。]/).pop() ?? "";

/** Terms of one kind named in a segment: all of them before `とも`/`both`, else the one named last. */
function subjects(segment: string, find: (s: string) => string[]): string[] {
  const all = find(segment);
  if (all.length > 1 && namesBoth(segment)) return all;
  return all.length ? [all[all.length - 1] as string] : [];
}

/** `転送率`, `転送速度`, `transfer rate`: words that name the metric, not a network transfer (as in table headers). */
const RATE_WORD = /転送(?:速度|率|レート|性能)|transfer\s*(?:rate|speed)/gi;

/** `As with the random read results, …`: a clause that points to other results; the operation it names is theirs. */
export const OTHER_RESULTS = /(?:^|[.;,]\s*)(?:as\s+with|as\s+in|like|unlike|similar\s+to|compared\s+(?:to|with))\s+(?:the|our|its)\s+[^,;.]*[,;]/gi;

function opsOf(text: string): Operation[] {
  const segment = text.replace(RATE_WORD, " ").replace(OTHER_RESULTS, " ");
  if (namesBoth(segment)) {
    const listed = operationsListed(segment);
    if (listed.length) return listed;
  }
  for (const clause of segment.split(/[、,;]/).reverse()) {
    const ops = operationsListed(clause);
    if (ops.length === 2 && ops.includes("read") && ops.includes("write")) return ["read_write"];
    if (ops.length) return [ops[ops.length - 1] as Operation];
  }
  return [];
}

function commandsIn(text: string): string[] {
  if (!KANA.test(text)) return toolsIn(text);
  const named = toolsIn(text);
  if (named.length) return named;
  return [...text.matchAll(COMMAND_SUBJECT)].map((m) => m[1] as string);
}

function streamsIn(segment: string): number | null {
  const m = STREAMS.exec(segment);
  if (!m) return null;
  const n = m[1] ?? m[2] ?? m[3] ?? "";
  return WORD_NUMBERS[n.toLowerCase()] ?? (Number(n) || null);
}

/**
 * Values one sentence states as results, each with the operation, access, protocol and tool named before it (a later
 * `SMBは` replaces an earlier `NFSが`; a value in brackets shares the subject of the one before it). Nominal, limit,
 * setting, interface and condition values, comparisons and times that are not how long something took are left out.
 */
export function readSentence(sentence: string, state: ProseState): ValueReading[] {
  const { text, rewrites } = latinUnits(sentence);
  if (isEstimate(text) || statesRequirement(text)) return [];
  const qs = quantitiesOf(text);
  const out: ValueReading[] = [];
  // a value that is the condition of what follows, and values listed with it (`遅延20ms・ロス1%では`)
  const isCondition = qs.map(() => false);
  for (let i = qs.length - 1; i >= 0; i--) {
    const q = qs[i] as Found;
    const next = qs[i + 1];
    const between = text.slice(q.end, next?.index ?? text.length);
    isCondition[i] = isConditionValue(between) || (!!next && isCondition[i + 1] === true && /^[^、。,]{0,6}$/.test(between));
  }
  let protocols: string[] = [];
  let tools: string[] = [];
  const conditions: Record<string, string | number | boolean> = {};
  let prevEnd = 0;
  const rejected = qs.map(() => false);
  const nominal = qs.map(() => false);
  let consumed = 0;
  let resultAt = false;
  const nominalEnd = nominalLabelEnd(text);
  qs.forEach((q, i) => {
    // words an English value took after it (`… in sequential reads`) are not the next value's
    const segment = text.slice(prevEnd + consumed, q.index);
    consumed = 0;
    const sofar = text.slice(0, q.index);
    prevEnd = q.end;
    const ops = opsOf(segment);
    if (ops.length) state.ops = ops;
    state.access = accessIn(lastClause(segment)) ?? accessIn(segment) ?? state.access;
    const p = subjects(segment, protocolsIn);
    if (p.length) protocols = p;
    const t = subjects(segment, commandsIn);
    // `…, and the rsync copy managed 22 MB/s`: a new English clause has a subject of its own, named or not
    if (t.length) tools = t;
    else if (!KANA.test(segment) && /,\s*(?:and|but|while|whereas)\s|;/.test(segment)) tools = [];
    const transport = [...segment.matchAll(TRANSPORT)].pop()?.[1] ?? TRANSPORT_AFTER.exec(text.slice(q.end))?.[1]?.toUpperCase();
    if (transport) conditions.transport = state.transport = transport;
    else if (state.transport && q.kind === "throughput" && BITS_PER_SECOND.test(q.unit.replace(/^[kKmMgGtT]/, ""))) conditions.transport = state.transport;
    const streams = streamsIn(segment);
    if (streams) conditions.streams = streams;
    // `1回目が`, `run 2`, `the second pass`: repeated runs of one test carry their number
    const run = RUN.exec(lastClause(segment));
    if (run) conditions.run = Number(run[1] ?? run[2]) || ORDINALS.indexOf((run[3] ?? "").toLowerCase()) + 1;

    // `「RND4K Q32T16」は`, `4K QD32のReadは`: the test named before the values is theirs
    const test = testNameIn(segment);
    if (test) {
      Object.assign(conditions, test.conditions);
      if (test.access) state.access = test.access;
    }
    if (namesZeroFill(segment)) conditions.config = "0Fill";
    const drive = storageTopic(segment);
    if (drive) conditions.storage = drive;
    const raid = conditionsFromText(segment).raid;
    if (raid) conditions.raid = raid;
    const next = qs[i + 1];
    const after = text.slice(q.end);
    // `857.5MB/秒のRAID 5`: the RAID level named right after the value is its own
    const raidAfter = /^\s*の\s*((?:H\/W|S\/W|ハードウェア|ソフトウェア)?\s*RAID\s*-?\s*\d{1,2})/i.exec(after)?.[1];
    // a link speed the next value was measured at (`リンク速度が10Gビット/秒時では`) is its network
    // a rate the next value was measured at: a link speed (`リンク速度が10Gビット/秒時では`) or a target rate (`100Mbps時は`)
    if (LINK.test(segment)) state.link = true;
    if (isCondition[i] && q.kind === "throughput") {
      delete conditions.network;
      delete conditions.target_bps;
      if (state.link) conditions.network = `${q.value}${writtenUnit(q.unit, q.index, q.end, rewrites)}`;
      else if (q.valueSi) conditions.target_bps = q.valueSi * 8;
    }
    const afterNext = text.slice(q.end, next?.index ?? text.length);
    const clause = lastClause(segment);
    const bracketed = i > 0 && /^\s*[(（]\s*[〜~約]?\s*$/.test(segment);
    const prev = qs[i - 1];
    // `939 Mbit/s (117 MB/s)`: the same value in another unit, or the restatement of a value that was no result
    const restated = bracketed && prev && (rejected[i - 1] || (prev.valueSi && q.valueSi && Math.abs(prev.valueSi / q.valueSi - 1) < 0.03));
    const equation = EQUATION_BEFORE.test(segment) || EQUATION_AFTER.test(afterNext) || FROM_VALUE.test(clause) || /^\s*から/.test(afterNext);
    rejected[i] = true;
    // `3.54〜17.9Gbit/s`, `80-140 MB/s`: a range is no one measured value
    if (RANGE_BEFORE.test(segment) || RANGE_AFTER.test(after)) return;
    if (endsRateList(segment, q)) {
      nominal[i] = true;
      return;
    }
    // `5 Gbps, which is 625 MB/s`, `SATA 3Gb/s、1.5Gb/sと互換`: a restatement or list member of a nominal figure is nominal too
    const listedOperation = LISTED_OPERATION.test(segment) && LIST_SEPARATOR.test(segment) && operationsListed(segment.split(LIST_SEPARATOR).pop() ?? "").length <= 1 && operationsListed(segment).length > 0 && !MEASURED.test(segment);
    if (prev && nominal[i - 1] && (RESTATES.test(segment) || LISTED.test(segment) || listedOperation)) {
      nominal[i] = true;
      return;
    }
    const maxOfRun = measuredMaximum(clause, text);
    // `58MB/s against 36.6 MB/s`, `15Gbps vs. 8Gbps`: results set side by side, neither a difference nor a rate a test ran at
    const sideBySide = (!!next && next.kind === q.kind && VERSUS.test(afterNext)) || (!!prev && prev.kind === q.kind && VERSUS.test(segment));
    const ownClause = sideBySide ? clause.replace(/(?<![a-z])at\s*$/i, "") : clause;
    if (COMPATIBLE_AFTER.test(afterNext) || namesNonResult(maxOfRun ?? ownClause, resultAt) || bracketedLimit(segment) || q.index < nominalEnd) {
      nominal[i] = true;
      return;
    }
    if (restated || equation || isCondition[i] || quoted(text, q.index) || isBound(afterNext) || NOT_REACHED.test(afterNext) || REQUIRED.test(afterNext) || isHypothetical(afterNext) || statesSpecAfter(after, text.slice(qs[qs.length - 1]?.end ?? 0))) return;
    const pairs = slashPairs(segment, q);
    if (pairs && !pairs.length) return;
    let metric: Metric;
    if (q.kind === "throughput" || q.kind === "iops") {
      if (isSetting(after) || namesLinkRate(segment, after) || isComparison(afterNext, sideBySide ? "" : clause)) return;
      metric = q.kind;
    } else if (q.kind === "cpu_utilisation") {
      // a load the test imposed (`CPU Load 100%`, `CPU負荷 50%の状態で`) is a condition of the rows, not a reading
      if (!namesCpuLast(sofar) || isComparison(afterNext, clause) || conditionsFromText(text.slice(0, q.end)).cpu_load_pct === q.value) return;
      metric = "cpu_utilisation";
    } else if (q.kind === "duration") {
      const small = /^(ms|msec|msecs|us|μs|usec|ns)$/.test(q.unit);
      if (small && namesLatency(sofar)) metric = "latency";
      else if (small || /^\s*間/.test(afterNext)) return;
      else {
        const pairedAfter = /^\s*[(（]\s*$/.test(afterNext) && next && next.kind === "throughput";
        const pairedBefore = /^\s*[(（]\s*$/.test(segment) && i > 0 && qs[i - 1]?.kind === "throughput";
        const timedSeconds = state.timed && /^(?:s|sec|secs|seconds?|秒)$/.test(q.unit) && !isComparison(afterNext, clause);
        if (!pairedAfter && !pairedBefore && !timedSeconds && !isTakenTime(clause, afterNext)) return;
        metric = "duration";
      }
    } else return;
    rejected[i] = false;
    if (saysResultAt(clause)) resultAt = true;
    // English names the operation after the value too (`3,480 MB/s in sequential reads`, `~7% during write`)
    const afterClause = afterNext.split(/[,;]|\s(?:and|while|but|whereas)\s/)[0] ?? "";
    const english = !KANA.test(text) && !operationsListed(clause).length;
    // `268MB/s sequential read and write`: one figure for both operations named after it
    const forBoth = english ? FOR_BOTH_AFTER.exec(afterNext)?.[0] : undefined;
    const bothAfter = english ? (EN_BOTH_AFTER.exec(afterNext)?.[0] ?? (forBoth && operationsListed(forBoth).length === 2 ? forBoth : undefined)) : undefined;
    const ownOp = bothAfter ?? (english && EN_OP_AFTER.test(afterClause) ? afterClause : undefined);
    if (ownOp && operationsListed(ownOp).length) consumed = Math.min(Math.max(ownOp.length, afterClause.length), Math.max(0, (next?.index ?? text.length) - q.end));
    const statistic = STATISTIC.find(([re]) => re.test(clause))?.[1] ?? (maxOfRun !== null ? "maximum" : undefined);
    if (statistic) conditions.test = statistic;
    else delete conditions.test;
    if (statistic && !run) delete conditions.run;
    const valueOps = ownOp ? operationsListed(ownOp) : [];
    const unit = writtenUnit(q.unit, q.index, q.end, rewrites);
    const asWritten = writtenNumber(q.index, q.end, rewrites);
    const reading: ValueReading = {
      metric, value: q.value, unit, valueSi: metric === "latency" ? q.valueSi : q.valueSi,
      siUnit: metric === "throughput" ? "B/s" : metric === "iops" ? "IOPS" : metric === "cpu_utilisation" ? "%" : "s",
      note: asWritten ? `written ${asWritten}` : q.note, ops: valueOps.length ? valueOps.slice(0, bothAfter ? 2 : 1) : [...state.ops], access: metric === "cpu_utilisation" ? null : ((english && !accessIn(clause) ? accessIn(afterClause) : null) ?? state.access),
      rateWord: !valueOps.length && !state.ops.length && new RegExp(RATE_WORD.source, "i").test(sofar), protocols: [...protocols], tools: [...tools], approximate: isApproximate(segment, afterNext), conditions: raidAfter ? { ...conditions, raid: conditionsFromText(raidAfter).raid ?? raidAfter } : { ...conditions }, before: segment, upTo: sofar, ownOps: ops.length > 0 || valueOps.length > 0, ofRuns: statistic === "average" && RUNS.test(sofar + clauseAfter(after)),
    };
    // each number of a slash list takes its own operation, in the unit written once after the last
    const scale = q.valueSi !== null && q.value !== 0 ? q.valueSi / q.value : null;
    if (pairs) out.push(...pairs.map((p) => ({ ...reading, value: p.value, valueSi: scale === null ? null : p.value * scale, ops: [p.op], conditions: { ...reading.conditions } })));
    else out.push(reading);
  });
  return out;
}
