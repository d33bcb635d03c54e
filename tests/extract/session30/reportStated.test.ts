import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { statedBlockSizes } from "../../../src/extract/prose/sentenceSetup.ts";

const page = (body: string, title = "notes") => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("a network the report's set-up lines state under a network label", () => {
  const results = `<h3>Baseline</h3><ul><li>812.40 Mbps Forward Transfer</li><li>790.12 Mbps Reverse Transfer</li></ul>`;

  it("is the network of every figure the network carried", () => {
    const rows = page(`<h2>Environment</h2><ul><li>CPU: Intel Core i5-8500</li><li>Network: Loopback</li></ul>${results}`);
    expect(rows.map((m) => [m.value, m.operation, m.conditions.network])).toEqual([[812.4, "transfer", "loopback"], [790.12, "transfer", "loopback"]]);
  });

  it("is none where the value names no network the grammar knows, or two lines name two", () => {
    expect(page(`<ul><li>Network: the office one</li></ul>${results}`).some((m) => m.conditions.network !== undefined)).toBe(false);
    expect(page(`<ul><li>Network: Loopback</li><li>Network: 10GbE</li></ul>${results}`).some((m) => m.conditions.network !== undefined)).toBe(false);
  });
});

describe("the one block size a report's method states", () => {
  it("reads sizes named in words, not sizes of data or of a file system alone", () => {
    expect(statedBlockSizes("writing 512GB of data in 1MB blocks over 4 clients")).toEqual([1048576]);
    expect(statedBlockSizes("with a block size of 4k")).toEqual([4096]);
    expect(statedBlockSizes("ブロックサイズは64KBで書き込み")).toEqual([65536]);
    expect(statedBlockSizes("512GB of data over 4 clients")).toEqual([]);
  });

  const table = `<table><tr><th>clients</th><th>Sequential write (MB/s)</th><th>Sequential read (MB/s)</th></tr><tr><td>1</td><td>1660</td><td>1937</td></tr><tr><td>2</td><td>1488</td><td>1340</td></tr></table>`;

  it("is the block size of a drive's reads and writes that no structure gave one", () => {
    const rows = page(`<p>We test the shares with iozone when writing 512GB of data in 1MB blocks from 1 or 2 clients.</p>${table}`);
    expect(rows.length).toBe(4);
    expect(new Set(rows.map((m) => m.conditions.block_size_bytes))).toEqual(new Set([1048576]));
  });

  it("is none when the method states two, when the sentence states a result, or when it speaks of no reading or writing", () => {
    const two = page(`<p>We test the shares with iozone, writing in 1MB blocks and reading in 4k blocks.</p>${table}`);
    expect(two.some((m) => m.conditions.block_size_bytes !== undefined)).toBe(false);
    const result = page(`<p>Writing with iozone in 1MB blocks gave 900 MB/s on the old share.</p>${table}`);
    expect(result.filter((m) => m.value === 1660).some((m) => m.conditions.block_size_bytes !== undefined)).toBe(false);
    const formatted = page(`<p>The iozone share is formatted with 4k blocks.</p>${table}`);
    expect(formatted.some((m) => m.conditions.block_size_bytes !== undefined)).toBe(false);
  });
});

describe("an offload switched by a word before its name", () => {
  it("is on after `with`, `w/`, `using` and off after `without`, `w/o`, `no`, the nearest switch deciding", async () => {
    const { conditionsFromText } = await import("../../../src/extract/conditions.ts");
    expect(conditionsFromText("With Single GRO")).toMatchObject({ offload_enabled: true });
    expect(conditionsFromText("With GRO & GSO (before Optimized)")).toMatchObject({ offload: "GRO & GSO on", offload_enabled: true });
    expect(conditionsFromText("w/o LRO")).toMatchObject({ offload_enabled: false });
    expect(conditionsFromText("with no offload")).toMatchObject({ offload_enabled: false });
    expect(conditionsFromText("With Post-Gather Channel").offload_enabled).toBeUndefined();
    expect(conditionsFromText("TSO off")).toMatchObject({ offload_enabled: false });
  });
});

