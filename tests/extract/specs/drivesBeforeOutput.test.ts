import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><body>${html}</body></html>`));

const hdparm = (dev: string, mbs: string) => `<pre># hdparm -t ${dev}\n${dev}:\n Timing buffered disk reads: 150 MB in  3.01 seconds =  ${mbs} MB/sec</pre>`;

describe("a drive's model line just before a disk tool's output", () => {
  it("is a disk of the machine each heading names, and the figures below it point to that machine", () => {
    const ex = extract(
      `<h2>Drives</h2><h3>Acme Book X14</h3><ul><li>Model: "TOSHIBA THNSNJ256"</li><li>Revision: "0101"</li></ul>${hdparm("/dev/sda", "49.84")}` +
        `<h3>Server R7</h3><ul><li>Model: "KINGSTON SA400S37"</li></ul>${hdparm("/dev/sdb", "31.50")}`,
    );
    const disks = ex.components.filter((c) => c.kind === "disk").map((c) => [c.model, ex.systems.find((s) => s.key === c.system)?.label]);
    expect(disks).toEqual([["TOSHIBA THNSNJ256", "Acme Book X14"], ["KINGSTON SA400S37", "Server R7"]]);
    const owners = ex.measurements.map((m) => ex.systems.find((s) => s.key === m.system)?.label);
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners)).toEqual(new Set(["Acme Book X14", "Server R7"]));
  });

  it("reads `型番:` and model lines atop the output itself; a heading that is a topic gives no machine", () => {
    const ex = extract(`<h2>計測結果</h2><p>型番：WD40EFRX</p>${hdparm("/dev/sdc", "140.2")}<h2>Results</h2><pre>Model: ST4000DM004\n# hdparm -t /dev/sdd\n Timing buffered disk reads: 500 MB in 3.00 seconds = 166.5 MB/sec</pre>`);
    const disks = ex.components.filter((c) => c.kind === "disk").map((c) => [c.model, c.system, c.capacityBytes]);
    expect(disks).toEqual([["WD40EFRX", null, 4e12], ["ST4000DM004", null, 4e12]]);
    expect(ex.systems).toEqual([]);
  });

  it("names no drive when two model lines stand above the output, or when the output names no device", () => {
    const two = extract(`<h3>Box 7</h3><ul><li>Model: AAA1234</li><li>Model: BBB5678</li></ul>${hdparm("/dev/sda", "90.1")}`);
    expect(two.components.filter((c) => c.kind === "disk" && /AAA1234|BBB5678/.test(c.model ?? "") && c.system)).toEqual([]);
    const none = extract(`<h3>Box 8</h3><ul><li>Model: CCC9012</li></ul><pre>$ iperf3 -c 10.0.0.2\n[  5]   0.00-10.00  sec  1.09 GBytes   940 Mbits/sec</pre>`);
    expect(none.components.filter((c) => c.system && c.kind === "disk")).toEqual([]);
  });
});
