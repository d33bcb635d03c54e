import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describe as describeText } from "../../../src/grammar/describe.ts";

const page = (body: string, title = "fsync on four servers") =>
  extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("the line that introduces a table states its test as a caption would", () => {
  it("`For 16384 bytes fsync test:` over a table gives its rows that block size; the next table keeps its heading's own", () => {
    const rows = page(`<h2>Results</h2><p><strong>For 16384 bytes fsync test:</strong></p>
<table><tr><th>Server</th><th>Drive</th><th>IOPS</th></tr><tr><td>1</td><td>Samsung PM883 SSD</td><td>13100</td></tr><tr><td>2</td><td>Intel S4510 SSD</td><td>9200</td></tr></table>
<h2>4K random write</h2><table><tr><th>Drive</th><th>IOPS</th></tr><tr><td>Samsung PM883 SSD</td><td>43000</td></tr></table>`);
    expect(rows.filter((m) => m.value === 13100 || m.value === 9200).map((m) => m.conditions.block_size_bytes)).toEqual([16384, 16384]);
    expect(rows.find((m) => m.value === 43000)?.conditions.block_size_bytes).toBe(4096);
  });

  it("an introduction that names a file's size (`Copying a 10GB file:`) gives no block size", () => {
    const rows = page(`<p>Copying a 10GB file:</p><table><tr><th>Drive</th><th>MB/s</th></tr><tr><td>Samsung PM883 SSD</td><td>480</td></tr></table>`, "copy test");
    expect(rows.find((m) => m.value === 480)?.conditions.block_size_bytes).toBeUndefined();
  });
});

describe("bonnie++'s tests as Japanese pages write them (descriptors.json tool_tests)", () => {
  it("シーケンシャル アウトプット writes, シーケンシャルインプット reads, ランダムシーク seeks", () => {
    expect(describeText("シーケンシャル アウトプット / ブロック単位")).toMatchObject({ operation: "write", access: "sequential", tool: "bonnie++" });
    expect(describeText("シーケンシャルインプット")).toMatchObject({ operation: "read", access: "sequential" });
    expect(describeText("シーケンシャル入力")).toMatchObject({ operation: "read" });
    expect(describeText("ランダムシーク")).toMatchObject({ access: "random", metric: "iops" });
  });

  it("a table of bonnie++ results in katakana gives each row its operation", () => {
    const rows = page(`<h2>bonnie++ の結果</h2><table><tr><th>テスト</th><th>スループット (K/sec)</th></tr>
<tr><td>シーケンシャル アウトプット</td><td>151200</td></tr><tr><td>シーケンシャル インプット</td><td>402300</td></tr></table>`, "VPS のディスク性能");
    expect(rows.find((m) => m.value === 151200)).toMatchObject({ operation: "write", access: "sequential" });
    expect(rows.find((m) => m.value === 402300)).toMatchObject({ operation: "read", access: "sequential" });
  });
});

describe("runs of one test under one heading that only their introductions part", () => {
  it("take each list's introducing paragraph as their configuration", () => {
    const rows = page(`<p>Testing with the raw card, one exFAT partition:</p><ul><li>Write speed: 71 MB/s</li><li>Read speed: 93 MB/s</li></ul>
<p>Testing with a drive image on the card, 100% of capacity</p><ul><li>Write speed: 6.5 MB/s</li><li>Read speed: 12 MB/s</li></ul>`, "card speed");
    expect(rows.map((m) => [m.value, m.operation, m.conditions.config])).toEqual([
      [71, "write", "Testing with the raw card, one exFAT partition"], [93, "read", "Testing with the raw card, one exFAT partition"],
      [6.5, "write", "Testing with a drive image on the card, 100% of capacity"], [12, "read", "Testing with a drive image on the card, 100% of capacity"],
    ]);
  });

  it("one list alone keeps no introduction as a configuration (nothing to tell apart)", () => {
    const rows = page(`<p>Testing with the raw card:</p><ul><li>Write speed: 71 MB/s</li><li>Read speed: 93 MB/s</li></ul>`, "card speed");
    expect(rows.map((m) => m.conditions.config)).toEqual([undefined, undefined]);
  });
});

describe("named figures in list items under a lead-in that gives their unit", () => {
  it("`Sequential Output (K/sec):` over `NFS: Per-Character 1650, Block 198000`: each figure its case's, the lead-in and its name its test", () => {
    const rows = page(`<p>Sequential Output (K/sec):</p><ul><li>NFS: Per-Character 1650, Block 198000</li><li>SSHFS: Per-Character 41, Block 12100</li></ul>
<p>Sequential Input (K/sec):</p><ul><li>NFS: Per-Character 3700, Block 295000</li></ul>`, "bonnie++ over NFS and SSHFS");
    expect(rows.map((m) => [m.value, m.unit, m.operation, m.conditions.config, m.conditions.test])).toEqual([
      [1650, "K/sec", "write", "NFS", "Sequential Output Per-Character"], [198000, "K/sec", "write", "NFS", "Sequential Output Block"],
      [41, "K/sec", "write", "SSHFS", "Sequential Output Per-Character"], [12100, "K/sec", "write", "SSHFS", "Sequential Output Block"],
      [3700, "K/sec", "read", "NFS", "Sequential Input Per-Character"], [295000, "K/sec", "read", "NFS", "Sequential Input Block"],
    ]);
  });

  it("a line with a piece that is no name and figure, or a lead-in naming no unit, gives none", () => {
    expect(page(`<p>Sequential Output (K/sec):</p><ul><li>NFS: Per-Character 1650, and much slower over SSHFS</li></ul>`, "t").length).toBe(0);
    expect(page(`<p>Sequential Output:</p><ul><li>NFS: Per-Character 1650, Block 198000</li></ul>`, "t").length).toBe(0);
  });
});
