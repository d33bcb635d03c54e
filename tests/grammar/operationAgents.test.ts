import { describe as suite, expect, it } from "vitest";
import { describe, operationsNamed } from "../../src/grammar/describe.ts";

suite("describe: a test's agent nouns name its operation (descriptors.json operation_agents)", () => {
  it.each([
    ["Reader / thread (MB/sec)", "read"],
    ["Initial writers / thread (MB/sec)", "write"],
    ["Re-readers", "read"],
    ["Rewriters", "write"],
    ["Random writers", "write"],
    ["Stride readers", "read"],
    ["8 writers, MB/s", "write"],
  ])("%s", (text, op) => expect(describe(text).operation).toBe(op));
  it("readers and writers of one text are both sides (read_write)", () => expect(operationsNamed("Initial writers and re-readers")).toEqual(["read_write"]));
  it("a plain operation word still wins beside nothing else", () => expect(describe("Initial write").operation).toBe("write"));
});

suite("describe: a bare agent noun, not in one of iozone's forms, is no operation", () => {
  it.each(["Notes for readers", "PDF reader", "Screen reader", "RSS reader benchmark", "Reader", "Readers", "Writers", "Technical writer notes"])("%s", (text) =>
    expect(describe(text).operation).toBeNull(),
  );
});

suite("describe: an agent noun that names a device is no operation", () => {
  it.each(["SD card reader", "USB 3.0 card reader (Transcend)", "DVD writer", "microSD reader speed", "Blu-ray writer", "Kobo e-book reader"])("%s", (text) =>
    expect(describe(text).operation).toBeNull(),
  );
});

suite("describe: fsync is a write (lexicon operation.write)", () => {
  it.each([["fsync p95 (ms)", "write"], ["fsync latency", "write"], ["fsync付き書き込み", "write"]])("%s", (text, op) => expect(describe(text).operation).toBe(op));
  it("sysbench's fsyncs/s count is no operation word", () => expect(describe("fsyncs/s").operation).toBeNull());
});
