import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { pageSysbenchMode } from "../../../src/extract/tools/sysbench.ts";

// After a blog post (zh, 2020-06-11, "使用sysbench进行服务器基准测试"): the fileio commands in one block, the run's output in the
// next; here cut to its File operations and Throughput part, as writers paste it (figures as published)
const html = (command: string) => `<html><head><title>sysbench</title></head><body>
<h2>磁盘测试</h2>
<p>通过创建文件随机读写方式测试磁盘性能：</p>
${command}
<p>测试结果如下：</p>
<pre>
File operations:
    reads/s:                      203.31
    writes/s:                     135.54
    fsyncs/s:                     433.82

Throughput:
    read, MiB/s:                  3.18
    written, MiB/s:               2.12
</pre></body></html>`;
const rows = (page: string) =>
  extractToolOutputs(buildDocument(page)).measurements.map((m) => [m.metric, m.operation, m.access, m.value]);

describe("the page's one sysbench fileio command names the mode of output that no longer says it", () => {
  it("a command block of prepare/run/cleanup with one --file-test-mode", () => {
    const cmd = `<pre>
./sysbench fileio --file-num=16 --file-total-size=128M --file-test-mode=rndrw prepare
./sysbench fileio --file-num=16 --file-total-size=128M --file-test-mode=rndrw run
./sysbench fileio --file-num=16 --file-total-size=128M --file-test-mode=rndrw cleanup
</pre>`;
    expect(rows(html(cmd))).toEqual([
      ["iops", "read", "random", 203.31], ["iops", "write", "random", 135.54],
      ["throughput", "read", "random", 3.18], ["throughput", "write", "random", 2.12],
    ]);
  });

  it("the command inline in a sentence (vpsbros.com, 2021: `sysbench fileio --file-test-mode=rndrw run`)", () => {
    expect(pageSysbenchMode(["ディスクならコマンドは\nsysbench fileio prepare; sysbench fileio --file-test-mode=rndrw run; でいい。"])).toEqual(["read_write", "random"]);
  });

  it("two modes on the page, or none: the output keeps no access", () => {
    const two = `<pre>
sysbench fileio --file-test-mode=seqwr run
sysbench fileio --file-test-mode=rndrd run
</pre>`;
    expect(rows(html(two)).map((r) => r[2])).toEqual([null, null, null, null]);
    expect(rows(html("")).map((r) => r[2])).toEqual([null, null, null, null]);
  });
});
