import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { canonicalCharset, detectCharset } from "../../src/decode/detectCharset.ts";

const page = (name: string) => readFileSync(new URL(`../fixtures/encodings/${name}`, import.meta.url));

describe("charset detection", () => {
  const cases: [string, string | null, string, string][] = [
    ["sjis-meta.html", null, "Shift_JIS", "meta"],
    ["sjis-nocharset.html", null, "Shift_JIS", "sniff"],
    ["eucjp-meta.html", null, "EUC-JP", "meta"],
    ["eucjp-nocharset.html", null, "EUC-JP", "sniff"],
    // encoding-sniffer's label table (iconv-lite's) has no ISO-2022-JP: its escape sequences are found by the sniffing
    ["iso2022jp-meta.html", null, "ISO-2022-JP", "sniff"],
    ["iso2022jp-nocharset.html", null, "ISO-2022-JP", "sniff"],
    ["utf8-meta.html", null, "UTF-8", "meta"],
    ["utf8-nocharset.html", null, "UTF-8", "sniff"],
    ["eucjp-meta-lies.html", "text/html; charset=EUC-JP", "EUC-JP", "header"],
    ["utf8-bom.html", "text/html; charset=Shift_JIS", "UTF-8", "bom"],
  ];
  for (const [file, header, charset, source] of cases) {
    it(`${file} with header ${header ?? "none"} decodes as ${charset} (from ${source})`, () => {
      const decoded = decodeBytes(page(file), header, file);
      expect(decoded.charset).toBe(charset);
      expect(decoded.source).toBe(source);
      expect(decoded.text).toContain("書き込み速度は２３９MB/sを記録しました");
      expect(decoded.text).toContain("ディスク性能テスト | 測定サイト");
      expect(decoded.replaced).toBe(0);
    });
  }

  it("reads Shift_JIS as Windows-31J (NEC and IBM extensions decode)", () => {
    const decoded = decodeBytes(page("sjis-cp932-chars.html"), "text/html; charset=Shift_JIS", "x");
    expect(decoded.text).toContain("㈱テスト①～Ⅱ");
    expect(decoded.replaced).toBe(0);
  });

  it("a header beats a meta tag that says otherwise", () => {
    const bytes = page("eucjp-meta-lies.html");
    expect(detectCharset(bytes, null).charset).toBe("Shift_JIS");
    expect(detectCharset(bytes, "text/html;charset=euc-jp").charset).toBe("EUC-JP");
  });

  it("resolves labels as written on old pages", () => {
    expect(canonicalCharset("x-sjis")).toBe("Shift_JIS");
    expect(canonicalCharset("Windows-31J")).toBe("Shift_JIS");
    expect(canonicalCharset("x-euc-jp")).toBe("EUC-JP");
    expect(canonicalCharset("no-such-charset")).toBeUndefined();
  });

  it("the sample pages decode without replacement characters", () => {
    for (const [file, charset] of [["hpc-10gbe-switch.html", "Shift_JIS"], ["hpc-raid0-sas5ir.html", "Shift_JIS"], ["chelsio-t4-iscsi.html", "UTF-8"], ["exblog-iscsi-suse.html", "UTF-8"]] as const) {
      const decoded = decodeBytes(readFileSync(new URL(`../fixtures/pages/${file}`, import.meta.url)), null, file);
      expect(decoded.charset, file).toBe(charset);
      expect(decoded.replaced, file).toBe(0);
    }
  });

  it("refuses empty and binary bodies with a reason", () => {
    expect(() => decodeBytes(new Uint8Array(), null, "e")).toThrow(/empty body/);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61", "hex");
    expect(() => decodeBytes(Buffer.concat([png, Buffer.alloc(200, 0)]), null, "b")).toThrow(/binary/);
  });
});

describe("the <meta> prescan follows WHATWG (encoding-sniffer)", () => {
  const sjis = page("sjis-meta.html");
  const body = sjis.subarray(sjis.indexOf("<title>"));
  const withHead = (head: string) => Buffer.concat([Buffer.from(head, "latin1"), body]);

  it("a commented-out <meta charset> does not win over the real one", () => {
    const bytes = withHead('<!DOCTYPE html><html><head><!-- <meta http-equiv="Content-Type" content="text/html; charset=EUC-JP"> -->\n<meta charset="Shift_JIS">');
    const decoded = decodeBytes(bytes, null, "x.html");
    expect([decoded.charset, decoded.source]).toEqual(["Shift_JIS", "meta"]);
    expect(decoded.text).toContain("書き込み速度は２３９MB/sを記録しました");
  });

  it("a page whose only <meta charset> is commented out is sniffed", () => {
    const decoded = decodeBytes(withHead("<html><head><!-- <meta charset=EUC-JP> -->\n"), null, "x.html");
    expect([decoded.charset, decoded.source]).toEqual(["Shift_JIS", "sniff"]);
    expect(decoded.replaced).toBe(0);
  });

  it("a <meta> in another tag's attribute or a script's text is not a declaration", () => {
    expect(detectCharset(withHead('<html><head><title>x</title><link title="<meta charset=EUC-JP>">'), null).source).toBe("sniff");
    expect(detectCharset(Buffer.from('<meta http-equiv="content-type" content="text/html; charset=x-sjis">'), null)).toEqual({ charset: "Shift_JIS", source: "meta" });
  });
});
