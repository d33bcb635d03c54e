import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../src/extract/tools/extractToolOutputs.ts";
import { namesStorage, settingIn } from "../../src/normalise/lexicon.ts";

const DD = "<pre>$ dd if=/dev/zero of=/mnt/t bs=1M count=1024\n1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s</pre>";
const conditionsOf = (html: string) => extractToolOutputs(buildDocument(html)).measurements.map((m) => m.conditions);

describe("what the page says around a tool block", () => {
  it("the nearest heading that names a disk is the storage under test", () => {
    const c = conditionsOf(`<title>Disk tests</title><h1>Disk tests</h1><h2>Sequential write</h2><h3>NVMe SSD</h3>${DD}<h3>/dev/sdb WDC WD40EFRX</h3>${DD}`);
    expect(c.map((x) => x.storage)).toEqual(["NVMe SSD", "NVMe SSD", "/dev/sdb WDC WD40EFRX", "/dev/sdb WDC WD40EFRX"]);
  });

  it("a bold label line heads what follows as a heading would, until the next one; a sentence does not", () => {
    const timed = "<pre>$ time cp big.img big.copy\n\nreal\t0m12.500s\nuser\t0m0.010s\nsys\t0m6.100s</pre>";
    const c = conditionsOf(`<title>Copy</title><p>First the laptop.</p><p><b>■ Laptop (8 threads, SATA SSD)</b></p>${timed}<p><b>Cloud VM, 16 vCPU, pd-balanced</b></p>${timed}<p>Then the old machine with its SATA SSD was tried as well.</p>${timed}`);
    expect(c.map((x) => x.storage)).toEqual(["Laptop (8 threads, SATA SSD)", "Cloud VM, 16 vCPU, pd-balanced", "Cloud VM, 16 vCPU, pd-balanced"]);
    const plain = conditionsOf(`<title>Copy</title><p>Then the old machine with its SATA SSD was tried as well.</p>${timed}`);
    expect(plain[0]?.storage).toBeUndefined();
    expect(namesStorage("Balanced PD")).toBe(true);
  });

  it("a heading that names a tool or no device is not a storage", () => {
    const c = conditionsOf(`<title>t</title><h1>t</h1><h2>dd on the disk</h2>${DD}<h2>Second run</h2>${DD}`);
    expect(c.every((x) => x.storage === undefined)).toBe(true);
  });

  it("the sentence just before a block may state the setting it ran with", () => {
    const c = conditionsOf(`<title>t</title><h1>t</h1><p>Same pool, this time with compression off:</p>${DD}<p>and with write cache enabled.</p>${DD}<p>Then we turned on the fan and ran it again:</p>${DD}`);
    expect(c.map((x) => x.config)).toEqual(["compression off", "compression off", "write cache on", "write cache on", undefined, undefined]);
  });

  it("storage words and settings in the lexicon", () => {
    expect(["SATA", "microSD", "USBメモリ", "/dev/nvme0n1", "eMMC 5.1"].map(namesStorage)).toEqual([true, true, true, true, true]);
    expect(["hdparm", "Results", "Gigabit Ethernet"].map(namesStorage)).toEqual([false, false, false]);
    expect(["compression=on:", "圧縮オン、", "based on the cache", "put it on a card"].map(settingIn)).toEqual(["compression on", "圧縮 on", null, null]);
  });
});
