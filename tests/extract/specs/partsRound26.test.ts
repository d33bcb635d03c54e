import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { diskPhrases } from "../../../src/extract/specs/diskPhrases.ts";
import { machineNameAt } from "../../../src/extract/specs/machineModel.ts";
import { cpu } from "../../../src/extract/specs/parseSpecValue.ts";
import { partsIn } from "../../../src/extract/specs/proseSystems.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>Speed test</title></head><body>${body}</body></html>`));
const systemsOf = (body: string) => extract(body).components.filter((c) => c.kind === "system").map((c) => c.model);

describe("a machine named only by its model (session 26, issue 25)", () => {
  it("reads a heading over each result section as a system part, with the disk its section gives by size alone", () => {
    const ex = extract(`<h1>ノートPCのSSDを比べた</h1>
<h2>ThinkPad X280</h2><p>まずは X280 から。SSD容量は512GBです。</p><p>書き込みは 500MB/s でした。</p>
<h2>Let's note SV8 (12.1インチ, 2019)</h2><p>次に SV8 です。SSD容量は256GBです。</p><p>書き込みは 900MB/s でした。</p>`);
    const sys = ex.components.filter((c) => c.kind === "system");
    expect(sys.map((c) => c.model)).toEqual(["ThinkPad X280", "Let's note SV8 (12.1インチ, 2019)"]);
    const disks = ex.components.filter((c) => c.kind === "disk").map((c) => [c.system, c.capacityBytes, c.model]);
    expect(disks).toEqual([[sys[0]?.system, 512e9, null], [sys[1]?.system, 256e9, null]]);
    // each machine is a systems row named so
    expect(ex.systems.map((s) => s.name)).toEqual(["ThinkPad X280", "Let's note SV8 (12.1インチ, 2019)"]);
  });

  it("reads list items that are a computer's name and nothing else, and a section head written as a marked paragraph", () => {
    expect(systemsOf(`<p>検証した機種は以下の2機種です。</p><ul><li>MacBook Air (13-inch, Early 2015)</li><li>Macbook (Retina, 12-inch, 2017)</li></ul>`)).toEqual([
      "MacBook Air (13-inch, Early 2015)",
      "Macbook (Retina, 12-inch, 2017)",
    ]);
    expect(systemsOf(`<p>■VAIO S11 内蔵SDカードスロット</p><ul><li>Read: 40MB/s</li></ul><p>■ThinkPad 10 microSDスロット</p><ul><li>Read: 20MB/s</li></ul>`)).toEqual(["VAIO S11", "ThinkPad 10"]);
  });

  it("reads the row heads of a results table naming boards, a line that holds its own number, and a maker of computers only", () => {
    const table = `<table><tr><th>Board</th><th>Send</th><th>Receive</th></tr><tr><td>Rock64</td><td>940Mb/s</td><td>930Mb/s</td></tr>
<tr><td>OrangePiZero (100Mbit)</td><td>94Mb/s</td><td>94Mb/s</td></tr><tr><td>Banana Pi M2</td><td>600Mb/s</td><td>580Mb/s</td></tr></table>`;
    expect(systemsOf(table)).toEqual(["Rock64", "OrangePiZero", "Banana Pi M2"]);
    expect(systemsOf(`<ul><li>Beelink SER5（Ryzen 5 5560U）</li><li>Proxmox VE 8.1</li></ul>`)).toEqual(["Beelink SER5"]);
  });

  it("reads a cloud machine by its instance type under a machine's label, on the machine the spec row makes, with its volumes", () => {
    const ex = extract(`<table><tr><th>項目</th><th>値</th></tr><tr><td>リージョン</td><td>ap-northeast-1</td></tr><tr><td>インスタンス</td><td>c7g.xlarge（4 vCPU / 8 GiB）・root 30 GiB gp3・追加 100 GiB gp3</td></tr></table><p>dd の書き込みは 140 MiB/s だった。</p>`);
    const sys = ex.components.find((c) => c.kind === "system");
    expect(sys?.model).toBe("c7g.xlarge");
    expect(ex.systems.map((s) => [s.key, s.name])).toEqual([[sys?.system, "c7g.xlarge"]]);
    expect(machineNameAt("Standard_LRS")).toBeNull();
    expect(machineNameAt("n2-standard-8")?.name).toBe("n2-standard-8");
  });

  it("names no machine from a line alone, a line and the year it was bought, a sentence, or a table without figures", () => {
    expect(systemsOf(`<h2>MacBook Pro の内蔵SSDを機種ごとに比較</h2><p>書き込みは 500MB/s でした。</p>`)).toEqual([]);
    // one heading naming a machine is the page's subject, not a result section of each machine compared
    expect(systemsOf(`<h1>ProLiant DL360e G8にM.2 NVMe SSDを足す</h1><p>書き込みは 1500MB/s でした。</p>`)).toEqual([]);
    expect(systemsOf(`<h3>MacBook 2020, OSX</h3><p>read 2000 MiB/s</p>`)).toEqual([]);
    expect(systemsOf(`<ul><li>ThinkPad X1 Carbon is fast and light</li></ul>`)).toEqual([]);
    expect(systemsOf(`<table><tr><th>Model</th><th>Notes</th></tr><tr><td>ThinkPad T14</td><td>spare</td></tr></table>`)).toEqual([]);
    expect(machineNameAt("iMac 27インチ")).toBeNull();
    expect(machineNameAt("Raspberry Pi 4 Model B 8GB")).toEqual({ name: "Raspberry Pi 4 Model B", rest: "8GB" });
  });
});

