import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { memoText } from "../normalise/memo.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { pagedDictFile, readDictFile, targetMapData } from "./dictFiles.ts";
import { linearBuild } from "./latticeBuilder.ts";

/** The parts of a kuromoji token that sokutei reads. */
export interface Token {
  surface_form: string;
  basic_form: string;
  pos: string;
  pos_detail_1: string;
  reading?: string;
  word_position: number;
}

interface KuromojiTokenizer {
  tokenize(text: string): Token[];
}

const require = createRequire(import.meta.url);
export const DICT_DIR = join(dirname(require.resolve("kuromoji/package.json")), "dict");

/**
 * Builds kuromoji's tokenizer from its dictionary with Node's own zlib, synchronously: the same dictionaries
 * kuromoji's DictionaryLoader builds, without its callback chain or a JavaScript gunzip. With a cache, the features
 * file (36 MB) is read a page at a time as tokens need it rather than whole. `linear` builds each sentence's lattice
 * in linear time (src/ja/latticeBuilder.ts); false keeps kuromoji's own builder, for the tests' comparison.
 */
export function loadTokenizerWithZlib(dictDir = DICT_DIR, cacheDir: string | null = null, linear = true): KuromojiTokenizer {
  const DynamicDictionaries = require("kuromoji/src/dict/DynamicDictionaries") as new () => Record<string, (...a: unknown[]) => unknown>;
  const Tokenizer = require("kuromoji/src/Tokenizer") as new (dic: unknown) => KuromojiTokenizer;
  const file = (name: string) => readDictFile(dictDir, name, cacheDir);
  const read = (name: string): ArrayBuffer => file(name).buffer;
  const dic = new DynamicDictionaries();
  dic.loadTrie?.(new Int32Array(read("base.dat.gz")), new Int32Array(read("check.dat.gz")));
  const features = pagedDictFile(dictDir, "tid_pos.dat.gz", cacheDir);
  // the word-id → token-ids map is read in place rather than built as ~400,000 arrays (a third of the load time)
  dic.loadTokenInfoDictionaries?.(new Uint8Array(read("tid.dat.gz")), features ? new Uint8Array(0) : new Uint8Array(read("tid_pos.dat.gz")), new Uint8Array(4));
  const words = dic.token_info_dictionary as unknown as { target_map: unknown; pos_buffer: unknown };
  if (features) words.pos_buffer = features;
  const targets = targetMapLookup(new Int32Array(read("tid_map.dat.gz")));
  words.target_map = targetMapView(targets);
  dic.loadConnectionCosts?.(new Int16Array(read("cc.dat.gz")));
  // the character classes' file is 1 MiB of zeros after 152 bytes of data, each 7 zeros of which kuromoji would read
  // as one more nameless class that no character maps to: it reads the data only
  const invoke = file("unk_invoke.dat.gz");
  dic.loadUnknownDictionaries?.(
    new Uint8Array(read("unk.dat.gz")), new Uint8Array(read("unk_pos.dat.gz")), targetMapData(file("unk_map.dat.gz")),
    new Uint8Array(read("unk_char.dat.gz")), new Uint32Array(read("unk_compat.dat.gz")), new Uint8Array(invoke.buffer, 0, invoke.dataLength),
  );
  const tokenizer = new Tokenizer(dic) as KuromojiTokenizer & { viterbi_builder: Parameters<typeof linearBuild>[0] };
  if (linear) tokenizer.viterbi_builder.build = linearBuild(tokenizer.viterbi_builder, targets);
  return tokenizer;
}

/** Where the inflated dictionary is kept between runs (null: nowhere). Inflating it is a third of the load time. */
export const KUROMOJI_CACHE: string | null = (() => {
  if (process.env.SOKUTEI_NO_DICT_CACHE) return null;
  const pkg = require("kuromoji/package.json") as { version: string };
  return join(dirname(require.resolve("kuromoji/package.json")), "..", ".cache", `sokutei-kuromoji-${pkg.version}-2`);
})();

/**
 * kuromoji's target map (`[count, key, n, v1…vn, key, n, …]`, little-endian int32) as a lookup by key, each value a
 * view into the buffer: what `TokenInfoDictionary.loadTargetMap` builds, without building it.
 */
