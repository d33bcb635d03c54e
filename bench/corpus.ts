/**
 * A synthetic corpus of benchmark report pages for `npm run bench`: the structures of the genre (spec lists, result
 * tables with units in headers or legends, tool output, prose with values and durations, machines described in
 * sentences), in Japanese and English, written in Shift_JIS, EUC-JP and UTF-8. Deterministic for a seed, so two runs
 * measure the same pages.
 */
import Encoding from "encoding-japanese";

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Charset = "Shift_JIS" | "EUC-JP" | "UTF-8";

/** A value the generator wrote into a page: what a correct extraction finds (the corpus doubles as a test). */
export interface Written {
  origin: "table" | "tool-output" | "prose";
  metric: "throughput" | "duration";
  operation: "read" | "write" | null;
  value: number;
  unit: string;
}

export interface CorpusPage {
  name: string;
  charset: Charset;
  bytes: Uint8Array;
  written: Written[];
  /** Machines the page describes: spec lists and sentences. */
  machines: number;
}

const CPUS = ["Xeon X5355 2.66GHz", "Xeon E5-2620 v3 2.4GHz", "Opteron 2356 2.3GHz", "Core i7-8700 3.2GHz", "EPYC 7302 3.0GHz", "Phenom II X4 940"];
const OSES = ["CentOS 5.5 64bit", "CentOS release 4.4 (Final)", "Ubuntu 18.04", "Windows Server 2008 R2", "SUSE Linux Enterprise Server 11", "Debian 10"];
const NICS = ["Intel X520-DA2 10GbE", "Chelsio T420-CR", "Intel 82597EX 10Gbit Ethernet Controller (PCI-X、CX4)", "Mellanox ConnectX-3"];
const DISKS = ["SATA 500GB x3", "HGST Ultrastar 7K3000 3TB x14", "SAS 146GB 15000rpm x4", "SSD 480GB x2"];
const BLOCKS = ["4KB", "8KB", "16KB", "64KB", "128KB", "1MB"];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}
const num = (r: () => number, lo: number, hi: number, digits = 1) => (lo + r() * (hi - lo)).toFixed(digits);

function specList(r: () => number, ja: boolean): string {
  const sep = ja ? (r() < 0.5 ? " : " : "：") : ": ";
  const lines = ja
    ? [`・CPU${sep}${pick(r, CPUS)} ${r() < 0.5 ? "2CPU 8コア" : "x1"}`, `・メモリ${sep}${pick(r, [2, 4, 8, 16, 32])}GB ${pick(r, ["DDR2-667", "DDR3-1333", "DDR4-2133"])}`, `・HDD${sep}${pick(r, DISKS)}`, `・NIC${sep}${pick(r, NICS)}`, `・OS${sep}${pick(r, OSES)}`]
    : [`CPU${sep}${pick(r, CPUS)}`, `Memory${sep}${pick(r, [8, 16, 64])}GB DDR4`, `Disk${sep}${pick(r, DISKS)}`, `Network${sep}${pick(r, NICS)}`, `OS${sep}${pick(r, OSES)}`];
  const heading = ja ? `<h3>◇ テスト用計算機 (${pick(r, ["NFSサーバ", "NFSクライアント", "iSCSIターゲット"])}) : DP${pick(r, ["r690", "e1950", "r490"])}</h3>` : `<h3>Test machine: ${pick(r, ["R730", "DL380", "X10DRi"])}</h3>`;
  return r() < 0.5 ? `${heading}<p>${lines.join("<br>\n")}</p>` : `${heading}<table>${lines.map((l) => `<tr><td>${l.split(sep)[0]}</td><td>${l.split(sep)[1]}</td></tr>`).join("")}</table>`;
}

