import { conditionKeyForLabel } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { GridCell } from "./expandGrid.ts";
import { unitInText } from "./unitScope.ts";

export type CellKind = "empty" | "missing" | "number" | "measure" | "size" | "text" | "mixed";
export const isValue = (k: CellKind) => k === "number" || k === "measure";

/** Where the headers of a table end: `hr` header rows, `hc` header columns, and each cell's kind as a value or not. */
export interface Layout {
  grid: GridCell[][];
  hr: number;
  hc: number;
  kinds: CellKind[][];
  /** Found only by taking figures among words as values (`done in 30.33 s`): a table with no cell of figures alone. */
  worded?: boolean;
}

/** Labels of columns that hold the settings of each row (`Target rate`, `Block size`), never its results. */
export const SETTING_KEYS = new Set(["target_bps", "block_size_bytes", "file_size_bytes", "message_size_bytes", "packet_size_bytes", "threads", "queue_depth", "nfs_version"]);

/**
 * A header row one or more cells short of the body (`<tr><th>rsync</th><th>SMB</th>…` over rows that start with their
 * own header cell) is missing its corner: its cells belong over the value columns, so it is moved right.
 */
function alignShortHeaderRows(grid: GridCell[][], hr: number, hc: number): GridCell[][] {
  const width = grid[0]?.length ?? 0;
  return grid.map((row, h) => {
    if (h >= hr || !row[0]?.text) return row;
    let k = 0;
    while (k < width && !row[width - 1 - k]?.text && row[width - 1 - k]?.originCol === width - 1 - k) k++;
    if (k === 0 || k > hc) return row;
    const blank = (c: number): GridCell => ({ text: "", header: true, originRow: h, originCol: c });
    return [...Array.from({ length: k }, (_, c) => blank(c)), ...row.slice(0, width - k).map((x) => ({ ...x, originCol: x.originCol + k }))];
  });
}

/**
 * `同時エキスパート | M6 | M3` over rows 1, 2, 4, 8, 16; `Large/Small` over 1, 2, 3: a first column of whole numbers rising
 * row by row, under a header that states no unit, is a setting swept down the table (threads, clients, QD) or the rows'
 * index, never results; it heads the rows. Three rows at least: two numbers are no sweep.
 */
function isSweep(grid: GridCell[][], hr: number): boolean {
  const body = grid.slice(hr).map((row) => normaliseText(row[0]?.text ?? "").trim());
  if (body.length < 3 || (grid[0]?.length ?? 0) < 2 || !body.every((t) => /^\d{1,6}$/.test(t))) return false;
  const n = body.map(Number);
  if (!n.every((v, i) => i === 0 || v > (n[i - 1] ?? 0))) return false;
  return !grid.slice(0, hr).some((row) => unitInText(row[0]?.text ?? "") !== null);
}

/** A body cell that is a switch's state: `0` or `1` (`direct | 1`, `sync | 0`). */
const SWITCH_STATE = /^\s*[01]\s*$/;

/**
 * A leading column of switch states under a named header (`threads | direct | case` over `1 | 1 | 4k write`, fio's
 * `direct=1`): every filled body cell `0` or `1`, two or more. A figure that is only ever 0 or 1 is how a run was set up,
 * never what it measured: the column labels its rows as a setting column does.
 */
function isSwitch(grid: GridCell[][], hr: number, c: number): boolean {
  if (hr === 0 || !/\p{L}/u.test(grid[hr - 1]?.[c]?.text ?? "")) return false;
  const filled = grid.slice(hr).map((row) => row[c]?.text ?? "").filter((t) => t.trim());
  return filled.length >= 2 && filled.every((t) => SWITCH_STATE.test(t));
}

/**
 * Finds the header rows and columns. In a table that marks headers with `<th>` and values with `<td>`, a `<th>` is a
 * header even when it holds a number (packet sizes over the columns, queue counts down the side); otherwise headers are
 * the leading rows and columns with no value. Leading columns labelled as a setting (`Target rate`) are headers too.
 */
export function findLayout(grid: GridCell[][], classify: (text: string, col: number) => CellKind, worded = false): Layout | null {
  const layout = layoutBy(grid, classify, isValue);
  if (layout || !worded) return layout;
  // a table of results whose every figure stands among words (`done in 30.33 s` under `raid1`): its axes are found as a
  // table of values would have them, and the reader reads each such cell as words and figures
  const found = layoutBy(grid, classify, (k) => isValue(k) || k === "mixed");
  return found ? { ...found, worded: true } : null;
}

function layoutBy(grid: GridCell[][], classify: (text: string, col: number) => CellKind, isValue: (k: CellKind) => boolean): Layout | null {
  const usesTh = grid.some((r) => r.some((c) => c.header && c.text)) && grid.some((r) => r.some((c, i) => !c.header && isValue(classify(c.text, i))));
  const kinds = grid.map((row) =>
    row.map((c, i) => {
      const k = classify(c.text, i);
      if (!c.header) return k;
      if (usesTh) return k === "empty" ? k : "text";
      return isValue(k) ? k : "text";
    }),
  );
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  let hr = 0;
  // a row under the header with text in its first cell alone (`Network`, `Storage`) names a group of rows, not columns
  const groupRow = (r: number) => r > 0 && !!grid[r]?.[0]?.text && (grid[r] ?? []).slice(1).every((c) => !c.text);
  // …and in a table marked with `<th>`, a row headed by its own `<th>` and holding data cells (`棄却検定除外 | 0.64% (13)`)
  // is a row of the body, whatever its cells hold: it heads no column
  const dataRow = (r: number) => usesTh && !!grid[r]?.[0]?.header && !!grid[r]?.[0]?.text && (grid[r] ?? []).slice(1).some((c) => !c.header && c.text);
  while (hr < height && !(kinds[hr] ?? []).some(isValue) && !groupRow(hr) && !dataRow(hr)) hr++;
  if (hr === height) return null;
  let hc = 0;
  while (hc < width && kinds.slice(hr).every((row) => !isValue(row[hc] ?? "empty"))) hc++;
  if (hc === width) return null;
  const labelKey = (c: number) => (hr > 0 ? conditionKeyForLabel(normaliseText(grid[hr - 1]?.[c]?.text ?? "")) : null);
  while (hc < width - 1 && (SETTING_KEYS.has(labelKey(hc) ?? "") || isSwitch(grid, hr, hc) || (hc === 0 && isSweep(grid, hr)))) {
    for (let r = hr; r < height; r++) if (kinds[r]) (kinds[r] as CellKind[])[hc] = "text";
    hc++;
  }
  return { grid: alignShortHeaderRows(grid, hr, hc), hr, hc, kinds };
}
