import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { commandFacts, mountsIn, readCommand } from "../../../src/extract/tools/commandLine.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseToolOutput, splitAtCommands } from "../../../src/extract/tools/parseToolOutput.ts";

describe("command lines at a shell prompt", () => {
  it("reads the program after the usual prompts, wrappers and assignments", () => {
    for (const line of ["$ sudo iperf3 -c h", "root@box:/tmp# iperf3 -c h", "[root@gva add]# ./iperf3 -c h", "me@pc ~ $ iperf3 -c h", "linux:~ # iperf3 -c h", "C:\\tools>iperf3.exe -c h", "bash-3.2$ time -p iperf3 -c h"]) {
      expect(readCommand(line)?.program, line).toBe("iperf3");
    }
    expect(readCommand("$ time rsync a b:")).toMatchObject({ program: "rsync", timed: true });
    expect(readCommand("[root@w02 x]# ./iperf-1.6.5 -s")?.program).toBe("iperf");
  });

  it("comments, table headers and output lines are not commands", () => {
    for (const line of ["# of files: 3", "% Total    % Received % Xferd  Average Speed", "[  3]  0.0-10.0 sec  1.1 GBytes  941 Mbits/sec", "100%  14.6M", "# Note: run twice"]) {
      expect(readCommand(line), line).toBeNull();
    }
  });

  it("iperf options become conditions", () => {
    const c = readCommand("$ iperf3 -c 10.0.0.1 -u -b 1G -P 8 -R -w 4M");
    expect(c && commandFacts(c).conditions).toEqual({ protocol: "UDP", streams: 8, reverse: true, window_bytes: 4 * 2 ** 20 });
    const d = readCommand("$ iperf -c 10.0.0.1 -d -t 30");
    expect(d && commandFacts(d).conditions).toEqual({ protocol: "TCP", streams: 1, dualtest: true });
  });

  it("a copy's direction: towards a remote host or a mounted share is a write, from one a read", () => {
    const op = (line: string, mounts = mountsIn("$ mount -t nfs nas:/export/a /data/a")) => {
      const c = readCommand(line);
      return c ? commandFacts(c, mounts) : null;
    };
    expect(op("$ scp -P 2222 file.bin me@host:/tmp/")?.operation).toBe("write");
    expect(op("$ scp me@host:/tmp/file.bin .")?.operation).toBe("read");
    expect(op("$ cp /tmp/x.bin /data/a/")).toMatchObject({ operation: "write", conditions: { protocol: "NFS", target_path: "/data/a/" } });
    expect(op("$ rsync -av /data/a/x.bin /tmp/")).toMatchObject({ operation: "read", conditions: { protocol: "NFS" } });
    expect(op("$ cp /tmp/x.bin /mnt/usb/")?.operation).toBe("write");
    // two local paths: no read or write guessed, the operation is the copy itself
    expect(op("$ cp /tmp/x.bin /home/me/")?.operation).toBe("copy");
    expect(op("$ time cat big.tar > copy.tar")?.operation).toBe("copy");
    expect(op("$ time cat big.tar > /dev/null")?.operation).toBe("read");
    expect(op("$ cat out.json")?.operation).toBeNull();
    expect(op("$ rsync -avz src/ me@host:dst/")?.conditions).toMatchObject({ protocol: "rsync", compression: true });
  });

  it("time: each timed command names its run as the test, and a local copy is a copy", () => {
    const text = "$ time cp /data/logs.tar /data/logs.cp\n\nreal\t1m3.210s\nuser\t0m0.010s\nsys\t0m30.512s\n\n$ time rsync /data/logs.tar /data/logs.rs\n\nreal\t1m40.500s\nuser\t0m9.120s\nsys\t0m51.300s";
    const r = parseToolOutput(text);
    expect(r.map((x) => [x.tool, x.metric, x.quantity.value, x.operation, x.conditions.test])).toEqual([
      ["time", "duration", 63.21, "copy", "cp"],
      ["time", "duration", 100.5, "copy", "rsync"],
    ]);
  });

  it("mounts: NFS and CIFS mount points", () => {
    expect(mountsIn("$ sudo mount -t nfs 10.0.0.2:/vol /mnt/vol\n# mount -t cifs //nas/share /mnt/share -o user=me")).toEqual([{ point: "/mnt/vol", protocol: "NFS" }, { point: "/mnt/share", protocol: "SMB" }]);
  });
});

