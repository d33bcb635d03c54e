import { describe } from "../../grammar/describe.ts";
import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const TEST_RE = /^([a-z]+)_(bw|lat)(?:_[a-z]+)?:\s*$/;
const VALUE_RE = /^\s+(bw|send_bw|recv_bw|latency)\s*=\s*([\d.]+)\s*(\S+\/sec|us|ms|ns|sec)\s*$/;

/** qperf's `tcp_bw:` / `udp_lat:` sections: bandwidth lines as throughput (send/recv sides of UDP), latency lines as latency. */
export function parseQperf(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let test: string | null = null;
  lines.forEach((line, i) => {
    const t = TEST_RE.exec(line.trim());
    if (t) {
      test = line.trim().replace(/:$/, "");
      return;
    }
    const m = test ? VALUE_RE.exec(line) : null;
    if (!m?.[2] || !m[3] || !test) return;
    const conditions: Conditions = { tool: "qperf", test };
    // the transport a test runs over (`tcp_bw` → TCP, `rc_lat` → RDMA), from the grammar's qperf vocabulary
    const transport = describe(test).transport;
    if (transport) conditions.protocol = transport;
    if (m[1] === "send_bw") conditions.side = "sender";
    if (m[1] === "recv_bw") conditions.side = "receiver";
    const value = Number(m[2]);
    if (m[1] === "latency") {
      const q = parseUnit(m[3]);
      if (q?.kind === "duration") out.push(reading("qperf", "latency", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi, kind: "latency" }, i + 1, line, { operation: "transfer", conditions }));
      return;
    }
    const q = parseUnit(m[3]);
    if (q?.kind === "throughput") out.push(reading("qperf", "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, line, { operation: "transfer", conditions }));
  });
  return out;
}
