import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRefusal, parseUnitText, prefixMultiplier, readNumber, readQuantity } from "../../src/normalise/readQuantity.ts";
import { spellings } from "../../src/normalise/unitTable.ts";

const read = (text: string, opts: { decimalComma?: boolean; tool?: string } = {}) => {
  const q = readQuantity(text, opts);
  return isRefusal(q) ? q : [q.value, q.canonical, q.valueSi, q.dimension];
};

describe("unit families", () => {
  it.each([
    ["3.5 kilobytes per second", [3.5, "KB/s", 3500, "throughput"]],
    ["120 メガバイト/秒", [120, "MB/s", 120e6, "throughput"]],
    ["120MB/秒", [120, "MB/s", 120e6, "throughput"]],
    ["９４０ Ｍｂｐｓ", [940, "Mbit/s", 940e6 / 8, "throughput"]],
    ["9.4Gビット/秒", [9.4, "Gbit/s", 9.4e9 / 8, "throughput"]],
    ["941 MBits/sec", [941, "Mbit/s", 941e6 / 8, "throughput"]],
    ["941 Mbits/s", [941, "Mbit/s", 941e6 / 8, "throughput"]],
    ["941 Mbit/s", [941, "Mbit/s", 941e6 / 8, "throughput"]],
    ["12.5 MiB/s", [12.5, "MiB/s", 12.5 * 2 ** 20, "throughput"]],
    ["2557.50 [Kbytes/sec]", [2557.5, "KB/s", 2557500, "throughput"]],
    ["1234.5 [#/sec]", [1234.5, "events/s", 1234.5, "events"]],
    ["88 [msg/sec]", [88, "events/s", 88, "events"]],
    ["567 trans/sec", [567, "events/s", 567, "events"]],
    ["1500 requests/sec", [1500, "events/s", 1500, "events"]],
    ["3000 ops/s", [3000, "IOPS", 3000, "iops"]],
    ["3000 IOPS", [3000, "IOPS", 3000, "iops"]],
    ["12k IOPS", [12000, "IOPS", 12000, "iops"]],
    ["1.3 million IOPS", [1300000, "IOPS", 1300000, "iops"]],
    ["1.2万 IOPS", [12000, "IOPS", 12000, "iops"]],
    ["0.25 ms", [0.25, "ms", 0.25e-3, "duration"]],
    ["541マイクロ秒", [541, "us", 541 * 1e-6, "duration"]],
    ["12 seconds", [12, "s", 12, "duration"]],
    ["85 %", [85, "%", 85, "percent"]],
    ["4 KiB", [4, "KiB", 4096, "size"]],
    ["10 GB", [10, "GB", 10e9, "size"]],
    ["3.2 GHz", [3.2, "GHz", 3.2e9, "frequency"]],
    ["10^6bits/sec", [1, "Mbit/s", 1e6 / 8, "throughput"]],
  ])("%s", (text, want) => {
    expect(read(text === "10^6bits/sec" ? `1 ${text}` : text)).toEqual(want);
  });

  it("keeps a lower-case b before /s and a bare prefix ambiguous: no SI value, and a note", () => {
    for (const t of ["40 Mb/Sec", "40 mb/s", "10 M/Sec"]) {
      const q = readQuantity(t);
      expect(isRefusal(q) ? null : q.valueSi).toBeNull();
      expect(isRefusal(q) ? "" : q.note).toMatch(/ambiguous \(bits or bytes\)/);
    }
    // the same letters with ps, or above mega, are bits by the standard
    expect(read("40 Mbps")).toEqual([40, "Mbit/s", 5e6, "throughput"]);
    expect(read("1 Gb/s")).toEqual([1, "Gbit/s", 1.25e8, "throughput"]);
  });
});

describe("numbers", () => {
  it("reads thousands separators, and the decimal comma only where it cannot be a separator or the locale says so", () => {
    expect(read("1,234 MB/s")).toEqual([1234, "MB/s", 1234e6, "throughput"]);
    expect(read("46,9 MB/s")).toEqual([46.9, "MB/s", 46.9e6, "throughput"]);
    expect(read("1,234 MB/s", { decimalComma: true })).toEqual([1.234, "MB/s", 1.234e6, "throughput"]);
    expect(read("1.234,5 MB/s")).toEqual([1234.5, "MB/s", 1234.5e6, "throughput"]);
    expect(read("1,234.5 MB/s", { decimalComma: true })).toEqual([1234.5, "MB/s", 1234.5e6, "throughput"]);
  });

  it("reads Japanese counts and full-width digits", () => {
    expect(readNumber("1億2000万")).toEqual({ value: 120000000, written: "1億2000万" });
    expect(readNumber("２千")).toEqual({ value: 2000, written: "２千" });
    expect(readNumber("１２３．５")).toMatchObject({ value: 123.5 });
  });
});

describe("prefixes a tool declares", () => {
  it("reads a tool's plain prefixes as powers of 1024 only where the table declares it", () => {
    expect(parseUnitText("MB/s", { tool: "diskspd" })).toMatchObject({ canonical: "MiB/s", multiplier: 2 ** 20, base: "binary" });
    expect(parseUnitText("MB/s", { tool: "dd" })).toMatchObject({ canonical: "MB/s", multiplier: 1e6, base: "decimal" });
    expect(parseUnitText("MiB/s", { tool: "dd" })).toMatchObject({ multiplier: 2 ** 20 });
    expect(parseUnitText("Mbit/sec", { tool: "ttcp" })).toMatchObject({ multiplier: 2 ** 20, factor: 0.125 });
    expect(read("100 Mb/sec", { tool: "sysbench" })).toEqual([100, "MiB/s", 100 * 2 ** 20, "throughput"]);
    expect(read("100 Mb/s", { tool: "ascp" })).toEqual([100, "Mbit/s", 100e6 / 8, "throughput"]);
    // curl's meter prints a bare prefix for its bytes per second
    expect(parseUnitText("k", { tool: "curl" })).toMatchObject({ canonical: "KiB/s", multiplier: 1024 });
    expect(isRefusal(parseUnitText("k"))).toBe(true);
  });

  it("gives the multiplier of a prefix as printed", () => {
    expect([prefixMultiplier("K"), prefixMultiplier("Ki"), prefixMultiplier("g", { binary: true }), prefixMultiplier("")]).toEqual([1e3, 1024, 2 ** 30, 1]);
    expect(prefixMultiplier("Q")).toBeNull();
  });
});

describe("refusals", () => {
  it.each([
    ["MB/s", /no number/],
    ["12 furlongs", /not in the unit table/],
    ["12 Bytesps", /not in the unit table/],
    ["64K IOPS", /block size/],
    ["12k MB/s", /count multiplier/],
    ["5万3万 IOPS", /repeats a multiplier/],
  ])("%s", (text, reason) => {
    const q = readQuantity(text);
    expect(isRefusal(q) ? q.reason : "read").toMatch(reason);
  });
});

describe("round trip", () => {
  const units = [...spellings.keys()];
  it("a value formatted with any spelling of the table reads back to the same value and SI value", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.constantFrom(...units), fc.boolean(), (v, unit, space) => {
        const printed = Number(v.toFixed(3));
        const text = `${printed}${space || /^\d/.test(unit) ? " " : ""}${unit}`;
        const q = readQuantity(text);
        if (isRefusal(q)) return false;
        const u = parseUnitText(unit);
        const si = isRefusal(u) || u.ambiguous ? null : printed * u.multiplier * u.factor;
        return q.value === printed && q.valueSi === si;
      }),
      { numRuns: 500 },
    );
  });
});
