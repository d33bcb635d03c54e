import type { Row } from "../load/warehouse.ts";

/** A row that could not be found on the page, and why; listed in the bar rather than marked at a guess. */
export interface NotPlaced {
  what: "measurement" | "reject" | "component";
  id: string;
  locator: string;
  raw: string;
  why: string;
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
export const esc = (v: unknown) => str(v).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A value in its SI unit with a decimal prefix a person reads (`250 MB/s`), three significant digits. */
export function formatSi(value: unknown, unit: unknown): string {
  const v = Number(value);
  if (value === null || value === undefined || !Number.isFinite(v)) return "no SI value (unit ambiguous)";
  const u = str(unit);
  if (u === "B/s" || u === "IOPS") {
    const prefixes = ["", "k", "M", "G", "T", "P"];
    let k = 0;
    while (Math.abs(v) >= 1000 ** (k + 1) && k < prefixes.length - 1) k++;
    const scaled = Number((v / 1000 ** k).toPrecision(3));
    return u === "IOPS" ? `${scaled}${prefixes[k]} IOPS` : `${scaled} ${prefixes[k]}B/s`;
  }
  return `${Number(v.toPrecision(4))} ${u}`;
}

function conditionsOf(c: unknown): string {
  let obj = c;
  if (typeof c === "string") {
    try {
      obj = JSON.parse(c);
    } catch {
      return c;
    }
  }
  if (!obj || typeof obj !== "object") return "";
  return Object.entries(obj as Record<string, unknown>)
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${typeof v === "object" ? JSON.stringify(v) : str(v)}`)
    .join("; ");
}

/** Hover text of an extracted number: what was read (metric, operation, access), value and SI value, conditions, where. */
export function measurementTitle(m: Row): string {
  const what = [m.metric, m.operation, m.access].filter((x) => x !== null && x !== undefined && x !== "").join(" · ");
  const lines = [
    `${m.derived ? "computed" : "extracted"}: ${what}`,
    `${str(m.value)} ${str(m.unit)} = ${formatSi(m.value_si, m.si_unit)}`,
  ];
  const cond = conditionsOf(m.conditions);
  if (cond) lines.push(`conditions: ${cond}`);
  if (m.note) lines.push(`note: ${str(m.note)}`);
  lines.push(`${str(m.origin)} at ${str(m.locator)} · ${str(m.measurement_id)}`);
  return lines.join("\n");
}

/** Hover text of a number read as part of a component: its kind, vendor, model and figures. */
export function componentTitle(c: Row): string {
  const figures = [
    c.count !== null && c.count !== undefined && Number(c.count) !== 1 ? `${str(c.count)}×` : "",
    c.capacity_bytes ? `${Number(Number(c.capacity_bytes).toPrecision(4))} bytes` : "",
    c.clock_hz ? `${Number(c.clock_hz) / 1e9} GHz` : "",
    c.speed_bps ? `${Number(c.speed_bps) / 1e9} Gbit/s` : "",
  ].filter(Boolean);
  return `read as a part: ${str(c.kind)} ${[c.vendor, c.model].filter(Boolean).map(str).join(" ")}${figures.length ? ` (${figures.join(", ")})` : ""}`;
}

export const BAR_STYLE = `#sk-bar{all:initial;display:block;position:sticky;top:0;z-index:2147483647;background:#fffbe6;border-bottom:2px solid #b58900;
font:13px/1.5 system-ui,"Noto Sans CJK JP",sans-serif;color:#222;padding:.4rem .8rem;text-align:left}
#sk-bar *{font:inherit;color:inherit}#sk-bar a{color:#0645ad;text-decoration:underline}#sk-bar details{margin:.2rem 0}#sk-bar summary{cursor:pointer}
#sk-bar ul{margin:.2rem 0 .2rem 1.2rem;padding:0;max-height:12rem;overflow:auto}#sk-bar code{font-family:ui-monospace,monospace;font-size:12px}
#sk-bar .sk-key{padding:0 .3rem;border-radius:2px;margin-right:.2rem}
mark.sk{color:inherit!important;padding:0 1px;border-radius:2px}mark.sk a{color:inherit!important;text-decoration:none!important}
.sk-m{background:#8fe08f!important;outline:1px solid #2e7d32}.sk-x{background:#ffb3a7!important;outline:1px dashed #c62828}
.sk-c{background:#cfe0ff!important}.sk-p{background:#fff3b0!important;opacity:.85}mark.sk-p{background:rgba(255,214,0,.22)!important}
mark.sk:target,span.sk-anchor:target+mark.sk{outline:3px solid #ff6f00!important}.sk-other{opacity:.4}
mark.sk,span.sk-anchor,#sk-report{scroll-margin-top:7rem}`;

interface Bar {
  title: string;
  backHref: string;
  counts: { extracted: number; derived: number; rejected: number; parts: number; passedOver: number; notPlaced: number };
  notPlaced: NotPlaced[];
  pageRejects: Row[];
  part: { n: number; of: number } | null;
}

/** The bar at the top of an annotated page: what the colours mean, how many of each, and the rows not placed. */
export function barHtml(b: Bar): string {
  const c = b.counts;
  const key = (cls: string, n: number, label: string) => `<span class="sk-key ${cls}">${n}</span>${label}`;
  const keys = [
    key("sk-m", c.extracted, ` extracted${c.derived ? ` (+${c.derived} computed from them)` : ""}`),
    key("sk-x", c.rejected, " rejected"),
    key("sk-c", c.parts, " parts read"),
    key("sk-p", c.passedOver, " numbers passed over"),
  ];
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
  const details: string[] = [];
  if (b.notPlaced.length)
    details.push(`<details><summary>${b.notPlaced.length} not placed on the page</summary>${list(b.notPlaced.map((n) => `${esc(n.what)} <code>${esc(n.id)}</code> at <code>${esc(n.locator || "—")}</code>: ${esc(n.why)}${n.raw ? ` — “${esc(n.raw.slice(0, 120))}”` : ""}`))}</details>`);
  if (b.pageRejects.length) details.push(`<details><summary>${b.pageRejects.length} rejected for the whole page</summary>${list(b.pageRejects.map((x) => esc(x.reason)))}</details>`);
  const part = b.part ? ` · part ${b.part.n} of ${b.part.of} on this page (<a href="#sk-report">go to it</a>; the others are dimmed)` : "";
  return `<div id="sk-bar" lang="en"><strong>sokutei</strong> · annotated copy of <a href="${esc(b.backHref)}">${esc(b.title)}</a>${part}<br>
${keys.join(" · ")}${c.notPlaced ? ` · <strong>${c.notPlaced}</strong> not placed` : ""} · hover a number for what was read${details.join("")}</div>`;
}
