import type { Row } from "../load/warehouse.ts";
import { annotatePage } from "./annotatePage.ts";
import { esc } from "./annotateText.ts";
import { inertPage } from "./inertPage.ts";
import { pageText } from "./pageText.ts";
import { textFragment } from "./textFragment.ts";

/** One archived page's share of the report, sent to a worker of the page pool as plain data. */
export interface RenderJob {
  url: string;
  /** The page decoded as its archived copy is shown; null when it cannot be read (`error` says why). */
  html: string | null;
  error?: string;
  /** The page as ingest read it (its charset, its content selector), when that differs from `html`. */
  readHtml?: string | null;
  readError?: string;
  /** Each result of the page with where it was read, for its link into the archived copy. */
  links: { id: string; raw: string; locator: string }[];
  reports: { id: string; title: string; index: number; backHref: string; rowHrefPrefix: string; measurements: Row[]; components: Row[] }[];
  rejects: Row[];
}

/** The archived copy made inert, each result's text fragment on it, and each report's annotated page; or why it stopped. */
export type RenderedSource = { inert: string | null; fragments: [string, string][]; annotated: [string, string][] } | { stopped: string };

/**
 * Everything the report makes of one archived page, in one call, so a worker can run it under the page budget and
 * the page's parsed tree and text are dropped once its files are written (the report used to keep every page's tree).
 */
export function renderSource(job: RenderJob): RenderedSource {
  const fragments: [string, string][] = [];
  let inert: string | null = null;
  if (job.html !== null) {
    inert = inertPage(job.html);
    const text = pageText(job.html);
    for (const l of job.links) {
      const f = textFragment(text, l.raw, l.locator);
      if (f) fragments.push([l.id, f]);
    }
  }
  const read = job.readHtml === undefined ? job.html : job.readHtml;
  const annotated: [string, string][] = job.reports.map((r) => {
    if (read === null || read === undefined) return [r.id, unavailable(job.url, job.readError ?? job.error ?? "unreadable", r.backHref)];
    const page = annotatePage(read, { measurements: r.measurements, components: r.components, rejects: job.rejects }, {
      reportId: r.id, title: r.title, reportIndex: r.index, backHref: r.backHref, rowHref: (m) => `${r.rowHrefPrefix}${encodeURIComponent(m)}`,
    });
    return [r.id, page.html];
  });
  return { inert, fragments, annotated };
}

/** The note shown in place of an annotated page that cannot be made. */
export function unavailable(url: string, why: string, backHref: string): string {
  return `<!doctype html><meta charset="utf-8"><title>archived page unavailable</title><p>The archived copy of ${esc(url)} cannot be shown: ${esc(why)}. <a href="${esc(backHref)}">Back to the report</a></p>\n`;
}
