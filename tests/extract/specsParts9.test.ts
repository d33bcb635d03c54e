import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { cpu, parseSpecValue } from "../../src/extract/specs/parseSpecValue.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";
import { capacityFromModel } from "../../src/extract/specs/partTerms.ts";
import { specKindForLabel } from "../../src/extract/specs/specTerms.ts";
import { partText } from "../../src/extract/specs/partText.ts";
import { partsIn } from "../../src/extract/specs/proseSystems.ts";

/** Parts of the machines on the parts9 pages (each cites its source), and the rules they stand for. */
const read = (file: string, set = "parts9") => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/${set}/pages/${file}`, import.meta.url)), null, file).text);
  return extractAll(doc).components.map((c) => [c.kind, c.model, c.count ?? null, c.capacityBytes ?? null, c.clockHz ?? null]);
};
const G = 2 ** 30;
const brief = (text: string) => partsIn(text).map((p) => [p.kind, p.model ?? null, p.count ?? null, p.capacityBytes ?? null, p.clockHz ?? null]);

describe("sizes and processor names as Japanese writing spells them", () => {
  it("reads a size with its unit spelled out (GByte, TByte, Gbytes) as the same size", () => {
    expect(partText("メモリは8GByte x4 合計32GByte")).toBe("メモリは8GB x4 合計32GB");
    expect(partText("64Gbyteのメモリ、SSD 512Gbyte以上、4 GBytes")).toBe("64GBのメモリ、SSD 512GB以上、4GB");
    // a word that only starts like a unit is left alone
    expect(partText("2 Bytesize")).toBe("2 Bytesize");
  });

  it("reads a processor family written in katakana by its Latin name", () => {
    expect(partText("ペンティアム4の2.4GHz、セレロン、アスロン")).toBe("Pentium 4の2.4GHz、Celeron 、Athlon ");
    expect(brief("旧PCはペンティアムIIIの866MHz、ハードディスクは20GB、OS は Windows Me だった。")).toEqual([
      ["cpu", "Pentium III", null, null, 866e6],
      ["disk", null, 1, 20e9, null],
      ["os", "Windows Me", null, null, null],
    ]);
  });

  it("reads a module size and its count after a times sign as the total memory", () => {
    expect(brief("CPUはXeon E3-1270v2、メモリは8GByte x4 合計32GByteと、かなりハイスペックな構成です。").filter((p) => p[0] === "memory")).toEqual([["memory", null, 4, 32 * G, null]]);
  });

  it("reads a disk word, its particle and a capacity, not a file's size after a disk word", () => {
    expect(brief("内蔵ハードディスク 80GB も増設した").map((p) => p.slice(0, 4))).toEqual([["disk", null, 1, 80e9]]);
    expect(brief("ハードディスク240GBのPCを買った").map((p) => p.slice(0, 4))).toEqual([["disk", null, 1, 240e9]]);
    expect(brief("SSD 4GBのファイルを書いた")).toEqual([]);
  });

  it("reads a maker, の, a capacity and a drive noun counted with 本/台 as that many drives of the maker", () => {
    const ps = partsMentioned("今回は Seagate の 1TByte SATA ドライブを8本載せます。").filter((p) => p.kind === "disk");
    expect(ps.map((p) => [p.vendor, p.count, p.capacityBytes])).toEqual([["Seagate", 8, 1e12]]);
  });
});

describe("parts9 pages", () => {
  it("reads the machine a Japanese builder's blog describes in sentences", () => {
    const parts = read("fileserver-before-shipping-prose-ja.html");
    expect(parts).toContainEqual(["disk", null, 8, 1e12, null]);
    expect(parts).toContainEqual(["memory", null, 4, 32 * G, null]);
    expect(parts.filter((p) => p[0] === "disk")).toHaveLength(1);
  });

  it("reads two PCs whose processors are written in katakana", () => {
    const parts = read("linkstation-old-new-pc-katakana-cpu-ja.html");
    expect(parts).toContainEqual(["cpu", "Pentium III", null, null, 866e6]);
    expect(parts.filter((p) => p[0] === "disk").map((p) => p[3])).toEqual([20e9, 240e9, 60e9, 80e9]);
  });
});

describe("parts lists and spec tables of reviews and build notes", () => {
  const named = (t: string) => partsMentioned(t).map((p) => [p.kind, p.vendor ?? null, p.model ?? null, p.count ?? null, p.capacityBytes ?? null]);

  it("reads a capacity and an interface word before a maker's name as that maker's drive", () => {
    expect(named("a 2TB SATA Samsung hard drive for storage")).toEqual([["disk", "Samsung", null, 1, 2e12]]);
    expect(named("2TB SATA Western Digital Green hard drive")).toEqual([["disk", "Western Digital", "Green", 1, 2e12]]);
  });

  it("reads a maker's part with ECC / DDR / DIMM in parentheses after it as memory modules, not a drive", () => {
    expect(named("2 x Kingston KSM32ED8/32HC (64GB ECC)")).toEqual([["memory", "Kingston", "KSM32ED8/32HC", 2, 64 * G]]);
    expect(named("Kingston A2000 (500GB) SSD")).toEqual([["disk", "Kingston", "A2000", 1, 500e9]]);
  });

  it("reads a Seagate number ending in a letter for its capacity (ST + gigabytes)", () => {
    expect(capacityFromModel("ST18000NM003D")).toBe(18e12);
    expect(capacityFromModel("ST20000NM007D")).toBe(20e12);
    expect(named("6 x Seagate Exos X20 ST18000NM003D")).toEqual([["disk", "Seagate", "Exos X20 ST18000NM003D", 6, 18e12]]);
  });

  it("reads a board whose name has a capitalised word with a digit, before a capitalised noun", () => {
    expect(named("Asrock B550M Pro4 Motherboard")).toEqual([["motherboard", "Asrock", "B550M Pro4", null, null]]);
  });

  it("reads a processor's suffix letters in lower case as the model's", () => {
    expect(cpu("i7-4770k").model).toBe("i7-4770K");
    expect(cpu("AMD Ryzen 7 3700x 8-Core, 16-Thread CPU").model).toBe("Ryzen 7 3700X");
    expect(cpu("DDR4 2666mhz").model).toBeNull();
  });

  it("knows plural drive labels, the host bus adapter and 記憶媒体", () => {
    expect(specKindForLabel("Comparison Drives")).toBe("disk");
    expect(specKindForLabel("Tested Drives")).toBe("disk");
    expect(specKindForLabel("Host Bus Adapter")).toBe("raid_controller");
    expect(specKindForLabel("記憶媒体")).toBe("storage");
  });

  it("does not read an interface's rate as a drive's size", () => {
    expect(parseSpecValue("disk", "Intel SSD 320 160 GB SATA 3Gb/s", "System Drive").map((p) => p.capacityBytes)).toEqual([160e9]);
  });

  it("reads a review's test hardware table with one comparison drive per line of a cell", () => {
    // (the page title's `845DC EVO SSD` is one more drive, without its size)
    const disks = read("845dc-evo-test-hardware-table-en.html").filter((p) => p[0] === "disk" && p[3] !== null).map((p) => p[3]);
    expect(disks).toEqual([160e9, 960e9, 800e9, 200e9, 480e9, 800e9, 400e9, 200e9]);
  });
});

describe("spec lines inside a table cell", () => {
  it("reads the ・CPU: / ・メモリ: lines of a forum post laid out in a <dl> as the machine's parts", () => {
    const parts = read("nw-iperf2-both-ends-samba-hdparm-bbs-ja.html", "unseen8");
    // (`1GB PC3200`: the module's speed grade is its type, session 29)
    expect(parts).toContainEqual(["memory", "PC3200", null, 2 ** 30, null]);
    expect(parts.filter((p) => p[0] === "cpu").map((p) => p[1])).toEqual(["2000"]);
  });
});
