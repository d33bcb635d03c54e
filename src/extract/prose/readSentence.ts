import { RANGE_BETWEEN } from "../structure/typedLines.ts";
import { carrierAfter, carriersIn, comparedSide, figureCase, subjectBefore } from "../../grammar/scopeDescriptors.ts";
import { namesRateTerm, transportsIn } from "../../grammar/describe.ts";
import { percentileOf } from "../../grammar/percentile.ts";
import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import { latinUnits, writtenNumber, writtenUnit } from "../../ja/japaneseUnits.ts";
import { accessIn, lexicon, protocolsIn, withoutLineDirections } from "../../normalise/lexicon.ts";
import { conditionsFromText } from "../conditions.ts";
import {
  directionIn, isApproximate, isBound, isEstimate, isComparison, isConditionValue, isSetting, isTakenTime, namesCpuLast, namesLatency,
  namesNonResult, nominalLabelEnd, operationsListed, saysResultAt,
} from "./proseTerms.ts";
import {
  type Found, KANA, bothOperationsAfter, slashSides, operationsBeforeFigures, clauseAfter, commandsIn, endsRateList, inBits, lastClause, opsOf, quantitiesOf, quoted, sharedPredicates, slashPairs, statesSpecAfter, streamsIn, subjects,
} from "./sentenceParts.ts";
import { labelsTime, namesTimeTopic, timedSubject } from "./timedProse.ts";
import { decideResult } from "../decision/decideResult.ts";
import { alternation } from "../decision/decisionWords.ts";
import { continuesRatingList, listedBeforeFrom, sentenceEvidence } from "../decision/evidence.ts";
import { shareListOperations } from "./listShares.ts";
import { arrowChange, changesTo, labelEquals } from "./equationSigns.ts";
import { bracketedLimit, measuredMaximum, namesZeroFill, proseBlockSize, proseBlockSizeAfter, statesRequirement, storageTopic, testNameIn } from "./sentenceSetup.ts";
import { appendAll } from "../../appendAll.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { RAID_IMPLEMENTATION, RAID_LEVEL } from "../../grammar/raidLevel.ts";

/** What the running text has named so far: the operation and access carry over sentences of a block. */
export interface ProseState {
  ops: Operation[];
  access: Access | null;
  /** The line spoke of link speeds: a rate given as a condition is the link's. */
  link?: boolean;
  /** The transport (TCP, UDP) an earlier sentence of the line measured: later bit rates of the line share it. */
  transport?: string;
  /** The operation came from a line's direction (`下り`, `上り`), not a word for reading or writing. */
  directional?: boolean;
  /** That direction: download (`下り`) or upload (`上り`). */
  lineDirection?: "download" | "upload";
  /** The section's heading names a time measured (`起動時間`, `Boot time`): its plain seconds are times taken. */
  timed?: boolean;
  /** An earlier sentence of the line said its figures average several runs (`3回測った平均値を比較すると`). */
  runsAveraged?: boolean;
  /** An earlier sentence of the line was about latency (`レイテンシは、…3.7ミリ秒`): its later small times are latencies too. */
  latency?: boolean;
  /** The operations an earlier sentence of the line joined by slashes (`Read/Write IOPS: …`), for a later slash list of figures. */
  sides?: Operation[];
}

/** A figure of a rate or a time a sentence holds and does not state as a result, with why. */
export interface SentenceRefusal {
  value: number;
  unit: string;
  reason: string;
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
  /** The operation is a line's direction (`下りが約400Mbps`): a transfer, whose direction is `lineDirection`. */
  directional?: boolean;
  lineDirection?: "download" | "upload";
  /** `2.29Mbps(285.67KB/sec)`: the result this bracketed figure restates in another unit; it is read as that one is. */
  restates?: ValueReading;
}

/** A date just before a figure (`2010-03-10 `, `2024/1/5 `). */
const DATE_BEFORE = /\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\s*$/;
/** The one decision's reason for refusing a sentence's figure by the words around it, or null when it keeps it. */
function sentenceReject(after: string, afterNext: string, clause: string, segment: string, sentence: string): string | null {
  const decided = decideResult({}, sentenceEvidence({ after, afterNext, clause, segment, sentence }));
  return "reject" in decided ? decided.reject : null;
}

/** The run of figures of one kind joined only by slashes that figure `i` is in (`2690MiB/s / 1770MiB/s`), with its place in it. */
function slashChain(text: string, qs: Found[], i: number): { start: number; length: number; at: number } | null {
  const joined = (a: number) => qs[a]?.kind === qs[a + 1]?.kind && /^\s*[\/／]\s*$/.test(text.slice(qs[a]?.end ?? 0, qs[a + 1]?.index ?? 0));
  let start = i;
  while (start > 0 && joined(start - 1)) start--;
  let end = i;
  while (end < qs.length - 1 && joined(end)) end++;
  return end > start ? { start, length: end - start + 1, at: i - start } : null;
}

