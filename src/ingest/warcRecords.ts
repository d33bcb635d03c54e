import { WarcDamage, type WarcChunk, warcChunks } from "./warcChunks.ts";

/** Longest WARC or HTTP header block read (a 3 GB header line took 6.5 GB and crashed V8). */
export const HEADER_CAP = 64 * 1024;

/** One WARC record: its headers (names lower-cased) and its block, or why the block was not kept. */
export interface WarcRecord {
  at: number;
  headers: Map<string, string>;
  block: Buffer | null;
  /** Why `block` is null: the record is refused, the records after it still load. */
  refused?: string;
}

/** Pulls bytes out of the chunks, knowing the file offset each byte came from. */
class ByteReader {
  private buf: Buffer = Buffer.alloc(0);
  private chunk: WarcChunk | null = null;
  private base = 0;
  done = false;
  constructor(private readonly source: AsyncGenerator<WarcChunk>) {}

  /** The file offset of the next byte: exact in a plain WARC, the member's start in a gzip one. */
  get offset(): number {
    if (!this.chunk) return 0;
    return this.chunk.plain ? this.chunk.at + this.base : this.chunk.at;
  }

  get oversized(): boolean {
    return this.chunk?.oversized === true && this.buf.length === 0;
  }

  async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    // bytes left over from the last chunk sit just before the new one's first byte
    this.base = -this.buf.length;
    this.chunk = next.value;
    this.buf = this.buf.length ? Buffer.concat([this.buf, next.value.bytes]) : next.value.bytes;
    return true;
  }

  /** Bytes up to and including `sep`, or null when `cap` bytes pass without it (they are left unread). */
  async until(sep: string, cap: number): Promise<Buffer | null> {
    for (;;) {
      const i = this.buf.subarray(0, cap).indexOf(sep, 0, "latin1");
      if (i >= 0 && i + sep.length <= cap) return this.take(i + sep.length);
      if (this.buf.length >= cap || !(await this.more())) return null;
    }
  }

  take(n: number): Buffer {
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    this.base += n;
    return out;
  }

  /** Up to `n` bytes, fewer only at the end of the file; `keep` false counts them without holding them. */
  async read(n: number, keep: boolean): Promise<{ bytes: Buffer | null; got: number }> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < n) {
      if (this.buf.length === 0 && !(await this.more())) break;
      const piece = this.take(Math.min(n - got, this.buf.length));
      got += piece.length;
      if (keep) parts.push(piece);
    }
    return { bytes: keep ? Buffer.concat(parts) : null, got };
  }

  /** Skips blank lines; the first byte left is the next record's. */
  async skipBlank(): Promise<void> {
    for (;;) {
      if (this.buf.length === 0) {
        if (this.oversized || !(await this.more()) || this.oversized) return;
        continue;
      }
      const c = this.buf[0];
      if (c !== 0x0d && c !== 0x0a) return;
      this.take(1);
    }
  }

  /** Drops bytes up to the next line that starts a record (`WARC/1.`), after a header block that could not be read. */
  async resync(): Promise<void> {
    const wasAt = this.chunk?.at;
    for (;;) {
      if (this.chunk && !this.chunk.plain && this.chunk.at !== wasAt && this.buf.subarray(0, 7).toString("latin1") === "WARC/1.") return;
      const i = this.buf.indexOf("\nWARC/1.", 0, "latin1");
      if (i >= 0) {
        this.take(i + 1);
        return;
      }
      this.take(Math.max(0, this.buf.length - 8));
      if (!(await this.more())) return;
    }
  }
}

function parseHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  let last = "";
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    if ((line[0] === " " || line[0] === "\t") && last) headers.set(last, `${headers.get(last) ?? ""} ${line.trim()}`);
    else {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(last)) headers.set(last, line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/**
 * The records of a WARC file in order. A block is held only when `keep(headers)` says so and it is at most `blockCap`
 * bytes. A header block over HEADER_CAP refuses that record alone; a file cut short throws `WarcDamage` at its offset.
 */
export async function* warcRecords(path: string, keep: (h: Map<string, string>) => boolean, blockCap: number): AsyncGenerator<WarcRecord> {
  const r = new ByteReader(warcChunks(path, blockCap + 2 * HEADER_CAP));
  for (;;) {
    await r.skipBlank();
    if (r.done) return;
    const at = r.offset;
    if (r.oversized) {
      yield { at, headers: new Map(), block: null, refused: `gzip member at byte ${at} inflates to more than ${blockCap + 2 * HEADER_CAP} bytes` };
      await r.more();
      continue;
    }
    const head = await r.until("\r\n\r\n", HEADER_CAP);
    if (!head) {
      if (r.done && !r.oversized) throw new WarcDamage(at, "the file ends inside a record's header block");
      yield { at, headers: new Map(), block: null, refused: `WARC header block at byte ${at} is over ${HEADER_CAP} bytes` };
      await r.resync();
      continue;
    }
    const text = head.toString("latin1");
    if (!text.startsWith("WARC/")) throw new WarcDamage(at, "no WARC record starts here");
    const headers = parseHeaders(text.slice(text.indexOf("\n") + 1));
    const length = Number(headers.get("content-length"));
    if (!Number.isSafeInteger(length) || length < 0) throw new WarcDamage(at, "record without a valid Content-Length");
    const wanted = keep(headers);
    const { bytes, got } = await r.read(length, wanted && length <= blockCap);
    if (got < length) throw new WarcDamage(at, `record of ${headers.get("warc-target-uri") ?? "no URL"} ends ${length - got} bytes before its Content-Length`);
    yield { at, headers, block: bytes, ...(wanted && length > blockCap ? { refused: `block of ${length} bytes over the cap` } : {}) };
  }
}
