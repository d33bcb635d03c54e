import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { canonicalCharset } from "../../src/decode/detectCharset.ts";

// "日本語" in ISO-2022-JP: ESC $ B … with no ESC ( B back to ASCII at the end, so the decoder's state is left in JIS X 0208
const unterminated = Uint8Array.from([0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x38, 0x6c]);
const ascii = new TextEncoder().encode("<p>plain</p>");

describe("decoders and charset labels made once", () => {
  it("a page's decode starts afresh even after a page that left a stateful decoder mid-sequence", () => {
    const first = decodeBytes(unterminated, "text/html; charset=iso-2022-jp", "a");
    expect(first.text).toBe("日本語");
    const second = decodeBytes(ascii, "text/html; charset=iso-2022-jp", "b");
    expect(second.text).toBe("<p>plain</p>");
    expect(decodeBytes(unterminated, "text/html; charset=iso-2022-jp", "c").text).toBe("日本語");
  });

  it("gives a label the same answer the first and every later time, unknown labels included", () => {
    for (const label of ["x-sjis", "Windows-31J", " EUC-JP ", "\"utf-8\"", "no-such-charset"]) {
      const once = canonicalCharset(label);
      expect(canonicalCharset(label)).toBe(once);
    }
    expect(canonicalCharset("x-sjis")).toBe("Shift_JIS");
    expect(canonicalCharset("no-such-charset")).toBeUndefined();
  });
});
