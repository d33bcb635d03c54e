import { describe, expect, it } from "vitest";
import { parseCrystalDiskMark } from "../../../src/extract/tools/crystalDiskMark.ts";
import { parseFio } from "../../../src/extract/tools/fio.ts";

describe("fio results filtered by grep: the job's name stands for its header", () => {
  const text = `Seq-Read: (groupid=0, jobs=1): err= 0: pid=101: Mon Jan 1 10:00:00 2018
  read : io=512.0MB, bw=90000KB/s, iops=87, runt=  5825msec
--
Rand-Write-4K: (groupid=1, jobs=1): err= 0: pid=102: Mon Jan 1 10:00:06 2018
  write: io=20000KB, bw=400000B/s, iops=97, runt= 51200msec`;

  it("names each result by its job, so the name's words can say what was run", () => {
    const r = parseFio(text.split("\n"));
    expect(r.map((x) => [x.metric, x.operation, x.conditions.test])).toEqual([
      ["iops", "read", "Seq-Read"], ["throughput", "read", "Seq-Read"], ["iops", "write", "Rand-Write-4K"], ["throughput", "write", "Rand-Write-4K"],
    ]);
  });

  it("a job whose header was printed keeps the header's settings and no test name", () => {
    const r = parseFio(`job1: (g=0): rw=randread, bs=4K-4K/4K-4K, ioengine=libaio, iodepth=8\n${text.split("\n").slice(0, 2).join("\n").replace("Seq-Read", "job1")}`.split("\n"));
    expect(r[0]?.conditions).toMatchObject({ block_size_bytes: 4096, queue_depth: 8 });
    expect(r[0]?.conditions.test).toBeUndefined();
  });
});

describe("CrystalDiskMark 3's comment: the bare line under `OS :`", () => {
  const report = (comment: string) => `-----------------------------------------------------------------------
CrystalDiskMark 3.0.3 x64 (C) 2007-2013 hiyohiyo
-----------------------------------------------------------------------
           Sequential Read :   210.500 MB/s
          Sequential Write :   180.250 MB/s

  Test : 100 MB [D: 10.0% (20.0/200.0 GB)] (x3)
  Date : 2014/01/02 3:04:05
    OS : Windows 8.1 Pro [6.3 Build 9600] (x64)
  ${comment}`;

  it("names the drive the figures were measured on when it names a drive", () => {
    expect(parseCrystalDiskMark(report("ノートPC 内蔵SSD 128GB").split("\n"))[0]?.conditions.storage).toBe("ノートPC 内蔵SSD 128GB");
  });

  it("a comment that names no drive is no storage", () => {
    expect(parseCrystalDiskMark(report("after the update").split("\n"))[0]?.conditions.storage).toBeUndefined();
  });
});
