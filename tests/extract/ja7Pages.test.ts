import { describeLabelledPages } from "../helpers/labelledPages.ts";

/** The ja7 pages (Japanese reports of new shapes, labelled before sokutei read them): every labelled result, and nothing else. */
describeLabelledPages("ja7", {
  // the estimated times in a table of typical figures (not fixed yet)
  knownExtra: { "st-external-hdd-ssd-copy-estimates-no-results-ja.html": ["duration 70", "duration 19"] },
});
