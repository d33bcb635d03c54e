import type { Metric } from "../../model/vocabulary.ts";
import { conditionKeyForLabel, isNetworkBenchmark, toolsIn } from "../../normalise/lexicon.ts";
import { applyUnit, parseNumber } from "../../normalise/parseQuantity.ts";
import { describe } from "../../grammar/describe.ts";
import { conditionValue, type Conditions } from "../conditions.ts";
import { unitInText } from "../tables/unitScope.ts";
import type { Command } from "../tools/commandLine.ts";
import { reading, type ToolReading } from "../tools/toolReading.ts";

/** Where the columns of a report part: two or more spaces or a tab, or (for one-word headers) any space. */
const SPLITS = [/\t+|\s{2,}/, /\s+/];
const FIGURE = /^[-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
/** `# Size  Bandwidth (MB/s)`: a comment mark before the header of a report printed as comments. */
const COMMENT_MARK = /^\s*#\s+(?=\p{L})/u;
const MOST_ROWS = 500;

const cells = (line: string, split: RegExp) => line.replace(COMMENT_MARK, "").trim().split(split).filter(Boolean);

interface Columns {
  header: string[];
  first: number;
  rows: string[][];
}

/** The columnar report starting at line `i`, if its header names a unit and at least one row of as many figures follows. */
function columnsAt(lines: readonly string[], i: number): Columns | null {
  for (const split of SPLITS) {
    const header = cells(lines[i] ?? "", split);
    if (header.length < 2 || header.some((h) => FIGURE.test(h)) || !header.some((h) => unitInText(h))) continue;
    const rows: string[][] = [];
    for (let k = i + 1; k < lines.length && rows.length < MOST_ROWS; k++) {
      const row = cells(lines[k] ?? "", SPLITS[1]!);
      if (row.length !== header.length || !row.every((c) => FIGURE.test(c))) break;
      rows.push(row);
    }
    if (rows.length) return { header, first: i + 1, rows };
  }
  return null;
}

/** A time per message or operation (µs, ms) is a latency; seconds a whole run took are a duration. */
const timeMetric = (header: string, valueSi: number | null): Metric => (describe(header).metric === "latency" || (valueSi !== null && valueSi < 1) ? "latency" : "duration");

/**
 * Columnar reports inside a tool's output (Intel MPI Benchmarks' `#bytes #repetitions t[usec] Mbytes/sec`, OSU's
 * `# Size  Bandwidth (MB/s)`): each figure under a header that names a unit is a reading; the row's figures under the
 * other headers are its conditions (a labelled key such as a message size, else the header and figure as config).
 */
export function readColumns(lines: readonly string[], command: Command | null): ToolReading[] {
  const out: ToolReading[] = [];
  const tool = toolsIn(`${command?.text ?? ""}\n${lines.join("\n")}`)[0] ?? command?.program ?? "generic";
  const network = isNetworkBenchmark(tool);
  for (let i = 0; i < lines.length; i++) {
    const table = columnsAt(lines, i);
    if (!table) continue;
    const units = table.header.map((h) => unitInText(h));
    table.rows.forEach((row, r) => {
      const conditions: Conditions = {};
      const config: string[] = [];
      row.forEach((c, k) => {
        if (units[k]) return;
        const label = table.header[k] ?? "";
        const key = conditionKeyForLabel(label.replace(/^#/, ""));
        const typed = key ? conditionValue(key, c, { binarySizes: true }) : null;
        if (key && typed !== null) conditions[key] = typed;
        else config.push(`${label} ${c}`);
      });
      if (config.length) conditions.config = config.join(", ");
      row.forEach((c, k) => {
        const unit = units[k];
        if (!unit) return;
        const quantity = applyUnit(parseNumber(c), unit);
        const metric: Metric | null = quantity.kind === "throughput" || quantity.kind === "iops" ? quantity.kind : quantity.kind === "duration" ? timeMetric(table.header[k] ?? "", quantity.valueSi) : null;
        // `0.00 Mbytes/sec` for a zero-byte message: nothing moved, so no rate was measured
        if (!metric || (metric === "throughput" && quantity.value === 0)) return;
        const line = table.first + r;
        // `t_min[usec]`, `t_avg[usec]`: the statistic the header names, as the warehouse writes it
        const statistic = describe((table.header[k] ?? "").replace(/_/g, " ")).statistic;
        const stat: Conditions = statistic === "mean" ? { statistic: "avg" } : statistic ? { statistic } : {};
        out.push(reading(tool, metric, quantity, line + 1, lines[line] ?? "", { operation: network ? "transfer" : null, conditions: { ...conditions, ...stat, test: table.header[k] ?? "" }, labelsRead: true }));
      });
    });
    i += table.rows.length;
  }
  return out;
}
