import { describe, expect, it } from "vitest";
import { splitPairs, typedLines } from "../../../src/extract/structure/typedLines.ts";

describe("preformatted lines typed once", () => {
  it("strips quote marks per line, however deep, and types prompts, comments, labels and interval lines", () => {
    const lines = typedLines("> > What is the good benchmark?\n>\nI made tests:\n$ postmark\n# tcp_bw: 1.12 GB/sec tcp_lat: 23.9 us\nWith atomic_t:\n\nTime:\n        3761 seconds total\n[  3]  0.0-10.0 sec  1.10 GBytes   943 Mbits/sec");
    expect(lines.map((l) => [l.kind, l.quoted, l.heads ?? null])).toEqual([
      ["text", 2, null], ["blank", 1, null], ["text", 0, null], ["prompt", 0, null], ["comment", 0, null], ["label", 0, "run"], ["blank", 0, null], ["label", 0, "section"], ["text", 0, null], ["interval", 0, null],
    ]);
    expect(lines[0]?.text).toBe("What is the good benchmark?");
    expect(lines[3]?.command?.program).toBe("postmark");
  });

  it("splits several pairs of one line where a new label starts after a value, not inside a label", () => {
    expect(splitPairs("tcp_bw: 1.12 GB/sec tcp_lat: 23.9 us")).toEqual(["tcp_bw: 1.12 GB/sec", "tcp_lat: 23.9 us"]);
    expect(splitPairs("Throughput 345.678 MB/sec  8 clients  8 procs  max_latency=12.345 ms")).toEqual(["Throughput 345.678 MB/sec  8 clients  8 procs", "max_latency=12.345 ms"]);
    expect(splitPairs("Write transfer rate:    46677.47 KiB/s    Transfer time: 00:00:22")).toEqual(["Write transfer rate:    46677.47 KiB/s", "Transfer time: 00:00:22"]);
    expect(splitPairs("Random 4K Reads: 40.27MB/s")).toEqual(["Random 4K Reads: 40.27MB/s"]);
    expect(splitPairs("Data: 1234.56 kilobytes read (123.45 kilobytes per second)")).toHaveLength(1);
  });
});

describe("a head over the labelled figures of a line", () => {
  it("`Write Latency: iSCSI: 812 us   NVMe-oF: 95 us` heads both figures; its segments start after it", () => {
    const [line] = typedLines("Write Latency: iSCSI: 812 us   NVMe-oF: 95 us");
    expect(line?.head).toBe("Write Latency");
    expect(line?.segments).toEqual(["iSCSI: 812 us", "NVMe-oF: 95 us"]);
  });
  it("a line with one labelled figure has no head", () => {
    expect(typedLines("Bandwidth: 112 MB/s")[0]?.head).toBeUndefined();
    expect(typedLines("Date: Mon: 12")[0]?.head).toBeUndefined();
  });
});

describe("the command a prompt line shows", () => {
  it("is the program in the foreground: a server sent to the background with `&` prints nothing there", async () => {
    const { readCommand } = await import("../../../src/extract/tools/commandLine.ts");
    expect(readCommand('$ tbench_srv &  "tbench" "-t" "15" "4" "127.0.0.1"')?.program).toBe("tbench");
    expect(readCommand("$ iperf3 -s & sleep 1; iperf3 -c 127.0.0.1")?.program).toBe("iperf3");
    expect(readCommand("$ dd if=/dev/zero of=x bs=1M count=10 2>&1")?.program).toBe("dd");
  });
});
