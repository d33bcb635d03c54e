import { describe, expect, it } from "vitest";
import { fixtureRows, page, rows } from "../helpers/extractRows.ts";

const fixture = (name: string) => fixtureRows("en7", name);

describe("English result lists after a lead-in", () => {
  it("items take the operation the lead-in names, a later list of the section keeps it, and a tool label stays a tool", () => {
    const r = rows(
      "<h2>Numbers</h2><p>Copying between two USB 3.0 hard disks, the speeds at the start of a copy are:</p><ul><li>system dd: 80 MB/sec</li><li>dd-parallel: 140 MB/sec</li></ul>" +
        "<p>With two SSDs on the Thunderbolt ports of a Mac mini:</p><ul><li>system dd: 370 MiB/sec</li><li>dd-parallel: 720 MiB/sec</li></ul>",
    );
    expect(r.map((x) => [x.op, x.value, x.tool, x.config ?? null])).toEqual([
      ["copy", 80, "dd", null],
      ["copy", 140, "dd", null],
      ["copy", 370, "dd", null],
      ["copy", 720, "dd", null],
    ]);
  });

  it("a line's label is the case its values were measured in: a drive as storage, anything else as config", () => {
    const r = rows(
      "<p>With a USB 3.0 card reader:</p><ul><li>16 GB micro-SD card: Read: 80 MB/s, Write: 10 MB/s</li><li>64 GB micro-SD card: Read: 80 MB/s, Write: 15 MB/s</li></ul>" +
        "<h2>Test Results</h2><p>Aggregate TCP throughput of sixteen clients:</p><ul><li>Wi-Fi 7 AP – Wi-Fi 7 Clients: 925.56 Mbps</li><li>Wi-Fi 6 AP – Wi-Fi 7 Clients: 582.37 Mbps</li></ul>",
    );
    expect(r.map((x) => [x.op, x.value, x.storage ?? x.config])).toEqual([
      ["read", 80, "16 GB micro-SD card"],
      ["write", 10, "16 GB micro-SD card"],
      ["read", 80, "64 GB micro-SD card"],
      ["write", 15, "64 GB micro-SD card"],
      ["transfer", 925.56, "Wi-Fi 7 AP – Wi-Fi 7 Clients"],
      ["transfer", 582.37, "Wi-Fi 6 AP – Wi-Fi 7 Clients"],
    ]);
  });

  it("a label that says what the values are is not a case: `Sequential read: 550 MB/s` keeps no config", () => {
    const r = rows("<p>Results:</p><ul><li>Sequential read: 550 MB/s</li><li>Average: 540 MB/s</li></ul>");
    expect(r[0]).toMatchObject({ op: "read", access: "sequential", value: 550 });
    expect(r.every((x) => x.config === undefined)).toBe(true);
  });
});

describe("English comparison sentences", () => {
  it("two results set side by side are both results, even after `faster, at` or `an improvement of`", () => {
    const r = rows("<p>In the network backup test the DS416 was quite a bit faster, at 58MB/s against 36.6 MB/s for the TS-431P.</p><p>UDP testing showed an improvement of 15Gbps vs. 8Gbps.</p>");
    expect(r.map((x) => x.value)).toEqual([58, 36.6, 15, 8]);
  });

  it("a difference alone stays out: `an improvement of 5 Gbps`, `climbs by another 500 MB/s`", () => {
    expect(rows("<p>Jumbo frames gave an improvement of 5 Gbps.</p><p>The drive quickly climbs by another 500 MB/s at QD=2 in sequential writes.</p>")).toEqual([]);
  });

  it("a clause pointing to other results (`As with the random read results,`) does not give the next figure its operation", () => {
    const r = rows("<h2>4K random write</h2><p>As with the random read results, we couldn't get close to the official maximum of 1,400,000 IOPS. The best we saw was 443,203 IOPS at QD16.</p>");
    expect(r.map((x) => [x.op, x.access, x.value])).toEqual([["write", "random", 443203]]);
  });
});

describe("English figures for two operations", () => {
  it("`268MB/s sequential read and write` is a row per operation; `IOPS of 550 read / 480 write` takes the unit written before", () => {
    const r = rows("<p>We have around 268MB/s sequential read and write and a random IOPS performance of 550 read / 480 write.</p>");
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.approximate ?? false])).toEqual([
      ["throughput", "read", "sequential", 268, true],
      ["throughput", "write", "sequential", 268, true],
      ["iops", "read", "random", 550, false],
      ["iops", "write", "random", 480, false],
    ]);
  });
});

describe("nominal English figures", () => {
  it("a rate modifying a link noun and a rate `of theoretical throughput` are not results", () => {
    expect(rows("<p>I test a 10 Gbps point-to-point Ethernet link with iperf3.</p><p>2.5 Gigabit Ethernet offers 312 MB/s of theoretical throughput.</p>")).toEqual([]);
  });

  it("a column whose header states a size unit (`Size (bytes)`) holds sizes, whatever rate the page names", () => {
    const body = "<p>iperf3 reports about 5.8 Gbps.</p><table><tr><th>Frame Portion</th><th>Size (bytes)</th></tr><tr><td>IP Header</td><td>20</td></tr><tr><td>UDP Payload</td><td>1472</td></tr></table>";
    expect(rows(body, "table")).toEqual([]);
  });
});

describe("pages written from real English reports (tests/fixtures/en7)", () => {
  it("the Wi-Fi list gives each aggregate with its access point, and no row from the run length or band", () => {
    const ms = fixture("nw-wifi7-ap-aggregate-list-en.html");
    expect(ms.filter((m) => m.locator.startsWith("li")).map((m) => [m.value, m.conditions.config])).toEqual([
      [925.56, "Wi-Fi 7 AP – Wi-Fi 7 Clients"],
      [582.37, "Wi-Fi 6 AP – Wi-Fi 7 Clients"],
    ]);
    expect(ms.every((m) => m.metric === "throughput" && m.unit === "Mbps")).toBe(true);
  });

  it("the speed-class table of minimums gives nothing", () => {
    expect(fixture("st-sd-speed-classes-spec-en.html")).toEqual([]);
  });
});

describe("operations named as HTTP methods", () => {
  it("`for both the HTTP GET and the HTTP PUT workload` gives a read and a write", () => {
    const r = page("<p>We measured ~5.5 GBps aggregated bandwidth for both the HTTP GET and the HTTP PUT workload.</p>")
      .measurements.filter((m) => m.origin === "prose")
      .map((m) => [m.operation, m.value, m.conditions.approximate]);
    expect(r).toEqual([
      ["read", 5.5, true],
      ["write", 5.5, true],
    ]);
  });
});
