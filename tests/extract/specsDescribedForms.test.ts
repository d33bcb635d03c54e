import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind, vendor, model, count, capacity and clock of every part a page's extraction records. */
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => [c.kind, c.vendor ?? null, c.model, c.count ?? null, c.capacityBytes ?? null, c.clockHz ?? null]);

describe("machines and parts in the forms reports give them", () => {
  it("makes the drive a datasheet heading names (part number and capacity in parentheses) a disk, with no result on the page", () => {
    const body = `<h1>What a drive datasheet promises</h1><h2>Barracuda 7200.12 (ST3500418AS, 500 GB)</h2>
      <table><tr><td>Sustained data rate</td><td>125 MB/s</td></tr><tr><td>Average seek (read)</td><td>8.5 ms</td></tr></table>
      <h2>Exos X16 (16 TB, ST16000NM001G)</h2><p>The enterprise drive of the same maker, for comparison.</p>`;
    const ex = extract(body, "Hard disk datasheets");
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes, c.attrs?.product_line])).toEqual([
      ["disk", "ST3500418AS", 500e9, "Barracuda 7200.12"],
      ["disk", "ST16000NM001G", 16e12, "Exos X16"],
    ]);
    expect(ex.systems).toEqual([]);
  });

  it("does not make a memory kit or any product a disk when nothing around its heading speaks of disks", () => {
    expect(parts(`<h2>Vengeance LPX (CMK16GX4M2B3200C16, 16 GB)</h2><p>Two modules at 3200 MT/s.</p>`, "Memory kits")).toEqual([]);
  });

  it("gives the memory a spec list names by type and size the part number and maker dmidecode prints for it", () => {
    const body = `<h2>仕様</h2><ul><li>メモリ：LPDDR4 8GB（オンボード）</li><li>CPU：Celeron N5105</li></ul>
      <h2>dmidecode</h2><pre>$ sudo dmidecode -t memory
Handle 0x0011, DMI type 17, 92 bytes
Memory Device
	Size: 8 GB
	Form Factor: Row Of Chips
	Type: LPDDR4
	Speed: 2933 MT/s
	Manufacturer: Samsung
	Part Number: K4UBE3D4AA-MGCL
</pre>`;
    const memory = extract(body).components.filter((c) => c.kind === "memory");
    expect(memory.map((c) => [c.vendor, c.model, c.capacityBytes, c.attrs?.type])).toEqual([["Samsung", "K4UBE3D4AA-MGCL", 8 * 2 ** 30, "LPDDR4"]]);
  });

  it("keeps LPDDR as written in a spec line (it is not DDR), its X not a count of modules", () => {
    expect(parts(`<ul><li>メモリ：LPDDR5 16GB</li></ul>`)).toEqual([["memory", null, "LPDDR5", null, 16 * 2 ** 30, null]]);
    expect(parts(`<ul><li>メモリ：LPDDR4X 8GB</li></ul>`)).toEqual([["memory", null, "LPDDR4X", null, 8 * 2 ** 30, null]]);
  });

  it("reads a machine described in an English sentence with the clock before the core count and the family", () => {
    const ex = extract(`<p>The test machine is a 2019 iMac with a 3.6GHz 8-core Intel Core i9, 64GB of RAM and a 2TB Apple SSD.</p>`);
    expect(ex.systems).toHaveLength(1);
    expect(ex.components.map((c) => [c.system, c.kind, c.vendor, c.model, c.capacityBytes, c.clockHz])).toEqual([
      ["s001", "cpu", "Intel", "Core i9", null, 3.6e9],
      ["s001", "memory", null, null, 64 * 2 ** 30, null],
      ["s001", "disk", "Apple", null, 2e12, null],
    ]);
    expect(ex.components[0]?.attrs?.cores_per_cpu).toBe(8);
  });

  it("does not take the words after a drive's brand that say what kind of drive it is (`thumb drive`) or where it goes (`over USB`)", () => {
    expect(parts(`<p>A Kingston 64GB thumb drive wrote at 40MB/s.</p>`)).toEqual([["disk", "Kingston", null, 1, 64e9, null]]);
    expect(parts(`<p>Copying the folder onto a Samsung Portable SSD T7 over USB 3.2 took 9 seconds.</p>`).map((p) => p.slice(0, 3))).toEqual([["disk", "Samsung", "Portable SSD T7"]]);
    // a lower-case word of the product's own name stays
    expect(parts(`<p>Card: SanDisk Extreme plus 64GB.</p>`).map((p) => p.slice(0, 3))).toEqual([["disk", "SanDisk", "Extreme plus"]]);
  });

  it("makes one machine of a report whose tool output prints its hardware, named as systeminfo names it", () => {
    const body = `<h2>環境</h2><pre>&gt; systeminfo
OS 名:                  Microsoft Windows 11 Pro
システム製造元:         LENOVO
システム モデル:        ThinkCentre M75q Gen 2
物理メモリの合計:       15,731 MB
</pre><pre>&gt; wmic diskdrive get model,size
Model                          Size
WDC PC SN530 SDBPMPZ-512G-1101  512105932800
</pre>`;
    const ex = extract(body);
    expect(ex.systems.map((s) => [s.key, s.name, s.count])).toEqual([["s001", "ThinkCentre M75q Gen 2", 1]]);
    expect(ex.components.map((c) => [c.system, c.kind, c.model, c.capacityBytes])).toEqual([
      ["s001", "os", "Windows 11 Pro", null],
      ["s001", "memory", null, 15731 * 2 ** 20],
      ["s001", "disk", "WDC PC SN530 SDBPMPZ-512G-1101", 512105932800],
    ]);
  });

  it("makes no machine of tool output that prints one kind of part only", () => {
    const ex = extract(`<pre>$ free -m
               total        used        free      shared  buff/cache   available
Mem:           64215        3121       58012          12        3081       60456
</pre>`);
    expect([ex.systems.length, ex.components.map((c) => [c.system, c.kind, c.capacityBytes])]).toEqual([0, [[null, "memory", 64215 * 2 ** 20]]]);
  });

  it("reads a Japanese spec table (項目｜内容) as one machine: cores and threads, modules in parentheses, storage, OS, NIC and board", () => {
    const ex = extract(`<h2>検証環境</h2><table><tr><th>項目</th><th>内容</th></tr>
      <tr><td>CPU</td><td>Intel Core i7-12700（12コア20スレッド、2.1GHz）</td></tr><tr><td>メモリ</td><td>32GB（16GB×2）DDR4-3200</td></tr>
      <tr><td>ストレージ</td><td>Samsung 980 PRO 1TB（NVMe）</td></tr><tr><td>OS</td><td>Ubuntu 22.04 LTS</td></tr>
      <tr><td>NIC</td><td>Intel X550-T2（10GBASE-T）</td></tr><tr><td>マザーボード</td><td>ASUS PRIME B660M-A</td></tr></table>`);
    expect(ex.systems.map((s) => s.label)).toEqual(["検証環境"]);
    expect(ex.components.map((c) => [c.system, c.kind, c.model, c.count ?? null, c.capacityBytes ?? null, c.clockHz ?? c.speedBps ?? null])).toEqual([
      ["s001", "cpu", "Core i7-12700", null, null, 2.1e9],
      ["s001", "memory", "DDR4-3200", 2, 32 * 2 ** 30, null],
      ["s001", "disk", "Samsung 980 PRO", 1, 1e12, null],
      ["s001", "os", "Ubuntu 22.04 LTS", null, null, null],
      ["s001", "nic", "Intel X550-T2", null, null, 1e10],
      ["s001", "motherboard", "ASUS PRIME B660M-A", null, null, null],
    ]);
    expect(ex.components[0]?.attrs).toMatchObject({ cores: 12, threads: 20 });
  });

  it("reads a 箇条書き spec list and a table with one column per machine (サーバー｜クライアント) as their machines", () => {
    const list = extract(`<h2>テスト機</h2><ul><li>CPU：AMD Ryzen 7 5800X</li><li>メモリ：DDR4-3200 16GB×2</li><li>OS：Windows 11 Pro 23H2</li><li>ファイルシステム：NTFS</li></ul>`);
    expect(list.components.map((c) => [c.system, c.kind, c.model, c.count ?? null, c.capacityBytes ?? null])).toEqual([
      ["s001", "cpu", "Ryzen 7 5800X", null, null],
      ["s001", "memory", "DDR4-3200", 2, 32 * 2 ** 30],
      ["s001", "os", "Windows 11 Pro 23H2", null, null],
      ["s001", "filesystem", "NTFS", null, null],
    ]);
    const pair = extract(`<table><tr><th>項目</th><th>サーバー</th><th>クライアント</th></tr><tr><td>CPU</td><td>Xeon E-2388G</td><td>Core i5-13400</td></tr>
      <tr><td>メモリ</td><td>64GB</td><td>32GB</td></tr><tr><td>NIC</td><td>Mellanox ConnectX-4 Lx（25GbE）</td><td>Intel X710-DA2</td></tr></table>`);
    expect(pair.systems.map((s) => [s.key, s.role])).toEqual([["s001", "server"], ["s002", "client"]]);
    expect(pair.components.map((c) => [c.system, c.kind, c.model, c.capacityBytes ?? c.speedBps ?? null])).toEqual([
      ["s001", "cpu", "Xeon E-2388G", null],
      ["s001", "memory", null, 64 * 2 ** 30],
      ["s001", "nic", "Mellanox ConnectX-4 Lx", 25e9],
      ["s002", "cpu", "Core i5-13400", null],
      ["s002", "memory", null, 32 * 2 ** 30],
      ["s002", "nic", "Intel X710-DA2", null],
    ]);
  });

  it("takes a computer's product line as a machine word and as the machine's name (`a 2019 iMac`, `PowerEdge R740xd`)", () => {
    const imac = extract(`<p>All runs used a 2019 iMac with a 3.6GHz 8-core Intel Core i9, 64GB of RAM and a 2TB Apple SSD.</p>`);
    expect(imac.systems.map((s) => s.name)).toEqual(["iMac"]);
    expect(imac.components.map((c) => [c.system, c.kind])).toEqual([["s001", "cpu"], ["s001", "memory"], ["s001", "disk"]]);
    const server = extract(`<p>The box is a Dell PowerEdge R740xd with two Xeon Gold 6130 and 192GB of RAM.</p>`);
    expect(server.systems.map((s) => [s.name, s.count])).toEqual([["PowerEdge R740xd", 1]]);
    expect(server.components.map((c) => [c.kind, c.model, c.count])).toEqual([["cpu", "Xeon Gold 6130", 2], ["memory", null, null]]);
    // a size after the line is not part of its name
    expect(extract(`<p>The laptop is a MacBook Pro 16 32GB with an Intel Core i7-9750H and 32GB of RAM.</p>`).systems.map((s) => s.name)).toEqual(["MacBook Pro 16"]);
  });

  it("reads a card or drive named by maker words before its capacity and format (`an Amazon Basics 64GB microSDXC card`)", () => {
    expect(parts(`<p>The card is a Gigastone Camera Plus 128GB microSDXC card.</p>`)).toEqual([["disk", "Gigastone", "Gigastone Camera Plus", 1, 128e9, null]]);
    // the sentence's own words before the maker are not the maker (a size alone needs the machine beside it: see partsPlaced.test.ts)
    expect(parts(`<p>The 64GB SSD of the laptop was nearly full.</p>`).map((p) => p.slice(0, 3))).toEqual([["disk", null, null]]);
  });

  it("makes no single machine of tool output that prints two different processors (a client's and a server's lscpu)", () => {
    const ex = extract(`<h3>server</h3><pre>Model name:            Intel(R) Xeon(R) Gold 6226R CPU @ 2.90GHz
Socket(s):             2
</pre><h3>client</h3><pre>Model name:            AMD Ryzen 9 5950X 16-Core Processor
Socket(s):             1
</pre><pre>$ free -g
              total        used        free      shared  buff/cache   available
Mem:            125           3         118           0           3         120
</pre>`);
    expect(ex.systems).toEqual([]);
    expect(ex.components.map((c) => [c.system, c.kind, c.model])).toEqual([[null, "cpu", "Xeon Gold 6226R"], [null, "cpu", "Ryzen 9 5950X"], [null, "memory", null]]);
  });
});

