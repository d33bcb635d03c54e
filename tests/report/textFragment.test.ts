import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, inChromium } from "../helpers/chromium.ts";
import { locate, pageText } from "../../src/report/pageText.ts";
import { directiveFor, firstMatch, fragmentOf, spanOf, textFragment } from "../../src/report/textFragment.ts";

const html = (body: string) => `<!doctype html><html><head><title>t</title><script>var x = "186";</script></head><body>${body}</body></html>`;
const decode = (f: string) => f.slice("#:~:text=".length).split(",").map(decodeURIComponent);

describe("the rendered text of an archived page", () => {
  it("folds whitespace as a browser does, keeps <pre> spacing, and breaks at blocks and <br>, not inside inline markup", () => {
    const p = pageText(html(`<p>  read   <b>120</b>\n MB/s </p><pre>real    0m42.91s\nuser    0m0.00s</pre><p>one<br>two</p><style>p{}</style>`));
    expect(p.text).toBe("read 120 MB/s\nreal    0m42.91s\nuser    0m0.00s\none\ntwo\n");
    expect(p.text).not.toContain("186"); // script text is not rendered
  });

  it("finds a table cell by its grid position, rowspans and colspans expanded, as table locators count", () => {
    const p = pageText(html(`<table><tr><th rowspan="2">dd</th><th colspan="2">write</th></tr><tr><td>64 KiB</td><td>1 MiB</td></tr><tr><td>ext3</td><td>112</td><td>186</td></tr></table>`));
    const cell = locate(p, "table[1]/r2/c3");
    expect(cell && p.text.slice(cell.start, cell.end)).toBe("1 MiB");
    const last = locate(p, "table[1]/r3/c3");
    expect(last && p.text.slice(last.start, last.end)).toBe("186");
    expect(locate(p, "table[9]/r1/c1")).toBeNull();
  });
});

