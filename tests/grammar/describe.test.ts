import { describe as suite, expect, it } from "vitest";
import { describe } from "../../src/grammar/describe.ts";

const fields = (text: string) => {
  const d = describe(text);
  return Object.fromEntries(Object.entries(d).filter(([, v]) => v !== null && !(Array.isArray(v) && !v.length)));
};

suite("describe: test names of the CrystalDiskMark family, every version", () => {
  it.each([
    ["SEQ1M Q8T1", { access: "sequential", blockSizeBytes: 1048576, queueDepth: 8, threads: 1 }],
    ["RND4K Q32T16", { access: "random", blockSizeBytes: 4096, queueDepth: 32, threads: 16 }],
    ["Seq Q32T1", { access: "sequential", queueDepth: 32, threads: 1 }],
    ["4K Q8T8", { access: "random", blockSizeBytes: 4096, queueDepth: 8, threads: 8 }],
    ["512K", { access: "random", blockSizeBytes: 524288 }],
    ["Random Write 4KiB (Q= 32,T= 1)", { operation: "write", access: "random", blockSizeBytes: 4096, queueDepth: 32, threads: 1 }],
    ["4K QD32 Read", { operation: "read", access: "random", blockSizeBytes: 4096, queueDepth: 32 }],
    ["4K-64Thrd", { access: "random", blockSizeBytes: 4096, threads: 64 }],
  ])("%s", (text, want) => expect(fields(text)).toMatchObject(want));
  it("a size glued to a noun is no block (`4K動画`)", () => expect(describe("4K動画の再生").blockSizeBytes).toBeNull());
  it("a lower-case `m` alone is metres or minutes, not a size, unless a test word stands beside it", () => {
    expect(describe("16m (1m-HUB-15m)").blockSizeBytes).toBeNull();
    expect(describe("115m").fileSizeBytes).toBeNull();
    expect(describe("seq read 1m").blockSizeBytes).toBe(2 ** 20);
    expect(describe("1M").blockSizeBytes).toBe(2 ** 20);
  });
  it("a size of 64 MiB or more, or next to a file word, is the file size", () => {
    expect(describe("1GiB Read").fileSizeBytes).toBe(2 ** 30);
    expect(describe("ファイルサイズ 4KB 書き込み").fileSizeBytes).toBe(4096);
  });
});

suite("describe: every tool's test vocabulary", () => {
  it.each([
    ["randread", { tool: "fio", operation: "read", access: "random" }],
    ["rw=randwrite", { tool: "fio", operation: "write", access: "random" }],
    ["randrw", { tool: "fio", operation: "read_write", access: "random" }],
    ["seqwr", { tool: "sysbench", operation: "write", access: "sequential" }],
    ["rndrw", { tool: "sysbench", operation: "read_write", access: "random" }],
    ["Block output", { tool: "bonnie++", operation: "write", access: "sequential" }],
    ["Block input", { tool: "bonnie++", operation: "read", access: "sequential" }],
    ["Random Seeks", { tool: "bonnie++", metric: "iops", access: "random" }],
    ["TCP_STREAM", { tool: "netperf", operation: "transfer", transport: "TCP", metric: "throughput" }],
    ["TCP_MAERTS", { tool: "netperf", transport: "TCP", direction: "reverse" }],
    ["UDP_STREAM", { tool: "netperf", transport: "UDP" }],
    ["tcp_bw", { tool: "qperf", operation: "transfer", transport: "TCP", metric: "throughput" }],
    ["tcp_lat", { tool: "qperf", transport: "TCP", metric: "latency" }],
    ["rc_bw", { tool: "qperf", transport: "RDMA" }],
    ["receiver", { tool: "iperf", direction: "receiver" }],
    ["Timing buffered disk reads", { tool: "hdparm", operation: "read", access: "sequential" }],
    ["Timing cached reads", { tool: "hdparm", operation: "read", config: ["cached"] }],
  ])("%s", (text, want) => expect(fields(text)).toMatchObject(want));
  it("keeps the test name as written", () => expect(describe("qperf tcp_bw result").test).toBe("tcp_bw"));
});

