/** Appends every item to `target` in a loop: `push(...items)` passes each item as an argument and overflows the stack past ~100,000. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest of `values`, or `empty` when there are none; `Math.max(...values)` overflows the stack on a long array. */
export function maxOf(values: Iterable<number>, empty = -Infinity): number {
  let best = -Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v > best || Number.isNaN(v)) best = v;
  }
  return any ? best : empty;
}

/** The smallest of `values`, or `empty` when there are none. */
export function minOf(values: Iterable<number>, empty = Infinity): number {
  let best = Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v < best || Number.isNaN(v)) best = v;
  }
  return any ? best : empty;
}

/** Adds `value` to the list under `key`, starting the list when there is none (a copy per addition is quadratic in a group). */
export function pushTo<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}
