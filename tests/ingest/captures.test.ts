import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { defaultFetchEffects } from "../../src/fetch/fetchPage.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const opts = { fetch: { timeoutMs: 2000, retries: 0, allowPrivate: true }, hostDelayMs: 0 };
const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><table><tr><th>Write (MB/s)</th></tr><tr><td>120</td></tr></table></body></html>`;
let server: TestServer;
let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeAll(async () => {
  server = await startServer({});
});
afterAll(() => server.close());
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

it("an older capture of a URL already loaded goes in superseded, with a warning; a URL new to the warehouse loads as current", async () => {
  const at = (iso: string) => ({ ...defaultFetchEffects(), now: () => new Date(iso) });
  server.route("/r.html", serve(page("Second capture")));
  const first = await ingest([server.url("/r.html")], t.wh, opts, quietLogger(), at("2024-02-01T00:00:00Z"));
  expect(first[0]?.warnings).toEqual([]);
  server.route("/r.html", serve(page("First capture")));
  const older = await ingest([server.url("/r.html")], t.wh, opts, quietLogger(), at("2024-01-01T00:00:00Z"));
  expect(older[0]?.warnings).toEqual(["a later capture of this URL is already loaded: this one is archived as superseded"]);
  expect(await t.wh.all("select title from reports")).toEqual([{ title: "Second capture" }]);
  expect((await t.wh.all("select superseded from sources order by fetched_at")).map((r) => r.superseded)).toEqual([true, false]);
});
