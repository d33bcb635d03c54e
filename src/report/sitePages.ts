import { createHash } from "node:crypto";
import { UserError } from "../errors.ts";
import type { Row } from "../load/warehouse.ts";
import { conditionLabels, formatBytes, formatNumber, formatQuantity, formatSi, jsonObject } from "./formatValue.ts";
import { esc, filterForm, page, table } from "./html.ts";
import { appendAll } from "../appendAll.ts";

/** Where a measurement's number is on its archived page: `pages/<source>.html#:~:text=…`. */
export type LinkFor = (m: Row) => string;

/**
 * An id as it goes into a file name. sokutei's ids are letters, digits, `-`, `_` and `.`, never starting with a dot; a
 * warehouse that holds another (made by hand or by another program) is refused, so no id can name a file outside the site.
 */
export function fileId(id: unknown): string {
  const s = String(id ?? "");
  if (s.length > 200 || !/^[A-Za-z0-9][\w.-]*$/.test(s)) {
    throw new UserError(`the warehouse holds an id that is not a plain file name: ${JSON.stringify(s.slice(0, 80))}`, "was it written by sokutei ingest? ingest its pages again into a new --db");
  }
  return s;
}

export const reportFile = (id: unknown) => `report-${fileId(id)}.html`;
export const systemFile = (id: unknown) => `system-${fileId(id)}.html`;

/** The longest readable part of a part's file name (a model of any length still fits a file system's 255 bytes). */
const SLUG_MAX = 80;

/**
 * A file name for a part, one per kind and model: `part-cpu-e5-2670.html` when the model is its own ASCII slug, else the
 * slug (cut to 80 characters), `--` and a 64-bit hash of kind and model (`part-cpu-core-i7-920--….html`), since
 * `Core i7 920` and `Core i7-920` slug alike. No slug holds `--`, so a model cannot take a hashed name.
 */
export function partFile(kind: unknown, model: unknown): string {
  const m = String(model ?? "");
  const k = String(kind ?? "");
  const plainKind = /^[a-z0-9_]{1,32}$/.test(k);
  const slug = m.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, SLUG_MAX).replace(/-$/, "");
  const hash = createHash("sha256").update(`${k}\u0000${m}`).digest("hex").slice(0, 16);
  const name = slug && plainKind && slug === m ? slug : `${slug}--${hash}`;
  return `part-${plainKind ? k : "other"}-${name}.html`;
}

/** Attributes of a part worth reading, as `name value` labels (not those already shown in their own column). */
function attrLabels(attrs: Record<string, unknown>): string[] {
  return Object.entries(attrs)
    .filter(([k, v]) => v !== null && v !== undefined && v !== "" && k !== "capacity_bytes_each" && k !== "type")
    .map(([k, v]) => (k === "rpm" ? `${String(v)} rpm` : k === "fsb_mhz" ? `FSB ${String(v)} MHz` : `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`));
}

/** Size, clock, speed and the other attributes of a part, formatted: `8 GiB DDR2-667`, `2.66 GHz`, `3 × 750 GB`. */
export function partDetails(c: Row): string {
  const attrs = jsonObject(c.attrs);
  const out: string[] = [];
  const each = typeof attrs.capacity_bytes_each === "number" ? attrs.capacity_bytes_each : null;
  if (each !== null && typeof c.count === "number" && c.count > 1) out.push(`${c.count} × ${formatBytes(each)}`);
  else if (typeof c.capacity_bytes === "number" || typeof c.capacity_bytes === "bigint") out.push(formatBytes(Number(c.capacity_bytes)));
  if (typeof attrs.type === "string" && attrs.type !== c.model) out.push(attrs.type);
  if (typeof c.clock_hz === "number") out.push(formatSi(c.clock_hz, "Hz"));
  if (typeof c.speed_bps === "number") out.push(formatSi(c.speed_bps, "bit/s"));
  return [...out.map(esc), ...attrLabels(attrs).map((l) => `<span class="chip">${esc(l)}</span>`)].join(" ");
}

/** The parts table: kind, vendor, model (linked to the part's page), count, details. */
export function partsTable(parts: Row[]): string {
  if (!parts.length) return '<p class="muted">no parts named</p>';
  return table(
    ["kind", "vendor", "model", "count", "details"],
    parts.map((c) => [esc(String(c.kind ?? "").replace(/_/g, " ")), esc(c.vendor), c.model ? `<a href="${esc(partFile(c.kind, c.model))}">${esc(c.model)}</a>` : '<span class="muted">—</span>', esc(c.count), partDetails(c)]),
    { numeric: [false, false, false, true, false] },
  );
}

