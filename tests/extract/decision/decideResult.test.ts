import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decideResult } from "../../../src/extract/decision/decideResult.ts";
import { continuesRatingList, reportedEvidence, sentenceEvidence } from "../../../src/extract/decision/evidence.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { buildDocument } from "../../../src/document/buildDocument.ts";

const page = (body: string) => buildDocument(`<html><head><title>Notes</title></head><body>${body}</body></html>`);

describe("the one result decision", () => {
  it("refuses a figure with evidence against it and names the evidence in the reason", () => {
    const d = decideResult({ metric: "throughput" }, sentenceEvidence({ after: "しか出ない、という声をよく聞きます", afterNext: "", clause: "", segment: "", sentence: "" }));
    expect(d).toEqual({ reject: expect.stringContaining("という声") });
    expect(decideResult({ metric: "throughput" }, sentenceEvidence({ after: " number everyone quotes", afterNext: " number everyone quotes", clause: "", segment: "", sentence: "" }))).toEqual({ reject: expect.stringContaining("mark") });
  });

  it("keeps the writer's own measurement inside what reads like reported speech, and refuses a figure that needs a measured word and has none", () => {
    expect(reportedEvidence("でしたという報告")).toBeNull();
    expect(decideResult({ metric: "throughput" }, [])).toEqual({ result: true });
    expect(decideResult({ metric: "throughput", needsMeasured: true }, [])).toEqual({ reject: expect.stringContaining("measured") });
    expect(decideResult({ metric: null }, [{ kind: "measured", words: "read" }])).toHaveProperty("reject");
  });

  it("gathers bounds, goals, suppositions and spreads the same way for every sentence", () => {
    const kinds = (afterNext: string, segment = "") => sentenceEvidence({ after: afterNext, afterNext, clause: "", segment, sentence: afterNext }).map((e) => e.kind);
    expect(kinds("にすら届いていない")).toEqual(["bound"]);
    expect(kinds("前後の読み出しが必要")).toEqual(["goal"]);
    expect(kinds("で24秒かかった場合、")).toEqual(["supposed"]);
    expect(kinds("", "hovers +/- ")).toEqual(["spread"]);
    expect(kinds("と言われています")).toEqual(["reported"]);
    expect(kinds("でした")).toEqual([]);
  });

  it("reads a rating list that goes on after `, and` in linear time", () => {
    expect(continuesRatingList(", and 95K / ")).toBe(true);
    expect(continuesRatingList(", and X is slightly lower at ")).toBe(false);
    expect(continuesRatingList(", and" + " 0/".repeat(40) + " 5 ")).toBe(false);
  });

  it("ends the issue 29 sentence (` 0/`×40 after a rating) in a subprocess well within a generous limit", () => {
    const sentence = "rated at up to 560 MB/s, and" + " 0/".repeat(40) + " 5 510 MB/s write.";
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    const code = `import { extractAll } from "${root}src/extract/extractAll.ts"; import { buildDocument } from "${root}src/document/buildDocument.ts";
      const s = ${JSON.stringify(sentence)};
      const out = extractAll(buildDocument("<html><body><p>" + [s, s, s].join(" ") + "</p></body></html>"));
      process.stdout.write(String(out.measurements.length));`;
    // before the fix this input backtracked for minutes (2^40 ways to split the spaces); the limit is 20 times what it now takes
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: root, encoding: "utf8", timeout: 60_000 });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
  }, 90_000);

  it("still refuses a maker's rating list in prose", () => {
    const out = extractAll(page("<p>Crucial rates the MX500 at up to 560 MB/s read and 510 MB/s write, and 95K / 90K random IOPS.</p>"));
    expect(out.measurements.map((m) => m.value)).toEqual([]);
  });
});
