import { describe, expect, it } from "vitest";
import { parseIozone } from "../../../src/extract/tools/iozone.ts";
import { brief, fixture, lines } from "./readings.ts";

const iozone = (text: string) => brief(parseIozone(lines(text)));

describe("iozone", () => {
  it("-a table with -i 0 -i 2: values sit under their columns, so the gap of the skipped read tests is kept", () => {
    expect(iozone(fixture("iozone-3.492-i0i2.txt")).map((x) => [x.test, x.op, x.access, x.value, x.block_size_bytes, x.file_size_bytes])).toEqual([
      ["write", "write", "sequential", 360823, 1048576, 104857600], ["rewrite", "write", "sequential", 362512, 1048576, 104857600],
      ["random read", "read", "random", 378122, 1048576, 104857600], ["random write", "write", "random", 364339, 1048576, 104857600],
    ]);
  });

  it("full 13-column table: backward, record-rewrite and stride runs carry no access pattern", () => {
    const r = iozone(fixture("iozone-3.489-full.txt"));
    expect(r).toHaveLength(26);
    expect(r.slice(6, 9).map((x) => [x.test, x.op, x.access, x.value])).toEqual([["bkwd read", "read", null, 33578], ["record rewrite", "write", null, 61774], ["stride read", "read", null, 30137]]);
    expect(r[13]).toMatchObject({ test: "write", value: 81221, block_size_bytes: 8192, unit: "kB/s", si: 81221000 });
  });

  it("a table pasted without its qualifier line or alignment still reads columns in order", () => {
    const text = "    SD card A1                                   random    random\n         kB  reclen    write  rewrite    read    reread    read     write\n     102400       4     3672     3640    12849    12881     9463     3175";
    expect(iozone(text).map((x) => x.test)).toEqual(["write", "rewrite", "read", "reread", "random read", "random write"]);
    expect(iozone("kB reclen write rewrite read reread\n1024000 1024 258830 270261 341979 344249").map((x) => [x.test, x.value])).toEqual([["write", 258830], ["rewrite", 270261], ["read", 341979], ["reread", 344249]]);
  });

  it("throughput mode: Children and Parent lines (timed differently) with the number of processes; min, max, avg and xfer are not results", () => {
    expect(iozone(fixture("iozone-throughput.txt")).map((x) => [x.metric, x.test, x.op, x.value, x.threads, x.statistic ?? null])).toEqual([
      ["throughput", "initial writers", "write", 4732581.09, 12, "children"], ["throughput", "initial writers", "write", 4646810.21, 12, "parent"],
      ["duration", "initial writers", "write", 2.671, 12, "wall time"], ["cpu_utilisation", "initial writers", "write", 73.89, 12, null],
      ["throughput", "rewriters", "write", 4837741.94, 12, "children"], ["throughput", "rewriters", "write", 4833509.35, 12, "parent"],
    ]);
  });

  it("prose naming iozone's columns is not read", () => {
    expect(iozone("iozone prints kB reclen write rewrite read reread columns; for 102400 kB and 4 kB records we saw 2689 write.")).toEqual([]);
  });
});
