import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WARCRecord, WARCSerializer } from "warcio";
import { ingest } from "../../src/ingest/ingest.ts";
import { sokutei } from "../helpers/runCli.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const page = (n: number) => `<html><head><title>Page ${n}</title></head><body><table><tr><th>Test</th><th>Read (MB/s)</th></tr><tr><td>Seq</td><td>${100 + n}</td></tr></table></body></html>`;

/** One record serialised, gzipped as its own member or plain. */
async function record(url: string, body: string, gzip: boolean): Promise<Buffer> {
  const r = WARCRecord.create({ url, date: "2012-05-01T00:00:00Z", type: "response", warcVersion: "WARC/1.1", statusline: "HTTP/1.1 200 OK", httpHeaders: { "Content-Type": "text/html" } }, [new TextEncoder().encode(body)]);
  return Buffer.from(await WARCSerializer.serialize(r, { gzip }));
}

/** A record whose WARC header holds one line of `size` bytes. */
function hugeHeaderRecord(size: number): Buffer {
  const body = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>x</p>";
  return Buffer.concat([Buffer.from(`WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: http://example.jp/huge.html\r\nX-Filler: `), Buffer.alloc(size, 0x41), Buffer.from(`\r\nContent-Length: ${body.length}\r\n\r\n${body}\r\n\r\n`)]);
}

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

const urls = async () => (await t.wh.all("select url from sources order by url")).map((r) => r.url);

describe("hostile WARC files", () => {
  it("a header block over 64 KiB fails that record alone; the records after it load (.warc.gz, one member per record)", async () => {
    const warc = join(t.dir, "huge.warc.gz");
    const first = await record("http://example.jp/1.html", page(1), true);
    writeFileSync(warc, Buffer.concat([first, gzipSync(hugeHeaderRecord(200 * 1024 * 1024)), await record("http://example.jp/2.html", page(2), true)]));
    const out = await ingest([warc], t.wh, {}, quietLogger());
    expect(out.map((o) => o.status)).toEqual(["loaded", "failed", "loaded"]);
    expect(out[1]?.error).toMatch(new RegExp(`^input: record at byte ${first.length}: gzip member at byte ${first.length} inflates to more than \\d+ bytes$`));
    expect(await urls()).toEqual(["http://example.jp/1.html", "http://example.jp/2.html"]);
  }, 60_000);

  it("a header block over 64 KiB in a plain .warc fails that record alone; reading resumes at the next record", async () => {
    const warc = join(t.dir, "huge.warc");
    const first = await record("http://example.jp/1.html", page(1), false);
    writeFileSync(warc, Buffer.concat([first, hugeHeaderRecord(5 * 1024 * 1024), await record("http://example.jp/2.html", page(2), false)]));
    const out = await ingest([warc], t.wh, {}, quietLogger());
    expect(out.map((o) => o.status)).toEqual(["loaded", "failed", "loaded"]);
    expect(out[1]?.error).toBe(`input: record at byte ${first.length}: WARC header block at byte ${first.length} is over 65536 bytes`);
    expect(await urls()).toEqual(["http://example.jp/1.html", "http://example.jp/2.html"]);
  }, 60_000);

  it("a .warc.gz cut mid-member is reported at that member's offset, exit 1; the records before it load", async () => {
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => record(`http://example.jp/${i}.html`, page(i) + " ".repeat(2000 + i), true)));
    const whole = Buffer.concat(members);
    const cut = Math.floor(whole.length * 0.55);
    let start = 0;
    let k = 0;
    while (start + (members[k]?.length ?? 0) <= cut) start += members[k++]?.length ?? 0;
    const warc = join(t.dir, "cut.warc.gz");
    writeFileSync(warc, whole.subarray(0, cut));
    const out = await ingest([warc], t.wh, {}, quietLogger());
    expect(out.filter((o) => o.status === "loaded")).toHaveLength(k);
    expect(out.at(-1)).toMatchObject({ status: "failed", error: `input: cannot read WARC at byte ${start} (gzip member cut short: the file ends inside it)` });

    const cli = await sokutei(["ingest", "--db", join(t.dir, "cli.duckdb"), warc]);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`cannot read WARC at byte ${start}`);
  }, 60_000);

  it("a .warc.gz missing only its last gzip trailer fails that member; the nine before it load", async () => {
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => record(`http://example.jp/${i}.html`, page(i), true)));
    const whole = Buffer.concat(members);
    const warc = join(t.dir, "notrailer.warc.gz");
    writeFileSync(warc, whole.subarray(0, whole.length - 8));
    const out = await ingest([warc], t.wh, {}, quietLogger());
    expect(out.filter((o) => o.status === "loaded")).toHaveLength(9);
    expect(out.at(-1)).toMatchObject({ status: "failed", error: `input: cannot read WARC at byte ${whole.length - (members[9]?.length ?? 0)} (gzip member has no trailer: the file was cut short)` });
    expect(await urls()).not.toContain("http://example.jp/9.html");
  }, 60_000);

  it("a whole .warc.gz written as one gzip member still loads every record", async () => {
    const plain = Buffer.concat(await Promise.all([1, 2, 3].map((i) => record(`http://example.jp/${i}.html`, page(i), false))));
    const warc = join(t.dir, "one.warc.gz");
    writeFileSync(warc, gzipSync(plain));
    const out = await ingest([warc], t.wh, {}, quietLogger());
    expect(out.map((o) => o.status)).toEqual(["loaded", "loaded", "loaded"]);
    expect(readFileSync(warc).length).toBeGreaterThan(0);
  }, 60_000);
});
