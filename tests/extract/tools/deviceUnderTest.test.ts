import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { deviceUnderTest, namesStorageDevice } from "../../../src/extract/tools/deviceUnderTest.ts";

const preOf = (html: string) => {
  const doc = buildDocument(html);
  const block = doc.blocks.find((b) => b.kind === "pre");
  if (!block) throw new Error("no pre");
  return deviceUnderTest(doc, block);
};
const PRE = "<pre>Sequential Read : 1 MB/s</pre>";

describe("the storage device a benchmark block measured", () => {
  it("tells drive names from other names", () => {
    for (const d of ["Samsung SSD 850 EVO 250GB", "ST3500418AS", "WDC WD40PURX-78AKYY0", "SanDisk SDSSDA240G", "Fanxiang S790 2TB", "Crucial MX500"]) expect(namesStorageDevice(d), d).toBe(true);
    for (const d of ["Core i7-4770K", "CrystalDiskMark 6.0.2", "SATA SSD", "DDR4 16GB", "Windows 10", "RAID 0", "USB 3.0"]) expect(namesStorageDevice(d), d).toBe(false);
  });

  it("a bracket the Japanese text leaves open holds a name of its own (`SATA SSD（Samsung 860 EVO、…）`)", () => {
    expect(preOf(`<h1>x</h1><h2>例1: SATA SSD（Crucial MX500、システムドライブ C:）、CrystalDiskMark 6.0.2</h2>${PRE}`)).toBe("Crucial MX500");
    expect(preOf(`<h1>x</h1><h2>HDD（2.5インチ、USB接続）</h2>${PRE}`)).toBeNull();
  });

  it("when no heading or lead-in names a drive, the report's opening paragraph does, before its title", () => {
    expect(preOf(`<title>x</title><h1>Cards for the Pi</h1><p>The card is a Lexar 128GB microSDXC card.</p><h2>Results</h2><p>Run 1:</p>${PRE}`)).toBe("Lexar 128GB microSDXC");
    expect(preOf(`<title>x</title><h1>Cards</h1><p>The card is a Lexar 128GB microSDXC card.</p><h2>Kingston Canvas Go 64GB microSDXC</h2>${PRE}`)).toBe("Kingston Canvas Go 64GB microSDXC");
  });

  it("the heading right above the block first", () => {
    expect(preOf(`<h1>My drives</h1><h2>Seagate ST2000DM008</h2>${PRE}`)).toBe("Seagate ST2000DM008");
  });

  it("else a Japanese lead-in that names what was measured (XをCrystalDiskMarkで測った), not the tool", () => {
    expect(preOf(`<h1>ベンチ</h1><h2>参考：以前のSATA SSD</h2><p>前に使っていたCrucial MX100（256GB）をCrystalDiskMark 5.2.0で測った。</p>${PRE}`)).toBe("Crucial MX100(256GB)");
  });

  it("else the report title; two drives in one place give none", () => {
    expect(preOf(`<title>x</title><h1>Kioxia Exceria 1TBを買った</h1><h2>CrystalDiskMark 8.0.4</h2>${PRE}`)).toBe("Kioxia Exceria 1TB");
    expect(preOf(`<h1>Tests</h1><h2>Samsung 860 EVO vs Crucial MX500</h2>${PRE}`)).toBeNull();
    expect(preOf(`<h1>CrystalDiskMarkのテキスト出力</h1><h2>7.0（2020年、HDD）</h2>${PRE}`)).toBeNull();
  });

  it("never keeps half of a bracket a Japanese word cut open (`SSD(1.8インチ 64GB)` is no `SSD(1.8`)", () => {
    expect(String(preOf(`<h1>x</h1><p>古いノートの内蔵SSD(1.8インチ 64GB)をCrystalDiskMarkで測った。</p>${PRE}`))).not.toContain("(");
  });
});
