import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolPrefix, toolRate } from "../../normalise/toolUnits.ts";
import { unitTable } from "../../normalise/unitTable.ts";

/** The disk section's title: `fio Disk Speed Tests (Mixed R/W 50/50) (Partition /dev/vda3):`. */
const TITLE = /^fio Disk Speed Tests\s*\(([^)]*)\)/i;
/** A column header pair line: `Block Size | 4k            (IOPS) | 64k           (IOPS)`. */
const HEADER = /^Block Size\s*\|/i;
const HEADER_CELL = /^(\d+)\s*([kmg]?)\s*\(IOPS\)$/i;
/** A figures cell: `388.78 MB/s  (97.1k)`; a test that failed leaves it blank. */
const CELL = /^(\d+(?:\.\d+)?)\s*([KMG]B\/s)\s*\(\s*(\d+(?:\.\d+)?)([kM]?)\s*\)$/;

/**
 * Yet-Another-Bench-Script's fio table: per block size (fio `--bs`, 1024-based) a Read and a Write row of the
 * randrw run, bandwidth in 1000-based units and IOPS with `k` for thousands. The Total row is their sum, not read.
 */
export function parseYabs(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let test: string | null = null;
  let sizes: (number | null)[] = [];
  lines.forEach((line, i) => {
    const text = line.trim();
    const title = TITLE.exec(text);
    if (title?.[1]) {
      test = `yabs ${title[1].trim()}`;
      sizes = [];
      return;
    }
    if (test === null) return;
    const cells = text.split("|").map((c) => c.trim());
    if (HEADER.test(text)) {
      sizes = cells.slice(1).map((c) => {
        const m = HEADER_CELL.exec(c);
        return m?.[1] ? Number(m[1]) * (toolPrefix("fio", m[2] ?? "") ?? 1) : null;
      });
      return;
    }
    const op = /^(Read|Write)$/i.exec(cells[0] ?? "")?.[1]?.toLowerCase();
    if (!op || sizes.length === 0) {
      // a line that is neither the table's rule, blank, nor one of its rows ends the section
      if (text && !/^(?:Total\b|[-\s|]+$)/i.test(text)) test = null;
      return;
    }
    cells.slice(1).forEach((cell, c) => {
      const m = CELL.exec(cell);
      const bs = sizes[c];
      if (!m?.[1] || !m[2] || !m[3] || bs == null) return;
      const conditions: Conditions = { tool: "fio", test: test ?? "yabs", block_size_bytes: bs };
      const extra = { operation: op as "read" | "write", access: "random" as const, conditions };
      out.push(reading("fio", "throughput", toolRate("fio", Number(m[1]), m[2]), i + 1, line, extra));
      const iops = Number(m[3]) * (unitTable.counts[m[4] ?? ""] ?? 1);
      out.push(reading("fio", "iops", { value: iops, unit: "IOPS", valueSi: iops, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, extra));
    });
  });
  return out;
}