describe("the page around tool output", () => {
  it("a share mounted earlier on the page makes dd and rsync onto it NFS writes", () => {
    const doc = buildDocument(`<title>NAS</title><h2>Mounts</h2><pre>$ sudo mount -t nfs nas:/vol/a /srv/a</pre><h2>Copy</h2><pre>$ dd if=/dev/zero of=/srv/a/big bs=1M count=1024
1024+0 records in
1024+0 records out
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 9.51 s, 113 MB/s

$ dd if=/srv/a/big of=/dev/null bs=1M
1024+0 records in
1024+0 records out
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 9.12 s, 118 MB/s</pre>`);
    const ms = extractToolOutputs(doc).measurements.filter((m) => m.metric === "throughput");
    expect(ms.map((m) => [m.value, m.operation, m.conditions.protocol, m.conditions.target_path])).toEqual([[113, "write", "NFS", "/srv/a/big"], [118, "read", "NFS", "/srv/a/big"]]);
  });

  it("the same test run again in consecutive blocks under one heading is numbered", () => {
    const block = (v: string) => `<pre>$ iperf3 -c 10.0.0.1\n[  5]   0.00-10.00  sec  1.09 GBytes   ${v} Mbits/sec    0   sender\n[  5]   0.00-10.00  sec  1.09 GBytes   ${v} Mbits/sec        receiver</pre>`;
    const doc = buildDocument(`<title>LAN</title><h2>Run to the server</h2>${block("936")}<p>Again:</p>${block("939")}<h2>Other</h2>${block("941")}`);
    const senders = extractToolOutputs(doc).measurements.filter((m) => m.conditions.side === "sender");
    expect(senders.map((m) => [m.value, m.conditions.run])).toEqual([[936, 1], [939, 2], [941, undefined]]);
  });

  it("a heading's protocol reaches a timed copy that does not say its own", () => {
    const doc = buildDocument("<title>Copies</title><h2>SMB</h2><pre># time cp /tmp/f.bin /mnt/share\nreal  0m32.649s\nuser  0m0.008s\nsys 0m0.568s</pre>");
    expect(extractToolOutputs(doc).measurements.map((m) => [m.metric, m.operation, m.value, m.conditions.protocol])).toEqual([["duration", "write", 32.649, "SMB"]]);
  });
});

describe("time in other shells", () => {
  const d = (text: string) => parseToolOutput(text).map((r) => [r.tool, r.metric, r.quantity.value, r.operation]);
  it("zsh's `… total`, POSIX -p and PowerShell's Measure-Command", () => {
    expect(d("mac% time scp big.iso nas:/tmp\nbig.iso   100% 1024MB  98.1MB/s   00:10\nscp big.iso nas:/tmp  1.21s user 2.02s system 30% cpu 10.512 total")).toEqual([["scp", "throughput", 98.1, "write"], ["scp", "duration", 10, "write"], ["time", "duration", 10.512, "write"]]);
    expect(d("real 17.69\nuser 11.57\nsys 3.05")).toEqual([["time", "duration", 17.69, null]]);
    expect(d("Days              : 0\nHours             : 0\nMinutes           : 0\nSeconds           : 17\nMilliseconds      : 694\nTicks             : 176940000\nTotalDays         : 0.000204\nTotalHours        : 0.004915\nTotalMinutes      : 0.2949\nTotalSeconds      : 17.694\nTotalMilliseconds : 17694")).toEqual([["time", "duration", 17.694, null]]);
  });

  it("a chain runs the command that prints: `sync; dd …; sync` is dd's", () => {
    expect(readCommand("root@h:~# sync; dd if=/dev/zero of=/data/t bs=1M count=100; sync")?.program).toBe("dd");
    expect(readCommand("$ cd /srv && time rsync -a x host:/y")).toMatchObject({ program: "rsync", timed: true });
  });
});

describe("splitting a block at its commands", () => {
  it("each command's output is its own part, but views of one saved file stay together", () => {
    const parts = splitAtCommands(["$ iperf3 -c a", "x", "$ iperf3 -c a -R", "y", "$ jq '.opts' out.json", "{}", "$ jq '.jobs[0]' out.json", "{}", "$ jq '.jobs[0]' other.json", "{}"]);
    expect(parts.map((p) => [p.start, p.lines.length])).toEqual([[0, 2], [2, 2], [4, 4], [8, 2]]);
  });
});
