import { chmod, lstat, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { UserError } from "../errors.ts";
import { makeFolder } from "../makeFolder.ts";
import { escapeRegExp } from "../normalise/escapeRegExp.ts";

/** True while a process of that id runs (one of another user counts: it cannot be signalled, but it is there). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: unknown }).code === "EPERM";
  }
}

/**
 * Removes the hidden folders an earlier run on `target` left when it was killed (`.NAME.partial-PID-XXXXXX`, whose
 * process is gone, and those of older versions without a PID). One moved aside as `….old` while no `target` exists is
 * the previous output, cut off from its replacement: it is put back instead.
 */
async function sweepPartials(target: string): Promise<void> {
  const parent = dirname(target);
  const name = escapeRegExp(basename(target));
  const partial = new RegExp(`^\\.${name}\\.partial-(?:(\\d+)-)?[A-Za-z0-9]{6}(\\.old)?$`);
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    const m = partial.exec(entry);
    if (!m || (m[1] !== undefined && running(Number(m[1])))) continue;
    const path = join(parent, entry);
    if (!(await lstat(path)).isDirectory()) continue;
    if (m[2] && !(await lstat(target).then(() => true, () => false))) await rename(path, target);
    else await rm(path, { recursive: true, force: true });
  }
}

/**
 * Fills a fresh temporary folder beside `out` and renames it into place at the end, so a crash leaves either the
 * previous output whole or the new one whole (never a mix). An existing non-empty `out` is replaced only when
 * `isPrevious` says it is an earlier output of the same command; anything else is refused untouched. What a killed
 * run left beside it is swept first.
 */
export async function replaceFolder<T>(out: string, what: string, isPrevious: (dir: string, entries: string[]) => Promise<boolean>, fill: (dir: string) => Promise<T>): Promise<T> {
  const target = resolve(out);
  await sweepPartials(target);
  const existing = await stat(target).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UserError(`--out ${out} is a file, not a folder`);
  const entries = existing ? await readdir(target) : [];
  if (entries.length && !(await isPrevious(target, entries))) {
    throw new UserError(`--out ${out} is not empty and is not an earlier ${what}`, "name a new or empty folder: sokutei replaces only its own earlier output");
  }
  await makeFolder(dirname(target));
  const tmp = await mkdtemp(join(dirname(target), `.${basename(target)}.partial-${process.pid}-`));
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
