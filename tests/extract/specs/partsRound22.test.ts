import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind and model (or size) of every part a page's extraction records. */
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => [c.kind, c.model ?? c.capacityBytes ?? null]);
const reasons = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("round 22 (issue 25): parts refused and read in every structure", () => {
  it("refuses a rate where a model should start: results under sizes written as labels (`100 MB: 3.79 MB/s, 200 MB: …`)", () => {
    const body = `<p>Reading the file took: (50 MB: 3.17 MB/s,<br>100 MB: 3.79 MB/s, 200 MB: 4.13 MB/s, 400 MB: 4.24 MB/s).</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).filter((r) => /measured figure is no part/.test(r)).length).toBeGreaterThan(0);
    const list = `<ul><li>1 GB: 812 MiB/s, 2 GB: 790 MiB/s</li><li>4 GB: 640 MiB/s; 8 GB: 512 MiB/s</li></ul>`;
    expect(parts(list)).toEqual([]);
    // a board's name with a remark after a comma, and a drive's size leading its value, stay
    expect(parts(`<ul><li>MB: ASUS PRIME B450M-A, ATX</li><li>HDD: 500GB, SATA</li></ul>`)).toEqual([
      ["motherboard", "ASUS PRIME B450M-A, ATX"],
      ["disk", 500e9],
    ]);
  });

  it("refuses a system named inside a host's name, spaces aside (`ubuntu26-test` is no Ubuntu 26)", () => {
    const body = `<p>VM ubuntu26-test、qcow2、約26分。</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).some((r) => /name inside another name/.test(r))).toBe(true);
    expect(parts(`<p>The guest debian12-builder finished in 4 minutes.</p>`)).toEqual([]);
    // the system a machine runs, written apart from a host's name, stays
    expect(parts(`<p>The VM runs Ubuntu 22.04 on the host pve-node1.</p>`)).toEqual([["os", "Ubuntu 22.04"]]);
  });

  it("reads the BSDs and OpenSolaris as operating systems wherever they are written", () => {
    expect(parts(`<p>The client is my desktop machine running OpenBSD 7.4 amd64. The file server runs on DragonFly BSD 6.4.0.</p>`)).toEqual([
      ["os", "OpenBSD 7.4"],
      ["os", "DragonFly BSD 6.4.0"],
    ]);
    expect(parts(`<ul><li>OS: NetBSD 9.3</li><li>CPU: Core i5-8500</li></ul>`).filter((p) => p[0] === "os")).toEqual([["os", "NetBSD 9.3"]]);
    expect(parts(`<ul><li>Host OS: OpenSolaris 2009.06</li></ul>`)).toEqual([["os", "OpenSolaris 2009.06"]]);
  });

  it("reads a mail body left unwrapped on one line a sentence at a time", () => {
    const long = "I tried a few block sizes over the weekend and the numbers below are the best of three runs each. ".repeat(2);
    const body = `<pre>From: someone@example.org\nSubject: Re: NFS speed\n\n${long}My desktop machine running FreeBSD 14.1 is the client. ${long}\n</pre>`;
    expect(parts(body)).toEqual([["os", "FreeBSD 14.1"]]);
  });
});

describe("round 22 (issue 25): drive makers as pages write them", () => {
  it("reads `SK Hynix` as the maker, so the count and size written before it stay with the drive", () => {
    expect(extract(`<p>The pool has 2x 932 GB SK Hynix P31 drives.</p>`).components.map((c) => [c.vendor, c.model, c.count, c.capacityBytes])).toEqual([
      ["SK Hynix", "P31", 2, 932e9],
    ]);
  });

  it("reads a maker's product line written without the maker as that maker's drive (`FireCuda 520`, `12 TB IronWolf drives`)", () => {
    const got = (body: string) => extract(body).components.map((c) => [c.kind, c.vendor, c.model, c.count, c.capacityBytes]);
    // (the size joined to it by the Japanese possessive is its own, session 32)
    expect(got(`<p>私たちは 2TBの FireCuda 520 (PCIe 4.0 SSD) をラップトップに取り付けた。</p>`)).toEqual([["disk", "Seagate", "FireCuda 520", 1, 2e12]]);
    expect(got(`<p>The pool is a raidz2 vdev of eight 12 TB IronWolf drives, over a single 1GbE link.</p>`)).toEqual([["disk", "Seagate", "IronWolf", 8, 12e12]]);
    // the maker written before its line is read once, as before
    expect(got(`<p>I used a Seagate FireCuda 530 2TB.</p>`)).toEqual([["disk", "Seagate", "FireCuda 530", 1, 2e12]]);
    // a line named with no model, size or drive word is no drive
    expect(got(`<p>The Barracuda lineup is cheap.</p>`)).toEqual([]);
  });

  it("reads KingSpec as a drive maker, so a NAS named beside its drives is no drive", () => {
    const got = extract(`<p>For this test I used a DS418 with an SSD pool of 2x KingSpec 1TB SATA SSD.</p>`).components;
    expect(got.map((c) => [c.kind, c.vendor, c.count, c.capacityBytes])).toEqual([["disk", "KingSpec", 2, 1e12]]);
  });
});

describe("round 22 (issue 25): an operating system in a sentence", () => {
  it("keeps a Windows release named by a word (`XP`, `Vista`) as a versioned system, not a family named in passing", () => {
    expect(parts(`<p>I run Windows XP(SP3) on it.</p>`)).toEqual([["os", "Windows XP"]]);
    expect(parts(`<p>The old laptop still boots Windows Vista.</p>`)).toEqual([["os", "Windows Vista"]]);
    // a family alone stays refused, and so does a release in an aside
    expect(parts(`<p>Ubuntu の LTS が出たら試したい。</p>`)).toEqual([]);
    expect(parts(`<p>Windows XP/2003 では標準で iSCSI Initiator はありませんが。</p>`)).toEqual([]);
  });

  it("reads `をインストール` as a machine running the system, as `installed` is", () => {
    expect(parts(`<p>前に書いたように openSUSE をインストールしてデュアルブートにした。</p>`)).toEqual([["os", "openSUSE"]]);
    expect(parts(`<p>I installed openSUSE next to it.</p>`)).toEqual([["os", "openSUSE"]]);
  });
});