/** The block a measurement came from: the first step of its locator (`table[2]`, `pre[1]`). */
const blockOf = (m: Row) => String(m.locator ?? "").split("/")[0] || "page";

/** A readable name for a block: `table 2 · テスト結果`, from its locator and the last heading above it. */
function blockTitle(block: string, context: unknown): string {
  const kind = /^([a-z0-9]+)\[(\d+)\]$/.exec(block);
  const name = kind ? `${({ table: "table", pre: "text block", p: "paragraph", li: "list item", div: "section", dl: "list", td: "cell" } as Record<string, string>)[kind[1] ?? ""] ?? (/^h[1-6]$/.test(kind[1] ?? "") ? "heading" : kind[1])} ${kind[2]}` : block;
  const heading = String(context ?? "").split(" > ").filter(Boolean).pop();
  return heading ? `${name} · ${heading}` : name;
}

/** One measurement as a table row: metric, operation, access, value as printed (SI on hover), conditions, origin, source. */
function measurementRow(m: Row, linkFor: LinkFor, extra: string[], shared: Set<string>): { cells: string[]; attrs: string; filter: { metric: string; operation: string; access: string; conditions: string[] } } {
  const labels = conditionLabels(jsonObject(m.conditions));
  const si = typeof m.value_si === "number" && m.si_unit ? `SI: ${formatNumber(m.value_si, 12)} ${String(m.si_unit)}` : "";
  const value = `<span title="${esc(si)}">${esc(formatQuantity(typeof m.value === "number" ? m.value : null, (m.unit as string | null) ?? null))}</span>`;
  const origin = `${esc(m.origin)}${m.derived ? ' <span class="chip">derived</span>' : ""}`;
  const raw = String(m.raw ?? "").split("\n")[0] ?? "";
  const quote = Array.from(raw).length > 36 ? `${Array.from(raw).slice(0, 35).join("")}…` : raw;
  const filter = { metric: String(m.metric ?? ""), operation: String(m.operation ?? ""), access: String(m.access ?? ""), conditions: labels };
  const attrs = ` id="m-${esc(m.measurement_id)}" data-metric="${esc(filter.metric)}" data-operation="${esc(filter.operation)}" data-access="${esc(filter.access)}" data-conditions="${esc(labels.join("\t"))}"`;
  return {
    cells: [...extra, esc(m.metric), esc(m.operation), esc(m.access), value, labels.filter((l) => !shared.has(l)).map((l) => `<span class="chip">${esc(l)}</span>`).join(""), origin, `<a href="${esc(linkFor(m))}" title="${esc(m.raw)}">${esc(quote) || "source"}</a>`],
    attrs,
    filter,
  };
}

/**
 * Measurements grouped by the block they came from, each group a table, with a filter form over all of them; `extra`
 * adds leading cells (the report, on a part's page).
 */
export function measurementSections(id: string, ms: Row[], linkFor: LinkFor, extra?: { head: string[]; cells: (m: Row) => string[] }): string {
  if (!ms.length) return '<p class="muted">no measurements</p>';
  const groups = new Map<string, Row[]>();
  for (const m of ms) groups.set(`${String(m.report_id)} ${blockOf(m)}`, [...(groups.get(`${String(m.report_id)} ${blockOf(m)}`) ?? []), m]);
  const filters: ReturnType<typeof measurementRow>["filter"][] = [];
  const sections = [...groups.values()].map((rows) => {
    // conditions every row of the block shares are said once, above its table
    const labelSets = rows.map((m) => conditionLabels(jsonObject(m.conditions)));
    const shared = new Set(rows.length > 1 ? (labelSets[0] ?? []).filter((l) => labelSets.every((set) => set.includes(l))) : []);
    const built = rows.map((m) => measurementRow(m, linkFor, extra?.cells(m) ?? [], shared));
    appendAll(filters, built.map((b) => b.filter));
    const first = rows[0] as Row;
    const common = shared.size ? `<p class="common">every row: ${[...shared].map((l) => `<span class="chip">${esc(l)}</span>`).join("")}</p>` : "";
    const head = [...(extra?.head ?? []), "metric", "operation", "access", "value", "conditions", "origin", "source"];
    const numeric = head.map((h) => h === "value");
    return `<section class="group"><h3>${esc(blockTitle(blockOf(first), first.context))} <span class="muted">(${rows.length})</span></h3>${common}${table(head, built.map((b) => b.cells), { numeric, rowAttrs: built.map((b) => b.attrs), cls: "measurements" })}</section>`;
  });
  return `${filterForm(id, filters)}<div id="${esc(id)}">${sections.join("\n")}</div>`;
}

export interface ReportView {
  report: Row;
  systems: Row[];
  parts: Row[];
  measurements: Row[];
  annotated: boolean;
}

