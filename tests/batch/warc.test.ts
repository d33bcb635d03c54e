import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WARCRecord, WARCSerializer } from "warcio";
import { ingest } from "../../src/ingest/ingest.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url));

interface Rec {
  url: string;
  date: string;
  status?: string;
  type?: "response" | "revisit" | "request";
  headers?: Record<string, string>;
  body: Uint8Array | string;
}

/** A WARC file written with warcio, one gzip member per record, as crawlers and Common Crawl write them. */
async function writeWarc(path: string, records: Rec[], gzip = true): Promise<void> {
  const parts: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const r of records) {
    const body = typeof r.body === "string" ? enc.encode(r.body) : r.body;
    const record = WARCRecord.create(
      { url: r.url, date: r.date, type: r.type ?? "response", warcVersion: "WARC/1.1", statusline: r.type === "request" ? "GET / HTTP/1.1" : `HTTP/1.1 ${r.status ?? "200 OK"}`, httpHeaders: r.headers ?? { "Content-Type": "text/html" } },
      [body],
    );
    parts.push(await WARCSerializer.serialize(record, { gzip }));
  }
  writeFileSync(path, Buffer.concat(parts));
}

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

describe("ingest from WARC files", () => {
  it("loads each HTML response with its original URL and capture date, skips the other records, and a re-run changes nothing", async () => {
    const warc = join(t.dir, "crawl.warc.gz");
    await writeWarc(warc, [
      { url: "http://www.example.jp/bench/10gbe.html", date: "2009-02-11T03:04:05Z", headers: { "Content-Type": "text/html", ETag: '"abc"' }, body: fixture("hpc-10gbe-switch.html") },
      { url: "http://www.example.jp/bench/10gbe.html", date: "2009-02-11T03:04:04Z", type: "request", body: "" },
      { url: "http://www.example.jp/logo.png", date: "2009-02-11T03:04:06Z", headers: { "Content-Type": "image/png" }, body: "PNG" },
      { url: "http://www.example.jp/gone.html", date: "2009-02-11T03:04:07Z", status: "404 Not Found", body: "<html>gone</html>" },
      { url: "http://blog.example.jp/iscsi.html", date: "2010-03-10T10:00:00Z", headers: { "Content-Type": "text/html; charset=UTF-8", "Transfer-Encoding": "chunked" }, body: `${fixture("exblog-iscsi-suse.html").length.toString(16)}\r\n${fixture("exblog-iscsi-suse.html").toString("utf8")}\r\n0\r\n\r\n` },
    ]);
    const log = quietLogger();
    const out = await ingest([warc], t.wh, {}, log);
    expect(out.map((o) => [o.input, o.status])).toEqual([
      ["http://www.example.jp/bench/10gbe.html", "loaded"],
      ["http://blog.example.jp/iscsi.html", "loaded"],
    ]);
    const sources = await t.wh.all("select url, input_kind, strftime(fetched_at, '%Y-%m-%d %H:%M:%S') as at, http_status, charset, etag from sources order by url");
    expect(sources).toEqual([
      { url: "http://blog.example.jp/iscsi.html", input_kind: "warc", at: "2010-03-10 10:00:00", http_status: 200, charset: "UTF-8", etag: null },
      { url: "http://www.example.jp/bench/10gbe.html", input_kind: "warc", at: "2009-02-11 03:04:05", http_status: 200, charset: "Shift_JIS", etag: '"abc"' },
    ]);
    // the same rows as the page read from a file: the WARC adds nothing and loses nothing
    const fromWarc = await t.wh.all("select m.metric, m.value, m.unit, m.locator from measurements m join reports r using (report_id) join sources s using (source_id) where s.url like '%10gbe%' order by m.locator, m.value");
    const direct = await tempWarehouse();
    await ingest([new URL("../fixtures/pages/hpc-10gbe-switch.html", import.meta.url).pathname], direct.wh, {}, quietLogger());
    expect(fromWarc).toEqual(await direct.wh.all("select metric, value, unit, locator from measurements order by locator, value"));
    await direct.dispose();
    // the de-chunked body of the second page was read
    expect(await t.wh.all("select count(*)::int as n from measurements m join reports r using (report_id) join sources s using (source_id) where s.url like '%iscsi%'")).toEqual([{ n: 44 }]);
    expect(log.lines.filter((l) => l.level === "warn").map((l) => l.line)).toEqual([`warning: ${warc}: 2 WARC records skipped (1 not HTML, 1 HTTP 404)`]);

    const again = await ingest([warc], t.wh, {}, quietLogger());
    expect(again.map((o) => o.status)).toEqual(["unchanged", "unchanged"]);
  });

  it("names a damaged WARC file and still loads the pages before the damage", async () => {
    const warc = join(t.dir, "cut.warc");
    await writeWarc(warc, [
      { url: "http://www.example.jp/a.html", date: "2009-02-11T03:04:05Z", body: fixture("hpc-raid0-sas5ir.html") },
      { url: "http://www.example.jp/b.html", date: "2009-02-11T03:04:06Z", body: fixture("hpc-10gbe-switch.html") },
    ], false);
    const whole = readFileSync(warc);
    writeFileSync(warc, whole.subarray(0, whole.length - 20_000));
    const log = quietLogger();
    const out = await ingest([warc], t.wh, {}, log);
    expect(out[0]).toMatchObject({ input: "http://www.example.jp/a.html", status: "loaded" });
    expect(out.find((o) => o.status === "failed")).toMatchObject({ input: warc, error: expect.stringMatching(/^input: cannot read WARC at byte \d+ \(record of http:\/\/www\.example\.jp\/b\.html ends \d+ bytes before its Content-Length\)$/) });
    expect(await t.wh.all("select url from sources")).toEqual([{ url: "http://www.example.jp/a.html" }]);
  });
});
