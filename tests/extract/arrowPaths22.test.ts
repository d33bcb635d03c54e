import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";

const H = "<h2>iperf3 results</h2>";
const pathOf = (got: Record<string, unknown>[], value: number) => got.find((r) => r.value === value)?.path;

describe("the link a figure was measured along, from arrows in any structure (round 22)", () => {
  it("keeps the page's own arrow, not a rewritten one", () => {
    const got = rows(`<p>NAS ⇒ PC: 95 MB/s でコピーできた。</p>`);
    expect(pathOf(got, 95)).toBe("NAS ⇒ PC");
  });

  it("gives a line's label path to every figure of the line, across its sentences", () => {
    const got = rows(
      `${H}<ul><li><strong>Client→Server</strong>: 10 runs, no errors. Result: average 941 Mbps / max 948 Mbps</li>
       <li><strong>Server→Client</strong>: 10 runs, no errors. Result: average 935 Mbps / max 944 Mbps</li></ul>`,
    );
    expect([948, 935, 944].map((v) => pathOf(got, v))).toEqual(["Client→Server", "Server→Client", "Server→Client"]);
  });

  it("takes the nearest arrows before a figure in its sentence, from inside an open bracket, without the word of rounding", () => {
    const got = rows(`${H}<p>前回の測定（Desktop→NAS約1.05Gbps）と整合する。NAS→Desktop約0.98Gbps</p>`);
    expect(pathOf(got, 1.05)).toBe("Desktop→NAS");
  });

  it("reads the arrows in a table cell's line and in a table's header", () => {
    const cell = rows(`${H}<table><tr><th>項目</th><th>throughput</th></tr><tr><td>baseline</td><td>host→board: 1.34Gbps、Retr 0</td></tr></table>`, "prose");
    const header = rows(`<table><tr><th>幅</th><th>方向</th><th>UDP goodput</th></tr><tr><td>1 MHz</td><td>STA→AP</td><td>1.250 Mbit/s</td></tr><tr><td>1 MHz</td><td>AP→STA</td><td>1.000 Mbit/s</td></tr></table>`, "table");
    expect([...cell, ...header].map((r) => [r.value, r.path])).toEqual([[1.34, "host→board"], [1.25, "STA→AP"], [1, "AP→STA"]]);
  });

  it("refuses arrows between figures (a change), a clause of the text, and arrows behind another figure's label", () => {
    const change = rows(`${H}<table><tr><th>項目</th><th>結果</th></tr><tr><td>rx_max</td><td>RX error 1→251、1.33Gbps</td></tr></table>`, "prose");
    expect(change.find((r) => r.value === 1.33)).toBeDefined();
    expect(pathOf(change, 1.33)).toBeUndefined();
    const clause = rows(`${H}<p>trace overheadが低速状態の原因と分かったので → event offにすると1.33Gbpsへ回復した。</p>`);
    expect(clause.find((r) => r.value === 1.33)).toBeDefined();
    expect(clause.find((r) => r.value === 1.33)?.path).toBeUndefined();
    const other = rows(`${H}<p>PC → NAS: 110 MB/s, local copy: 480 MB/s.</p>`);
    expect(pathOf(other, 110)).toBe("PC → NAS");
    expect(pathOf(other, 480)).toBeUndefined();
  });

  it("gives the figures of a block the path a lead-in over it or its heading names, tool output included", () => {
    const lead = rows(
      `${H}<p>Reverse direction (Server → Laptop):</p><pre>$ iperf3 -c server -R\n[ ID] Interval           Transfer     Bitrate         Retr\n[  5]   0.00-10.00  sec  1.09 GBytes   940 Mbits/sec                  receiver</pre>`,
      "tool-output",
    );
    expect(lead.map((r) => [r.value, r.path])).toEqual([[940, "Server → Laptop"]]);
    const heading = rows(`<h2>scp results</h2><h3>東京 -&gt; 大阪</h3><table><tr><th>tool</th><th>MB/s</th></tr><tr><td>mscp</td><td>450</td></tr></table>`, "table");
    expect(heading.map((r) => [r.value, r.path])).toEqual([[450, "東京 -> 大阪"]]);
  });

  it("takes no path from an arrow that means `gives` before a figure, nor from a heading's arrow between loads", () => {
    const gives = rows(`${H}<ul><li>d033 → 32GB, Write 2MB/s, Verify 87MB/s</li></ul>`);
    expect(gives.find((r) => r.value === 2)).toBeDefined();
    expect(gives.map((r) => r.path).filter(Boolean)).toEqual([]);
    const loads = rows(`${H}<h3>方向比較 (UDP 30M × 4 stream、offered 120M → 実効 ~72-78M = ch112 容量)</h3><p>帯域は 72 Mbps だった。</p>`);
    expect(loads.find((r) => r.value === 72)).toBeDefined();
    expect(loads.find((r) => r.value === 72)?.path).toBeUndefined();
  });
});
