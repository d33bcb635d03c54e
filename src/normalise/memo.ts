/** Memoises a pure function of one string; the cache is dropped when it grows past `max` entries. */
export function memoText<T>(fn: (text: string) => T, max = 20_000): (text: string) => T {
  let cache = new Map<string, T>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    const value = fn(text);
    if (cache.size >= max) cache = new Map();
    cache.set(text, value);
    return value;
  };
}
