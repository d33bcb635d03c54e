import { normaliseText } from "../../normalise/normaliseText.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { readPrinted } from "./printedPart.ts";
import { specKindForLabel } from "./specTerms.ts";

/** `Label: value` (or `Label：value`) of a record or key/value report line, label trimmed. */
export const recordField = (line: string) => /^\s*([^:：]{1,40}?)\s*[:：]\s*(.*?)\s*$/.exec(normaliseText(line));
/** A kernel release of three figures at least, maybe with its build (`7.0.0-28-generic`, `2.6.32`). */
const KERNEL_RELEASE = /^(?:Linux\s+)?(\d+\.\d+\.\d+(?:-[\w.\-+~]+)?)(?:\s|$)/;
/** A version where a name should be (`OS version: 24.04.4 LTS`): the version of the system the line above names. */
const VERSION = /^v?\d/;

/**
 * A setup written as a record of `Label: value` lines in preformatted text (`OS name: Ubuntu` / `OS version: 24.04.4 LTS` /
 * `Kernel: 7.0.0-28-generic`): the OS (its name and the version line under it) and the kernel (a release of three figures, maybe with its build), when the
 * record names both and no tool's own report above gave them. The labels are the part grammar's (`specKindForLabel`): an OS label
 * whose value is a version is the version of the OS named above it.
 */
export function setupRecord(lines: string[], known: PrintedPart[], fields = lines.map(recordField)): PrintedPart[] {
  const out: PrintedPart[] = [];
  // a record names the OS and the kernel both; one `Kernel:` line among a tool's other fields is that tool's
  const kinds = fields.map((kv) => (kv?.[1] ? specKindForLabel(kv[1]) : null));
  if (!kinds.includes("os") || !kinds.includes("kernel")) return out;
  // a record that names the processor or the memory too is a machine's summary, which the spec lines of the block give
  if (kinds.includes("cpu") || kinds.includes("memory")) return out;
  const windows = fields.some((kv, i) => kinds[i] === "os" && /^\s*(?:Microsoft\s+)?Windows\b/i.test(kv?.[2] ?? ""));
  fields.forEach((kv, i) => {
    if (!kv?.[1] || !kv[2]) return;
    // (Windows's `Kernel: 10.0.19045` is the system's build: a release without a build is read beside another system only)
    const found = kinds[i] === "kernel" ? KERNEL_RELEASE.exec(kv[2])?.[1] : undefined;
    const release = found && (found.includes("-") || !windows) ? found : undefined;
    if (release && !known.some((p) => p.part.kind === "kernel")) out.push({ part: { kind: "kernel", model: release, attrs: {} }, line: i + 1 });
    if (kinds[i] !== "os" || VERSION.test(kv[2]) || known.some((p) => p.part.kind === "os")) return;
    const next = fields[i + 1];
    const version = next?.[2] && kinds[i + 1] === "os" && VERSION.test(next[2]) ? next[2] : "";
    const system = readPrinted("os", `${kv[2]} ${version}`.trim());
    if (system) out.push({ part: system, line: i + 1 });
  });
  return out;
}
