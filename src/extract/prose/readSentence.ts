import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import { latinUnits, writtenUnit } from "../../ja/japaneseUnits.ts";
import { accessIn, protocolsIn, toolsIn } from "../../normalise/lexicon.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { conditionsFromText } from "../conditions.ts";
import {
  isApproximate, isBound, isEstimate, isComparison, isConditionValue, isSetting, isTakenTime, namesBoth, namesCpu, namesLatency,
  namesNonResult, operationsListed, statesSpec,
} from "./proseTerms.ts";

/** What the running text has named so far: the operation and access carry over sentences of a block. */
export interface ProseState {
  ops: Operation[];
  access: Access | null;
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
const COMPOUND = /(\d+)\s*分\s*(\d+(?:\.\d+)?)\s*秒|(\d+)\s*min(?:utes?|s)?\s*(\d+(?:\.\d+)?)\s*s(?:ec(?:onds?|s)?)?(?![a-z])|(?<![\d:])(\d+):(\d{2}):(\d{2})(?![\d:])/gi;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, single: 1 };
const STREAMS = /(?:(\d+)\s*本|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)\s+(?:parallel\s+)?(?:(?:TCP|UDP)\s+)?(?:streams?|connections?)|-P\s*(\d+))/i;
const TRANSPORT = /(?<![A-Za-z])(TCP|UDP)(?![A-Za-z])/g;
const EN_OP_AFTER = /^\s*(?:during|for|on|in|when|while)\s+(?:the\s+)?([a-z/-]+)/i;
const LINK = /リンク|link|回線|ネットワーク|network/i;
const KANA = /[\u3040-\u30ff]/;
/** A command written in lower case as the subject in Japanese text (`scpが`, `rsyncは`, `ascpで`). */
const COMMAND_SUBJECT = /(?<![A-Za-z0-9_.\/-])([a-z][a-z0-9+]{1,15})\s*(?:が|は|で|の|を使)/g;

function quantitiesOf(text: string): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(COMPOUND)) {
    const s = m[1] !== undefined ? Number(m[1]) * 60 + Number(m[2]) : m[3] !== undefined ? Number(m[3]) * 60 + Number(m[4]) : Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7]);
    found.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "duration", value: s, unit: "s", valueSi: s, note: `written ${m[0]}` });
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

function opsOf(segment: string): Operation[] {
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
  if (isEstimate(text)) return [];
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
  qs.forEach((q, i) => {
    const segment = text.slice(prevEnd, q.index);
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
    const transport = [...segment.matchAll(TRANSPORT)].pop()?.[1];
    if (transport) conditions.transport = transport;
    const streams = streamsIn(segment);
    if (streams) conditions.streams = streams;

    const raid = conditionsFromText(segment).raid;
    if (raid) conditions.raid = raid;
    const next = qs[i + 1];
    const after = text.slice(q.end);
    // `857.5MB/秒のRAID 5`: the RAID level named right after the value is its own
    const raidAfter = /^\s*の\s*((?:H\/W|S\/W|ハードウェア|ソフトウェア)?\s*RAID\s*-?\s*\d{1,2})/i.exec(after)?.[1];
    // a link speed the next value was measured at (`リンク速度が10Gビット/秒時では`) is its network
    if (isCondition[i] && q.kind === "throughput" && LINK.test(sofar)) conditions.network = `${q.value}${writtenUnit(q.unit, q.index, q.end, rewrites)}`;
    const afterNext = text.slice(q.end, next?.index ?? text.length);
    const clause = lastClause(segment);
    if (isCondition[i] || quoted(text, q.index) || isBound(afterNext) || namesNonResult(clause) || statesSpecAfter(after, text.slice(qs[qs.length - 1]?.end ?? 0))) return;
    let metric: Metric;
    if (q.kind === "throughput" || q.kind === "iops") {
      if (isSetting(after)) return;
      metric = q.kind;
    } else if (q.kind === "cpu_utilisation") {
      // a load the test imposed (`CPU Load 100%`, `CPU負荷 50%の状態で`) is a condition of the rows, not a reading
      if (!namesCpu(sofar) || isComparison(afterNext) || conditionsFromText(text.slice(0, q.end)).cpu_load_pct === q.value) return;
      metric = "cpu_utilisation";
    } else if (q.kind === "duration") {
      const small = /^(ms|msec|msecs|us|μs|usec|ns)$/.test(q.unit);
      if (small && namesLatency(sofar)) metric = "latency";
      else if (small || /^\s*間/.test(afterNext)) return;
      else {
        const pairedAfter = /^\s*[(（]\s*$/.test(afterNext) && next && next.kind === "throughput";
        const pairedBefore = /^\s*[(（]\s*$/.test(segment) && i > 0 && qs[i - 1]?.kind === "throughput";
        if (!pairedAfter && !pairedBefore && !isTakenTime(clause, afterNext)) return;
        metric = "duration";
      }
    } else return;
    const ownOp = !KANA.test(text) ? EN_OP_AFTER.exec(afterNext)?.[1] : undefined;
    const valueOps = ownOp ? operationsListed(ownOp) : [];
    const unit = writtenUnit(q.unit, q.index, q.end, rewrites);
    out.push({
      metric, value: q.value, unit, valueSi: metric === "latency" ? q.valueSi : q.valueSi,
      siUnit: metric === "throughput" ? "B/s" : metric === "iops" ? "IOPS" : metric === "cpu_utilisation" ? "%" : "s",
      note: q.note, ops: valueOps.length ? valueOps : [...state.ops], access: metric === "cpu_utilisation" ? null : state.access,
      protocols: [...protocols], tools: [...tools], approximate: isApproximate(segment, afterNext), conditions: raidAfter ? { ...conditions, raid: conditionsFromText(raidAfter).raid ?? raidAfter } : { ...conditions }, before: segment,
    });
  });
  return out;
}
