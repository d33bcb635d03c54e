import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { isChangeCell } from "../../src/extract/tables/tableRoles.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const page = (title: string, body: string) => buildDocument(`<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
const rows = (title: string, body: string): Record<string, any>[] =>
  extractTables(page(title, body)).measurements.map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));

describe("network report tables: a section's metric, delta rows and links", () => {
  it("a plus-signed time or rate is an added amount, not a reading; a minus reading such as dBm stays", () => {
    expect(isChangeCell("+52 µs")).toBe(true);
    expect(isChangeCell("+3.1 ms")).toBe(true);
    expect(isChangeCell("▲ 12 MB/s")).toBe(true);
    expect(isChangeCell("-12.5%")).toBe(true);
    expect(isChangeCell("-41 dBm")).toBe(false);
    expect(isChangeCell("158 µs")).toBe(false);
  });

  it("times under a `Latency` heading are latencies, and the overhead rows signed with + are not read", () => {
    const found = rows("WireGuard and OpenVPN overhead", `<h2>Latency</h2><p>Measured with ping -c 1000 -i 0.01 -s SIZE; half the average RTT.</p>
      <table><tr><td>Payload</td><td>64 bytes</td><td>1400 bytes</td></tr>
      <tr><td>Direct</td><td>0.21 ms</td><td>0.26 ms</td></tr>
      <tr><td>WireGuard</td><td>0.33 ms</td><td>0.41 ms</td></tr>
      <tr><td>Overhead</td><td>+0.12 ms</td><td>+0.15 ms</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.unit])).toEqual([
      ["latency", 0.21, "ms"], ["latency", 0.26, "ms"], ["latency", 0.33, "ms"], ["latency", 0.41, "ms"],
    ]);
  });

  it("times under a heading that names no latency stay durations", () => {
    const found = rows("Backup over the LAN", `<h2>Restore</h2><table><tr><th>Share</th><th>Time</th></tr>
      <tr><td>NFS</td><td>95 s</td></tr><tr><td>SMB</td><td>120 s</td></tr></table>`);
    expect(found.map((m) => m.metric)).toEqual(["duration", "duration"]);
  });

  it("an iperf3 rate table naming no operation over a Wi-Fi or wired link is a transfer", () => {
    const found = rows("Home network speeds with iperf3", `<p>Measured with iperf3 -c SERVER -f M between two laptops.</p><h2>Wi-Fi</h2>
      <table border="1"><tr><th>Condition</th><th>Bitrate (MBytes/sec)</th></tr>
      <tr><td>Wi-Fi 5GHz same room</td><td>38.2</td></tr><tr><td>Wi-Fi 2.4GHz next floor</td><td>6.1</td></tr></table>`);
    expect(found.map((m) => [m.op, m.value])).toEqual([["transfer", 38.2], ["transfer", 6.1]]);
  });

  it("a rate table of a drive names no link, so its unnamed operation stays unknown", () => {
    const found = rows("USB stick", `<table border="1"><tr><th>Drive</th><th>Speed (MB/s)</th></tr>
      <tr><td>USB 3.0 stick</td><td>120</td></tr></table>`);
    expect(found.map((m) => m.op)).toEqual([null]);
  });

  it("a column of estimated ceilings (`上限の見込み`, `Estimated`) is not measured", () => {
    expect(rows("NAS のボトルネック", `<table border="1"><tr><th>構成</th><th>上限の見込み</th></tr>
      <tr><td>全部有線</td><td>118MB/s</td></tr><tr><td>無線</td><td>40MB/s</td></tr></table>`)).toEqual([]);
    expect(rows("NAS bottlenecks", `<table border="1"><tr><th>Setup</th><th>Estimated (MB/s)</th></tr><tr><td>Wired</td><td>118</td></tr></table>`)).toEqual([]);
  });
});