describe("a disk by its size alone and processors by their maker (session 26)", () => {
  it("reads the capacity word between a drive word and its size", () => {
    expect(diskPhrases("SSD容量は1TBです。").map((d) => [d.capacityBytes, d.model])).toEqual([[1e12, null]]);
    expect(diskPhrases("HDDの容量:500GBで、")).toHaveLength(1);
    // a file's size is none
    expect(diskPhrases("SSDに4GBのファイルを書いた")).toEqual([]);
  });

  it("takes a ditto cell of a machine-per-column table, `同一` or one restating the model in brackets, as the cell before it", () => {
    const ex = extract(`<table><tr><th>項目</th><th>送信ホスト</th><th>受信ホスト</th></tr><tr><td>OS</td><td>Ubuntu 24.04 LTS</td><td>Ubuntu 22.04 LTS</td></tr>
<tr><td>CPU</td><td>Intel Xeon Gold 6338 @ 2.00GHz</td><td>同上（Xeon Gold 6338）</td></tr><tr><td>NIC</td><td>Intel E810-C 100GbE</td><td>同一</td></tr></table>`);
    const of = (kind: string) => ex.components.filter((c) => c.kind === kind).map((c) => [c.system, c.model]);
    expect(of("cpu")).toEqual([["s001", "Xeon Gold 6338"], ["s002", "Xeon Gold 6338"]]);
    expect(of("nic").map((p) => p[0])).toEqual(["s001", "s002"]);
  });

  it("reads a line other things share after its maker with its tier, and Core 2's numbers after the maker", () => {
    expect(cpu("Apple M2 Ultra")).toMatchObject({ vendor: "Apple", model: "M2 Ultra" });
    expect(cpu("Core i5 Max").model).toBe("Core i5");
    const parts = (t: string) => partsIn(t).filter((p) => p.kind === "cpu").map((p) => [p.vendor, p.model]);
    expect(parts("The box is an old computer with an Intel Q9550 and 8 GB RAM.")).toEqual([["Intel", "Q9550"]]);
    expect(parts("It used an Intel Core 2 T7200 processor.")).toEqual([["Intel", "Core 2 T7200"]]);
    expect(parts("It used an Intel Core 2 Duo E8400 at 3.0GHz.")).toEqual([["Intel", "Core2 Duo E8400"]]);
    // a bare number is no processor
    expect(parts("Model E6600 of the router")).toEqual([]);
  });
});