/** The kinds of figure a refusal is recorded for: rates and times, the candidates for a result. */
const REFUSABLE = new Set(["throughput", "iops", "duration"]);
/** `16.4 Gbps of TCP traffic`: English names the transport after the rate. */
const TRANSPORT_AFTER = /^\s*of\s+(?:the\s+)?(TCP|UDP)(?![A-Za-z])/i;
/** `~5.5 GBps aggregated bandwidth for both the HTTP GET and the HTTP PUT workload`. */
const FOR_BOTH_AFTER = /^[^,;.\d]{0,40}?(?<![a-z])for\s+both\s+[^,;.\d]{1,60}/i;
/** English words after a value (`in sequential reads`, `during write`): the operation is the one they name. */
const EN_OP_AFTER = /^\s*[a-z/-]/i;
/** `約 1,600 MiB/秒の純粋なシーケンシャル書き込みから`: the reading or writing a Japanese figure is `の` of, up to the next particle. */
const JA_OP_AFTER = /^\s*の\s*([^、。,，()（）]{1,24}?)(?=から|まで|を|が|は|で|と|に|、|。|$)/;
/** `100MB/s = 800Mbps`, `理論値480Mbps < 実測値960Mbps`: arithmetic and conversions, not results. */
const EQUATION_BEFORE = /[=≒≈<>→×÷]\s*[^\s、。,=<>]{0,8}\s*$/;
/** `rose from 940 Mbps to 985 Mbps`, `940Mbpsから985Mbpsに`: the value before a change is the baseline of a comparison. */
const FROM_VALUE = /(?<![a-z])(?:from|up from|down from)\s*$/i;
const EQUATION_AFTER = /^\s*[=≒≈<>→×÷]/;
/** An arrow, then the name of a path's far end (Latin or katakana, `NAS`, `サーバ`) and perhaps a colon, right before a figure. */
const PATH_END_BEFORE = /(?:→|-+>|=+>|⇒)\s*[\p{Script=Latin}\p{Script=Katakana}][^\s、。,=<>]{0,12}?\s*[:：]?\s*$/u;
/** `40Mbps/8 = 5Mbyte/sec`: a rate divided by a plain number is an operand of a calculation. */
const DIVIDED_AFTER = /^\s*[\/／]\s*\d+(?:\.\d+)?\s*(?:[=≒]|$|[、。,)）\s])|^\s*(?:divided|multiplied)\s+by(?![a-z])/i;
/** `Should you expect 125 MB/s?`: the value's own clause asks a question; it states no result. */
const ASKED_AFTER = /^[^,;、。!.]*?[?？]/;
/** `940 Mbps, which is the practical limit for 1GbE`: the clause after the value calls it a limit. */
const LIMIT_APPOSITION = /^\s*[,、]?\s*(?:which|that)\s+(?:is|was|are|were)\s+(?:the\s+|a\s+|an\s+)?(?:[a-z-]+\s+){0,3}?(?:limit|maximum|max|ceiling|line\s+rate|wire\s+speed|cap|theoretical)(?![a-z])/i;
/** `at 1 Gbps`, `at 100 MB/s`: a rate given as the condition of a time, not measured with it. */
const RATE_SUPPOSED = /(?<![a-z])at\s+(?:a\s+)?(?:steady\s+|sustained\s+)?[\d.,]+\s*[kKMGT]?(?:bps|bit\/s|bits\/s|b\/s|B\/s|iB\/s)/;
/** `… on 5 GHz and `, `、`: the short tail that lists the next figure as another member of the same statement. */
const LIST_TAIL = /^[^;。.!?]{0,30}?(?:[,、]|(?<![a-z])(?:and|or))\s*$/i;
/** A statistic a tool reports (`最小速度が`, `平均速度は`, `average of`): kept as the row's test so min and mean stay apart. */
const RUN = /(\d+)\s*回目|(?<![a-z])(?:run|pass|trial)\s*#?\s*(\d+)|(first|second|third|fourth|fifth)\s+(?:run|pass|trial)/i;
const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const RUNS = /(?:\d+|[二三四五六七八九十])\s*(?:回|度|つ)(?:の|分の|測定の|計測の)|(?:of|over|across)\s+(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|all)\s+(?:runs|tests|passes|measurements|trials|iterations)/i;
/** `3回測った平均値`, `平均（5回）`: the line's averages are of several runs. */
const RUNS_AVERAGED = /(?:\d+|[二三四五六七八九十])\s*回[^。、]{0,8}?平均|平均[^。、]{0,4}?(?:\d+|[二三四五六七八九十])\s*回/;
const STATISTIC: [RegExp, string][] = [
  [/最小|最低|minimum|min\./i, "minimum"],
  [/平均|average|avg\.?|mean/i, "average"],
];
/**
 * Two figures of a sentence that are one value: within 3 %, or within 10 % when one is in bits and the other in bytes
 * (`850Mbps → 101MB/s`, `939 Mbit/s (117 MB/s)`: a byte rate leaves out the protocol's overhead). Used both for a
 * restatement in brackets and for an arrow, which between one value's two units is no change.
 */
