import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>測定メモ</title></head><body>${body}</body></html>`));
const times = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.metric === "duration" && !m.derived)
    .map((m) => ({ op: m.operation, value: m.value, ...m.conditions }));

describe("times taken, in sentences", () => {
  it("reads the shell's `3196m20.040s` and English `take … each`, `took us around`", () => {
    expect(times("<p>The first run of rsync -aP took 3196m20.040s.</p>").map((r) => r.value)).toEqual([191780.04]);
    expect(times("<p>The 6/7 directories, broken down in tenths, take 15 minutes each.</p>").map((r) => r.value)).toEqual([900]);
    const around = times("<p>It only took us around 10 minutes to finish the initial backup of a 10 GB file.</p>");
    expect(around.map((r) => [r.value, r.approximate])).toEqual([[600, true]]);
  });

  it("reads `loaded in only 19 seconds` and `kept waiting for 46 seconds`, not the bounds beside them", () => {
    const rows = times("<p>Backing up the folder took more than four minutes over USB 2. Over USB 3, 1GB of images loaded in only 19 seconds, while via USB 2 we were kept waiting for 46 seconds.</p>");
    expect(rows.map((r) => r.value)).toEqual([19, 46]);
  });

  it("does not read a time that is expected, allowed or shown as an estimate", () => {
    expect(times("<p>A new Mac shouldn't take more than 5 or 10 minutes.</p>")).toEqual([]);
    expect(times("<p>It should take 20 minutes on a fast disk.</p>")).toEqual([]);
    expect(times("<p>コピーを始めると所要時間が1時間40分と表示された。</p>")).toEqual([]);
    expect(times("<p>The dialog said 12 minutes remaining.</p>")).toEqual([]);
  });

  it("reads a sentence whose topic is the time taken, and `…で起動した` / `…で保存できた`", () => {
    expect(times("<p>所要時間は、90Gバイトのデータなら大体1時間30分だった。</p>").map((r) => [r.value, r.approximate])).toEqual([[5400, true]]);
    expect(times("<p>SSDに替えたXP機は30秒で起動した。</p>").map((r) => r.value)).toEqual([30]);
    expect(times("<p>OS起動に3分かかっていた2.5インチHDD搭載の機械。</p>").map((r) => r.value)).toEqual([180]);
  });

  it("reads bare times after a sentence saying a time was measured, each with its subject and the operation named there", () => {
    const rows = times("<h2>計測</h2><p>1GBのカードから全データを読み込むまでの時間を計測した。</p><p>USB1.1対応のものが17分34秒。USB2.0対応のものが5分29秒。</p><p>1GBで5分半と17分半という差をどう見るかはユーザー次第だ。</p>");
    expect(rows.map((r) => [r.op, r.value, r.config])).toEqual([
      ["read", 1054, "USB1.1対応"],
      ["read", 329, "USB2.0対応"],
    ]);
    // without the sentence that says a time was measured, a bare time is no result
    expect(times("<h2>計測</h2><p>USB1.1対応のものが17分34秒。</p>")).toEqual([]);
  });

  it("reads a list of runs under a heading naming a time, and makes the average after them derived from them", () => {
    const rows = page("<h2>10GBのファイルのコピー時間</h2><ul><li>1回目：1分23秒</li><li>2回目：1分25秒</li><li>平均：1分24秒</li></ul>").measurements.filter((m) => m.metric === "duration");
    expect(rows.map((m) => [m.value, m.conditions.run ?? m.conditions.test, m.derived === true])).toEqual([
      [83, 1, false],
      [85, 2, false],
      [84, "average", true],
    ]);
    expect(rows[2]?.derivedFrom).toEqual([rows[0]?.key, rows[1]?.key]);
    // the same list under a heading that names no time is not read as times taken
    expect(times("<h2>メモ</h2><ul><li>1回目：1分23秒</li></ul>")).toEqual([]);
  });

  it("does not read how long a benchmark ran, stated beside its output", () => {
    const body = "<p>うちのドライブで測った結果をそのまま貼る。約2分半かかった。</p><pre>[ ID] Interval       Transfer     Bandwidth\n[  3]  0.0-10.0 sec  1.09 GBytes   938 Mbits/sec</pre>";
    expect(times(body)).toEqual([]);
    // next to a copy tool's output the time stays a result
    expect(times("<p>前回のコピーは約5分かかった。</p><pre>$ time cp big.iso /mnt/usb/\nreal\t2m31.204s\nuser\t0m0.012s\nsys\t0m3.100s</pre>").filter((r) => r.value === 300)).toHaveLength(1);
  });
});

describe("a range of times written with `から`", () => {
  it("reads neither end of `XからYかかった` (a range, not a time taken)", () => {
    expect(times("<p>以前は起動に1分30秒から2分かかっていた。</p>")).toEqual([]);
    expect(times("<p>書き込みは40秒から50秒で完了する。</p>")).toEqual([]);
  });

  it("still reads a single time taken", () => {
    expect(times("<p>書き込みは50秒で完了した。</p>").map((r) => r.value)).toEqual([50]);
  });
});
