import type { Conditions } from "../conditions.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { isRefusal, readNumber } from "../../normalise/readQuantity.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/**
 * `… (62.9 MB/s) - ‘file.iso’ saved [1048576000/1048576000]`: the average rate of one download. The word is the
 * locale's (`gespeichert`, `сохранён`, `保存完了`) and so is the decimal separator (`(9,41 MB/s)`); wget never groups
 * thousands in a rate.
 */
const SAVED_RE = /\((\d+(?:[.,]\d+)?)\s?([KMG]?B\/s)\)\s+-\s+\S.*\s\[(\d+)(?:\/\d+)?\]\s*$/;
/** `Downloaded: 3 files, 1.0G in 16s (62.9 MB/s)` (`Geholt: 1 Dateien, 11M in 0,5s …`): the total of a recursive or multi-file run. */
const TOTAL_RE = /^\s*[^\s:]{2,20}:\s+\d+\s+\S+,\s+\S+\s+in\s+((?:\d+h\s*)?(?:\d+m\s*)?[\d.,]+s)\s+\((\d+(?:[.,]\d+)?)\s?([KMG]?B\/s)\)/;
/** `100%[=====>] 1,048,576,000 62.9MB/s    in 16s`: the final progress bar's elapsed time. */
const BAR_RE = /^\S*\s*100%\[[=>\s]*\]\s+[\d,.]+[KMG]?\s+[\d.,]+[KMG]?B?\/s\s+in\s+((?:\d+h\s*)?(?:\d+m\s*)?[\d.,]+s)\s*$/;

/** `195300K .......... ..     100%  859M=1.5s`: the last line of the dot progress (output not to a terminal). */
const DOTS_RE = /^\d+[KMG]\s[.\s]*100%\s+[\d.,]+[KMG]?=((?:\d+h\s*)?(?:\d+m\s*)?[\d.,]+s)\s*$/;

/** `1h 2m 3.4s`, `16s`, `0,2s` as seconds. */
function wgetSeconds(text: string): number {
  const h = /(\d+)h/.exec(text)?.[1];
  const m = /(\d+)m/.exec(text)?.[1];
  const s = /([\d.,]+)s/.exec(text)?.[1];
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number((s ?? "0").replace(",", "."));
}

/** A rate as wget prints it: its K, M and G are 1024-based (retr.c divides by 1024), the separator the locale's. */
const wgetRate = (value: string, unit: string) => {
  const n = readNumber(value, { decimalComma: true });
  return toolRate("wget", isRefusal(n) ? Number.NaN : n.value, unit);
};

/** wget's `saved` line (rate and size), its last progress bar (elapsed time) and the `Downloaded:` total. */
export function parseWget(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let bar: ToolReading | null = null;
  lines.forEach((line, i) => {
    const saved = SAVED_RE.exec(line);
    if (saved?.[1] && saved[2]) {
      const conditions: Conditions = { tool: "wget", line: "summary", file_size_bytes: Number(saved[3]) };
      out.push(reading("wget", "throughput", wgetRate(saved[1], saved[2]), i + 1, line, { conditions, operation: "read" }));
      // the progress bar just above timed the download this line saved
      if (bar && i + 1 - bar.line <= 3) bar.conditions.file_size_bytes = Number(saved[3]);
      bar = null;
    }
    const done = BAR_RE.exec(line.trim()) ?? DOTS_RE.exec(line.trim());
    if (done?.[1]) {
      bar = reading("wget", "duration", seconds(wgetSeconds(done[1])), i + 1, line, { conditions: { tool: "wget", line: "progress" }, operation: "read" });
      out.push(bar);
    }
    const total = TOTAL_RE.exec(line);
    if (total?.[1] && total[2] && total[3]) {
      const conditions: Conditions = { tool: "wget", line: "total" };
      out.push(reading("wget", "duration", seconds(wgetSeconds(total[1])), i + 1, line, { conditions, operation: "read" }));
      out.push(reading("wget", "throughput", wgetRate(total[2], total[3]), i + 1, line, { conditions, operation: "read" }));
    }
  });
  return out;
}
