import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { alignedTable, pipeTable, textTableCell } from "../../src/document/textTables.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const PIPE = "| Drive | Seq read (MB/s) | Seq write (MB/s) |\n|---|:---:|---:|\n| Samsung 980 | 3450 | 2980 |\n| WD SN570 | 3300 | 2800 |";
const ALIGNED = "Drive          Read MB/s   Write MB/s\n-------------------------------------\nSamsung 980       3450        2980\nWD SN570          3300        2800";
const rows = (html: string) => extractAll(buildDocument(`<html><head><title>NVMe</title></head><body><h1>NVMe</h1>${html}</body></html>`)).measurements;

describe("tables written as text", () => {
  it("reads a Markdown pipe table into the grid an HTML table gives", () => {
    expect(pipeTable(PIPE)?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Drive", "Seq read (MB/s)", "Seq write (MB/s)"],
      ["Samsung 980", "3450", "2980"],
      ["WD SN570", "3300", "2800"],
    ]);
    expect(pipeTable(PIPE)?.rows[0]?.every((c) => c.header)).toBe(true);
  });

  it("reads a table laid out with spaces, the header leaving the label column blank or not", () => {
    expect(alignedTable(ALIGNED)?.rows.map((r) => r.map((c) => c.text))).toEqual([["Drive", "Read MB/s", "Write MB/s"], ["Samsung 980", "3450", "2980"], ["WD SN570", "3300", "2800"]]);
    expect(alignedTable("          Read    Write\nSeq Q32    540.2   480.1\n4K Q1       30.5    80.7")?.rows[0]?.map((c) => c.text)).toEqual(["", "Read", "Write"]);
  });

  it("leaves logs, sentences and ragged lines as text", () => {
    expect(pipeTable("a | b\nno separator | here\nx | y")).toBeNull();
    expect(alignedTable("Connecting to host 10.0.0.1, port 5201\n[  5]   0.00-1.00   sec   112 MBytes   940 Mbits/sec\n[  5]   1.00-2.00   sec   111 MBytes   931 Mbits/sec")).toBeNull();
    expect(alignedTable("Drive   Read\nSamsung 980   3450   2980\nWD   3300")).toBeNull();
  });

  it("extracts them as tables with cell locators, in a code block and in an unrendered paragraph", () => {
    const got = rows(`<pre>${PIPE}</pre><p>${PIPE.split("\n").join("<br>")}</p><pre>${ALIGNED}</pre>`);
    expect(got.map((m) => [m.locator, m.operation, m.value, m.conditions.storage])).toEqual([
      ["pre[1]/r2/c2", "read", 3450, "Samsung 980"], ["pre[1]/r2/c3", "write", 2980, "Samsung 980"], ["pre[1]/r3/c2", "read", 3300, "WD SN570"], ["pre[1]/r3/c3", "write", 2800, "WD SN570"],
      ["p[1]/r2/c2", "read", 3450, "Samsung 980"], ["p[1]/r2/c3", "write", 2980, "Samsung 980"], ["p[1]/r3/c2", "read", 3300, "WD SN570"], ["p[1]/r3/c3", "write", 2800, "WD SN570"],
      ["pre[2]/r2/c2", "read", 3450, "Samsung 980"], ["pre[2]/r2/c3", "write", 2980, "Samsung 980"], ["pre[2]/r3/c2", "read", 3300, "WD SN570"], ["pre[2]/r3/c3", "write", 2800, "WD SN570"],
    ]);
    expect(got.every((m) => m.origin === "table")).toBe(true);
  });

  it("leaves a columnar tool output to its reader", () => {
    const netperf = "<pre>$ netperf -H 10.0.0.2\nMIGRATED TCP STREAM TEST from 0.0.0.0 () port 0 AF_INET to 10.0.0.2 () port 0 AF_INET\nRecv   Send    Send\nSocket Socket  Message  Elapsed\nSize   Size    Size     Time     Throughput\nbytes  bytes   bytes    secs.    10^6bits/sec\n\n 87380  16384  16384    10.00     941.41\n</pre>";
    expect(rows(netperf).map((m) => [m.origin, m.value])).toEqual([["tool-output", 941.41]]);
  });

  it("finds a cell's stretch of the text for the annotated page", () => {
    const at = textTableCell(ALIGNED, 3, 3);
    expect(at && ALIGNED.slice(at.start, at.end)).toBe("2800");
    const p = textTableCell(PIPE, 2, 1);
    expect(p && PIPE.slice(p.start, p.end)).toBe("Samsung 980");
  });
});
