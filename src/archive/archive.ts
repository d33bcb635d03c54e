import { createHash, randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { type FileHandle, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
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

/**
 * Reads an archived body back, checking its hash. The path (from a warehouse that may be someone else's) must lead to a
 * regular file under `archive/` of the warehouse folder, not through a link at its end; at most `size` bytes (the
 * sources row's `bytes`, else the file's own size) are read, so no path reaches `/dev/zero`, a pipe or a file elsewhere.
 */
export async function readArchived(warehouseDir: string, archivePath: string, sha: string, size?: unknown): Promise<Uint8Array> {
  const root = resolve(warehouseDir, "archive");
  const abs = resolve(warehouseDir, archivePath);
  const inside = relative(root, abs);
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) throw new StageError("archive", archivePath, `archive path ${JSON.stringify(archivePath.slice(0, 200))} is outside the archive folder`);
  let bytes: Uint8Array;
  let file: FileHandle | undefined;
  try {
    file = await open(abs, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const info = await file.stat();
    if (!info.isFile()) throw new StageError("archive", archivePath, `archived body at ${archivePath} is not a regular file`);
    const wanted = typeof size === "number" && Number.isSafeInteger(size) && size >= 0 ? Math.min(size, info.size) : info.size;
    const buffer = Buffer.alloc(wanted);
    let got = 0;
    while (got < wanted) {
      const { bytesRead } = await file.read(buffer, got, wanted - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    bytes = buffer.subarray(0, got);
  } catch (err) {
    if (err instanceof StageError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "ELOOP") throw new StageError("archive", archivePath, `archived body at ${archivePath} is not a regular file (a link)`);
    throw new StageError("archive", archivePath, `archived body is missing at ${relative(process.cwd(), abs)}`);
  } finally {
    await file?.close();
  }
  if (sha256Hex(bytes) !== sha) throw new StageError("archive", archivePath, "archived body does not match its sha256 (the archive was changed by hand?)");
  return bytes;
}
