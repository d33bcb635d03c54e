// Preloaded (`node --require bench/peakRss.cjs …`) into a sokutei process the bench runs: at exit it writes the
// process's peak resident set (getrusage ru_maxrss, every thread included) to the file named by SOKUTEI_PEAK_RSS_FILE.
const { writeFileSync } = require("node:fs");

const out = process.env.SOKUTEI_PEAK_RSS_FILE;
if (out) process.on("exit", () => writeFileSync(out, String(process.resourceUsage().maxRSS * 1024)));
