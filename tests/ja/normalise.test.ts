import { describe, expect, it } from "vitest";
import { baseForms, loadTokenizerWithZlib, tokenize } from "../../src/ja/tokenizer.ts";
import { accessIn, metricsIn, operationsIn, protocolsIn, toolsIn } from "../../src/normalise/lexicon.ts";
import { normaliseText } from "../../src/normalise/normaliseText.ts";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";
import { isApproximate, isBound, proseOperations } from "../../src/extract/prose/proseTerms.ts";

describe("normaliseText", () => {
  it("folds full-width letters, digits, colons and spaces", () => {
    expect(normaliseText("ＨＰＣ　２台　１００円　ＭＥＭＯＲＹ：２ＧＢ")).toBe("HPC 2台 100円 MEMORY:2GB");
  });
  it("keeps ranges as ranges", () => {
    expect(normaliseText("7〜9倍")).toBe("7〜9倍");
    expect(normaliseText("1.2～2.6倍")).toBe("1.2〜2.6倍");
    expect(normaliseText("1995〜2001年")).toBe("1995〜2001年");
    expect(normaliseText("2.5% - 6%")).toBe("2.5% - 6%");
  });
  it("turns minus signs and dashes before numbers into '-', and the minute/second quotes into ' and \"", () => {
    expect(normaliseText("W − 7″54 秒")).toBe('W - 7"54 秒');
    expect(normaliseText("R－1”34")).toBe('R-1"34');
  });
});

describe("lexicon", () => {
  it("maps terms to the vocabulary, Japanese and English", () => {
    expect(["書込み", "ライト", "Write", "リード", "読み出し", "Read"].map((t) => operationsIn(t)[0])).toEqual(["write", "write", "write", "read", "read", "read"]);
    expect([accessIn("シーケンシャル"), accessIn("順次"), accessIn("ランダム"), accessIn("Random 4KB")]).toEqual(["sequential", "sequential", "random", "random"]);
    expect(metricsIn("通信レート")).toContain("throughput");
    expect(protocolsIn("Samba の物理ＨＤＤに smb で転送")).toEqual(["SMB"]);
    expect(protocolsIn("Source: http://example.org/ftp/nfs-results")).toEqual([]);
    expect(toolsIn("xdd6.5により測定")).toEqual(["xdd"]);
  });
  it("matches inflected verbs through kuromoji's base forms", () => {
    expect(baseForms("書き込んだ")).toContain("書き込む");
    expect(proseOperations("ディスクに書き込んだ")).toEqual(["write"]);
    expect(proseOperations("データを読み込みました")).toEqual(["read"]);
  });
  it("tells approximate values and bounds", () => {
    expect(isApproximate("FTP : 約", "")).toBe(true);
    expect(isApproximate("安定して ", " 程度の速度")).toBe(true);
    expect(isApproximate("Write: ", "、Read")).toBe(false);
    expect(isBound("以下に抑える")).toBe(true);
    expect(isBound("まで得られた")).toBe(false);
  });
  it("reads full-width units", () => {
    const [q] = findQuantities(normaliseText("２４０ＭＢ／ｓｅｃ"));
    expect([q?.value, q?.unit, q?.valueSi]).toEqual([240, "MB/sec", 240e6]);
  });
});

describe("kuromoji", () => {
  it("the zlib loader builds the same tokenizer as kuromoji's own", () => {
    const t = loadTokenizerWithZlib();
    const tokens = t.tokenize("10GbEのNetperfテストで6.045Gbpsを記録しました");
    expect(tokens.map((x) => x.surface_form).join("")).toBe("10GbEのNetperfテストで6.045Gbpsを記録しました");
    expect(tokens.find((x) => x.surface_form === "記録")?.pos).toBe("名詞");
    expect(tokenize("書き込んだ")).toBe(tokenize("書き込んだ")); // cached by text
  });
});

describe("normaliseText's fast path for ASCII", () => {
  it("gives what the full normalisation gives, for any ASCII or mixed text", async () => {
    const fc = (await import("fast-check")).default;
    const { normaliseSlow, normaliseText } = await import("../../src/normalise/normaliseText.ts");
    fc.assert(fc.property(fc.string({ unit: "binary-ascii" }), (s) => normaliseText(s) === normaliseSlow(s)), { numRuns: 5_000 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("a", " ", "~", "\t", "\n", "：", "ｰ", "－", "1", "２", "″", "　") }), (s) => normaliseText(s) === normaliseSlow(s)), { numRuns: 5_000 });
  });
});
