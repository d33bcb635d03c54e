import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";
import { partText } from "../../src/extract/specs/partText.ts";
import { partsIn } from "../../src/extract/specs/proseSystems.ts";

/** Parts of the machines on the parts9 pages (each cites its source), and the rules they stand for. */
const read = (file: string) => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/parts9/pages/${file}`, import.meta.url)), null, file).text);
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