function resultTable(r: () => number, ja: boolean, w: Written[]): string {
  const cols = BLOCKS.slice(0, 3 + Math.floor(r() * 3));
  const unitInHeader = r() < 0.5;
  const ops = ja ? ["Write", "Read"] : ["Write", "Read", "Random read"];
  const head = `<tr><th>${ja ? "ブロックサイズ" : "Block size"}</th>${cols.map((c) => `<th>${c}</th>`).join("")}</tr>`;
  const rows = ops
    .map((op) => {
      const cells = cols.map(() => num(r, 20, 1200));
      for (const v of cells) w.push({ origin: "table", metric: "throughput", operation: /read/i.test(op) ? "read" : "write", value: Number(v), unit: "MB/s" });
      return `<tr><td>${op}${unitInHeader ? " (MB/s)" : ""}</td>${cells.map((v) => `<td>${v}</td>`).join("")}</tr>`;
    })
    .join("");
  const legend = unitInHeader ? "" : `<p>${ja ? "(単位：MB/s)" : "(unit: MB/s)"}</p>`;
  const caption = ja ? `<h4>dd によるシーケンシャル転送速度</h4>` : `<h4>Sequential throughput with fio</h4>`;
  return `${caption}<table border="1">${head}${rows}</table>${legend}`;
}

function toolOutput(r: () => number, w: Written[]): string {
  if (r() < 0.5) {
    const bytes = pick(r, [1073741824, 10737418240]);
    const s = num(r, 3, 60, 4);
    w.push({ origin: "tool-output", metric: "duration", operation: "write", value: Number(s), unit: "s" });
    w.push({ origin: "tool-output", metric: "throughput", operation: "write", value: Number((bytes / Number(s) / 1e6).toFixed(0)), unit: "MB/s" });
    return `<pre>$ dd if=/dev/zero of=/mnt/test bs=1M count=${bytes / 1048576}\n${bytes / 1048576}+0 records in\n${bytes / 1048576}+0 records out\n${bytes} bytes (${(bytes / 1e9).toFixed(1)} GB) copied, ${s} s, ${(bytes / Number(s) / 1e6).toFixed(0)} MB/s</pre>`;
  }
  const lines = Array.from({ length: 5 }, (_, i) => `[  5]   ${i}.00-${i + 1}.00   sec  ${num(r, 900, 1100, 0)} MBytes  ${num(r, 7.5, 9.4, 2)} Gbits/sec`);
  const total = num(r, 4.6, 5.4, 2);
  const rate = num(r, 7.5, 9.4, 2);
  w.push({ origin: "tool-output", metric: "throughput", operation: null, value: Number(rate), unit: "Gbits/sec" });
  return `<pre>$ iperf3 -c 10.0.0.2\nConnecting to host 10.0.0.2, port 5201\n[  5] local 10.0.0.1 port 40000 connected to 10.0.0.2 port 5201\n[ ID] Interval           Transfer     Bitrate\n${lines.join("\n")}\n- - - - - - - - - - - - - - - - - - - - - - - - -\n[ ID] Interval           Transfer     Bitrate\n[  5]   0.00-5.00   sec  ${total} GBytes  ${rate} Gbits/sec                  sender\n</pre>`;
}

