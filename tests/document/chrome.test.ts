import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";

const texts = (html: string) => buildDocument(html).blocks.map((b) => b.text);

describe("site chrome", () => {
  it("drops navigation, sidebars and footers named by class, id or role", () => {
    const got = texts(`<body><div class="sidebar"><p>Recent posts 100 MB/s</p></div><nav><p>Home</p></nav>
      <div id="footer"><p>© 2016</p></div><div role="navigation"><p>Menu</p></div><p>dd wrote 19.5 MB/s</p></body>`);
    expect(got).toEqual(["dd wrote 19.5 MB/s"]);
  });

  it("keeps a layout wrapper whose class mentions the navigation beside it when it holds the main landmark", () => {
    // a Read the Docs page: every wrapper of the document is classed `…-for-nav` / `wy-nav-content`
    const got = texts(`<body class="wy-body-for-nav"><div class="wy-grid-for-nav"><nav class="wy-nav-side"><p>Contents</p></nav>
      <section class="wy-nav-content-wrap"><div class="wy-nav-content"><div role="main" class="document">
      <h1>Raspberry Pi storage<a class="headerlink" href="#x">¶</a></h1><pre>1073741824 bytes copied, 55.1 s, 19.5 MB/s</pre>
      </div></div></section></div></body>`);
    expect(got).toEqual(["Raspberry Pi storage", "1073741824 bytes copied, 55.1 s, 19.5 MB/s"]);
  });

  it("keeps a chrome-worded wrapper that holds most of the page's text", () => {
    const long = "The drive read 412 MB/s sequentially and wrote 380 MB/s in every one of the five runs we made. ".repeat(3);
    const got = texts(`<body><div class="has-sidebar"><p>${long}</p></div><div class="sidebar"><p>Tags</p></div></body>`);
    expect(got).toEqual([long.trim()]);
  });

  it("drops the permalink sign after a heading", () => {
    const doc = buildDocument(`<h2>Samsung tiny USB3 Drive (FAT)<a class="headerlink">¶</a></h2><h3>Results #</h3><p>x 1 MB/s</p>`);
    expect(doc.blocks.filter((b) => b.kind === "heading").map((b) => b.text)).toEqual(["Samsung tiny USB3 Drive (FAT)", "Results"]);
    expect(doc.blocks.at(-1)?.headingPath).toEqual(["Samsung tiny USB3 Drive (FAT)", "Results"]);
  });
});

describe("a bold paragraph as a heading", () => {
  const headingsOf = (html: string) => buildDocument(html).blocks.map((b) => [b.kind, b.text, b.headingPath.join(" > ")]);

  it("heads what follows, one level under the last real heading, until the next label or heading", () => {
    const got = headingsOf(`<h2>Results</h2><p><strong>Scenario A: Tab S7 as Server</strong></p><table><tr><td>1</td></tr></table>
      <p><b>■ Scenario B</b></p><p>runs</p><h2>Notes</h2><p>end</p>`);
    expect(got).toEqual([
      ["heading", "Results", ""],
      ["heading", "Scenario A: Tab S7 as Server", "Results"],
      ["table", "", "Results > Scenario A: Tab S7 as Server"],
      ["heading", "Scenario B", "Results"],
      ["paragraph", "runs", "Results > Scenario B"],
      ["heading", "Notes", ""],
      ["paragraph", "end", "Notes"],
    ]);
  });

  it("is no heading when it is a sentence, states a figure, or shares its paragraph with other words", () => {
    const got = headingsOf(`<p><b>The drive was fast.</b></p><p><strong>Result: 940 Mbits/sec</strong></p><p><b>Note</b> that this ran twice</p>`);
    expect(got.map(([kind]) => kind)).toEqual(["paragraph", "paragraph", "paragraph"]);
  });
});
