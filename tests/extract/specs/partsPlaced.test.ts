import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind and model (or size) of every part a page's extraction records. */
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => [c.kind, c.model ?? c.capacityBytes ?? null]);
const reasons = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("a part named in a sentence that shows it is no part of the machine measured is refused, with a reject saying why", () => {
  it("refuses a size in a sentence that states a limit, even on a machine", () => {
    const body = `<p>作成したサーバーはメモリ2GBで16GB未満なので帯域は1Gbpsに制限されます。</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).some((r) => /about a limit/.test(r))).toBe(true);
    // `以下のように` (as below) states no limit: a machine's memory in that sentence stays
    expect(parts(`<p>以下のようにもう1台、8コア64GBメモリのサーバーを追加した。</p>`).filter((p) => p[0] === "memory")).toEqual([["memory", 64 * 2 ** 30]]);
    // a spec line under its kind's label is the machine's, whatever else it says
    expect(parts(`<ul><li>Memory: 16GB or more</li></ul>`).filter((p) => p[0] === "memory")).toEqual([["memory", 16 * 2 ** 30]]);
  });

  it("refuses a product named in a wish or in a pointer to another post", () => {
    expect(parts(`<p>Kingston DataTraveler Max 256GB DTMAX/256GB も良さそうだったが、Samsung にした。</p>`)).toEqual([]);
    expect(parts(`<p>See related: Benchmarks of Ubuntu 24.04 on the Orange Pi 5</p>`)).toEqual([]);
    expect(reasons(`<p>See related: Benchmarks of Ubuntu 24.04 on the Orange Pi 5</p>`).some((r) => /lacks or might do/.test(r))).toBe(true);
  });

  it("refuses a part named as an example (`e.g.`, `例えば`), not one the machine runs", () => {
    expect(parts(`<p>The host operating system (e.g., Rocky Linux 9 vs. Debian) matters more than the drive.</p>`)).toEqual([]);
    expect(parts(`<p>例えばサーバーが Rocky Linux 9 なら設定は不要。</p>`)).toEqual([]);
    expect(parts(`<p>The host runs Rocky Linux 9.</p>`)).toEqual([["os", "Rocky Linux 9"]]);
  });

  it("reads an image's caption as no spec line, so an aside in it is refused like a sentence's", () => {
    expect(parts(`<p>［画像：Kingston A400 も良さそう］</p>`)).toEqual([]);
    // a real spec line of the kind stays
    expect(parts(`<ul><li>OS：TrueNAS</li><li>CPU：Core i5-8500</li></ul>`).map((p) => p[0])).toEqual(["os", "cpu"]);
  });
});
