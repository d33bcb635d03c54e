import { writeFileSync } from "node:fs";
import { WARCRecord, WARCSerializer } from "warcio";

export interface WarcRec {
  url: string;
  date: string;
  headers?: Record<string, string>;
  body: Uint8Array | string;
}

/** A WARC file of HTTP responses written with warcio, one gzip member per record. */
export async function writeWarc(path: string, records: WarcRec[]): Promise<void> {
  const parts: Uint8Array[] = [];
  for (const r of records) {
    const body = typeof r.body === "string" ? new TextEncoder().encode(r.body) : r.body;
    const record = WARCRecord.create(
      { url: r.url, date: r.date, type: "response", warcVersion: "WARC/1.1", statusline: "HTTP/1.1 200 OK", httpHeaders: r.headers ?? { "Content-Type": "text/html" } },
      [body],
    );
    parts.push(await WARCSerializer.serialize(record, { gzip: true }));
  }
  writeFileSync(path, Buffer.concat(parts));
}
