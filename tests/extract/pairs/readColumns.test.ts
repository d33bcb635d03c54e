import { describe, expect, it } from "vitest";
import { readColumns } from "../../../src/extract/pairs/readColumns.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

// layouts as the two MPI suites print them; figures written for this test
const OSU = `$ mpirun -np 2 ./osu_bw
# OSU MPI Bandwidth Test v7.1
# Size      Bandwidth (MB/s)
1                       2.91
1048576             11890.20
4194304             12011.75`;

const IMB = `$ mpirun -n 2 ./IMB-MPI1 pingpong
#---------------------------------------------------
# Benchmarking PingPong
#---------------------------------------------------
       #bytes #repetitions      t[usec]   Mbytes/sec
            0         1000         1.41         0.00
      4194304           80       351.20     11942.80
# All processes entering MPI_Finalize`;

const rows = (text: string) => parseToolOutput(text).map((r) => [r.metric, r.operation, r.quantity.value, r.quantity.unit, r.conditions.config ?? null]);

describe("columnar reports inside a tool's output", () => {
  it("reads each figure under a header naming a unit, the other columns as the row's conditions", () => {
    expect(rows(OSU)).toEqual([
      ["throughput", "transfer", 2.91, "MB/s", "Size 1"],
      ["throughput", "transfer", 11890.2, "MB/s", "Size 1048576"],
      ["throughput", "transfer", 12011.75, "MB/s", "Size 4194304"],
    ]);
  });

  it("a time per message is a latency; a zero rate of a zero-byte message is no reading", () => {
    expect(rows(IMB)).toEqual([
      ["latency", "transfer", 1.41, "usec", "#bytes 0, #repetitions 1000"],
      ["latency", "transfer", 351.2, "usec", "#bytes 4194304, #repetitions 80"],
      ["throughput", "transfer", 11942.8, "Mbytes/sec", "#bytes 4194304, #repetitions 80"],
    ]);
  });

  it("a header with no unit over figures, or words among the figures, is no report", () => {
    expect(readColumns(["Streams  Window", "4        64"], null)).toEqual([]);
    expect(readColumns(["Size  Rate (MB/s)", "4k    fast"], null)).toEqual([]);
  });
});

describe("a log file's stamps", () => {
  it("are cut from each line before the tool's reader reads it", () => {
    const log = ["2021/03/02 01:10:00 [4411] building file list", "2021/03/02 01:12:41 [4411] sent 12.50G bytes  received 3.10K bytes  77.61M bytes/sec", "2021/03/02 01:12:41 [4411] total size is 12.50G  speedup is 1.00"];
    expect(parseToolOutput(log.join("\n")).map((r) => [r.tool, r.quantity.value, r.quantity.unit])).toEqual([["rsync", 77.61, "M bytes/sec"]]);
  });
});

describe("a tool's output quoted in a mail thread", () => {
  it("is read at any quote depth, with the new unquoted text of the reply around it", () => {
    const mail = ["I see the same on my stick:", ">> # hdparm -t /dev/sdc", ">>  Timing buffered disk reads: 270 MB in  3.01 seconds =  89.70 MB/sec", "> Thanks, applied.", "Regards"];
    expect(parseToolOutput(mail.join("\n")).map((r) => [r.tool, r.quantity.value])).toEqual([["hdparm", 89.7]]);
  });
});

describe("a command that changes a setting between runs", () => {
  it("is the `setting` of every run after it in the block, and of none before", () => {
    const log = ["# hdparm -t /dev/sdb", " Timing buffered disk reads: 132 MB in  3.03 seconds =  43.62 MB/sec", "# sysctl -w vm.dirty_ratio=5", "# hdparm -t /dev/sdb", " Timing buffered disk reads: 450 MB in  3.00 seconds = 150.00 MB/sec"];
    expect(parseToolOutput(log.join("\n")).map((r) => [r.quantity.value, r.conditions.setting ?? null])).toEqual([[43.62, null], [150, "sysctl -w vm.dirty_ratio=5"]]);
  });
});
