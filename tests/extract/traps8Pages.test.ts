import { describeLabelledPages } from "../helpers/labelledPages.ts";

/** The traps8 pages (catalogues, limits, advice and release notes, some with real results beside them), labelled before sokutei read them. */
describeLabelledPages("traps8", {
  // a table's columns of averages of users' speed tests (not fixed yet)
  knownExtra: { "nw-hikari-plans-averages-no-results-ja.html": ["throughput 84.06", "throughput 90.82"] },
});
