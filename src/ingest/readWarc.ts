import { open } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";
import { StageError, messageOf } from "../errors.ts";
import { WarcDamage } from "./warcChunks.ts";
import { HEADER_CAP, warcRecords } from "./warcRecords.ts";

/** One HTML page out of a WARC file: the response as it was captured. */
export interface WarcPage {
  url: string;
  /** WARC-Date: when the page was captured. */
  capturedAt: Date;
  httpStatus: number | null;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  /** The payload with chunking and content encoding undone. */
  body: Uint8Array;
}

export interface WarcSkip {
  url: string | null;
  reason: string;
}

const HTML = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/** True when a file is a WARC (plain or gzip members), by name or by its first bytes. */
export async function isWarcFile(path: string): Promise<boolean> {
  if (/\.warc(\.gz)?$/i.test(path)) return true;
  const fh = await open(path, "r");
  try {
    const head = Buffer.alloc(8);
    await fh.read(head, 0, 8, 0);
    return head.toString("latin1").startsWith("WARC/");
  } finally {
    await fh.close();
  }
}

/** A record that could not be read: only it fails, the records after it still load. */
export interface WarcFailure {
  failed: string;
  url: string | null;
}

/** `Transfer-Encoding: chunked` undone; a body that is not well-formed chunks is returned as it is, as warcio did. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let p = 0;
  for (;;) {
    const eol = body.indexOf("\r\n", p, "latin1");
    if (eol < 0 || eol - p > 64) return body;
    const size = Number.parseInt(body.subarray(p, eol).toString("latin1"), 16);
    if (!Number.isSafeInteger(size) || size < 0 || eol + 2 + size > body.length) return body;
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    p = eol + 2 + size + 2;
  }
}

/** The payload with its content coding undone, at most `maxBytes`; null when it inflates past that. Undecodable bytes stay as they are. */
function decodePayload(body: Buffer, coding: string | null, maxBytes: number): Buffer | null {
  const c = (coding ?? "").trim().toLowerCase();
  const inflate = c === "gzip" || c === "x-gzip" ? gunzipSync : c === "deflate" ? inflateSync : c === "br" ? brotliDecompressSync : null;
  if (!inflate) return body;
  try {
    return inflate(body, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return null;
    if (c === "deflate") {
      try {
        return inflateRawSync(body, { maxOutputLength: maxBytes });
      } catch {
        return body;
      }
    }
    return body;
  }
}

/** An HTTP response's status and headers (names lower-cased) and the rest of the block, or null without a header end in HEADER_CAP. */
function splitHttp(block: Buffer): { status: number | null; headers: Map<string, string>; body: Buffer } | null {
  const end = block.subarray(0, HEADER_CAP).indexOf("\r\n\r\n", 0, "latin1");
  if (end < 0) return null;
  const lines = block.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number((lines[0] ?? "").split(" ")[1]);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return { status: Number.isFinite(status) ? status : null, headers, body: block.subarray(end + 4) };
}

const PAGE_TYPES = new Set(["response", "resource"]);

/**
 * The HTML responses of a WARC file, one at a time (the file is streamed, never read whole; a payload is decoded up to
 * `maxBytes`, and one over it is skipped). Other records — requests, metadata, revisits, non-HTML or non-2xx
 * responses — are passed to `onSkip` with the reason. A record whose header block is over 64 KiB, or whose gzip
 * member is too large, is yielded as a `WarcFailure`; a file cut short (plain or gzip) throws at its offset.
 */
export async function* readWarcPages(path: string, onSkip: (s: WarcSkip) => void = () => undefined, maxBytes = 20 * 1024 * 1024): AsyncGenerator<WarcPage | WarcFailure> {
  let at = 0;
  try {
    const keep = (h: Map<string, string>) => PAGE_TYPES.has(h.get("warc-type") ?? "") && !!h.get("warc-target-uri");
    for await (const record of warcRecords(path, keep, maxBytes + HEADER_CAP)) {
      at = record.at;
      const url = record.headers.get("warc-target-uri") ?? null;
      const type = record.headers.get("warc-type") ?? "";
      if (record.refused && !record.headers.size) {
        yield { failed: `record at byte ${record.at}: ${record.refused}`, url };
        continue;
      }
      if (!PAGE_TYPES.has(type)) {
        if (type === "revisit") onSkip({ url, reason: "revisit record (no payload)" });
        continue;
      }
      if (!url) {
        onSkip({ url, reason: `${type} record without WARC-Target-URI` });
        continue;
      }
      if (record.refused || !record.block) {
        onSkip({ url, reason: `body over the ${maxBytes}-byte cap after decoding (raise it with --max-bytes)` });
        continue;
      }
      const http = type === "response" ? splitHttp(record.block) : null;
      if (type === "response" && !http) {
        yield { failed: `record at byte ${record.at}: HTTP header block of ${url} is over ${HEADER_CAP} bytes or unterminated`, url };
        continue;
      }
      const headers = http?.headers;
      const contentType = (headers ? headers.get("content-type") : record.headers.get("content-type")) ?? null;
      const status = http ? http.status : null;
      if (status !== null && (status < 200 || status >= 300)) {
        onSkip({ url, reason: `HTTP ${status}` });
        continue;
      }
      if (contentType && !HTML.test(contentType)) {
        onSkip({ url, reason: `not HTML (${contentType})` });
        continue;
      }
      const transfer = headers?.get("transfer-encoding") ?? null;
      const chunked = transfer?.toLowerCase() === "chunked";
      const raw = http ? (chunked ? dechunk(http.body) : http.body) : record.block;
      const body = decodePayload(raw, headers?.get("content-encoding") ?? (chunked ? null : transfer), maxBytes + 1);
      if (!body || body.length > maxBytes) {
        onSkip({ url, reason: `body over the ${maxBytes}-byte cap after decoding (raise it with --max-bytes)` });
        continue;
      }
      const capturedAt = new Date(record.headers.get("warc-date") ?? "");
      yield {
        url, capturedAt: Number.isNaN(capturedAt.getTime()) ? new Date(0) : capturedAt, httpStatus: status, contentType, body,
        etag: headers?.get("etag") ?? null, lastModified: headers?.get("last-modified") ?? null,
      };
    }
  } catch (err) {
    throw new StageError("input", path, `cannot read WARC at byte ${err instanceof WarcDamage ? err.at : at} (${messageOf(err)})`);
  }
}
