import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const paths = (body: string) => extractAll(buildDocument(`<html><head><title>net notes</title></head><body>${body}</body></html>`)).measurements.map((m) => [m.value, m.conditions.path ?? null]);
const iperf = `<pre>[  5]   0.00-10.00  sec  1.09 GBytes   937 Mbits/sec                  receiver</pre>`;

describe("a path named by `between` over an output", () => {
  it("is the path of a heading's figures (`Latency between nodes`)", () => {
    expect(paths(`<h2>Latency between nodes</h2><pre>rtt min/avg/max/mdev = 0.101/0.198/0.237/0.044 ms</pre>`).map((x) => x[1])).toEqual(["between nodes", "between nodes", "between nodes", "between nodes"]);
  });

  it("is the path the sentence right before the output says it measured, in English and Japanese", () => {
    expect(paths(`<p>Setup as above. Round trip between the guest and the other host was measured, while nothing else ran.</p>${iperf}`)).toEqual([[937, "between the guest and the other host"]]);
    expect(paths(`<p>サーバーとクライアントの間でiperf3を測定した。</p>${iperf}`)).toEqual([[937, "サーバーとクライアントの間"]]);
  });

  it("is not a span of years or figures, nor a sentence that measures nothing, nor a paragraph's own figures", () => {
    expect(paths(`<p>Throughput between 2018 and 2020 was measured.</p>${iperf}`)).toEqual([[937, null]]);
    expect(paths(`<p>The cable between the switch and the NIC is new.</p>${iperf}`)).toEqual([[937, null]]);
    expect(paths(`<p>Round trip between the two hosts was measured.</p><p>The copy then ran at 95 MB/s.</p>`)).toEqual([[95, null]]);
  });
});
