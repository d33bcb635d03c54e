import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const rows = (text: string): Record<string, any>[] =>
  parseToolOutput(text).map((r) => ({ tool: r.tool, metric: r.metric, op: r.operation, value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi }));

describe("NTttcp and ntttcp-for-linux", () => {
  it("Windows: the Totals' Throughput(MB/s) and Avg. CPU %; Buffers/s, DPCs and the per-thread KB/s are not read", () => {
    const r = rows(`Copyright Version 5.33
Network activity progressing...
Thread  Time(s) Throughput(KB/s) Avg B / Compl
======  ======= ================ =============
     0   30.002        51208.119     65536.000
#####  Totals:  #####
   Bytes(MEG)    realtime(s) Avg Frame Size Throughput(MB/s)
================ =========== ============== ================
     1500.312500      30.002       1459.662           50.008
Throughput(Buffers/s) Cycles/Byte       Buffers
===================== =========== =============
              800.128      11.472     24005.000
DPCs(count/s) Pkts(num/DPC)   Intr(count/s) Pkts(num/intr)
============= ============= =============== ==============
     9816.412         3.660       22610.201          1.589
Packets Sent Packets Received Retransmits Errors Avg. CPU %
============ ================ =========== ====== ==========
     1077630            35921           3      0      6.214`);
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit])).toEqual([["throughput", "transfer", 50.008, "MB/s"], ["cpu_utilisation", null, 6.214, "%"]]);
    expect(r[0]?.si).toBeCloseTo(50.008e6, 0);
  });

  it("Linux (-V): throughput, cpu busy (all) and tcpi rtt; the thread line, real-time throughput and the CPU breakdown are not read", () => {
    const r = rows(`09:14:02 INFO: 4 connections created in 2104 microseconds
Real-time throughput: 904.22Mbps
09:14:12 INFO:  Thread  Time(s) Throughput
09:14:12 INFO:  ======  ======= ==========
09:14:12 INFO:  0        10.00   938.41Mbps
09:14:12 INFO: #####  Totals:  #####
09:14:12 INFO: test duration    :10.00 seconds
09:14:12 INFO: total bytes      :1173028864
09:14:12 INFO:   throughput     :938.41Mbps
09:14:12 INFO:   retrans segs   :12
09:14:12 INFO:   user           :0.81%
09:14:12 INFO:   idle           :93.90%
09:14:12 INFO: cpu busy (all)   :6.10%
09:14:12 INFO: tcpi rtt         :412 us`);
    expect(r.map((x) => [x.metric, x.value, x.unit])).toEqual([["throughput", 938.41, "Mbps"], ["cpu_utilisation", 6.1, "%"], ["latency", 412, "us"]]);
  });

  it("the same key words without the Totals banner are not read", () => {
    expect(rows("throughput :938.41Mbps\ncpu busy (all) :6.10%")).toEqual([]);
  });
});
