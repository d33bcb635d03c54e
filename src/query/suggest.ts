/** Levenshtein distance between two strings (insertions, deletions and substitutions each cost 1). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The known names closest to `given` (at most a third of its length away, or sharing it as a prefix), best first. */
export function closest(given: string, known: readonly string[]): string[] {
  const g = given.toLowerCase();
  const limit = Math.max(1, Math.floor(g.length / 3));
  return known
    .map((k) => ({ k, d: k.toLowerCase().startsWith(g) && g.length >= 3 ? 0.5 : editDistance(g, k.toLowerCase()) }))
    .filter((x) => x.d <= limit)
    .sort((x, y) => x.d - y.d)
    .map((x) => x.k);
}

/** A hint that names the closest known name, or lists them all when none is close. */
export function didYouMean(given: string, known: readonly string[], what: string): string {
  const near = closest(given, known);
  return near.length ? `did you mean ${near.slice(0, 2).join(" or ")}? (${what}: ${known.join(", ")})` : `${what}: ${known.join(", ")}`;
}
