import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const doc = (body: string) => buildDocument(`<html><head><title>Disk notes</title></head><body>${body}</body></html>`);
const tableRows = (body: string) =>
  extractAll(doc(body))
    .measurements.filter((m) => m.origin === "table" && !m.derived)
    .map((m): Record<string, unknown> => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));

// Sphinx / docutils writes every cell as `<td><p>…</p></td>` (Read the Docs pages)
const DOCUTILS = `<h2>Summary</h2>
<table class="docutils align-default">
<thead><tr class="row-odd"><th class="head"><p>Test</p></th><th class="head"><p>tank (61%)</p></th><th class="head"><p>scratch (9%)</p></th></tr></thead>
<tbody>
<tr class="row-even"><td><p>Seq. Write</p></td><td><p>412 MiB/s</p></td><td><p><strong>955 MiB/s</strong></p></td></tr>
<tr class="row-odd"><td><p>Seq. Read</p></td><td><p>1204 MiB/s</p></td><td><p>2011 MiB/s</p></td></tr>
</tbody></table>`;

// Word / Outlook HTML: `<td><p class=MsoNormal><span>…<o:p></o:p></span></p></td>`, often two short paragraphs
const MSO = `<p class=MsoNormal>ベンチマーク結果です。</p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0>
<tr><td width=120 valign=top><p class=MsoNormal><span lang=EN-US>ドライブ<o:p></o:p></span></p></td>
<td width=120 valign=top><p class=MsoNormal><span lang=EN-US>Read (MB/s)<o:p></o:p></span></p></td>
<td width=120 valign=top><p class=MsoNormal><span lang=EN-US>Write (MB/s)<o:p></o:p></span></p></td></tr>
<tr><td valign=top><p class=MsoNormal><span lang=EN-US>Crucial MX500<o:p></o:p></span></p></td>
<td valign=top><p class=MsoNormal><span lang=EN-US>561.2<o:p></o:p></span></p></td>
<td valign=top><p class=MsoNormal><span lang=EN-US>510.8<o:p></o:p></span></p></td></tr>
<tr><td valign=top><p class=MsoNormal><span lang=EN-US>WD Blue SA510<o:p></o:p></span></p><p class=MsoNormal><span lang=EN-US>(1TB)<o:p></o:p></span></p></td>
<td valign=top><p class=MsoNormal><span lang=EN-US>555.0<o:p></o:p></span></p></td>
<td valign=top><p class=MsoNormal><span lang=EN-US>497.3<o:p></o:p></span></p></td></tr>
</table>`;

describe("a table whose cells wrap their text in paragraphs", () => {
  it("is a data table when each cell holds a short paragraph (docutils)", () => {
    const d = doc(DOCUTILS);
    expect(d.blocks.filter((b) => b.kind === "table")).toHaveLength(1);
    const got = tableRows(DOCUTILS);
    expect(got.map((r) => [r.op, r.value, r.unit, r.storage ?? r.config])).toEqual([
      ["write", 412, "MiB/s", "tank"],
      ["write", 955, "MiB/s", "scratch"],
      ["read", 1204, "MiB/s", "tank"],
      ["read", 2011, "MiB/s", "scratch"],
    ]);
  });

  it("is a data table when a cell holds a few short Word paragraphs (MsoNormal)", () => {
    const got = tableRows(MSO);
    expect(got.map((r) => [r.op, r.value])).toEqual([
      ["read", 561.2],
      ["write", 510.8],
      ["read", 555],
      ["write", 497.3],
    ]);
    expect(got[0]?.config ?? got[0]?.storage).toBe("Crucial MX500");
  });

  it("stays a layout table when a cell holds long prose in paragraphs", () => {
    const prose = "The drive was filled to sixty percent before the run, the cache was dropped and the test repeated three times. ".repeat(3);
    const d = doc(`<table><tr><td><p>${prose}</p><p>Sequential read was 512 MB/s on the second drive.</p></td><td><p>Menu</p></td></tr></table>`);
    expect(d.blocks.some((b) => b.kind === "table")).toBe(false);
    expect(d.blocks.filter((b) => b.kind === "paragraph").length).toBeGreaterThanOrEqual(2);
  });

  it("stays a layout table when a cell holds many paragraphs, a heading or a list", () => {
    const many = doc(`<table><tr><td><p>a</p><p>b</p><p>c</p><p>d</p></td><td><p>Read 300 MB/s</p></td></tr></table>`);
    expect(many.blocks.some((b) => b.kind === "table")).toBe(false);
    const heading = doc(`<table><tr><td><h2>Results</h2><p>Read 300 MB/s</p></td></tr></table>`);
    expect(heading.blocks.some((b) => b.kind === "table")).toBe(false);
    expect(heading.blocks.find((b) => b.kind === "heading")?.text).toBe("Results");
    const list = doc(`<table><tr><td><p>Items</p><ul><li>one</li></ul></td><td>x</td></tr></table>`);
    expect(list.blocks.some((b) => b.kind === "table")).toBe(false);
  });
});

describe("a table of rate limits in paragraph cells", () => {
  it("gives no measured rows, in English or Japanese", () => {
    const en = `<h3>Insert</h3><table><tr><th></th><th><p>Insert rate limits</p></th></tr>
<tr><td><p>Dedicated cluster 1-2 CUs</p></td><td><p>4 MB/s</p></td></tr>
<tr><td><p>Dedicated cluster 4-8 CUs</p></td><td><p>6 MB/s</p></td></tr></table>`;
    const ja = `<h3>挿入</h3><table><tr><th></th><th><p>挿入レート制限</p></th></tr>
<tr><td><p>専用クラスター 1-2 CU</p></td><td><p>8 MB/s</p></td></tr>
<tr><td><p>専用クラスター 4-8 CU</p></td><td><p>12 MB/s</p></td></tr></table>`;
    expect(tableRows(en)).toEqual([]);
    expect(tableRows(ja)).toEqual([]);
  });
});