describe("text fragments", () => {
  it("point at a repeated number with the words around it, and a browser's first match is that cell", () => {
    const p = pageText(html(`<table><tr><th>RAID0</th><td>186</td><td>192</td></tr><tr><th>RAID1</th><td>186</td><td>201</td></tr></table>`));
    const at = locate(p, "table[1]/r2/c2");
    const span = spanOf(p, "186", "table[1]/r2/c2");
    expect(span).toEqual([at?.start, at?.end]);
    const d = directiveFor(p.text, span?.[0] ?? 0, span?.[1] ?? 0);
    expect(d && firstMatch(p.text, d)).toEqual(span);
    expect(d).toEqual({ start: "186", suffix: "201" });
    expect(decode(fragmentOf(d ?? { start: "" }))).toEqual(["186", "-201"]);
  });

  it("use the text as the page shows it: full-width digits and entities, not the normalised raw", () => {
    const p = pageText(html(`<p>書き込み速度は２３８．６ＭＢ／ｓを記録</p><p>A &lt;--&gt; B1 W - 1"38 秒</p>`));
    const f = textFragment(p, "238.6MB/s", "p[1]/l1");
    expect(decode(f)).toEqual(["２３８．６ＭＢ／ｓ"]);
    const g = textFragment(p, 'A <--> B1 W - 1"38 秒', "p[2]/l1");
    expect(g).toContain("%2D%2D"); // "-" is syntax in a text directive: always escaped
    expect(decode(g)).toEqual(['A <--> B1 W - 1"38 秒']);
  });

  it("widen a number to the word it sits in (a browser matches whole words only)", () => {
    const p = pageText(html(`<p>Local I/O : W-316MB/s, R-210MB/s</p>`));
    const span = spanOf(p, "316", "p[1]");
    const d = directiveFor(p.text, span?.[0] ?? 0, span?.[1] ?? 0);
    expect(d?.start).toBe("316MB");
  });

  it("link long text and text across a line break as start,end, each part on one line, never splitting a character", () => {
    const line = `10737418240 bytes (11 GB) copied, 42.9087 s, 250 MB/s and then a long tail of words that goes on and on past eighty characters`;
    const p = pageText(html(`<pre>$ dd if=/dev/zero of=/mnt/test bs=1M count=10240\n${line}</pre><p>RAID0 500GB SATA x5<br>Local I/O : W-316MB/s</p>`));
    const d = directiveFor(p.text, p.text.indexOf(line), p.text.indexOf(line) + line.length);
    expect(d?.end).toBeTruthy();
    expect(line.startsWith(d?.start ?? "?")).toBe(true);
    expect(line.endsWith(d?.end ?? "?")).toBe(true);
    const two = spanOf(p, "RAID0 500GB SATA x5\nLocal I/O : W-316MB/s", "p[1]/l1");
    const e = directiveFor(p.text, two?.[0] ?? 0, two?.[1] ?? 0);
    expect(e).toEqual({ start: "RAID0 500GB SATA x5", end: "Local I/O : W-316MB/s" });
    const astral = `${"あ".repeat(40)}𠮷${"い".repeat(50)}`;
    const q = pageText(html(`<p>${astral}</p>`));
    const parts = decode(textFragment(q, astral, "p[1]"));
    expect(parts).toHaveLength(2);
    expect(astral.startsWith(parts[0] ?? "?") && astral.endsWith(parts[1] ?? "?")).toBe(true);
    for (const part of parts) expect(part).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it("give no fragment when the text is nowhere and the locator names nothing", () => {
    const p = pageText(html(`<p>nothing measured here</p>`));
    expect(textFragment(p, "999 MB/s", "table[4]/r2/c2")).toBe("");
  });
});

const BONNIE_CSV = "1.97,1.97,nas01,1,1520000000,252G,,1021,97,98765,12,54321,8,2345,95,123456,9,456.7,5,16,,,,,+++++,+++,+++++,+++,+++++,+++,+++++,+++,+++++,+++,+++++,+++,8123us,1234ms,567ms,12345us,234us,1234ms,345us,56us,789us,123us,45us,678us";

/** Pages of the genre's shapes, the raw text an extractor keeps from each, and its locator. */
const CASES: [string, string, string][] = [
  [`<p>書き込み速度は２３８．６ＭＢ／ｓを記録</p>`, "238.6MB/s", "p[1]/l1"],
  [`<p>A &lt;--&gt; B1 W - 1"38 秒</p>`, 'A <--> B1 W - 1"38 秒', "p[1]/l1"],
  [`<p>Local I/O : W-316MB/s, R-210MB/s</p>`, "316", "p[1]"],
  [`<p>RAID0 500GB SATA x5<br>Local I/O : W-316MB/s</p>`, "RAID0 500GB SATA x5\nLocal I/O : W-316MB/s", "p[1]/l1"],
  [`<table><tr><th>RAID0</th><td>186</td><td>192</td></tr><tr><th>RAID1</th><td>186</td><td>201</td></tr></table>`, "186", "table[1]/r2/c2"],
  [`<pre>$ dd if=/dev/zero of=/mnt/t bs=1M count=10240\n10737418240 bytes (11 GB) copied, 42.9087 s, 250 MB/s</pre>`, "10737418240 bytes (11 GB) copied, 42.9087 s, 250 MB/s", "pre[1]/l2"],
  [`<p>${"あ".repeat(40)}𠮷${"い".repeat(50)}</p>`, `${"あ".repeat(40)}𠮷${"い".repeat(50)}`, "p[1]"],
  [`<p>シーケンシャルリードは 450MB/secを記録した。ランダムでは 120MB/secだった。</p>`, "ランダムでは 120MB/secだった。", "p[1]/l1"],
  // a bonnie++ 1.97 CSV line: no space to cut at, and `1.97` is one word
  [`<pre>${BONNIE_CSV}</pre>`, BONNIE_CSV, "pre[1]/l1"],
];

describe.skipIf(!hasChromium)(inChromium("text fragments in headless Chromium"), () => {
  it("highlight on each shape of page (a match scrolls a page whose text starts below the fold)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sokutei-fragments-"));
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage();
      const missed: string[] = [];
      for (const [i, [body, raw, locator]] of CASES.entries()) {
        const doc = `<!doctype html><html><head><meta charset="utf-8"></head><body><div style="height:4000px"></div>${body}</body></html>`;
        const fragment = textFragment(pageText(doc), raw, locator);
        expect(fragment).not.toBe("");
        writeFileSync(join(dir, `${i}.html`), doc);
        await page.goto(`${pathToFileURL(join(dir, `${i}.html`)).href}${fragment}`);
        if (!(await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 3000 }).then(() => true, () => false))) missed.push(fragment);
      }
      expect(missed).toEqual([]);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
