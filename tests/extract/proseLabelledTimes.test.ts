import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>書き込み速度</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => !m.derived)
    .map((m) => [m.metric, m.operation, m.value, m.conditions.config ?? null]);

describe("a time on a line whose label names an operation", () => {
  it("is the time that operation took (`書き込み: 7秒`, `Copy: 45 s`)", () => {
    expect(rows("<ul><li>ランダムデータ書き込み: 7秒</li><li>ゼロデータ書き込み: 4.5秒</li></ul><p>Copy: 45 s</p>")).toEqual([
      ["duration", "write", 7, null], ["duration", "write", 4.5, null], ["duration", "copy", 45, null],
    ]);
  });

  it("is no result when the label names no operation (`起動: 30秒`)", () => {
    expect(rows("<p>起動: 30秒</p><p>Boot: 12 s</p>")).toEqual([]);
  });
});

describe("the sentence that introduces a block of results", () => {
  it("names the case of a list of results and of the tool output under it, past the list", () => {
    const dd = "<pre>$ dd if=/dev/zero of=dat bs=100M count=10 conv=fsync\n10+0 records in\n10+0 records out\n1048576000 bytes (1.0 GB, 1000 MiB) copied, 1.89221 s, 554 MB/s\n</pre>";
    const r = rows(`<p>Qemuでも同様の書き込み速度を計測しました。</p><ul><li>ゼロデータ書き込み: 1.8秒</li></ul>${dd}`);
    expect(r).toEqual([["duration", "write", 1.8, "Qemu"], ["duration", "write", 1.89221, "Qemu"], ["throughput", "write", 554, "Qemu"]]);
  });
});

describe("a line labelled as the result", () => {
  const page = (body: string) =>
    extractAll(buildDocument(`<html><head><title>DISK I/O</title></head><body>${body}</body></html>`)).measurements.map((m) => [m.value, m.operation, m.conditions.block_size_bytes ?? null]);

  it("is a result with no operation guessed, and takes the block size its parameters line states", () => {
    expect(page("<h2>Searchlight Test #1</h2><p>Parameters: block size 1 GiB; file a.qcow2 (25 GiB)</p><p>Test results: 1751.8976 MB/s</p>")).toEqual([[1751.8976, null, 1073741824]]);
  });

  it("is still refused without the result label: an unexplained rate stays a reject", () => {
    expect(page("<h2>Searchlight Test #1</h2><p>It was about 1751.8976 MB/s here.</p>")).toEqual([]);
  });
});
