import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { everyGate, leadsByScan, termLeads } from "../../src/normalise/termLeads.ts";
import { normaliseText } from "../../src/normalise/normaliseText.ts";
import { partText } from "../../src/extract/specs/partText.ts";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { partsIn } from "../../src/extract/specs/proseSystems.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";
import { machineLineIn, machineModelIn } from "../../src/extract/specs/machineModel.ts";
import { cloudVolumes } from "../../src/extract/specs/cloudVolumes.ts";

// The part readers' large term patterns (OS names, software, drive makers, machine lines, cloud volumes) run only on a
// text that holds one of their terms' leading words where the pattern's lookbehind allows a match
// (docs/performance.md, session 23): the gate may let a text through that holds no match, never keep one out.
const TERMS = ["Windows Server", "Windows", "Red Hat Enterprise Linux", "os x", "SLES", "富士通"];
const pattern = new RegExp(`(?<![A-Za-z])(?:${TERMS.map((t) => t.replace(/ /g, "\\s*")).join("|")})(?![a-z])`, "gi");
const gate = termLeads(TERMS, /[A-Za-z]/);

describe("a gate of the terms' leading words before a pattern of terms", () => {
  const matching = [
    "Windows Server 2019 を導入",
    "サーバーはWINDOWS 10",
    "RedHat Enterprise Linux 9", // the pattern lets a space be left out
    "Red  Hat\tEnterprise Linux", // or be any white space
    "on Mac OS X 10.6",
    "SLES11 を導入し",
    "(os x)",
    "富士通のサーバー",
    "İ os x", // lower-casing `İ` lengthens the text: places no longer line up, any place counts
  ];
  const inside = ["the host is a desktop", "costly bisles", "hatred"];

  it("lets through every text the pattern finds a term in", () => {
    for (const t of matching) {
      expect([...t.matchAll(pattern)].length, t).toBeGreaterThan(0);
      expect(gate(t), t).toBe(true);
    }
  });

  it("keeps out a text whose leading words stand only inside other words, where the lookbehind refuses them", () => {
    for (const t of inside) {
      expect([...t.matchAll(pattern)], t).toEqual([]);
      expect(gate(t), t).toBe(false);
    }
    expect(gate("ベンチマークの結果")).toBe(false);
    expect(termLeads(TERMS)("the host")).toBe(true); // without a lookbehind class, any place counts
    expect(termLeads([" ", "x"])("abc")).toBe(true); // an empty lead lets every text through
  });

  it("leaves the readers' answers as the full patterns give them", () => {
    expect(partsIn("サーバーは Windows Server 2019 と CentOS 7 を使用").map((p) => p.model)).toEqual(["Windows 2019", "CentOS 7"]);
    expect(partsIn("the host runs nothing")).toEqual([]);
    expect(partsMentioned("fio-3.28 と CrystalDiskMark 8.0.4 で測定").map((p) => p.model)).toEqual(["fio 3.28", "CrystalDiskMark 8.0.4"]);
    expect(partsMentioned("the profiler/fio output").filter((p) => p.kind === "software")).toEqual([]);
    expect(partsMentioned("SAMSUNG 980 PRO 1TB").map((p) => p.vendor)).toContain("SAMSUNG");
    expect(machineModelIn("Dell PowerEdge R640 で測定")?.model).toBe("PowerEdge R640");
    expect(machineModelIn("PowerEdge サーバー")).toBeNull();
    expect(machineLineIn("a 2018 macbook pro with 16 GB")).toBe("macbook pro");
    expect(cloudVolumes("xfs on 100GB gp3").map((v) => [v.model, v.capacityBytes])).toEqual([["gp3", 100e9]]);
    expect(cloudVolumes("the xgp3 file")).toEqual([]);
  });
});

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** Every fixture page (a held-out set, marked by a `SEALED` file in its folder, excepted). */
function pages(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return existsSync(join(path, "SEALED")) ? [] : pages(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

describe("one pass of one automaton over every gate's leads", () => {
  it("answers each gate as a search for each of its leads does, on every sentence, line and cell of every fixture page", () => {
    let texts = 0;
    let held = 0;
    let gates = 0;
    for (const f of pages(fixtures)) {
      const doc = buildDocument(decodeBytes(new Uint8Array(readFileSync(f)), null, f).text);
      const raw = doc.blocks.flatMap((b) => [b.text, ...b.text.split("\n"), ...(b.table?.rows.flat().map((c) => c.text) ?? []), ...(b.caption ? [b.caption] : [])]);
      const sentences = raw.flatMap((l) => l.split(/(?<=。)|(?<=[.!?])\s+(?=[A-Z(])/));
      for (const s of new Set([...raw, ...sentences, doc.meta.title ?? ""])) {
        // the gates are asked about the text as found, its normal form and the part readers' form
        for (const t of [s, normaliseText(s), partText(s)]) {
          const { byAutomaton, byScan } = everyGate(t);
          if (byAutomaton.join() !== byScan.join()) expect(byAutomaton, t).toEqual(byScan);
          texts++;
          held += byAutomaton.filter(Boolean).length;
          gates = byAutomaton.length;
        }
      }
    }
    // the part readers' eight gates and this file's own are all registered, and the walk is not vacuous
    expect(gates).toBeGreaterThanOrEqual(9);
    expect(texts).toBeGreaterThan(50_000);
    expect(held).toBeGreaterThan(1_000);
    // (every page of every labelled set, three forms of each text: a walk that grows with the sets, not a timing)
  }, 300_000);

  it("agrees with the search on a lead found at a place the lookbehind refuses and at one it allows", () => {
    const gate = termLeads(["xeon", "os x", "富士通"], /[A-Za-z]/);
    for (const t of ["noxeon here", "noxeon and xeon", "hostos x", "İ xeon", "", "富士通", "ＸＥＯＮ"]) expect(gate(t), t).toBe(leadsByScan(["xeon", "os x", "富士通"], /[A-Za-z]/, t));
  });
});
