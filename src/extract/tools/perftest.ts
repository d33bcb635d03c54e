import { regExpOf } from "../../normalise/regExpOf.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** `RDMA_Write BW Test`, `Send Latency Test`, `Atomic FETCH_AND_ADD BW Test`: perftest's banner. */
const BANNER_RE = /^\s*(RDMA_Write|RDMA_Read|Send|Atomic\s+\w+)\s+(BW|Latency)\s+Test\s*$/;
const COLUMN_RE = /#bytes|#iterations|#sl|BW (?:peak|average|Port\d)\[(?:MB|Gb)\/sec\]|MsgRate(?: Port\d)?\[Mpps\]|t_\w+\[usec\]|99(?:\.9)?% percentile\[usec\]/g;
const SETTING_RE = /^\s*(Number of qps|Connection type|Link type)\s*:\s*(\S+)/g;
const NUMBER = /^\d+(?:\.\d+)?$/;
const TOOLS: Record<string, string> = { RDMA_Write: "ib_write", RDMA_Read: "ib_read", Send: "ib_send" };

/** The settings perftest prints in its header box (two per line): queue pairs, connection type, link layer. */
function settings(line: string, into: Conditions): void {
  for (const part of line.split(/\s{2,}(?=[A-Z])/)) {
    const m = regExpOf(SETTING_RE.source).exec(part);
    if (!m?.[2]) continue;
    if (m[1] === "Number of qps") into.qps = Number(m[2]);
    else if (m[1] === "Connection type") into.connection_type = m[2];
    // perftest's link type Ethernet is RDMA over Converged Ethernet
    else into.network = m[2] === "IB" ? "InfiniBand" : m[2] === "Ethernet" ? "RoCE" : m[2];
  }
}

/**
 * perftest's result tables (ib_write_bw, ib_read_bw, ib_send_bw and their _lat tests): the `BW average` column in
 * MB/sec (2^20 bytes, as perftest divides by 0x100000) or Gb/sec (--report_gbits, decimal bits), one row per message
 * size (-a); latency tests give `t_avg` (perftest 4.x) or, in older versions that print none, `t_typical` (the median).
 * `BW peak` (0.00 when not measured, with -D), message rates, minima, maxima and percentiles are not read.
 */
export function parsePerftest(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = readCommand(lines[0] ?? "");
  const commanded = command && /^ib_\w+_(bw|lat)$/.test(command.program) ? command.program : null;
  const base: Conditions = {};
  let tool = commanded;
  let columns: string[] | null = null;
  lines.forEach((raw, i) => {
    const banner = BANNER_RE.exec(raw);
    if (banner?.[1]) {
      base.test = `${banner[1]} ${banner[2]} Test`;
      tool = commanded ?? `${TOOLS[banner[1]] ?? "ib_atomic"}_${banner[2] === "BW" ? "bw" : "lat"}`;
      columns = null;
      return;
    }
    settings(raw, base);
    const header = raw.match(COLUMN_RE);
    if (header && header[0] === "#bytes" && header.length >= 3) {
      columns = header;
      return;
    }
    if (!columns) return;
    if (/^\s*-{20,}\s*$/.test(raw)) return;
    const cells = raw.trim().split(/\s+/);
    // warnings (`Conflicting CPU frequency values detected…`) may stand between the header and its rows
    if (!cells.every((c) => NUMBER.test(c)) || cells.length !== columns.length) return;
    const at = (name: string) => columns?.findIndex((c) => c.startsWith(name)) ?? -1;
    const conditions: Conditions = { ...base, tool: tool ?? "perftest", message_size_bytes: Number(cells[0]) };
    const avg = at("BW average");
    if (avg >= 0) {
      const v = Number(cells[avg]);
      const gbits = /Gb\/sec/.test(columns[avg] ?? "");
      if (v > 0) out.push(reading(conditions.tool as string, "throughput", { value: v, unit: gbits ? "Gb/sec" : "MB/sec", valueSi: gbits ? (v * 1e9) / 8 : v * 2 ** 20, siUnit: "B/s", kind: "throughput", note: null }, i + 1, raw, { operation: "transfer", conditions: { ...conditions, statistic: "avg" } }));
      return;
    }
    const mean = at("t_avg") >= 0 ? at("t_avg") : at("t_typical");
    if (mean < 0) return;
    const v = Number(cells[mean]);
    const statistic = (columns[mean] ?? "").startsWith("t_avg") ? "avg" : "median";
    if (v > 0) out.push(reading(conditions.tool as string, "latency", { value: v, unit: "usec", valueSi: v / 1e6, siUnit: "s", kind: "latency", note: null }, i + 1, raw, { operation: "transfer", conditions: { ...conditions, statistic } }));
  });
  return out;
}
