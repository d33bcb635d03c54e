import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>disk notes</title></head><body>${body}</body></html>`));
const rows = (body: string) =>
  page(body).measurements.filter((m) => !m.derived && m.conditions.tool === "dd").map((m) => [m.metric, m.operation, m.value, m.conditions.block_size_bytes ?? null, m.conditions.target_path ?? null]);

describe("a tool's output in a block of its own, under its command shown in the block before", () => {
  it("takes that command's direction, block size and file: each output its own command", () => {
    const r = rows(`<h2>read</h2><pre>$ dd if=/srv/big.img of=/dev/null bs=64k</pre>
<pre>16384+0 records in
16384+0 records out
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.52 s, 706 MB/s</pre>
<h2>write</h2><pre>$ dd if=/dev/zero of=/srv/out.img bs=4k count=1000 oflag=dsync</pre>
<pre>4096000 bytes (4.1 MB, 3.9 MiB) copied, 3.1 s, 1.3 MB/s</pre>`);
    expect(r).toEqual([
      ["duration", "read", 1.52, 65536, "/srv/big.img"], ["throughput", "read", 706, 65536, "/srv/big.img"],
      ["duration", "write", 3.1, 4096, "/srv/out.img"], ["throughput", "write", 1.3, 4096, "/srv/out.img"],
    ]);
  });

  it("reads the command behind a list mark a writer left in the code block (`- $ dd …`) and a summary behind a label (`- result: …`)", () => {
    const r = rows(`<pre>- $ sudo dd if=/dev/zero of=/data/t.img bs=1M count=100</pre><pre>- result: 104857600 bytes (105 MB, 100 MiB) copied, 0.41 s, 256 MB/s</pre>`);
    expect(r).toEqual([["duration", "write", 0.41, 1048576, "/data/t.img"], ["throughput", "write", 256, 1048576, "/data/t.img"]]);
  });

  it("does not give an output the command of another section, nor one when the block shows its own", () => {
    const other = rows(`<pre>$ dd if=/dev/zero of=/srv/a.img bs=1M count=10</pre><h2>later</h2><pre>10485760 bytes (10 MB, 10 MiB) copied, 0.05 s, 210 MB/s</pre>`);
    // (the block size every dd command of the page agrees on is the report's, by another rule: reportScope)
    expect(other.map((x) => x[4])).toEqual([null, null]);
    const own = rows(`<pre>$ dd if=/dev/zero of=/srv/a.img bs=1M count=10</pre><pre>$ dd if=/srv/b.img of=/dev/null bs=2M
5+0 records in
5+0 records out
10485760 bytes (10 MB, 10 MiB) copied, 0.04 s, 262 MB/s</pre>`);
    expect(own.map((x) => [x[1], x[3], x[4]])).toEqual([["read", 2097152, "/srv/b.img"], ["read", 2097152, "/srv/b.img"]]);
  });
});

describe("dd's direction by its command", () => {
  it("reads its input when it writes to its own output (no `of=`: `dd if=/dev/sdc | md5sum`), writes from /dev/zero", async () => {
    const { ddDirection } = await import("../../../src/extract/tools/dd.ts");
    expect(ddDirection("time dd if=/dev/sdc | md5sum")).toBe("read");
    expect(ddDirection("dd if=/srv/big.img bs=1M status=progress")).toBe("read");
    expect(ddDirection("dd if=/dev/zero bs=1M count=100 | ssh host 'cat > /dev/null'")).toBe("write");
    expect(ddDirection("dd if=a.img of=b.img bs=1M")).toBeNull();
  });
});

describe("a program's option that names an operation by a word alone", () => {
  it("is the run's operation where the grammar lists no mode words for the program (`-o read`, `--op=write`)", async () => {
    const { commandDirection, readCommand } = await import("../../../src/extract/tools/commandLine.ts");
    const dir = (line: string) => commandDirection(readCommand(line)!);
    expect(dir("# nvmecontrol perftest -n 32 -o read -s 512 -t 30 nvme0ns1")).toBe("read");
    expect(dir("$ ./blkbench --op=write --size 4k /dev/vdb")).toBe("write");
    // two operations named, or none: none is guessed
    expect(dir("$ ./blkbench --first read --then write /dev/vdb")).toBeNull();
    expect(dir("$ ./blkbench -f read.log /dev/vdb")).toBeNull();
  });
});
