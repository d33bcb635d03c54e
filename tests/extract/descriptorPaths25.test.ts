import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Cache tests</title></head><body><h1>Cache tests</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const dd = (seconds: string, rate: string) => `<pre>$ dd if=/dev/zero of=test bs=1M count=1000 oflag=dsync
1000+0 records in
1000+0 records out
1048576000 bytes (1.0 GB, 1000 MiB) copied, ${seconds} s, ${rate} MB/s</pre>`;

describe("the descriptor path's lead: what introduces a table or a block of output", () => {
  it("keeps the sentence ending in a colon right over a block, without the colon, on each of its rows", () => {
    const got = rows(`<h2>Mounted vs direct</h2><p>Through the FUSE mount:</p>${dd("9.81", "107")}<p>Straight on the storage node, bypassing the mount and its cache:</p>${dd("4.02", "261")}`);
    const lead = (value: number) => got.find((m) => m.value === value)?.conditions.lead;
    expect(lead(261)).toBe("Straight on the storage node, bypassing the mount and its cache");
    expect(lead(4.02)).toBe("Straight on the storage node, bypassing the mount and its cache");
    // a label line the block reader took already (`Through the FUSE mount`) is not repeated under another key
    const first = got.find((m) => m.value === 107)?.conditions ?? {};
    expect(Object.values(first).filter((v) => String(v).includes("Through the FUSE mount"))).toHaveLength(1);
  });

  it("reads a list item that holds the block by its words before the block", () => {
    const got = rows(`<ul><li><p>With the SSD cache (tier over two disks)</p><pre>Run status group 0 (all jobs):
   READ: bw=412MiB/s (432MB/s), 412MiB/s-412MiB/s (432MB/s-432MB/s), io=24.2GiB (25.9GB), run=60001-60001msec</pre></li></ul>`);
    expect(got.length).toBeGreaterThan(0);
    for (const m of got) expect(m.conditions.lead).toBe("With the SSD cache (tier over two disks)");
  });

  it("takes no sentence that states a result, and none that does not introduce the block", () => {
    const stated = rows(`<p>This came out at 260 MB/s on the second try:</p>${dd("4.03", "260")}`);
    for (const m of stated) expect(m.conditions.lead).toBeUndefined();
    const aside = rows(`<p>We rebooted the box between every run so that no page cache was left behind from before.</p>${dd("4.10", "255")}`);
    for (const m of aside) expect(m.conditions.lead).toBeUndefined();
  });
});

describe("a sentence inside a block of output introducing the lines under it", () => {
  it("is the lead of every figure line below it, up to the next one; a result line or a short label is none", () => {
    const body = `<pre>Cache flush cost, measured with the new tool.
First the old SATA Crucial MX100 drive we still had around:
Synchronous random writes:
   4 kbytes:   310.2 usec/IO =     12.6 Mbytes/s
  64 kbytes:   822.9 usec/IO =     75.9 Mbytes/s
And then the Kingston DC600M enterprise drive, with power loss protection:
Synchronous random writes:
   4 kbytes:    41.7 usec/IO =     93.7 Mbytes/s
  64 kbytes:   160.3 usec/IO =    389.9 Mbytes/s
</pre>`;
    const got = rows(body);
    const lead = (value: number) => got.find((m) => m.value === value)?.conditions.lead;
    expect(lead(310.2)).toBe("First the old SATA Crucial MX100 drive we still had around");
    expect(lead(75.9)).toBe("First the old SATA Crucial MX100 drive we still had around");
    expect(lead(41.7)).toBe("And then the Kingston DC600M enterprise drive, with power loss protection");
    expect(lead(389.9)).toBe("And then the Kingston DC600M enterprise drive, with power loss protection");
  });
});

describe("what is no lead", () => {
  it("the last item of a list before a table, and a short clause that states something", () => {
    const table = `<table><tr><th>disk</th><th>read</th></tr><tr><td>HDD</td><td>180 MB/s</td></tr><tr><td>SSD</td><td>540 MB/s</td></tr></table>`;
    for (const m of rows(`<ul><li>OS: Ubuntu 22.04, kernel 6.2</li><li>Filesystem: ext4</li></ul>${table}`)) expect(m.conditions.lead).toBeUndefined();
    for (const m of rows(`<p>HDD is 20x slower</p>${table}`)) expect(m.conditions.lead).toBeUndefined();
    for (const m of rows(`<p>旧SSDと並べると桁が変わる</p>${table}`)) expect(m.conditions.lead).toBeUndefined();
    // a label line is kept (by the table's reader as the row's case, or as the lead)
    for (const m of rows(`<p>Baseline pool</p>${table}`)) expect(Object.values(m.conditions)).toContain("Baseline pool");
  });
});
