import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readArchived } from "../archive/archive.ts";
import { selectContent } from "../crawl/selectContent.ts";
import { decodeBytes } from "../decode/decodeBytes.ts";
import { messageOf } from "../errors.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { annotatePage } from "./annotatePage.ts";
import { unavailable } from "./renderSource.ts";
import { fileId } from "./sitePages.ts";

/** Where an annotated page links back to, from `annotated/`: the report's own page of the site (`report-<id>.html`). */
export const defaultBackHref = (reportId: string) => `../report-${encodeURIComponent(reportId)}.html`;

export interface WriteAnnotatedOptions {
  backHref?: (reportId: string) => string;
  rowHref?: (reportId: string, measurementId: string) => string;
  /** The content selector a source definition gives a page's URL, as ingest was given it (`hintsFrom(defs)(url)?.content`). */
  content?: (url: string) => string | undefined;
}

/**
 * The page as ingest read it: decoded with the charset it was read with, plain text shown as `<pre>`, cut to the
 * source definition's content selector when there is one (the locators count elements of the cut page).
 */
export async function pageHtml(wh: Warehouse, s: Row, content?: string): Promise<string> {
  const bytes = await readArchived(dirname(wh.path), String(s.archive_path), String(s.sha256), s.bytes);
  const type = s.charset ? `text/html; charset=${String(s.charset)}` : ((s.content_type as string | null) ?? null);
  const text = decodeBytes(bytes, type, String(s.url)).text;
  if (!/^text\/plain/i.test(String(s.content_type ?? ""))) return (content ? selectContent(text, content) : null) ?? text;
  return `<html><body><pre>${text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c)}</pre></body></html>`;
}

/** Position of a report on its page, from its id (`<source_id>-r2` → 1). */
export function reportIndexOf(reportId: string, fallback: number): number {
  const m = /-r(\d+)$/.exec(reportId);
  return m ? Number(m[1]) - 1 : fallback;
}

/**
 * Writes `annotated/<report_id>.html` under `outDir` for every report of a current snapshot: its archived page, inert,
 * with every number marked. A page that cannot be read gets a short note instead. Returns the number of files written.
 */
export async function writeAnnotatedPages(wh: Warehouse, outDir: string, opts: WriteAnnotatedOptions = {}): Promise<number> {
  const dir = join(outDir, "annotated");
  await mkdir(dir, { recursive: true });
  const back = opts.backHref ?? defaultBackHref;
  const sources = await wh.all("select source_id, archive_path, sha256, bytes, content_type, charset, url from sources where not coalesce(superseded, false) order by source_id");
  let written = 0;
  for (const s of sources) {
    const sid = String(s.source_id);
    const reports = await wh.all("select report_id, title from reports where source_id = $sid order by report_id", { sid });
    if (!reports.length) continue;
    const rejects = await wh.all("select reject_id, locator, raw, reason from rejects where source_id = $sid order by reject_id", { sid });
    let html: string | null = null;
    let failure = "";
    try {
      html = await pageHtml(wh, s, opts.content?.(String(s.url)));
    } catch (err) {
      failure = messageOf(err);
    }
    for (const [i, r] of reports.entries()) {
      const id = String(r.report_id);
      const file = join(dir, `${fileId(id)}.html`);
      if (html === null) {
        await writeFile(file, unavailable(String(s.url), failure, back(id)));
        written++;
        continue;
      }
      const measurements = await wh.all("select * from measurements where report_id = $id order by position, measurement_id", { id });
      const components = await wh.all("select * from components where report_id = $id order by component_id", { id });
      const page = annotatePage(html, { measurements, components, rejects }, {
        reportId: id,
        title: String(r.title ?? id),
        reportIndex: reportIndexOf(id, i),
        backHref: back(id),
        ...(opts.rowHref ? { rowHref: (m: string) => (opts.rowHref as NonNullable<WriteAnnotatedOptions["rowHref"]>)(id, m) } : {}),
      });
      await writeFile(file, page.html);
      written++;
    }
  }
  return written;
}
