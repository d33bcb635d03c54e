import { describe, expect, it } from "vitest";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";

const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.model, p.clockHz ?? null]);

describe("the system summary of yabs and bench.sh", () => {
  it("reads yabs's Basic System Information: processor at the cores line's clock, distro without its code name, kernel", () => {
    // layout of yabs v2023+ (github.com/masonr/yet-another-bench-script), figures of a small KVM guest
    const yabs = [
      "Basic System Information:", "---------------------------------", "Uptime     : 0 days, 0 hours, 3 minutes", "Processor  : AMD EPYC 7543 32-Core Processor",
      "CPU cores  : 4 @ 2794.748 MHz", "AES-NI     : ✔ Enabled", "VM-x/AMD-V : ✔ Enabled", "RAM        : 7.8 GiB", "Swap       : 0.0 KiB", "Disk       : 78.7 GiB",
      "Distro     : Ubuntu 22.04.3 LTS", "Kernel     : 5.15.0-91-generic", "VM Type    : KVM",
    ].join("\n");
    expect(parts(yabs)).toEqual(expect.arrayContaining([["cpu", "EPYC 7543", 2794748000], ["os", "Ubuntu 22.04.3 LTS", null], ["kernel", "5.15.0-91-generic", null]]));
  });

  it("reads bench.sh's CPU Model / CPU Cores / OS / Kernel, keeping a clock the model names itself", () => {
    const bench = [" CPU Model          : Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz", " CPU Cores          : 2", " CPU Cache          : 35840 KB", " OS                 : Debian GNU/Linux 10", " Arch               : x86_64 (64 Bit)", " Kernel             : 4.19.0-21-amd64"].join("\n");
    expect(parts(bench)).toEqual(expect.arrayContaining([["cpu", "Xeon E5-2680 v4", 2.4e9], ["os", "Debian GNU/Linux 10", null], ["kernel", "4.19.0-21-amd64", null]]));
  });

  it("a Kernel line without a processor and cores line is not a bench script's summary", () => {
    expect(parts(["Kernel     : 5.15.0-91-generic", "Uptime     : 3 days"].join("\n"))).toEqual([]);
  });
});
