import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { pipeTable, tableAfterLead, textTableCell } from "../../src/document/textTables.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import type { Row } from "../../src/load/warehouse.ts";
import { annotatePage } from "../../src/report/annotatePage.ts";

const LEGEND = "A1 - Seagate ST1000DM010 on desk PC\nB2 - Crucial MX500 on laptop";
const RULED = "| ID | FS   | Write    | Read     |\n|------------------------------|\n| A1 | NTFS | 140 MB/s | 150 MB/s |\n| B2 | ext4 | 480 MB/s | 530 MB/s |";
const GRID = "+------+-------+-------+\n| Disk | Read  | Write |\n+------+-------+-------+\n| HDD  | 120   | 110   |\n| SSD  | 540   | 500   |\n+------+-------+-------+";
const rows = (html: string) => extractAll(buildDocument(`<html><head><title>Disks</title></head><body><h1>Disks</h1>${html}</body></html>`)).measurements;

describe("text tables drawn with whole-width rules, or under lines of their own", () => {
  it("reads a pipe table whose header rule is one dash run (`|-----|`) and a grid drawn with `+---+` rules", () => {
    expect(pipeTable(RULED)?.rows.map((r) => r.map((c) => c.text))).toEqual([["ID", "FS", "Write", "Read"], ["A1", "NTFS", "140 MB/s", "150 MB/s"], ["B2", "ext4", "480 MB/s", "530 MB/s"]]);
    expect(pipeTable(GRID)?.rows.map((r) => r.map((c) => c.text))).toEqual([["Disk", "Read", "Write"], ["HDD", "120", "110"], ["SSD", "540", "500"]]);
    expect(pipeTable("|--------|\n| a | b |\n|--------|")).toBeNull();
  });

  it("parts a legend above a blank line from the table under it; the legend stays text", () => {
    const split = tableAfterLead(`${LEGEND}\n\n${RULED}`);
    expect(split?.lead).toBe(LEGEND);
    expect(split?.table.rows).toHaveLength(3);
    expect(tableAfterLead(RULED)).toBeNull();
    const doc = buildDocument(`<html><body><pre>${LEGEND}\n\n${RULED}</pre></body></html>`);
    expect(doc.blocks.map((b) => [b.kind, b.locator])).toEqual([["pre", "pre[1]"], ["table", "pre[1]/t"]]);
    const found = rows(`<pre>${LEGEND}\n\n${RULED}</pre>`).map((m) => [m.value, m.operation, m.conditions.storage ?? m.conditions.config, m.locator]);
    expect(found).toContainEqual([140, "write", "A1", "pre[1]/t/r2/c3"]);
    expect(found).toContainEqual([530, "read", "B2", "pre[1]/t/r3/c4"]);
  });

  it("finds a cell of such a table in the block's text, past the legend, and the annotated page marks it", () => {
    const text = `${LEGEND}\n\n${RULED}`;
    const at = textTableCell(text, 3, 4);
    expect(at && text.slice(at.start, at.end)).toBe("530 MB/s");
    const row: Row = { measurement_id: "a", locator: "pre[1]/t/r3/c4", value: 530, unit: "MB/s", value_si: 5.3e8, si_unit: "B/s", metric: "throughput", operation: "read", access: null, conditions: {}, origin: "table", derived: false, raw: "530 MB/s" };
    const a = annotatePage(`<!doctype html><html><head><title>t</title></head><body><pre>${text}</pre></body></html>`, { measurements: [row], rejects: [], components: [] }, { reportId: "s-r1", title: "T", reportIndex: 0, backHref: "../r.html", rowHref: (id) => `#${id}` });
    expect(cheerio.load(a.html)("#m-a").text()).toBe("530");
  });

  it("parts a command or legend line right over the table's header, with no blank line between (a tool's sample in a README)", () => {
    const command = "# diskbench /mnt/pool0 4g";
    const table = "|      | Read(MB/s)|Write(MB/s)|\n|------|-----------|-----------|\n|  Seq |    512.25|    301.5|\n|   4K |     31.75|     44.125|";
    const split = tableAfterLead(`${command}\n${table}`);
    expect(split?.lead).toBe(command);
    expect(split?.table.rows.map((r) => r.map((c) => c.text))).toEqual([["", "Read(MB/s)", "Write(MB/s)"], ["Seq", "512.25", "301.5"], ["4K", "31.75", "44.125"]]);
    expect(tableAfterLead(`${LEGEND}\n${RULED}`)?.lead).toBe(LEGEND);
    const found = rows(`<pre>${command}\n${table}</pre>`).map((m) => [m.value, m.unit, m.operation, m.locator]);
    expect(found).toContainEqual([512.25, "MB/s", "read", "pre[1]/t/r2/c2"]);
    expect(found).toContainEqual([44.125, "MB/s", "write", "pre[1]/t/r3/c3"]);
    // a line holding a pipe is the table's own, never its lead; text with no rule under a header is no table
    expect(tableAfterLead(`${command}\n| a | b |\n| 1 | 2 |`)).toBeNull();
  });

  it("a command line that pipes one program into another leads the table it printed (`curl … | sh`, `… | tee log`)", () => {
    const table = "|      | Read(MB/s)|Write(MB/s)|\n|------|-----------|-----------|\n|  Seq |    640.5|    210.25|\n|   4K |     18.75|      3.5|";
    for (const command of ["# curl -s https://example.org/diskbench | sh /dev/stdin /srv/", "$ ./diskbench /mnt/a 1g | tee bench.log"]) {
      const split = tableAfterLead(`${command}\n${table}`);
      expect(split?.lead).toBe(command);
      expect(split?.table.rows[1]?.map((c) => c.text)).toEqual(["Seq", "640.5", "210.25"]);
    }
    const found = rows(`<pre># wget -qO- https://example.org/diskbench | bash -s /srv\n${table}</pre>`).map((m) => [m.value, m.unit, m.operation, m.locator]);
    expect(found).toContainEqual([640.5, "MB/s", "read", "pre[1]/t/r2/c2"]);
    expect(found).toContainEqual([3.5, "MB/s", "write", "pre[1]/t/r3/c3"]);
  });

  it("a piped line is a lead only over a header that opens with `|` and has its rule under it", () => {
    // a row line of a table (opening with `|`) is never a lead, nor is a piped command over rows with no rule line
    expect(tableAfterLead("| a | b |\n| x | y |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |")?.lead).not.toBe("| a | b |");
    expect(tableAfterLead("cat log | sort\n| a | b |\n| 1 | 2 |\n| 3 | 4 |")).toBeNull();
    expect(tableAfterLead("cat log | sort\na | b\n--- | ---\n1 | 2")).toBeNull();
  });
});
