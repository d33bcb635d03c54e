import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";

// fio 3.x run-status lines (group_reporting) pasted into a nested bullet list, with the job command further down
const statusLine = (dir: string, mib: number, mb: number) =>
  `${dir}: bw=${mib}MiB/s (${mb}MB/s), ${mib}MiB/s-${mib}MiB/s (${mb}MB/s-${mb}MB/s), io=${mib * 60}MiB (${mb * 60}MB), run=60001-60001msec`;
const section = (title: string, a: number, b: number) => `<h3>${title}</h3>
<ul><li>8K<ul><li>${statusLine("READ", a, Math.round(a * 1.048576))}</li><li>${statusLine("WRITE", b, Math.round(b * 1.048576))}</li></ul></li>
<li>64K<ul><li>${statusLine("READ", a * 3, Math.round(a * 3 * 1.048576))}</li><li>${statusLine("WRITE", b * 3, Math.round(b * 3 * 1.048576))}</li></ul></li></ul>`;
const page = `<html><body><h1>Storage tests</h1><h2>Results</h2>
${section("Bare metal", 400, 130)}
${section("Container on overlayfs", 210, 70)}
<h2>Method</h2><pre>fio --name=mixed --filename=/data/t --rw=randrw --rwmixread=75 --bs=$BS --iodepth=16 --numjobs=2 --group_reporting</pre>
</body></html>`;

describe("fio lines outside <pre>", () => {
  const rows = extractToolOutputs(buildDocument(page)).measurements;

  it("reads each run-status line once (first bw only), with the size item above it and the heading that tells the sections apart", () => {
    expect(rows.map((m) => [m.operation, m.value, m.unit, m.conditions.block_size_bytes, m.conditions.config])).toEqual([
      ["read", 400, "MiB/s", 8192, "Bare metal"], ["write", 130, "MiB/s", 8192, "Bare metal"],
      ["read", 1200, "MiB/s", 65536, "Bare metal"], ["write", 390, "MiB/s", 65536, "Bare metal"],
      ["read", 210, "MiB/s", 8192, "Container on overlayfs"], ["write", 70, "MiB/s", 8192, "Container on overlayfs"],
      ["read", 630, "MiB/s", 65536, "Container on overlayfs"], ["write", 210, "MiB/s", 65536, "Container on overlayfs"],
    ]);
  });

  it("takes access and queue depth from the page's one fio command, and no storage from the io= figures", () => {
    expect(rows.every((m) => m.access === "random" && m.conditions.queue_depth === 16)).toBe(true);
    expect(rows.some((m) => m.conditions.storage !== undefined)).toBe(false);
  });

  it("the prose and spec passes do not read the lines again (no second row per locator, no disk from io=)", () => {
    const all = extractAll(buildDocument(page));
    const locators = all.measurements.filter((m) => m.metric === "throughput").map((m) => m.locator);
    expect(locators).toHaveLength(8);
    expect(new Set(locators).size).toBe(8);
    expect(all.components.filter((c) => c.kind === "disk")).toEqual([]);
  });

  it("a bullet that is not a bare size gives no block size, and one heading alone adds no config", () => {
    const doc = buildDocument(`<h2>Run</h2><ul><li>with cache<ul><li>${statusLine("READ", 100, 105)}</li></ul></li></ul>`);
    const [m] = extractToolOutputs(doc).measurements;
    expect(m?.conditions.block_size_bytes).toBeUndefined();
    expect(m?.conditions.config).toBeUndefined();
  });
});

describe("blocks of one test under different headings", () => {
  const netperf = (mbps: string) => `<pre>MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to localhost () port 0 AF_INET
Recv   Send    Send
Socket Socket  Message  Elapsed
Size   Size    Size     Time     Throughput
bytes  bytes   bytes    secs.    10^6bits/sec

131072  16384  16384    10.00    ${mbps}</pre>`;

  it("get the heading where their paths part as config", () => {
    const doc = buildDocument(`<h1>netperf</h1><h2>Kernel 6.1</h2>${netperf("41234.56")}<h2>Kernel 6.8 with BIG TCP</h2>${netperf("52345.67")}`);
    expect(extractToolOutputs(doc).measurements.map((m) => [m.value, m.conditions.config])).toEqual([[41234.56, "Kernel 6.1"], [52345.67, "Kernel 6.8 with BIG TCP"]]);
  });
});

describe("a rate the heading sets for the run", () => {
  it("`UDP(20Mbit/s指定)` is a setting, not a result; the tool's own summary is", () => {
    const doc = buildDocument(`<h1>iperf</h1><h2>UDP(20Mbit/s指定)</h2><pre>$ iperf -c 192.0.2.1 -u -b 20M
------------------------------------------------------------
Client connecting to 192.0.2.1, UDP port 5001
Sending 1470 byte datagrams, IPG target: 560.76 us (kalman adjust)
UDP buffer size:  208 KByte (default)
------------------------------------------------------------
[  3] local 192.0.2.2 port 41234 connected with 192.0.2.1 port 5001
[ ID] Interval       Transfer     Bandwidth
[  3]  0.0-10.0 sec  23.8 MBytes  20.0 Mbits/sec
[  3] Sent 17008 datagrams
[  3] Server Report:
[  3]  0.0-10.0 sec  23.8 MBytes  19.9 Mbits/sec   0.031 ms    12/17008 (0.071%)</pre>`);
    const rates = extractAll(doc).measurements.filter((m) => m.metric === "throughput");
    expect(rates.some((m) => m.locator.startsWith("h2"))).toBe(false);
    expect(rates.map((m) => m.value)).toContain(19.9);
  });
});

describe("a heading that is only a size", () => {
  it("gives the block size to the runs under it, not a config", () => {
    const pre = (mib: number) => `<pre>Run status group 0 (all jobs):
   READ: bw=${mib}MiB/s (${Math.round(mib * 1.048576)}MB/s), ${mib}MiB/s-${mib}MiB/s, io=${mib * 30}MiB, run=30001-30001msec</pre>`;
    const doc = buildDocument(`<h1>fio</h1><h2>Sequential read</h2><h3>128K</h3>${pre(900)}<h3>1M</h3>${pre(1400)}`);
    expect(extractToolOutputs(doc).measurements.map((m) => [m.value, m.conditions.block_size_bytes, m.conditions.config])).toEqual([[900, 131072, undefined], [1400, 1048576, undefined]]);
  });
});
