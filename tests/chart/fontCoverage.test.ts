import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chartSpecFor } from "../../src/chart/chartSpec.ts";
import { fontWarning, parseCharsets, svgText, systemFontCoverage, uncovered } from "../../src/chart/fontCoverage.ts";
import { writeChart } from "../../src/chart/renderChart.ts";
import { chartCommand } from "../../src/commands/chartCommand.ts";
import { quietLogger, sampleWarehouse } from "../helpers/tempWarehouse.ts";

/** fontconfig charsets as `fc-list --format '%{charset}\n'` prints them: a Latin-only font, and one with kana and kanji. */
const LATIN = "20-7e a0-17f 2010-2027";
const CJK = "20-7e 3000-303f 3041-3096 30a0-30ff 4e00-9fff ff01-ff60";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
});
afterAll(() => t.dispose());

describe("fonts for PNG text", () => {
  it("parses fontconfig charsets and finds the characters no font draws", () => {
    expect(parseCharsets("20-7e a0\n3042-3044")).toEqual([[0x20, 0x7e], [0xa0, 0xa0], [0x3042, 0x3044]]);
    expect(uncovered("RAID0テスト vs テスト", parseCharsets(LATIN))).toEqual(["テ", "ス", "ト"]);
    expect(uncovered("RAID0テスト", parseCharsets(`${LATIN}\n${CJK}`))).toEqual([]);
    expect(svgText('<svg><text x="1">a &amp; b</text><text><tspan>転送</tspan></text></svg>').split(/\s+/)).toEqual(["a", "&", "b", "転送"]);
  });

  it("warns when a PNG's text needs a font that is not installed, naming the characters", async () => {
    const spec = await chartSpecFor(t.wh, "adapters-by-block-size");
    const warnings: string[] = [];
    await writeChart(spec, join(t.dir, "latin.png"), (w) => warnings.push(w), parseCharsets(LATIN));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/latin\.png: no installed font draws \d+ characters of its text \(.*転.*\): they show as boxes; install a CJK font/);
    expect(readFileSync(join(t.dir, "latin.png")).subarray(1, 4).toString()).toBe("PNG"); // still written
    const none: string[] = [];
    await writeChart(spec, join(t.dir, "cjk.png"), (w) => none.push(w), parseCharsets(`${LATIN}\n${CJK}`));
    await writeChart(spec, join(t.dir, "any.svg"), (w) => none.push(w), parseCharsets(LATIN)); // a browser brings its own fonts
    expect(none).toEqual([]);
    expect(fontWarning("<svg><text>転送</text></svg>", null, "x.png")).toMatch(/cannot check the fonts/);
    expect(fontWarning("<svg><text>RAID0</text></svg>", null, "x.png")).toBeNull();
  });

  // last: the command opens the database read-only, so the test's own handle is closed first
  it("the chart command warns on this machine exactly when its fonts lack a character of the chart", async () => {
    const fonts = await systemFontCoverage();
    if (fonts) expect(uncovered("A", fonts)).toEqual([]); // fontconfig answered with real charsets
    const log = quietLogger();
    t.wh.close();
    const out = join(t.dir, "cli.png");
    expect(await chartCommand("adapters-by-block-size", { db: t.dbPath, out }, log)).toBe(0);
    const needs = fonts === null ? true : uncovered("Chelsio T420-CR iSCSI転送速度測定", fonts).length > 0;
    expect(log.lines.some((l) => l.level === "warn" && l.line.includes("cli.png")), `fonts cover the chart: ${!needs}`).toBe(needs);
  });
});
