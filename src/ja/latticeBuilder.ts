import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface Builder {
  build(sentence: string): unknown;
  trie: { traverse(parent: number, code: number): number; bc: { getBase(index: number): number } };
  token_info_dictionary: { dictionary: { getShort(at: number): number } };
  unknown_dictionary: {
    dictionary: { getShort(at: number): number };
    target_map: Record<number, ArrayLike<number>>;
    lookup(ch: string): { class_id: number; class_name: string; is_always_invoke: number; is_grouping: number };
  };
}

/** A high surrogate without its low half: kuromoji's UTF-8 encoder gives up on the whole text (its own build throws). */
const BROKEN_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * kuromoji's `ViterbiBuilder.build` (the word lattice of one sentence), giving the same lattice in time linear in the
 * words found rather than quadratic in the sentence: the stock builder re-encodes the whole rest of the sentence as UTF-8
 * at every position before its dictionary lookup, and rescans it for surrogates. Here the trie is walked one character
 * at a time from each position and stops where no word goes on. Anything the stock builder would do oddly (a broken
 * surrogate pair, a word ending inside a character) is left to the stock builder.
 */
export function linearBuild(builder: Builder, wordTargets: (id: number) => ArrayLike<number> | undefined): (sentence: string) => unknown {
  const ViterbiLattice = require("kuromoji/src/viterbi/ViterbiLattice") as new () => { append(node: unknown): void; appendEos(): void };
  const ViterbiNode = require("kuromoji/src/viterbi/ViterbiNode") as new (...args: unknown[]) => unknown;
  const stock = builder.build.bind(builder);
  const { trie, unknown_dictionary: unknown } = builder;
  const words = builder.token_info_dictionary.dictionary;
  const bytes = new Uint8Array(4);
  return (sentence: string) => {
    if (BROKEN_PAIR.test(sentence)) return stock(sentence);
    const lattice = new ViterbiLattice();
    // where each character starts (a surrogate pair is one character, as kuromoji's SurrogateAwareString counts)
    const starts: number[] = [];
    for (let i = 0; i < sentence.length; i++) {
      starts.push(i);
      if (isHigh(sentence.charCodeAt(i))) i++;
    }
    for (let pos = 0; pos < starts.length; pos++) {
      const from = starts[pos] as number;
      let found = 0;
      let parent = 0;
      walk: for (let i = from; i < sentence.length; ) {
        let code = sentence.charCodeAt(i);
        const width = isHigh(code) ? 2 : 1;
        if (width === 2) code = (code - 0xd800) * 0x400 + 0x10000 + (sentence.charCodeAt(i + 1) - 0xdc00);
        const n = utf8(code, bytes);
        for (let b = 0; b < n; b++) {
          const child = trie.traverse(parent, bytes[b] as number);
          if (child === -1) break walk;
          parent = child;
          const leaf = trie.traverse(child, 0);
          if (leaf === -1) continue;
          const base = trie.bc.getBase(leaf);
          const ids = base <= 0 ? wordTargets(-base - 1) : undefined;
          if (b !== n - 1 || !ids) return stock(sentence);
          const key = sentence.slice(from, i + width);
          for (let k = 0; k < ids.length; k++) {
            const id = ids[k] as number;
            lattice.append(new ViterbiNode(id, words.getShort(id + 4), pos + 1, key.length, "KNOWN", words.getShort(id), words.getShort(id + 2), key));
          }
          found++;
        }
        i += width;
      }
      // unknown words: a run of characters of the head character's class, when no word starts here or the class asks
      const head = sentence.slice(from, starts[pos + 1] ?? sentence.length);
      const headClass = unknown.lookup(head);
      if (found > 0 && headClass.is_always_invoke !== 1) continue;
      let key = head;
      let length = 1;
      if (headClass.is_grouping === 1) {
        for (let k = pos + 1; k < starts.length; k++) {
          const next = sentence.slice(starts[k], starts[k + 1] ?? sentence.length);
          if (unknown.lookup(next).class_name !== headClass.class_name) break;
          key += next;
          // kuromoji counts a grouped key's length in UTF-16 units, a lone head character as one
          length = key.length;
        }
      }
      const ids = unknown.target_map[headClass.class_id];
      if (!ids) return stock(sentence);
      for (let j = 0; j < ids.length; j++) {
        const id = Number(ids[j]);
        const dict = unknown.dictionary;
        lattice.append(new ViterbiNode(id, dict.getShort(id + 4), pos + 1, length, "UNKNOWN", dict.getShort(id), dict.getShort(id + 2), key));
      }
    }
    lattice.appendEos();
    return lattice;
  };
}

/** The UTF-8 bytes of one code point, as the trie's keys hold them; how many. */
function utf8(code: number, out: Uint8Array): number {
  if (code < 0x80) {
    out[0] = code;
    return 1;
  }
  if (code < 0x800) {
    out[0] = (code >>> 6) | 0xc0;
    out[1] = (code & 0x3f) | 0x80;
    return 2;
  }
  if (code < 0x10000) {
    out[0] = (code >>> 12) | 0xe0;
    out[1] = ((code >> 6) & 0x3f) | 0x80;
    out[2] = (code & 0x3f) | 0x80;
    return 3;
  }
  out[0] = (code >>> 18) | 0xf0;
  out[1] = ((code >> 12) & 0x3f) | 0x80;
  out[2] = ((code >> 6) & 0x3f) | 0x80;
  out[3] = (code & 0x3f) | 0x80;
  return 4;
}
