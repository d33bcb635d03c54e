import { randomUUID } from "node:crypto";
import { chmod, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Writes a file the user named through a hidden temporary file beside it, renamed into place, so a full disk or a kill
 * leaves the earlier file whole; the error thrown names `path`. A target that is not a regular file (a device, a pipe,
 * `/dev/stdout`) is written as it is.
 */
export async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const target = await realpath(path).catch(() => path);
  const before = await stat(target).catch(() => undefined);
  if (before && !before.isFile()) {
    await writeFile(target, data);
    return;
  }
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    await writeFile(tmp, data, { flag: "wx" });
    if (before) await chmod(tmp, before.mode & 0o777);
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    const e = err as { path?: unknown };
    if (e && typeof e === "object" && (e.path === undefined || e.path === tmp)) e.path = path;
    throw err;
  }
}
