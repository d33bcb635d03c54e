import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.quantity.value, r.conditions.file_size_bytes ?? null]);

// a transfer client's summary cut down to its size and time (no rate in brackets), pasted run after run
const RUNS = `52428800 bytes received in 0.47 secs
52428800 bytes received in 0.52 secs
52428800 bytes received in 0.49 secs
52428800 bytes received in 0.61 secs`;

// the same shape printed as a download goes on: the size grows, so the lines report progress, not runs
const PROGRESS = `1048576 bytes received in 0.10 secs
2097152 bytes received in 0.21 secs
3145728 bytes received in 0.30 secs
4194304 bytes received in 0.42 secs`;

// a UDP transfer tool's server side: the verb before the size, the rate in brackets after the time
const SERVER = `Server 1 transferred 2147483648 bytes in 81.20 seconds (211.6 Mbps)`;

describe("a size received, sent or transferred in a time: the time the transfer took", () => {
  it("reads each repeated run's time as a transfer's duration, its size as the file size", () => {
    expect(rows(RUNS)).toEqual([
      ["duration", "transfer", 0.47, 52428800],
      ["duration", "transfer", 0.52, 52428800],
      ["duration", "transfer", 0.49, 52428800],
      ["duration", "transfer", 0.61, 52428800],
    ]);
  });

  it("refuses lines whose size grows: a progress report", () => {
    expect(rows(PROGRESS)).toEqual([]);
  });

  it("reads the time and the rate restating it, both with the size moved", () => {
    expect(rows(SERVER)).toEqual([
      ["duration", "transfer", 81.2, 2147483648],
      ["throughput", "transfer", 211.6, 2147483648],
    ]);
  });

  it("needs a verb of moving and `in` between size and time", () => {
    expect(rows(`52428800 bytes in 0.47 secs\n52428800 bytes in 0.52 secs`)).toEqual([]);
    expect(rows(`52428800 bytes received, 0.47 secs\n52428800 bytes received, 0.52 secs`)).toEqual([]);
    expect(rows(`allocated 52428800 bytes in 0.47 secs\nallocated 52428800 bytes in 0.52 secs`)).toEqual([]);
  });
});

describe("a program run under a file suffix is still the command over its output", () => {
  // lines pasted into a paragraph: the generic reader reads them only under the command that printed them
  const PASTED = `[root@bench objbench]# ./objbench.linux -a key -u http://127.0.0.1:9000 -t 8
Loop 1: PUT time 60.0 secs, objects = 12000, speed = 3.2MB/sec, 200.0 operations/sec. Slowdowns = 0
Loop 1: GET time 60.0 secs, objects = 30000, speed = 7.9MB/sec, 500.0 operations/sec. Slowdowns = 0`;

  it("reads `./objbench.linux` as the program objbench, and the paragraph's lines under it", () => {
    expect(parseToolOutput(PASTED, [], true, false).map((r) => [r.tool, r.metric, r.operation, r.quantity.value])).toEqual([
      ["objbench", "throughput", "write", 3.2],
      ["objbench", "iops", "write", 200],
      ["objbench", "throughput", "read", 7.9],
      ["objbench", "iops", "read", 500],
    ]);
  });
});

describe("a rate marked as a transfer's sender or receiver side is a result", () => {
  // an iperf3 summary cut down by the writer to its Bitrate column and side words
  const CUT = `Bitrate
  412 Mbits/sec                  sender
  409 Mbits/sec                  receiver`;

  it("reads both sides as network transfers", () => {
    expect(parseToolOutput(CUT).map((r) => [r.metric, r.operation, r.quantity.value])).toEqual([
      ["throughput", "transfer", 412],
      ["throughput", "transfer", 409],
    ]);
  });
});
