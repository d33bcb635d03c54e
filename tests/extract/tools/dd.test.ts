import { describe, expect, it } from "vitest";
import { parseDd } from "../../../src/extract/tools/dd.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const dd = (text: string) => brief(parseDd(lines(text)));

describe("dd", () => {
  it("GNU dd in English (run here): duration and rate with the file size", () => {
    const [d, t] = dd(fixture("dd-gnu.txt"));
    expect(d).toMatchObject({ metric: "duration", unit: "s", file_size_bytes: 67108864, access: "sequential" });
    expect(t).toMatchObject({ metric: "throughput", unit: "MB/s", file_size_bytes: 67108864 });
    expect(t?.si).toBe((t?.value as number) * 1e6);
  });

  it("a log of status=progress (run here, carriage returns as new lines): only the summary after `records out` is a result", () => {
    expect(dd(fixture("dd-progress-log.txt")).map((x) => [x.metric, x.op, x.value, x.file_size_bytes])).toEqual([
      ["duration", "write", 2.42839, 314572800],
      ["throughput", "write", 130, 314572800],
    ]);
  });

  it("BSD and macOS dd: `bytes transferred in … secs (… bytes/sec)`", () => {
    expect(dd(fixture("dd-bsd.txt"))).toEqual([
      { metric: "duration", op: null, access: "sequential", value: 9.812345, unit: "secs", si: 9.812345, tool: "dd", file_size_bytes: 2147483648 },
      { metric: "throughput", op: null, access: "sequential", value: 218855316, unit: "bytes/sec", si: 218855316, tool: "dd", file_size_bytes: 2147483648 },
    ]);
  });

  it("old Japanese coreutils: バイト … コピーされました、 秒、 MB/秒", () => {
    const r = dd(fixture("dd-ja-old.txt"));
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit, x.si])).toEqual([["duration", "write", 4.46212, "秒", 4.46212], ["throughput", "write", 241, "MB/秒", 241e6]]);
  });

  it("German and French messages (run here with LANGUAGE=de / fr)", () => {
    expect(dd(fixture("dd-de-fr.txt")).map((x) => [x.metric, x.value, x.unit])).toEqual([
      ["duration", 0.0261096, "s"], ["throughput", 2.6, "GB/s"], ["duration", 0.0291695, "s"], ["throughput", 2.3, "GB/s"],
    ]);
  });

  it("a decimal comma (pt_BR, de numbers) is a decimal point, not a thousands separator", () => {
    const r = dd("1073741824 bytes (1,1 GB, 1,0 GiB) copied, 2,91234 s, 369 MB/s\n524288000 Bytes (524 MB, 500 MiB) kopiert, 1,5 s, 349,5 MB/s");
    expect(r.map((x) => x.value)).toEqual([2.91234, 369, 1.5, 349.5]);
  });

  it("the command line gives the direction: from /dev/zero or onto a disk writes, to /dev/null reads", () => {
    const run = (cmd: string) => dd(`${cmd}\n100+0 records in\n100+0 records out\n104857600 bytes (105 MB, 100 MiB) copied, 0.5 s, 210 MB/s`)[0]?.op;
    expect(run("$ dd if=/dev/zero of=/mnt/test bs=1M count=100 oflag=direct")).toBe("write");
    expect(run("$ sudo dd bs=1m if=image.img of=/dev/rdisk2")).toBe("write");
    expect(run("$ dd if=/mnt/test of=/dev/null bs=1M")).toBe("read");
    expect(run("$ dd if=a of=b")).toBe(null);
  });

  it("status=progress lines before `records in` are not results; the final line is", () => {
    const r = dd("536870912 bytes (537 MB, 512 MiB) copied, 0.5 s, 1.1 GB/s\n1+0 records in\n1+0 records out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.969 s, 1.1 GB/s");
    expect(r.map((x) => x.value)).toEqual([0.969, 1.1]);
  });

  it("FreeBSD 12+ `transferred 1.005s, 1068 MB/s`", () => {
    expect(dd("1073741824 bytes (1074 MB, 1024 MiB) transferred 1.005s, 1068 MB/s").map((x) => x.value)).toEqual([1.005, 1068]);
  });

  it("prose that quotes dd's figures is not read", () => {
    expect(dd("dd reported 1073741824 bytes copied in about 2 s, so 500 MB/s or so.\nWe copied 4 GB, 10 s, 400 MB/s per disk.")).toEqual([]);
  });
});

describe("dd summary lines of old GNU dd and labelled sweeps", () => {
  it("old GNU dd (`bytes transferred in … seconds (… bytes/sec)`) is dd's, not an FTP transfer", () => {
    const r = brief(parseToolOutput(fixture("dd-old-gnu.txt"))).filter((x) => x.tool === "dd");
    expect(r.map((x) => [x.metric, x.op, x.value, x.unit])).toEqual([["duration", "read", 6.140523, "seconds"], ["throughput", "read", 43715584, "bytes/sec"]]);
    expect(parseToolOutput(fixture("dd-old-gnu.txt")).some((x) => x.tool === "ftp")).toBe(false);
  });

  it("a script's label before each line (`da0 bs 8192:`) gives the block size of that line", () => {
    const r = dd(fixture("dd-bs-sweep.txt")).filter((x) => x.metric === "throughput");
    expect(r.map((x) => [x.value, x.block_size_bytes, x.file_size_bytes])).toEqual([[8181357, 512, 33554432], [54748837, 8192, 33554432], [56110486, 131072, 33554432]]);
  });

  it("inside an lftp session the same line is lftp's transfer, not dd's", () => {
    const r = parseToolOutput(fixture("lftp-session.txt"));
    expect(r.some((x) => x.tool === "dd")).toBe(false);
    expect(r.filter((x) => x.metric === "throughput").map((x) => [x.tool, x.quantity.value])).toEqual([["lftp", 11.11], ["lftp", 10]]);
  });

  it("without any FTP session, a bare `transferred` line is not taken for an FTP transfer", () => {
    expect(parseToolOutput("10485760 bytes transferred in 0.031337 seconds (334612121 bytes/sec)").map((x) => x.tool)).toEqual(["dd", "dd"]);
  });
});

describe("dd's block size operand", () => {
  it("reads BSD's lower-case binary suffixes as GNU's upper-case ones", async () => {
    const { ddBlockSize } = await import("../../../src/extract/tools/dd.ts");
    expect([ddBlockSize("dd if=/dev/zero of=/dev/rdisk4 bs=1m"), ddBlockSize("dd if=x of=y bs=1M"), ddBlockSize("dd bs=2g"), ddBlockSize("dd bs=4k")]).toEqual([1048576, 1048576, 2147483648, 4096]);
  });
});
