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
  const escaped = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/?#]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const re = new RegExp(`^${escaped}$`);
  return { source, test: (url) => re.test(whole ? url.href : url.pathname + url.search) };
}

/** True when any of the patterns matches the URL. */
export function matchesAny(patterns: UrlPattern[], url: URL): boolean {
  return patterns.some((p) => p.test(url));
}
