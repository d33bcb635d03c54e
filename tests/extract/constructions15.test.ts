import { describe, expect, it } from "vitest";
import { page, rows } from "../helpers/extractRows.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { carriersIn } from "../../src/grammar/scopeDescriptors.ts";

const titled = (title: string, body: string) =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("what a report states once, on figures of every structure", () => {
  it("gives NFS figures the one NFS version the report's mount options name", () => {
    const got = rows(
      `<p>Mount options:</p><pre>vers=4.1, tcp, rsize=524288, wsize=524288</pre>
       <p>The share over NFS, AmorphousDiskMark:</p>
       <table><tr><th>Test</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr><tr><td>SEQ1M QD8</td><td>575</td><td>848</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.protocol, r.nfs_version])).toEqual([[575, "NFS", 4.1], [848, "NFS", 4.1]]);
  });

  it("takes no version from `vers=` where the report also mounts an SMB share, nor when two NFS versions are named", () => {
    const smb = rows(
      `<pre>mount -t cifs //nas/x /mnt/x -o vers=3.0</pre><p>Copying over NFS and SMB:</p>
       <table><tr><th>Share</th><th>Read (MB/s)</th></tr><tr><td>NFS</td><td>110</td></tr></table>`,
      "table",
    );
    expect(smb.find((r) => r.value === 110)?.nfs_version).toBeUndefined();
    const two = rows(`<p>NFSv3 was tried first, then NFSv4.</p><table><tr><th>Share</th><th>Read (MB/s)</th></tr><tr><td>NFS</td><td>110</td></tr></table>`, "table");
    expect(two.find((r) => r.value === 110)?.nfs_version).toBeUndefined();
  });

  it("gives a report's transfers the network its title names, and leaves a storage figure alone", () => {
    const got = titled("京王線 WiMAX スピードテスト", `<p>下り速度の平均は 6.88Mbps だった。</p><p>SSDへの書き込みは 400MB/s だった。</p>`);
    expect(got.find((m) => m.value === 6.88)?.conditions.network).toBe("WiMAX");
    expect(got.find((m) => m.value === 400)?.conditions.network).toBeUndefined();
  });

  it("names satellite networks whole, and several when a text names several", () => {
    expect(carriersIn("Starlink と HughesNet の速度")).toEqual(["Starlink", "HughesNet"]);
    expect(carriersIn("NTTドコモの5G")).toEqual(["NTTドコモ"]);
    // a short name only as printed: `au` the carrier, not `Au` in a sentence
    expect(carriersIn("Au revoir, said the AU team")).toEqual([]);
    expect(carriersIn("auの5G")).toEqual(["au"]);
  });

  it("gives a table of dd's figures the block size every dd command shown before it sets", () => {
    const body = (cmds: string) =>
      `<p>Measured with <code>dd</code>:</p><pre>${cmds}</pre><p>Results:</p>
       <table><tr><th></th><th>Speed</th></tr><tr><td>write</td><td>18.6 MB/s</td></tr><tr><td>read</td><td>192 MB/s</td></tr></table>`;
    const agreed = rows(body("dd if=/dev/zero of=/Volumes/USB/test bs=1m count=200\ndd if=/Volumes/USB/test of=/dev/null bs=1m"), "table");
    expect(agreed.map((r) => [r.value, r.tool, r.block_size_bytes])).toEqual([[18.6, "dd", 1048576], [192, "dd", 1048576]]);
    // a sweep (two block sizes) sets none; a command without bs= runs dd's 512-byte default, which disagrees with 1m
    const sweep = rows(body("dd if=/dev/zero of=t bs=4k count=1000\ndd if=/dev/zero of=t bs=1M count=100"), "table");
    expect(sweep.map((r) => r.block_size_bytes)).toEqual([undefined, undefined]);
    const unset = rows(body("dd if=/dev/zero of=t bs=1M count=100\ndd if=t of=/dev/null"), "table");
    expect(unset.map((r) => r.block_size_bytes)).toEqual([undefined, undefined]);
  });
});

describe("a lead-in's line direction", () => {
  it("makes the uploads of file protocols in the table under it writes", () => {
    const got = rows(
      `<p>macOS -&gt; handheld upload 実測は次の通りです。</p>
       <table><tr><th>Method</th><th>Time</th><th>Throughput</th></tr>
       <tr><td>FTP</td><td>8.645 秒</td><td>5.78 MiB/s</td></tr><tr><td>SFTP</td><td>16.936 秒</td><td>2.95 MiB/s</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.op, r.direction])).toEqual([[8.645, "write", "upload"], [5.78, "write", "upload"], [16.936, "write", "upload"], [2.95, "write", "upload"]]);
    expect(got.find((r) => r.value === 2.95)?.protocol).toBe("SFTP");
  });

  it("makes a line's figures under a download lead-in transfers", () => {
    const got = rows(`<p>Download speed, measured at each station:</p><table><tr><th>Station</th><th>Mbps</th></tr><tr><td>Chofu</td><td>5.4</td></tr></table>`, "table");
    expect(got.map((r) => [r.op, r.direction])).toEqual([["transfer", "download"]]);
  });
});

