import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describeLabelledPages } from "../../helpers/labelledPages.ts";

/** The pairs pages: tools without a reader (PostMark, ApacheBench, tbench, results in comments), every labelled result and nothing else. */
describeLabelledPages("pairs", {
  metrics: ["throughput", "iops", "duration", "latency"],
  // ab's `Percentage of the requests served within a certain time (ms)` list: percentiles of the request times, read since
  // the distribution reader (session 31); the page's labels list only the summary lines
  knownExtra: { "nw-ab-nginx-static-file-ja.html": ["latency 112", "latency 117", "latency 127", "latency 142", "latency 210"] },
});

const page = (file: string) => extractAll(buildDocument(readFileSync(new URL(`../../fixtures/pairs/pages/${file}`, import.meta.url), "utf8")));

describe("what the pair reader gives each figure", () => {
  it("PostMark kept as comments: the section label and the words after each figure describe it; the time of the transactions phase is a time taken", () => {
    const rows = page("fs-postmark-small-files-memo-ja.html").measurements.map((m) => [m.metric, m.operation, m.value, m.conditions.test]);
    expect(rows).toEqual([["duration", null, 74.3768, "Time"], ["duration", null, 1.8323, "Time"], ["iops", null, 272.88, "of transactions"], ["throughput", "read", 0, "read"], ["throughput", "write", 0.13, "written"]]);
  });

  it("shows each refusal as a rejects row with the decision's reason", () => {
    const files = page("fs-postmark-small-files-memo-ja.html").rejects.filter((r) => /rate of a count/.test(r.reason));
    expect(files.length).toBe(6);
  });

  it("dbench: a run label line over a blank line is the config of both pairs of the run, and the change line after the runs is no result", () => {
    const rows = page("fs-dbench-btrfs-rename-patch-en.html").measurements.map((m) => [m.metric, m.value, m.conditions.config, m.conditions.statistic ?? null]);
    expect(rows).toEqual([
      ["throughput", 1149.6, "dbench with 8 clients, results before", null], ["latency", 303.666, "dbench with 8 clients, results before", "max"],
      ["throughput", 1187.33, "dbench with 8 clients, results after", null], ["latency", 220.194, "dbench with 8 clients, results after", "max"],
    ]);
  });
});
