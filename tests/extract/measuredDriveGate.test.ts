import { describe, expect, it } from "vitest";
import { measuredDrive } from "../../src/grammar/scopeDescriptors.ts";
import { descriptorWords } from "../../src/grammar/loadDescriptors.ts";

// measuredDrive tests a sentence for `を` and a measuring verb before running the Japanese pattern, whose lazy lead is
// tried from every position, and its answers are memoised: the answers must be those of the full pattern
// (docs/performance.md, session 22)
describe("the Japanese measured-drive pattern behind its gate", () => {
  it("reads the drive before を and each measuring verb of the grammar, white space between them or not", () => {
    for (const verb of descriptorWords.subject_markers.measured_verbs_ja) {
      expect(measuredDrive(`手元の Crucial MX500 の速度を${verb}みた`)).toBe("Crucial MX500");
      expect(measuredDrive(`Samsung 980 PROを ${verb}`)).toBe("Samsung 980 PRO");
    }
  });

  it("reads none where no measuring verb follows を, and asks the same sentence twice with the same answer", () => {
    expect(measuredDrive("Crucial MX500 の速度を見た")).toBeNull();
    expect(measuredDrive("Crucial MX500 を買った。測定は後日")).toBeNull();
    const long = `${"Crucial MX500 と WD Blue SN570 の比較、".repeat(40)}結果は表のとおり`;
    expect(measuredDrive(long)).toBeNull();
    expect(measuredDrive(`${long}、Kioxia EXCERIA を測定`)).toBe("Kioxia EXCERIA");
    expect(measuredDrive("WD Blue SN570を計測した結果です")).toBe(measuredDrive("WD Blue SN570を計測した結果です"));
  });
});
