import { describe, expect, it } from "vitest";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";
import { specKindForLabel } from "../../src/extract/specs/specTerms.ts";
import { namesCondition } from "../../src/grammar/conditionText.ts";

// The part readers test first for what every match of their patterns holds (an opening bracket, a digit, the word for a
// switch or a dongle) and a spec label is looked up by its forms and endings rather than compared with every term: the
// answers must be those of the full scans (docs/performance.md, session 21)
const read = (t: string) => partsMentioned(t).map((m) => [m.kind, m.vendor ?? null, m.model]);

describe("part readers behind their gates", () => {
  it("reads a part named in Japanese brackets, a dongle in katakana, a switch and a RAID card after their words", () => {
    expect(read("NIC「X550-T2」を使った")).toEqual([["nic", null, "X550-T2"]]);
    expect(read("12TBモデル「ST12000VN0007」を4台")).toEqual([["disk", null, "ST12000VN0007"]]);
    expect(read("AIC8800 系 USB ドングル")).toEqual([["nic", null, "AIC8800"]]);
    expect(read("TP-LINK dongle")).toEqual([["nic", "TP-Link", null]]);
    expect(read("Alfa AWUS036ACH USB 3.0 WiFi adapter")).toEqual([["nic", null, "AWUS036ACH"]]);
    expect(read("スイッチ XS708T")).toEqual([["switch", null, "XS708T"]]);
    expect(read("a Netgear GS108 switch")).toEqual([["switch", "Netgear", "Netgear GS108"]]);
    expect(read("RAIDカード LSI MegaRAID SAS 9260-8i")).toEqual([["raid_controller", "LSI", "LSI MegaRAID SAS 9260-8i"]]);
    expect(read("Adaptec 8805")).toEqual([["raid_controller", "Adaptec", "Adaptec 8805"]]);
    expect(read("Tyan S2882 board")).toEqual([["motherboard", "Tyan", "S2882"]]);
    expect(read("Synology DS918+ を使用")).toEqual([["nas", "Synology", "DS918+"]]);
  });

  it("reads nothing where the gate's mark is missing", () => {
    expect(read("今日はスイッチを入れた")).toEqual([]);
    expect(read("no digits here, just a switch and a dongle")).toEqual([]);
  });

  it("gives a label the kind of its term, its first part, its longest ending or a term one or two edits away", () => {
    const kinds = Object.fromEntries(
      ["10GbE NIC", "RAIDコントローラー", "内蔵SSD", "Tested Drives", "iSCSI Target", "filesystestm", "NAS/IP SAN", "Server 2", "SSD内蔵USBメモリ", "CPU Type", "Network Switches", "Storage Controllers", "ホストOS", "テスト用ドライブ", "L2 Switch", "Boot Drive", "Favourite colour"].map((l) => [l, specKindForLabel(l)]),
    );
    expect(kinds).toEqual({
      "10GbE NIC": "nic",
      "RAIDコントローラー": "raid_controller",
      "内蔵SSD": "disk",
      "Tested Drives": "disk",
      "iSCSI Target": "software",
      filesystestm: "filesystem",
      "NAS/IP SAN": "nas",
      "Server 2": "system",
      "SSD内蔵USBメモリ": "disk",
      "CPU Type": "cpu",
      "Network Switches": "switch",
      "Storage Controllers": "raid_controller",
      "ホストOS": "os",
      "テスト用ドライブ": "disk",
      "L2 Switch": "switch",
      "Boot Drive": "disk",
      "Favourite colour": null,
    });
  });

  it("still refuses a heading made of the document's parts with topics and fillers (blanked only where a part's name is)", () => {
    expect(["Output examples:", "結果サマリ", "Test Setup and Results", "テストの詳細"].map(namesCondition)).toEqual([false, false, false, false]);
    expect(["RAID 5", "Samsung 970 EVO", "ext4 on NVMe"].map(namesCondition)).toEqual([true, true, true]);
  });
});
