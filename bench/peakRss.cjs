// Preloaded (`node --require bench/peakRss.cjs …`) into a sokutei process the bench runs: at exit it writes the
// process's peak resident set (getrusage ru_maxrss, every thread included) and CPU time (user + system, every thread)
// to the file named by SOKUTEI_PEAK_RSS_FILE, as JSON.
const { writeFileSync } = require("node:fs");

const out = process.env.SOKUTEI_PEAK_RSS_FILE;
if (out)
  process.on("exit", () => {
    const u = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ peakRssBytes: u.maxRSS * 1024, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));
  });
