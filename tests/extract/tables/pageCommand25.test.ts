import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>FUSE vs direct</title></head><body><h1>FUSE vs direct</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const table = `<p>fio results:</p><table><tr><th></th><th>IOPS</th><th>throughput (MiB/s)</th></tr><tr><td>sequential read</td><td>9120</td><td>35.6</td></tr><tr><td>random write</td><td>4210</td><td>16.4</td></tr></table>`;

describe("a table of a disk benchmark's results under the page's commands of it", () => {
  it("takes the one block size all those commands run with", () => {
    const body = `<p>Each test ran as:</p><pre>fio -filename=/mnt/t/file1 -direct=1 -rw=read -bs=8k -size=64M -numjobs=1 -runtime=60 -name=t1
fio -filename=/mnt/t/file1 -direct=1 -rw=randwrite -bs=8k -size=64M -numjobs=1 -runtime=60 -name=t2</pre>${table}`;
    const got = rows(body);
    expect(got.length).toBe(4);
    for (const m of got) expect(m.conditions.block_size_bytes).toBe(8192);
  });

  it("takes none where the commands run with several sizes", () => {
    const body = `<pre>fio -filename=/mnt/t/file1 -direct=1 -rw=read -bs=8k -size=64M -name=t1
fio -filename=/mnt/t/file1 -direct=1 -rw=randwrite -bs=1m -size=64M -name=t2</pre>${table}`;
    for (const m of rows(body)) expect(m.conditions.block_size_bytes).toBeUndefined();
  });

  it("gives a network table on a page that also runs dd no block size", () => {
    const body = `<pre>dd if=/dev/zero of=test.img bs=1M count=1024</pre><table><tr><th>path</th><th>Mbps</th></tr><tr><td>LAN</td><td>941</td></tr><tr><td>VPN</td><td>312</td></tr></table>`;
    for (const m of rows(body).filter((m) => m.metric === "throughput")) expect(m.conditions.block_size_bytes).toBeUndefined();
  });
});

describe("a table naming no tool", () => {
  it("takes no block size from a benchmark command elsewhere on the page (it may be another test: a file copy)", () => {
    const body = `<pre>$ fio --name=rand --rw=randread --bs=4k --size=1G</pre><p>Then I copied a big ISO file to each disk:</p>
<table><tr><th>Disk</th><th>Read</th><th>Write</th></tr><tr><td>SSD</td><td>3100 MB/s</td><td>2800 MB/s</td></tr><tr><td>HDD</td><td>210 MB/s</td><td>190 MB/s</td></tr></table>`;
    for (const m of rows(body).filter((m) => m.origin === "table")) expect(m.conditions.block_size_bytes).toBeUndefined();
  });
});
