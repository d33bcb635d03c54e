import { describeLabelledPages } from "../helpers/labelledPages.ts";

/** The traps9 pages (news, announcements, explainers, link logs; labelled before sokutei read them): every labelled result, and nothing else. */
describeLabelledPages("traps9", {
  unique: true,
  // still read (see the set's README): a figure named by `the … speed is`, rated speeds a news item states with a result verb,
  // a typical figure of a drive class in brackets, an example in `(e.g., …)`, a current model's catalogue figures given for comparison
  knownExtra: {
    "nw-e1000e-link-flaps-ethtool-dmesg-en.html": ["throughput 100"],
    "st-market-typical-ssd-speeds-essay-en.html": ["throughput 500"],
    "st-news-kaist-openexpress-controller-en.html": ["throughput 7"],
    "st-news-kioxia-pcie5-cfms-ja.html": ["throughput 6900", "throughput 4200"],
    "st-news-micron-pcie6-promise-en.html": ["throughput 14.5", "throughput 3.5"],
  },
});
