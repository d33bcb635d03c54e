import { describe, expect, it } from "vitest";
import { conditionLabels, formatBytes, formatCell, formatQuantity, formatRatio } from "../../src/report/formatValue.ts";

describe("values as a person reads them", () => {
  it("keeps a value in the unit it was printed in, every digit it had, and scales only unscaled SI units", () => {
    expect(formatQuantity(16943.55, "IOPS")).toBe("16,943.55 IOPS");
    expect(formatQuantity(238.6, "MB/s")).toBe("238.6 MB/s");
    expect(formatQuantity(250231140.52668378, "B/s")).toBe("250.2 MB/s");
    expect(formatQuantity(9454330.525157232, "B/s")).toBe("9.454 MB/s");
    expect(formatQuantity(0.1 + 0.2, "s")).toBe("0.3 s");
    expect(formatQuantity(null, "MB/s")).toBe("");
  });

  it("writes sizes with the prefix they were most likely written with", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(4096)).toBe("4 KiB");
    expect(formatBytes(10737418240)).toBe("10 GiB");
    expect(formatBytes(750000000000)).toBe("750 GB");
    expect(formatBytes(20000000000)).toBe("20 GB");
    expect(formatBytes(3006477107)).toBe("3.01 GB");
    // decimal unless an exact binary multiple: a size written 3.01 GB is not shown as 3,010 MB, nor 2 TB as 1.8 TiB
    expect(formatBytes(3010000000)).toBe("3.01 GB");
    expect(formatBytes(2000000000000)).toBe("2 TB");
    expect(formatBytes(1500000)).toBe("1.5 MB");
  });

  it("formats comparison cells by column: ratios as ×n, values with the row's unit, differences signed", () => {
    expect(formatRatio(0.9312292225737974)).toBe("×0.931");
    expect(formatCell("gain", { gain: 1.0712 })).toBe("×1.07");
    expect(formatCell("hardware", { hardware: 257098765.4321, unit: "B/s" })).toBe("257.1 MB/s");
    expect(formatCell("difference", { difference: -3.5, unit: "MB/s" })).toBe("−3.5 MB/s");
    expect(formatCell("block_size_bytes", { block_size_bytes: 262144 })).toBe("256 KiB");
    expect(formatCell("measurements", { measurements: 1234 })).toBe("1,234");
  });

  it("reads conditions as labels, never JSON", () => {
    expect(conditionLabels({ block_size_bytes: 4096, nfs_version: 3, offload_enabled: true, cpu_load_pct: 100, raid: "software RAID0", local_io: true })).toEqual([
      "block size 4 KiB",
      "NFS v3",
      "offload on",
      "CPU load 100 %",
      "software RAID0",
      "local I/O",
    ]);
    expect(conditionLabels({ offload: "TOE off", offload_enabled: false, protocol: "iSCSI", file_size_bytes: 20000000000 })).toEqual(["offload TOE off", "iSCSI", "file size 20 GB"]);
  });
});

describe("computed values", () => {
  it("keep four significant digits when they have more decimals than a page prints, and a column's own unit wins", () => {
    expect(formatQuantity(250.231140527, "MB/s")).toBe("250.2 MB/s");
    expect(formatQuantity(0.012345678, "s")).toBe("0.01235 s");
    expect(formatQuantity(2492.22, "10^6bits/sec")).toBe("2,492.22 10^6bits/sec");
    expect(formatCell("evidence", { evidence: 250231140.52668378, evidence_unit: "B/s", unit: "MB/s" })).toBe("250.2 MB/s");
  });
});
