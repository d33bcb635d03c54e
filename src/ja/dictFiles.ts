import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * kuromoji's dictionary files, inflated once into a cache and read back from it. Most files end in long runs of zero
 * bytes (buffers grown by doubling: unk.dat is 10 MiB for 398 bytes of data), so the cache keeps each file without
 * them, after an 8-byte header giving the inflated length, and a read allocates the full length (zero pages cost
 * nothing until touched) and reads only the data.
 */
const HEADER = 8;

/** One inflated dictionary file: its bytes (full length, zeros included) and how many of them precede the zeros. */
export interface DictFile {
  buffer: ArrayBuffer;
  dataLength: number;
}

/**
 * A target map file (`[count, key, n, v1…vn, key, n, …]`, int32) cut after its last record that holds data: kuromoji
 * reads a map to its buffer's end, and the rest of the file is zeros, which it would read as empty records one by one
 * (unk_map.dat: 250 bytes of data in 1 MiB).
 */
export function targetMapData(file: DictFile): Uint8Array {
  const ints = new Int32Array(file.buffer, 0, file.buffer.byteLength >> 2);
  const dataInts = Math.ceil(file.dataLength / 4);
  let i = 1;
  while (i + 1 < ints.length && i < dataInts) i += 2 + Math.max(0, ints[i + 1] ?? 0);
  return new Uint8Array(file.buffer, 0, Math.min(file.buffer.byteLength, i * 4));
}

/** Length of a buffer without its trailing zero bytes. */
export function dataLengthOf(bytes: Uint8Array): number {
  let n = bytes.length;
  while (n > 0 && bytes[n - 1] === 0) n--;
  return n;
}

/** Opens a cached file and reads its header: the inflated length. */
function openCached(path: string): { fd: number; fullLength: number; dataLength: number } | null {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return null;
  }
  const header = Buffer.alloc(HEADER);
  const size = fstatSync(fd).size;
  if (size < HEADER || readSync(fd, header, 0, HEADER, 0) !== HEADER) {
    closeSync(fd);
    return null;
  }
  return { fd, fullLength: Number(header.readBigUInt64LE(0)), dataLength: size - HEADER };
}

/** Inflates one file of the package's dictionary and, when it can, writes it to the cache. */
function inflate(dictDir: string, name: string, cached: string | null): Uint8Array {
  const bytes = gunzipSync(readFileSync(join(dictDir, name)));
  if (cached) {
    try {
      const header = Buffer.alloc(HEADER);
      header.writeBigUInt64LE(BigInt(bytes.length), 0);
      const tmp = `${cached}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.concat([header, bytes.subarray(0, dataLengthOf(bytes))]));
      renameSync(tmp, cached);
    } catch {
      // a read-only install: inflate every time
    }
  }
  return bytes;
}

/** Where a file is cached, creating the folder (null: no cache). */
function cachePath(cacheDir: string | null, name: string): string | null {
  if (!cacheDir) return null;
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    return null;
  }
  return join(cacheDir, name.replace(/\.gz$/, ""));
}

/** One dictionary file, whole: from the cache when it is there, else inflated (and cached). */
export function readDictFile(dictDir: string, name: string, cacheDir: string | null): DictFile {
  const cached = cachePath(cacheDir, name);
  const file = cached ? openCached(cached) : null;
  if (file) {
    try {
      const buffer = new ArrayBuffer(file.fullLength);
      const want = Math.min(file.dataLength, file.fullLength);
      let got = 0;
      while (got < want) {
        const n = readSync(file.fd, new Uint8Array(buffer, got, want - got), 0, want - got, HEADER + got);
        if (n <= 0) break;
        got += n;
      }
      if (got === want) return { buffer, dataLength: want };
    } finally {
      closeSync(file.fd);
    }
  }
  const bytes = inflate(dictDir, name, cached);
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { buffer: buffer as ArrayBuffer, dataLength: dataLengthOf(bytes) };
}

/** What kuromoji's TokenInfoDictionary reads its features from: a NUL-terminated UTF-8 string at a byte offset. */
export interface StringSource {
  getString(index: number): string;
}

const PAGE = 16 * 1024;
/**
 * Pages kept at most (8 MiB; the whole file is 2,200): the text of 133 varied report pages touches ~500. Unbounded,
 * the pages held grew with the variety of a batch's text, so memory grew with its size.
 */
const MAX_PAGES = 512;
/** Feature strings kept at most (~2 MiB): a batch's text uses a few thousand distinct words again and again. */
const MAX_STRINGS = 20_000;

/**
 * A dictionary file read a page at a time from the cache, for the features file (36 MB, of which a page of text
 * touches a few hundred strings): strings decoded by kuromoji's own ByteBuffer, as when the whole file is loaded.
 * Null when the file is not cached (the caller then loads it whole).
 */
export function pagedDictFile(dictDir: string, name: string, cacheDir: string | null, maxPages = MAX_PAGES, maxStrings = MAX_STRINGS): (StringSource & { held(): number }) | null {
  const cached = cachePath(cacheDir, name);
  if (!cached) return null;
  let file = openCached(cached);
  if (!file) {
    inflate(dictDir, name, cached);
    file = openCached(cached);
  }
  if (!file) return null;
  const { fd, dataLength } = file;
  const ByteBuffer = createRequire(import.meta.url)("kuromoji/src/util/ByteBuffer") as new (b: Uint8Array) => { getString(i: number): string };
  const pages = new Map<number, Buffer>();
  const page = (i: number): Buffer => {
    let p = pages.get(i);
    if (!p) {
      const start = i * PAGE;
      p = Buffer.alloc(Math.max(0, Math.min(PAGE, dataLength - start)));
      if (p.length) readSync(fd, p, 0, p.length, HEADER + start);
      // the oldest read goes first: a page the text still needs is read again
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as number);
      pages.set(i, p);
    }
    return p;
  };
  // a word's features are read each time the word is found: the common words' strings are kept (bounded, like the pages)
  let strings = new Map<number, string>();
  return {
    held: () => pages.size,
    getString(index: number): string {
      const known = strings.get(index);
      if (known !== undefined) return known;
      const text = readString(index);
      if (strings.size >= maxStrings) strings = new Map();
      strings.set(index, text);
      return text;
    },
  };

  function readString(index: number): string {
    // past the data every byte is zero: an empty string, as kuromoji reads it from the full buffer
    const parts: Buffer[] = [];
    for (let at = index; at < dataLength; ) {
      const p = page(Math.floor(at / PAGE));
      const from = at % PAGE;
      const end = p.indexOf(0, from);
      parts.push(p.subarray(from, end < 0 ? p.length : end));
      if (end >= 0) break;
      at += p.length - from;
    }
    return parts.length ? new ByteBuffer(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)).getString(0) : "";
  }
}