describe("the shell's time in a table", () => {
  it("keeps the real column and refuses user and sys as CPU times", () => {
    const x = page(`<p>npm install, time:</p><table><tr><th>Mount</th><th>real</th><th>user</th><th>sys</th></tr><tr><td>bind</td><td>406.7 s</td><td>325.3 s</td><td>227.6 s</td></tr></table>`);
    expect(x.measurements.filter((m) => m.origin === "table").map((m) => m.value)).toEqual([406.7]);
    expect(x.rejects.filter((r) => /CPU time/.test(r.reason)).map((r) => r.raw)).toEqual(["325.3 s", "227.6 s"]);
  });

  it("reads a `user` column as a figure where no `real` column stands beside it", () => {
    const got = rows(`<table><tr><th>Client</th><th>user</th></tr><tr><td>A</td><td>12 s</td></tr></table>`, "table");
    expect(got.map((r) => r.value)).toEqual([12]);
  });
});

describe("bounds in table cells, read as in a sentence", () => {
  it("refuses `≥ 10 MB/s` and `10 MB/s以上である` in a criteria table, and keeps the measured figure beside a bound", () => {
    const x = page(
      `<table><tr><th>#</th><th>観点</th><th>判定基準</th></tr>
       <tr><td>①</td><td>容量</td><td>f3readでエラーが0件である</td></tr>
       <tr><td>②</td><td>書込み</td><td>平均書込み速度が10 MB/s以上である（U1＝Speed Class 1の定義値）</td></tr>
       <tr><td>③</td><td>読込み</td><td>速度 ≥ 10 MB/s（U1）、実測 20.1 MB/s</td></tr></table>`,
    );
    expect(x.measurements.filter((m) => m.origin === "table").map((m) => m.value)).toEqual([20.1]);
    expect(x.rejects.filter((r) => /bound/.test(r.reason))).toHaveLength(2);
  });

  it("refuses a rate a sentence says was not even reached", () => {
    const got = rows(`<p>4G に落ちた夜は WAN 全体で下り 10 Mbit/s も出ず、動画が止まった。</p>`);
    expect(got.filter((r) => r.value === 10)).toHaveLength(0);
  });
});

describe("a network named right after its figure", () => {
  it("takes `24.00Mbpsの楽天モバイル` as the figure's network, not the carrier named earlier in the paragraph", () => {
    const got = rows(`<p>速度測定アプリの下り通信速度が速かったのは、24.00Mbpsの楽天モバイル。最も遅かったのは、6.01MbpsのLINEモバイルだった。</p>`);
    expect(got.map((r) => [r.value, r.network])).toEqual([[24, "楽天モバイル"], [6.01, "LINEモバイル"]]);
  });
});

describe("a line's direction names a measured rate in a tool's output", () => {
  it("keeps `Download speed: 732.04Mbps` of a command no reader knows as a transfer, and still refuses a bare `Speed:` setting", () => {
    const got = rows(
      `<pre>[root@host speedtest-cli]# ./speedtest_cli\nSelecting best server based on ping...\nServer latency is 2ms\nTesting download speed...\nDownload speed: 732.04Mbps\nTesting upload speed....\nUpload speed: 721.83Mbps</pre>`,
      "tool-output",
    );
    expect(got.filter((r) => r.metric === "throughput").map((r) => [r.value, r.op, r.direction])).toEqual([[732.04, "transfer", "download"], [721.83, "transfer", "upload"]]);
    const link = rows(`<pre>$ ethtool eth0\n\tSpeed: 1000Mb/s\n\tDuplex: Full</pre>`, "tool-output");
    expect(link.filter((r) => r.metric === "throughput")).toHaveLength(0);
  });
});

