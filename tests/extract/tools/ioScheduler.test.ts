import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const DD = (rate: string) => `$ dd if=/dev/sdb of=/dev/null bs=1M count=1024\n1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 GB) copied, 9.5 s, ${rate} MB/s`;

describe("the I/O scheduler shown or set before runs", () => {
  it("is a condition of every run after it, until another is shown or set", () => {
    const text = [
      "# cat /sys/block/sdb/queue/scheduler",
      "noop deadline [cfq]",
      DD("113"),
      "# echo deadline > /sys/block/sdb/queue/scheduler",
      DD("120"),
    ].join("\n");
    const got = parseToolOutput(text).filter((r) => r.metric === "throughput").map((r) => [r.quantity.value, r.conditions.io_scheduler]);
    expect(got).toEqual([[113, "cfq"], [120, "deadline"]]);
  });

  it("is nothing where no scheduler file is read or written", () => {
    const text = ["$ cat /etc/fstab", "[defaults] noatime", DD("113")].join("\n");
    expect(parseToolOutput(text).every((r) => r.conditions.io_scheduler === undefined)).toBe(true);
  });
});
