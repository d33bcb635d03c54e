import { describe, expect, it } from "vitest";
import { streamsIn } from "../../../src/extract/prose/sentenceParts.ts";

describe("the number of streams a sentence names", () => {
  it("reads counts of streams and connections, and -P", () => {
    expect([streamsIn("with 4 parallel streams"), streamsIn("a single stream"), streamsIn("8本のTCP"), streamsIn("iperf3 -P 4"), streamsIn("two TCP connections")]).toEqual([4, 1, 8, 4, 2]);
  });

  it("is no count where a number names a link before a singular noun (`USB 3 connection`)", () => {
    expect(streamsIn("not the slower USB 3 connection")).toBeNull();
  });
});
