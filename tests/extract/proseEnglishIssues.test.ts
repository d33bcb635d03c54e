import { describe, expect, it } from "vitest";
import { fixtureRows, rows } from "../helpers/extractRows.ts";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";

const fixture = (name: string) => fixtureRows("en8", name);

describe("IOPS written as counts with a multiplier", () => {
  it("reads 20k iops, 83.9k IOPS, 1.3 million IOPS and the IOPs spelling; 64K IOPS may be a block size and stays bare", () => {
    const q = (s: string) => findQuantities(s).filter((x) => !x.bare).map((x) => [x.value, x.kind]);
    expect(q("around 20k iops")).toEqual([[20000, "iops"]]);
    expect(q("84.2k IOPS")).toEqual([[84200, "iops"]]);
    expect(q("1.3 million IOPS")).toEqual([[1300000, "iops"]]);
    expect(q("peaked around ~500 IOPs")).toEqual([[500, "iops"]]);
    expect(q("random 64K IOPS")).toEqual([]);
  });

  it("figures listed before the one that carries the unit share it, each with its own multiplier; a range does not", () => {
    const r = rows("<p>The two runs gave 83.9k and 84.2k IOPS on random reads.</p><p>Writes ran between 200 and 300 MB/s.</p>");
    expect(r.map((x) => [x.metric, x.value])).toEqual([
      ["iops", 83900],
      ["iops", 84200],
    ]);
  });
});

describe("ranges, ratings and set-up lines in English posts", () => {
  it("a dash or tilde between two figures with units is a range, not two results", () => {
    const r = rows("<p>Network Throughput: 75.4Gb/s - 83Gb/s<br>CPU usage on server/client: 23%</p><p>After: 1400 ~ 1600 MB/s</p>");
    expect(r.filter((x) => x.metric === "throughput")).toEqual([]);
  });

  it("a rate right before a device noun is its rating, and an advertised or provisioned figure is nominal", () => {
    const r = rows("<p>I am transferring files through the LAN 10Gbps network card.</p><p>The plan advertises 600 Mbps. Random reads peaked around ~500 IOPs, far below the provisioned 3000 IOPs.</p>");
    expect(r.map((x) => x.value)).toEqual([500]);
  });

  it("value-less lines of a <br> paragraph set up the lines after them: operation, access, block size and protocol", () => {
    const r = rows("<p>on one nvme 4k rand write, queue=128<br>using spdk get about 360,000 iops;<br>while using libnvme got about 71,000 iops.</p><p>I'm using SMB1 protocol:<br>Results:<br>60MB/s reading file from server<br>40MB/s writing file to server</p>");
    expect(r.map((x) => [x.value, x.op, x.access ?? null, x.block_size_bytes ?? null, x.protocol ?? null])).toEqual([
      [360000, "write", "random", 4096, null],
      [71000, "write", "random", 4096, null],
      [60, "read", null, null, "SMB"],
      [40, "write", null, null, "SMB"],
    ]);
  });

  it("`4kb @ around 20k iops` after an adverb of access: a 4 KiB sequential write rate", () => {
    const r = rows("<p>Sequentially - I can write 4kb @ around 20k iops<br>Randomly - I can write 4kb @ 3k-5k iops</p>");
    expect(r.map((x) => [x.value, x.op, x.access, x.block_size_bytes])).toEqual([[20000, "write", "sequential", 4096]]);
  });
});

describe("figures alone under a lead-in that names their unit", () => {
  it("each item of the list is a result in that unit, with the lead-in line as its case; a lead-in with no unit gives nothing", () => {
    const r = rows("<p>Bisect found two commits:<br>2cd948c with IOPS results (which are not stable):</p><ul><li>375605.052</li><li>338690.083</li></ul><p>Our notes:</p><ul><li>42</li></ul>");
    expect(r.map((x) => [x.metric, x.value, x.config])).toEqual([
      ["iops", 375605.052, "2cd948c with IOPS results"],
      ["iops", 338690.083, "2cd948c with IOPS results"],
    ]);
  });
});

describe("tables of GitHub threads", () => {
  it("a change noted in brackets beside a figure leaves the figure; a dd command as row header names its direction", () => {
    const m = fixture("st-dd-ata-nvme-table-en.html").filter((x) => x.origin === "table");
    expect(m.map((x) => [x.value, x.operation])).toEqual([
      [8602, "write"],
      [3131, "write"],
      [10223, "read"],
      [3988, "read"],
      [1075, null],
      [500, null],
    ]);
  });
});
