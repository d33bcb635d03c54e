import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const page = (body: string) => `<html><head><title>Slow evenings</title></head><body><h1>Slow evenings</h1>${body}</body></html>`;

describe("a terminal session quoted as paragraphs", () => {
  const body = `<p>Tracing the route in the evening:</p><blockquote>
<p>C:\\Users\\me&gt;tracert example.jp</p>
<p>example.jp [203.0.113.9] へのルートをトレースしています</p>
<p>経由するホップ数は最大 30 です:</p>
<p>&nbsp; 1 &nbsp;&nbsp;&nbsp;&lt;1 ms &nbsp;&nbsp;&nbsp;&nbsp;1 ms &nbsp;&nbsp;&nbsp;&nbsp;2 ms &nbsp;router.home [192.168.1.1]<br>
&nbsp; 2 &nbsp;&nbsp;&nbsp;&nbsp;7 ms &nbsp;&nbsp;&nbsp;&nbsp;6 ms &nbsp;&nbsp;&nbsp;&nbsp;8 ms &nbsp;gw.isp.example [203.0.113.1]</p>
</blockquote>`;

  it("is one block of output, so a reader sees its command, its heading lines and its hops together", () => {
    const doc = buildDocument(page(body));
    const quoted = doc.blocks.filter((b) => b.kind === "pre");
    expect(quoted).toHaveLength(1);
    expect(quoted[0]?.text).toContain("tracert example.jp");
    expect(quoted[0]?.text).toContain("gw.isp.example");
    const hops = extractAll(doc).measurements.filter((m) => m.conditions.tool === "tracert").map((m) => [m.conditions.hop, m.value]);
    expect(hops).toEqual([["1", 1], ["1", 2], ["2", 7], ["2", 6], ["2", 8]]);
  });

  it("leaves a quote of words (a mail, a forum post) as its paragraphs", () => {
    const doc = buildDocument(page(`<blockquote><p>We measured 940 Mbps on the LAN.</p><p>Over the VPN it was 310 Mbps.</p></blockquote>`));
    expect(doc.blocks.filter((b) => b.kind === "pre")).toHaveLength(0);
    expect(doc.blocks.filter((b) => b.kind === "paragraph")).toHaveLength(2);
  });
});
