import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describeLabelledPages } from "../../helpers/labelledPages.ts";

/** The pairs pages: tools without a reader (PostMark, ApacheBench, tbench, results in comments), every labelled result and nothing else. */
describeLabelledPages("pairs", { metrics: ["throughput", "iops", "duration", "latency"] });

const page = (file: string) => extractAll(buildDocument(readFileSync(new URL(`../../fixtures/pairs/pages/${file}`, import.meta.url), "utf8")));

describe("what the pair reader gives each figure", () => {
  it("PostMark: the run label over a blank line is the config, the section label and the words after the figure describe it", () => {
    const rows = page("fs-postmark-atomic-percpu-mail-en.html").measurements.map((m) => [m.metric, m.operation, m.value, m.conditions.config]);
    expect(rows).toContainEqual(["throughput", "write", 452.55, "With percpu_counter"]);
    expect(rows).toContainEqual(["duration", null, 3761, "With atomic_t"]);
  });

  it("shows each refusal as a rejects row with the decision's reason", () => {
    const rejects = page("nw-ab-nginx-static-file-ja.html").rejects.filter((r) => r.reason.startsWith("generic pair reader"));
    expect(rejects.map((r) => [r.raw.trim().slice(0, 16), r.reason])).toEqual([["Time per request", expect.stringContaining("worked out from others")]]);
    const files = page("fs-postmark-atomic-percpu-mail-en.html").rejects.filter((r) => /rate of a count/.test(r.reason));
    expect(files.length).toBe(12);
  });

  it("tbench: the line's `Before:` is the case of both pairs split from it, and the backgrounded server is not the tool", () => {
    const rows = page("nw-tbench-loopback-before-after-en.html").measurements.map((m) => [m.metric, m.value, m.conditions.config, m.conditions.tool, m.conditions.statistic ?? null]);
    expect(rows.slice(0, 2)).toEqual([["throughput", 733.44, "Before", "tbench", null], ["latency", 0.935, "Before", "tbench", "max"]]);
  });
});
