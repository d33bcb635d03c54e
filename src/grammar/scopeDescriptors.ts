import { termTable } from "./termTable.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { isGenericHeading, lexicon, lineDirectionsIn, metricsIn, protocolsIn, termFinder, toolsIn } from "../normalise/lexicon.ts";
import { type Descriptor, describe, emptyDescriptor, namesDrive, subjectKind } from "./describe.ts";
import { descriptorWords as words } from "./loadDescriptors.ts";
import { namesCondition } from "./conditionText.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { memoText } from "../normalise/memo.ts";
import { allMatches } from "../normalise/allMatches.ts";

/** The levels of context, outermost first: the scoping rule composes them in this order. */
export const LEVELS = ["title", "section", "lead", "label", "run", "line"] as const;
export type Level = (typeof LEVELS)[number];

/** One level of context: its text (described here) or a descriptor already parsed. */
export interface ContextLevel {
  level: Level;
  text?: string;
  descriptor?: Descriptor;
}

const byLength = (a: string, b: string) => b.length - a.length;
/** A word list as one alternation, longest first. */
const alternatives = (list: readonly string[]) => [...list].sort(byLength).map(escape).join("|");
const JA_AFTER = alternatives(words.subject_markers.ja_after);
const EN_BEFORE = alternatives(words.subject_markers.en_before);
/** `10GbE環境で`, `SSDにすると`, `RAID 6の場合`: a phrase before a Japanese case marker, up to the previous punctuation (a decimal point is none: `PCIe 2.0で`). */
const JA_MARKED = new RegExp(`((?:[^、。,.:：()（）「」『』\\s]|(?<=\\d)\\.(?=\\d))(?:[^、。,.:：()（）「」『』]|(?<=\\d)\\.(?=\\d))*?)(?:${JA_AFTER})(?![すきしあ])`, "gu");
/** A name (Latin letters, digits or a closing bracket) right before a Japanese case marker: one per subject a sentence marks. */
const NAME_MARKED = new RegExp(`[A-Za-z0-9)）]\\s*(?:${JA_AFTER})(?![すきしあ])`, "gu");
/** `on a 10GbE link`, `with Write Back`, `over NFSv3`: the phrase after an English case marker, up to the clause's end. */
const EN_MARKED = new RegExp(`(?<![a-z])(?:${EN_BEFORE})\\s+([^,;:.()]+?)(?=\\s*(?:[,;:()]|\\.(?!\\d)|$))`, "giu");
/** EN_MARKED with a decimal point inside the phrase (`using 1.74 of viostor.sys`): a version or a speed is not a clause's end. */
const EN_MARKED_DECIMAL = new RegExp(`(?<![a-z])(?:${EN_BEFORE})\\s+((?:[^,;:.()]|(?<=\\d)\\.(?=\\d))+?)(?=\\s*(?:[,;:()]|\\.(?!\\d)|$))`, "giu");

/** The markers alone: a text without one marks no phrase (JA_MARKED and EN_MARKED, with their lazy leads, are not run on it). */
const JA_MARKER = new RegExp(JA_AFTER, "u");
const EN_MARKER = new RegExp(EN_BEFORE, "iu");

/** The phrases a text marks as what the following figures are about (`…で`, `…にすると`, `…の場合`, `on …`, `with …`, `over …`). */
export function markedPhrases(text: string, decimals = false): string[] {
  const t = normaliseText(text);
  const ja = JA_MARKER.test(t) ? [...allMatches(t, JA_MARKED)] : [];
  const en = EN_MARKER.test(t) ? [...allMatches(t, decimals ? EN_MARKED_DECIMAL : EN_MARKED)] : [];
  return [...ja, ...en].map((m) => (m[1] ?? "").trim()).filter(Boolean);
}

/** The words of a marked phrase after its last hiragana: a name (`PCIe 3.0`, `Samsung 980`), not the clause before it. */
const NO_KANA_TAIL = /[^\u3040-\u309f]+$/u;

