import { describe as suite, expect, it } from "vitest";
import { describe } from "../../src/grammar/describe.ts";
import { describeContext, markedPhrases, scopeDescriptors } from "../../src/grammar/scopeDescriptors.ts";

suite("scopeDescriptors", () => {
  it("composes title → section → lead → label → run → line, the inner level overriding field by field", () => {
    const d = scopeDescriptors([
      { level: "line", text: "Random Read" },
      { level: "title", text: "NFSv3 over 10GbE: sequential tests" },
      { level: "section", text: "Write Back" },
      { level: "run", text: "2回目" },
      { level: "label", text: "4K QD32" },
    ]);
    expect(d).toMatchObject({ protocol: "NFS", nfsVersion: 3, network: "10GbE", access: "random", operation: "read", blockSizeBytes: 4096, queueDepth: 32, run: 2, config: ["Write Back"] });
  });
  it("keeps outer fields the inner levels do not state (context is always attached)", () => {
    const d = scopeDescriptors([{ level: "section", text: "InfiniBand" }, { level: "line", text: "tcp_bw" }]);
    expect(d).toMatchObject({ network: "InfiniBand", transport: "TCP", test: "tcp_bw", metric: "throughput" });
  });
  it("takes parsed descriptors as well as texts", () => {
    expect(scopeDescriptors([{ level: "title", descriptor: describe("SMB") }, { level: "line", text: "Write" }])).toMatchObject({ protocol: "SMB", operation: "write" });
  });
});

suite("case markers", () => {
  it("finds what the following figures are about", () => {
    expect(markedPhrases("10GbE環境でNFSv3を使った場合の結果")).toEqual(["10GbE環境", "NFSv3"]);
    expect(markedPhrases("Results on a 10GbE link, with Write Back cache.")).toEqual(["a 10GbE link", "Write Back cache"]);
    expect(markedPhrases("RAID 6にすると")).toEqual(["RAID 6"]);
  });
  it("a marked drive is the subject of a lead-in sentence", () => {
    expect(describeContext("Samsung 970 EVOで計測した結果です").subject).toEqual({ kind: "storage", text: "Samsung 970 EVO" });
    expect(describeContext("Measured on the Intel X520-DA2, as below").subject).toMatchObject({ kind: "adapter" });
  });
  it("a lead-in states its network and protocol through the same grammar", () => {
    expect(describeContext("10GbE環境でNFSv3を使った場合の結果")).toMatchObject({ network: "10GbE", protocol: "NFS", nfsVersion: 3 });
  });
});
