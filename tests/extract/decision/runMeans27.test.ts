import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const page = (body: string) => `<html><head><title>tethering speed test</title></head><body><h1>tethering speed test</h1><p>I measured the download speed with a speed test site, several times each.</p>${body}</body></html>`;

describe("an average worked out from the runs listed before it is no measurement", () => {
  it("refuses `Average:` after its runs (each printed in two units), with its reason; the runs stay", () => {
    const out = extractAll(buildDocument(page("<h2>Wi-Fi</h2><ol><li>2.29Mbps(285.67KB/sec)</li><li>1.46Mbps(181.62KB/sec)</li><li>2.33Mbps(290.59KB/sec)</li></ol><p>Average: 2.03Mbps</p>")));
    expect(out.measurements.filter((m) => m.unit === "Mbps").map((m) => m.value)).toEqual([2.29, 1.46, 2.33]);
    expect(out.rejects).toContainEqual(expect.objectContaining({ reason: expect.stringMatching(/worked out from others: the mean of the runs listed before it/), raw: expect.stringContaining("2.03") }));
  });

  it("in Japanese too: `平均値` after five runs", () => {
    const out = extractAll(
      buildDocument(page("<h2>USB接続</h2><ol><li>9.12Mbps</li><li>8.75Mbps</li><li>9.40Mbps</li><li>8.90Mbps</li><li>9.03Mbps</li></ol><p>平均値:9.04Mbps</p>")),
    );
    expect(out.measurements.map((m) => m.value)).toEqual([9.12, 8.75, 9.4, 8.9, 9.03]);
  });

  it("keeps an average the page gives alone, or one that is not the mean of the runs listed (runs shown in part)", () => {
    const alone = extractAll(buildDocument(page("<h2>Wi-Fi</h2><p>Average: 2.03Mbps</p>")));
    expect(alone.measurements.map((m) => m.value)).toEqual([2.03]);
    const other = extractAll(buildDocument(page("<h2>Wi-Fi</h2><ol><li>2.29Mbps</li><li>1.46Mbps</li></ol><p>Average over all 20 runs: 2.41Mbps</p>")));
    expect(other.measurements.map((m) => m.value)).toEqual([2.29, 1.46, 2.41]);
  });
});