describe("request methods of object stores", () => {
  it("makes the figures under `PUT レイテンシ` writes and under `GET レイテンシ` reads; a lower-case `get` in a sentence names nothing", () => {
    const table = (op: string) => `<h3>${op} レイテンシ (ms)</h3><table><tr><th>Size</th><th>A (same region)</th></tr><tr><td>4 KB</td><td>~2</td></tr></table>`;
    const got = rows(`<h2>B2 latency</h2>${table("PUT")}${table("GET")}`, "table");
    expect(got.map((r) => [r.metric, r.op])).toEqual([["latency", "write"], ["latency", "read"]]);
    expect(rows(`<p>We get 300 MB/s over the link.</p>`).map((r) => r.op)).not.toContain("read");
  });
});

describe("a transport in a figure's name, and the network a report's opening marks", () => {
  it("makes a `TCP payload` rate a transfer over the network the opening paragraph says the measuring ran on", () => {
    const got = titled(
      "FPGA TCP core",
      `<h1>FPGA TCP core</h1><p>独自RTLを実装し、1 GbEで実機測定した。</p><h2>検証結果</h2>
       <table><tr><th>項目</th><th>版A</th></tr><tr><td>TCP payload</td><td>40.081 MB/s</td></tr></table>`,
    );
    expect(got.map((m) => [m.value, m.operation, m.conditions.network])).toEqual([[40.081, "transfer", "1GbE"]]);
  });

  it("takes no network from an opening that names two", () => {
    const got = titled("Notes", `<p>1 GbEで測った後、10GbEで測った。</p><h2>結果</h2><table><tr><th>項目</th><th>A</th></tr><tr><td>TCP payload</td><td>40 MB/s</td></tr></table>`);
    expect(got.map((m) => m.conditions.network)).toEqual([undefined]);
  });
});

describe("a paragraph that opens on a label line", () => {
  it("labels its own runs and those of the paragraphs under it, up to the next label; an operation label stays the line's own", () => {
    const got = rows(
      `<p>two way mirror:<br>sudo zpool create testMirrorPool mirror /dev/disk4 /dev/disk5</p>
       <p>write performance:<br>time cp -r WorkRelated /testMirrorPool/<br>real 2m43.079s</p>
       <p>3way mirror:<br>sudo zpool attach testMirrorPool disk4 /dev/disk3</p>
       <p>write performance:<br>time cp -r WorkRelated /testMirrorPool/<br>real 3m28.031s</p>`,
      "tool-output",
    );
    expect(got.map((r) => [r.value, r.config])).toEqual([[163.079, "two way mirror"], [208.031, "3way mirror"]]);
  });
});

describe("a forum post's command lines and arrow paths", () => {
  it("reads `time dd … of=/dev/null bs=16k` on a line of a paragraph: the shares' rates after it are reads in 16 KiB blocks along their arrow paths", () => {
    const got = rows(
      `<p>im test over command<br>time dd if=movie.mkv of=/dev/null bs=16k (in folder of movie from mounted shares)</p>
       <p>(NFS)<br>Movies from unRAID (HDD) -&gt; openelec 3.1.3 -&gt; i get speed 16mb/s<br>Movies from unRAID (SSD) -&gt; openelec 3.1.3 -&gt; i get speed 18mb/s</p>`,
    );
    expect(got.map((r) => [r.value, r.op, r.access, r.protocol, r.block_size_bytes])).toEqual([[16, "read", "sequential", "NFS", 16384], [18, "read", "sequential", "NFS", 16384]]);
    expect(got.map((r) => r.path)).toEqual(["Movies from unRAID (HDD) -> openelec 3.1.3 -> i get speed", "Movies from unRAID (SSD) -> openelec 3.1.3 -> i get speed"]);
  });

  it("keeps a copy's transfer when the only dd before it made the test data from /dev/zero", () => {
    const got = rows(`<p>dd if=/dev/zero of=10G count=1 bs=1 seek=10G</p><p>Copying over FTP to the far server: 195.4 Mbps.</p>`);
    const copy = got.find((r) => r.value === 195.4);
    expect(copy).toBeDefined();
    expect(copy?.op).not.toBe("read");
  });

  it("takes the ends a line's arrows join before its first figure as the path", () => {
    const got = rows(`<p>PC → NAS: 110 MB/s でコピーできた。</p>`);
    expect(got.map((r) => r.path)).toEqual(["PC → NAS"]);
  });
});