/** A marked phrase that names a setting by a name of its own (`PCIe 3.0`, `Windows 10`, `RAID 6`): Latin letters or digits, short. */
const NAMED_SETTING = /[A-Za-z0-9]/;
const SETTING_MAX = 24;

/**
 * The subject a sentence's case marker says the following figures are about (`PCIe 2.0 x1での結果`, `with jumbo frames`),
 * when it is named (a model, a version, a setting with Latin letters or digits) rather than pointed at (`この状態で`).
 */
export function markedSubject(text: string): Descriptor["subject"] {
  const t = normaliseText(text);
  const found: NonNullable<Descriptor["subject"]>[] = [];
  for (const marked of markedPhrases(text)) {
    // `raspi-configからPCIe 3.0を有効にして`, `まず PCIe 2.0 x1 で`: the subject is the words after the last kana
    const phrase = (NO_KANA_TAIL.exec(marked)?.[0] ?? "").trim();
    if (phrase.length < 2 || phrase.length > SETTING_MAX || !NAMED_SETTING.test(phrase) || toolsIn(phrase).length || !namesCondition(phrase)) continue;
    // the sentence must go on to say the figures are results of it (`…での結果`, `…で計測`, `… on X, the results`)
    const after = t.slice(t.indexOf(marked) + marked.length).toLowerCase();
    if (!words.subject_markers.result_words.some((w) => after.includes(w.toLowerCase()))) continue;
    const d = describe(phrase);
    if (d.subject && !found.some((f) => f.text === d.subject?.text)) found.push(d.subject);
  }
  // `RPI3 で netperf、Mac で netserver`: a sentence marking two subjects says where each end ran, not what the figures are about
  return found.length === 1 && (t.match(NAME_MARKED) ?? []).length < 2 ? (found[0] ?? null) : null;
}

/** `まず`, `次に`: an adverb opening a Japanese lead-in, not part of the condition it marks. */
const LEAD_ADVERB = new RegExp(`^(?:${alternatives(words.subject_markers.lead_adverbs)})[、,\\s]*`, "u");
/** A clause without the adverb that opens it (`次に内蔵SSDは` → `内蔵SSDは`). */
export const withoutLeadAdverb = (clause: string): string => clause.replace(LEAD_ADVERB, "");
/** `1.110 I get`, `viostor we see`: the writer's own clause after the condition an English marker marks. */
const EN_CLAUSE = new RegExp(`\\s(?:${alternatives(words.subject_markers.en_clause_subjects)})(?:\\s|$).*$`, "iu");
/** `the Samsung 980 Pro`: an English article before the name. */
const EN_ARTICLE = new RegExp(`^(?:${alternatives(words.subject_markers.en_articles)})\\s+`, "iu");
/** `サーバ側 (control-machine)`, `Windows 側`, `On Synology (server)`: the end of a test that printed the block, not a condition. */
const SIDE_WORDS = alternatives(words.subject_markers.side_endings);
const SIDE = new RegExp(`(?:${SIDE_WORDS})(?:\\s*[(（][^()（）]*[)）])?$|[(（]\\s*(?:${SIDE_WORDS})\\s*[)）]$`, "iu");
/** `キャッシュに載っているの(で)`, `行うの(で)`: a phrase ending in hiragana is a clause (`ので` is "because"), not a name. */
const ENDS_IN_HIRAGANA = /[\u3040-\u309f]$/u;
/** `以下はSlate`: the words before a Japanese topic particle name the block (`以下`), not the condition. */
const JA_TOPIC_LEAD = /^.*?[はがも](?=[^\u3040-\u309f])/u;
/** `この状態`, `その場合`: a pointer at a condition stated elsewhere, not a name of one. */
const POINTER = /^(?:こ|そ|あ|ど)(?:の|れ|こ|ちら|う)/u;
/** Longest condition phrase kept from a lead-in. */
const CONDITION_MAX = 40;
/** `HDRFS 上：`, `On Proxmox (client):`: a short lead-in that is a label ending in a colon. */
const COLON_LABEL = /^([^:：。.!?！？]{2,30}?)\s*[:：]$/u;

