import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Shapes scripts/regex-audit.mjs flags, each read by hand (docs/security.md, "Regular expressions on page text"):
 * unambiguous (each repetition starts or ends with a character the rest cannot match) or bounded in count or input.
 * Session 26: testedMachines.ts' `(?:\.\d+)*` (each repetition starts with a dot) and normaliseText.ts' lower camel case
 * `(?:[A-Z][a-z]+)+` (each starts with a capital the lower-case run cannot take) are unambiguous.
 * claimWords.ts is left out: its pattern is being rewritten on its own branch (issue 29 row 2).
 * Session 27: readPairs.ts' far end `(?:\s+(?:\p{Lu}[\p{L}\p{N}.-]*|\([^()]*\)))*` (each repetition starts with white space
 * the word or bracket inside cannot take) is unambiguous.
 * Session 29: admitParts.ts' setting key `(?:\.[a-z_][\w-]*)+`, proseSystems.ts' release `(?:\.\d+)*` (each repetition starts with a
 * dot the rest cannot take) and partMentions.ts' catalogue number `(?:-[A-Z0-9]+)+` (each starts with a hyphen) are unambiguous.
 * Session 31: admitParts.ts' pool settings after a RAID level `(?:\s*\+\s*[\w=.-]+)*` (each repetition holds a plus sign the
 * setting's characters cannot take; anchored at both ends, on a part's model) is unambiguous.
 */
const REVIEWED = [
  "src/extract/pairs/readPairs.ts: nested quantifier in (?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}.-]*|\\([^()]*\\)))*",
  "src/extract/prose/listLeadIn.ts: nested quantifier in (?:\\s*[/／]\\s*[\\p{L}]+)+",
  "src/extract/prose/sentenceParts.ts: nested quantifier in (?:\\d+(?:\\.\\d+)?\\s*\\/\\s*)+",
  "src/extract/prose/sentenceParts.ts: nested quantifier in (?:(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s*[kK]?\\s*[\\/／]\\s*)+",
  "src/extract/specs/admitParts.ts: nested quantifier in (?:\\s*\\+\\s*[\\w=.-]+)*",
  "src/extract/specs/admitParts.ts: nested quantifier in (?:\\.[a-z_][\\w-]*)+",
  "src/extract/specs/parseSpecValue.ts: nested quantifier in (?:\\.\\d+)+",
  "src/extract/specs/partMentions.ts: alternation under a quantifier in (?:[^.\u3002\u3001()\uff08\uff09]|\\.(?=\\d)){0,40}",
  "src/extract/specs/partMentions.ts: nested quantifier in (?:(?:SATA|SAS|NVMe|SSD|HDD)\\s+|\\d{4,5}\\s*rpm\\s+)*",
  "src/extract/specs/partMentions.ts: nested quantifier in (?:-[A-Z0-9]+)+",
  "src/extract/specs/partText.ts: nested quantifier in (?:[a-z0-9-]+\\.)+",
  "src/extract/specs/printedTables.ts: nested quantifier in (?: \\S+)*",
  "src/extract/specs/proseSystems.ts: nested quantifier in (?:\\.\\d+)*",
  "src/extract/specs/readPart.ts: nested quantifier in (?:[/@][^\\s、。,，()（）/@]+)+",
  "src/extract/specs/testedMachines.ts: nested quantifier in (?:\\.\\d+)*",
  "src/extract/tables/tableScope.ts: nested quantifier in (?:[-.]\\d+)*",
  "src/extract/tools/asSsd.ts: nested quantifier in (?:[>|]\\s*)+",
  "src/extract/tools/commandLine.ts: nested quantifier in (?:[\\w.+-]+\\/)*",
  "src/extract/tools/crystalDiskMark.ts: nested quantifier in (?:\\.\\d+)+",
  "src/extract/tools/crystalDiskMark.ts: nested quantifier in (?:[>|]\\s*)+",
  "src/extract/tools/fioJson.ts: alternation under a quantifier in (?:[^\"\\\\]|\\\\.)*",
  "src/extract/tools/hdTune.ts: nested quantifier in (?:[>|]\\s*)+",
  "src/extract/tools/ntttcp.ts: nested quantifier in (?:\\s+=+)*",
  "src/extract/tools/speedtestCsv.ts: alternation under a quantifier in (?:[^\"]|\"\")*",
  "src/normalise/normaliseText.ts: nested quantifier in (?:[A-Z][a-z]+)+",
  "src/normalise/readQuantity.ts: nested quantifier in (?:\\s*[億万千][\\d,.]*|\\s+[\\d,.]+[億万千][\\d,.]*)*",
  "src/report/annotateNumbers.ts: nested quantifier in (?:[.,]\\d+)*",
];

describe("regex audit", () => {
  it("every nested or alternating quantifier in src/ is one that was read by hand", () => {
    const out = execFileSync(process.execPath, ["scripts/regex-audit.mjs", "src"], { cwd: new URL("../..", import.meta.url).pathname, encoding: "utf8" });
    const found = out.trim().split("\n").filter((l) => !l.includes(" regular expressions, ") && !l.startsWith("src/extract/prose/claimWords.ts:")).map((l) => l.replace(/:\d+: /, ": "));
    expect(found).toEqual(REVIEWED);
    expect(Number(/^(\d+) regular expressions/m.exec(out)?.[1])).toBeGreaterThan(1000);
  });
});
