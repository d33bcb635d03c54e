import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readArchived } from "../archive/archive.ts";
import { decodeBytes } from "../decode/decodeBytes.ts";
import { messageOf } from "../errors.ts";
import type { DerivePool } from "../ingest/derivePool.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { pageHtml, reportIndexOf } from "./annotateWrite.ts";
import { esc, page } from "./html.ts";
import { type RenderJob, unavailable } from "./renderSource.ts";
import { fileId, reportFile } from "./sitePages.ts";

/** The archived page decoded to text, or the reason it cannot be read. */
async function decodedPage(wh: Warehouse, s: Row): Promise<{ html: string | null; error?: string }> {
  try {
    const bytes = await readArchived(dirname(wh.path), String(s.archive_path), String(s.sha256), s.bytes);
    return { html: decodeBytes(bytes, (s.content_type as string | null) ?? null, String(s.url)).text };
  } catch (err) {
    return { html: null, error: messageOf(err) };
  }
}

/** What the pool is sent for one source: its page twice decoded as before (the copy, and as ingest read it), its rows. */
async function jobOf(wh: Warehouse, s: Row): Promise<RenderJob> {
  const sid = String(s.source_id);
  const decoded = await decodedPage(wh, s);
  const job: RenderJob = { url: String(s.url), html: decoded.html, ...(decoded.error ? { error: decoded.error } : {}), links: [], reports: [], rejects: [] };
  const reports = await wh.all("select report_id, title from reports where source_id = $sid order by report_id", { sid });
  if (reports.length) {
    try {
      const read = await pageHtml(wh, s);
      if (read !== decoded.html) job.readHtml = read;
    } catch (err) {
      job.readHtml = null;
      job.readError = messageOf(err);
    }
    job.rejects = await wh.all("select reject_id, locator, raw, reason from rejects where source_id = $sid order by reject_id", { sid });
  }
  for (const [i, r] of reports.entries()) {
    const id = String(r.report_id);
    const measurements = await wh.all("select * from measurements where report_id = $id order by position, measurement_id", { id });
    const components = await wh.all("select * from components where report_id = $id order by component_id", { id });
    for (const m of measurements) job.links.push({ id: String(m.measurement_id), raw: String(m.raw ?? ""), locator: String(m.locator ?? "") });
    job.reports.push({ id, title: String(r.title ?? id), index: reportIndexOf(id, i), backHref: `../${reportFile(id)}`, rowHrefPrefix: `../${reportFile(id)}#m-`, measurements, components });
  }
  return job;
}

/**
 * Writes `pages/<source>.html` (the inert copy) and `annotated/<report>.html` for every current source, one page at a
 * time on the pool, each under its time and memory budget: a page over it is shown as a note saying so. Returns the
 * text fragment of every result found on its page; nothing of a page is kept once its files are written.
 */
export async function writeArchivedPages(wh: Warehouse, out: string, sources: Row[], pool: DerivePool): Promise<Map<string, string>> {
  await mkdir(join(out, "pages"), { recursive: true });
  await mkdir(join(out, "annotated"), { recursive: true });
  const fragments = new Map<string, string>();
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < sources.length; i = next++) {
      const s = sources[i] as Row;
      const job = await jobOf(wh, s);
      const done = await pool.render(job);
      const copy = join(out, "pages", `${fileId(s.source_id)}.html`);
      if ("stopped" in done) {
        const why = `its processing went ${done.stopped}`;
        await writeFile(copy, page("archived page not shown", `<p>The archived copy of ${esc(s.url)} is not shown: its processing went ${esc(done.stopped)}.</p>`));
        for (const r of job.reports) await writeFile(join(out, "annotated", `${fileId(r.id)}.html`), unavailable(job.url, why, r.backHref));
        continue;
      }
      await writeFile(copy, done.inert ?? page("archived page unavailable", `<p>The archived copy of ${esc(s.url)} cannot be shown: ${esc(job.error ?? "")}</p>`));
      for (const [id, html] of done.annotated) await writeFile(join(out, "annotated", `${fileId(id)}.html`), html);
      for (const [id, f] of done.fragments) fragments.set(id, f);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, pool.size) }, lane));
  return fragments;
}