export function targetMapLookup(ints: Int32Array): (key: number) => Int32Array | undefined {
  let maxKey = 0;
  for (let i = 1; i + 1 < ints.length; i += 2 + Math.max(0, ints[i + 1] ?? 0)) maxKey = Math.max(maxKey, ints[i] ?? 0);
  const at = new Int32Array(maxKey + 1).fill(-1);
  const size = new Int32Array(maxKey + 1);
  for (let i = 1; i + 1 < ints.length; i += 2 + Math.max(0, ints[i + 1] ?? 0)) {
    const key = ints[i] ?? 0;
    const n = ints[i + 1] ?? 0;
    // padding at the end reads as key 0 with no values, which the stock loader skips too
    if (n <= 0) continue;
    if (at[key] === -1) {
      at[key] = i + 2;
      size[key] = n;
    }
  }
  return (key) => {
    const start = at[key];
    return start === undefined || start < 0 ? undefined : ints.subarray(start, start + (size[key] ?? 0));
  };
}

/** The lookup as the object kuromoji indexes (`target_map[id]`). */
export function targetMapView(lookup: (key: number) => Int32Array | undefined): Record<number, Int32Array | undefined> {
  return new Proxy({} as Record<number, Int32Array | undefined>, {
    get: (_t, prop) => lookup(typeof prop === "string" ? Number(prop) : Number.NaN),
  });
}

/** kuromoji's own builder, for the benchmark's comparison. */
export function loadTokenizerStock(dictDir = DICT_DIR): Promise<KuromojiTokenizer> {
  const kuromoji = require("kuromoji") as { builder(o: { dicPath: string }): { build(cb: (err: unknown, t: KuromojiTokenizer) => void): void } };
  return new Promise((resolve, reject) => kuromoji.builder({ dicPath: dictDir }).build((err, t) => (err ? reject(err) : resolve(t))));
}

let tokenizer: KuromojiTokenizer | undefined;

/** The process's one tokenizer, loaded on first use. */
export function getTokenizer(): KuromojiTokenizer {
  tokenizer ??= loadTokenizerWithZlib(DICT_DIR, KUROMOJI_CACHE);
  return tokenizer;
}

/** Tokens of a text, cached by text (headings and labels repeat across a page). */
export const tokenize = memoText((text: string): Token[] => getTokenizer().tokenize(text), 5_000);

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Base forms of the text's tokens (`書き込んだ` → 書き込む, だ), for lexicon matching of inflected words. */
export function baseForms(text: string): string[] {
  // text without Japanese needs no morphology (and an English page then never loads the dictionary)
  if (!JAPANESE.test(text)) return text.split(/\s+/).filter(Boolean);
  return tokenize(text).map((t) => (t.basic_form && t.basic_form !== "*" ? t.basic_form : t.surface_form));
}

/** Kanji, katakana (not `ー`, `・`) and Latin letters: what a base form takes from its surface unchanged (`書き込ん` → 書き込む). */
const STABLE = /[a-z\u30a1-\u30fa\u3400-\u4dbf\u4e00-\u9fff]/g;
const NON_ASCII = /[^\x00-\x7f]/g;
/**
 * Characters none of which begins with a combining mark, whole or decomposed (ASCII, CJK symbols and kana but the
 * combining sound marks, kanji, full- and half-width forms but `ﾞ` `ﾟ`): a text of these normalises as its characters
 * one by one do, and needs no second pass.
 */
const COMPOSES_NOT = /^[\x00-\x7f\u3000-\u3029\u3030-\u3098\u309d-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff9d]*$/;

/**
 * A test, made once for a set of terms, of whether a Japanese text's base forms may hold one of them (in a term
 * table's match: normalised, lower case), before the text is tokenized for them. Conjugation changes only a verb's or
 * an adjective's kana ending (`き` → くる, `書き込ん` → 書き込む): the kanji, katakana and Latin letters of a base form
 * are its surface's, so a term is possible only where the text has every one of the term's. A set with a term of kana
 * alone says yes to every text; so does a text with no Japanese (its "base forms" are its words, no tokenizing).
 */
export function baseFormsMayName(terms: Iterable<string>): (text: string) => boolean {
  const needs = [...new Set([...terms].map((t) => normaliseText(t).toLowerCase()))].map((t) => [...new Set(t.match(STABLE) ?? [])]);
  if (needs.some((n) => !n.length)) return () => true;
  return (text) => {
    if (!JAPANESE.test(text)) return true;
    // a token's surface is normalised apart from its neighbours: a combining mark (`ｶﾞ`) composes in the whole text
    // and may not in the base forms, so such a text is read character by character too
    const whole = normaliseText(text);
    const chars = (COMPOSES_NOT.test(text) ? whole : `${whole}\n${text.replace(NON_ASCII, (c) => c.normalize("NFKC"))}`).toLowerCase();
    return needs.some((n) => n.every((c) => chars.includes(c)));
  };
}
