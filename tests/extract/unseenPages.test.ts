import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** Pages of the genre written here, not taken from the samples: English, another layout, other tools. */
describe("an English NAS blog post", () => {
  const bytes = readFileSync(new URL("../fixtures/extra/en-nas-blog.html", import.meta.url));
  const doc = buildDocument(decodeBytes(bytes, null, "en").text);
  const ex = extractAll(doc);
  const rows = ex.measurements.map((m) => [m.origin, m.metric, m.operation, m.access, m.value, m.unit]);

  it("finds the report, its date and every number", () => {
    expect(doc.reports).toEqual([{ part: null, title: "Testing a 10GbE NAS", publishedOn: "2015-04-02", firstBlock: 0 }]);
    expect(rows).toEqual([
      ["prose", "throughput", "write", "sequential", 412, "MB/s"],
      ["prose", "throughput", "read", "sequential", 980, "MB/s"],
      ["table", "iops", "read", null, 45000, "IOPS"],
      ["table", "iops", "write", null, 38500, "IOPS"],
      ["table", "iops", "read", null, 9800, "IOPS"],
      ["table", "iops", "write", null, 7100, "IOPS"],
      ["tool-output", "duration", "write", "sequential", 26.1, "s"],
      ["tool-output", "throughput", "write", "sequential", 411, "MB/s"],
    ]);
    expect(ex.measurements.find((m) => m.value === 980)?.conditions).toMatchObject({ approximate: true, protocol: "NFS" });
    expect(ex.measurements.find((m) => m.value === 9800)?.conditions).toMatchObject({ block_size_bytes: 65536 });
  });

  it("reads the test machine from its list", () => {
    expect(ex.systems).toHaveLength(1);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([["cpu", "Xeon E5-2620 v3"], ["memory", "DDR4-2133"], ["os", "Ubuntu 14.04"], ["nic", "Intel X540-T2"]]);
    expect(ex.components.find((c) => c.kind === "nic")?.speedBps).toBe(10e9);
  });
});

/** Machines described in sentences, not spec lists: a Shift_JIS blog with figure labels and an English post. */
describe("machines described in prose", () => {
  const read = (file: string) => {
    const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/extra/${file}`, import.meta.url)), null, file).text);
    const ex = extractAll(doc);
    return ex.systems.map((s) => ({
      name: s.name,
      role: s.role,
      parts: ex.components.filter((c) => c.system === s.key).map((c) => [c.kind, c.model, c.count, c.capacityBytes]),
    }));
  };

  it("names machines by their figure labels and by the letter after a machine noun, and reads each part", () => {
    expect(read("ja-prose-systems.sjis.html")).toEqual([
      { name: "N", role: "server", parts: [["nas", "Synology DS218+", null, null], ["disk", null, 2, 4e12], ["raid_array", "RAID1", 2, null]] },
      { name: "P", role: "client", parts: [["cpu", "Core i7-8700", null, null], ["memory", null, null, 16 * 2 ** 30], ["disk", null, 1, 512e9], ["os", "Windows 10", null, null]] },
      // `メモリは 32GB です。` goes on about the machine of the sentence before
      { name: "L", role: null, parts: [["os", "Ubuntu 18.04", null, null], ["cpu", "Ryzen 5 2600", null, null], ["memory", null, null, 32 * 2 ** 30]] },
    ]);
  });

  it("reads a role noun as the topic of an English sentence, with the machine's name from the figure", () => {
    // `two Xeon E5-2680 v4 CPUs`: the count word is the number of sockets
    expect(read("en-prose-systems.html")).toEqual([
      {
        name: "S",
        role: "server",
        parts: [["cpu", "Xeon E5-2680 v4", 2, null], ["memory", null, null, 128 * 2 ** 30], ["disk", null, 4, 1.2e12], ["raid_array", "RAID10", 4, null], ["os", "CentOS 7.4", null, null]],
      },
      { name: null, role: "client", parts: [["cpu", "Core i5-6500", null, null], ["memory", null, null, 8 * 2 ** 30], ["os", "Ubuntu 16.04", null, null]] },
    ]);
  });
});

describe("a vendor blog that describes its NFS machines in one paragraph, without figure labels", () => {
  it("finds the server and the client by their role nouns, with the Xeon tier and the socket count", () => {
    const doc = buildDocument(decodeBytes(readFileSync(new URL("../fixtures/extra/ja-vendor-nfs-prose.html", import.meta.url)), null, "v").text);
    const ex = extractAll(doc);
    const parts = (role: string) => {
      const s = ex.systems.find((x) => x.role === role);
      return ex.components.filter((c) => c.system === s?.key).map((c) => [c.kind, c.model, c.count, c.capacityBytes]);
    };
    expect(ex.systems.map((s) => s.role)).toEqual(["nfs-server", "nfs-client"]);
    expect(parts("nfs-server")).toEqual([["cpu", "Xeon Gold 6230", 2, null], ["memory", null, null, 192 * 2 ** 30], ["disk", "P4610", 4, 1.6e12], ["os", "Rocky Linux 8.5", null, null]]);
    expect(parts("nfs-client")).toEqual([["cpu", "Xeon Silver 4210", null, null], ["memory", null, null, 64 * 2 ** 30], ["os", "Ubuntu 20.04", null, null]]);
    expect(ex.measurements.map((m) => [m.operation, m.value, m.unit, m.conditions?.approximate ?? false])).toEqual([["read", 2800, "MB/s", true], ["write", 1900, "MB/s", false]]);
  });
});

describe("one machine described twice under the same figure label", () => {
  it("is one system with the parts of both descriptions", () => {
    const doc = buildDocument(`<html><body><p>サーバーは Xeon E5620 8G メモリ のマシンです。（図ではＢ）</p><p>今回はサーバーに CentOS 5.5 と 500GB の HDD を入れました。（図ではＢ）</p></body></html>`);
    const ex = extractAll(doc);
    expect(ex.systems.map((s) => [s.name, s.role])).toEqual([["B", "server"]]);
    expect(ex.components.map((c) => [c.system, c.kind])).toEqual([[ex.systems[0]?.key, "cpu"], [ex.systems[0]?.key, "memory"], [ex.systems[0]?.key, "os"], [ex.systems[0]?.key, "disk"]]);
  });
});
