import { describe, expect, it } from "vitest";
import { cleanCss } from "../../src/report/cleanCss.ts";

/** Milliseconds to clean `css`, the best of three runs. */
function timeOf(css: string): number {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    cleanCss(css);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe("cleanCss", () => {
  it("takes out every url(), image-set() and @import", () => {
    expect(cleanCss(`td{background:url("a.png")} p{background-image:URL( 'b.png' )} i{background:url(c.png) no-repeat}`)).toBe(
      "td{background:none} p{background-image:none} i{background:none no-repeat}",
    );
    expect(cleanCss(`@import "x.css"; @IMPORT url(y.css) screen;b{color:red}`)).toBe(" b{color:red}");
    expect(cleanCss(`a{background:image-set("a.png" 1x, url(b.png) 2x)}b{background:-webkit-image-set("c.png" 1x)}`)).toBe("a{background:none}b{background:none}");
    expect(cleanCss("a{color:red;font:12px/1.5 sans-serif}")).toBe("a{color:red;font:12px/1.5 sans-serif}");
  });

  it("reads names with CSS escapes as a browser does (\\75 rl is url, \\@import spelled with escapes)", () => {
    expect(cleanCss("a{background:\\75 rl(https://evil.example/x.png)}")).toBe("a{background:none}");
    expect(cleanCss("a{background:u\\72l(//evil.example/x)}")).toBe("a{background:none}");
    expect(cleanCss("a{background:\\55\\52\\4c(//evil.example/x)}")).toBe("a{background:none}");
    expect(cleanCss("@\\69mport 'x.css';a{}")).toBe("a{}");
    expect(cleanCss("a{background:url (x.png)}")).toBe("a{background:none}");
  });

  it("an unclosed url( runs to the end, as in a browser", () => {
    expect(cleanCss("td{background:url(   }</style>")).toBe("td{background:none");
    expect(cleanCss("a{b:url(x(y)z) c}")).toBe("a{b:none c}");
  });

  it("takes linear time on url( and spaces with no closing parenthesis (was cubic: 8,000 spaces never finished in report)", () => {
    const hostile = (n: number) => [
      `td{background:url(${" ".repeat(n)}}`,
      "url(".repeat(n),
      `image-set(${"(".repeat(n)}`,
      "@import".repeat(n),
      "\\75 ".repeat(n),
      `a{b:${"x".repeat(n)}`,
    ];
    for (const [i, small] of hostile(50_000).entries()) {
      const big = hostile(400_000)[i] as string;
      const tSmall = Math.max(timeOf(small), 1);
      const tBig = timeOf(big);
      // eight times the input: a linear pass takes about eight times as long; a quadratic one 64 times
      expect(tBig, `case ${i}`).toBeLessThan(tSmall * 32 + 50);
    }
  });
});
