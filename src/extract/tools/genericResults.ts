import type { Metric, Operation } from "../../model/vocabulary.ts";
import { accessIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities, NUMBER_SOURCE, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { type Command, readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { isRefusal, parseUnitText, prefixMultiplier } from "../../normalise/readQuantity.ts";

/**
 * The result lines of a tool no reader knows, in the one shape most benchmark tools print their summary in:
 * `<label>: <number> <unit>` or `<label> = <number> <unit>` (tiobench, filebench, postmark, stress-ng, vendor disk tools),
 * where the label says what was measured and the unit is a rate, an operation rate or a latency. It runs only on blocks
 * from which no other reader read anything, and refuses whatever is not plainly a measured result: settings and limits
 * (`Bandwidth limit: 100 Mbit/s`, ethtool's `Speed: 1000Mb/s`), per-interval lines, percentiles, sentences, command lines.
 * A block with one such line counts only under the command that printed it; otherwise it needs two.
 */
export function parseGenericResults(lines: string[], command: Command | null): ToolReading[] {
  const program = command?.program ?? null;
  // a load tool pointed at a URL moved its bytes over the network
  const overUrl = command?.args.some((a) => /^https?:\/\//.test(a)) ?? false;
  const found: { line: number; raw: string; label: string; quantity: Quantity; metric: Metric }[] = [];
  lines.forEach((raw, i) => {
    if (readCommand(raw)) return;
    // spew and its kind print two fields on a line (`Write transfer rate:  46677.47 KiB/s    Transfer time: 00:00:22`)
    const first = raw.trim().split(/\s{3,}(?=\p{L}[^:=]*[:=])/u)[0] ?? "";
    const hit = resultLine(normaliseText(raw).trim()) ?? resultLine(normaliseText(first).trim());
    if (hit) found.push({ line: i + 1, raw, ...hit });
  });
  // the same label printed again and again is a progress or interval report, not a summary
  const count = new Map<string, number>();
  for (const f of found) count.set(f.label.toLowerCase(), (count.get(f.label.toLowerCase()) ?? 0) + 1);
  const kept = found.filter((f) => (count.get(f.label.toLowerCase()) ?? 0) <= 2);
  if (kept.length < (program ? 1 : 2)) return [];
  const tool = program ?? "generic";
  // a block that counts requests or transactions per second is a client–server load test: its byte rate crossed the network
  const overNetwork = overUrl || kept.some((f) => f.metric === "iops" && /request|transaction|リクエスト|トランザクション/i.test(f.label));
  return kept.map((f) => {
    const conditions: Conditions = { test: f.label };
    if (program) conditions.tool = program;
    // the label may carry the pattern and the block size of the test (`Random 4K Reads`, `Sequential 1MB Reads`)
    const size = /(?<![\w.])(\d+)\s*([KMG])i?B?(?![\w/])/i.exec(f.label);
    if (size?.[1] && size[2]) conditions.block_size_bytes = Number(size[1]) * (prefixMultiplier(size[2].toUpperCase(), { binary: true }) ?? 1);
    const statistic = statisticIn(f.label);
    if (statistic) conditions.statistic = statistic;
    return reading(tool, f.metric, f.quantity, f.line, f.raw, { operation: operationOf(f.label, f.quantity, overNetwork), access: accessIn(f.label), conditions });
  });
}

/** `label: 12.3 MB/s`, `label = 12.3 MB/s`, `label   12.3 MB/s`, with at most an alternative reading in brackets after it. */
const LINE_RE = new RegExp(String.raw`^(?<label>[\p{L}][\p{L}\p{N} ()/_.\-]*?)\s*(?:[:=]\s*|\s+)(?<q>(?:${NUMBER_SOURCE})\s*\S+(?:\s*(?:per|/)\s*\S+)?)\s*(?:\([^()]*\))?$`, "u");

/** Words that make a label a result: what was read, written, moved, served or waited for. */
const MEASURED = /\b(?:read|reads|write|writes|rewrite|throughput|bandwidth|transfer\s+rate|rate|requests?|transactions?|latency|response\s+time|iops|ops|operations)\b|読み込み|読み出し|書き込み|読込|書込|転送速度|転送レート|スループット|帯域|レイテンシ|遅延|応答時間/i;

/** Words that make a label a setting, a limit or a capacity rather than a result. */
const SETTING = /\b(?:limit(?:ed)?|settings?|set|configured|config|target|max[-_ ]?rate|cap|link|speed|port|rated|nominal|theoretical|expected|goal|requested|offered|interface|spec(?:ification)?)\b|上限|制限|設定|目標|理論|リンク|規格|公称/i;

/** A percentile or a distribution bucket: `99th percentile`, `p99`, `99.9%`, `<= 10ms`. */
const PERCENTILE = /percentile|\bp\d{2}|\d+(?:\.\d+)?\s*(?:th|%)|[<>]=?|パーセンタイル/i;

/** A time stamp or interval at the start of a line marks a per-interval report. */
const INTERVAL = /\b\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\s*(?:sec|s)\b|\b\d{1,2}:\d{2}:\d{2}\b|^\[\s*\d+\]/;


function resultLine(line: string): { label: string; quantity: Quantity; metric: Metric } | null {
  if (line.length > 100 || INTERVAL.test(line)) return null;
  const m = LINE_RE.exec(line);
  const label = m?.groups?.label?.trim() ?? "";
  const q = m?.groups?.q ?? "";
  // a sentence is no label: a label is a few words, and names a measured quantity but no setting
  if (!label || label.split(/\s+/).length > 5 || /[.。]$/.test(label)) return null;
  if (!MEASURED.test(label) || SETTING.test(label) || PERCENTILE.test(label)) return null;
  const quantity = quantityOf(q);
  if (!quantity) return null;
  const metric: Metric | null = quantity.kind === "throughput" || quantity.kind === "iops" ? quantity.kind
    // a time is a latency only when the label says so; a bare duration is the length of the run
    : quantity.siUnit === "s" && /latency|response\s+time|レイテンシ|遅延|応答時間/i.test(label) && quantity.kind !== "size" ? "latency"
    : null;
  return metric ? { label, quantity: { ...quantity, kind: metric }, metric } : null;
}

/** The one quantity of a result's value text, with its unit, or null. */
function quantityOf(text: string): Quantity | null {
  const unit = text.replace(new RegExp(`^(?:${NUMBER_SOURCE})\\s*`), "");
  const value = Number(text.slice(0, text.length - unit.length).replace(/,/g, "").trim());
  // rates of requests and transactions (`1234.5 requests/sec`, `567 trans/s`), which free text does not pick out
  const events = parseUnitText(unit);
  if (!isRefusal(events) && events.dimension === "events" && Number.isFinite(value)) return { value, unit: unit.trim(), valueSi: value, siUnit: "IOPS", kind: "iops", note: null };
  const qs = findQuantities(text);
  const q = qs[0];
  return qs.length === 1 && q && !q.bare && q.index === 0 && q.length === text.length ? q : null;
}

/** read or write from the label; a rate in bits, or of a tool run against a URL, is a network transfer (corpus conventions). */
function operationOf(label: string, quantity: Quantity, overNetwork: boolean): Operation | null {
  const l = label.toLowerCase();
  const read = /\bread|読み込み|読み出し|読込/.test(l);
  const write = /\b(?:re)?write|書き込み|書込/.test(l);
  if (read !== write) return read ? "read" : "write";
  return quantity.kind === "throughput" && (overNetwork || /bit|ビット|bps/i.test(quantity.unit)) ? "transfer" : null;
}

function statisticIn(label: string): string | null {
  if (/\b(?:avg|average|mean)\b|平均/i.test(label)) return "avg";
  if (/\b(?:min|minimum)\b|最小/i.test(label)) return "min";
  if (/\b(?:max|maximum|peak)\b|最大/i.test(label)) return "max";
  return null;
}
