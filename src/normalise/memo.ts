/**
 * Memoises a pure function of one string; the cache is dropped when it grows past `max` entries or `chars` characters
 * of keys. By default only short texts (labels, header cells, terms: the ones that repeat) are cached: hashing a long
 * text for the lookup costs a pass over it, which pays only where the function makes several passes (`longest`).
 * `idempotent`: the function's answer is a text it answers with itself (a normal form): an answer other than the text
 * asked is remembered as its own answer too, so a reader that normalises a text already normalised (the answer handed
 * on to the next reader) finds it instead of computing it again.
 */
export function memoText<T>(fn: (text: string) => T, max = 4_000, longest = 160, chars = Infinity, idempotent = false): (text: string) => T {
  let cache = new Map<string, T>();
  let held = 0;
  // whether an answer held is `undefined`: only then does a miss of `get` need `has` (a second lookup of the text)
  let holdsUndefined = false;
  // the text asked last and its answer: readers ask about one text in turn (a sentence's partText, a cell's normalised
  // form), and comparing with the last text costs less than hashing a fresh string for the map (29 % of the asks on
  // the fixture pages, 73 % of partText's)
  let lastText: string | undefined;
  let lastValue: T | undefined;
  return (text: string) => {
    if (text === lastText) return lastValue as T;
    if (text.length > longest) return fn(text);
    const hit = cache.get(text);
    if (hit !== undefined || (holdsUndefined && cache.has(text))) {
      lastText = text;
      lastValue = hit;
      return hit as T;
    }
    const value = fn(text);
    lastText = text;
    lastValue = value;
    if (value === undefined) holdsUndefined = true;
    if (cache.size >= max || held + text.length > chars) {
      cache = new Map();
      held = 0;
    }
    cache.set(text, value);
    held += text.length;
    if (idempotent && typeof value === "string" && value !== text && value.length <= longest && cache.size < max && held + value.length <= chars) {
      cache.set(value, value);
      held += value.length;
    }
    return value;
  };
}