describe("a figure restated in another unit on a tool's line", () => {
  it("keeps `Download speed: 1.62 MB/sec, 12.96 Mb/sec` as two readings of the line's label", () => {
    const got = rows(
      `<pre>root@host:~/speedtest# node run.js 172.31.0.206\nBeginning download...\nDownload speed: 1.62 MB/sec, 12.96 Mb/sec\nBeginning upload...\nUpload speed: 1.44 MB/sec, 11.52 Mb/sec</pre>`,
      "tool-output",
    );
    expect(got.map((r) => [r.value, r.direction])).toEqual([[1.62, "download"], [12.96, "download"], [1.44, "upload"], [11.52, "upload"]]);
  });
});

describe("the name a sentence says each of its figures is of", () => {
  it("keeps `東京が81.9Mbps、名古屋が68.6Mbps` and `韓国が毎秒533.95メガビット…マレーシア(同523.44メガビット)` apart by subject", () => {
    expect(rows(`<p>各都市のWiMAXの下り平均速度は、東京が81.9Mbps、名古屋が68.6Mbpsとなっている。</p>`).map((r) => [r.value, r.subject])).toEqual([[81.9, "東京"], [68.6, "名古屋"]]);
    expect(rows(`<p>ダウンロード速度では韓国が毎秒533.95メガビットと最高で、次いでマレーシア(同523.44メガビット)だった。</p>`).map((r) => r.subject)).toEqual(["韓国", "マレーシア"]);
  });

  it("takes no subject from words that name what was measured (`読み込みは`)", () => {
    expect(rows(`<p>読み込みは 500MB/s、書き込みは 450MB/s だった。</p>`).map((r) => r.subject)).toEqual([undefined, undefined]);
  });
});

describe("the command typed on the line over a tool's output", () => {
  it("keeps `iperf3 -c host -P 10 -R (remark):` as the runs' command, so two blocks of one tool are told apart", () => {
    const out = (rate: string) => `<pre>[ ID] Interval           Transfer     Bandwidth       Retr\n[SUM]   0.00-10.01  sec   605 MBytes   ${rate} Mbits/sec    0             sender</pre>`;
    const got = rows(`<ul><li>from the PC to the box:<br>iperf3 -c 10.1.0.2 -P 10 -R (a fair test):</li></ul>${out("507")}<p>iperf3 -c 10.1.0.2 -R:</p>${out("225")}`, "tool-output");
    expect(got.map((r) => [r.value, r.command])).toEqual([[507, "iperf3 -c 10.1.0.2 -P 10 -R"], [225, "iperf3 -c 10.1.0.2 -R"]]);
  });
});

describe("a section that is only the test environment", () => {
  it("states the setup's ratings, not results: `Network 10 Gbps` under `使用した H/Wスペック`, while a measured line there is kept", () => {
    const x = page(`<h2>使用した H/Wスペック</h2><ul><li>Network 10 Gbps</li><li>SSD 転送速度を測定: 450 MB/s</li></ul><h2>結果</h2><p>転送速度は 9.4 Gbps だった。</p>`);
    expect(x.measurements.map((m) => m.value)).not.toContain(10);
    expect(x.measurements.map((m) => m.value)).toContain(9.4);
    expect(x.rejects.some((r) => /specification/.test(r.reason) && r.raw.includes("10 Gbps"))).toBe(true);
  });
});

describe("a processor's clock", () => {
  it("still reads a Pentium 4's `2.40CGHz` with the letter looked behind only once it is there", () => {
    const clock = page(`<ul><li>CPU: Pentium 4 2.40CGHz</li></ul>`).components.find((c) => c.kind === "cpu");
    expect(clock?.clockHz).toBe(2.4e9);
  });
});
