import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { labelUnit } from "../../../src/extract/pairs/quantitiesOf.ts";
import { commandAccess, commandDirection, readCommand } from "../../../src/extract/tools/commandLine.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { describe as describeText } from "../../../src/grammar/describe.ts";
import { findQuantities } from "../../../src/normalise/parseQuantity.ts";

// the summary `rados bench` prints (format as in Ceph's documentation and users' posts), two runs in one block
const RADOS = `[root@ceph-node01 ~]# rados bench -p testpool 10 write --no-cleanup
Total time run:         10.5233
Total writes made:      156
Bandwidth (MB/sec):     59.2968
Stddev Bandwidth:       33.2238
Max bandwidth (MB/sec): 124
Average IOPS:           14
Average Latency(s):     1.07799
~]# rados bench -p testpool 10 seq
Total time run:       0.854882
Bandwidth (MB/sec):   729.915
Average IOPS:         182
Average Latency(s):   0.0858158`;

const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.access, r.quantity.value, r.quantity.unit]);

describe("a unit the label states gives the label's bare figure its unit", () => {
  it("reads a bracketed unit at a label's end, or a last word that is a rate unit; nothing else", () => {
    expect(labelUnit("Bandwidth (MB/sec):     59.2968")).toBe("MB/sec");
    expect(labelUnit("Average Latency(s): 1.07")).toBe("s");
    expect(labelUnit("Average IOPS: 14")).toBe("IOPS");
    expect(labelUnit("Total time run: 10.5")).toBeNull();
    expect(labelUnit("Write size (default): 4194304")).toBeNull();
    expect(labelUnit("Bandwidth (MB/sec)")).toBeNull();
  });

  it("rados bench: rates, IOPS and latencies of each run, the run's mode word (`write`, `seq`) its operation; unit-less counts stay unread", () => {
    expect(rows(RADOS)).toEqual([
      ["throughput", "write", null, 59.2968, "MB/sec"],
      ["throughput", "write", null, 124, "MB/sec"],
      ["iops", "write", null, 14, "IOPS"],
      ["latency", "write", null, 1.07799, "s"],
      ["throughput", "read", "sequential", 729.915, "MB/sec"],
      ["iops", "read", "sequential", 182, "IOPS"],
      ["latency", "read", "sequential", 0.0858158, "s"],
    ]);
  });
});

describe("commands and prompts", () => {
  it("a prompt whose `[user@host` was cut off (`~]# cmd`) is still a prompt", () => {
    expect(readCommand("~]# dd if=/dev/zero of=/tmp/x bs=1M count=10")?.program).toBe("dd");
    expect(readCommand("data]$ fio --rw=read")?.program).toBe("fio");
    expect(readCommand("see [1] for details")).toBeNull();
  });

  it("a benchmark's mode word is read only for its own program; dd streams, fio's --rw names its pattern", () => {
    const c = (line: string) => readCommand(line)!;
    expect(commandDirection(c("$ rados bench -p pool 60 rand"))).toBe("read");
    expect(commandAccess(c("$ rados bench -p pool 60 rand"))).toBe("random");
    expect(commandDirection(c("$ git write"))).toBeNull();
    expect(commandAccess(c("$ dd if=/dev/sda of=/dev/null bs=1M"))).toBe("sequential");
    expect(commandAccess(c("$ fio --rw=randwrite --bs=4k"))).toBe("random");
    expect(commandAccess(c("$ iperf3 -c host"))).toBeNull();
  });

  it("the dd runs a page shows make the unlabelled-access figures after them sequential", () => {
    const doc = buildDocument(`<html><head><title>NAS</title></head><body><h1>NAS</h1><pre>$ dd if=/dev/zero of=/volume1/test bs=1M count=4096 oflag=direct</pre><h2>Results</h2><table><tr><th>Test</th><th>Speed</th></tr><tr><td>Local write</td><td>220 MB/s</td></tr></table></body></html>`);
    expect(extractAll(doc).measurements.filter((m) => m.origin === "table").map((m) => [m.operation, m.access, m.value])).toEqual([["write", "sequential", 220]]);
  });
});

