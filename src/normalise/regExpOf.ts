/** Compiled patterns by flags, then by source: a lookup by the source string itself, not by a key joined afresh each call. */
const compiled = new Map<string, Map<string, RegExp>>();
let held = 0;

/**
 * The regular expression of a pattern built at run time (from a lexicon term, a family name), compiled once per
 * pattern and flags and shared; its `lastIndex` is reset, so `test`, `exec`, `replace` and `matchAll` all start afresh.
 */
export function regExpOf(source: string, flags = ""): RegExp {
  let bySource = compiled.get(flags);
  let re = bySource?.get(source);
  if (!re) {
    if (held >= 20_000) {
      compiled.clear();
      held = 0;
      bySource = undefined;
    }
    if (!bySource) compiled.set(flags, (bySource = new Map()));
    re = new RegExp(source, flags);
    bySource.set(source, re);
    held++;
  }
  re.lastIndex = 0;
  return re;
}
