import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const cells = (body: string) =>
  extractAll(buildDocument(`<html><head><title>DirectAccess 容量テスト</title></head><body><h1>DirectAccess 容量テスト</h1>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "table" && !m.derived)
    .map((m) => ({ value: m.value, unit: m.unit, valueSi: m.valueSi }));

describe("a header's unit whose prefix is written apart (`M ビット/秒 (Corp 側)`)", () => {
  it("keeps the prefix: megabits, never bits", () => {
    const body = `<table><tr><th>実行</th><th>M ビット/秒 (Corp 側)</th><th>メガ bit/s (インターネット側)</th></tr>
<tr><td>1</td><td>78.6432</td><td>113.19</td></tr></table>`;
    const got = cells(body);
    expect(got.find((r) => r.value === 78.6432)?.valueSi).toBeCloseTo(78.6432e6 / 8, 0);
    expect(got.find((r) => r.value === 113.19)?.valueSi).toBeCloseTo(113.19e6 / 8, 0);
  });
});
