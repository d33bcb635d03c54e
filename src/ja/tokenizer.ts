import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { memoText } from "../normalise/memo.ts";

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
const DICT_DIR = join(dirname(require.resolve("kuromoji/package.json")), "dict");

/**
 * Builds kuromoji's tokenizer from its dictionary with Node's own zlib, synchronously: the same dictionaries
 * kuromoji's DictionaryLoader builds, without its callback chain or a JavaScript gunzip.
 */
export function loadTokenizerWithZlib(dictDir = DICT_DIR): KuromojiTokenizer {
  const DynamicDictionaries = require("kuromoji/src/dict/DynamicDictionaries") as new () => Record<string, (...a: unknown[]) => unknown>;
  const Tokenizer = require("kuromoji/src/Tokenizer") as new (dic: unknown) => KuromojiTokenizer;
  const read = (name: string): ArrayBuffer => {
    const b = gunzipSync(readFileSync(join(dictDir, name)));
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  };
  const dic = new DynamicDictionaries();
  dic.loadTrie?.(new Int32Array(read("base.dat.gz")), new Int32Array(read("check.dat.gz")));
  dic.loadTokenInfoDictionaries?.(new Uint8Array(read("tid.dat.gz")), new Uint8Array(read("tid_pos.dat.gz")), new Uint8Array(read("tid_map.dat.gz")));
  dic.loadConnectionCosts?.(new Int16Array(read("cc.dat.gz")));
  dic.loadUnknownDictionaries?.(
    new Uint8Array(read("unk.dat.gz")), new Uint8Array(read("unk_pos.dat.gz")), new Uint8Array(read("unk_map.dat.gz")),
    new Uint8Array(read("unk_char.dat.gz")), new Uint32Array(read("unk_compat.dat.gz")), new Uint8Array(read("unk_invoke.dat.gz")),
  );
  return new Tokenizer(dic);
}

/** kuromoji's own builder, for the benchmark's comparison. */
export function loadTokenizerStock(dictDir = DICT_DIR): Promise<KuromojiTokenizer> {
  const kuromoji = require("kuromoji") as { builder(o: { dicPath: string }): { build(cb: (err: unknown, t: KuromojiTokenizer) => void): void } };
  return new Promise((resolve, reject) => kuromoji.builder({ dicPath: dictDir }).build((err, t) => (err ? reject(err) : resolve(t))));
}

let tokenizer: KuromojiTokenizer | undefined;

/** The process's one tokenizer, loaded on first use. */
export function getTokenizer(): KuromojiTokenizer {
  tokenizer ??= loadTokenizerWithZlib();
  return tokenizer;
}

/** Tokens of a text, cached by text (headings and labels repeat across a page). */
export const tokenize = memoText((text: string): Token[] => getTokenizer().tokenize(text), 5_000);

/** Base forms of the text's tokens (`書き込んだ` → 書き込む, だ), for lexicon matching of inflected words. */
export function baseForms(text: string): string[] {
  // text without Japanese needs no morphology (and an English page then never loads the dictionary)
  if (!/[\u3040-\u30ff\u3400-\u9fff]/.test(text)) return text.split(/\s+/).filter(Boolean);
  return tokenize(text).map((t) => (t.basic_form && t.basic_form !== "*" ? t.basic_form : t.surface_form));
}
