import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { fixture } from "./readings.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const brief = (text: string) => parseToolOutput(text).map((r) => [r.tool, r.metric, r.quantity.value, r.quantity.valueSi, r.conditions.side ?? r.conditions.direction ?? null]);

describe("NetIO", () => {
  it("each packet size gives the client's Tx and Rx, 1024-based, with plain Byte/s below 10 KiB/s", () => {
    const text = ["NETIO - Network Throughput Benchmark, Version 1.26", "TCP connection established.",
      "Packet size  2k bytes:  524 KByte/s Tx,  72287 Byte/s Rx.", "Done."].join("\n");
    const rs = parseToolOutput(text);
    expect(rs.map((r) => [r.quantity.value, r.quantity.valueSi, r.conditions.direction, r.conditions.packet_size_bytes, r.conditions.protocol])).toEqual([
      [524, 524 * 1024, "tx", 2048, "TCP"], [72287, 72287, "rx", 2048, "TCP"]]);
  });

  it("UDP's loss percentages after each rate are skipped, not read", () => {
    const rs = parseToolOutput("UDP connection established.\nPacket size  4k bytes:  626 KByte/s (0%) Tx,  61444 Byte/s (92%) Rx.");
    expect(rs.map((r) => [r.quantity.value, r.conditions.protocol])).toEqual([[626, "UDP"], [61444, "UDP"]]);
  });

  it("1.32's decimals in MByte/s", () => {
    expect(brief("Packet size 32k bytes:  114.01 MByte/s Tx,  112.77 MByte/s Rx.").map((r) => r[3])).toEqual([114.01 * 2 ** 20, 112.77 * 2 ** 20]);
  });
});

describe("ttcp and nuttcp's verbose output", () => {
  it("nuttcp -v (6.1.2, run here): each end's real-seconds line in decimal Mbps, not the KB/sec restating it", () => {
    const rs = parseToolOutput(fixture("nuttcp-6.1.2-verbose-loopback.txt"));
    expect(rs.map((r) => [r.tool, r.quantity.value, r.quantity.unit, r.conditions.side, r.conditions.protocol])).toEqual([
      ["nuttcp", 2814.6411, "Mbps", "sender", "TCP"], ["nuttcp", 2800.6972, "Mbps", "receiver", "TCP"]]);
  });

  it("nuttcp -fparse: rate_Mbps of the real_seconds line; the cpu_seconds line is no result", () => {
    const text = ["nuttcp-r: megabytes=1352.8125 real_seconds=1.04 rate_KBps=1334233.56 rate_Mbps=10930.0413",
      "nuttcp-r: megabytes=1352.8125 cpu_seconds=0.69 KB_per_cpu_second=2013365.46"].join("\n");
    expect(brief(text)).toEqual([["nuttcp", "throughput", 10930.0413, 10930.0413e6 / 8, "receiver"]]);
  });

  it("ttcp: KB and MB are 1024-based, Mbit too; the CPU-seconds line is not read; udp on the wrapped header line", () => {
    const text = ["ttcp-r: buflen=32768, nbuf=16384, align=32768/0, port=5001,", "sockbufsize=262144  udp",
      "ttcp-r: 536608768 bytes in 44.72 real seconds = 11.44 MB/sec +++", "ttcp-r: 536608768 bytes in 17.41 CPU seconds = 29.39 MB/cpu sec"].join("\n");
    const rs = parseToolOutput(text);
    expect(rs.map((r) => [r.tool, r.quantity.valueSi, r.conditions.protocol, r.conditions.side])).toEqual([["ttcp", 11.44 * 2 ** 20, "UDP", "receiver"]]);
    expect(parseToolOutput("ttcp-t: 16777216 bytes in 1.43 real seconds = 93.86 Mbit/sec +++")[0]?.quantity.valueSi).toBeCloseTo((93.86 * 2 ** 20) / 8);
  });
});

