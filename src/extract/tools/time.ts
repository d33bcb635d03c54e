import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";

/** GNU time's default line (`0:42.91elapsed`), `/usr/bin/time -v`'s wall clock line, and the shell's `real 0m42.9s`. */
export function parseTime(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const gnu = /(\d+(?:\.\d+)?)user\s+(\d+(?:\.\d+)?)system\s+((?:\d+:)?\d+:\d+(?:\.\d+)?)elapsed\s+(\d+)%CPU/.exec(line);
    const verbose = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\):\s*((?:\d+:)?\d+:\d+(?:\.\d+)?)/.exec(line);
    const shell = /^\s*real\s+(?:(\d+)m)?(\d+(?:\.\d+)?)s\s*$/.exec(line);
    const clock = gnu?.[3] ?? verbose?.[1];
    if (clock) {
      const s = clockSeconds(clock);
      if (s !== null) out.push(reading("time", "duration", seconds(s), i + 1, line, { conditions: { tool: "time" } }));
    } else if (shell) {
      const s = Number(shell[1] ?? 0) * 60 + Number(shell[2]);
      out.push(reading("time", "duration", seconds(s), i + 1, line, { conditions: { tool: "time" } }));
    }
  });
  return out;
}
