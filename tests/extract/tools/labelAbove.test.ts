import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { ddBlockSize } from "../../../src/extract/tools/dd.ts";
import { pageFioJob } from "../../../src/extract/tools/fio.ts";
import { cleanLabel } from "../../../src/extract/tools/labelAbove.ts";

const rows = (body: string, title = "Bench notes") =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`)).measurements
    .filter((m) => m.origin === "tool-output" && !m.derived).map((m): Record<string, unknown> => ({ value: m.value, op: m.operation, ...m.conditions }));

const IPERF = (v: number) => `<pre>iperf -c 10.0.0.11\n------------------------------------------------------------\nClient connecting to 10.0.0.11, TCP port 5001\nTCP window size: 16.0 KByte (default)\n------------------------------------------------------------\n[  3] local 10.0.0.1 port 47686 connected with 10.0.0.11 port 5001\n[ ID] Interval       Transfer     Bandwidth\n[  3]  0.0-10.0 sec   750 MBytes   ${v} Mbits/sec</pre>`;

describe("labels written around a tool block", () => {
  it("a label line right over a <pre> names its run (config); a sentence, a result or a generic word does not", () => {
    const r = rows(`<p>I ran iperf both ways:</p><p>The desktop as server</p>${IPERF(629)}<p>■ NAS→PC</p>${IPERF(325)}<p>Result:</p>${IPERF(300)}<p>It gave 940 Mbits/sec here</p>${IPERF(940)}<p>Then again from the laptop, which was slower.</p>${IPERF(500)}`);
    expect(r.map((x) => x.config)).toEqual(["The desktop as server", "NAS→PC", undefined, undefined, undefined]);
  });

  it("a label's marks and date stamp are not part of it; a date alone is no label", () => {
    expect(cleanLabel("2023/03/07 11:40 RSSD クラウドディスク")).toBe("RSSD クラウドディスク");
    expect(cleanLabel("【virtio】")).toBe("virtio");
    expect(cleanLabel("Before:")).toBe("Before");
    expect(cleanLabel("2012-03-02")).toBeNull();
    expect(cleanLabel("iperf3")).toBeNull();
    expect(["Again:", "Second run", "2回目", "もう一度", "Run 3"].map(cleanLabel)).toEqual([null, null, null, null, null]);
    expect(cleanLabel("読み込み")).toBeNull();
    expect(cleanLabel("iperf -c 10.0.0.1 -P 4")).toBeNull();
    expect(cleanLabel("I ran iperf with the NAS as server and the desktop as client and vice versa:")).toBeNull();
  });

  it("dd's block size comes from its command line, with dd's own multipliers (K/M binary, kB/MB decimal)", () => {
    expect(["dd if=/dev/zero bs=1024k of=t count=1024", "dd if=/dev/zero of=t bs=1M count=1", "dd if=x of=y bs=1MB", "dd if=x of=y bs=4096", "dd if=x of=y ibs=8k obs=8k", "dd if=x of=y count=5"].map(ddBlockSize))
      .toEqual([1048576, 1048576, 1e6, 4096, 8192, null]);
    const r = rows(`<pre>$ dd if=/dev/zero of=/mnt/t bs=4k count=262144 oflag=direct\n262144+0 records in\n262144+0 records out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 9.5 s, 113 MB/s</pre>`);
    expect(r.map((x) => x.block_size_bytes)).toEqual([4096, 4096]);
  });

  it("the sentence that introduces a disk tool's block may name the class of disk; two classes or a result sentence do not", () => {
    const dd = "<pre>dd if=/dev/zero bs=1M of=tstfile count=1024\n1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 GB) copied, 4.5 s, 238 MB/s</pre>";
    const r = rows(`<p>The SSD in the server gets this from dd:</p>${dd}<p>外付けHDDに書き込んだ結果：</p>${dd}<p>Both the SSD and the HDD were tried:</p>${dd}`);
    expect([...new Set(r.map((x) => x.storage))]).toEqual(["SSD", "外付けHDD", undefined]);
  });

  it("fio commands that set the same job on different files give it to header-less Run status lines; single-dash options count", () => {
    const a = "fio -direct=1 -iodepth=32 -rw=randrw -ioengine=libaio -bs=4k -size=64M -filename=/data/a -name=t";
    const b = "fio -direct=1 -iodepth=32 -rw=randrw -ioengine=libaio -bs=4k -size=64M -filename=/opt/b -name=t";
    expect(pageFioJob([`${a}\n\n${b}`])?.conditions).toEqual({ tool: "fio", block_size_bytes: 4096, queue_depth: 32 });
    expect(pageFioJob([`${a}\n${b.replace("-bs=4k", "-bs=64k")}`])).toBeNull();
  });

  it("the page's title heading is no storage: a block under it takes the device its lead-in names, else the device the title names", () => {
    const dd = "<pre>$ dd if=/dev/zero of=t bs=1M count=1024\n1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 GB) copied, 4.5 s, 238 MB/s</pre>";
    const r = rows(`<h1>Putting an M.2 SATA SSD into a 2005 Mac Mini</h1><p>Some words first.</p><p>On the old disk and the new one:</p>${dd}`, "M.2 SATA in a Mac Mini - notes");
    expect(r.map((x) => x.storage)).toEqual(["M.2 SATA SSD", "M.2 SATA SSD"]);
    const named = rows(`<h1>Putting an M.2 SATA SSD into a 2005 Mac Mini</h1><p>Before (the WD Blue 320GB) and after (the ADATA SU800NS38):</p>${dd}`, "M.2 SATA in a Mac Mini - notes");
    expect(named.map((x) => x.storage)).toEqual([undefined, undefined]);
  });
});
