import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>測定メモ</title></head><body><h1>測定メモ</h1>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));

const UDP = `<pre>$ iperf3 -c 192.168.1.20 -u -b 200M
[ ID] Interval           Transfer     Bitrate         Jitter    Lost/Total Datagrams
[  5]   0.00-10.00  sec   238 MBytes   200 Mbits/sec  0.000 ms  0/172413 (0%)  sender
[  5]   0.00-10.04  sec   236 MBytes   197 Mbits/sec  0.021 ms  1213/172413 (0.7%)  receiver
</pre>`;

describe("a prose figure that restates the tool output above it", () => {
  it("takes the output's protocol and tool (`受信側は197Mbits/sec`)", () => {
    const rows = prose(`<h2>UDP</h2>${UDP}<p>受信側は197Mbits/secで、ロスは1%未満だった。</p>`);
    expect(rows.map((r) => [r.value, r.protocol, r.tool])).toEqual([[197, "UDP", "iperf3"]]);
  });

  it("a figure no row of the block equals keeps only what its sentence says", () => {
    const rows = prose(`<h2>UDP</h2>${UDP}<p>前回は150Mbits/secだった。</p>`);
    expect(rows.map((r) => [r.value, r.protocol ?? null, r.tool ?? null])).toEqual([[150, null, null]]);
  });
});

describe("figures that are not one measured value", () => {
  it("a range `X〜Y unit` gives no row", () => {
    expect(prose("<p>iperf3の転送速度は2.1〜9.4Gbit/sの間で変動した。</p>")).toEqual([]);
  });

  it("a figure of a named interface (`1000BASE-Tの125MB/s`), its `which is` restatement and `互換` list members are nominal", () => {
    expect(prose("<p>NASへのコピーは1000BASE-Tの125MB/sに届かなかった。</p>")).toEqual([]);
    expect(prose("<p>The theoretical maximum of USB 2.0 is 480 Mbps, which is 60 MB/sec, for copies.</p>")).toEqual([]);
    expect(prose("<p>インターフェースはSAS 12Gb/s(SAS 6Gb/s、3Gb/sと互換)。</p>")).toEqual([]);
  });
});

describe("tool output pasted as lines of a paragraph", () => {
  it("is read once, by the tool parser, not again as prose", () => {
    const out = page(`<p>CrystalDiskMarkの結果:</p><p>Sequential Read : 112.5 MB/s<br>Sequential Write : 98.7 MB/s</p>`);
    const byOrigin = (o: string) => out.measurements.filter((m) => m.origin === o).map((m) => m.value);
    expect(byOrigin("tool-output")).toEqual([112.5, 98.7]);
    expect(byOrigin("prose")).toEqual([]);
  });
});