function prose(r: () => number, ja: boolean, w: Written[], letter: string): string {
  if (!ja) {
    const cpu = pick(r, CPUS);
    const ram = pick(r, [16, 32, 64]);
    const os = pick(r, ["Ubuntu 20.04", "CentOS 7.4"]);
    const wr = num(r, 100, 900, 0);
    const rd = num(r, 100, 1100, 0);
    w.push({ origin: "prose", metric: "throughput", operation: "write", value: Number(wr), unit: "MB/s" }, { origin: "prose", metric: "throughput", operation: "read", value: Number(rd), unit: "MB/s" });
    return `<p>The server is a ${cpu} with ${ram} GB of RAM running ${os}. Sequential writes reached about ${wr}MB/s over NFS, and reads ${rd}MB/s.</p>`;
  }
  const m = Math.floor(r() * 8);
  const s = String(Math.floor(r() * 60)).padStart(2, "0");
  const machine = `<p>サーバーは ${pick(r, ["PhenomII x4", "Core2 Duo", "Xeon E5620"])} ${pick(r, [4, 8, 16])}G メモリ のマシンに ${pick(r, ["SLES11", "CentOS 5.5", "Windows 7"])} を導入しました。（図では${letter}）</p>`;
  const wr = num(r, 50, 900, 0);
  const rd = num(r, 50, 1100, 0);
  w.push(
    { origin: "prose", metric: "throughput", operation: "write", value: Number(wr), unit: "MB/s" },
    { origin: "prose", metric: "throughput", operation: "read", value: Number(rd), unit: "MB/s" },
    { origin: "prose", metric: "duration", operation: "write", value: m * 60 + Number(s), unit: "s" },
    { origin: "prose", metric: "duration", operation: "read", value: (m + 1) * 60 + Number(s), unit: "s" },
  );
  return [
    machine,
    `<p>書き込みは約 ${wr}MB/s、読み出しは ${rd}MB/s でした。${pick(r, ["ジャンボフレームを有効にしています。", "TOE を無効にした場合です。", ""])}</p>`,
    `<p><b>A &lt;--&gt; B ノートから smb で転送 W- ${m}&quot;${s}秒 R- ${m + 1}&quot;${s} 秒</b></p>`,
    `<p>計測には 2.8Gb の DVD.ISO ファイルを使いました。</p>`,
  ].join("\n");
}

function page(r: () => number, i: number, ja: boolean, w: Written[], machines: { n: number }): string {
  const date = `20${String(5 + Math.floor(r() * 15)).padStart(2, "0")}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`;
  const title = ja ? `${pick(r, ["10GbE", "RAID0", "iSCSI", "NFS"])} 性能テスト 第${i}号` : `${pick(r, ["10GbE", "RAID", "NAS"])} benchmark #${i}`;
  const parts: string[] = [];
  const n = 2 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    const kind = r();
    // each spec list and each prose block describes a machine of its own (named Ｂ, Ｃ, Ｄ… in the figure)
    if (kind >= 0.3 && kind < 0.5) machines.n++;
    if (kind >= 0.7) machines.n++;
    parts.push(kind < 0.3 ? resultTable(r, ja, w) : kind < 0.5 ? specList(r, ja) : kind < 0.7 ? toolOutput(r, w) : prose(r, ja, w, "ＢＣＤＥＦＧ"[k] ?? "Ｈ"));
  }
  const chrome = `<div id="menu"><ul>${Array.from({ length: 8 }, (_, k) => `<li><a href="/p${k}.html">${ja ? "メニュー" : "Menu"} ${k}</a></li>`).join("")}</ul></div>`;
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=__CHARSET__"><title>${title}</title></head><body>${chrome}<div class="main"><h2>${date} ${title}</h2>${parts.join("\n")}</div><div id="footer">Copyright</div></body></html>`;
}

/** N pages: seven in ten Japanese (Shift_JIS, EUC-JP or UTF-8), the rest English in UTF-8. */
export function corpus(n: number, seed = 1): CorpusPage[] {
  const r = rng(seed);
  const out: CorpusPage[] = [];
  for (let i = 1; i <= n; i++) {
    const ja = r() < 0.7;
    const charset: Charset = ja ? pick(r, ["Shift_JIS", "EUC-JP", "UTF-8"] as const) : "UTF-8";
    const written: Written[] = [];
    const machines = { n: 0 };
    const html = page(r, i, ja, written, machines).replace("__CHARSET__", charset);
    const bytes = charset === "UTF-8" ? new TextEncoder().encode(html) : Uint8Array.from(Encoding.convert(Encoding.stringToCode(html), { to: charset === "Shift_JIS" ? "SJIS" : "EUCJP", from: "UNICODE" }));
    out.push({ name: `page-${String(i).padStart(5, "0")}.html`, charset, bytes, written, machines: machines.n });
  }
  return out;
}
