/**
 * Memoises a pure function of one string; the cache is dropped when it grows past `max` entries or `chars` characters
 * of keys. By default only short texts (labels, header cells, terms: the ones that repeat) are cached: hashing a long
 * text for the lookup costs a pass over it, which pays only where the function makes several passes (`longest`).
 */
export function memoText<T>(fn: (text: string) => T, max = 4_000, longest = 160, chars = Infinity): (text: string) => T {
  let cache = new Map<string, T>();
  let held = 0;
  // whether an answer held is `undefined`: only then does a miss of `get` need `has` (a second lookup of the text)
  let holdsUndefined = false;
  return (text: string) => {
    if (text.length > longest) return fn(text);
    const hit = cache.get(text);
    if (hit !== undefined || (holdsUndefined && cache.has(text))) return hit as T;
    const value = fn(text);
    if (value === undefined) holdsUndefined = true;
    if (cache.size >= max || held + text.length > chars) {
      cache = new Map();
      held = 0;
    }
    cache.set(text, value);
    held += text.length;
    return value;
  };
}
