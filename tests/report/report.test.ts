import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partFile } from "../../src/report/sitePages.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out: string;
const read = (f: string) => cheerio.load(readFileSync(join(out, f), "utf8"));
beforeAll(async () => {
  t = await sampleWarehouse();
  out = join(t.dir, "site");
  await writeReport(t.wh, out);
}, 120_000);
afterAll(() => t.dispose());

describe("sokutei report", () => {
  it("writes an index, one page per report, per system and per part, and the archived pages", async () => {
    const reports = await t.wh.all("select report_id from reports order by report_id");
    const systems = await t.wh.all("select system_id from systems order by system_id");
    const parts = await t.wh.all("select distinct kind, model from components where model is not null");
    const expected = ["index.html", "pages", ...reports.map((r) => `report-${r.report_id}.html`), ...systems.map((s) => `system-${s.system_id}.html`), ...parts.map((p) => partFile(p.kind, p.model))];
    expect(readdirSync(out).sort()).toEqual(["annotated", ...expected].sort());
    expect(new Set(expected).size).toBe(expected.length);
    // each report has its annotated page, and its report page links to it
    expect(readdirSync(join(out, "annotated")).sort()).toEqual(reports.map((r) => `${r.report_id}.html`).sort());
    for (const r of reports) expect(readFileSync(join(out, `report-${r.report_id}.html`), "utf8")).toContain(`annotated/${r.report_id}.html`);
  });

  it("lists the reports by site with their counts, and a contents list that names every section", () => {
    const $ = read("index.html");
    const toc = $("nav.toc a").map((_, a) => $(a).attr("href")).get();
    expect(toc).toEqual(expect.arrayContaining(["#reports", "#comparisons", "#parts", "#offload-gain", "#systems"]));
    const raid = $("#reports tr").filter((_, tr) => $(tr).text().includes("RAID0テスト")).first();
    expect(raid.find("td").map((_, td) => $(td).text()).get()).toEqual(["no date", "RAID0テスト DPr690 SAS5iR ソフトウェアRAID0 vs ハードウェアRAID0", "1", "9", "14"]);
    expect($("#systems table tbody tr").length).toBe(14); // fourteen systems (five of them described in prose)
  });

  it("formats comparisons for reading: units, ×ratios, sizes; never a raw float or JSON text", () => {
    const $ = read("index.html");
    const text = $("#comparisons").text();
    expect(text).not.toMatch(/\d\.\d{7,}|\{"|\\"/);
    const raid = $("#raid-software-vs-hardware tbody tr").first().find("td").map((_, td) => $(td).text()).get();
    expect(raid.some((c) => /^×\d(\.\d{1,3})?$/.test(c))).toBe(true);
    expect(raid.some((c) => /^\d+(\.\d+)? (MB\/s|s)$/.test(c))).toBe(true);
    expect($("#offload-gain").text()).toMatch(/\d+ KiB/);
  });

  it("shows a report's systems with their parts formatted, and conditions as labels", () => {
    const [file] = readdirSync(out).filter((f) => f.startsWith("report-") && read(f)("h1").text().startsWith("RAID0テスト"));
    const $ = read(file ?? "");
    const parts = $("#systems ~ div table tbody tr").map((_, tr) => $(tr).text()).get().join("\n");
    expect(parts).toContain("Xeon X5355");
    expect(parts).toContain("2.66 GHz");
    expect(parts).toContain("8 GiB");
    expect(parts).toContain("3 × 750 GB");
    const timed = $("table.measurements tr").filter((_, tr) => $(tr).text().includes("42.91 s")).first();
    // the heading over the run is its config too (runs under different headings are different tests, whatever else the headings gave)
    expect(timed.attr("data-conditions")?.split("\t")).toEqual(["software RAID0", "file size 10 GiB", "tool time", "config ソフトウェアRAID0 (RAIDコントローラを使わない)", "section 10GB書き込み時間"]);
    const group = timed.closest("section.group");
    expect([...group.find("p.common .chip").map((_, c) => $(c).text()).get(), ...timed.find(".chip").map((_, c) => $(c).text()).get()].sort()).toEqual(["config ソフトウェアRAID0 (RAIDコントローラを使わない)", "file size 10 GiB", "software RAID0", "tool time", "section 10GB書き込み時間"].sort());
    expect($("table.measurements").text()).not.toMatch(/[{}]|\\"/);
    expect(timed.find("a").attr("href")).toBe(`pages/${$("a", "dd").first().attr("href")?.replace(/^pages\//, "")}#:~:text=${encodeURIComponent("0.00user 11.05system 0:42.91elapsed 25%CPU (0avgtext+0avgdata 0maxresident)k")}`);
    const derived = $("table.measurements tr").filter((_, tr) => $(tr).text().includes("derived")).first().find("td.num");
    expect(derived.text()).toMatch(/^\d+(\.\d)? MB\/s$/);
    expect(derived.find("span").attr("title")).toMatch(/^SI: [\d,.]+ B\/s$/);
  });

  it("gives a part a page with every report and result that used it", () => {
    const $ = read(partFile("cpu", "Xeon X5355"));
    expect($("h1").text()).toContain("Xeon X5355");
    const uses = $("h2 + div table tbody tr").map((_, tr) => $(tr).text()).get();
    expect(uses.filter((u) => u.includes("RAID0テスト"))).toHaveLength(1);
    expect(uses.filter((u) => u.includes("part 3"))).toHaveLength(1); // the same CPU in a serial report's third part
    const results = $("table.measurements tbody tr td:first-child").map((_, td) => $(td).text()).get();
    expect(results.filter((r) => r.startsWith("RAID0テスト"))).toHaveLength(14);
    expect(results.length).toBeGreaterThan(14);
  });
});
