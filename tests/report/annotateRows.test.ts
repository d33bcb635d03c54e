import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import type { Row } from "../../src/load/warehouse.ts";
import { annotatePage } from "../../src/report/annotatePage.ts";

const row = (id: string, locator: string, value: number, raw: string, extra: Row = {}): Row => ({
  measurement_id: id, locator, value, unit: "MB/s", value_si: value * 1e6, si_unit: "B/s", metric: "throughput", operation: "read", access: null,
  conditions: { block_size_bytes: 4096 }, origin: "table", derived: false, raw, ...extra,
});
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const run = (body: string, measurements: Row[], rejects: Row[] = [], components: Row[] = []) => {
  const rowHref = (id: string) => `../report-s-r1.html#row-${id}`;
  const a = annotatePage(page(body), { measurements, rejects, components }, { reportId: "s-r1", title: "T", reportIndex: 0, backHref: "../report-s-r1.html", rowHref });
  return { ...a, $: cheerio.load(a.html) };
};
const marked = (r: ReturnType<typeof run>, kind: string) => r.$(`mark.sk-${kind}`).map((_, el) => r.$(el).text()).get();

describe("annotatePage places rows by their locators", () => {
  it("marks a cell of a table written as text (a Markdown table in a code block) in its line", () => {
    const body = `<pre>| disk | read |\n|---|---|\n| HDD | 120 |\n| SSD | 540 |</pre>`;
    const r = run(body, [row("a", "pre[1]/r3/c2", 540, "540")]);
    expect(r.$("#m-a").text()).toBe("540");
  });

  it("finds a cell below a rowspan by the expanded grid, as the table extractor counts columns", () => {
    const body = `<table><tr><th>disk</th><th>read</th><th>write</th></tr><tr><td rowspan="2">HDD</td><td>120</td><td>110</td></tr><tr><td>121</td><td>111</td></tr></table>`;
    const r = run(body, [row("a", "table[1]/r3/c3", 111, "111"), row("b", "table[1]/r3/c2", 121, "121")]);
    expect(r.$("#m-a").text()).toBe("111");
    expect(r.$("#m-b").text()).toBe("121");
    expect(marked(r, "p")).toEqual(["120", "110"]);
    expect(r.$("#m-a").attr("title")).toMatch(/^extracted: throughput · read\n111 MB\/s = 111 MB\/s\nconditions: block size bytes: 4096/);
    expect(r.$("#m-a a").attr("href")).toBe("../report-s-r1.html#row-a");
  });

  it("reads `<pre>` lines as the tool-output extractor numbers them, and lines of an inline run of a container", () => {
    const body = `<pre>\n\nread 1 run\nbw 22 MB/s</pre><div>intro 5 text<p>para</p>tail 77 MB/s</div>`;
    const r = run(body, [row("p", "pre[1]/l2", 22, "bw 22 MB/s"), row("q", "div[1]/run2/l1", 77, "tail 77 MB/s")]);
    expect(r.$("#m-p").text()).toBe("22");
    expect(r.$("#m-q").text()).toBe("77");
    expect(marked(r, "p")).toEqual(["1", "5"]);
  });

  it("marks the number the row's raw sentence names when a line holds the same value twice", () => {
    const r = run(`<p>Write 50 MB/s. Read 50 MB/s.</p>`, [row("rd", "p[1]/l1", 50, "Read 50 MB/s."), row("wr", "p[1]/l1", 50, "Write 50 MB/s.")]);
    expect(r.$("mark.sk-m").map((_, el) => r.$(el).attr("id")).get()).toEqual(["m-wr", "m-rd"]);
  });

  it("reads durations in minutes and seconds, and gives one printed number read for two rows both anchors", () => {
    const r = run(`<p>smb W - 1"54 秒 R - 4"31 秒</p><p>NFS と SMB はともに約110MB/秒</p>`, [
      row("w", "p[1]/l1", 114, `smb W - 1"54 秒 R - 4"31 秒`, { unit: "s" }),
      row("r", "p[1]/l1", 271, `smb W - 1"54 秒 R - 4"31 秒`, { unit: "s" }),
      row("n", "p[2]/l1", 110, "NFS と SMB はともに約110MB/秒"),
      row("s", "p[2]/l1", 110, "NFS と SMB はともに約110MB/秒"),
    ]);
    expect([r.$("#m-w").text(), r.$("#m-r").text()]).toEqual(['1"54', '4"31']);
    expect(r.$("#m-n").text()).toBe("110");
    expect(r.$("#m-s").is("span.sk-anchor")).toBe(true);
    expect(r.$("#m-n").attr("title")).toContain("the same number, read as well as");
    expect(r.counts.extracted).toBe(4);
  });

  it("anchors a computed row before the number it was computed from", () => {
    const r = run(`<pre>0.00user 11.05system 0:42.91elapsed</pre>`, [
      row("t", "pre[1]/l1", 42.91, "0.00user 11.05system 0:42.91elapsed", { unit: "s" }),
      row("t-d", "pre[1]/l1", 250.2, "0.00user 11.05system 0:42.91elapsed", { derived: true, derived_from: "t" }),
    ]);
    expect(r.$("#m-t").text()).toBe("0:42.91");
    expect(r.$("#m-t-d").next().attr("id")).toBe("m-t");
    expect(r.$("#m-t").attr("title")).toContain("computed from it:\ncomputed: throughput");
    expect(r.counts).toMatchObject({ extracted: 1, derived: 1, notPlaced: 0 });
  });

  it("lists what it cannot place in the bar instead of guessing", () => {
    const r = run(`<table><tr><th>x</th></tr><tr><td>12</td></tr></table>`, [row("gone", "table[9]/r2/c1", 12, "12"), row("other", "table[1]/r2/c1", 999, "999")]);
    expect(r.$("mark.sk-m").length).toBe(0);
    expect(marked(r, "p")).toEqual(["12"]);
    expect(r.notPlaced.map((n) => [n.id, n.why])).toEqual([
      ["gone", "its locator names nothing on this page"],
      ["other", "999 is not printed where its locator points"],
    ]);
    expect(r.$("#sk-bar details").text()).toContain("2 not placed on the page");
  });

  it("marks a number split over two text nodes once, and a number inside a link without nesting links", () => {
    const r = run(`<table><tr><th>x</th><th>y</th></tr><tr><td><b>1</b>23</td><td><a href="#z">45</a></td></tr></table>`, [row("s", "table[1]/r2/c1", 123, "123"), row("l", "table[1]/r2/c2", 45, "45")]);
    expect(r.$("mark.sk-m").map((_, el) => r.$(el).text()).get()).toEqual(["1", "23", "45"]);
    expect(r.$("[id='m-s']").length).toBe(1);
    expect(r.$("a a").length).toBe(0);
    expect(r.$("#m-l").parent().is("a")).toBe(true);
  });

  it("marks a reject's number with its reason, escaped, and notes a reject on a number another reader extracted", () => {
    const r = run(`<table><tr><th>x</th><th>change</th></tr><tr><td>12</td><td>+7%</td></tr></table>`, [row("v", "table[1]/r2/c1", 12, "12")], [
      { reject_id: "x1", locator: "table[1]/r2/c2", raw: "+7%", reason: `a change "><img src=x onerror=alert(1)>` },
      { reject_id: "x2", locator: "table[1]/r2/c1", raw: "12", reason: "spec line not understood" },
      { reject_id: "x3", locator: null, raw: "", reason: "3 undecodable byte sequences" },
    ]);
    expect(r.$("#x-x1").text()).toBe("7");
    expect(r.$("#x-x1").attr("title")).toBe(`rejected: a change "><img src=x onerror=alert(1)>`);
    expect(r.$("[onerror]").length).toBe(0);
    expect(r.$("#x-x2").next().attr("id")).toBe("m-v");
    expect(r.$("#m-v").attr("title")).toContain("also rejected: spec line not understood");
    expect(r.$("#sk-bar").text()).toContain("1 rejected for the whole page");
    expect(r.counts.rejected).toBe(2);
  });

  it("marks the numbers of a part's line as read, with what the part is", () => {
    const r = run(`<ul><li>CPU: Xeon E5-2620 2.0GHz x2</li><li>Posted 2019</li></ul>`, [], [], [
      { component_id: "c1", locator: "li[1]", raw: "CPU: Xeon E5-2620 2.0GHz x2", kind: "cpu", vendor: "Intel", model: "Xeon E5-2620", count: 2, clock_hz: 2e9 },
    ]);
    expect(marked(r, "c")).toEqual(["5", "2620", "2.0", "2"]);
    expect(r.$("mark.sk-c").first().attr("title")).toBe("read as a part: cpu Intel Xeon E5-2620 (2×, 2 GHz)");
    expect(marked(r, "p")).toEqual(["2019"]);
  });
});
