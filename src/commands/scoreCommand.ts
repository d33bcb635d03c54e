import { writeFile } from "node:fs/promises";
import { consoleLogger, type Logger } from "../ingest/ingest.ts";
import { type FolderScore, scoreFolder } from "../score/scoreFolder.ts";
import { maxOf } from "../appendAll.ts";

export interface ScoreCommandOptions {
  only?: string;
  origins?: string;
  verbose?: boolean;
  json?: string;
  workers?: number;
  corrections?: string;
}

const pct = (a: number, b: number) => `${((b ? a / b : 1) * 100).toFixed(1)}%`;

/** The per-page table and the totals line, in the layout of the development scorer. */
export function formatScore(s: FolderScore): string[] {
  const w = Math.max(4, maxOf(s.pages.map((r) => r.page.length), 0));
  const lines = [`${"page".padEnd(w)}  measurements  spurious  indistinct  components  charset`];
  for (const r of s.pages) {
    lines.push(`${r.page.padEnd(w)}  ${String(r.found).padStart(5)}/${String(r.want).padEnd(6)}  ${String(r.spurious).padStart(8)}  ${String(r.indistinct).padStart(10)}  ${String(r.cfound).padStart(4)}/${String(r.cwant).padEnd(5)}  ${r.charset ?? "None"}`);
  }
  const t = s.total;
  lines.push(
    `${s.pages.length} pages: measurements ${t.found}/${t.want} = ${pct(t.found, t.want)}, spurious ${t.spurious}, indistinct ${t.indistinct}, ` +
      `components ${t.cfound}/${t.cwant} = ${pct(t.cfound, t.cwant)}, pages read whole ${t.whole}/${s.pages.length}, numbers seen ${t.seen}/${t.want}, ` +
      `conditions under their own key ${t.samekey}/${t.found}, parts invented ${t.cinvented}`,
  );
  return lines;
}

/** Every miss, spurious row and missed part, one line each (for `--verbose`). */
export function formatMisses(s: FolderScore): string[] {
  const out: string[] = [];
  for (const r of s.pages) {
    for (const gm of r.missed) out.push(`  missed    ${r.page}: ${gm.metric} ${gm.operation ?? null} ${gm.access ?? null} ${gm.value} ${gm.unit} ${JSON.stringify(gm.conditions ?? {})}`);
    for (const m of r.spuriousRows) out.push(`  spurious  ${r.page}: ${m.metric} ${m.operation} ${m.access} ${m.value} ${m.unit} ${JSON.stringify(m.conditions).slice(0, 100)} @${m.locator}`);
    for (const gc of r.missedComponents) out.push(`  missed    ${r.page}: component ${JSON.stringify(gc)}`);
    for (const c of r.inventedComponents) out.push(`  invented  ${r.page}: component ${c.kind} ${JSON.stringify(c.model)} ${JSON.stringify(String(c.raw ?? "").slice(0, 80))}`);
  }
  return out;
}

/** `sokutei score DIR`: the accuracy of the extraction on a labelled folder; exit code 0. */
export async function scoreCommand(dir: string, opts: ScoreCommandOptions, log: Logger = consoleLogger): Promise<number> {
  const s = await scoreFolder(dir, { only: opts.only, origins: opts.origins?.split(",").map((o) => o.trim()).filter(Boolean), workers: opts.workers, corrections: opts.corrections });
  if (opts.verbose) for (const l of formatMisses(s)) log.info(l);
  for (const l of formatScore(s)) log.info(l);
  if (opts.json) {
    const pages = s.pages.map(({ missed, spuriousRows, missedComponents, ...rest }) => rest);
    await writeFile(opts.json, JSON.stringify({ pages, total: s.total }, null, 1));
  }
  return 0;
}
