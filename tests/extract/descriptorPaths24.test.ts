import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** Every non-derived row of a page with this title and body. */
const measured = (title: string, body: string) =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);
/** What a row's conditions say, flattened as a reader compares names (NFKC, lower case, no spaces or hyphens). */
const said = (conditions: unknown) => JSON.stringify(conditions).normalize("NFKC").toLowerCase().replace(/[\s\-_.]/g, "");
const flat = (text: string) => said(text).replace(/^"|"$/g, "");

describe("every figure carries the descriptor path its structure gives it (attachDescriptorPaths)", () => {
  it("a table cell: its section heading, its row's label cells and its column's header cells, whoever else reads them", () => {
    const body = `<h2>Configuration 2: Intel AX210 over the 5 GHz band</h2>
<p>Each figure is one cURL download of a 1 GiB file.</p>
<table><tr><th>Protocols</th><th>Speed 1</th><th>Speed 2</th></tr>
<tr><td>HTTP</td><td>15.1 MiB/s</td><td>14.8 MiB/s</td></tr>
<tr><td>HTTP over WireGuard</td><td>10.8 MiB/s</td><td>11.0 MiB/s</td></tr></table>
<h2>帯域スイープ（上り）</h2><table><tr><th>offered</th><th>throughput</th><th>遅延 p99</th></tr>
<tr><td>10M</td><td>9.8 Mbps</td><td>0.8 ms</td></tr><tr><td>30M</td><td>28.1 Mbps</td><td>2.4 ms</td></tr></table>`;
    const rows = measured("Tunnel overhead on a small board", body);
    const path = (value: number) => said(rows.find((m) => m.value === value)?.conditions ?? {});
    for (const text of ["Configuration 2: Intel AX210 over the 5 GHz band", "HTTP over WireGuard", "Speed 1"]) expect(path(10.8)).toContain(flat(text));
    for (const text of ["HTTP", "Speed 2"]) expect(path(14.8)).toContain(flat(text));
    // a row label that looks like a figure (`30M` offered load) is still the row's name; the row's other figures are not
    const latency = rows.find((m) => m.value === 2.4)?.conditions ?? {};
    expect(latency).toMatchObject({ section: "帯域スイープ（上り）", row: "30M" });
    expect(said(latency)).not.toContain("28.1");
  });

  it("a sentence's or line's figure: the words of its clause before it, without the clause's other figures", () => {
    const body = `<h2>書き込み速度</h2><p>box3のSSDで試した。<br>1GBを1回書き込み 1200MB/s (0.871秒)<br>1GBを30回書き込み 1400MB/s (22.94秒)</p>
<p>The first run was cold. WebSSH from Mac to iPad reports 16 MBps on LAN.</p><p>ThinPoolでなかったら170MB/s程度出る。</p>`;
    const rows = measured("SSD の書き込みを測る", body);
    const label = (value: number) => rows.find((m) => m.value === value)?.conditions.label;
    expect(label(1200)).toBe("1GBを1回書き込み");
    expect(label(0.871)).toBe("1GBを1回書き込み");
    expect(label(22.94)).toBe("1GBを30回書き込み");
    expect(label(16)).toBe("WebSSH from Mac to iPad reports");
    expect(label(170)).toBe("ThinPoolでなかったら");
    expect(rows.find((m) => m.value === 1200)?.conditions.section).toBe("書き込み速度");
  });

  it("a tool's line gives a label only as `label: value` (its other fields name nothing), and the command typed above it", () => {
    const body = `<h2>有線での計測</h2><pre>$ iperf3 -c nas
[ ID] Interval           Transfer     Bitrate
[  5]   0.00-10.00  sec  1.10 GBytes   942 Mbits/sec                  sender
[  5]   0.00-10.00  sec  1.09 GBytes   938 Mbits/sec                  receiver
</pre>`;
    const sender = measured("自宅 LAN", body).find((m) => m.value === 942);
    expect(sender).toBeDefined();
    expect(said(sender?.conditions ?? {})).toContain(flat("有線での計測"));
    expect(sender?.conditions.label).toBeUndefined();
    // the command typed above the output, as typed (prompt left out)
    expect(sender?.conditions.command).toBe("iperf3 -c nas");
  });

  it("says nothing twice and nothing generic: a text a reader already made the row's condition, the page title, `Results`", () => {
    const body = `<h2>Results</h2><table><tr><th>Host</th><th>Morning</th><th>Evening</th></tr>
<tr><td>nas-east</td><td>112 MB/s</td><td>98 MB/s</td></tr><tr><td>nas-west</td><td>109 MB/s</td><td>71 MB/s</td></tr></table>`;
    const row = measured("NAS copy rates through the day", body).find((m) => m.value === 71);
    expect(row).toBeDefined();
    const text = JSON.stringify(row?.conditions);
    expect(row?.conditions.section).toBeUndefined();
    expect(text).not.toContain("NAS copy rates");
    for (const name of ["nas-west", "Evening"]) expect(text.split(name).length - 1).toBe(1);
  });

  it("a line of a block takes the label line over it (`Thread pool 2:`), up to a blank line; a prompt or a figure's line is none", () => {
    const header = `                                                 random  random
   KB  reclen   write rewrite    read    reread    read   write`;
    const body = `<pre>$ iozone -e -I -a -s 50M -r 4k -i 0 -i 1 -i 2

Thread pool 1:
${header}
51200       4     992     788     5558     4706    4974     732

Thread pool 2:
${header}
51200       4     758     720     5525     5502    4616     820

${header}
51200       4     701     699     5111     5100    4400     790
</pre>`;
    const rows = measured("btrfs thread_pool", body);
    const label = (value: number) => rows.find((m) => m.value === value)?.conditions.label;
    expect(label(992)).toBe("Thread pool 1");
    expect(label(4616)).toBe("Thread pool 2");
    expect(rows.find((m) => m.value === 701)).toBeDefined();
    expect(label(701)).toBeUndefined();
  });

  it("a table whose rows are named by `<th>` cells: the column is its header row's cell only, never the figures above", () => {
    const body = `<h2>Wired and wireless</h2><table><tr><th>Link</th><th>Round one</th><th>Round two</th></tr>
<tr><th>Ethernet</th><td>941 Mbps</td><td>938 Mbps</td></tr><tr><th>Wi-Fi 6</th><td>612 Mbps</td><td>587 Mbps</td></tr>
<tr><th>Powerline</th><td>188 Mbps</td><td>201 Mbps</td></tr></table>`;
    const row = measured("Home links", body).find((m) => m.value === 201);
    expect(row).toBeDefined();
    const text = JSON.stringify(row?.conditions);
    expect(text).toContain("Round two");
    expect(text).toContain("Powerline");
    for (const other of ["938", "587", "Wi-Fi 6"]) expect(text).not.toContain(other);
  });

  it("a figure's label starts after the figure before it in the clause, is none where the figure is printed twice, and never cuts a word", () => {
    const body = `<h2>Copy speeds</h2><p>Plain copy: WRITE 265.0MB/s、READ 373.9MB/s</p>
<p>dd で書き込み 120 MB/s、読み込み 120 MB/s、コピー 95 MB/s でした。</p><p>CrystalDiskMark RND4K Q32T1 read 412 MB/s on the new drive.</p>
<p>Disk score (seq. writes): 294.88 MB/s</p>`;
    const rows = measured("Notes on a NAS", body);
    const label = (value: number) => rows.find((m) => m.value === value)?.conditions.label;
    expect(label(373.9)).toBe("READ");
    expect(label(95)).toBe("コピー");
    // 120 is printed twice: which label is whose is unknown, so neither takes one
    expect(rows.filter((m) => m.value === 120).map((m) => m.conditions.label)).toEqual([undefined, undefined]);
    expect(label(412)).toBe("CrystalDiskMark RND4K Q32T1 read");
    expect(label(294.88)).toBe("Disk score (seq. writes)");
  });

  it("a comment line is no command, a second command ends a label line's run, and a dash or a unit cell names no row", () => {
    const body = `<pre>Old SSD:
$ dd if=/dev/zero of=/mnt/old/f bs=1M count=1024 oflag=direct
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4.1 s, 262 MB/s
$ dd if=/dev/zero of=/mnt/new/f bs=1M count=1024 oflag=direct
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.0 s, 537 MB/s
# drop caches before reading
1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.9 s, 565 MB/s
</pre><table><tr><th>Model</th><th>Cache</th><th>Unit</th><th>Read</th></tr>
<tr><td>DS920+</td><td>-</td><td>MB/s</td><td>226</td></tr></table>`;
    const rows = measured("SSD swap", body);
    const at = (value: number) => rows.find((m) => m.value === value)?.conditions ?? {};
    expect(at(262).label).toBe("Old SSD");
    expect(at(537).label).toBeUndefined();
    expect(String(at(565).command ?? "")).not.toContain("drop caches");
    expect(String(at(226).row ?? "")).not.toMatch(/MB\/s|-/);
  });
});
