import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind and model (or size) of every part a page's extraction records. */
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => [c.kind, c.model ?? c.capacityBytes ?? null]);
const reasons = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("a part read from prose needs evidence that the machine measured has it", () => {
  it("refuses a system, file system or RAID level a sentence only mentions, with a reject saying why", () => {
    const body = `<p>fio の結果を以下に示す。</p><p>btrfs はそれを必要としない。</p><p>debian12は問題なしです。</p><p>Their 2 × raid6 is the same layout as ours, roughly.</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).filter((r) => /on no machine measured/.test(r))).toHaveLength(3);
  });

  it("keeps the same names when the sentence says they are used, set up or tested on the machine", () => {
    const body = `<p>ラズパイには debian12 を入れています。</p><p>The drive is formatted as btrfs for the test.</p><p>We configured the four disks as raid6 and measured it with fio.</p>`;
    expect(parts(body).map((p) => p[0])).toEqual(["os", "filesystem", "raid_array"]);
  });

  it("keeps a name stated under its own kind word or written alone, and one in the page's title", () => {
    const body = `<p>ファイルシステムbtrfs</p><p>XFS</p><p>OS is Rocky Linux 9.3.</p>`;
    expect(parts(body).map((p) => p[0])).toEqual(["filesystem", "filesystem", "os"]);
    expect(parts("<p>nothing</p>", "Slow reads with btrfs and dm-crypt").map((p) => p[0])).toEqual(["filesystem"]);
  });

  it("refuses a memory or drive that is only a size in a sentence, but keeps one on a machine or used", () => {
    expect(parts(`<p>8 GB のデータは 24 GB RAM に収まってしまう。</p>`)).toEqual([]);
    expect(parts(`<p>This is on a laptop with 8 GB RAM.</p>`)).toEqual([["memory", 8 * 2 ** 30]]);
    expect(parts(`<p>余っていた32GBのmicroSDカードを用意しました。</p>`)).toEqual([["disk", 32e9]]);
  });

  it("refuses a size in a sentence that states a limit, even on a machine", () => {
    const body = `<p>作成したサーバーはメモリ2GBで16GB未満なので帯域は1Gbpsに制限されます。</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).some((r) => /about a limit/.test(r))).toBe(true);
    // `以下のように` (as below) states no limit: a machine's memory in that sentence stays
    expect(parts(`<p>以下のようにもう1台、8コア64GBメモリのサーバーを追加した。</p>`).filter((p) => p[0] === "memory")).toEqual([["memory", 64 * 2 ** 30]]);
  });

  it("refuses a product named in a wish or in a pointer to another post", () => {
    expect(parts(`<p>Kingston DataTraveler Max 256GB DTMAX/256GB も良さそうだったが、Samsung にした。</p>`)).toEqual([]);
    expect(parts(`<p>See related: Benchmarks of Ubuntu 24.04 on the Orange Pi 5</p>`)).toEqual([]);
    // named as an example, not as the machine's: `e.g.`, `例えば`
    expect(parts(`<p>The host operating system (e.g., Rocky Linux 9 vs. Debian) matters more than the drive.</p>`)).toEqual([]);
    expect(parts(`<p>例えばサーバーが Rocky Linux 9 なら設定は不要。</p>`)).toEqual([]);
    expect(parts(`<p>The host runs Rocky Linux 9.</p>`)).toEqual([["os", "Rocky Linux 9"]]);
  });

  it("takes a line as a spec line only when its label names the part's kind or the part itself", () => {
    // a hypothesis or a benchmark's name before a colon is no label of a part
    expect(parts(`<ul><li>仮説: btrfs のキャッシュに乗ったフローは速い。</li><li>Benchmark: internal 500GB SSD</li></ul>`)).toEqual([]);
    expect(parts(`<ul><li>fs: btrfs</li></ul>`).map((p) => p[0])).toEqual(["filesystem"]);
    expect(parts(`<ul><li>Kingston DataTraveler SE9: 32GB</li></ul>`).map((p) => p[0])).toEqual(["disk"]);
  });

  it("reads an image's caption as no spec line", () => {
    expect(parts(`<p>［画像：TrueNAS ベンチマーク結果］</p>`)).toEqual([]);
    // a real spec line of the kind stays
    expect(parts(`<ul><li>OS：TrueNAS</li><li>CPU：Core i5-8500</li></ul>`).map((p) => p[0])).toEqual(["os", "cpu"]);
  });

  it("takes owning the part or testing with it in the sentence as evidence (`my … pool`, `テストで比べた`, `載っている`)", () => {
    expect(parts(`<p>For comparison, bonnie++ on my btrfs pool, first with compression off:</p>`)).toEqual([["filesystem", "btrfs"]]);
    expect(parts(`<p>For comparison, bonnie++ on the btrfs pool, first with compression off:</p>`)).toEqual([]);
    expect(parts(`<p>ext4のままにするかbtrfsに作り直すか迷ったので、fioで簡単なテストをして比べた。</p>`).map((p) => p[1])).toEqual(["ext4", "btrfs"]);
    expect(parts(`<p>ext4のままにするかbtrfsに作り直すか迷った。</p>`)).toEqual([]);
    expect(parts(`<p>型番から調べると、載っているのは M.2 2280 NVMe SSD の 1TB。</p>`)).toEqual([["disk", 1e12]]);
    expect(parts(`<p>型番から調べると、カタログにあるのは M.2 2280 NVMe SSD の 1TB。</p>`)).toEqual([]);
  });

  it("keeps a part listed under a heading that introduces the test machine, not under any heading", () => {
    expect(parts(`<h2>Test setup</h2><ul><li>btrfs with zstd compression</li></ul>`)).toEqual([["filesystem", "btrfs"]]);
    expect(parts(`<h2>検証環境</h2><ul><li>btrfs (zstd 圧縮あり)</li></ul>`)).toEqual([["filesystem", "btrfs"]]);
    expect(parts(`<h2>Thoughts</h2><ul><li>btrfs with zstd compression</li></ul>`)).toEqual([]);
  });

  it("keeps a part after a sentence that leads into the test machine with a colon, not after any sentence", () => {
    expect(parts(`<p>テスト環境は以下の通り：</p><ul><li>CPU Ryzen 5</li><li>btrfs (zstd)</li></ul>`).map((p) => p[0])).toEqual(["cpu", "filesystem"]);
    expect(parts(`<p>テスト環境は以下の通り：</p><p>ext4 のまま</p>`)).toEqual([["filesystem", "ext4"]]);
    expect(parts(`<p>感想など</p><ul><li>CPU Ryzen 5</li><li>btrfs (zstd)</li></ul>`).map((p) => p[0])).toEqual(["cpu"]);
    expect(parts(`<p>Thoughts:</p><ul><li>btrfs with zstd compression</li></ul>`)).toEqual([]);
    // a lead-in to findings, though it has a word of owning or testing, is no setup
    expect(parts(`<p>Our key recommendations from the tests are as follows:</p><ul><li>For write-heavy loads btrfs is the one to pick.</li></ul>`)).toEqual([]);
  });

  it("keeps a drive known only by its size when the sentence gives its result (a rate)", () => {
    expect(parts(`<p>あの 512GB の SSD は 2.1 GB/s が上限だった。</p>`)).toEqual([["disk", 512e9]]);
    expect(parts(`<p>The old 256GB SSD topped out at 480 MB/s.</p>`)).toEqual([["disk", 256e9]]);
    expect(parts(`<p>あの 512GB の SSD は高かった。</p>`)).toEqual([]);
  });
});
