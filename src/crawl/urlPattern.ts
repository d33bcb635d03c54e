/**
 * URL patterns of source definitions. A glob is matched against the URL's path and query (`/tech/*.html`), or the
 * whole URL when it holds `://`; `*` matches within one path segment, `**` across segments, nothing else is special
 * (a `?` is the query's). `re:` starts a regular expression, searched in the whole URL.
 */
export interface UrlPattern {
  source: string;
  test(url: URL): boolean;
}

/** Compiles a pattern, or throws an Error whose message says what is wrong with it. */
export function compilePattern(source: string): UrlPattern {
  if (source.startsWith("re:")) {
    const body = source.slice(3);
    if (!body) throw new Error("empty regular expression after re:");
    let re: RegExp;
    try {
      re = new RegExp(body);
    } catch (err) {
      throw new Error(`invalid regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, "")})`);
    }
    return { source, test: (url) => re.test(url.href) };
  }
  const whole = source.includes("://");
  if (!whole && !source.startsWith("/")) throw new Error(`a glob starts with / (path) or is a whole URL with ://, or the pattern starts with re: (got ${JSON.stringify(source)})`);
  if (/\*{3,}/.test(source)) throw new Error(`*** is not a glob wildcard (use * or **)`);
  const tokens = source.split(/(\*\*|\*)/).flatMap((part): Token[] => (part === "**" ? [ANY] : part === "*" ? [SEGMENT] : [...part]));
  return { source, test: (url) => globMatch(tokens, whole ? url.href : url.pathname + url.search) };
}

/** A glob as tokens: one character each, or a wildcard (`*` within a segment, `**` across segments). */
type Token = string | symbol;
const ANY = Symbol("**");
const SEGMENT = Symbol("*");

/**
 * Whether a glob matches the whole text, by walking every token position at once (an NFA): time grows with the text's
 * length times the pattern's, however many wildcards it holds (a backtracking regular expression of a glob with three
 * `**` took seconds on one long hostile link, and each further `**` multiplies that by the URL's length).
 */
function globMatch(tokens: Token[], text: string): boolean {
  let states = closure(tokens, new Set([0]));
  for (const ch of text) {
    const next = new Set<number>();
    for (const i of states) {
      const t = tokens[i];
      if (t === ANY || (t === SEGMENT && ch !== "/" && ch !== "?" && ch !== "#")) next.add(i);
      else if (t === ch) next.add(i + 1);
    }
    if (!next.size) return false;
    states = closure(tokens, next);
  }
  return states.has(tokens.length);
}

/** The positions reachable without reading a character: a wildcard may match nothing. */
function closure(tokens: Token[], states: Set<number>): Set<number> {
  for (const i of states) if (typeof tokens[i] === "symbol") states.add(i + 1);
  return states;
}

/** True when any of the patterns matches the URL. */
export function matchesAny(patterns: UrlPattern[], url: URL): boolean {
  return patterns.some((p) => p.test(url));
}
