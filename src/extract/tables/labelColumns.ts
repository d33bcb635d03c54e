import { accessIn, operationsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { GridCell } from "./expandGrid.ts";
import type { CellKind } from "./tableLayout.ts";
import { fioJobOf } from "./tableRoles.ts";

/** A short cell that names a run's pattern: an operation (`write`, `読み込み`), an access (`Sequential`, `ランダム`) or a fio job (`randread`). */
function namesPattern(text: string): boolean {
  const t = normaliseText(text).trim();
  if (!t || t.length > 24) return false;
  return accessIn(t) !== null || operationsIn(t).length > 0 || fioJobOf([t], true) !== null;
}

/**
 * Columns among the value columns whose every filled cell is words naming the row's pattern: fio summaries write
 * `rw` (`Sequential` / `Random`) or `mode` (`randwrite` / `randread`) after the job's settings, so the column sits
 * between values rather than at the left. Each row's cell is one of its headers, as a header column's would be. A
 * column of other words (`ioengine`, notes) is not read: it names no pattern, and its words could mislabel a row.
 */
export function patternColumns(grid: GridCell[][], kinds: CellKind[][], hr: number, hc: number, skip: number[]): number[] {
  const width = grid[0]?.length ?? 0;
  const out: number[] = [];
  for (let c = hc; c < width; c++) {
    if (skip.includes(c)) continue;
    const cells = grid.slice(hr).map((row, i) => ({ text: row[c]?.text ?? "", kind: kinds[hr + i]?.[c] ?? "empty" }));
    const filled = cells.filter((x) => x.kind !== "empty" && x.kind !== "missing");
    if (filled.length >= 2 && filled.every((x) => x.kind === "text" && namesPattern(x.text))) out.push(c);
  }
  return out;
}