describe("PsPing", () => {
  const bandwidth = ["TCP sender bandwidth statistics:", "  Sent = 300, Size = 1500, Total Bytes: 472500,",
    "  Minimum = 496.93 KB/s, Maximum = 586.44 KB/s, Average = 564.13 KB/s"].join("\n");
  const latency = ["TCP roundtrip latency statistics (post warmup):", "  Sent = 10, Size = 8192, Total Bytes: 81920,",
    "  Minimum = 0.19ms, Maxiumum = 0.58ms, Average = 0.27ms"].join("\n");

  it("the Average under a bandwidth heading (1024-based) and under a latency heading; minima and maxima are not read", () => {
    expect(brief(bandwidth)).toEqual([["psping", "throughput", 564.13, 564.13 * 1024, "sender"]]);
    expect(parseToolOutput(latency).map((r) => [r.metric, r.quantity.valueSi, r.conditions.message_size_bytes])).toEqual([["latency", 0.00027, 8192]]);
  });

  it("a Minimum/Maximum/Average line without PsPing's statistics heading is not PsPing's", () => {
    expect(parseToolOutput("Minimum = 0.19ms, Maximum = 0.58ms, Average = 0.27ms")).toEqual([]);
  });
});

describe("iperf 2 CSV (-y C)", () => {
  it("-d: the client's stream is the sender, the one received on its listener (port 5001) the reverse receiver", () => {
    const text = ["$ iperf -c 10.75.222.14 -d -y C", "20080806120605,10.75.222.14,59744,10.75.222.13,5001,13,0.0-10.0,105054208,84029467",
      "20080806120605,10.75.222.14,5001,10.75.222.13,46112,12,0.0-10.0,1176387584,940172245"].join("\n");
    const rs = parseToolOutput(text);
    expect(rs.map((r) => [r.quantity.value, r.quantity.valueSi, r.conditions.side, r.conditions.reverse ?? false, r.conditions.line])).toEqual([
      [84029467, 84029467 / 8, "sender", false, "summary"], [940172245, 940172245 / 8, "receiver", true, "summary"]]);
  });

  it("UDP: the line with jitter and loss is the server's report (receiver); interval lines before the whole-test line", () => {
    const text = ["20090314193213,172.16.201.1,63132,172.16.201.131,5001,3,0.0-1.0,131271,1050168",
      "20090314193213,172.16.201.1,63132,172.16.201.131,5001,3,0.0-10.0,1312710,1048592",
      "20090314193213,172.16.201.131,5001,172.16.201.1,63132,3,0.0-10.0,1312710,1049881,0.838,0,893,0.000,0"].join("\n");
    expect(parseToolOutput(text).map((r) => [r.conditions.line, r.conditions.side, r.conditions.protocol])).toEqual([
      ["interval", "sender", "UDP"], ["summary", "sender", "UDP"], ["summary", "receiver", "UDP"]]);
  });
});

describe("Windows ftp in Japanese", () => {
  it("送信 is a write, 受信 a read, KB/秒 of 1,000 bytes; a listing's transfer (ftp> ls / dir) is not read", () => {
    const text = ["ftp> put jt400.jar", "226 FILE TRANSFER COMPLETED SUCCESSFULLY.", "ftp: 5051754 バイトが送信されました 2.93秒 1725.33KB/秒。",
      "ftp> ls", "250 LIST COMPLETED.", "ftp: 25 バイトが受信されました 0.00秒 8.33KB/秒。",
      "ftp> get a.iso", "ftp: 104857600 バイトが受信されました 8.92秒 11755.23KB/秒。"].join("\n");
    const rs = parseToolOutput(text);
    expect(rs.map((r) => [r.metric, r.operation, r.quantity.valueSi])).toEqual([
      ["duration", "write", 2.93], ["throughput", "write", 1725330], ["duration", "read", 8.92], ["throughput", "read", 11755230]]);
  });

  it("the English client's listing lines are skipped too", () => {
    const text = ["ftp> dir", "226 Transfer complete.", "ftp: 1983 bytes received in 0.09Seconds 21.79Kbytes/sec."].join("\n");
    expect(parseToolOutput(text)).toEqual([]);
  });
});

