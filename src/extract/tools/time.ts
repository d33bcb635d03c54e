import { normaliseText } from "../../normalise/normaliseText.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";

const GNU_RE = /(\d+(?:\.\d+)?)user\s+(\d+(?:\.\d+)?)system\s+((?:\d+:)?\d+:\d+(?:\.\d+)?)elapsed\s+(\d+)%CPU/;
const VERBOSE_RE = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\):\s*((?:\d+:)?\d+:\d+(?:\.\d+)?)/;
/** bash and ksh: `real 0m42.9s`; POSIX `time -p`: `real 42.90`. */
const SHELL_RE = /^\s*real\s+(?:(?:(\d+)m)?(\d+(?:\.\d+)?)s|(\d+(?:\.\d+)?))\s*$/;
/** zsh: `rsync … 0.50s user 1.20s system 12% cpu 17.694 total` (or `1:02.5 total`). */
const ZSH_RE = /\s[\d.]+s user\s+[\d.]+s system\s+\d+% cpu\s+((?:\d+:)?\d+(?::\d+)?(?:\.\d+)?) total\s*$/;
/**
 * csh / tcsh's time builtin (`%Uu %Ss %E %P %X+%Dk %I+%Oio %Fpf+%Ww`): `4.176u 0.001s 0:05.09 81.9%     0+0k 0+0io 0pf+0w`;
 * the third field is the wall clock. The CPU share must follow it, and the memory / io fields or the end of the line after that.
 */
const CSH_RE = /(?:^|\s)\d+(?:\.\d+)?u\s+\d+(?:\.\d+)?s\s+((?:\d+:)?\d+:\d+(?:\.\d+)?)\s+\d+(?:\.\d+)?%(?:\s+\d+\+\d+k\b|\s*$)/;
/** PowerShell's Measure-Command: the `TotalSeconds : 17.694` line (the others restate it in other units). */
const MEASURE_RE = /^\s*TotalSeconds\s*:\s*(\d+(?:\.\d+)?)\s*$/;

/** The fields of the shell's `time` (`real`, `user`, `sys`): only `real` is the run's wall clock, `user` and `sys` are CPU times. */
const TIME_FIELDS = new Set(["real", "user", "sys"]);
/** A field of `time` as a label or header names it: `real`, `real time` (`| real time | user time |`), GNU's `system` as `sys`. */
export const timeField = (label: string): string => {
  const field = normaliseText(label).trim().toLowerCase().replace(/\s+time$/, "");
  return field === "system" ? "sys" : field;
};

/** True when labels are fields of the shell's `time`, `real` among them (a cell's lines, a table's column headers). */
export const namesTimeFields = (labels: readonly string[]): boolean => labels.some((l) => timeField(l) === "real") && labels.every((l) => TIME_FIELDS.has(timeField(l)));

/** A `user` or `sys` field of the shell's `time` beside its `real` (`user time` beside `real time` too): CPU time, not the run's duration. */
export const isCpuTimeField = (label: string, siblings: readonly string[]): boolean => (timeField(label) === "user" || timeField(label) === "sys") && siblings.some((s) => timeField(s) === "real");

/** Wall-clock times: GNU time (default and -v), the shell's `real` (bash, -p), zsh's `… total`, csh's `… 0:05.09 81.9% …` and PowerShell's Measure-Command. */
export function parseTime(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const measured = lines.some((l) => /^\s*TotalMilliseconds\s*:/.test(l));
  lines.forEach((line, i) => {
    const clock = GNU_RE.exec(line)?.[3] ?? VERBOSE_RE.exec(line)?.[1] ?? CSH_RE.exec(line)?.[1];
    const shell = SHELL_RE.exec(line);
    const zsh = ZSH_RE.exec(line)?.[1];
    const measure = measured ? MEASURE_RE.exec(line)?.[1] : undefined;
    let s: number | null = null;
    if (clock) s = clockSeconds(clock);
    else if (shell) s = shell[3] !== undefined ? Number(shell[3]) : Number(shell[1] ?? 0) * 60 + Number(shell[2]);
    else if (zsh) s = zsh.includes(":") ? clockSeconds(zsh) : Number(zsh);
    else if (measure) s = Number(measure);
    if (s !== null && Number.isFinite(s)) out.push(reading("time", "duration", seconds(s), i + 1, line, { conditions: { tool: "time" } }));
  });
  return out;
}
