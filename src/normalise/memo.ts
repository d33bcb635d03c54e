/**
 * Memoises a pure function of one string; the cache is dropped when it grows past `max` entries. Only short texts
 * (labels, header cells, terms: the ones that repeat) are cached: a long text is rarely seen twice, and hashing it
 * for the lookup costs as much as a pass over it.
 */
export function memoText<T>(fn: (text: string) => T, max = 4_000, longest = 160): (text: string) => T {
  let cache = new Map<string, T>();
  return (text: string) => {
    if (text.length > longest) return fn(text);
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    const value = fn(text);
    if (cache.size >= max) cache = new Map();
    cache.set(text, value);
    return value;
  };
}
