import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";
import { startServer } from "../helpers/testServer.ts";
import { writeWarc } from "../helpers/warc.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url));
const page = (n: number) => `<html><head><title>Disk ${n}</title></head><body><h1>Disk ${n}</h1><table><tr><th>test</th><th>read</th></tr><tr><td>seq</td><td>${100 + n} MB/s</td></tr></table></body></html>`;
const archived = (dir: string) => readdirSync(join(dir, "archive"), { recursive: true }).filter((f) => String(f).endsWith(".raw"));

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

describe("one batch, many copies", () => {
  it("200 byte-identical pages at different paths: all load, one archive file", async () => {
    mkdirSync(join(t.dir, "copies"));
    const files = Array.from({ length: 200 }, (_, i) => join(t.dir, "copies", `p${i}.html`));
    for (const f of files) writeFileSync(f, page(1));
    const out = await ingest(files, t.wh, { workers: 0 }, quietLogger());
    expect(out.filter((o) => o.status !== "loaded").map((o) => o.error)).toEqual([]);
    expect(archived(t.dir)).toHaveLength(1);
    expect((await t.wh.all("select count(*) as n from sources"))[0]?.n).toBe(200);
  });

  it("the same page twice in a batch loads once; the second is unchanged", async () => {
    const f = join(t.dir, "one.html");
    writeFileSync(f, page(2));
    const out = await ingest([f, f, f], t.wh, { workers: 0 }, quietLogger());
    expect(out.map((o) => o.status)).toEqual(["loaded", "unchanged", "unchanged"]);
    expect((await t.wh.all("select count(*) as n from reports"))[0]?.n).toBe(1);
  });
});

describe("which capture is current", () => {
  it("depends on the capture date, not on the order of the arguments", async () => {
    const url = "http://www.example.jp/bench/page.html";
    const old = join(t.dir, "old.warc.gz");
    const young = join(t.dir, "new.warc.gz");
    await writeWarc(old, [{ url, date: "2009-02-11T03:04:05Z", body: page(3) }]);
    await writeWarc(young, [{ url, date: "2012-06-01T00:00:00Z", body: page(4) }]);
    const current = async () => {
      const rows = await t.wh.all("select cast(s.fetched_at as varchar) as at, r.title from sources s join reports r using (source_id) where not coalesce(s.superseded, false)");
      const all = await t.wh.all("select count(*) as n from sources");
      return { rows, sources: all[0]?.n };
    };
    await ingest([young, old], t.wh, {}, quietLogger());
    const first = await current();
    expect(first).toEqual({ rows: [{ at: "2012-06-01 00:00:00", title: "Disk 4" }], sources: 2 });
    const u = await tempWarehouse();
    try {
      await ingest([old, young], u.wh, {}, quietLogger());
      const rows = await u.wh.all("select cast(s.fetched_at as varchar) as at, r.title from sources s join reports r using (source_id) where not coalesce(s.superseded, false)");
      expect(rows).toEqual(first.rows);
    } finally {
      await u.dispose();
    }
  });
});

describe("list files and local files", () => {
  it("a list's paths stay inside its folder unless allowed, and only HTML-looking files are read", async () => {
    mkdirSync(join(t.dir, "lists", "pages"), { recursive: true });
    writeFileSync(join(t.dir, "outside.html"), page(5));
    writeFileSync(join(t.dir, "lists", "pages", "in.html"), page(6));
    writeFileSync(join(t.dir, "lists", "passwd"), "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n");
    symlinkSync(join(t.dir, "outside.html"), join(t.dir, "lists", "link.html"));
    const list = join(t.dir, "lists", "list.txt");
    writeFileSync(list, ["pages/in.html", "../outside.html", join(t.dir, "outside.html"), "link.html", "passwd"].join("\n"));
    const out = await ingest([list], t.wh, { workers: 0 }, quietLogger());
    expect(out.map((o) => [o.status, o.error ?? null])).toEqual([
      ["loaded", null],
      ["failed", "input: outside the list's folder (pass --lists-may-leave-folder to read it)"],
      ["failed", "input: outside the list's folder (pass --lists-may-leave-folder to read it)"],
      ["failed", "input: outside the list's folder (pass --lists-may-leave-folder to read it)"],
      ["failed", "input: not an HTML page (no markup in its first 8 KiB): only HTML files and WARC files are read"],
    ]);
    const allowed = await ingest([list], t.wh, { workers: 0, listsMayLeaveFolder: true }, quietLogger());
    expect(allowed.map((o) => o.status)).toEqual(["unchanged", "loaded", "unchanged", "loaded", "failed"]);
  });
});

describe("bounded inputs", () => {
  it("a WARC record that inflates past --max-bytes is skipped without holding it, and the others load", async () => {
    const warc = join(t.dir, "bomb.warc.gz");
    const bomb = gzipSync(Buffer.alloc(256 * 1024 * 1024, 0x20));
    await writeWarc(warc, [
      { url: "http://a.example/bomb.html", date: "2011-01-01T00:00:00Z", headers: { "Content-Type": "text/html", "Content-Encoding": "gzip" }, body: bomb },
      { url: "http://a.example/ok.html", date: "2011-01-01T00:00:00Z", body: fixture("hpc-raid0-sas5ir.html") },
    ]);
    const log = quietLogger();
    const rss = process.memoryUsage().rss;
    const out = await ingest([warc], t.wh, { workers: 0, fetch: { maxBytes: 2 * 1024 * 1024 } }, log);
    expect(process.memoryUsage().rss - rss).toBeLessThan(150 * 1024 * 1024);
    expect(out.map((o) => [o.input, o.status])).toEqual([["http://a.example/ok.html", "loaded"]]);
    expect(log.lines.some((l) => /1 WARC record skipped \(1 body over the 2097152-byte cap after decoding/.test(l.line))).toBe(true);
  });
});

describe("local files", () => {
  it("a file over --max-bytes is refused unread", async () => {
    const f = join(t.dir, "big.html");
    writeFileSync(f, `<html><body>${"x".repeat(300_000)}</body></html>`);
    const [o] = await ingest([f], t.wh, { workers: 0, fetch: { maxBytes: 100_000 } }, quietLogger());
    expect(o?.error).toMatch(/^input: file of 300026 bytes is over the 100000-byte cap/);
  });
});

describe("argument checks and politeness", () => {
  it("a bad count is a usage error before anything is written", async () => {
    const f = join(t.dir, "a.html");
    writeFileSync(f, page(7));
    for (const opts of [{ workers: -1 }, { workers: Number.NaN }, { concurrency: 0 }, { perHost: 1.5 }, { fetch: { maxBytes: -5 } }]) {
      await expect(ingest([f], t.wh, opts, quietLogger())).rejects.toBeInstanceOf(UserError);
    }
    expect(readdirSync(t.dir)).not.toContain("archive");
  });

  it("a URL refused before any request does not wait the per-host delay", async () => {
    const server = await startServer();
    const urls = Array.from({ length: 15 }, (_, i) => server.url(`/p${i}.html`));
    const started = Date.now();
    const out = await ingest(urls, t.wh, { hostDelayMs: 1000, fetch: { allowPrivate: false } }, quietLogger());
    expect(out.every((o) => o.status === "failed" && /refused/.test(o.error ?? ""))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.hits.size).toBe(0);
    await server.close();
  });
});
