import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { totalOfUsed } from "./memorySpec.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { cpu, osName } from "./parseSpecValue.ts";
import { FILESYSTEM_RE } from "./partTerms.ts";

/** The labels only a system-summary printer (neofetch, fastfetch and their clones) prints next to `OS:` and `Kernel:`. */
const FETCH_LABEL = /(?:^|\s)(?:Uptime|Host|Shell|Packages|Terminal|WM|DE|Swap|Locale):\s/;

/**
 * neofetch / fastfetch (`OS: Ubuntu 22.04.5 LTS x86_64`, `Kernel: Linux 6.8.0-52-generic` or `Kernel: 5.15.0-91-generic`,
 * `Disk (/): 147.77 GiB / 196.68 GiB (75%) - ext4`): the kernel release and the root file system. The logo may stand on the
 * left of each line, so a label is found anywhere after a space; the processor and the distribution are read here for that reason.
 */
export function fetchReport(lines: string[]): PrintedPart[] {
  const text = lines.map((l) => normaliseText(l));
  if (!text.some((l) => /(?:^|\s)OS:\s/.test(l)) || !text.some((l) => /(?:^|\s)Kernel:\s/.test(l)) || !text.some((l) => FETCH_LABEL.test(l))) return [];
  const out: PrintedPart[] = [];
  text.forEach((l, i) => {
    // `CPU: AMD Ryzen 9 7940HS (16) @ 5.26 GHz`, `CPU: 2 x Intel(R) Xeon(R) Silver 4416+ (2) @ 2.00 GHz`: the thread count in brackets is not a model
    const processor = /(?:^|\s)CPU:\s+(.+)$/.exec(l)?.[1];
    const p = processor ? cpu(processor.replace(/\s*\(\d+\)\s*(?=@|$)/, " ")) : null;
    if (p?.model && (/\d/.test(p.model) || p.clockHz)) out.push({ part: p, line: i + 1 });
    // `OS: Ubuntu 22.04.5 LTS x86_64`: the distribution without its architecture and code name
    const os = /(?:^|\s)OS:\s+(.+)$/.exec(l)?.[1]?.replace(/\s*\([^)]*\)/g, "").replace(/\s+(?:x86_64|amd64|aarch64|arm64|i[3-6]86|armv\w+)\s*$/i, "").trim();
    if (os && /^[A-Za-z]/.test(os)) out.push({ part: { kind: "os", model: osName(os), attrs: {} }, line: i + 1 });
    // fastfetch names the kernel before its release (`Linux 6.8.0-52-generic`), neofetch prints the release alone
    const kernel = /(?:^|\s)Kernel:\s+(?:Linux\s+)?(\d+\.\d+[\w.\-+~]*)\s*$/.exec(l)?.[1];
    if (kernel) out.push({ part: { kind: "kernel", model: kernel, attrs: {} }, line: i + 1 });
    // `Memory: 1.19 GiB / 1.92 GiB (62%)`, `Memory: 2410MiB / 15893MiB`: used over total, the memory is the total
    const memory = /(?:^|\s)Memory:\s+(.+)$/.exec(l)?.[1];
    const total = memory ? totalOfUsed(memory, true) : null;
    const bytes = total ? parseSize(total, true) : null;
    if (bytes) out.push({ part: { kind: "memory", model: null, capacityBytes: Math.round(bytes), attrs: { as_reported: true } }, line: i + 1 });
    // fastfetch ends each disk line with its file system; the root one is the machine's
    const fs = /(?:^|\s)Disk \((\/[^)]*)\):\s+.*\)\s+-\s+(\w+)\s*(?:\[[^\]]*\])?\s*$/.exec(l);
    if (fs?.[2] && new RegExp(`^(?:${FILESYSTEM_RE.source})$`, "i").test(fs[2])) out.push({ part: { kind: "filesystem", model: fs[2].toLowerCase(), attrs: { mount: fs[1] } }, line: i + 1 });
  });
  return out;
}