/**
 * The condition a lead-in names for the block after it, reduced to the phrase its case marker marks (`When using 1.110
 * I get` → `1.110`, `次にローカルのディスクで。` → `ローカルのディスク`, `When using 1.74 of viostor.sys I get the following
 * numbers using crystaldiskmark` → `1.74 of viostor`): the opening adverb, the writer's clause and a phrase that is only a
 * tool are dropped, a pointer (`この状態で`) or a measurement word is none. Null unless exactly one phrase is left; a short
 * label ending in a colon with no marker is its own condition.
 */
export function leadCondition(text: string): string | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  const sentence = t.split(/(?<=[。!?！？])\s*|(?<=\.)\s+/).filter((x) => x.trim()).pop() ?? "";
  // `On Synology (server):`: a lead-in naming the end that printed the block
  if (SIDE.test(sentence.replace(/\s*[:：]$/, ""))) return null;
  const found: string[] = [];
  for (const marked of markedPhrases(sentence, true)) {
    let phrase = marked.replace(LEAD_ADVERB, "").replace(EN_CLAUSE, "").trim();
    phrase = phrase.replace(JA_TOPIC_LEAD, "").replace(LEAD_ADVERB, "").replace(EN_ARTICLE, "").trim();
    if (phrase.length < 2 || phrase.length > CONDITION_MAX || POINTER.test(phrase) || NOT_SUBJECTS.has(phrase) || ENDS_IN_HIRAGANA.test(phrase) || SIDE.test(phrase) || !namesCondition(phrase)) continue;
    const d = describe(phrase);
    // `crystaldiskmark`, `iperf3 3.1`: the tool that measured names no condition; `4K`, `read`: what was measured is none
    if (namesTest(d) || (d.tool && !d.subject)) continue;
    if (!found.includes(phrase)) found.push(phrase);
  }
  if (found.length === 1) return found[0] ?? null;
  if (found.length) return null;
  const label = COLON_LABEL.exec(sentence)?.[1]?.trim();
  // `The single 4 KiB random write:` names the test, `Results:` nothing: neither is a condition
  return label && namesCondition(label) && !POINTER.test(label) && !SIDE.test(label) && !isGenericHeading(label) && !namesTest(describe(label)) && !toolsIn(label).length ? label : null;
}

/** A descriptor that says what was measured (a metric, operation, access pattern or statistic): a test, not a condition. */
const namesTest = (d: Descriptor): boolean => d.metric !== null || d.operation !== null || d.access !== null || d.statistic !== null;

const TOPIC_PARTICLE = alternatives(words.subject_markers.ja_topic);
const TOPIC_NOUN = alternatives(words.subject_markers.ja_topic_nouns);
/** `HDDの速度は`, `970 PROのファイルコピー転送速度は`, `SSDは`, `USBメモリが`: a phrase before a Japanese topic or subject marker. */
const JA_TOPIC = new RegExp(`([^、。,.:：()（）「」『』]+?)(?:の(?:[\\p{sc=Katakana}\\p{sc=Han}ー・]|(?![はがもでにをとの])\\p{sc=Hiragana}){0,12}?(?:${TOPIC_NOUN})(?:${TOPIC_PARTICLE})|${TOPIC_PARTICLE})`, "gu");

/**
 * The drive a Japanese sentence makes the topic of the figures that follow (`HDDの速度はシーケンシャルリードで300MB/s`,
 * `SSDは500MB/s、HDDは150MB/s`): the last one named before the figure, by its name after the last hiragana, or null.
 */
export function topicDrive(upTo: string): string | null {
  let drive: string | null = null;
  for (const m of allMatches(normaliseText(upTo), JA_TOPIC)) {
    const phrase = (NO_KANA_TAIL.exec(m[1] ?? "")?.[0] ?? "").trim();
    if (phrase.length >= 2 && phrase.length <= SETTING_MAX && subjectKind(phrase) === "storage") drive = phrase;
  }
  return drive;
}

