import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { UserError } from "../errors.ts";

/**
 * Fills a fresh temporary folder beside `out` and renames it into place at the end, so a crash leaves either the
 * previous output whole or the new one whole (never a mix). An existing non-empty `out` is replaced only when
 * `isPrevious` says it is an earlier output of the same command; anything else is refused untouched.
 */
export async function replaceFolder<T>(out: string, what: string, isPrevious: (dir: string, entries: string[]) => Promise<boolean>, fill: (dir: string) => Promise<T>): Promise<T> {
  const target = resolve(out);
  const existing = await stat(target).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UserError(`--out ${out} is a file, not a folder`);
  const entries = existing ? await readdir(target) : [];
  if (entries.length && !(await isPrevious(target, entries))) {
    throw new UserError(`--out ${out} is not empty and is not an earlier ${what}`, "name a new or empty folder: sokutei replaces only its own earlier output");
  }
  await mkdir(dirname(target), { recursive: true });
  const tmp = await mkdtemp(join(dirname(target), `.${basename(target)}.partial-`));
  try {
    const result = await fill(tmp);
    await chmod(tmp, 0o755);
    if (existing) {
      const old = `${tmp}.old`;
      await rename(target, old);
      await rename(tmp, target);
      await rm(old, { recursive: true, force: true });
    } else await rename(tmp, target);
    return result;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  }
}
