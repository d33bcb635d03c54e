import { open } from "node:fs/promises";
import { crc32, inflateRawSync } from "node:zlib";

/** A WARC file that cannot be read past `at` (a file offset: the gzip member's start, or the byte of a plain WARC). */
export class WarcDamage extends Error {
  constructor(readonly at: number, message: string) {
    super(message);
  }
}

/** Decompressed bytes of a WARC file; `at` is the file offset of the gzip member they come from, or of the first byte. */
export interface WarcChunk {
  bytes: Buffer;
  at: number;
  /** True for plain WARC, where the offset of any byte is `at` plus its index. */
  plain: boolean;
  /** A gzip member too large to hold: its records are refused, the member is skipped. */
  oversized?: boolean;
}

const READ = 256 * 1024;

/** Length of the gzip header at `buf[0]`, or -1 when `buf` does not start one (RFC 1952 §2.3). */
function gzipHeaderLength(buf: Buffer): number {
  if (buf.length < 10 || buf[0] !== 0x1f || buf[1] !== 0x8b || buf[2] !== 8) return -1;
  const flags = buf[3] ?? 0;
  let p = 10;
  if (flags & 4) p += 2 + (buf.readUInt16LE(Math.min(p, buf.length - 2)) ?? 0);
  for (const bit of [8, 16]) {
    if (!(flags & bit)) continue;
    const end = buf.indexOf(0, p);
    if (end < 0) return -1;
    p = end + 1;
  }
  if (flags & 2) p += 2;
  return p <= buf.length ? p : -1;
}

async function readAt(fh: import("node:fs/promises").FileHandle, at: number, n: number): Promise<Buffer> {
  const buf = Buffer.alloc(n);
  const { bytesRead } = await fh.read(buf, 0, n, at);
  return buf.subarray(0, bytesRead);
}

/**
 * The decompressed bytes of a WARC file, plain or gzip (one member per record, as the standard asks, or several records
 * in one member). Each gzip member is inflated whole, at most `memberCap` bytes, and checked against its trailer
 * (CRC-32 and length) before any of it is handed on; a member cut short throws `WarcDamage` at its offset. A member
 * inflating past the cap is handed on as `oversized` and the reading resumes at the next gzip header.
 */
export async function* warcChunks(path: string, memberCap: number): AsyncGenerator<WarcChunk> {
  const fh = await open(path, "r");
  try {
    const size = (await fh.stat()).size;
    const head = await readAt(fh, 0, 3);
    if (!(head[0] === 0x1f && head[1] === 0x8b)) {
      for (let at = 0; at < size; at += READ) yield { bytes: await readAt(fh, at, READ), at, plain: true };
      return;
    }
    let at = 0;
    while (at < size) {
      let window = Math.min(size - at, 1024 * 1024);
      const inputCap = Math.ceil(memberCap * 1.01) + 64 * 1024;
      for (;;) {
        const raw = await readAt(fh, at, window);
        const h = gzipHeaderLength(raw);
        if (h < 0) throw new WarcDamage(at, at + raw.length >= size && raw.length < 10 ? "trailing bytes after the last gzip member" : "no gzip member starts here");
        let out: { buffer: Buffer; engine: { bytesWritten: number } };
        try {
          out = inflateRawSync(raw.subarray(h), { info: true, maxOutputLength: memberCap }) as unknown as typeof out;
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === "Z_BUF_ERROR" && at + window < size && window < inputCap) {
            window = Math.min(size - at, window * 4, inputCap);
            continue;
          }
          if (code === "Z_BUF_ERROR" && at + window >= size) throw new WarcDamage(at, "gzip member cut short: the file ends inside it");
          if (code === "ERR_BUFFER_TOO_LARGE" || code === "Z_BUF_ERROR") {
            yield { bytes: Buffer.alloc(0), at, plain: false, oversized: true };
            at = await nextMember(fh, at + 1, size);
            break;
          }
          throw new WarcDamage(at, `gzip member is corrupt (${(err as Error).message})`);
        }
        const end = h + out.engine.bytesWritten;
        const trailer = raw.subarray(end, end + 8);
        if (trailer.length < 8) throw new WarcDamage(at, "gzip member has no trailer: the file was cut short");
        if (trailer.readUInt32LE(0) !== crc32(out.buffer) || trailer.readUInt32LE(4) !== out.buffer.length % 2 ** 32) {
          throw new WarcDamage(at, "gzip member fails its CRC-32 or length check");
        }
        yield { bytes: out.buffer, at, plain: false };
        at += end + 8;
        break;
      }
    }
  } finally {
    await fh.close();
  }
}

/** Offset of the next gzip header at or after `from` (the start of the next record's member), or the file's size. */
async function nextMember(fh: import("node:fs/promises").FileHandle, from: number, size: number): Promise<number> {
  for (let at = from; at < size; at += READ - 2) {
    const buf = await readAt(fh, at, READ);
    for (let i = buf.indexOf(0x1f); i >= 0 && i + 2 < buf.length; i = buf.indexOf(0x1f, i + 1)) {
      if (buf[i + 1] === 0x8b && buf[i + 2] === 8 && gzipHeaderLength(buf.subarray(i, i + 1024)) > 0) return at + i;
    }
  }
  return size;
}
