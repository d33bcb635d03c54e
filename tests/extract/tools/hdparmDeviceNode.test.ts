import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { deviceNodeClass, extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";

const rows = (html: string) =>
  extractToolOutputs(buildDocument(html)).measurements.map((m) => [m.value, m.conditions.device, m.conditions.storage]);

describe("hdparm's device node names the disk's class and the device when the output's own line was cut", () => {
  it("a Chinese notes page: `sudo hdparm -t /dev/nvme0n1p3` with its `/dev/nvme0n1p3:` line (output as published)", () => {
    const html = `<title>hdparm</title><h3>速度测试</h3><p>读取速度测试：</p><pre>sudo hdparm -t /dev/nvme0n1p3


/dev/nvme0n1p3:
 HDIO_DRIVE_CMD(identify) failed: Inappropriate ioctl for device
 Timing buffered disk reads: 2294 MB in  3.00 seconds = 764.43 MB/sec
</pre>`;
    expect(rows(html)).toEqual([[764.43, "/dev/nvme0n1p3", "NVMe"]]);
  });

  it("a Steam Deck course: `hdparm -t /dev/nvme0n1 2>/dev/null | grep Timing` leaves only the Timing line", () => {
    const html = `<title>Steam Deck</title><h3>1.4</h3><pre>
$ hdparm -t /dev/nvme0n1 2>/dev/null | grep Timing
 Timing buffered disk reads: 1864 MB in  3.00 seconds = 621.31 MB/sec
</pre>`;
    expect(rows(html)).toEqual([[621.31, "/dev/nvme0n1", "NVMe"]]);
  });

  it("sd*, mmcblk* and vd* name no one class", () => {
    expect(["/dev/sda", "/dev/mmcblk0", "/dev/vda1", "/dev/nvme0", "/dev/nvme0n1", "/dev/nvme1n1p2"].map((d) => deviceNodeClass(d))).toEqual([null, null, null, null, "NVMe", "NVMe"]);
    // the one class of its family the text around names: an SD card or eMMC for mmcblk, an SSD, HDD or USB stick for sd
    const around = "For dd reads, the SSD is several times faster than the SD card:";
    expect(["/dev/mmcblk0", "/dev/sda", "/dev/vda"].map((d) => deviceNodeClass(d, around))).toEqual(["SD card", "SSD", null]);
    expect(deviceNodeClass("/dev/sdb", "the SSD against the HDD")).toBeNull();
  });
});