describe("the grammar's reading of names and figures", () => {
  it("a heading that is only a tool's name (version, `results` beside it) names the tool, not a subject", () => {
    expect(describeText("CrystalDiskMark 8.0.4 x64")).toMatchObject({ tool: "crystaldiskmark", subject: null });
    expect(describeText("iperf3 results")).toMatchObject({ tool: "iperf3", subject: null });
    expect(describeText("iperf3 over the Intel X540")).toMatchObject({ tool: null });
    expect(describeText("ASUS NUC15").subject).toEqual({ kind: "config", text: "ASUS NUC15" });
  });

  it("a figure glued after a letter is part of a word (`K8s`, `i7`), not a number", () => {
    expect(findQuantities("K8s Worker CPU (single)")).toEqual([]);
    expect(findQuantities("i7 8550U").map((q) => q.value)).toEqual([8550]);
    expect(findQuantities("約500MB/s").map((q) => q.value)).toEqual([500]);
  });

  it("a table header stating a unit no figure here is measured in (`events/s`) gives its cells no unit", () => {
    const doc = buildDocument(`<html><head><title>CPU</title></head><body><table><tr><th>Host</th><th>Single-thread (events/s)</th></tr><tr><td>Proxmox</td><td>1850</td></tr><tr><td>NAS</td><td>650</td></tr></table></body></html>`);
    expect(extractAll(doc).measurements).toEqual([]);
  });
});

describe("what the writer adds around output", () => {
  it("a note pointed at an output line with an arrow is cut before the line is read (`real 0m18.216s <--- about 18 s`)", () => {
    const r = parseToolOutput("$ time ./bench --bs 2097152 --count 2000\nreal    0m18.216s <--- だいたい18秒ね\nuser    0m0.000s\nsys     0m0.661s");
    expect(r.map((x) => [x.metric, x.quantity.value])).toEqual([["duration", 18.216]]);
  });

  it("the one operation the lead-in before a block describes is its figures' operation; two, or none, say nothing", () => {
    const block = (lead: string) =>
      extractAll(buildDocument(`<html><head><title>XFS</title></head><body><h2>Run</h2><p>${lead}</p><pre>$ time ./bench --count 2000\nreal    0m18.216s\nuser    0m0.000s\nsys     0m0.661s</pre></body></html>`)).measurements.map((m) => m.operation);
    expect(block("1回あたり2MiBの書き込みを2000回行う")).toEqual(["write"]);
    expect(block("We read the file back, then write it again")).toEqual([null]);
    expect(block("ファイル先頭からと、先頭3584バイトからの2種類")).toEqual([null]);
  });

  it("hdparm counts as a streaming benchmark only when it times reads", () => {
    expect(commandAccess(readCommand("$ hdparm -I /dev/sdb")!)).toBeNull();
    expect(commandAccess(readCommand("$ sudo hdparm -tT /dev/sdb")!)).toBe("sequential");
  });
});

describe("context a network benchmark's figures do not take", () => {
  it("the dd commands elsewhere on the page give qperf's rates no access; the case word `万兆` names 10GbE", () => {
    const doc = buildDocument(`<html><head><title>Bench</title></head><body><h1>Bench</h1><pre>dd if=/dev/zero of=test conv=fdatasync bs=384k count=1k</pre><h2>Network</h2><pre>$ qperf 10.0.0.2 tcp_bw tcp_lat
# 万兆 tcp_bw: 1.12 GB/sec
# 千兆 tcp_bw: 117 MB/sec</pre></body></html>`);
    const rows = extractAll(doc).measurements.filter((m) => m.metric === "throughput").map((m) => [m.value, m.operation, m.access, m.conditions.network]);
    expect(rows).toEqual([
      [1.12, "transfer", null, "10GbE"],
      [117, "transfer", null, "1GbE"],
    ]);
  });
});

describe("output a page shows as an example", () => {
  const read = (label: string) => {
    const x = extractAll(buildDocument(`<html><head><title>Homelab</title></head><body><h2>iperf3</h2><pre>$ iperf3 -c 192.168.1.10 -t 30</pre><p><strong>${label}</strong></p><pre>[ ID] Interval           Transfer     Bitrate
[  5]   0.00-30.00  sec  3.28 GBytes   940 Mbits/sec   sender
[  5]   0.00-30.00  sec  3.28 GBytes   939 Mbits/sec   receiver</pre></body></html>`));
    return { values: x.measurements.map((m) => m.value), rejects: x.rejects.map((r) => r.reason) };
  };

  it("under `Expected output:` or `期待される出力` (what a run should print) is refused, with its reason", () => {
    expect(read("Expected results (1 Gbps network):").values).toEqual([]);
    expect(read("Expected results (1 Gbps network):").rejects[0]).toMatch(/example/);
    expect(read("期待される出力").values).toEqual([]);
  });

  it("under `実行例`, `出力例` or `Sample output` (a run the writer made, shown as an example) is read", () => {
    // blind labels of four sources in three sets (unseen22, 25, 28) count such runs as results
    expect(read("実行例").values).toEqual([940, 939]);
    expect(read("出力例").values).toEqual([940, 939]);
    expect(read("Sample output:").values).toEqual([940, 939]);
  });

  it("under a label that only introduces it is read", () => {
    expect(read("My results:").values).toEqual([940, 939]);
  });
});
