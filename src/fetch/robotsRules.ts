/** Stars kept in one Allow or Disallow rule (after a run of stars counts as one); Google's own robots.txt has at most 3. */
export const MAX_RULE_STARS = 16;

/** Steps of pattern-by-path matching one URL may cost (robots-parser's matcher, bounded from above). */
export const MAX_MATCH_WORK = 20_000_000;

const RULE_LINE = /^(\s*(allow|disallow)\s*:\s*)([^#]*)(.*)$/i;

/**
 * The robots.txt text with every Allow and Disallow rule made cheap to match: a run of stars becomes one star (the
 * same set of paths); a Disallow with more than `MAX_RULE_STARS` stars is cut after its last allowed star (so it only
 * disallows more) and such an Allow is dropped (so it only allows less).
 */
export function boundRobotsRules(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((line) => {
      const m = RULE_LINE.exec(line);
      if (!m) return line;
      const value = (m[3] ?? "").replace(/\*+/g, "*");
      const stars = value.split("*").length - 1;
      if (stars <= MAX_RULE_STARS) return `${m[1] ?? ""}${value}${m[4] ?? ""}`;
      if ((m[2] ?? "").toLowerCase() === "allow") return "";
      let at = -1;
      for (let i = 0; i < MAX_RULE_STARS; i++) at = value.indexOf("*", at + 1);
      return `${m[1] ?? ""}${value.slice(0, at + 1)}`;
    })
    .join("");
}

/**
 * The cost of matching the (bounded) rules against one path, in steps of robots-parser's matcher, bounded from above:
 * `fixed + perPosition × (path length + 1)`. A rule's characters up to its first star cost a step each, every one after
 * it a step per position of the path.
 */
export function robotsMatchCost(text: string): { fixed: number; perPosition: number } {
  let fixed = 0;
  let perPosition = 0;
  for (const line of boundRobotsRules(text).split(/\r\n|\r|\n/)) {
    const value = RULE_LINE.exec(line)?.[3]?.trim();
    if (!value) continue;
    const star = value.indexOf("*");
    fixed += star < 0 ? value.length : star;
    if (star >= 0) perPosition += value.length - star;
  }
  return { fixed, perPosition };
}

/** The steps matching one path against every rule of a robots.txt may take (see `robotsMatchCost`). */
export function robotsMatchWork(text: string, path: string): number {
  const cost = robotsMatchCost(text);
  return cost.fixed + cost.perPosition * (path.length + 1);
}
