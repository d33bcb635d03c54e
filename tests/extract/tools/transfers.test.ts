import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string): Record<string, any>[] =>
  parseToolOutput(text).map((r) => ({ tool: r.tool, metric: r.metric, op: r.operation, value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi, ...r.conditions }));

describe("scp, sftp and ascp progress lines", () => {
  it("scp upload: rate and elapsed time of the 100 % line, direction and cipher from the command", () => {
    const [rate, time] = rows(fixture("scp-upload.txt"));
    expect(rate).toMatchObject({ tool: "scp", metric: "throughput", op: "write", value: 104.6, unit: "MB/s", protocol: "SCP", cipher: "aes128-gcm@openssh.com", file_size_bytes: 628 * 2 ** 20 });
    expect(time).toMatchObject({ metric: "duration", op: "write", value: 6, unit: "s" });
  });

  it("time around scp: the shell's real time takes the copy's direction and protocol", () => {
    const r = rows(fixture("scp-time-download.txt"));
    expect(r.map((x) => [x.tool, x.metric, x.op, x.value, x.protocol])).toEqual([["scp", "throughput", "read", 87.2, "SCP"], ["scp", "duration", "read", 46, "SCP"], ["time", "duration", "read", 47.312, "SCP"]]);
  });

  it("ascp: the progress line (Mb/s are megabits) and the Completed summary across a blank line", () => {
    const r = rows(fixture("ascp-download.txt"));
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit, x.line])).toEqual([
      ["throughput", "read", 412, "Mb/s", "progress"], ["duration", "read", 83, "s", "progress"],
      ["duration", "read", 84, "seconds", "summary"], ["throughput", "read", 408722, "K bits/sec", "summary"],
    ]);
    expect(r[0]?.si).toBe(412e6 / 8);
    expect(r[3]?.si).toBe(408722e3 / 8);
    expect(r[2]?.file_size_bytes).toBe(4194304 * 1024);
  });

  it("a progress line not yet at 100 % (with ETA) is not a result", () => {
    expect(parseToolOutput("debian-12.iso                                  45%  282MB 101.2MB/s   00:03 ETA")).toEqual([]);
  });
});

describe("rsync (3.2.7, run here)", () => {
  it("--progress --stats: the 100 % line and the closing average; the stats' own times are not read", () => {
    const r = rows(fixture("rsync-progress-stats.txt"));
    // carriage returns redraw the progress line: only its final state (100 %) is read; 0:00:00 gives no duration
    expect(r.map((x) => [x.metric, x.value, x.unit, x.line])).toEqual([["throughput", 230.88, "MB/s", "progress"], ["throughput", 133365961.33, "bytes/sec", "summary"]]);
    expect(r[0]?.file_size_bytes).toBe(200000000);
  });

  it("-h: human sizes and rates; a progress time under 10 whole seconds (0:00:01) is too coarse to be a duration", () => {
    const r = rows(fixture("rsync-human.txt"));
    expect(r.map((x) => [x.metric, x.value, x.unit, x.si])).toEqual([["throughput", 126.04, "MB/s", 126.04e6], ["throughput", 80.02, "M bytes/sec", 80.02e6]]);
    const long = parseToolOutput("$ rsync -P a.img b/\n   449371583 100%  12.62MB/s    0:00:34 (xfr#1, to-chk=0/1)");
    expect(long.map((x) => [x.metric, x.quantity.value])).toEqual([["throughput", 12.62], ["duration", 34]]);
  });

  it("-i's itemized '<f' line says the file is sent to the remote host: its progress and the closing rate are writes", () => {
    const push = "<f.st...... var/log/syslog\n    182,467,592 100%  148.99MB/s    0:00:01 (xfr#110, to-chk=573/1376624)\n\nsent 69,922,146 bytes  received 227,617 bytes  871,425.63 bytes/sec";
    expect(parseToolOutput(push).map((r) => [r.quantity.value, r.operation])).toEqual([[148.99, "write"], [871425.63, "write"]]);
    expect(parseToolOutput(push.replace("<f.st", ">f.st")).map((r) => r.operation ?? null)).toEqual([null, null]);
  });

  it("a copy onto an NFS share the page mounts is a write over NFS; back into the working directory a read", () => {
    const text = "$ rsync --progress big.iso /srv/nfs-a/\n\n        6,561,234,567 100%  111.20MB/s    0:00:56 (xfr#1, to-chk=0/1)\n\nsent 6,562,835,211 bytes  received 35 bytes  115,137,460.46 bytes/sec";
    const mounts = [{ point: "/srv/nfs-a", protocol: "NFS" }];
    expect(parseToolOutput(text, mounts).map((r) => [r.metric, r.operation, r.conditions.protocol])).toEqual([["throughput", "write", "NFS"], ["duration", "write", "NFS"], ["throughput", "write", "NFS"]]);
    const back = text.replace("big.iso /srv/nfs-a/", "/srv/nfs-a/big.iso .");
    expect(parseToolOutput(back, mounts).map((r) => r.operation)).toEqual(["read", "read", "read"]);
  });
});

