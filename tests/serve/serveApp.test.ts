import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../../src/serve/serveApp.ts";
import { appWarehouse } from "./appWarehouse.ts";

let w: Awaited<ReturnType<typeof appWarehouse>>;
let app: RunningApp;
const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, app.url), { headers, redirect: "manual" });
const post = (path: string, form: Record<string, string>) => fetch(new URL(path, app.url), { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
const total = async (path: string) => Number(/id="total">(\d+)/.exec(await (await get(path)).text())?.[1]);

beforeAll(async () => {
  w = await appWarehouse();
  app = await startApp({ db: w.db, port: 0, limits: { timeMs: 300, rows: 200 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await w?.dispose();
});

describe("sokutei serve", () => {
  it("listens on loopback only by default and answers only to its own host name", async () => {
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await get("/")).status).toBe(200);
    // a page of another site that resolves its name to 127.0.0.1 (DNS rebinding) gets nothing
    const port = new URL(app.url).port;
    const status = await new Promise<number>((done, fail) => request({ host: "127.0.0.1", port, path: "/", headers: { host: "attacker.example" } }, (r) => done(r.resume().statusCode ?? 0)).on("error", fail).end());
    expect(status).toBe(421);
  });

  it("combines facets: each narrows the list, and the counts of the others follow", async () => {
    const all = await total("/measurements");
    const tput = await total("/measurements?metric=throughput");
    const both = await total("/measurements?metric=throughput&operation=read");
    expect(all).toBeGreaterThan(tput);
    expect(tput).toBeGreaterThan(both);
    expect(both).toBeGreaterThan(0);
    const html = await (await get("/measurements?metric=throughput")).text();
    const readCount = Number(new RegExp(`operation=read">read</a> <span class="muted">(\\d+)`).exec(html)?.[1]);
    expect(readCount).toBe(both);
    // a condition key is a facet too
    expect(html).toContain('data-facet="cond.block_size_bytes"');
    const rows = (await (await get("/measurements?metric=throughput&operation=read&_format=json")).json()) as { metric: string; operation: string }[];
    expect(rows.length).toBe(both);
    expect(rows.every((r) => r.metric === "throughput" && r.operation === "read")).toBe(true);
    const csv = await (await get("/measurements?metric=throughput&operation=read&_format=csv")).text();
    expect(csv.split("\n")[0]).toMatch(/^measurement_id,report_id,metric,operation,access,value,unit,/);
    expect(csv.match(/^[0-9a-f]{16}-[^,\n]*,[0-9a-f]{16}-r\d+,throughput,read,/gm)).toHaveLength(both);
  });

  it("runs a canned query with a changed parameter, with its chart", async () => {
    const dflt = await (await get("/queries/adapters-by-block-size")).text();
    expect(dflt).toContain("<svg");
    expect(dflt).toMatch(/<option selected>throughput<\/option>/);
    const json = (await (await get("/queries/adapters-by-block-size?metric=iops&_format=json")).json()) as Record<string, unknown>[];
    const throughput = (await (await get("/queries/adapters-by-block-size?_format=json")).json()) as Record<string, unknown>[];
    expect(JSON.stringify(json)).not.toBe(JSON.stringify(throughput));
    expect((await get("/queries/adapters-by-block-size?metric=nonsense")).status).toBe(400);
  });

  it("runs SQL read-only, under the row and time limits, and shows errors as query does", async () => {
    const cut = await (await get(`/sql?sql=${encodeURIComponent("select * from range(1000)")}`)).text();
    expect(cut).toContain("200 rows, cut at the limit of 200");
    const drop = await (await get(`/sql?sql=${encodeURIComponent("drop table reports")}`)).text();
    expect(drop).toMatch(/sokutei: SQL error: .*read-only/);
    const slow = await (await get(`/sql?sql=${encodeURIComponent("select count(*) from range(100000000000)")}`)).text();
    expect(slow).toContain("over the time limit");
    // a request that comes while a slow query runs waits its turn and is not stopped by that query's limit
    const [slowAgain, reports] = await Promise.all([get(`/sql?sql=${encodeURIComponent("select count(*) from range(100000000000)")}`).then((r) => r.text()), total("/reports")]);
    expect(slowAgain).toContain("over the time limit");
    expect(reports).toBeGreaterThan(0);
  });

  it("refuses a change without the session token, and a body over the size limit", async () => {
    expect((await post("/corrections/wrong", { measurement_id: "x", reason: "y" })).status).toBe(403);
    expect((await post("/corrections/wrong", { token: app.token, reason: "x".repeat(70 * 1024) })).status).toBe(413);
  });

  it("serves annotated pages under the archive's script-free CSP, numbers linked to their rows", async () => {
    const rows = (await (await get("/reports?_format=json")).json()) as { report_id: string }[];
    const r = await get(`/annotated/${rows[0]?.report_id}`);
    expect(r.headers.get("content-security-policy")).toMatch(/default-src 'none'.*form-action 'none'/);
    expect(r.headers.get("content-security-policy")).not.toContain("script-src");
    expect(await r.text()).toMatch(new RegExp(`<a href="/reports/${rows[0]?.report_id}#m-`));
    // a report's own measurements, as JSON
    const mine = (await (await get(`/measurements?report_id=${rows[0]?.report_id}&_format=json`)).json()) as { report_id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.report_id === rows[0]?.report_id)).toBe(true);
  });
});