/** `候補点1は、…`, `Ubuntu 24.04では、…`: a paragraph that opens on a named topic (a word with Latin letters or digits). */
const OPENING_TOPIC = /^\s*([^、。,.:：()（）「」『』\s][^、。,:：()（）「」『』]{1,23}?)(?:では|は)/u;

/**
 * The named thing a Japanese paragraph opens on as its topic (`候補点1は、親機を置いた場所の…`): what the figures of the
 * paragraph are about, or null when it opens otherwise, on a pointer (`今回は`) or on a tool.
 */
export function openingTopic(paragraph: string): string | null {
  const phrase = OPENING_TOPIC.exec(normaliseText(paragraph))?.[1]?.trim();
  if (!phrase || !NAMED_SETTING.test(phrase) || !namesCondition(phrase) || toolsIn(phrase).length || /^[\d\s.,]+$/.test(phrase) || describe(phrase).run !== null) return null;
  return phrase;
}

/**
 * The descriptor of one context text: its own fields, and for a sentence (a lead-in or heading with a case marker)
 * the subject named by its marked phrase (`Samsung 970 EVOで計測` → storage `Samsung 970 EVO`).
 */
export function describeContext(text: string): Descriptor {
  const own = describe(text);
  for (const phrase of markedPhrases(text)) {
    const marked = describe(phrase);
    if (marked.subject && marked.subject.kind !== "config") return { ...own, subject: marked.subject };
    if (marked.subject && own.subject) return { ...own, subject: marked.subject };
  }
  return own;
}

type Field = Exclude<keyof Descriptor, "config">;

/**
 * One scoping rule for every structure: title → section heading path → lead-in or block label → run → line, each
 * level overriding the outer ones field by field (configuration words accumulate). Always applied, not only when runs
 * must be told apart.
 */
export function scopeDescriptors(levels: ContextLevel[]): Descriptor {
  const order = [...levels].sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
  const out = emptyDescriptor();
  for (const l of order) {
    const d = l.descriptor ?? describeContext(l.text ?? "");
    for (const key of Object.keys(d) as (keyof Descriptor)[]) {
      if (key === "config") {
        for (const c of d.config) if (!out.config.includes(c)) out.config.push(c);
      } else if (d[key] !== null) (out as unknown as Record<Field, unknown>)[key] = d[key];
    }
  }
  return out;
}

const RESULT_LABEL = new RegExp(`^\\s*([^:：]{0,40}?)(?:${alternatives(words.result_labels.words)})\\s*[:：]`, "iu");
/** `Test results: 3508 MB/s`, `計測結果：…`: a line whose label says its figure is the result (descriptors.json `result_labels`). */
export const labelsResult = (text: string): boolean => RESULT_LABEL.test(normaliseText(text));

const CARRIER_TABLE = termTable(words.mobile_networks.words.map((w) => [w, w] as const));
const SHORT_NAMES = new Set(words.mobile_networks.words.filter((w) => w.length <= 3).map((w) => normaliseText(w)));
/** The networks in a text; a short name only as the data prints it (`au`, not the `Au` of `Au revoir`). */
const CARRIERS = (t: string) => CARRIER_TABLE(t).filter((m) => m.length > 3 || SHORT_NAMES.has(t.slice(m.index, m.index + m.length)));
/** `WiMAXが74.6Mbps、ドコモが28.4Mbps`: the mobile network a sentence names last before a figure (descriptors.json `mobile_networks`), as printed. */
export function carrierNamed(upTo: string): string | null {
  const t = normaliseText(upTo);
  // the last name, whole: `NTTドコモ` rather than the `ドコモ` inside it
  let last: { index: number; length: number } | null = null;
  const found = CARRIERS(t);
  for (const m of found) if (!last || m.index + m.length > last.index + last.length || (m.index + m.length === last.index + last.length && m.length > last.length)) last = m;
  if (!last) return null;
  // `mineo(au)`: a network in brackets right after another is the plan of that one, named whole
  const end = last.index + last.length;
  const outer = /[(（]$/.test(t.slice(0, last.index)) && /^[)）]/.test(t.slice(end)) ? found.find((m) => m.index + m.length === last!.index - 1) : undefined;
  return outer ? t.slice(outer.index, end + 1) : t.slice(last.index, end);
}

