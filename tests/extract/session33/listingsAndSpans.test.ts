import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describe as describeText } from "../../../src/grammar/describe.ts";
import { commandFacts, readCommand } from "../../../src/extract/tools/commandLine.ts";

const html = (title: string, body: string) => `<html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const rows = (title: string, body: string) => extractAll(buildDocument(html(title, body))).measurements.filter((m) => !m.derived);
const rejects = (title: string, body: string) => extractAll(buildDocument(html(title, body))).rejects;

/** A file shown the way code viewers lay it out: one table row a line, a gutter cell then the line's code. */
const listing = (lines: string[], gutter: (n: number) => string) =>
  `<table class="highlight">${lines.map((l, i) => `<tr><td id="L${i + 1}" class="blob-num" data-line-number="${i + 1}">${gutter(i + 1)}</td><td class="blob-code">${l}</td></tr>`).join("")}</table>`;

describe("a code viewer's listing laid out as a table is preformatted text", () => {
  const cdm = [
    "-----------------------------------------------------------------------",
    "CrystalDiskMark 3.0.2 x64 (C) 2007-2013 hiyohiyo",
    "-----------------------------------------------------------------------",
    "           Sequential Read :   434.949 MB/s",
    "          Sequential Write :   141.902 MB/s",
    " Random Read 4KB (QD=32) :   234.965 MB/s [ 57364.5 IOPS]",
    "",
    "  Test : 50 MB [C: 95.3% (97.5/102.3 GB)] (x2)",
    "  OS : Windows 7 Home Premium Edition SP1 [6.1 Build 7601] (x64)",
    "  X1 Carbon internal SSD",
  ];

  it("with an empty gutter (the viewer numbers it): one block of the lines, spacing kept", () => {
    const doc = buildDocument(html("bench", listing(cdm, () => "")));
    const blocks = doc.blocks.filter((b) => b.kind === "pre");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.text.split("\n")).toContain("           Sequential Read :   434.949 MB/s");
    expect(doc.blocks.some((b) => b.kind === "table")).toBe(false);
  });

  it("with the line numbers printed in the gutter, each its row's number", () => {
    const doc = buildDocument(html("bench", listing(cdm, (n) => String(n))));
    expect(doc.blocks.filter((b) => b.kind === "pre")).toHaveLength(1);
  });

  it("its tool output is read as the tool's, not as a one-column grid", () => {
    const got = rows("bench", listing(cdm, () => ""));
    expect(got.map((m) => [m.metric, m.operation, m.access, m.value])).toEqual([
      ["throughput", "read", "sequential", 434.949],
      ["throughput", "write", "sequential", 141.902],
      ["throughput", "read", "random", 234.965],
      ["iops", "read", "random", 57364.5],
    ]);
  });

  it("a table of pictures beside their captions is no listing: an image cell is no gutter", () => {
    const pictures = [1, 2, 3].map((n) => `<tr><td><img src="t${n}.png"></td><td>The T${n} generation is ${n * 100} MB/s write.</td></tr>`).join("");
    expect(buildDocument(html("ssd", `<table>${pictures}</table>`)).blocks.some((b) => b.kind === "pre")).toBe(false);
  });

  it("a two-column table whose first column is not a run of line numbers stays a table", () => {
    const table = `<table><tr><td>1</td><td>110 MB/s</td></tr><tr><td>3</td><td>112 MB/s</td></tr><tr><td>2</td><td>109 MB/s</td></tr></table>`;
    expect(buildDocument(html("runs", table)).blocks.map((b) => b.kind)).toEqual(["table"]);
    const headed = `<table><tr><th></th><th>MB/s</th></tr><tr><td></td><td>110</td></tr><tr><td></td><td>112</td></tr></table>`;
    expect(buildDocument(html("runs", headed)).blocks.map((b) => b.kind)).toEqual(["table"]);
  });
});

describe("a code viewer's listing laid out as an ordered list (a paste site's highlighter) is preformatted text", () => {
  const paste = ["ioping: seek rate", "min/avg/max/mdev = 186.9 us / 196.0 us / 508.3 us / 11.8 us", "\u00a0", "dd: sequential write speed", "1st run: 320.43 MiB/s", "2nd run: 319.48 MiB/s", "3rd run: 323.30 MiB/s"];
  const ol = (lines: string[]) => `<ol>${lines.map((l) => `<li class="li1"><div class="de1">${l}</div></li>`).join("")}</ol>`;

  it("one line an item, the blank line kept: one block, read as a script's output", () => {
    const doc = buildDocument(html("bench", ol(paste)));
    expect(doc.blocks.map((b) => b.kind)).toEqual(["pre"]);
    const got = rows("bench", ol(paste)).filter((m) => m.unit === "MiB/s");
    expect(got.map((m) => [m.value, m.operation, m.conditions.run ?? m.conditions.test])).toEqual([
      [320.43, "write", expect.anything()], [319.48, "write", expect.anything()], [323.3, "write", expect.anything()],
    ]);
  });

  it("an ordered list of points with no empty item stays a list", () => {
    expect(buildDocument(html("steps", ol(["Install fio", "Mount the share", "Run the job", "Read the log", "Repeat twice"]))).blocks.every((b) => b.kind === "list_item")).toBe(true);
  });
});

describe("CrystalDiskMark 2.x–4.x: the bare comment after `OS :` names the drive", () => {
  const report = (comment: string) =>
    ["CrystalDiskMark 3.0.2 x64 (C) 2007-2013 hiyohiyo", "Sequential Read : 434.949 MB/s", "Sequential Write : 141.902 MB/s", "Test : 50 MB [C: 95.3%] (x2)", "OS : Windows 7 SP1 [6.1 Build 7601] (x64)", comment].join("\n");

  it("a comment naming a drive is every figure's storage", () => {
    expect(new Set(rows("ssd", `<pre>${report("Thinkpad X1 Carbon 内臓SSD")}</pre>`).map((m) => m.conditions.storage))).toEqual(new Set(["Thinkpad X1 Carbon 内臓SSD"]));
  });

  it("a comment naming no drive is no storage", () => {
    expect(rows("ssd", `<pre>${report("after the update")}</pre>`).every((m) => m.conditions.storage === undefined || m.conditions.storage !== "after the update")).toBe(true);
  });
});

describe("fio's results under a job known only by its name: the name is a descriptor", () => {
  const grep = [
    "Seq-Read: (groupid=0, jobs=1): err= 0: pid=22448: Sun Feb 5 14:25:32 2017",
    "  read : io=1024.0MB, bw=128156KB/s, iops=125, runt=  8182msec",
    "--",
    "Rand-Read-4K-QD32: (groupid=6, jobs=1): err= 0: pid=22454: Sun Feb 5 14:25:32 2017",
    "  read : io=151932KB, bw=2529.1KB/s, iops=632, runt= 60053msec",
  ].join("\n");

  it("access, block size and queue depth come from the job's name when no job line says them", () => {
    const got = rows("fio", `<pre>${grep}</pre>`);
    expect(got.map((m) => [m.metric, m.access, m.value, m.conditions.block_size_bytes ?? null, m.conditions.queue_depth ?? null])).toEqual([
      ["iops", "sequential", 125, null, null],
      ["throughput", "sequential", 128156, null, null],
      ["iops", "random", 632, 4096, 32],
      ["throughput", "random", 2529.1, 4096, 32],
    ]);
  });
});

describe("a label's bracketed unit heads the named figures after it", () => {
  const summary = ["$ ./disk_test --test_dir /mnt/usb/", "Disk test using:", "  io_block_size 262144", "Disk data rates (MB/s) overall: Read 64.59  Write 64.62"].join("\n");

  it("each figure takes the unit and the name right before it (not the next figure's)", () => {
    const got = rows("disk", `<pre>${summary}</pre>`);
    expect(got.map((m) => [m.operation, m.value, m.unit])).toEqual([
      ["read", 64.59, "MB/s"],
      ["write", 64.62, "MB/s"],
    ]);
  });

  it("the directory the command ran on and the block size its settings print are the figures' conditions", () => {
    const got = rows("disk", `<pre>${summary}</pre>`);
    expect(got.map((m) => [m.conditions.target_path, m.conditions.block_size_bytes])).toEqual([
      ["/mnt/usb/", 262144],
      ["/mnt/usb/", 262144],
    ]);
  });
});

describe("a rate given with the time it was taken over", () => {
  it("`rate (MB/s) 64.60 over 15784.930 secs`: the rate is measured, the time is the run's length and no result", () => {
    const got = rows("disk", `<pre>Overall file data rate (MB/s) 64.60 over 15784.930 secs\nOverall disk rate (MB/s) 60.10 over 15784.930 secs</pre>`);
    expect(got.map((m) => [m.metric, m.value])).toEqual([
      ["throughput", 64.6],
      ["throughput", 60.1],
    ]);
  });

  it("`N bytes over T seconds; R Mbytes/second`: the rate after the span, named by the line's opening words", () => {
    const got = rows("rdma", `<pre>Rx_0 Total data bytes 103767080960 over 494.755997 seconds; 209.7 Mbytes/second\nRx_1 Total data bytes 102652444672 over 492.081909 seconds; 208.6 Mbytes/second</pre>`);
    expect(got.map((m) => [m.metric, m.value, String(m.conditions.test).slice(0, 4)])).toEqual([
      ["throughput", 209.7, "Rx_0"],
      ["throughput", 208.6, "Rx_1"],
    ]);
  });
});

describe("a repeated progress line and its summary printed flush after it", () => {
  const log = [
    "07:00:31", "  Disk data rates (MB/s) overall: Read 61.05  Write 74.58",
    "07:00:41", "  Disk data rates (MB/s) overall: Read 64.78  Write 71.53",
    "07:00:51", "  Disk data rates (MB/s) overall: Read 65.93  Write 70.42",
    "Disk data rates (MB/s) overall: Read 64.60  Write 64.62",
  ].join("\n");

  it("keeps only the summary, the outdented last print", () => {
    expect(rows("disk", `<pre>${log}</pre>`).map((m) => [m.operation, m.value])).toEqual([
      ["read", 64.6],
      ["write", 64.62],
    ]);
    expect(rejects("disk", `<pre>${log}</pre>`).filter((r) => /printed again and again/.test(r.reason)).length).toBe(6);
  });

  it("printed at one indent throughout, every line stays progress", () => {
    const flat = log.replace(/^ {2}/gm, "");
    expect(rows("disk", `<pre>${flat}</pre>`)).toEqual([]);
  });
});

describe("the descriptor grammar reads a block size set under its mark", () => {
  it.each([
    ["io_block_size 262144", 262144],
    ["block size: 262144", 262144],
    ["bs=4k", 4096],
    ["Record Size 4 kB", 4096],
    ["IO size 4096", 4096],
  ])("%s", (text, bytes) => {
    const d = describeText(text);
    expect(d.blockSizeBytes).toBe(bytes);
    expect(d.metric).toBeNull();
    expect(d.access).toBeNull();
  });

  it("a bare count too small to be bytes is none", () => {
    expect(describeText("bs=8").blockSizeBytes).toBeNull();
  });
});

describe("a command's option naming the directory it ran on, whatever the program", () => {
  it.each([
    ["$ disk_test --test_dir /run/media/u/FAT_DISK/", "/run/media/u/FAT_DISK/"],
    ["$ mybench --directory=/srv/test", "/srv/test"],
  ])("%s", (line, path) => {
    const c = readCommand(line);
    expect(c && commandFacts(c).conditions.target_path).toBe(path);
  });

  it("a device or a value that is no path is none", () => {
    const dev = readCommand("$ mybench --target /dev/sdb");
    const word = readCommand("$ mybench --path fast");
    expect(dev && commandFacts(dev).conditions.target_path).toBeUndefined();
    expect(word && commandFacts(word).conditions.target_path).toBeUndefined();
  });
});

describe("a unit a header or note states is kept as written", () => {
  it("`(Mb/s)` over bare figures stays Mb/s (bits or the page's own spelling), never MB/s", () => {
    const got = rows("vpn", `<table><tr><th>cypher</th><th>userland (Mb/s)</th></tr><tr><td>aes</td><td>39</td></tr><tr><td>null</td><td>48</td></tr></table>`);
    expect(got.map((m) => [m.value, m.unit, m.valueSi])).toEqual([
      [39, "Mb/s", null],
      [48, "Mb/s", null],
    ]);
  });

  it("`Values are Mb/s` after a table of bare figures states its unit", () => {
    const table = "cypher                      userland    DCO\naes-gcm-128                       39    365\nnull                              48    900";
    const got = rows("vpn", `<pre>${table}</pre><p>Values are Mb/s, median of 5 benches.</p>`);
    expect(got.map((m) => [m.value, m.unit])).toEqual([
      [39, "Mb/s"], [365, "Mb/s"], [48, "Mb/s"], [900, "Mb/s"],
    ]);
  });
});

describe("a command-line option's name is no protocol the page names", () => {
  it("`--ncp-disable` in a sentence gives the report no protocol", () => {
    const got = rows("vpn", `<p>Throughput was 39 Mb/s with aes-gcm-128 and 48 Mb/s with null.</p><p>--ncp-disable no longer exists in 2.7.</p>`);
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((m) => m.conditions.protocol === undefined)).toBe(true);
  });
});

describe("a table marked with <th>: a row headed by its own <th> is a body row, whatever its cells hold", () => {
  const table = `<table><tr><th></th><th>SFTP UP</th><th>FTP UP</th></tr>
    <tr><th>除外</th><td>0.64% (13)</td><td>0.74% (15)</td></tr>
    <tr><th>棄却検定閾値</th><td>4.11秒</td><td>3.86秒</td></tr>
    <tr><th>中央値</th><td>2.99秒</td><td>3.41秒</td></tr>
    <tr><th>平均値</th><td>3.00秒</td><td>3.41秒</td></tr></table>`;

  it("its cells head no column: the figures below keep their own column only", () => {
    const got = rows("sftp", table);
    expect(got.map((m) => [m.value, m.conditions.config, m.conditions.statistic])).toEqual([
      [2.99, "SFTP UP", "median"],
      [3.41, "FTP UP", "median"],
      [3, "SFTP UP", "avg"],
      [3.41, "FTP UP", "avg"],
    ]);
  });

  it("a row named as a threshold holds limits, not results", () => {
    expect(rows("sftp", table).some((m) => m.value === 4.11 || m.value === 3.86)).toBe(false);
  });
});

describe("a bare `disk` between a tool's name and an operation is the test's object, no drive", () => {
  it("`HDParm Disk Read 419.38 MB/sec`, `DD Disk Write 316 MB/s`: no storage", () => {
    const got = rows("pi", `<p>HDParm Disk Read 419.38 MB/sec<br>HDParm Cached Disk Read 412.53 MB/sec<br>DD Disk Write 316 MB/s</p>`);
    expect(got.map((m) => m.value)).toEqual([419.38, 412.53, 316]);
    expect(got.every((m) => m.conditions.storage === undefined)).toBe(true);
  });

  it("a drive the words do name stays: `the Samsung disk read 420 MB/s`", () => {
    const got = rows("ssd", `<p>The Samsung disk read 420 MB/s in the copy test.</p>`);
    expect(got.map((m) => m.conditions.storage)).toEqual(["Samsung disk"]);
  });
});

describe("dd copying a file made in a scratch place onto another", () => {
  const run = (cmd: string) => `<pre>$ ${cmd}\n1280+0 records in\n1280+0 records out\n5368709120 bytes (5.4 GB, 5.0 GiB) copied, 4.76216 s, 1.1 GB/s</pre>`;

  it("`if=/tmp/test of=test` writes the place it copies onto", () => {
    expect(rows("dd", run("dd if=/tmp/test of=test bs=4M")).map((m) => m.operation)).toEqual(["write", "write"]);
  });

  it("`if=/dev/shm/x of=/mnt/nas/x` too; between two ordinary files the direction stays unsaid", () => {
    expect(rows("dd", run("dd if=/dev/shm/x of=/mnt/nas/x bs=1M")).every((m) => m.operation === "write")).toBe(true);
    expect(rows("dd", run("dd if=a.img of=b.img bs=1M")).every((m) => m.operation !== "write" && m.operation !== "read")).toBe(true);
  });
});

describe("a step announced with the streaming tool that runs it", () => {
  it("`Running DD write benchmark with 1 threads...`: its runs are dd's, sequential", () => {
    const out = ["Running DD write benchmark with 1 threads...", "Run 1 write speed: 410.96 MB/s", "Run 2 write speed: 410.95 MB/s", "Running DD write benchmark with 4 threads...", "Run 1 write speed: 1179.53 MB/s", "Run 2 write speed: 1165.82 MB/s"].join("\n");
    const got = rows("pool", `<pre>${out}</pre>`);
    expect(got.map((m) => [m.value, m.access, m.conditions.tool, m.conditions.threads])).toEqual([
      [410.96, "sequential", "dd", 1], [410.95, "sequential", "dd", 1], [1179.53, "sequential", "dd", 4], [1165.82, "sequential", "dd", 4],
    ]);
  });
});
