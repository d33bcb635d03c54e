import { describe, expect, it } from "vitest";
import { PAGES_PER_WORKER_START, poolSize } from "../../src/ingest/derivePool.ts";

describe("poolSize", () => {
  it("works even one page on a worker, under the page budget, whatever the cores", () => {
    for (const cores of [1, 2, 4, 16]) for (const pages of [1, 2, 5]) expect(poolSize(pages, undefined, cores)).toBe(1);
  });

  it("takes one core per worker but the main thread's, at most 4, once a batch pays for their start-up", () => {
    expect(poolSize(PAGES_PER_WORKER_START - 1, undefined, 2)).toBe(1);
    expect(poolSize(PAGES_PER_WORKER_START, undefined, 2)).toBe(1);
    expect(poolSize(PAGES_PER_WORKER_START, undefined, 1)).toBe(1);
    expect(poolSize(PAGES_PER_WORKER_START / 4, undefined, 8)).toBe(4);
    expect(poolSize(PAGES_PER_WORKER_START / 4 - 1, undefined, 8)).toBe(1);
    expect(poolSize(Infinity, undefined, 64)).toBe(4);
  });

  it("leaves the choice to --workers when given", () => {
    expect(poolSize(1, 3, 2)).toBe(3);
    expect(poolSize(10_000, 0, 16)).toBe(0);
  });
});
