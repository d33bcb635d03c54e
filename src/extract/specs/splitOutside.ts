/** Splits a text where `at(i)` says a separator stands, at bracket depth 0 only (a `/` or `,` inside `(…)` belongs to the bracket). */
export function splitOutside(t: string, at: (i: number) => boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i] ?? "";
    if ("(（[".includes(c)) depth++;
    else if (")）]".includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && at(i)) {
      out.push(t.slice(start, i));
      start = i + 1;
    }
  }
  out.push(t.slice(start));
  return out.map((x) => x.trim()).filter(Boolean);
}
