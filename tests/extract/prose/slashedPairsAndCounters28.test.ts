import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { labelEquals } from "../../../src/extract/prose/equationSigns.ts";
import { streamsIn } from "../../../src/extract/prose/sentenceParts.ts";

describe("`label=value` pairs parted by slashes on one line (`電波=3本/下り=22.4Mbps/上り=6.1Mbps`)", () => {
  it("a slash before a label that is no unit parts two pairs; a unit's slash does not", () => {
    expect(labelEquals("【回線A】電波=3本/下り=")).toBe(true);
    expect(labelEquals("100MB/s = ")).toBe(false);
    expect(labelEquals("12 KB/sec = ")).toBe(false);
  });

  it("reads each line's down and up rates; the counter of bars is no count of streams", () => {
    const x = extractAll(
      buildDocument(
        `<html><head><meta charset="utf-8"><title>駅前の通信速度</title></head><body><h1>駅前の通信速度</h1><p>●地点1=駅前広場<br>【回線A】電波=3本/下り=22.4Mbps/上り=6.1Mbps<br>【回線B】電波=4本/下り=18.9Mbps/上り=7.5Mbps</p></body></html>`,
      ),
    );
    expect(x.measurements.map((m) => [m.value, m.conditions.direction])).toEqual([
      [22.4, "download"],
      [6.1, "upload"],
      [18.9, "download"],
      [7.5, "upload"],
    ]);
    expect(x.measurements.some((m) => m.conditions.streams !== undefined)).toBe(false);
  });

  it("`N本` counts streams where the sentence speaks of streams or connections", () => {
    expect(streamsIn("TCPを4本張って計測した")).toBe(4);
    expect(streamsIn("アンテナは4本立っていた")).toBeNull();
  });
});

describe("a section that says it measured a latency", () => {
  it("makes the small times of its subsections' `place figure` lines latencies", () => {
    const x = extractAll(
      buildDocument(
        `<html><head><meta charset="utf-8"><title>拠点間の遅延</title></head><body><h1>拠点間の遅延</h1><h2>結果</h2><p>各拠点へpingを20回送り、平均の応答時間を計測しました。</p><pre>$ ping 192.0.2.10 -c 20</pre><h3>大阪からの結果</h3><p>札幌 31ms<br>福岡 18ms<br>那覇 42ms</p></body></html>`,
      ),
    );
    // (each line's words are the case it was measured in: a list line of a case and one figure)
    expect(x.measurements.map((m) => [m.metric, m.value, m.conditions.config])).toEqual([
      ["latency", 31, "札幌"],
      ["latency", 18, "福岡"],
      ["latency", 42, "那覇"],
    ]);
  });

  it("says nothing of a section that did not", () => {
    const x = extractAll(
      buildDocument(
        `<html><head><meta charset="utf-8"><title>拠点間</title></head><body><h1>拠点間</h1><h2>結果</h2><p>各拠点の設定を見直しました。</p><h3>大阪から</h3><p>札幌 31ms<br>福岡 18ms</p></body></html>`,
      ),
    );
    expect(x.measurements).toEqual([]);
  });
});