/** The page of one report: what it is, its systems with their parts, and its measurements by block. */
export function reportPage(v: ReportView, linkFor: LinkFor): string {
  const r = v.report;
  const links = [`<a href="pages/${esc(encodeURIComponent(String(r.source_id)))}.html">archived page</a>`];
  if (v.annotated) links.push(`<a href="annotated/${esc(encodeURIComponent(String(r.report_id)))}.html">annotated page</a>`);
  const facts = `<dl class="facts"><dt>site</dt><dd>${esc(r.site ?? "—")}</dd><dt>date</dt><dd>${esc(r.published_on ?? "no date")}</dd>${r.part ? `<dt>part</dt><dd>${esc(r.part)}</dd>` : ""}<dt>source</dt><dd><code>${esc(r.url)}</code></dd><dt>copies</dt><dd>${links.join(" · ")}</dd></dl>`;
  const systems = v.systems.map((s) => {
    const parts = v.parts.filter((c) => c.system_id === s.system_id);
    return `<h3><a href="${esc(systemFile(s.system_id))}">${esc(s.name ?? s.label ?? s.system_id)}</a>${s.role ? ` <span class="muted">${esc(s.role)}</span>` : ""}${typeof s.count === "number" && s.count > 1 ? ` <span class="muted">× ${s.count}</span>` : ""}</h3>${partsTable(parts)}`;
  });
  const loose = v.parts.filter((c) => !c.system_id);
  const body = [
    `<h1>${esc(r.title)}</h1>${facts}`,
    `<h2 id="systems">Systems</h2>${systems.length ? systems.join("\n") : '<p class="muted">no system named</p>'}`,
    loose.length ? `<h3>Parts of the report (no system named)</h3>${partsTable(loose)}` : "",
    `<h2 id="measurements">Measurements <span class="muted">(${v.measurements.length})</span></h2>`,
    measurementSections("measurement-tables", v.measurements, linkFor),
  ];
  return page(String(r.title ?? r.report_id), body.join("\n"), { script: true });
}

/** The page of one system: its report, its parts, and the measurements taken on it. */
export function systemPage(s: Row, report: Row, parts: Row[], ms: Row[], linkFor: LinkFor): string {
  const body = [
    `<h1>${esc(s.name ?? s.label ?? s.system_id)}</h1>`,
    `<dl class="facts"><dt>report</dt><dd><a href="${esc(reportFile(report.report_id))}">${esc(report.title)}</a></dd>${s.role ? `<dt>role</dt><dd>${esc(s.role)}</dd>` : ""}${s.count ? `<dt>count</dt><dd>${esc(s.count)}</dd>` : ""}${s.label ? `<dt>as written</dt><dd>${esc(s.label)}</dd>` : ""}</dl>`,
    `<h2>Parts</h2>${partsTable(parts)}`,
    `<h2>Measurements <span class="muted">(${ms.length})</span></h2>`,
    ms.length ? measurementSections("measurement-tables", ms, linkFor) : `<p class="muted">no measurement names this system; see <a href="${esc(reportFile(report.report_id))}">the report</a></p>`,
  ];
  return page(String(s.name ?? s.system_id), body.join("\n"), { script: true });
}

/** The page of one part (a normalised model): every report and system that used it, and their results. */
export function partPage(kind: string, model: string, uses: Row[], ms: Row[], titles: Map<string, string>, linkFor: LinkFor): string {
  const rows = uses.map((c) => [
    `<a href="${esc(reportFile(c.report_id))}">${esc(titles.get(String(c.report_id)) ?? c.report_id)}</a>`,
    c.system_id ? `<a href="${esc(systemFile(c.system_id))}">${esc(c.system_name ?? c.system_id)}</a>` : '<span class="muted">the report</span>',
    esc(c.vendor),
    esc(c.count),
    partDetails(c),
  ]);
  const reportCell = (m: Row) => [`<a href="${esc(reportFile(m.report_id))}">${esc(titles.get(String(m.report_id)) ?? m.report_id)}</a>`];
  const body = [
    `<h1>${esc(model)} <span class="muted">${esc(kind.replace(/_/g, " "))}</span></h1>`,
    `<h2>Used in</h2>${table(["report", "system", "vendor", "count", "details"], rows)}`,
    `<h2>Results <span class="muted">(${ms.length})</span></h2><p class="muted">Measurements taken on the systems that have this part, and those of the same reports that name no system.</p>`,
    measurementSections("measurement-tables", ms, linkFor, { head: ["report"], cells: reportCell }),
  ];
  return page(`${model} (${kind})`, body.join("\n"), { script: true });
}
