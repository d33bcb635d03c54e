import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { dataLengthOf, pagedDictFile, targetMapData } from "../../src/ja/dictFiles.ts";
import { DICT_DIR, loadTokenizerStock, loadTokenizerWithZlib } from "../../src/ja/tokenizer.ts";

const cache = mkdtempSync(join(tmpdir(), "sokutei-dict-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const pageTexts = ["../fixtures/extra/", "../fixtures/pages/"].flatMap((d) => {
  const dir = new URL(d, import.meta.url);
  return readdirSync(dir).filter((f) => f.endsWith(".html")).flatMap((f) => buildDocument(decodeBytes(readFileSync(new URL(f, dir)), null, f).text).blocks.map((b) => b.text));
});
// unknown words of every character class kuromoji tells: half-width kana, symbols, Latin, digits, rare and astral kanji
// and long sentences without punctuation, whose lattice kuromoji builds in quadratic time and sokutei in linear
const odd = ["ｱｲｳｴｵのﾃｽﾄ結果は①②③で、𠮷野家と🍣を食べた", `${"dd if=/dev/zero of=/tmp/x bs=1M count=1024 ".repeat(8)}で書き込み速度を測定した結果`, "abc\uDC00def読み込み", "ＲＡＩＤ５構成でシーケンシャルリード１２３４ＭＢ／ｓ", "ヴェルヴェット・アンダーグラウンドⅣ型", "〜〒〆ゞ・ー…‥", "abc DEF 123.45 !?", ""];

describe("kuromoji dictionary loading", () => {
  it("the cached, paged loader gives exactly the tokens of kuromoji's own builder, token by token", async () => {
    const stock = await loadTokenizerStock();
    const first = loadTokenizerWithZlib(undefined, cache); // inflates and writes the cache
    const cached = loadTokenizerWithZlib(undefined, cache); // reads it back, the features a page at a time
    const uncached = loadTokenizerWithZlib(undefined, null);
    const texts = [...pageTexts, ...odd];
    expect(texts.join("").length).toBeGreaterThan(10_000);
    for (const text of texts) {
      const want = JSON.stringify(stock.tokenize(text));
      expect(JSON.stringify(cached.tokenize(text))).toBe(want);
      expect(JSON.stringify(first.tokenize(text))).toBe(want);
      expect(JSON.stringify(uncached.tokenize(text))).toBe(want);
    }
    // the unknown words' target map, read to its last record only, is the one kuromoji builds from the whole file
    const unknownMap = (t: unknown) => JSON.stringify((t as { unknown_dictionary: { target_map: unknown } }).unknown_dictionary.target_map);
    expect(unknownMap(cached)).toBe(unknownMap(stock));
    expect(unknownMap(uncached)).toBe(unknownMap(stock));
  }, 60_000);

  it("holds at most its bound of the features file's pages, and reads an evicted page again the same", () => {
    loadTokenizerWithZlib(undefined, cache);
    const roomy = pagedDictFile(DICT_DIR, "tid_pos.dat.gz", cache);
    const tight = pagedDictFile(DICT_DIR, "tid_pos.dat.gz", cache, 2, 1);
    // offsets over the whole file, twice, so the second pass reads pages the tight source dropped
    const at = Array.from({ length: 400 }, (_, i) => (i % 200) * 150_001);
    const strings = at.map((i) => roomy?.getString(i));
    expect(new Set(strings).size).toBeGreaterThan(50);
    expect(at.map((i) => tight?.getString(i))).toEqual(strings);
    expect(tight?.held()).toBe(2);
    expect(roomy?.held()).toBeGreaterThan(100);
  });

  it("keeps each cached file without its trailing zeros", () => {
    const unk = statSync(join(cache, "unk.dat")).size;
    expect(unk).toBeLessThan(4096); // 10 MiB inflated, 398 bytes of data
    expect(dataLengthOf(new Uint8Array([1, 0, 2, 0, 0]))).toBe(3);
    expect(dataLengthOf(new Uint8Array([0, 0]))).toBe(0);
  });

  it("cuts a target map after its last record, a record whose last value is 0 included", () => {
    // [count 2, key 1 → (5, 0), key 2 → (0)], then padding
    const ints = new Int32Array([2, 1, 2, 5, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    const bytes = new Uint8Array(ints.buffer);
    const cut = targetMapData({ buffer: ints.buffer, dataLength: dataLengthOf(bytes) });
    expect(cut.byteLength).toBe(8 * 4);
    expect([...new Int32Array(cut.buffer, 0, cut.byteLength / 4)]).toEqual([2, 1, 2, 5, 0, 2, 1, 0]);
  });
});
