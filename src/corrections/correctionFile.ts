import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { UserError } from "../errors.ts";

/** Which extracted row a correction is about: its place on the page, its value and metric as extracted. */
export interface RowRef {
  locator: string;
  value: number;
  metric: string;
}

/** Who made a correction and when (ISO time, UTC). */
export interface Made {
  by: string;
  at: string;
}

/** A labelled row (the expected-file format) that a person added or changed; `of` names the extracted row it replaces. */
export interface CorrectedRow extends Made {
  metric: string;
  operation: string | null;
  access: string | null;
  value: number;
  unit: string;
  origin: string;
  conditions: Record<string, unknown>;
  locator?: string | null;
  raw?: string | null;
  of?: RowRef;
}

/** An extracted row a person marked as not a result, with why. */
export interface WrongRow extends RowRef, Made {
  reason: string;
}

/** The corrections of one page (by URL), in the labelled expected-file format plus the rows marked wrong. */
export interface CorrectionFile {
  url: string;
  measurements: CorrectedRow[];
  wrong: WrongRow[];
}

/** The corrections folder of a warehouse: `corrections/` beside the database file. */
export const correctionsDir = (dbPath: string) => join(dirname(dbPath), "corrections");

/** The file of one page's corrections: a readable slug of the URL and a hash that keeps two URLs apart. */
export function correctionPath(dir: string, url: string): string {
  const slug = url.replace(/^[a-z]+:\/\//i, "").replace(/[^\w.-]+/g, "_").slice(0, 60);
  return join(dir, `${slug}-${createHash("sha256").update(url).digest("hex").slice(0, 12)}.json`);
}

function parse(file: string, text: string): CorrectionFile {
  let data: Partial<CorrectionFile>;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UserError(`corrections file ${file} is not JSON: ${(err as Error).message}`, "fix or remove it");
  }
  if (typeof data.url !== "string") throw new UserError(`corrections file ${file} names no url`, "every corrections file has the page's url");
  return { url: data.url, measurements: data.measurements ?? [], wrong: data.wrong ?? [] };
}

/** Every page's corrections in `dir`, by URL (none when the folder does not exist). */
export function readCorrections(dir: string): Map<string, CorrectionFile> {
  const out = new Map<string, CorrectionFile>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json")).sort()) {
    const file = join(dir, name);
    const c = parse(file, readFileSync(file, "utf8"));
    out.set(c.url, c);
  }
  return out;
}

/** Adds to a page's corrections file (created when missing), written to a temporary name and renamed into place. */
export async function addCorrection(dir: string, url: string, change: { row?: CorrectedRow; wrong?: WrongRow }): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = correctionPath(dir, url);
  const c = existsSync(file) ? parse(file, readFileSync(file, "utf8")) : { url, measurements: [], wrong: [] };
  const same = (a?: RowRef, b?: RowRef) => Boolean(a && b && a.locator === b.locator && a.metric === b.metric && a.value === b.value);
  if (change.row) c.measurements = [...c.measurements.filter((r) => !change.row?.of || !same(r.of, change.row.of)), change.row];
  if (change.wrong) c.wrong = [...c.wrong.filter((w) => !same(w, change.wrong)), change.wrong];
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(c, null, 1)}\n`);
  await rename(tmp, file);
  return file;
}
