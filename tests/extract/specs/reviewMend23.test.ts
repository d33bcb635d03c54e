import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { extractSpecs } from "../../../src/extract/specs/extractSpecs.ts";
import { withBytes } from "../../../src/extract/specs/partList.ts";

const parts = (body: string) =>
  extractSpecs(buildDocument(`<html><head><title>Test | Lab</title></head><body>${body}</body></html>`)).components.map((c) => ({ kind: c.kind, capacity: c.capacityBytes }));

describe("a link rate after an interface word is not a size (review 23, finding 3)", () => {
  it("leaves SATA 6G / SAS 12G as they are and still restores the B of a size", () => {
    expect(withBytes("disk", "Crucial MX500 (SATA 6G接続)")).toBe("Crucial MX500 (SATA 6G接続)");
    expect(withBytes("disk", "WD Blue SATA 6G 2T")).toBe("WD Blue SATA 6G 2TB");
    expect(withBytes("disk", "Seagate SAS-3 12G 4T")).toBe("Seagate SAS-3 12G 4TB");
    expect(withBytes("disk", "SATA 320G HDD")).toBe("SATA 320GB HDD");
    expect(withBytes("disk", "1 T HDD")).toBe("1TB HDD");
  });

  it("reads one disk of its real size from a spec line naming the link", () => {
    const disks = parts("<h2>検証環境</h2><ul><li>SSD: Crucial MX500 (SATA 6G接続)</li><li>HDD: WD Blue SATA 6G 2TB</li></ul>").filter((p) => p.kind === "disk");
    expect(disks.some((d) => d.capacity === 6 * 10 ** 9 || d.capacity === 6 * 2 ** 30)).toBe(false);
    expect(disks.filter((d) => d.capacity !== null && d.capacity !== undefined && d.capacity < 10 ** 11)).toEqual([]);
  });
});

describe("a tool's help text is no prose block (review 23, finding 10)", () => {
  const help = `Usage: iperf3 [-s|-c host] [options]
       iperf3 [-h|--help] [-v|--version]

Server or Client:
  -p, --port      #         server port to listen on/connect to
  -f, --format   [kmgtKMGT] format to report: Kbits, Mbits, Gbits, Tbits
  -i, --interval  #         seconds between periodic throughput reports
  -F, --file name           xmit/recv the specified file
  -A, --affinity n/n,m      set CPU affinity
  -B, --bind      &lt;host>    bind to the interface associated with the address &lt;host>
  -V, --verbose             more detailed output
  -J, --json                output in JSON format
  --logfile f               send output to a log file
  -d, --debug               emit debugging output
  -v, --version             show version information and quit
  -h, --help                show this message and quit
Client specific:
  -c, --client    &lt;host>    run in client mode, connecting to &lt;host>
  -u, --udp                 use UDP rather than TCP
  -b, --bitrate #[KMG][/#]  target bitrate in bits/sec (0 for unlimited)
  -t, --time      #         time in seconds to transmit for (default 10 secs)
  -P, --parallel  #         number of parallel client streams to run
  -R, --reverse             run in reverse mode (server sends, client receives)
  -w, --window    #[KMG]    set window size / socket buffer size
  -Z, --zerocopy            use a 'zero copy' method of sending data

I ran this on FreeBSD 13.2 and on Debian 12 with a Core i5-8500 and 16GB of memory, and the numbers below come from the client side of the link with the server left at its defaults and nothing else running on either of the two machines while the runs were made over the evening.`;
  const all = (pre: string) => extractAll(buildDocument(`<html><head><title>t</title></head><body><pre>${pre}</pre></body></html>`)).components;

  it("reads no parts from `iperf3 --help` with a sentence under it", () => {
    expect(all(help)).toEqual([]);
  });

  it("still reads a block of sentences", () => {
    const prose = "I ran the copies from my laptop running NetBSD 9.3 as the client. The file server runs on\nFreeBSD 13.2 with a pair of mirrored disks, and nothing was tuned on either side of the\nlink, which is plain gigabit through an unmanaged switch in the basement of the house.";
    expect(all(prose).map((c) => c.model)).toEqual(expect.arrayContaining(["NetBSD 9.3", "FreeBSD 13.2"]));
  });
});

describe("an interface word alone names no drive, from the grammar's interfaces (review 23, finding 7)", () => {
  it("reads no model from `eSATA 500GB` or `PATA 40GB`", async () => {
    const { parseSpecValue } = await import("../../../src/extract/specs/parseSpecValue.ts");
    for (const v of ["eSATA 500GB", "PATA 40GB", "Thunderbolt 2TB"]) {
      const disk = parseSpecValue("disk", v, "HDD").find((p) => p.kind === "disk");
      expect(disk?.model ?? null).toBeNull();
    }
  });
});

describe("a maker's class of drives before the plural of any of the grammar's drive words (review 23, finding 7)", () => {
  it("refuses `the WD Green hard disks` and `Seagate Archive flash drives` as drives", () => {
    for (const s of ["I replaced the WD Green hard disks in the box last year.", "I wanted to see how the Seagate Archive flash drives behave under random writes."]) {
      const got = extractAll(buildDocument(`<html><head><title>t</title></head><body><p>${s}</p></body></html>`));
      expect(got.components.filter((c) => c.kind === "disk" && c.model && !/\d/.test(c.model))).toEqual([]);
    }
  });
});
