import { baseForms } from "../../ja/tokenizer.ts";
import { formsMayNameOperation, lexicon, lineDirectionsIn, operationsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { memoText } from "../../normalise/memo.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { escapeRegExp as esc } from "../../normalise/escapeRegExp.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const P = lexicon.prose;
const BEFORE = new RegExp(`(?:${P.approximate_before.map(esc).join("|")})\\s*$`, "i");
const AFTER = new RegExp(`^\\s*(?:${P.approximate_after.map(esc).join("|")})`, "i");
const BOUND = new RegExp(`^\\s*(?:${P.bound_after.map(esc).join("|")})`, "i");

/** `約2.5Gbps`, `40Mb/Sec 程度`: the value is approximate. */
export function isApproximate(before: string, after: string): boolean {
  return BEFORE.test(before) || AFTER.test(after);
}

const HYPOTHETICAL = new RegExp(`^\\s*(?:${P.hypothetical_after.map(esc).join("|")})`, "i");
/** `100MB/s出れば十分`, `1.1GB/s出るはず`, `200MB/sが必要`: a value wished for, required or expected, not measured. */
export function isHypothetical(after: string): boolean {
  return HYPOTHETICAL.test(after);
}

/** `5Gbps以下`, `10% 以上`, `19MBほどで頭打ち`: a bound or a ceiling, not a measured value. */
export function isBound(after: string): boolean {
  return BOUND.test(after) || BOUND.test(after.replace(APPROX_AFTER, ""));
}

/** The rest of the sentence states a specification (`…の帯域を持つ`, `…で動作する`), not a result. */
export function statesSpec(after: string): boolean {
  const forms = new Set(baseForms(after.slice(0, 80)));
  return P.spec_verbs.some((v) => forms.has(v));
}

/** Operations named in a text, inflected verbs included (`書き込んだ` → write), through kuromoji's base forms. */
export function proseOperations(text: string): Operation[] {
  const direct = operationsIn(text);
  if (direct.length) return direct;
  return operationsOfForms(text);
}

/** Operations the text's base forms name (inflected verbs), tokenizing only a text whose forms may name one. */
const operationsOfForms = (text: string): Operation[] => (formsMayNameOperation(text) ? operationsIn(baseForms(text).join(" ")) : []);

/** `下り`, `上り` named in a clause: a line's direction (the last named), whose figures are transfers. */
export function directionIn(text: string): "download" | "upload" | null {
  const found = lineDirectionsIn(text);
  return found.length === 1 ? found[0]! : null;
}

/** The tuning named last before a position (`デフォルトパラメータ` → default, `ジャンボフレーム` → jumbo frames). */
export function tuningIn(text: string): string | null {
  const t = normaliseText(text).toLowerCase();
  let best: { name: string; at: number } | null = null;
  for (const [name, terms] of Object.entries(P.tuning)) {
    for (const term of terms) {
      const at = t.lastIndexOf(term.toLowerCase());
      if (at >= 0 && (!best || at > best.at)) best = { name, at };
    }
  }
  return best?.name ?? null;
}

export function isSummaryHeading(text: string): boolean {
  const t = normaliseText(text).toLowerCase().replace(/^[\s■□◆◇●○・※#\d.]+/, "");
  return P.summary_headings.some((h) => t.startsWith(h));
}

/** `例題`, `計算例`, `worked example`, `…の目安`: a section that works an exercise; its figures are made up, not measured. */
export function isHypotheticalHeading(text: string): boolean {
  const t = normaliseText(text).toLowerCase().replace(/^[\s■□◆◇●○・※#\d.]+/, "");
  // `数百GBのコピー時間の目安`: a section that gives a rough guide works its figures out
  return P.hypothetical_headings.some((h) => t.startsWith(h)) || P.hypothetical_heading_ends.some((h) => t.endsWith(h));
}

export const fileWords = P.file_words;

/** A list of terms as one alternation, longest first; Latin terms only as whole words. */
function alternation(terms: string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => (/^[a-z]/i.test(t) ? `(?<![a-z])${esc(t)}(?![a-z])` : esc(t)))
    .join("|");
}
/** One English word for a read or a write, from the lexicon (`reads`, `writing`, `upload`, `wrote`), as an alternation. */
export const READ_OR_WRITE = alternation(
  [...(lexicon.operation.read ?? []), ...(lexicon.operation.write ?? []), ...(P.operation_forms.read ?? []), ...(P.operation_forms.write ?? [])].filter((t) => /^[a-z]{2,}$/i.test(t)),
);
const NOMINAL = new RegExp(`(?:${alternation(P.nominal_before)})`, "i");
const NOMINAL_LABEL = new RegExp(`(?:${alternation([...P.nominal_labels, ...P.nominal_before])})`, "i");
const LABEL = /^\s*[・•●◆◇■□*-]?\s*([^:：。、,]{1,30}?)\s*[:：]/;
const NEXT_LABEL = /[、,;]\s*[^\s:：、,;\d][^:：、,;]{0,29}[:：]/;

/**
 * Where the values of a `label: values` line stop being nominal, when the label names a link rate, supported speeds or
 * another nominal figure (`内蔵PHY: 10GbE / 1GbE / 100Mb/s`, `Link speed: 1 Gb/s`): at the next label, else the end; 0 otherwise.
 */
export function nominalLabelEnd(line: string): number {
  const m = LABEL.exec(line);
  if (!m?.[1] || !NOMINAL_LABEL.test(m[1])) return 0;
  const rest = line.slice(m[0].length);
  const next = NEXT_LABEL.exec(rest);
  return m[0].length + (next ? next.index : rest.length);
}
const BOUND_BEFORE = new RegExp(`(?:${alternation(P.bound_before)})\\s*(?:${alternation(P.approximate_before)})?\\s*$`, "i");
/** `≥ 10 MB/s`, `in excess of 200 MB/s`, `below 5 ms`: the clause before a figure makes it a bound. */
export const isBoundBefore = (clause: string): boolean => BOUND_BEFORE.test(clause);
const SETTING = new RegExp(`^\\s*[)）]?\\s*(?:${alternation(P.setting_after)})`, "i");
const CONDITION = new RegExp(`^\\s*(?:${alternation(P.condition_after)})`, "i");
/** `SATA 3Gb/s(`, `PCIe 3.0 x4 `, and `100BASE-Tの`: a figure that belongs to the interface named right before it. */
const INTERFACE = new RegExp(`(?:${alternation(P.interface_words)})[\\s\\d.x×/()（IVXGen-]*(?:[a-z]{1,2}\\s*なら|の)?\\s*$`, "i");
/** `社内 LAN（100Mbps）`, `Gigabit Ethernet (1 Gbps)`: a rate in brackets right after a link names the link's nominal speed. */
const LINK_BRACKET = new RegExp(`(?:${alternation(["LAN", "WAN", "回線", "link", "リンク", "Ethernet", "イーサネット", "GbE", "ネットワーク", "network"])})\\s*[(（]\\s*$`, "i");
const COMPARISON = new RegExp(`^\\s*(?:${alternation(P.comparison_after)})`, "i");
const CPU = new RegExp(`(?:${alternation(P.cpu_words)})`, "i");
const LATENCY = new RegExp(`(?:${alternation(P.latency_words)})`, "i");
const AT = new RegExp(`(?:${alternation(P.result_verbs_at)})\\s+(?:at\\s+)?(?:${alternation(P.approximate_before)})?\\s*$`, "i");
/** `かかった`, `で完了`, and `でデータ移行が完了`: the time until the work named after it was done. */
const DURATION_AFTER = new RegExp(`^\\s*(?:${alternation(P.duration_after)}|で[^、。,\\d]{1,12}?(?:が|を)?(?:完了|終了|終わ))`, "i");
/** `took just 6 seconds`, `took only 40 s`: `just` and `only` stress how short the time was; they do not make it approximate. */
const DURATION_BEFORE = new RegExp(`(?:${alternation(P.duration_before)})\\s*(?:(?:us|me|them|him|her|it|you)\\s+)?(?:は|が|:|=|was|is|of)?\\s*(?:(?:just|only|merely|a mere)\\s+)?(?:${alternation(P.approximate_before)})?\\s*$`, "i");
const ESTIMATE = new RegExp(`(?:${alternation(P.estimate_words)})`, "i");
/** A sentence that works out what should be possible (`見積もりの目安として`, `we estimated`): no value in it is measured. */
export const isEstimate = (sentence: string): boolean => ESTIMATE.test(sentence);
const BOTH = new RegExp(`(?:${alternation(P.both_words)})`, "i");
/** A rate then `で…送った`: the rate the sender was told to use (`100Mbpsで10秒間送った`). */
const SENT_AT = /^\s*で[^、。,]{0,14}?(?:送|流|走ら|send)/;

/**
 * The clause before a value says it is not a measured result: a nominal, theoretical, limit, target or default figure
 * (`公称`, `理論値（例えば`, `上限は`, `up to`), a bound (`below`), an interface's rate (`SATA 6Gbps`, `PCIe 3.0 x4 (`),
 * or a rate the test was run at (`at 10 Gbps`, unless a result verb says it peaked or averaged there).
 */
export function namesNonResult(clauseBefore: string, resultAtBefore = false): boolean {
  if (namesNominal(clauseBefore) || isGenericSpeed(clauseBefore)) return true;
  // `copied at 78.1 MB/s and a single 568 MB file at 83.4 MB/s`: a later `at` shares the verb of the sentence's earlier result
  return /(?<![a-z])at\s*$/i.test(clauseBefore) && !AT.test(clauseBefore) && !SUPERLATIVE_AT.test(clauseBefore) && !operationsListed(clauseBefore).length && !(resultAtBefore && /^\s*and\s/i.test(clauseBefore));
}

/** Words before a figure that make it a rating, a bound, an interface's or a link's speed (`up to`, `最大`, `SATA 3Gb/s`, `LAN（`). */
export function namesNominal(clauseBefore: string): boolean {
  return NOMINAL.test(clauseBefore) || BOUND_BEFORE.test(clauseBefore) || INTERFACE.test(clauseBefore) || LINK_BRACKET.test(clauseBefore);
}

/** `throughput often reaches about`, `SATA SSDs typically clock around`: what a kind of device usually does, not a test of one. */
const GENERIC_ADVERB = /(?<![a-z])(?:often|usually|typically|generally|normally|commonly)(?![a-z])/i;
/** `I typically get just 70 Mbits/sec`, `we usually see`: the writer's own habitual result is a result. */
const FIRST_PERSON = /(?<![a-z])(?:i|we|i've|we've|my|our)(?![a-z])/i;
const isGenericSpeed = (clause: string): boolean => GENERIC_ADVERB.test(clause) && !FIRST_PERSON.test(clause);

/** `the highest is host–container at`, `the lowest performing LG N1A1 at`: a case ranked among results, then its figure. */
const SUPERLATIVE_AT = /(?<![a-z])(?:highest|fastest|best|lowest|slowest|worst|quickest)(?:\s+(?:is|was|were|are|performing|one))?\s+[^,;.\d]{0,40}?(?<![a-z])at\s*$/i;

/** `copied at`, `peaked at`: a result verb right before `at` and the value. */
export const saysResultAt = (clauseBefore: string): boolean => AT.test(clauseBefore);

/** The words after a value make it a setting or a link (`）とした`, `に固定`, ` LAN`, `のワイヤレート`, `で10秒間送った`). */
export function isSetting(after: string): boolean {
  return SETTING.test(after) || SENT_AT.test(after);
}

/** The value is the condition of what follows (`2.5GbEでは`, `遅延100ms・ロス3%になると`), not a result. */
export function isConditionValue(after: string): boolean {
  return CONDITION.test(after);
}

const COMPARISON_BEFORE = new RegExp(`(?:${alternation(P.comparison_before)})[^、。,]{0,8}$`, "i");
const APPROX_AFTER = new RegExp(`^\\s*(?:${alternation(P.approximate_after)})`, "i");

const CEILING = new RegExp(`^\\s*(?:${alternation(P.ceiling_after)})`, "i");
const EVERY = new RegExp(`(?:${alternation(P.every_words)})`, "i");
/** `どの構成も120MB/秒付近で頭打ち`, `毎秒19MBほどで頭打ちになり、製品による差はほとんどなかった`: one ceiling summarised over every test. */
export function isSharedCeiling(after: string, sentence: string): boolean {
  // `SATA 6Gbpsの製品は…550MB/秒前後で頭打ちになる`: a ceiling stated of an interface is the interface's limit
  return CEILING.test(after.replace(APPROX_AFTER, "")) && (EVERY.test(sentence) || INTERFACE_WORD.test(sentence));
}
const INTERFACE_WORD = new RegExp(`(?:${alternation(P.interface_words)})`, "i");

/** `25%速い`, `20MB/sほど上回った`, `差は10MB/s`, `faster by 5%`: a difference between results, not a result. */
export function isComparison(after: string, clauseBefore = ""): boolean {
  return COMPARISON.test(after.replace(APPROX_AFTER, "")) || COMPARISON_BEFORE.test(clauseBefore);
}

export const namesCpu = (text: string): boolean => CPU.test(text);
const CPU_ALL = new RegExp(CPU.source, "gi");
/** A utilisation of something other than the processor (`network utilisation`, `回線使用率`, `disk usage`). */
const OTHER_UTILISATION = /(?<![a-z])(?:network|link|wire|disk|memory|bandwidth|gpu)\s+(?:utili[sz]ation|usage|load)|(?:ネットワーク|回線|ディスク|メモリ|帯域|GPU)\s*(?:使用率|利用率|負荷)/gi;
const lastAt = (re: RegExp, text: string) => [...allMatches(text, re)].pop()?.index ?? -1;
/** The text before a percentage names the CPU's load last, not another utilisation named after it (`…; network utilisation around 52%`). */
export const namesCpuLast = (text: string): boolean => CPU.test(text) && lastAt(CPU_ALL, text) > lastAt(OTHER_UTILISATION, text);
export const namesLatency = (text: string): boolean => LATENCY.test(text);
/** `1分50秒かかった`, `13秒で終わり`, `took 3 min 12 s`: a time the sentence reports as how long something took. */
export const isTakenTime = (before: string, after: string): boolean =>
  !WOULD_TAKE.test(before) && (DURATION_AFTER.test(after.replace(ASIDE_FIRST, "")) || DURATION_BEFORE.test(before) || (/(?<![a-z])(?:in|within)\s*$/i.test(before) && operationsListed(before).length > 0));
/** `347.93 秒（user 0.19 / sys 0.42）かかりました`: a bracketed aside between a time and its verb. */
const ASIDE_FIRST = /^\s*[(（][^()（）]{0,60}[)）]/;
/** `should take 5 minutes`, `shouldn't take more than…`, `to take`: a time expected or allowed, not one taken. */
const WOULD_TAKE = /(?<![a-z])(?:would|will|should|could|can|may|might|must|to|n't|not|never)\s+(?:only\s+|just\s+|usually\s+)?take\b[^.;]*$/i;
/** `NFS、SMBとも`, `both reads and writes`: the value holds for every term listed. */
export const namesBoth = (text: string): boolean => BOTH.test(text);

// a line's direction words (`下り`, `download`) are the prose reader's directions (directionIn), not operations it lists
const DIRECTION_WORDS = new Set([...lexicon.line_directions.download, ...lexicon.line_directions.upload]);
const OP_TERMS = [...Object.entries(lexicon.operation), ...Object.entries(P.operation_forms)]
  .flatMap(([op, terms]) => (terms ?? []).filter((t) => t.length > 1 && !DIRECTION_WORDS.has(t)).map((t) => ({ op: op as Operation, t: normaliseText(t).toLowerCase() })))
  .sort((a, b) => b.t.length - a.t.length)
  .map((x) => ({ ...x, latin: /^[a-z]/.test(x.t) }));

/** OP_TERMS in a trie: a node's `ends` are the positions in OP_TERMS of the terms spelled by the path to it. */
interface TermNode {
  next: Map<number, TermNode>;
  ends: number[];
}
const OP_TRIE: TermNode = { next: new Map(), ends: [] };
OP_TERMS.forEach(({ t }, i) => {
  let node = OP_TRIE;
  for (let k = 0; k < t.length; k++) {
    const c = t.charCodeAt(k);
    let child = node.next.get(c);
    if (!child) node.next.set(c, (child = { next: new Map(), ends: [] }));
    node = child;
  }
  node.ends.push(i);
});

/**
 * The positions in OP_TERMS of the terms found anywhere in `t`, whole words or not, in OP_TERMS' order: one walk of the
 * text instead of a search of it for each term. Masking a term's place never makes another term appear (no term holds
 * a NUL), so the terms operationsListed can find are among these.
 */
function opTermsIn(t: string): number[] {
  const seen = new Set<number>();
  for (let at = 0; at < t.length; at++) {
    let node = OP_TRIE.next.get(t.charCodeAt(at));
    for (let k = at + 1; node; k++) {
      for (const i of node.ends) seen.add(i);
      if (k >= t.length) break;
      node = node.next.get(t.charCodeAt(k));
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * Each operation a text names, in order and one by one (`リード、ライト` → read, write; `読み書き` → read_write). The
 * same clause is asked about by several readers: the answer is kept (frozen, as it is shared).
 */
export const operationsListed = memoText(function operationsListed(text: string): Operation[] {
  let t = normaliseText(text).toLowerCase();
  const found: { op: Operation; at: number }[] = [];
  for (const i of opTermsIn(t)) {
    const { op, t: term, latin } = OP_TERMS[i] as (typeof OP_TERMS)[number];
    let at = t.indexOf(term);
    while (at >= 0) {
      const ok = !latin || (!/[a-z]/.test(t[at - 1] ?? "") && !/[a-z]/.test(t[at + term.length] ?? ""));
      if (ok) {
        found.push({ op, at });
        // masked, so `読み` inside `読み書き` is not read again
        t = t.slice(0, at) + "\u0000".repeat(term.length) + t.slice(at + term.length);
      }
      at = t.indexOf(term, at + 1);
    }
  }
  const ops = found.sort((a, b) => a.at - b.at).map((f) => f.op);
  if (ops.length) return Object.freeze([...new Set(ops)]) as Operation[];
  const base = operationsOfForms(text);
  return Object.freeze(base.length === 1 ? [...base] : []) as Operation[];
});
