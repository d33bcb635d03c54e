import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { correctionPath, correctionsDir, readCorrections } from "../corrections/correctionFile.ts";
import { UserError } from "../errors.ts";
import { type Logger, ingest } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { type ExpectedPage, type FoundComponent, type FoundMeasurement, type PageScore, scorePage } from "./matchPage.ts";

export const DEFAULT_ORIGINS = ["table", "tool-output", "prose", "spec"];

export interface ScoreOptions {
  /** Only pages whose file name contains this. */
  only?: string;
  /** Origins of expected rows scored (default table, tool-output, prose, spec). */
  origins?: string[];
  /** Extraction worker threads (as for ingest). */
  workers?: number;
  /** A corrections folder (`sokutei correct`, `serve`) whose files apply to the pages of the same file name. */
  corrections?: string;
}

export interface PageResult extends PageScore {
  page: string;
  charset: string | null;
}

export interface FolderScore {
  pages: PageResult[];
  total: { found: number; want: number; spurious: number; cfound: number; cwant: number; cinvented: number; indistinct: number; seen: number; samekey: number; whole: number };
}

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Serves `dir` on loopback as a plain static server does: text/html with no charset, so each page declares its own or is sniffed. */
function servePages(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? "/").split("?")[0]!.slice(1));
    if (!/^[^/\\]+\.html$/.test(name) || name.startsWith(".")) return void res.writeHead(404).end();
    readFile(join(dir, name)).then(
      (body) => res.writeHead(200, { "content-type": "text/html", "content-length": body.length }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((done, failed) => server.once("error", failed).listen(0, "127.0.0.1", () => done(server)));
}

/** Copies the corrections of each scored page (matched by file name) under the URL the page is served at here. */
async function carryCorrections(from: string, to: string, urlOf: Map<string, string>): Promise<void> {
  const byName = new Map([...urlOf].map(([url, page]) => [page, url]));
  for (const c of readCorrections(from).values()) {
    const name = decodeURIComponent(c.url.split(/[?#]/)[0]!.split("/").pop() ?? "");
    const url = byName.get(name);
    if (!url) continue;
    await mkdir(to, { recursive: true });
    await writeFile(correctionPath(to, url), JSON.stringify({ ...c, url }));
  }
}

const parseConditions = (text: unknown): Record<string, unknown> => {
  try {
    const c = JSON.parse(String(text ?? "{}"));
    return c && typeof c === "object" ? c : {};
  } catch {
    return {};
  }
};

/**
 * Scores the extraction on a labelled folder (DIR/pages/*.html, DIR/expected/*.json): serves the pages on 127.0.0.1,
 * ingests them into a fresh warehouse in a temporary folder and compares its rows with the expected files.
 */
export async function scoreFolder(dir: string, opts: ScoreOptions = {}): Promise<FolderScore> {
  const pagesDir = join(dir, "pages");
  const expectedDir = join(dir, "expected");
  if (!existsSync(pagesDir) || !existsSync(expectedDir)) throw new UserError(`${dir} is not a labelled folder (it needs pages/ and expected/)`, "lay it out as DIR/pages/NAME.html and DIR/expected/NAME.json");
  const pages = (await readdir(pagesDir)).filter((f) => f.endsWith(".html") && f.includes(opts.only ?? "")).sort();
  if (!pages.length) throw new UserError(`no pages in ${pagesDir}${opts.only ? ` whose name contains ${opts.only}` : ""}`);
  const expected = new Map<string, ExpectedPage>();
  for (const p of pages) {
    const file = join(expectedDir, p.replace(/\.html$/, ".json"));
    if (!existsSync(file)) throw new UserError(`no expected file for ${p}`, `write ${file}, or move the page out of pages/`);
    expected.set(p, JSON.parse(await readFile(file, "utf8")));
  }
  const server = await servePages(pagesDir);
  const tmp = await mkdtemp(join(tmpdir(), "sokutei-score-"));
  const port = (server.address() as { port: number }).port;
  const urlOf = new Map(pages.map((p) => [`http://127.0.0.1:${port}/${encodeURIComponent(p)}`, p]));
  if (opts.corrections) await carryCorrections(opts.corrections, correctionsDir(join(tmp, "score.duckdb")), urlOf);
  const wh = await Warehouse.open(join(tmp, "score.duckdb"));
  try {
    await ingest([...urlOf.keys()], wh, { fetch: { allowPrivate: true, retries: 0 }, hostDelayMs: 0, perHost: 4, workers: opts.workers }, silent);
    const meas = await wh.all(
      "select s.url, m.metric, m.operation, m.access, m.value, m.unit, m.origin, m.derived, m.locator, cast(m.conditions as varchar) as conditions " +
        "from measurements m join reports r using (report_id) join sources s on s.source_id = r.source_id",
    );
    const comps = await wh.all("select s.url, c.kind, c.model, c.count, c.capacity_bytes, c.clock_hz, c.raw from components c join reports r using (report_id) join sources s on s.source_id = r.source_id");
    const charsets = new Map((await wh.all("select url, charset from sources")).map((s) => [urlOf.get(String(s.url)), s.charset == null ? null : String(s.charset)]));
    const origins = new Set(opts.origins ?? DEFAULT_ORIGINS);
    const result: FolderScore = { pages: [], total: { found: 0, want: 0, spurious: 0, cfound: 0, cwant: 0, cinvented: 0, indistinct: 0, seen: 0, samekey: 0, whole: 0 } };
    for (const p of pages) {
      const mine = meas.filter((m) => urlOf.get(String(m.url)) === p).map((m) => ({ ...m, derived: Boolean(m.derived), conditions: parseConditions(m.conditions) }) as unknown as FoundMeasurement);
      const mycomps = comps.filter((c) => urlOf.get(String(c.url)) === p) as unknown as FoundComponent[];
      const s = scorePage(expected.get(p)!, mine, mycomps, origins);
      result.pages.push({ page: p, charset: charsets.get(p) ?? null, ...s });
      for (const k of Object.keys(result.total) as (keyof FolderScore["total"])[]) result.total[k] += s[k];
    }
    return result;
  } finally {
    wh.close();
    server.close();
    await rm(tmp, { recursive: true, force: true });
  }
}
