import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));
const values = (body: string) => prose(body).map((r) => r.value);
const rejects = (body: string) => page(body).rejects.map((r) => r.reason);

describe("an item describing a test heads the figures of the items nested under it", () => {
  const nested =
    "<h2>Backend A</h2><p>Results:</p><ul>" +
    "<li><b>Sequential (1 MiB, iodepth 8, rw):</b><ul><li>~52.1 MiB/s read, ~47.3 MiB/s write</li>" +
    "<li>Latency (clat avg): ~44 ms read, ~90 ms write<ul><li>read p99 ~130 ms</li></ul></li></ul></li>" +
    "<li><b>4k Random (randrw, iodepth 32):</b><ul><li>~12.4 MiB/s read (~3.1k IOPS)</li></ul></li></ul>";

  it("gives access, block size and queue depth to items at any depth, past an item with figures of its own", () => {
    const rows = prose(nested);
    const at = (v: number) => rows.find((r) => r.value === v);
    expect(at(52.1)).toMatchObject({ op: "read", access: "sequential", block_size_bytes: 1048576, queue_depth: 8 });
    expect(at(90)).toMatchObject({ metric: "latency", op: "write", access: "sequential", block_size_bytes: 1048576 });
    expect(at(130)).toMatchObject({ metric: "latency", op: "read", access: "sequential", block_size_bytes: 1048576, queue_depth: 8 });
    expect(at(12.4)).toMatchObject({ access: "random", block_size_bytes: 4096, queue_depth: 32 });
  });

  it("a nested item's own words come first", () => {
    const rows = prose("<ul><li>Sequential (1 MiB):<ul><li>random 4k read: 35 MB/s</li></ul></li></ul>");
    const row = rows.find((r) => r.value === 35);
    expect(row?.access).toBe("random");
    expect(row?.block_size_bytes).not.toBe(1048576);
  });

  it("an item stating a figure, a sentence or a name heads nothing", () => {
    const withFigure = prose("<ul><li>Sequential 1 MiB: 900 MB/s<ul><li>write 410 MB/s</li></ul></li></ul>").find((r) => r.value === 410);
    expect(withFigure?.access ?? null).toBeNull();
    const sentence = prose("<ul><li>I ran the sequential 1 MiB test first. Then this:<ul><li>write 410 MB/s</li></ul></li></ul>").find((r) => r.value === 410);
    expect(sentence?.block_size_bytes).toBeUndefined();
    const name = prose("<ul><li>Samsung 980 Pro:<ul><li>write 410 MB/s</li></ul></li></ul>").find((r) => r.value === 410);
    expect(name?.access ?? null).toBeNull();
  });
});

describe("the level a change started from (`A → B`) is a measured figure", () => {
  it("both sides of an arrow between figures of one kind, with the second's approximation", () => {
    expect(values("<p>同期を止めた結果、書き込み速度が 55.4 MB/s → 865 KB/s に激減した。</p>")).toEqual([55.4, 865]);
    expect(values("<p>インストールにかかった時間は約84分 → 約53分に短縮した。</p>")).toEqual([84 * 60, 53 * 60]);
    expect(values("<p>After the firmware update the copy went 61.2 MB/s → 104.5 MB/s.</p>")).toEqual([61.2, 104.5]);
  });

  it("not a conversion into another unit, nor an operand of a calculation", () => {
    // the same rate in another unit is arithmetic: neither is read, as before
    expect(values("<p>つまり 939 Mbps → 117 MB/s に換算される。</p>")).not.toContain(939);
    expect(values("<p>1 GB を 8 秒で送ると 125 MB/s × 8 → 1000 Mbps になる。</p>")).not.toContain(125);
  });
});

describe("a figure glued to letters is a name, not the start of a range", () => {
  it("`p95 ~169 ms`: the percentile's name before an approximate figure", () => {
    const rows = prose("<h2>Sequential write</h2><ul><li>write p95 ~651 ms, p99 ~802 ms</li></ul>");
    expect(rows.map((r) => [r.metric, r.value])).toEqual([["latency", 651], ["latency", 802]]);
  });

  it("a range between two figures stays refused", () => {
    expect(values("<p>転送速度は 200 ~ 300 MB/s だった。</p>")).toEqual([]);
    expect(rejects("<p>Copies ran at 80~120 MB/s over the link.</p>")).toContain("prose value 120 MB/s: a range, not one measured value");
  });
});

describe("an arrow between one value's two units is no change (readSentence sameFigure, bits/bytes within 10 %)", () => {
  it("`850Mbps → 101MB/s` reads no copy at 850 Mbps", () => {
    const rows = prose("<p>NASからのコピーは850Mbps → 101MB/sでした。</p>");
    expect(rows.filter((r) => r.value === 850)).toEqual([]);
  });
  it("an arrow between two different rates of one unit family is still a change", () => {
    expect(values("<p>NASからのコピーは612MB/s → 845MB/sになった。</p>")).toEqual(expect.arrayContaining([612, 845]));
  });
});

describe("a nested item's head is the block-label level's head line (leadSubjects headLine), and a sentence heads nothing", () => {
  it("an item that is one sentence ending in a full stop heads no nested figure", () => {
    const row = prose("<ul><li>I tested sequential 1 MiB first.<ul><li>write 410 MB/s</li></ul></li></ul>").find((r) => r.value === 410);
    expect(row?.access ?? null).toBeNull();
    expect(row?.block_size_bytes).toBeUndefined();
  });
});