describe("ioping's own defaults", () => {
  const summary = `--- /dev/sdb (block device 100 GiB) ioping statistics ---
10 requests completed in 9.1 s, 81 iops, 324.5 KiB/s
min/avg/max/mdev = 6.11 ms / 12.3 ms / 19.8 ms / 3.9 ms`;
  const rows = (body: string) => page(body).filter((m) => m.conditions.tool === "ioping").map((m) => [m.metric, m.operation, m.access]);

  it("are random reads where the output is pasted without its command or a word naming the direction", () => {
    expect(rows(`<p>On the block device:</p><pre>${summary}</pre>`)).toEqual([
      ["iops", "read", "random"], ["throughput", "read", "random"], ["latency", "read", "random"], ["latency", "read", "random"], ["latency", "read", "random"],
    ]);
  });

  it("give way to the command shown with it (`-W` writes, `-L` reads sequentially)", () => {
    expect(new Set(rows(`<pre>$ ioping -W -L -c 10 /dev/sdb\n${summary}</pre>`).map((r) => `${r[1]} ${r[2]}`))).toEqual(new Set(["write sequential"]));
  });
});

describe("an offload the name of a row's configuration switches", () => {
  it("reaches the rows of every structure that kept that name (a heading over list items)", () => {
    const rows = page(`<h2>Without GRO</h2><ul><li>768.62 Mbps Forward Transfer</li></ul><h2>With Full GRO</h2><ul><li>3634.26 Mbps Forward Transfer</li></ul>`);
    expect(rows.map((m) => [m.value, m.conditions.offload_enabled])).toEqual([[768.62, false], [3634.26, true]]);
  });
});

describe("the block size a program's command line sets (descriptors.json command_block_size)", () => {
  it("reads each program's own option, a bare number in the program's unit", async () => {
    const { readCommand, commandBlockSize } = await import("../../../src/extract/tools/commandLine.ts");
    const size = (t: string) => {
      const c = readCommand(`$ ${t}`);
      return c ? commandBlockSize(c) : undefined;
    };
    expect(size("nvmecontrol perftest -n 32 -o read -s 4096 -t 30 nvme0ns1")).toBe(4096);
    expect(size("iozone -a -r 4 -s 1g")).toBe(4096);
    expect(size("diskspd -b8K -d30 -o4 c:\\t.dat")).toBe(8192);
    expect(size("fio --name=x --bs=1m")).toBe(1048576);
    expect(size("iperf3 -c host -l 128k")).toBeNull();
  });

  it("gives the output under the command its size", () => {
    const rows = page(`<pre>$ nvmecontrol perftest -n 32 -o read -s 512 -t 30 nvme0ns1\nThreads: 32 Size:    512  READ Time:  30 IO/s:  151373 MB/s:   73</pre>`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((m) => m.conditions.block_size_bytes))).toEqual(new Set([512]));
  });
});

describe("a block size the method states", () => {
  it("is not given to figures before the sentence, nor outside its section", () => {
    const table = `<table><tr><th>clients</th><th>Sequential write (MB/s)</th></tr><tr><td>1</td><td>1660</td></tr><tr><td>2</td><td>1488</td></tr></table>`;
    const rows = page(`<h2>First</h2>${table}<h2>Second</h2><p>We test the shares with iozone, writing in 1MB blocks from 1 or 2 clients.</p>${table}<h2>Third</h2>${table}`);
    expect(rows.map((m) => m.conditions.block_size_bytes ?? null)).toEqual([null, null, 1048576, 1048576, null, null]);
  });
});

describe("a list the sentence before it calls the maker's figures", () => {
  it("is refused as a table of them is, with its reason; a list of measured figures is kept", async () => {
    const { extractAll: all } = await import("../../../src/extract/extractAll.ts");
    const { buildDocument: build } = await import("../../../src/document/buildDocument.ts");
    const out = all(build(`<html><head><meta charset="utf-8"><title>n</title></head><body><p>Speeds are the manufacturer's ratings:</p><ul><li>Sequential read 2,800 MB/s</li><li>Sequential write 2,000 MB/s</li></ul><p>We measured with dd:</p><ul><li>Sequential read 2,610 MB/s</li></ul></body></html>`));
    expect(out.measurements.filter((m) => !m.derived).map((m) => m.value)).toEqual([2610]);
    expect(out.rejects.filter((r) => /2,800|2,000/.test(String(r.raw))).length).toBe(2);
  });
});

describe("a block size a row's configuration names as one", () => {
  it("is the row's block size; another size in a configuration is not", async () => {
    const { completeDescriptors } = await import("../../../src/extract/completeDescriptors.ts");
    const row = (config: string) => ({ key: "k", report: 0, metric: "throughput" as const, operation: "read" as const, access: null, value: 3, unit: "MB/s", valueSi: 3e6, siUnit: "B/s", conditions: { config } as Record<string, string | number | boolean>, origin: "prose" as const, raw: "", locator: "p[1]/l1", context: "", note: null });
    const rows = [row("0.5KiB blocks"), row("16GB RAM")];
    completeDescriptors(rows as never);
    expect(rows.map((r) => r.conditions.block_size_bytes ?? null)).toEqual([512, null]);
  });
});
