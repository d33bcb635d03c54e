import { describeLabelledPages } from "../helpers/labelledPages.ts";

/** The ja8 pages (Japanese reports of new shapes, labelled before sokutei read them): every labelled result, and nothing else. */
describeLabelledPages("ja8", {
  metrics: ["throughput", "iops", "duration", "latency"],
  unique: true,
  knownMissed: {},
  knownExtra: { "nw-bt-tethering-run-averages-no-results-ja.html": ["throughput 2"] },
});
