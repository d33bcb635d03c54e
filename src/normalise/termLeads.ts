/**
 * A gate before a pattern of many terms tried from every position (a large alternation behind a lookbehind, which V8
 * runs at each character of a text): whether a text holds a word that every match of one of the terms starts with.
 * A term's lead is its text up to its first space (the patterns let any white space, or none, stand for a space),
 * lower-cased; the text is looked at lower-cased, so a pattern that ignores case and one that spells the term in
 * capitals are gated alike. Under `i` without `u`, an ASCII letter of a pattern matches only the ASCII letters of its
 * two cases, so a lower-cased text holds the lead of every match.
 *
 * `notAfter`, the character class of the pattern's lookbehind (`/[A-Za-z]/` for `(?<![A-Za-z])`), is tested on the
 * character before each place the lead is found, in the text as given: a lead found only inside a word (`os` in
 * `host`) lets no text through. (When lower-casing changed the text's length, places no longer line up: any place
 * counts.) The gate can let a text through that then holds no match, never keep one out that holds a match.
 */
export function termLeads(terms: readonly string[], notAfter?: RegExp): (text: string) => boolean {
  const leads = [...new Set(terms.map((t) => (t.trim().split(" ")[0] ?? "").toLowerCase()))].sort((a, b) => a.length - b.length);
  // a lead that holds a shorter one at its start is looked for by the shorter (`win` before `windows`); an empty lead lets every text through
  const kept: string[] = [];
  for (const l of leads) if (!kept.some((k) => l.startsWith(k))) kept.push(l);
  if (kept.includes("")) return () => true;
  return (text) => {
    const lower = text.toLowerCase();
    const aligned = notAfter !== undefined && lower.length === text.length;
    for (const k of kept) {
      for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1)) {
        if (!aligned || at === 0 || !notAfter.test(text.charAt(at - 1))) return true;
      }
    }
    return false;
  };
}
