import { normaliseText } from "../../normalise/normaliseText.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { readPrinted } from "./printedPart.ts";

/** `Label: value` (or `Label：value`) of a record line, label trimmed. */
const field = (line: string) => /^\s*([^:：]{1,40}?)\s*[:：]\s*(.*?)\s*$/.exec(normaliseText(line));
const OS_LABEL = /^(?:OS|OS name|Operating System|Distro|Distribution|ディストリビューション|OS名)$/i;
const OS_VERSION_LABEL = /^(?:OS version|OS バージョン|OSバージョン)$/i;
const KERNEL_LABEL = /^(?:Kernel|Kernel version|Kernel release|カーネル|カーネルバージョン)$/i;
const KERNEL_RELEASE = /^(?:Linux\s+)?(\d+\.\d+\.\d+-[\w.\-+~]+)(?:\s|$)/;

/**
 * A setup written as a record of `Label: value` lines in preformatted text (`OS name: Ubuntu` / `OS version: 24.04.4 LTS` /
 * `Kernel: 7.0.0-28-generic`): the OS (its name and the version line under it) and the kernel (a release with its build), when the
 * record names both and no tool's own report above gave them.
 */
export function setupRecord(lines: string[], known: PrintedPart[]): PrintedPart[] {
  const out: PrintedPart[] = [];
  // a record names the OS and the kernel both; one `Kernel:` line among a tool's other fields is that tool's
  const labels = lines.map((l) => field(l)?.[1] ?? "");
  if (!labels.some((l) => OS_LABEL.test(l)) || !labels.some((l) => KERNEL_LABEL.test(l))) return out;
  lines.forEach((l, i) => {
    const kv = field(l);
    if (!kv?.[1] || !kv[2]) return;
    const release = KERNEL_LABEL.test(kv[1]) ? KERNEL_RELEASE.exec(kv[2])?.[1] : undefined;
    if (release && !known.some((p) => p.part.kind === "kernel")) out.push({ part: { kind: "kernel", model: release, attrs: {} }, line: i + 1 });
    if (!OS_LABEL.test(kv[1]) || known.some((p) => p.part.kind === "os")) return;
    const next = field(lines[i + 1] ?? "");
    const version = next?.[1] && OS_VERSION_LABEL.test(next[1]) && /^v?\d/.test(next[2] ?? "") ? next[2] : "";
    const system = readPrinted("os", `${kv[2]} ${version}`.trim());
    if (system) out.push({ part: system, line: i + 1 });
  });
  return out;
}
