import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";

const page = (body: string) => `<html><head><title>notes.txt at main · someone/bench</title></head><body>${body}</body></html>`;
const row = (n: number, code: string) => `<tr><td id="L${n}" class="blob-num js-line-number" data-line-number="${n}"></td><td id="LC${n}" class="blob-code blob-code-inner js-file-line">${code}</td></tr>`;

describe("a file shown by a code viewer as a table of numbered lines", () => {
  it("is the file's preformatted text, its lines and their leading spaces as written", () => {
    const lines = ["Test machine", "  Disk is a 1TB Acme X100", "", "$ uname -r", "5.10.0-9-amd64"];
    const doc = buildDocument(page(`<table class="highlight tab-size js-file-line-container">${lines.map((l, i) => row(i + 1, l)).join("")}</table>`));
    const pre = doc.blocks.filter((b) => b.kind === "pre");
    expect(pre).toHaveLength(1);
    expect(pre[0]?.text).toBe(lines.join("\n"));
    expect(doc.blocks.some((b) => b.kind === "table")).toBe(false);
  });

  it("a table of data stays a table, even with one code cell in it", () => {
    const doc = buildDocument(page(`<table><tr><th>Drive</th><th>MB/s</th></tr><tr><td class="blob-code">sda</td><td>512</td></tr><tr><td>sdb</td><td>498</td></tr></table>`));
    expect(doc.blocks.some((b) => b.kind === "pre")).toBe(false);
    expect(doc.blocks.some((b) => b.kind === "table")).toBe(true);
  });
});
