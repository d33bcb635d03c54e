import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { StageError } from "../errors.ts";

/** sha256 of the bytes, as lowercase hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Path of a body inside the archive folder, relative to the warehouse folder: `archive/ab/abcdef….html`. */
export function archivePathFor(sha: string): string {
  return join("archive", sha.slice(0, 2), `${sha}.raw`);
}

/** Archive folders known to exist (256 at most per warehouse): a batch need not ask the file system again. */
const madeDirs = new Set<string>();

/** Writes of one archive file in flight in this process: the same bytes twice in a batch are written once. */
const writing = new Map<string, Promise<void>>();

/** Writes to a temporary name no other write can share (pid, time and a random UUID), then renames into place. */
async function writeOnce(abs: string, bytes: Uint8Array): Promise<void> {
  const existing = await stat(abs).catch(() => undefined);
  if (existing?.size === bytes.byteLength) return;
  const dir = dirname(abs);
  if (!madeDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const tmp = `${abs}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, bytes, { flag: "wx" });
    await rename(tmp, abs);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw err;
  }
}

/**
 * Stores raw bytes content-addressed under `warehouseDir`; writing goes to a unique temporary name and is renamed into
 * place, so a crash never leaves a half file under a real hash. Returns the path relative to the warehouse folder.
 */
export async function archiveBytes(warehouseDir: string, bytes: Uint8Array, knownSha?: string): Promise<{ sha256: string; archivePath: string }> {
  const sha = knownSha ?? sha256Hex(bytes);
  const rel = archivePathFor(sha);
  const abs = join(warehouseDir, rel);
  let write = writing.get(abs);
  if (!write) {
    write = writeOnce(abs, bytes).finally(() => writing.delete(abs));
    writing.set(abs, write);
  }
  try {
    await write;
  } catch (err) {
    throw new StageError("archive", abs, `cannot write the archive (${(err as Error).message})`);
  }
  return { sha256: sha, archivePath: rel.split("\\").join("/") };
}

/** Reads an archived body back, checking its hash. */
export async function readArchived(warehouseDir: string, archivePath: string, sha: string): Promise<Uint8Array> {
  const abs = join(warehouseDir, archivePath);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(abs);
  } catch {
    throw new StageError("archive", archivePath, `archived body is missing at ${relative(process.cwd(), abs)}`);
  }
  if (sha256Hex(bytes) !== sha) throw new StageError("archive", archivePath, "archived body does not match its sha256 (the archive was changed by hand?)");
  return bytes;
}
