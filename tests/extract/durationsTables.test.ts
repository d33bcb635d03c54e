import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><title>転送時間</title></head><body>${body}</body></html>`));
const STOPWATCH = `<h2>14GBの動画ファイルの転送にかかった時間</h2><table>
<tr><th>ストレージ</th><th>転送速度</th><th>平均</th><th>1回目</th><th>2回目</th><th>3回目</th></tr>
<tr><td>外付けSSD</td><td>385.45MB/s</td><td>39秒</td><td>37秒59</td><td>40秒07</td><td>38秒11</td></tr>
<tr><td>USBメモリー</td><td>66.22MB/s</td><td>3分47秒</td><td>3分47秒83</td><td>3分46秒58</td><td>3分46秒75</td></tr></table>`;

describe("stopwatch tables", () => {
  it("reads `37秒59` and `3分47秒83` as one time each, numbered by their run columns", () => {
    const rows = page(STOPWATCH).measurements.filter((m) => m.metric === "duration" && !m.derived);
    expect(rows.map((m) => [m.value, m.unit, m.conditions.run, m.conditions.storage])).toEqual([
      [37.59, "s", 1, "外付けSSD"],
      [40.07, "s", 2, "外付けSSD"],
      [38.11, "s", 3, "外付けSSD"],
      [227.83, "s", 1, "USBメモリー"],
      [226.58, "s", 2, "USBメモリー"],
      [226.75, "s", 3, "USBメモリー"],
    ]);
  });

  it("marks a rate that is the file size over a time of its row as derived from that time", () => {
    const all = page(STOPWATCH).measurements;
    const rates = all.filter((m) => m.metric === "throughput");
    expect(rates.map((m) => [m.value, m.derived])).toEqual([
      [385.45, true],
      [66.22, true],
    ]);
    const from = all.find((m) => m.key === rates[0]?.derivedFrom?.[0]);
    expect([from?.metric, from?.value]).toEqual(["duration", 39]);
  });

  it("leaves a rate alone when no time of its row accounts for it", () => {
    const rows = page(STOPWATCH.replace("385.45MB/s", "420MB/s")).measurements.filter((m) => m.metric === "throughput");
    expect(rows.map((m) => [m.value, m.derived === true])).toEqual([
      [420, false],
      [66.22, true],
    ]);
  });
});
