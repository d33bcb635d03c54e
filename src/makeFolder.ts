import { mkdir, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

/**
 * Creates a folder and its missing parents. Node's recursive mkdir reports ENOENT for a missing folder on a read-only
 * mount; then the first missing folder is made alone, so the error thrown is the real one (EROFS, EACCES) with its path.
 */
export async function makeFolder(path: string): Promise<void> {
  try {
    await mkdir(path, { recursive: true });
  } catch (err) {
    if ((err as { code?: unknown }).code !== "ENOENT") throw err;
    let existing = dirname(path);
    while (existing !== dirname(existing) && !(await stat(existing).then(() => true, () => false))) existing = dirname(existing);
    const first = relative(existing, path).split(sep)[0];
    if (!first) throw err;
    await mkdir(join(existing, first));
    await mkdir(path, { recursive: true });
  }
}
