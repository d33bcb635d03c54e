import { describe, expect, it } from "vitest";
import { parseHdparm } from "../../../src/extract/tools/hdparm.ts";
import { brief, fixture, lines } from "./readings.ts";

const hdparm = (text: string) => brief(parseHdparm(lines(text)));

describe("hdparm -t / -T", () => {
  it("cached and buffered disk reads: the rate is the result, the MB and seconds before it are the window", () => {
    expect(hdparm(fixture("hdparm-9-tT.txt"))).toEqual([
      { metric: "throughput", op: "read", access: null, value: 15702.52, unit: "MB/sec", si: 15702.52 * 1e6, tool: "hdparm", test: "cached reads", device: "/dev/sdb" },
      { metric: "throughput", op: "read", access: "sequential", value: 527.19, unit: "MB/sec", si: 527.19 * 1e6, tool: "hdparm", test: "buffered disk reads", device: "/dev/sdb" },
    ]);
  });

  it("--direct (O_DIRECT cached/disk reads) and a slow device in kB/sec", () => {
    expect(hdparm(fixture("hdparm-direct-slow.txt")).map((x) => [x.test, x.access, x.value, x.unit, x.si, x.device])).toEqual([
      ["o_direct cached reads", "sequential", 39.6, "MB/sec", 39.6 * 1e6, "/dev/mmcblk0"],
      ["o_direct disk reads", "sequential", 40.26, "MB/sec", 40.26 * 1e6, "/dev/mmcblk0"],
      ["buffered disk reads", "sequential", 994.17, "kB/sec", 994.17 * 1e3, "/dev/sdc"],
    ]);
  });

  it("hdparm before 6 called the cached test `buffer-cache reads`", () => {
    const old = ["/dev/hda:", " Timing buffer-cache reads:   128 MB in  0.49 seconds =261.22 MB/sec", " Timing buffered disk reads:  64 MB in  1.61 seconds = 39.75 MB/sec"].join("\n");
    expect(hdparm(old).map((x) => [x.test, x.access, x.value])).toEqual([["buffer-cache reads", null, 261.22], ["buffered disk reads", "sequential", 39.75]]);
  });

  it("a sentence quoting hdparm is not read", () => {
    expect(hdparm("Timing buffered disk reads gave about 500 MB/sec, i.e. 1500 MB in 3 seconds.")).toEqual([]);
  });
});

describe("hdparm pasted in forum posts", () => {
  it("a drive named after the device line (`/dev/sda: (Seagate …)`) is kept with the device", () => {
    const post = ["hdparm -tT", "", "/dev/sda: (Seagate Barracuda 7200.7 SATA)", " Timing buffer-cache reads:   1856 MB in  2.00 seconds = 927.21 MB/sec", " Timing buffered disk reads:  182 MB in  3.00 seconds =  60.62 MB/sec"].join("\n");
    expect(hdparm(post).map((x) => [x.value, x.device, x.drive])).toEqual([[927.21, "/dev/sda", "Seagate Barracuda 7200.7 SATA"], [60.62, "/dev/sda", "Seagate Barracuda 7200.7 SATA"]]);
  });
});

describe("hdparm copied by hand or with its line breaks lost", () => {
  it("no colon and no spaces around the figures (`Timing buffer-cache reads 128MB in 0.90 seconds=144.22MB/sec`)", () => {
    const memo = ["# hdparm -Tt /dev/hdb", "Timing buffer-cache reads 256MB in 1.02 seconds=250.98MB/sec", "Timing buffered disk reads 64MB in 2.87 seconds=22.30MB/sec"].join("\n");
    expect(hdparm(memo).map((x) => [x.test, x.access, x.value, x.unit])).toEqual([["buffer-cache reads", null, 250.98, "MB/sec"], ["buffered disk reads", "sequential", 22.3, "MB/sec"]]);
  });

  it("the device and both timings on one line are each read, with the device", () => {
    const pasted = "/dev/sdb: Timing cached reads:   3104 MB in  2.00 seconds = 1551.62 MB/sec Timing buffered disk reads: 200 MB in  3.02 seconds =  66.22 MB/sec";
    expect(hdparm(pasted).map((x) => [x.test, x.access, x.value, x.device])).toEqual([["cached reads", null, 1551.62, "/dev/sdb"], ["buffered disk reads", "sequential", 66.22, "/dev/sdb"]]);
  });

  it("identification fields run onto the line before the timings are not read", () => {
    const run = "/dev/sdb: Model=EXAMPLE HD321KJ, FwRev=CP100-12, BuffSize=16384kB, MaxMultSect=16 Timing cached reads: 4000 MB in 2.00 seconds = 2000.10 MB/sec";
    expect(hdparm(run).map((x) => [x.value, x.device])).toEqual([[2000.1, "/dev/sdb"]]);
  });
});

describe("hdparm lines run together with what is not its output", () => {
  it("a command and its output collapsed into one line (a list item's text around its `<pre>`) is not read again", () => {
    expect(hdparm("sudo hdparm -t /dev/sda1 Timing buffered disk reads: 72 MB in 3.05 seconds = 23.59 MB/sec")).toEqual([]);
  });
});
