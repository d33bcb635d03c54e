import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { conditionPhrase, namesCondition } from "../../src/grammar/conditionText.ts";
import { leadCondition } from "../../src/grammar/scopeDescriptors.ts";

describe("which text can be a condition", () => {
  it("admits a noun phrase naming a thing, a setting or a state", () => {
    for (const t of ["Samsung 970 EVO", "ext4 上", "最適化前", "Cubic の場合", "IPsec なし", "暗号化あり", "ノートPC / 無し", "2.4.17", "BEFORE", "Write Back", "Server VMA off / Client VMA on", "With atomic_t", "RPI3 から送る向き", "ブリッジ内同一NICで通信した時", "キャッシュを無効にして", "Sheraton Palo Alto での計測結果", "Across the network", "US West", "Disk I/O", "テスト起動する", "Toshiba Exceria M303 UHS-I U3 A1 V30 64GB", "With io_is_busy and the other tunables", "ソフトウェアRAID0 (RAIDコントローラを使わない)", "ハードウェアRAID0（SAS5iRを使った場合）", "おさらい (交換前)", "計測 (交換後)"])
      expect(namesCondition(t), t).toBe(true);
  });

  it("refuses a sentence, a question, the writer's clause, the document's own parts, a tool alone and a bracketed tag", () => {
    for (const t of [
      "Output examples:",
      "Why",
      "Interested in testing",
      "And my numbers got a 4x boost",
      "[Write]",
      "The base line is host.",
      "How to read these numbers correctly",
      "パフォーマンスはどんなもんよ?",
      "ちなみに、僕の場合",
      "macOS のログを読んでみた",
      "もうちょっと深掘ってみた",
      "書き込み回数を3000回にしてみよう",
      "ファイル先頭からと、先頭3584バイトから行うので2種類",
      "結果サマリ",
      "Test Setup and Results",
      "テストの詳細",
      "2026-10 の現象と原因",
      "iperf の結果",
      "CrystalDiskMark の結果",
      "This result",
      "SungHwan <...@gmail.com> — USB Mass Storage on Linux",
      // a bracketed remark does not make a sentence a noun phrase
      "結果を見てみた (SSD)",
    ])
      expect(namesCondition(t), t).toBe(false);
  });
});

const DD = (mbs: string) => `<pre>$ dd if=/dev/zero of=/mnt/test bs=1M count=1024 oflag=direct
1024+0 records in
1024+0 records out
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, ${mbs} MB/s</pre>`;

describe("the next scope level speaks where a text names no condition", () => {
  it("a writer's caption over a tool's output is no condition of its runs", () => {
    const got = rows(`<h2>Disk</h2><p>Output examples:</p>${DD("429")}<p>And my numbers got a 4x boost:</p>${DD("1700")}`, "tool-output").filter((r) => r.metric === "throughput");
    expect(got.map((r) => [r.value, r.config])).toEqual([
      [429, undefined],
      [1700, undefined],
    ]);
  });

  it("a heading that is a sentence or a question parts no runs: the heading over it gives the drive", () => {
    const table = (a: string) => `<table><tr><th>Test</th><th>Read MB/s</th></tr><tr><td>Seq Q32T1</td><td>${a}</td></tr></table>`;
    const got = rows(`<h1>Bench notes</h1><h2>Samsung 980 Pro</h2><h3>ext4</h3>${table("3500")}<h3>Why is it slower?</h3>${table("3100")}`, "table");
    expect(got.map((r) => [r.value, r.storage, r.config])).toEqual([
      [3500, "Samsung 980 Pro", "ext4"],
      [3100, "Samsung 980 Pro", undefined],
    ]);
  });

  it("a heading that goes on with the writer's sentence names what its first sentence names", () => {
    expect(conditionPhrase("Test #2: using a USB dongle. Result is much better than test #1")).toBe("Test #2: using a USB dongle");
    expect(conditionPhrase("RAID 5 構成。書き込みが遅い")).toBe("RAID 5 構成");
    // a version's point is no sentence's end; a sentence alone still names nothing
    expect(conditionPhrase("Firmware v1.5 results are much better than before.")).toBeNull();
    const table = (a: string) => `<table><tr><th>Test</th><th>Read MB/s</th></tr><tr><td>Seq Q32T1</td><td>${a}</td></tr></table>`;
    const got = rows(`<h2>Test #1: onboard port</h2>${table("110")}<h2>Test #2: using a USB dongle. Result is much better than test #1</h2>${table("230")}`, "table");
    expect(got.map((r) => [r.value, r.config])).toEqual([
      [110, "Test #1: onboard port"],
      [230, "Test #2: using a USB dongle"],
    ]);
  });

  it("a lead-in label made of the writer's words is no condition", () => {
    expect(leadCondition("Interested in testing:")).toBeNull();
    expect(leadCondition("結果サマリ：")).toBeNull();
    expect(leadCondition("ext4 上：")).toBe("ext4 上");
  });
});