function sameFigure(a: { unit: string; valueSi: number | null } | undefined, b: { unit: string; valueSi: number | null }): boolean {
  if (!a || !a.valueSi || !b.valueSi) return false;
  return Math.abs(a.valueSi / b.valueSi - 1) < (inBits(a.unit) !== inBits(b.unit) ? 0.1 : 0.03);
}
const LINK = /リンク|link|回線|ネットワーク|network/i;
/** `700MB/s台`: the value names a band (the 700s), not one measured figure. */
const RANGE_AFTER = /^\s*台/;
/** `1分30秒から2分くらいかかっていた`: `から` between two figures of one kind is a range, unless the second is what it became (`…から42.3秒になりました`). */
const FROM_JA_BETWEEN = /^\s*から\s*$/;
const BECAME_AFTER = new RegExp(`^\\s*(?:${alternation(lexicon.prose.approximate_after)})?\\s*(?:に|へ|まで)`);
/** `from 940 Mbps to 985 Mbps`: `from` before the first figure makes `to` a change, not a range. */
const FROM_BEFORE = /(?<![a-z])from\s*(?:about|around|roughly|approximately|~)?\s*$/i;
const RANGE_BEFORE = /(?<![A-Za-z][\d.]*)\d\s*(?:[kKMGT]|キロ|メガ|ギガ|テラ)?\s*(?:[〜~～–]|to)\s*$|\d[kKMGT]?-$|(?<![a-z])between\s+\d[\d.,]*\s*[kKMGT]?\s*(?:[a-zA-Z/]{0,8}\s+)?(?:and|&)\s*$/i;
const BETWEEN_OPENS = /(?<![a-z])between\s*$/i;
const BETWEEN_JOINS = /^\s*(?:and|&)\s*$/i;
const RESTATES = /^\s*[,、]?\s*(?:which\s+is|that\s+is|i\.e\.,?|or|つまり|すなわち)\s*(?:about|roughly|approximately|around|約)?\s*$/i;
/** `USB-C接続が`, `USB-A3.0ハブ接続では`, `eSATA接続の`: a port or cable named as the connection of a case (Latin name, optional ハブ). */
const CONNECTION = /(?<![A-Za-z0-9.-])([A-Za-z][A-Za-z0-9.\-]*\d?[A-Za-z0-9.\-]*(?:\s?ハブ)?)\s*(?:ポート)?\s*接続(?:では|で|の|が|は|時|した場合)/g;
const RAID_LEVELS = new RegExp(RAID_LEVEL, "gi");
/** `857.5MB/秒のRAID 5`: a level named right after a value, with the implementation before it. */
const RAID_AFTER = new RegExp(`^\\s*の\\s*((?:${RAID_IMPLEMENTATION})?\\s*${RAID_LEVEL})`, "i");
/** `、`, `/`, ` and `: nothing but a list mark between two values (`limited to 100Mbps and 50Mbps`). */
const LISTED = new RegExp(`^\\s*(?:${alternation(lexicon.prose.list_joiners)})\\s*$`);
/** `10Gビット/秒だけでなく 5Gビット/秒や 2.5Gビット/秒でもリンクできる`, `1, 2.5 or 5 Gbps ports`: figures coordinated into one list. */
const COORDINATED = new RegExp(`^\\s*(?:${alternation([...lexicon.prose.list_joiners, ...lexicon.prose.coordinators])})\\s*$`, "i");
/** What stands between two results compared side by side (`vs.`, `against`, `compared to`). */
const VERSUS = /^\s*(?:vs\.?|versus|against|compared\s+(?:to|with))\s*(?:~|about|around|approximately|roughly)?\s*$/i;
/** `a 10 Gbps point-to-point Ethernet link`: a rate that modifies the link noun after it is the link's nominal speed. */
function namesLinkRate(before: string, after: string): boolean {
  return (/(?<![a-z])an?\s*$/i.test(before) && LINK_NOUN_AFTER.test(after)) || DEVICE_AFTER.test(after);
}
/** `the LAN 10Gbps network card`, `1Gbps uplink`, `a 500Mbps plan`: a rate right before a device or line noun is its rating. */
const DEVICE_AFTER = /^\s*(?:(?:network|ethernet|lan|wan|fib(?:er|re)|copper|usb|sfp\+?)\s+)?(?:cards?|adapters?|nics?|ports?|switch(?:es)?|links?|interfaces?|uplinks?|lines?|plans?)(?![a-z])/i;
const LINK_NOUN_AFTER = /^\s*(?:[a-z][\w-]*\s+){0,3}?(?:links?|connections?|ports?|nics?|network|ethernet|lan|wan|interfaces?|switch(?:es)?|uplinks?|backbone|circuit|line|plan|service|card|adapter|ssds?|drives?|hdds?)(?![a-z])/i;
/** `、書き込み`, ` reads, `: the next member of a list, naming operations and nothing else (no figure, no word of measuring or contrast). */
const LISTED_OPERATION = /^[^\d。;]{0,24}$/;
const LIST_SEPARATOR = /[、,/・]/;
const MEASURED = /実測|実際|測定|計測|結果|だが|けど|けれど|しかし|一方|対して|measured|actual|got|saw|reached|achieved|recorded|but|however|while|whereas/i;
/** `1.5Gb/sと互換`, `compatible with`: the interface speeds a device works with, not results. */
const COMPATIBLE_AFTER = /^\s*(?:と|に|and)?\s*(?:の)?(?:互換|下位互換|backward[s]?\s+compatible|compatible)/i;