suite("describe: fields of free descriptor text", () => {
  it("a cache policy is configuration, never the operation", () => {
    for (const t of ["Write Back", "ライトバック", "Write-Through"]) {
      const d = describe(t);
      expect(d.operation, t).toBeNull();
      expect(d.config.length, t).toBe(1);
    }
    expect(describe("Write Back の書き込み").operation).toBe("write");
  });
  it("reads operation, access, metric and statistic", () => {
    expect(fields("平均 シーケンシャル 読み込み速度")).toMatchObject({ statistic: "mean", access: "sequential", operation: "read", metric: "throughput" });
    expect(fields("Max Random Write IOPS")).toMatchObject({ statistic: "max", access: "random", operation: "write", metric: "iops" });
    expect(describe("Read/Write").operation).toBe("read_write");
    expect(describe("W").operation).toBe("write");
  });
  it("reads an inflected Japanese operation through its base form", () => expect(describe("書き込んだ").operation).toBe("write"));
  it("tells the application protocol, the transport and the network medium apart", () => {
    expect(fields("NFSv3 over TCP on 10GbE")).toMatchObject({ protocol: "NFS", nfsVersion: 3, transport: "TCP", network: "10GbE" });
    expect(fields("iSCSI / InfiniBand")).toMatchObject({ protocol: "iSCSI", network: "InfiniBand" });
    expect(fields("SMB over Wi-Fi")).toMatchObject({ protocol: "SMB", network: "Wi-Fi" });
  });
  it("names the subject of a header without measurement words: drive, adapter or configuration", () => {
    expect(describe("Samsung 970 EVO").subject).toEqual({ kind: "storage", text: "Samsung 970 EVO" });
    expect(describe("Intel X520-DA2").subject?.kind).toBe("adapter");
    expect(fields("RAID 6 (4 disks)")).toMatchObject({ raid: "RAID6", config: ["4 disks"], subject: { kind: "config" } });
    expect(describe("Sequential Read").subject).toBeNull();
  });
  it("reads run numbers", () => {
    for (const [t, n] of [["2回目", 2], ["Run 3", 3], ["1st pass", 1], ["第4回目", 4]] as const) expect(describe(t).run, t).toBe(n);
  });
});

suite("describe: the same descriptor in any structure gives the same fields", () => {
  const core = (text: string) => {
    const d = describe(text);
    return { operation: d.operation, access: d.access, blockSizeBytes: d.blockSizeBytes, queueDepth: d.queueDepth, threads: d.threads, test: d.test?.toLowerCase() ?? null };
  };
  it.each([
    ["SEQ1M Q8T1 Read", ["SEQ1M Q8T1 Read", "■ SEQ1M Q8T1 Read", "（SEQ1M Q8T1 Read）", "SEQ1M Q8T1 Read =", "SEQ1M Q8T1 Readの結果"]],
    ["tcp_bw", ["tcp_bw", "tcp_bw:", "## qperf tcp_bw", "[tcp_bw]", "qperf で tcp_bw を測った"]],
    ["randwrite", ["randwrite", "fio randwrite", "(randwrite)", "randwrite job:"]],
  ])("%s", (_, texts) => {
    const want = core(texts[0]!);
    for (const t of texts) expect(core(t), t).toEqual(want);
  });
});

suite("a subject that is a state of the system", () => {
  it("is a configuration even where it mentions a drive or adapter", () => {
    expect(describe("SSD移設+TRIM後").subject).toEqual({ kind: "config", text: "SSD移設+TRIM後" });
    expect(describe("NIC交換前").subject?.kind).toBe("config");
    expect(describe("SSD after the firmware update").subject?.kind).toBe("config");
    expect(describe("Samsung 970 EVO").subject?.kind).toBe("storage");
    expect(describe("Intel X540-T2").subject?.kind).toBe("adapter");
  });
});
