import { describeLabelledPages } from "../helpers/labelledPages.ts";

/** The dur8 pages (times taken: copies, backups, rebuilds, boots; labelled before sokutei read them): every labelled time and rate, and nothing else. */
describeLabelledPages("dur8", {
  round: true,
  // an enclosure's typical sustained rate and an interface's rate, stated in passing
  knownExtra: { "nw-thunderbolt-1tb-calculator-no-results-en.html": ["throughput 28", "throughput 80"] },
  // a drive's rates stated with no operation (`achieved a maximum transfer speed of 42MB/sec`)
  knownMissed: { "st-usb2-usb3-thunderbolt-backup-waiting-en.html": ["throughput 42", "throughput 116"] },
});