describe("bench.sh", () => {
  const table = [" Node Name        Upload Speed      Download Speed      Latency", " Speedtest.net    19.20 Mbps        19.31 Mbps          12.99 ms",
    " Hefei 5G     CT  239.99 Mbit/s     239.86 Mbit/s       13.98 ms", "----------------------------------------------------------------------",
    " Finished in        : 7 min 2 sec"].join("\n");

  it("each node's upload, download (decimal bits) and ping, the node as host", () => {
    const rs = parseToolOutput(table);
    expect(rs.map((r) => [r.metric, r.quantity.value, r.quantity.valueSi, r.conditions.host, r.conditions.test])).toEqual([
      ["throughput", 19.2, 2.4e6, "Speedtest.net", "upload"], ["throughput", 19.31, 19.31e6 / 8, "Speedtest.net", "download"], ["latency", 12.99, 12.99 / 1e3, "Speedtest.net", "ping"],
      ["throughput", 239.99, 239.99e6 / 8, "Hefei 5G CT", "upload"], ["throughput", 239.86, 239.86e6 / 8, "Hefei 5G CT", "download"], ["latency", 13.98, 13.98 / 1e3, "Hefei 5G CT", "ping"]]);
  });

  it("each I/O run is a sequential write; the script's average is not read; a row outside the table is not a node", () => {
    const io = [" I/O Speed(1st run) : 1.2 GB/s", " I/O Speed(2nd run) : 1.3 GB/s", " I/O Speed(average) : 1297.1 MB/s"].join("\n");
    expect(parseToolOutput(io).map((r) => [r.operation, r.access, r.quantity.valueSi, r.conditions.run])).toEqual([["write", "sequential", 1.2e9, 1], ["write", "sequential", 1.3e9, 2]]);
    expect(parseToolOutput(" Speedtest.net    19.20 Mbps        19.31 Mbps          12.99 ms")).toEqual([]);
  });
});

describe("iperf3 -V", () => {
  it("the CPU Utilization totals of both ends, with the side each played; the u/s split is not read", () => {
    const text = ["[  5]   0.00-2.00   sec   119 MBytes   500 Mbits/sec    2             sender",
      "CPU Utilization: local/sender 5.8% (0.0%u/5.8%s), remote/receiver 3.1% (0.5%u/2.6%s)"].join("\n");
    const cpu = parseToolOutput(text).filter((r) => r.metric === "cpu_utilisation");
    expect(cpu.map((r) => [r.quantity.value, r.conditions.host, r.conditions.side])).toEqual([[5.8, "local", "sender"], [3.1, "remote", "receiver"]]);
  });
});

describe("speedtest-cli --csv", () => {
  const header = "Server ID,Sponsor,Server Name,Timestamp,Distance,Ping,Download,Upload,Share,IP Address";
  const row = '24500,"Star Communications, Inc.","Clinton, NC",2020-12-31T17:24:53.566574Z,61.959562539294865,36.78,164032577.60907128,12906560.070495833,,198.51.100.19';

  it("a row under its header: ping, and Download / Upload in bits per second; quoted commas do not shift the columns", () => {
    const rs = parseToolOutput(`${header}\n${row}`);
    expect(rs.map((r) => [r.metric, r.quantity.value, r.quantity.valueSi, r.conditions.host])).toEqual([
      ["latency", 36.78, 36.78 / 1e3, "Star Communications, Inc."], ["throughput", 164032577.60907128, 164032577.60907128 / 8, "Star Communications, Inc."],
      ["throughput", 12906560.070495833, 12906560.070495833 / 8, "Star Communications, Inc."]]);
  });

  it("the header from a `--csv-header` command, the row from the `--csv` command after it", () => {
    const rs = parseToolOutput(`$ speedtest-cli --csv-header\n${header}\n$ speedtest-cli --csv\n${row}`);
    expect(rs.map((r) => [r.line, r.conditions.test])).toEqual([[4, "ping"], [4, "download"], [4, "upload"]]);
  });

  it("a row without the header names no column and is not read", () => {
    expect(parseToolOutput(row)).toEqual([]);
  });
});

describe("the new tools on a page", () => {
  it("NetIO lines pasted as <br> lines are read, as a network transfer without an access pattern", () => {
    const body = ["TCP connection established.", "Packet size  1k bytes:  494 KByte/s Tx,  71 KByte/s Rx."].map(esc).join("<br>\n");
    const doc = buildDocument(`<html><body><h1>WLAN stick</h1><p>${body}</p></body></html>`);
    const ms = extractToolOutputs(doc).measurements;
    expect(ms.map((m) => [m.value, m.operation, m.access, m.conditions.tool])).toEqual([[494, "transfer", null, "netio"], [71, "transfer", null, "netio"]]);
  });
});
