import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Warehouse } from "../../src/load/warehouse.ts";
import { formatRows } from "../../src/query/formatRows.ts";
import { escapeControls } from "../../src/query/terminalText.ts";
import { sokutei } from "../helpers/runCli.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

const ESC = "\u001b";
const HOSTILE = `${ESC}]0;owned${"\u0007"}${ESC}[2J${ESC}]52;c;cm0gLXJmIH4=${"\u0007"}Title\u009b31m`;

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let reportId = "";
beforeAll(async () => {
  t = await sampleWarehouse();
  reportId = String((await t.wh.all("select min(report_id) as r from reports"))[0]?.r);
  await t.wh.run(`update reports set title = '${HOSTILE}' where report_id = '${reportId}'`);
  await t.wh.run("update components set model = '@SUM(1+1)' where component_id = (select min(component_id) from components)");
  t.wh.close(); // the CLI opens it read-only in another process
}, 120_000);
afterAll(() => t.dispose());

const q = (...args: string[]) => sokutei(["--db", t.dbPath, "query", ...args]);

describe("query output keeps what was selected", () => {
  it("CSV keeps every digit of a double", async () => {
    const r = await q("--sql", "select 123456789.123456789::double as y, 250231140.52668378::double as z, -0.1::double as n", "--format", "csv");
    expect(r.stdout).toBe("y,z,n\n123456789.12345679,250231140.52668378,-0.1\n");
  });

  it("refuses SQL of several statements with one clear line, running none", async () => {
    const r = await q("--sql", "select 1 as a; select 2 as b");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^sokutei: the SQL holds 2 statements/);
  });

  it("shows every selected column of the user's own SQL (a unit column is not folded into the value)", async () => {
    const r = await q("--sql", "select value, unit from measurements where unit = 'MB/s' limit 3");
    const header = r.stdout.split("\n")[0] ?? "";
    expect(header).toMatch(/^value\s+unit$/);
    // canned comparisons still read `238.6 MB/s`
    const canned = await q("copy-times", "--format", "table");
    expect(canned.code).toBe(0);
  });

  it("prints a table too wide for the width as records, not every column cut to a few characters", async () => {
    const r = await q("systems", "--width", "100");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines.every((l) => [...l].length <= 100)).toBe(true);
    expect(r.stdout).toMatch(/^── row 1 ─+$/m);
    expect(r.stdout).toMatch(/^report\s+10GBASE CX4によるピア to ピア接続テスト$/m);
    // a table that fits stays a table
    const narrow = await q("--sql", "select 1 as a, 'x' as b", "--width", "100");
    expect(narrow.stdout.split("\n")[0]).toMatch(/^a\s+b$/);
  });

  it("--output FILE.json writes JSON (and .csv CSV) without --format", async () => {
    const json = join(t.dir, "rows.json");
    expect((await q("--sql", "select 1 as a", "--output", json)).code).toBe(0);
    expect(JSON.parse(await readFile(json, "utf8"))).toEqual([{ a: 1 }]);
    const csv = join(t.dir, "rows.csv");
    await q("--sql", "select 1 as a", "--output", csv);
    expect(await readFile(csv, "utf8")).toBe("a\n1\n");
  });

  it("--format on show, sources and queries", async () => {
    const show = await sokutei(["--db", t.dbPath, "show", reportId, "--format", "json"]);
    expect(show.code).toBe(0);
    const rows = JSON.parse(show.stdout) as { metric: string; conditions: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(typeof rows[0]?.conditions).toBe("object");
    const sources = await sokutei(["--db", t.dbPath, "sources", "--format", "csv"]);
    expect(sources.stdout.split("\n")[0]).toBe("name,site,start,last_crawl,crawls,pages,reports,measurements");
    const queries = JSON.parse((await sokutei(["queries", "--format", "json"])).stdout) as { name: string }[];
    expect(queries.map((x) => x.name)).toContain("systems");
  });
});

describe("hostile text in terminal output and CSV (issue 29 rows 12 and 13)", () => {
  it("escapes C0/C1 controls in a table and in show", async () => {
    const table = await q("--sql", `select title from reports where report_id = '${reportId}'`);
    expect(table.stdout).not.toContain(ESC);
    expect(table.stdout).not.toContain("\u009b");
    expect(table.stdout).toContain("\\x1b]0;owned\\x07");
    const show = await sokutei(["--db", t.dbPath, "show", reportId]);
    expect(show.stdout).not.toContain(ESC);
    expect(show.stdout.split("\n")[0]).toContain("\\x1b[2J");
    const md = await q("--sql", `select title from reports where report_id = '${reportId}'`, "--format", "markdown");
    expect(md.stdout).not.toContain(ESC);
  });

  it("JSON keeps the text exactly (escaped by JSON itself); CSV cells starting = + - @ get a leading '", async () => {
    const json = JSON.parse((await q("--sql", `select title from reports where report_id = '${reportId}'`, "--format", "json")).stdout) as { title: string }[];
    expect(json[0]?.title).toBe(HOSTILE);
    const csv = await q("--sql", "select '=HYPERLINK(\"http://127.0.0.1/\",\"x\")' as a, '@SUM(1)' as b, '+1' as c, -5 as n, '-2' as d", "--format", "csv");
    expect(csv.stdout).toBe(`a,b,c,n,d\n"'=HYPERLINK(""http://127.0.0.1/"",""x"")",'@SUM(1),'+1,-5,'-2\n`);
    const model = await q("--sql", "select model from components where model like '%SUM%'", "--format", "csv");
    expect(model.stdout).toBe("model\n'@SUM(1+1)\n");
  });

  it("ingest's summary escapes a page title's controls", async () => {
    const wh = await Warehouse.open(join(t.dir, "other.duckdb"));
    wh.close();
    const page = join(t.dir, "hostile.html");
    await (await import("node:fs/promises")).writeFile(page, `<html><head><title>${HOSTILE}</title></head><body><h1>${HOSTILE}</h1><table><tr><th>read</th></tr><tr><td>100 MB/s</td></tr></table></body></html>`);
    const r = await sokutei(["--db", join(t.dir, "other.duckdb"), "ingest", page]);
    expect(r.stdout + r.stderr).not.toContain(ESC);
    expect(r.stdout).toContain("\\x1b");
  });

  it("a failed input is said once: its error line, not again in the table and a closing block", async () => {
    const empty = join(t.dir, "empty.html");
    await (await import("node:fs/promises")).writeFile(empty, "");
    const r = await sokutei(["--db", join(t.dir, "once.duckdb"), "ingest", "--no-progress", empty]);
    expect(r.code).toBe(1);
    expect((r.stdout + r.stderr).match(/empty body/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: .*empty\.html: decode: empty body/m);
    expect(r.stdout).toMatch(/^failed\s+.*empty\.html\s*$/m);
    expect(r.stdout).toMatch(/1 failed/);
  });

  it("escapeControls leaves tabs, line feeds and Japanese alone", () => {
    expect(escapeControls("a\tb\nc 日本語\r")).toBe("a\tb\nc 日本語\\x0d");
    expect(formatRows(["t"], [{ t: `x${ESC}[31my` }], "table")).toContain("x\\x1b[31my");
  });
});
