import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { StageError, messageOf } from "../errors.ts";

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

/**
 * The HTML responses of a WARC file, one at a time (the file is streamed, never read whole; a payload is decoded up to
 * `maxBytes`, and one over it is skipped). Other records —
 * requests, metadata, revisits, non-HTML or non-2xx responses — are passed to `onSkip` with the reason.
 */
export async function* readWarcPages(path: string, onSkip: (s: WarcSkip) => void = () => undefined, maxBytes = 20 * 1024 * 1024): AsyncGenerator<WarcPage> {
  // loaded on first use: warcio and its dependencies cost a cold start that reads no WARC ~100 ms
  const { WARCParser } = await import("warcio");
  const parser = new WARCParser(createReadStream(path));
  try {
    for await (const record of parser) {
      const url = record.warcTargetURI ?? null;
      const type = record.warcType;
      if (type !== "response" && type !== "resource") {
        if (type === "revisit") onSkip({ url, reason: "revisit record (no payload)" });
        await record.skipFully();
        continue;
      }
      if (!url) {
        onSkip({ url, reason: `${type} record without WARC-Target-URI` });
        await record.skipFully();
        continue;
      }
      const info = type === "response" ? record.getResponseInfo() : null;
      const headers = info?.headers;
      const contentType = (headers ? headers.get("content-type") : record.warcContentType) ?? null;
      const status = info?.status === undefined ? null : Number(info.status);
      if (status !== null && (status < 200 || status >= 300)) {
        onSkip({ url, reason: `HTTP ${status}` });
        await record.skipFully();
        continue;
      }
      if (contentType && !HTML.test(contentType)) {
        onSkip({ url, reason: `not HTML (${contentType})` });
        await record.skipFully();
        continue;
      }
      const dateText = record.warcDate ?? "";
      const capturedAt = new Date(dateText);
      // decoded a chunk at a time and capped: a small gzip payload can inflate to gigabytes
      const chunks: Uint8Array[] = [];
      let total = 0;
      for await (const chunk of record) {
        total += chunk.byteLength;
        if (total > maxBytes) break;
        chunks.push(chunk);
      }
      if (total > maxBytes) {
        onSkip({ url, reason: `body over the ${maxBytes}-byte cap after decoding (raise it with --max-bytes)` });
        continue;
      }
      const body = Buffer.concat(chunks);
      // a record cut short (a truncated download of the file) leaves its block's length unread
      const left = (record as unknown as { _reader?: { limit?: number } })._reader?.limit ?? 0;
      if (left > 0) throw new Error(`record of ${url} ends ${left} bytes before its Content-Length`);
      yield {
        url, capturedAt: Number.isNaN(capturedAt.getTime()) ? new Date(0) : capturedAt, httpStatus: status, contentType, body,
        etag: headers?.get("etag") ?? null, lastModified: headers?.get("last-modified") ?? null,
      };
    }
  } catch (err) {
    throw new StageError("input", path, `cannot read WARC at byte ${parser.offset} (${messageOf(err)})`);
  }
}
