import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";

const page = "<html><head><title>UTF-16 の結果</title></head><body><table><tr><td>Seq Read</td><td>550 MB/s</td></tr></table></body></html>";

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const le = Buffer.from("\ufeff" + text, "utf16le");
  if (!bigEndian) return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0;
    be[i + 1] = le[i] ?? 0;
  }
  return be;
}

describe("a UTF-16 page with a BOM", () => {
  it("is decoded, not refused as binary (LE and BE)", () => {
    for (const be of [false, true]) {
      const d = decodeBytes(utf16(page, be), "text/html", "u16");
      expect(d.charset).toBe(be ? "UTF-16BE" : "UTF-16LE");
      expect(d.source).toBe("bom");
      expect(d.text).toBe(page);
    }
  });

  it("still refuses binary bytes behind a UTF-16 BOM", () => {
    const junk = new Uint8Array(4000);
    junk[0] = 0xff;
    junk[1] = 0xfe;
    let x = 12345;
    for (let i = 2; i < junk.length; i++) junk[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    expect(() => decodeBytes(junk, null, "junk")).toThrow(/binary/);
  });

  it("still refuses a binary body without a BOM", () => {
    const png = new Uint8Array(2000).map((_, i) => (i * 13) % 256);
    expect(() => decodeBytes(png, null, "png")).toThrow(/binary/);
  });
});
