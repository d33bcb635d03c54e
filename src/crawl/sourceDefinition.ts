import { readFile, readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
// cheerio's load without its main entry, which also loads undici (~100 ms of a cold start)
import { load } from "../document/cheerioLoad.ts";
import { z } from "zod";
import { canonicalCharset } from "../decode/detectCharset.ts";
import { UserError } from "../errors.ts";
import { readJsonc } from "./readJsonc.ts";
import { type UrlPattern, compilePattern } from "./urlPattern.ts";
import type { SourceHints } from "../ingest/deriveSource.ts";

/** Folder of source definitions, relative to the working directory. */
export const DEFAULT_SOURCES_DIR = "sources";

const httpUrl = z.string().refine((s) => {
  try {
    return /^https?:$/.test(new URL(s).protocol);
  } catch {
    return false;
  }
}, "not an http(s) URL");

const pattern = z.string().transform((s, ctx) => {
  try {
    return compilePattern(s);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
    return z.NEVER;
  }
});

const selector = z.string().min(1).refine((s) => {
  try {
    load("<p></p>").root().find(s);
    return true;
  } catch {
    return false;
  }
}, "not a valid CSS selector");

/** The file format of one definition, `sources/<name>.json`; snake_case keys as written in the file. */
const DefinitionSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "lower-case letters, digits, - and _ only"),
  site: z.string().trim().min(1),
  start: z.array(httpUrl).min(1, "at least one start URL"),
  follow: z.array(pattern).default([]),
  reports: z.array(pattern).min(1, "at least one pattern"),
  exclude: z.array(pattern).default([]),
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "a host name, optionally with :port")).default([]),
  max_pages: z.number().int().min(1).max(10_000).default(200),
  max_depth: z.number().int().min(0).max(20).default(3),
  charset: z.string().refine((s) => canonicalCharset(s) !== undefined, "unknown charset (Shift_JIS, EUC-JP, ISO-2022-JP, UTF-8…)").optional(),
  content: selector.optional(),
  delay_ms: z.number().int().min(500, "at least 500 ms between two requests to a host").max(120_000).optional(),
  per_host: z.number().int().min(1).max(2, "at most 2 requests in flight to one host").optional(),
});

/** A validated source definition: where a site lists its reports and how to read them. */
export interface SourceDefinition {
  name: string;
  site: string;
  start: string[];
  follow: UrlPattern[];
  reports: UrlPattern[];
  exclude: UrlPattern[];
  /** Hosts of the site: those of the start URLs and `hosts`; links elsewhere are off-site. */
  hosts: string[];
  maxPages: number;
  maxDepth: number;
  charset?: string;
  content?: string;
  delayMs?: number;
  perHost?: number;
  file: string;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");
  if (issue.code === "unrecognized_keys") return `${path ? `${path}.` : ""}${issue.keys.join(", ")}`;
  return path || "(top level)";
}

function messageOfIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `unknown field (known: ${Object.keys(DefinitionSchema.shape).join(", ")})`;
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return "required";
  return issue.message;
}

/** Parses one definition file's text; throws a UserError of one line naming the file and the field. */
export function parseDefinition(text: string, file: string): SourceDefinition {
  const parsed = DefinitionSchema.safeParse(readJsonc(text, file));
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as z.core.$ZodIssue;
    throw new UserError(`${file}: ${fieldOf(issue)}: ${messageOfIssue(issue)}`);
  }
  const d = parsed.data;
  const stem = basename(file).replace(/\.jsonc?$/, "");
  if (d.name !== stem) throw new UserError(`${file}: name: "${d.name}" differs from the file name (${stem})`);
  const hosts = [...new Set([...d.start.map((s) => new URL(s).host), ...d.hosts.map((h) => h.toLowerCase())])];
  return {
    name: d.name, site: d.site, start: d.start, follow: d.follow, reports: d.reports, exclude: d.exclude, hosts,
    maxPages: d.max_pages, maxDepth: d.max_depth, file,
    ...(d.charset ? { charset: canonicalCharset(d.charset) } : {}),
    ...(d.content ? { content: d.content } : {}),
    ...(d.delay_ms ? { delayMs: d.delay_ms } : {}),
    ...(d.per_host ? { perHost: d.per_host } : {}),
  };
}

/** Every definition in `dir` (`*.json`, `*.jsonc`; names starting with `_` are templates, not read), by name. */
export async function loadDefinitions(dir = DEFAULT_SOURCES_DIR): Promise<SourceDefinition[]> {
  const isDir = (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;
  if (!isDir) return [];
  const files = (await readdir(dir)).filter((f) => /\.jsonc?$/.test(f) && !f.startsWith("_")).sort();
  const out: SourceDefinition[] = [];
  for (const f of files) {
    const file = join(dir, f);
    const def = parseDefinition(await readFile(file, "utf8"), file);
    const twin = out.find((d) => d.name === def.name);
    if (twin) throw new UserError(`${file}: name: "${def.name}" is also defined in ${twin.file}`);
    out.push(def);
  }
  return out;
}

/** The definitions named (all when none), or a UserError naming the unknown one. */
export function selectDefinitions(all: SourceDefinition[], names: string[], dir: string): SourceDefinition[] {
  if (!names.length) return all;
  return names.map((n) => {
    const d = all.find((x) => x.name === n);
    if (!d) throw new UserError(`no source definition named ${n} in ${dir}/`, all.length ? `known: ${all.map((x) => x.name).join(", ")}` : "add sources/NAME.json (see sources/_template.jsonc)");
    return d;
  });
}

/** The definition whose site a URL belongs to (by host), if any. */
export function definitionFor(defs: SourceDefinition[], url: string): SourceDefinition | undefined {
  let host: string;
  try {
    host = new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
  return defs.find((d) => d.hosts.includes(host));
}

/** Hints of the definition a URL's site belongs to, for `ingest` and `reprocess`. */
export function hintsFrom(defs: SourceDefinition[]): (url: string) => SourceHints | undefined {
  return (url) => {
    const d = definitionFor(defs, url);
    return d ? { site: d.site, ...(d.content ? { content: d.content } : {}), ...(d.charset ? { charset: d.charset } : {}) } : undefined;
  };
}
