import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { carrierNamed, subjectBefore } from "../../src/grammar/scopeDescriptors.ts";
import { isGenericHeading } from "../../src/normalise/lexicon.ts";

describe("what a comparison sentence says each figure is of", () => {
  it("reads a Latin name of several words, or with its plan in brackets, as the subject before が / は", () => {
    expect(subjectBefore("、次いでCrucial MX500が")).toBe("Crucial MX500");
    expect(subjectBefore("、mineo(au)が")).toBe("mineo(au)");
    expect(subjectBefore("中央値が高かったのはACME NETは")).toBe("ACME NET");
    // a descriptor is no subject: the test, the operation, the block size
    expect(subjectBefore("SEQ1M Q8T1は")).toBeNull();
    expect(subjectBefore("、Readは")).toBeNull();
  });

  it("names each figure's network, the plan in brackets whole, and does not carry a subject past another network's name", () => {
    const got = rows(`<p>速度は、UQmobileが20.5Mbpsで最も高く、mineo(au)が16.8Mbps、IIJ mioが14.3Mbps、楽天モバイル7.4Mbpsでした。</p>`);
    const at = (v: number) => got.find((r) => r.value === v);
    expect([20.5, 16.8, 14.3, 7.4].map((v) => at(v)?.network)).toEqual(["UQmobile", "mineo(au)", "IIJ mio", "楽天モバイル"]);
    // the lower-case word of a name is no command, and a subject that is the network is said once
    expect(got.map((r) => r.tool)).toEqual([undefined, undefined, undefined, undefined]);
    expect(got.map((r) => r.subject)).toEqual([undefined, undefined, undefined, undefined]);
    expect(carrierNamed("mineo(au)が")).toBe("mineo(au)");
  });

  it("keeps a subject that is no network, and the one before it for a figure with none of its own", () => {
    const got = rows(`<p>東京が81.9Mbps、名古屋が68.6Mbps、大阪が52.1Mbpsでした。</p>`);
    expect(got.map((r) => r.subject)).toEqual(["東京", "名古屋", "大阪"]);
  });
});

describe("a list under a paragraph that names its line and direction", () => {
  it("gives the items the direction and the mobile or fixed network the paragraph right before the list names", () => {
    const got = rows(
      `<h3>回線速度のランキング</h3>
       <p>モバイル回線の下り速度の世界ランキング上位は以下のとおりです。</p>
       <ul><li>ノルウェー：62.66Mbps</li><li>オランダ：53.01Mbps</li></ul>
       <p>固定回線の下り速度のトップは、いずれも100Mbps超えとなりました。</p>
       <ul><li>シンガポール：153.85Mbps</li></ul>`,
    );
    expect(got.map((r) => [r.value, r.op, r.direction, r.network])).toEqual([
      [62.66, "transfer", "download", "モバイル回線"],
      [53.01, "transfer", "download", "モバイル回線"],
      [153.85, "transfer", "download", "固定回線"],
    ]);
  });

  it("gives a list no direction when its paragraph names both, and no network when it names none", () => {
    const got = rows(`<p>上りと下りの速度は以下のとおりです。</p><ul><li>東京：62.66Mbps</li><li>大阪：53.01Mbps</li></ul>`);
    expect(got.map((r) => [r.direction, r.network])).toEqual([[undefined, undefined], [undefined, undefined]]);
  });
});

describe("a tool's step titles inside its output", () => {
  it("reads the operation and the case of each result from the numbered step line right over it", () => {
    const got = rows(
      `<pre>Target directory: .
Testfile size: 1024 x 1 Megabyte

1. Write benchmark without cache
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.01 s, 534 MB/s
2. Write benchmark with cache
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.52 s, 706 MB/s
3. Read benchmark with dropped cache
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.61 s, 1.8 GB/s</pre>`,
      "tool-output",
    ).filter((r) => r.metric === "throughput");
    expect(got.map((r) => [r.value, r.op, r.config])).toEqual([
      [534, "write", "Write benchmark without cache"],
      [706, "write", "Write benchmark with cache"],
      [1.8, "read", "Read benchmark with dropped cache"],
    ]);
  });

  it("takes no label from a tool's own section line that names no operation", () => {
    const got = rows(
      `<pre>Pass one
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.01 s, 534 MB/s
Pass two
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.52 s, 706 MB/s</pre>`,
      "tool-output",
    ).filter((r) => r.metric === "throughput");
    expect(got.map((r) => [r.op, r.config])).toEqual([[null, undefined], [null, undefined]]);
  });

  it("takes no RAID level from a title that asks about it", () => {
    const body = `<pre>1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.01 s, 534 MB/s</pre>`;
    const raidOf = (title: string) => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`)).measurements.map((m) => m.conditions.raid);
    expect(raidOf("what's your disk ? maybe raid0 I guess ? · Issue #5")).toEqual([undefined, undefined]);
    expect(raidOf("dd on a RAID 0 of two SSDs")).toEqual(["RAID0", "RAID0"]);
  });
});

describe("commands and their outputs told apart by the writer's comment labels", () => {
  const body = `<h2>ディスクI/O性能</h2>
<pre># シーケンシャル書き込み
fio --name=seq_write --directory=/data/fio \\
    --rw=write --bs=1M --size=2G --iodepth=16 --direct=1

# ランダム 4K 読み書き
fio --name=rand_rw --directory=/data/fio \\
    --rw=randrw --bs=4k --size=1G --iodepth=32 --direct=1</pre>
<pre># シーケンシャル書き込み
WRITE: bw=51.0MiB/s (53.5MB/s), io=2049MiB, run=40179msec

# ランダム 4K
read: IOPS=4071, BW=15.9MiB/s
write: IOPS=4094, BW=16.0MiB/s</pre>`;

  it("gives a run the block size and path of the command shown under the same label, joined across its continuation lines", () => {
    const got = rows(body, "tool-output");
    const seq = got.find((r) => r.value === 51);
    expect([seq?.op, seq?.access, seq?.block_size_bytes, seq?.target_path]).toEqual(["write", "sequential", 1048576, "/data/fio"]);
  });

  it("reads the access pattern and block size a label over the run names where the output does not", () => {
    const got = rows(body, "tool-output").filter((r) => r.metric === "iops");
    expect(got.map((r) => [r.op, r.access, r.block_size_bytes])).toEqual([["read", "random", 4096], ["write", "random", 4096]]);
  });

  it("takes no drive from a heading that names only a topic and an aspect (`ディスクI/O性能`)", () => {
    expect(rows(body, "tool-output").every((r) => r.storage === undefined)).toBe(true);
    expect(isGenericHeading("Network throughput test")).toBe(true);
    expect(isGenericHeading("NVMe SSD 性能")).toBe(false);
  });
});
