import { selectContent } from "../crawl/selectContent.ts";
import { buildDocument } from "../document/buildDocument.ts";
import type { Document } from "../document/types.ts";
import { extractAll } from "../extract/extractAll.ts";
import type { SourceRows, Row } from "../load/warehouse.ts";
import { checkOf, componentOf, measurementOf, systemOf } from "../model/checkDrafts.ts";
import { CheckDraft, ComponentDraft, MeasurementDraft, type RejectDraft, SystemDraft } from "../model/records.ts";
import type { z } from "zod";
import { appendAll } from "../appendAll.ts";
import { decodeHinted, sourceRow } from "./sourceRow.ts";

/** What is known of a snapshot before its body is read: the future `sources` row. */
export interface SnapshotInfo {
  sourceId: string;
  url: string;
  finalUrl: string;
  fetchedAt: Date;
  httpStatus: number | null;
  contentType: string | null;
  sha256: string;
  bytes: number;
  archivePath: string;
  etag: string | null;
  lastModified: string | null;
  inputKind: "http" | "file" | "warc";
  /** What a source definition (sources/NAME.json) says of the page's site, and which definition's crawl found it. */
  hints?: SourceHints;
}

/** A source definition's say on one page: display name of its site, content selector, charset, finder. */
export interface SourceHints {
  site?: string;
  content?: string;
  charset?: string;
  foundBy?: string;
}

export interface Derived {
  rows: SourceRows;
  document: Document;
  warnings: string[];
}

const RAW_CAP = 2000;

function siteOf(info: SnapshotInfo, doc: Document): string | null {
  if (info.hints?.site) return info.hints.site;
  try {
    const u = new URL(info.finalUrl);
    if (u.protocol === "http:" || u.protocol === "https:") return u.hostname;
  } catch {
    // not a URL: a local file
  }
  return doc.meta.siteName ?? "local";
}

function languageOf(doc: Document): string {
  if (doc.meta.language) return doc.meta.language.split("-")[0] ?? doc.meta.language;
  const sample = doc.blocks.slice(0, 50).map((b) => b.text).join("");
  return /[\u3040-\u30ff]/.test(sample) ? "ja" : "en";
}

/**
 * Decodes, reads, extracts and validates one snapshot's bytes into the rows of every table. Pure:
 * the same bytes and info always give the same rows, which is what makes `reprocess` and re-ingest idempotent.
 */
export function deriveSource(info: SnapshotInfo, body: Uint8Array): Derived {
  const decoded = decodeHinted(body, info);
  const isText = /^text\/plain/i.test(info.contentType ?? "");
  const warnings: string[] = [];
  let html = isText ? `<html><body><pre>${escapeHtml(decoded.text)}</pre></body></html>` : decoded.text;
  if (info.hints?.content && !isText) {
    const cut = selectContent(html, info.hints.content);
    if (cut === null) warnings.push(`the source's content selector ${info.hints.content} matches nothing: the whole page was read`);
    else html = cut;
  }
  const doc = buildDocument(html);
  const rejects: RejectDraft[] = [];
  if (decoded.replaced > 0) {
    warnings.push(`${decoded.replaced} bytes could not be decoded as ${decoded.charset} and became U+FFFD`);
    rejects.push({ stage: "decode", locator: null, raw: "", reason: `${decoded.replaced} undecodable byte sequences in ${decoded.charset}` });
  }
  if (doc.truncated && !isText) {
    warnings.push("the HTML ends before </body>: the page looks truncated; what it holds was loaded");
    rejects.push({ stage: "document", locator: null, raw: decoded.text.slice(-200), reason: "truncated document: no closing </body> or </html>" });
  }
  if (doc.blocks.length === 0) warnings.push("no content blocks found on the page");

  const extraction = extractAll(doc);
  appendAll(rejects, extraction.rejects);
  const sid = info.sourceId;
  const reportId = (i: number) => `${sid}-r${i + 1}`;
  const localId = (key: string) => `${sid}-${key}`;

  const reports: Row[] = doc.reports.map((r, i) => ({
    report_id: reportId(i),
    source_id: sid,
    title: r.title || doc.meta.title,
    part: r.part,
    published_on: r.publishedOn,
    site: siteOf(info, doc),
    language: languageOf(doc),
    page_title: doc.meta.title,
  }));

  // the plain check passes nearly every draft; zod sees only the others, and says what is wrong with them
  const valid = <S extends z.ZodType>(schema: S, check: (d: unknown) => z.output<S> | null, drafts: unknown[], what: string): z.output<S>[] => {
    const ok: z.output<S>[] = [];
    for (const d of drafts) {
      const checked = check(d);
      if (checked) {
        ok.push(checked);
        continue;
      }
      const parsed = schema.safeParse(d);
      if (parsed.success) ok.push(parsed.data);
      else {
        const raw = (d as { raw?: string; locator?: string }).raw ?? JSON.stringify(d);
        rejects.push({ stage: "validate", locator: (d as { locator?: string }).locator ?? null, raw, reason: `invalid ${what}: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}` });
      }
    }
    return ok;
  };

  const systems = valid(SystemDraft, systemOf, extraction.systems, "system").map((s) => ({
    system_id: localId(s.key), report_id: reportId(s.report), name: s.name, role: s.role, label: s.label, count: s.count, locator: s.locator,
  }));
  const components = valid(ComponentDraft, componentOf, extraction.components, "component").map((c) => ({
    component_id: localId(c.key), system_id: c.system ? localId(c.system) : null, report_id: reportId(c.report), kind: c.kind, vendor: c.vendor,
    model: c.model, count: c.count, capacity_bytes: c.capacityBytes, clock_hz: c.clockHz, speed_bps: c.speedBps, attrs: c.attrs, raw: c.raw.slice(0, RAW_CAP), locator: c.locator,
  }));
  const measurements = valid(MeasurementDraft, measurementOf, extraction.measurements, "measurement").map((m) => ({
    measurement_id: localId(m.key), report_id: reportId(m.report), system_id: m.system ? localId(m.system) : null, metric: m.metric,
    operation: m.operation, access: m.access, value: m.value, unit: m.unit, value_si: m.valueSi, si_unit: m.siUnit, conditions: m.conditions,
    origin: m.origin, derived: m.derived, derived_from: m.derivedFrom.length ? m.derivedFrom.map(localId).join(",") : null,
    raw: m.raw.slice(0, RAW_CAP), locator: m.locator, context: m.context, note: m.note, position: m.position,
  }));
  const checks = valid(CheckDraft, checkOf, extraction.checks, "check").map((c) => ({
    check_id: localId(c.key), report_id: reportId(c.report), claim_id: localId(c.claim), evidence_id: c.evidence ? localId(c.evidence) : null,
    relation: c.relation, ratio: c.ratio, verdict: c.verdict, note: c.note,
  }));

  const source = sourceRow(info, decoded);
  const rejectRows = rejects.map((r, i) => ({ reject_id: `${sid}-x${i + 1}`, source_id: sid, stage: r.stage, locator: r.locator, raw: r.raw.slice(0, RAW_CAP), reason: r.reason }));
  return { rows: { source, reports, systems, components, measurements, checks, rejects: rejectRows }, document: doc, warnings };
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What a worker sends back for one snapshot: the rows and what the outcome line needs, not the whole document. */
export interface DerivedForTransfer {
  rows: SourceRows;
  title: string | null;
  warnings: string[];
}

export function deriveForTransfer(info: SnapshotInfo, body: Uint8Array): DerivedForTransfer {
  const d = deriveSource(info, body);
  return { rows: d.rows, title: d.document.meta.title, warnings: d.warnings };
}
