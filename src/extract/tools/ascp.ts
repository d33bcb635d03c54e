import type { Conditions } from "../conditions.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

/** Aspera ascp's closing summary: `Completed: 10485760K bytes transferred in 116 seconds` and `(738472K bits/sec)`. */
export function parseAscp(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const m = /Completed:\s*(\d+)\s*([KMG]?)\s*bytes transferred in (\d+(?:\.\d+)?) seconds?/.exec(line);
    if (!m) return;
    const conditions: Conditions = { tool: "ascp", line: "summary", file_size_bytes: toolSize("ascp", `${m[1]}${m[2] ?? ""}`) ?? Number(m[1]) };
    out.push(reading("ascp", "duration", seconds(Number(m[3]), "seconds"), i + 1, line, { conditions }));
    // the rate follows on the same line or on one of the next two (a blank line may come between)
    for (const [k, l] of [[i, line], [i + 1, lines[i + 1] ?? ""], [i + 2, lines[i + 2] ?? ""]] as const) {
      const r = /\((\d+(?:\.\d+)?)\s*([KMG]?)\s*bits\/sec\)/.exec(l);
      if (!r) continue;
      const unit = `${r[2] ? `${r[2]} ` : ""}bits/sec`;
      out.push(reading("ascp", "throughput", toolRate("ascp", Number(r[1]), unit), k + 1, l, { conditions }));
      break;
    }
  });
  return out;
}
