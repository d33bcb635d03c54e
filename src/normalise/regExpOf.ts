const compiled = new Map<string, RegExp>();

/**
 * The regular expression of a pattern built at run time (from a lexicon term, a family name), compiled once per
 * pattern and flags and shared; its `lastIndex` is reset, so `test`, `exec`, `replace` and `matchAll` all start afresh.
 */
export function regExpOf(source: string, flags = ""): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    if (compiled.size >= 20_000) compiled.clear();
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}
