import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type FoundMeasurement, close, scorePage } from "../../src/score/matchPage.ts";
import { sokutei } from "../helpers/runCli.ts";

const folder = fileURLToPath(new URL("../fixtures/score/", import.meta.url));

describe("sokutei score", () => {
  it("prints the development scorer's figures for a small labelled folder (served on loopback, charsets sniffed from the pages)", async () => {
    const tmp = await mkdtemp(join(tmpdir(), "sokutei-score-test-"));
    try {
      const r = await sokutei(["score", folder, "-v", "--json", join(tmp, "s.json")]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split("\n");
      expect(lines.at(-1)).toBe(
        "2 pages: measurements 4/6 = 66.7%, spurious 1, indistinct 0, components 2/3 = 66.7%, pages read whole 1/2, numbers seen 5/6, conditions under their own key 4/4, parts invented 1",
      );
      expect(lines).toContainEqual(expect.stringMatching(/^hdd-hdparm-ja\.html +0\/2 +1 +0 +0\/0 +Shift_JIS$/));
      expect(r.stdout).toContain('missed    ssd-table-en.html: component {"kind":"ssd","model":"NV500"');
      // the same drive stored as a `disk` is a part of a kind no label lists: invented, and listed with -v
      expect(r.stdout).toContain('invented  ssd-table-en.html: component disk "Example NV500"');
      const json = JSON.parse(await readFile(join(tmp, "s.json"), "utf8"));
      expect(json.total).toMatchObject({ found: 4, want: 6, spurious: 1, whole: 1, cfound: 2, cwant: 3, cinvented: 1 });
      const only = await sokutei(["score", folder, "--only", "ssd"]);
      expect(only.stdout).toContain("1 pages: measurements 4/4 = 100.0%, spurious 0");
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses a folder that is not laid out as a labelled set", async () => {
    const r = await sokutei(["score", fileURLToPath(new URL("../fixtures/score/pages/", import.meta.url))]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a labelled folder/);
  });
});

describe("the matching rules", () => {
  const row = (over: Partial<FoundMeasurement>): FoundMeasurement => ({ metric: "throughput", operation: "read", access: "sequential", value: 100, unit: "MB/s", origin: "table", derived: false, locator: "table[1]/r2/c2", conditions: {}, ...over });
  const want = (over: Record<string, unknown>) => ({ measurements: [{ metric: "throughput", operation: "read", access: "sequential", value: 100, origin: "table", ...over }] });

  it("finds a value within 0.5 %, and a checked condition as a normalised substring or, for typed keys, as a number", () => {
    const origins = new Set(["table"]);
    expect(close(100, 100.4)).toBe(true);
    expect(close(100, 101)).toBe(false);
    expect(close(null, 0)).toBe(false);
    expect(scorePage(want({ value: 100.4 }), [row({})], [], origins).found).toBe(1);
    expect(scorePage(want({ conditions: { adapter: "Intel X-520" } }), [row({ conditions: { nic: "intel x520 DA2" } })], [], origins)).toMatchObject({ found: 1, samekey: 0 });
    expect(scorePage(want({ conditions: { block_size_bytes: 4096 } }), [row({ conditions: { block_size_bytes: "4096" } })], [], origins).found).toBe(1);
    expect(scorePage(want({ conditions: { block_size_bytes: 4096 } }), [row({ conditions: { block_size_bytes: 8192 } })], [], origins)).toMatchObject({ found: 0, spurious: 1, seen: 1, whole: 0 });
    // unchecked keys (queue_depth) are not compared
    expect(scorePage(want({ conditions: { queue_depth: 32 } }), [row({})], [], origins).whole).toBe(1);
  });

  it("counts rows of one block that no condition tells apart, and leaves derived and exempt-tool rows out of spurious", () => {
    const origins = new Set(["table"]);
    const s = scorePage({ measurements: [], spurious_exempt_tools: ["iperf"] }, [row({ locator: "table[1]/r2/c2" }), row({ locator: "table[1]/r3/c2", value: 120 }), row({ derived: true, value: 5 }), row({ conditions: { tool: "iperf" }, value: 7 })], [], origins);
    expect(s).toMatchObject({ indistinct: 1, spurious: 2 });
  });

  it("counts a stored part no label lists as invented, and not a part the labels list under a longer or shorter name", () => {
    const part = (kind: string, model: string | null, raw: string) => ({ kind, model, raw, count: null, capacity_bytes: null, clock_hz: null });
    const labels = { measurements: [], components: [{ kind: "ssd", model: "Samsung 970 EVO Plus" }, { kind: "cpu", model: "Ryzen 7 5700G" }] };
    const stored = [part("ssd", "970 EVO Plus", "970 EVO Plus"), part("cpu", "Ryzen 7 5700G", "CPU: AMD Ryzen 7 5700G"), part("ssd", "970 EVO Plus", "restated"), part("memory", null, "64Gbyteのメモリを認識し"), part("cpu", "Core i5", "aside")];
    const s = scorePage(labels, [], stored, new Set(["table"]));
    expect(s).toMatchObject({ cfound: 1, cwant: 2, cinvented: 2 });
    expect(s.inventedComponents.map((c) => c.kind)).toEqual(["memory", "cpu"]);
  });

  it("takes a label with a null model as listing a part of that kind with no model, and a named part as not that label", () => {
    const part = (kind: string, model: string | null, raw: string) => ({ kind, model, raw, count: null, capacity_bytes: 256e9, clock_hz: null });
    const labels = { measurements: [], components: [{ kind: "disk", model: null, capacity_bytes: 256e9 }] };
    const s = scorePage(labels, [], [part("disk", null, "SSD容量は256GBです。"), part("disk", "Crucial P3", "Crucial P3 256GB")], new Set(["table"]));
    expect(s.inventedComponents.map((c) => c.model)).toEqual(["Crucial P3"]);
  });
});