describe("curl, wget, ftp (curl 7.88 and wget 1.21 run here)", () => {
  it("curl's progress meter: the last row's average download speed (1024-based k/M) and time spent", () => {
    const r = rows(fixture("curl-progress.txt"));
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit, x.si])).toEqual([["throughput", "read", 169, "M", 169 * 2 ** 20], ["duration", "read", 1, "s", 1]]);
    expect(r[0]?.protocol).toBe("HTTP");
  });

  it("curl -w with named variables", () => {
    expect(rows(fixture("curl-write-out.txt")).map((x) => [x.metric, x.value])).toEqual([["duration", 0.378465], ["throughput", 528450451]]);
  });

  it("wget: the saved line's rate and the dot progress's elapsed time", () => {
    expect(rows(fixture("wget-dots.txt")).map((x) => [x.metric, x.op, x.value, x.unit])).toEqual([["duration", "read", 1.5, "s"], ["throughput", "read", 131, "MB/s"]]);
  });

  it("ftp: received is a read, sent a write, each with its time", () => {
    expect(rows(fixture("ftp-session.txt")).map((x) => [x.metric, x.op, x.value, x.file_size_bytes])).toEqual([
      ["duration", "read", 8.42, 524288000], ["throughput", "read", 59.3823, 524288000], ["duration", "write", 0.95, 10485760], ["throughput", "write", 10.5263, 10485760],
    ]);
  });

  it("lftp's and Windows ftp's summary lines", () => {
    expect(rows("$ lftp -e 'get big.bin; bye' ftp.example.org\n524288000 bytes transferred in 8 seconds (62.50M/s)").map((x) => [x.tool, x.metric, x.value, x.unit])).toEqual([["lftp", "duration", 8, "seconds"], ["lftp", "throughput", 62.5, "M/s"]]);
    expect(rows("ftp: 1048576 bytes received in 0.41Seconds 2557.50Kbytes/sec.").map((x) => [x.metric, x.op, x.value])).toEqual([["duration", "read", 0.41], ["throughput", "read", 2557.5]]);
  });

  it("ncftpget's summary line is a read over FTP", () => {
    expect(rows(fixture("ncftp-get.txt"))).toMatchObject([{ tool: "ncftpget", metric: "throughput", op: "read", value: 98.41, protocol: "FTP" }]);
  });

  it("BSD dd's summary is not taken for an ftp transfer", () => {
    expect(rows("2147483648 bytes transferred in 9.812345 secs (218855316 bytes/sec)").map((x) => x.tool)).toEqual(["dd", "dd"]);
  });

  it("sentences quoting transfer figures are not read", () => {
    expect(parseToolOutput("We sent 6.12G bytes and received 35 bytes at about 104.55M bytes/sec on average.\nThe file was 100% done at 42.7MB/s after 00:24.")).toEqual([]);
  });
});
