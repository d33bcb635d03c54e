import type { Conditions } from "../conditions.ts";
import type { Command } from "./commandLine.ts";

/** A block device's I/O scheduler file in sysfs (`/sys/block/sdb/queue/scheduler`). */
const SCHEDULER_FILE = /\/sys\/block\/[^/\s]+\/queue\/scheduler$/;
/** The scheduler in use, bracketed among the choices the file lists (`noop anticipatory deadline [cfq]`). */
function chosenIn(line: string): string | null {
  const words = line.trim().split(/\s+/);
  if (!words.every((w) => /^\[?[\w-]+\]?$/.test(w))) return null;
  return words.map((w) => /^\[([\w-]+)\]$/.exec(w)?.[1]).find(Boolean) ?? null;
}

/**
 * The I/O scheduler a command part shows or sets for the runs after it: `cat …/queue/scheduler` prints the choices with
 * the one in use in brackets, `echo deadline > …/queue/scheduler` chooses one. Null when the part does neither.
 */
export function schedulerOf(command: Command | null, output: readonly string[]): Conditions | null {
  if (!command) return null;
  const path = command.args.find((a) => SCHEDULER_FILE.test(a));
  if (!path) return null;
  if (command.program === "cat") {
    const chosen = output.map(chosenIn).find(Boolean);
    return chosen ? { io_scheduler: chosen } : null;
  }
  if (command.program === "echo") {
    const chosen = command.args.find((a) => /^[\w-]+$/.test(a) && a !== ">" && !SCHEDULER_FILE.test(a));
    return chosen ? { io_scheduler: chosen } : null;
  }
  return null;
}