/** Every mobile or satellite network a text names, each whole (`NTTドコモ`, not the `ドコモ` inside it), as printed. */
export function carriersIn(text: string): string[] {
  const t = normaliseText(text);
  const found = CARRIERS(t);
  const whole = found.filter((m) => !found.some((o) => o !== m && o.index <= m.index && o.index + o.length >= m.index + m.length && o.length > m.length));
  return [...new Set(whole.map((m) => t.slice(m.index, m.index + m.length)))];
}

/** `24.00Mbpsの楽天モバイル`: the mobile or satellite network named right after a figure and its `の`, whole; null when none is. */
export function carrierAfter(after: string): string | null {
  const t = normaliseText(after);
  const lead = /^\s*の\s*/.exec(t);
  if (!lead) return null;
  const at = lead[0].length;
  const here = CARRIERS(t).filter((m) => m.index === at);
  const longest = here.sort((a, b) => b.length - a.length)[0];
  return longest ? t.slice(longest.index, longest.index + longest.length) : null;
}

/** `東京が`, `韓国が毎秒`, `マレーシア(同`: a short name, then が / は / では (or an opening bracket), right before a figure. */
/** Words that point at or measure rather than name (`これ`, `前回`, `速度`): no subject (descriptors.json `subject_markers.not_subjects`). */
const NOT_SUBJECTS = new Set(words.subject_markers.not_subjects);
const SUBJECT_BEFORE = /(?:^|[\s、。,，:：])([^\s、。,，()（）「」:：]{1,16}?)(?:が|は|では|\s*[(（])\s*(?:毎秒|同|約|およそ)?\s*$/u;
/** `FREETEL SIMが`, `IIJ mioは`, `mineo(au)が`: a Latin name of up to three words, with the qualifier in brackets after it, then が / は / では. */
const LATIN_SUBJECT_BEFORE = /(?:^|[\s、。,，:：]|\p{Script=Hiragana})([A-Za-z][\w!&+.-]{0,20}(?: [A-Za-z0-9][\w!&+.-]{0,20}){0,2}(?:[(（][^()（）\s]{1,12}[)）])?)\s*(?:が|は|では)\s*(?:毎秒|同|約|およそ)?\s*$/u;

/** The name a clause says the next figure is of, or null when the words name what was measured (`下り平均速度は`) rather than a subject. */
export function subjectBefore(segment: string): string | null {
  // the words after the clause's last kana: `韓国` of `ダウンロード速度では韓国が`, `マレーシア` of `次いでマレーシア(同`
  const text = normaliseText(segment);
  const name = LATIN_SUBJECT_BEFORE.exec(text)?.[1]?.trim() ?? /[^\p{Script=Hiragana}]+$/u.exec(SUBJECT_BEFORE.exec(text)?.[1] ?? "")?.[0]?.trim();
  if (!name || /^[\d.,]+$/.test(name) || NOT_SUBJECTS.has(name)) return null;
  const d = describe(name);
  if (d.operation || d.metric || d.statistic || d.direction || d.access || d.blockSizeBytes !== null || d.queueDepth !== null || d.test !== null || lineDirectionsIn(name).length || metricsIn(name).length) return null;
  return name;
}

/** The characters of a name a Japanese case marker marks: letters, digits, kanji, katakana and the signs of a setting (`ESP=null`). */
const CASE_CHAR = "\\p{sc=Han}\\p{sc=Katakana}ー・A-Za-z0-9=+._/\\-";
/**
 * `Cubic で 10.80 Mbps`, `IPsec なしで約 28Gbps`, `単線では帯域幅が9.38Gbps`, `100Mイーサネットでは，平均86.9Mビット/秒`: a name
 * (up to 24 characters, perhaps ending in `なし`/`あり`), a case marker, then at most a word for what was measured with が/は
 * and an approximation or statistic, right before a figure (descriptors.json `subject_markers.figure_case_*`).
 */
const FIGURE_CASE = new RegExp(
  `(?<![${CASE_CHAR}])([${CASE_CHAR}](?:[${CASE_CHAR} ]{0,22}[${CASE_CHAR}])?(?: ?(?:${alternatives(words.subject_markers.figure_case_suffixes)}))?) ?(${alternatives(words.subject_markers.figure_case_markers)})([\\s、，,]{0,3})(?:[^\\s、。,，\\d]{1,10}?[がは])?[\\s、，,]{0,3}(?:${alternatives(words.subject_markers.figure_case_leads)})?\\s*$`,
  "u",
);
/** `1GB`, `60秒`, `9000`: a bare quantity, the size or length of a run rather than a case. */
const BARE_QUANTITY = /^[\d.,\s]+[^\d\s]{0,3}$/u;

/**
 * The case a Japanese clause marks for the figure right after it (`BBR で 281.54 Mbps` → `BBR`, `暗号化ありで6.04Gbps` →
 * `暗号化あり`), or null when the marked words are what was measured, a tool, protocol, drive or carrier (each read under
 * its own key), a pointer (`この状態で`), a bare quantity or no condition.
 */
export function figureCase(segment: string): string | null {
  const t = normaliseText(segment).replace(/[ \t]+/g, " ");
  const m = FIGURE_CASE.exec(t);
  const name = m?.[1]?.trim();
  // `1GBのファイルで`, `この状態で`: a noun another phrase qualifies with の is only the head of the case, not its name
  if (!m || /の\s?$/u.test(t.slice(0, m.index))) return null;
  // `プロセスが異常で、66 秒で…`: a plain で before a comma joins two clauses (`だ` in its joining form), it marks no case
  if (m[2] === "で" && /[、，,]/.test(m[3] ?? "")) return null;
  return name && namesCase(name) ? name : null;
}

/** A name that can be a figure's case: a condition, not a pointer, a bare quantity, what was measured, or a tool, protocol, drive or carrier (each read under its own key). */
function namesCase(name: string): boolean {
  // `約110MB/sで、`: a figure is no name of a case
  if (name.length < 2 || BARE_QUANTITY.test(name) || findQuantities(name).some((q) => !q.bare && q.kind !== "size") || NOT_SUBJECTS.has(name) || POINTER.test(name) || !namesCondition(name)) return false;
  if (toolsIn(name).length || protocolsIn(name).length || carriersIn(name).length || namesDrive(name)) return false;
  const d = describe(name);
  return !(namesTest(d) || d.direction || d.blockSizeBytes !== null || d.queueDepth !== null || d.test !== null || lineDirectionsIn(name).length || metricsIn(name).length);
}

/** `TCP 3.2 Gbit/s vs 本家 1.1 Gbit/s`: a comparison joiner, then perhaps the name of the other side, right before its figure. */
const JOINED_SIDE = `(?:${alternatives(words.subject_markers.comparison_joiners)})\\s*([^\\s\\d、。,，()（）][^\\d、。,，()（）]{0,23}?)?\\s*$`;
const COMPARED_SIDE = new RegExp(`^\\s*${JOINED_SIDE}`, "iu");
/** `0.074 vs 0.099 ms`: the first side a bare number whose unit is written once after both. */
const COMPARED_BARE = new RegExp(`(?<![\\d.,])\\d[\\d.,]*\\s*${JOINED_SIDE}`, "iu");

/**
 * The other side of a comparison a figure is (`… vs 本家 1.1 Gbit/s`, `0.074 vs 0.099 ms`): `{ name }` when the words between the joiner and the
 * figure name a case, `{ name: null }` when nothing names it (`0.074 vs 0.099 ms`), null when the figure is no such side or
 * the words say what was measured (`Read 342 MB/s vs Write 120 MB/s`, read by the operation words).
 */
export function comparedSide(segment: string, afterFigure: boolean): { name: string | null } | null {
  // the first side is a figure of the same kind before the joiner, or a bare number whose unit is written once after both
  const t = normaliseText(segment);
  const m = (afterFigure ? COMPARED_SIDE.exec(t) : null) ?? COMPARED_BARE.exec(t);
  if (!m) return null;
  const name = m[1]?.trim();
  if (!name) return { name: null };
  return namesCase(name) ? { name } : null;
}

const MEASURED = words.subject_markers;
/** `I measured speed of an ADATA S102 Pro 32GB …`, `I now tried a Samsung BAR Plus 128GB (rated …)`, `Results for a Crucial P3 Plus 1TB`: what an English measuring verb (or a word for its results) takes as object, up to the clause's end, a bracket or a preposition. */
const EN_MEASURED = new RegExp(
  `(?<![a-z])(?:${alternatives([...MEASURED.measured_verbs_en, ...MEASURED.measured_results_en])})\\s+(?:(?:the\\s+)?(?:${alternatives(MEASURED.measured_aspects)})\\s+of\\s+)?(?:(?:a|an|the|my|our|this|his|her|their)\\s+)?([^,;:()]+?)(?=\\s*(?:[,;:()]|\\.(?!\\d)|$)|\\s+(?:using|with|on|via|by|and|in|at|from|to|which|that|as|under|over|for|while|when)\\s)`,
  "giu",
);
/** `Transcend の8GBカードのアクセス速度を測ってみたら`, `Samsung 980 PROを計測`: the words before `(の … 速度)を` and a measuring verb. */
const JA_MEASURED = new RegExp(`([^、。]*?)(?:の[^、。を]{0,12}?(?:${alternatives(MEASURED.measured_aspects)}))?を\\s*(?:${alternatives(MEASURED.measured_verbs_ja)})`, "gu");
/** What every match of JA_MEASURED ends with: tested first, as JA_MEASURED's lazy lead is tried from every position (quadratic in a sentence without it). */
const JA_MEASURED_END = new RegExp(`を\\s*(?:${alternatives(MEASURED.measured_verbs_ja)})`, "u");
const DRIVE_VENDOR = termFinder(lexicon.tables.storage_vendors);
/** Longest name read as the drive a sentence says was measured. */
const MEASURED_MAX = 60;

/** A phrase that names one drive by its maker or a model or capacity (`ADATA S102 Pro 32GB`, `Transcend`), not by its kind alone (`the SD card`). */
export const namesParticularDrive = (phrase: string): boolean => namesDrive(phrase) && (DRIVE_VENDOR(phrase) !== null || /\d/.test(phrase));

/**
 * The drive a sentence says was measured (`I measured speed of an ADATA S102 Pro 32GB USB flash pen drive (rated …) using …`,
 * `I now tried a Samsung BAR Plus 128GB`, `今回自分のパイに使ったTranscend の8GBカードのアクセス速度を測ってみたら`): the last one it
 * names by maker, model or capacity, or null.
 */
export const measuredDrive = memoText(function measuredDrive(sentence: string): string | null {
  const t = normaliseText(sentence).replace(/\s+/g, " ");
  let found: string | null = null;
  for (const m of allMatches(t, EN_MEASURED)) {
    const phrase = (m[1] ?? "").trim();
    if (phrase.length <= MEASURED_MAX && namesParticularDrive(phrase)) found = phrase;
  }
  if (JA_MEASURED_END.test(t))
    for (const m of allMatches(t, JA_MEASURED)) {
      const phrase = (NO_KANA_TAIL.exec(m[1] ?? "")?.[0] ?? "").trim();
      if (phrase.length >= 2 && phrase.length <= MEASURED_MAX && namesParticularDrive(phrase)) found = phrase;
    }
  return found;
});
