import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { readPrinted } from "./printedPart.ts";

const NOT_GIVEN = /^(?:N\/A|Unknown|Not Specified)$/i;

/**
 * What Geekbench's command line prints before its scores (`System Information`, `CPU Information`, `Memory Information`,
 * each an indented `Key   Value` list): the OS, the kernel, the processor at its base frequency with its topology, and the
 * memory the OS sees.
 */
export function geekbenchReport(lines: string[]): PrintedPart[] {
  if (!lines.some((l) => /^\s*System Information\s*$/.test(l)) || !lines.some((l) => /^\s*CPU Information\s*$/.test(l))) return [];
  const f = new Map<string, { value: string; line: number }>();
  let section = "";
  lines.forEach((l, i) => {
    const head = /^(\S.*Information)\s*$/.exec(l)?.[1];
    if (head) section = head;
    const kv = /^\s+(\S[^\t]*?)(?:\t+|\s{2,})(\S.*?)\s*$/.exec(l);
    if (kv?.[1] && kv[2] && !NOT_GIVEN.test(kv[2])) f.set(`${section}/${kv[1]}`, { value: kv[2], line: i + 1 });
  });
  const out: PrintedPart[] = [];
  const os = f.get("System Information/Operating System");
  const system = os ? readPrinted("os", os.value.replace(/\s*\([^)]*\)\s*$/, "")) : null;
  if (os && system) out.push({ part: system, line: os.line });
  const kernel = f.get("System Information/Kernel");
  const release = kernel ? /^(?:Linux\s+|Darwin\s+)?(\d+\.\d+[\w.\-+~]*)/.exec(kernel.value)?.[1] : undefined;
  if (kernel && release) out.push({ part: { kind: "kernel", model: release, attrs: {} }, line: kernel.line });
  const name = f.get("CPU Information/Name");
  const base = f.get("CPU Information/Base Frequency");
  const p = name ? readPrinted("cpu", `${name.value}${base ? ` @ ${base.value}` : ""}`) : null;
  if (name && p) {
    const topology = /(\d+)\s+Processors?,\s*(\d+)\s+Cores?,\s*(\d+)\s+Threads?/i.exec(f.get("CPU Information/Topology")?.value ?? "");
    if (topology) Object.assign(p.attrs, { sockets: Number(topology[1]), cores: Number(topology[2]), threads: Number(topology[3]) });
    out.push({ part: p, line: name.line });
  }
  const memory = f.get("Memory Information/Size");
  const size = memory ? /^([\d.]+)\s*([KMGT])i?B$/i.exec(memory.value) : null;
  // Geekbench counts memory in binary units whatever it writes (`7.86 GB` on an 8 GiB board)
  if (memory && size) out.push({ part: { kind: "memory", model: null, capacityBytes: Math.round(parseSize(`${size[1]}${size[2]}B`, true) ?? 0) || null, attrs: { as_reported: true } }, line: memory.line });
  return out;
}