/**
 * Values one sentence states as results, each with the operation, access, protocol and tool named before it (a later
 * `SMBは` replaces an earlier `NFSが`; a value in brackets shares the subject of the one before it). Nominal, limit,
 * setting, interface and condition values, comparisons and times that are not how long something took are left out.
 */
export function readSentence(sentence: string, state: ProseState, refused?: SentenceRefusal[]): ValueReading[] {
  const { text, rewrites } = latinUnits(operationsBeforeFigures(sentence));
  const qs = quantitiesOf(text);
  const whole = isEstimate(text) ? "an estimate" : statesRequirement(text) ? "a requirement" : null;
  if (whole) {
    if (refused) for (const q of qs) if (REFUSABLE.has(q.kind)) refused.push({ value: q.value, unit: q.unit, reason: `the sentence states ${whole}` });
    return [];
  }
  const out: ValueReading[] = [];
  if (RUNS_AVERAGED.test(text)) state.runsAveraged = true;
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
  const shares = sharedPredicates(text, qs);
  // `…×8＝63.57…Mbps`: what an equation of numbers gives, with or without a unit the grammar reads (not `Q=32`, a setting)
  const computed = [...allMatches(text, /[\d)）]\s*[=≒]\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  const rejected = qs.map(() => false);
  const nominal = qs.map(() => false);
  let consumed = 0;
  let resultAt = false;
  let mixedSides = false;
  const nominalEnd = nominalLabelEnd(text);
  const raidLevels = new Set([...allMatches(text, RAID_LEVELS)].map((m) => conditionsFromText(m[0]).raid).filter((r) => r !== undefined));
  const onlyRaid = raidLevels.size === 1 ? [...raidLevels][0] : undefined;
  qs.forEach((q, i) => {
    let timedCase: string | null = null;
    // what a figure of a rate or a time that is no result was, for the rejects (sizes, counts and shares are no candidates)
    const refuse = (reason: string) => {
      if (refused && REFUSABLE.has(q.kind)) refused.push({ value: q.value, unit: q.unit, reason });
    };
    // words an English value took after it (`… in sequential reads`) are not the next value's
    const segment = text.slice(prevEnd + consumed, q.index);
    consumed = 0;
    const sofar = text.slice(0, q.index);
    prevEnd = q.end;
    // a line's direction (`上り15.7Gbit/s`) is no operation word of its own: it reads or writes only until decided
    const ops = opsOf(withoutLineDirections(segment));
    const direction = ops.length ? null : (directionIn(lastClause(segment)) ?? directionIn(segment));
    if (ops.length || direction) state.directional = !ops.length;
    if (ops.length) state.ops = ops;
    else if (direction) {
      state.ops = ["transfer"];
      state.lineDirection = direction;
    }
    state.access = accessIn(lastClause(segment)) ?? accessIn(segment) ?? state.access;
    const p = subjects(segment, protocolsIn);
    if (p.length) protocols = p;
    const t = subjects(segment, commandsIn);
    // `…, and the rsync copy managed 22 MB/s`: a new English clause has a subject of its own, named or not
    if (t.length) tools = t;
    else if (!KANA.test(segment) && /,\s*(?:and|but|while|whereas)\s|;/.test(segment)) tools = [];
    const transport = transportsIn(segment).pop() ?? TRANSPORT_AFTER.exec(text.slice(q.end))?.[1]?.toUpperCase();
    if (transport) conditions.transport = state.transport = transport;
    else if (state.transport && q.kind === "throughput" && inBits(q.unit)) conditions.transport = state.transport;
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
    // `東京が81.9Mbps、名古屋が68.6Mbps`, `次いでマレーシア(同523.44メガビット)`: in a sentence of several figures, the name each is said of
    const subject = qs.length > 1 ? subjectBefore(segment) : null;
    if (subject) conditions.subject = subject;
    // `…UQmobileが8.2Mbps、楽天モバイル7.4Mbps`: a figure after another network's name is not the earlier subject's
    else if (carriersIn(segment).length) delete conditions.subject;
    // `the 4k mixed test gives 335 MB/s`, `… write at 1m`: bare block sizes of English prose on a disk test (bytes per second or IOPS)
    if (!KANA.test(text) && (q.kind === "iops" || (q.kind === "throughput" && !inBits(q.unit)))) {
      const block = proseBlockSizeAfter(text.slice(q.end)) ?? proseBlockSize(segment);
      if (block) conditions.block_size_bytes = block;
    }
    // `USB-C接続が…読み込み速度が197MB/s`, `USB-A3.0ハブ接続では`: the connection a value was measured through names its case
    const connection = [...allMatches(segment, CONNECTION)].pop()?.[1];
    if (connection) conditions.config = connection.replace(/\s+/g, "");
    // `Cubic で 10.80 Mbps、BBR で 281.54 Mbps`, `単線では帯域幅が9.38Gbps`: the case the figure's own clause marks is its
    // subject (the figures after it in the sentence share it until another is marked)
    // (its subject: a heading's setting or the paragraph's topic stays the config, the nearer name is said beside it)
    const marked = KANA.test(text) ? figureCase(segment) : null;
    if (marked && !connection) conditions.subject = marked;
    // `TCP 3.2 Gbit/s vs 本家 1.1 Gbit/s`, `0.074 vs 0.099 ms`: the other side of a Japanese comparison is of the name written
    // before it, not of the first side's (English side-by-side figures, `15Gbps vs. 8Gbps`, stay as they were read)
    const side = KANA.test(text) ? comparedSide(segment, i > 0 && qs[i - 1]?.kind === q.kind) : null;
    if (side?.name) conditions.subject = side.name;
    const drive = storageTopic(segment);
    if (drive) conditions.storage = drive;
    const raid = conditionsFromText(segment).raid;
    if (raid) conditions.raid = raid;
    // `570 MB/sec write speed, which is pretty decent for four drives in RAID 0 configuration`: the one level a sentence
    // names after its values is theirs too
    else if (conditions.raid === undefined && onlyRaid) conditions.raid = onlyRaid;
    const next = qs[i + 1];
    const after = text.slice(q.end);
    // `857.5MB/秒のRAID 5`: the RAID level named right after the value is its own
    const raidAfter = RAID_AFTER.exec(after)?.[1];
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
    const bracketed = i > 0 && /^\s*[(（]\s*(?:[〜~約]|about|approx\.?|approximately|roughly|ca\.)?\s*$/i.test(segment);
    const prev = qs[i - 1];
    // `939 Mbit/s (117 MB/s)`, `2.29Mbps(285.67KB/sec)`: a figure in brackets after a result is that result in another unit as
    // the tool printed it, read again with the same descriptors; after a figure that is no result it is none either, and
    // after a rounded one (`~28 Gbps (3.5 GB/s)`, `2.5Mbps (約 320KB/s)`) it is the writer's conversion, not a second reading
    const sameValue = sameFigure(prev, q);
    const primary = bracketed && sameValue && prev && !rejected[i - 1] ? [...out].reverse().find((r) => r.value === prev.value) : undefined;
    const converted = !!primary && (primary.approximate || isApproximate(segment, ""));
    const restated = bracketed && prev && (rejected[i - 1] || converted);
    // a value worked out by a calculation, and any restatement of it later in the sentence (`＝63.57…Mbps となり、…約63.57Mbpsです`)
    const restatesComputed = computed.some((c) => Math.abs(c - q.value) <= 0.005 * Math.abs(q.value));
    // `ESP=nullで10.13Gbps`: a sign inside the name a case marker marks is part of a setting's name, not an equation
    let equation = (EQUATION_BEFORE.test(segment) && !labelEquals(segment) && !(marked && /[=<>]/.test(marked))) || EQUATION_AFTER.test(afterNext) || DIVIDED_AFTER.test(afterNext) || FROM_VALUE.test(clause) || /^\s*から/.test(afterNext) || (!!next && listedBeforeFrom(afterNext, text.slice(next.end)));
    // `PC → NAS: 110 MB/s`: an arrow between two named ends before a sentence's first figure is a path, not a change
    const pathBefore = i === 0 && PATH_END_BEFORE.test(segment);
    if (equation && pathBefore) equation = false;
    // `1,081 → 1,296 MiB/s`, `210mb/s ->> 70mb/s`: an arrow from a figure of the same kind (not the same value in another unit) is a change
    const changed = arrowChange(segment, !!prev && prev.kind === q.kind && !sameValue);
    if (equation && changed && !EQUATION_AFTER.test(afterNext) && !DIVIDED_AFTER.test(afterNext)) equation = false;
    // `3,330s → 1,887s`: the level a change started from, unless the arrow's far side is worked out in turn (`A → B × 2`)
    const nextSame = sameFigure(next, q);
    if (equation && changesTo(afterNext, !!next && next.kind === q.kind && !nextSame) && !EQUATION_BEFORE.test(segment) && !FROM_VALUE.test(clause)) equation = false;
    if (equation) computed.push(q.value);
    rejected[i] = true;
    // `3.54〜17.9Gbit/s`, `80-140 MB/s`: a range is no one measured value
    // (`rose from 940 Mbps to 985 Mbps` is a change, not a range: the second figure is the result)
    const rangeWith = (other: typeof q | undefined, between: string, before: string) => other?.kind === q.kind && RANGE_BETWEEN.test(between) && !FROM_BEFORE.test(before);
    const jaRange = !!prev && prev.kind === q.kind && FROM_JA_BETWEEN.test(segment) && !BECAME_AFTER.test(afterNext);
    // `between 40Mbps and 60Mbps`: both ends of a range `between` opens
    const opensBetween = !!next && next.kind === q.kind && BETWEEN_OPENS.test(segment) && BETWEEN_JOINS.test(afterNext);
    const closesBetween = !!prev && prev.kind === q.kind && BETWEEN_JOINS.test(segment) && BETWEEN_OPENS.test(text.slice(0, prev.index));
    if (jaRange || opensBetween || closesBetween || RANGE_BEFORE.test(segment) || RANGE_AFTER.test(after) || rangeWith(next, afterNext, segment) || rangeWith(prev, segment, text.slice(0, prev?.index ?? 0))) return refuse("a range, not one measured value");
    if (endsRateList(segment, q)) {
      nominal[i] = true;
      return refuse("the last of a list of rising link rates: speeds supported, not measured");
    }
    // `5 Gbps, which is 625 MB/s`, `SATA 3Gb/s、1.5Gb/sと互換`: a restatement or list member of a nominal figure is nominal too
    const listedOperation = LISTED_OPERATION.test(segment) && LIST_SEPARATOR.test(segment) && operationsListed(segment.split(LIST_SEPARATOR).pop() ?? "").length <= 1 && operationsListed(segment).length > 0 && !MEASURED.test(segment);
    // `Up to 4804 Mbps on 5 GHz and 1148 Mbps on 2.4 GHz`: a figure listed after a nominal one of its kind shares its predicate
    const listTail = !!prev && prev.kind === q.kind && LIST_TAIL.test(segment) && !MEASURED.test(segment);
    if (prev && nominal[i - 1] && (RESTATES.test(segment) || LISTED.test(segment) || listedOperation || listTail || continuesRatingList(segment))) {
      nominal[i] = true;
      return refuse("listed with or restating a nominal figure");
    }
    const maxOfRun = measuredMaximum(clause, text);
    // `58MB/s against 36.6 MB/s`, `15Gbps vs. 8Gbps`: results set side by side, neither a difference nor a rate a test ran at
    const sideBySide = (!!next && next.kind === q.kind && VERSUS.test(afterNext)) || (!!prev && prev.kind === q.kind && VERSUS.test(segment));
    const ownClause = sideBySide ? clause.replace(/(?<![a-z])at\s*$/i, "") : clause;
    if (COMPATIBLE_AFTER.test(afterNext) || LIMIT_APPOSITION.test(afterNext) || namesNonResult(maxOfRun ?? ownClause, resultAt) || bracketedLimit(segment) || q.index < nominalEnd) {
      nominal[i] = true;
      return refuse("a nominal, rated, interface or limit figure");
    }
    const aside =
      ASKED_AFTER.test(afterNext) ? "asked about, not measured"
      : restated ? (rejected[i - 1] ? "restates a figure that is no result" : "")
      : equation || restatesComputed ? "worked out from other figures"
      : shares[i] ? "a share or difference of other figures"
      : isCondition[i] ? "the rate or time the next figure was measured at"
      : quoted(text, q.index, q.end) ? "quoted, not stated"
      : sentenceReject(after, afterNext, clause, segment, text) ?? (!(q.kind === "duration" && isTakenTime("", afterNext)) && statesSpecAfter(after, text.slice(qs[qs.length - 1]?.end ?? 0)) ? "a figure of a specification" : null);
    // a figure in brackets restating a result is that result in another unit: it is kept there, not refused
    if (aside !== null) return aside ? refuse(aside) : undefined;
    // `M6 のほうが速い（0.074 vs 0.099 ms）`: the other side of a comparison with no name of its own is not the first side's
    if (side && !side.name) return refuse("the other side of a comparison, whose subject the sentence does not name");
    const pairs = slashPairs(segment, q, sofar);
    if (pairs && !pairs.length) return refuse("a slash list whose figures and names do not pair");
    let metric: Metric;
    if (q.kind === "throughput" || q.kind === "iops") {
      // a list's earlier figures share what follows its last one (`…や 2.5Gビット/秒でもリンクできる`)
      let last = i;
      while (qs[last + 1] && qs[last + 1]?.kind === q.kind && COORDINATED.test(text.slice(qs[last]?.end ?? 0, qs[last + 1]?.index ?? 0))) last++;
      const listAfter = last > i ? text.slice(qs[last]?.end ?? 0) : null;
      if (listAfter !== null && (isSetting(listAfter) || isBound(listAfter))) return refuse("listed with a setting or a bound");
      if (isSetting(after) || namesLinkRate(segment, after)) return refuse("a setting or a link's rate");
      if (isComparison(afterNext, sideBySide ? "" : clause)) return refuse("a comparison, not a measured value");
      metric = q.kind;
    } else if (q.kind === "cpu_utilisation") {
      // a load the test imposed (`CPU Load 100%`, `CPU負荷 50%の状態で`) is a condition of the rows, not a reading
      if (!namesCpuLast(sofar) || isComparison(afterNext, clause) || conditionsFromText(text.slice(0, q.end)).cpu_load_pct === q.value) return;
      metric = "cpu_utilisation";
    } else if (q.kind === "duration") {
      // `2010-03-10 00:00`: a time of day after a date stamps the post; no time of zero was measured; `1"54 秒` is one time
      // of minutes and seconds, which the line reader reads whole (its `54 秒` alone is no figure)
      if (q.value === 0 || DATE_BEFORE.test(segment) || /\d\s*"\s*$/.test(segment)) return;
      const small = /^(ms|msec|msecs|us|μs|usec|ns)$/.test(q.unit);
      // `p99は9.26 ms`: only per-request times have percentiles
      if (small && (namesLatency(sofar) || state.latency === true || percentileOf(clause) !== null || out.some((o) => o.metric === "latency"))) metric = "latency";
      // a time no word makes a latency or a time taken is no candidate (intervals, settings, times of day): no reject
      // …unless a sentence said a time was measured and the figure's label names that time (`time(ms) = 4448`)
      else if ((small && !(state.timed && labelsTime(segment))) || /^\s*間/.test(afterNext)) return;
      else {
        const pairedAfter = /^\s*[(（]\s*$/.test(afterNext) && next && next.kind === "throughput";
        const pairedBefore = /^\s*[(（]\s*$/.test(segment) && i > 0 && qs[i - 1]?.kind === "throughput";
        const timedSeconds = (state.timed || namesTimeTopic(sofar)) && (/^(?:s|sec|secs|seconds?|秒)$/.test(q.unit) || (small && labelsTime(segment))) && !isComparison(afterNext, clause);
        // quotes that only set the value off (`までに「10分34秒」かかりました`) do not part it from its verb
        const taken = isTakenTime(clause.replace(/[「“]\s*$/, ""), afterNext.replace(/^\s*[」”]/, ""));
        // `ランダムデータ書き込み: 7秒`, `Copy: 45 s`: a line's label naming an operation times that operation
        const labelled = /[:：]\s*$/.test(segment) && operationsListed(segment).some((o) => o !== "transfer");
        if (!pairedAfter && !pairedBefore && !timedSeconds && !taken && !labelled) return;
        // `USB1.1対応のものが17分34秒。` under a sentence that said a time was measured: the clause's subject is the case timed
        if (timedSeconds && !taken) timedCase = timedSubject(clause);
        // `restoring it at 1 Gbps takes about 22 hours`: a time worked out from a rate the sentence supposes
        if (RATE_SUPPOSED.test(text) && /(?:would|will|could|should)\s+take|takes?\s*(?:about|around|roughly|approximately|~)?\s*$/i.test(clause)) return refuse("a time worked out from a rate the sentence supposes");
        metric = "duration";
      }
    } else return;
    rejected[i] = false;
    if (timedCase) conditions.config = timedCase;
    if (saysResultAt(clause)) resultAt = true;
    // English names the operation after the value too (`3,480 MB/s in sequential reads`, `~7% during write`)
    const afterClause = afterNext.split(/[,;]|\s(?:and|while|but|whereas)\s/)[0] ?? "";
    // `the mixed test gives 335 MB/s read`: a clause naming a mixed workload leaves each value the side named after it
    const clauseOps = operationsListed(clause);
    const english = !KANA.test(text) && (!clauseOps.length || clauseOps.every((o) => o === "read_write"));
    // `268MB/s sequential read and write`: one figure for both operations named after it
    const forBoth = english ? FOR_BOTH_AFTER.exec(afterNext)?.[0] : undefined;
    const bothAfter = english ? (bothOperationsAfter(afterNext) ?? (forBoth && operationsListed(forBoth).length === 2 ? forBoth : undefined)) : undefined;
    const jaMatch = english ? null : JA_OP_AFTER.exec(afterNext);
    const jaAfter = jaMatch?.[1];
    const ownOp = bothAfter ?? (english && EN_OP_AFTER.test(afterClause) ? afterClause : undefined) ?? (jaAfter && operationsListed(jaAfter).length === 1 && !operationsListed(jaAfter).includes("transfer") ? jaAfter : undefined);
    if (ownOp && ownOp === jaAfter) consumed = Math.min(jaMatch?.[0].length ?? 0, Math.max(0, (next?.index ?? text.length) - q.end));
    else if (ownOp && operationsListed(ownOp).length) consumed = Math.min(Math.max(ownOp.length, afterClause.length), Math.max(0, (next?.index ?? text.length) - q.end));
    const statistic = STATISTIC.find(([re]) => re.test(clause))?.[1] ?? (maxOfRun !== null ? "maximum" : undefined);
    if (statistic) conditions.test = statistic;
    else delete conditions.test;
    if (statistic && !run) delete conditions.run;
    const valueOps = ownOp ? operationsListed(ownOp) : [];
    // the side named after a value of a mixed test carries on, as an operation word before the next value would
    if (clauseOps.length && english) mixedSides = true;
    if (mixedSides && valueOps.length) state.ops = valueOps.slice(0, bothAfter ? 2 : 1);
    const unit = writtenUnit(q.unit, q.index, q.end, rewrites);
    const asWritten = writtenNumber(q.index, q.end, rewrites);
    const reading: ValueReading = {
      metric, value: q.value, unit, valueSi: metric === "latency" ? q.valueSi : q.valueSi,
      siUnit: metric === "throughput" ? "B/s" : metric === "iops" ? "IOPS" : metric === "cpu_utilisation" ? "%" : "s",
      note: asWritten ? `written ${asWritten}` : q.note, ops: valueOps.length ? valueOps.slice(0, bothAfter ? 2 : 1) : [...state.ops], access: metric === "cpu_utilisation" ? null : ((english && !accessIn(clause) ? accessIn(afterClause) : null) ?? (ownOp === jaAfter && jaAfter ? accessIn(jaAfter) : null) ?? state.access),
      directional: !valueOps.length && state.directional === true, lineDirection: !valueOps.length && state.directional === true ? state.lineDirection : undefined, rateWord: !valueOps.length && !state.ops.length && namesRateTerm(sofar), protocols: [...protocols], tools: [...tools], approximate: isApproximate(segment, afterNext), conditions: raidAfter ? { ...conditions, raid: conditionsFromText(raidAfter).raid ?? raidAfter } : { ...conditions }, before: segment, upTo: sofar, ownOps: ops.length > 0 || valueOps.length > 0, ofRuns: statistic === "average" && (RUNS.test(sofar + clauseAfter(after)) || state.runsAveraged === true),
    };
    // `10.98MbpsのOCN モバイル ONEだ`: the network a figure is `の` of, named right after it
    const carrier = carrierAfter(after);
    if (carrier) reading.conditions.network = carrier;
    // each number of a slash list takes its own operation, in the unit written once after the last
    const scale = q.valueSi !== null && q.value !== 0 ? q.valueSi / q.value : null;
    // `BW: 2690MiB/s / 1770MiB/s` after `Read/Write IOPS: …`: figures joined by slashes take, in order, the operations the
    // line last joined by slashes, when they are as many (a figure naming its own operation keeps it)
    const chain = slashChain(text, qs, i);
    const sides = chain && !pairs && !valueOps.length ? (slashSides(text.slice(0, qs[chain.start]?.index ?? 0)) ?? state.sides) : null;
    if (chain && sides && sides.length === chain.length) Object.assign(reading, { ops: [sides[chain.at]], ownOps: true });
    if (primary) reading.restates = primary;
    if (pairs) appendAll(out, pairs.map((p) => ({ ...reading, value: p.value, valueSi: scale === null ? null : p.value * scale, ops: p.op ? [p.op] : reading.ops, conditions: { ...reading.conditions, ...(p.case ? { config: p.case } : {}), ...(p.run ? { run: p.run } : {}) } })));
    else out.push(reading);
  });
  const sides = slashSides(text);
  if (sides) state.sides = sides;
  shareListOperations(out);
  if (out.some((r) => r.metric === "latency")) state.latency = true;
  return out;
}
