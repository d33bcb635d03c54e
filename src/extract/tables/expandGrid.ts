import type { RawTable } from "../../document/types.ts";

/** A position of the true grid: the text of the cell that covers it and where that cell starts. */
export interface GridCell {
  text: string;
  header: boolean;
  /** Row and column where the covering cell starts (equal to the position for unspanned cells). */
  originRow: number;
  originCol: number;
}

/** Largest grid built; beyond it the table is rejected as not a result table. */
export const MAX_GRID_CELLS = 100_000;

/** Each table's grid, built once however many layers read it (the table reader, the decision's header evidence). */
const expanded = new WeakMap<RawTable, GridCell[][] | Error>();

/**
 * Expands rowspan and colspan into a full rectangular grid, as the HTML table model places cells: each cell takes the
 * first free column of its row, and spans fill the positions below and to the right. Missing positions are empty.
 * The grid is shared between callers: read it, do not change it.
 */
export function expandGrid(table: RawTable): GridCell[][] {
  let grid = expanded.get(table);
  if (!grid) {
    try {
      grid = buildGrid(table);
    } catch (err) {
      grid = err as Error;
    }
    expanded.set(table, grid);
  }
  if (grid instanceof Error) throw grid;
  return grid;
}

function buildGrid(table: RawTable): GridCell[][] {
  const grid: (GridCell | undefined)[][] = [];
  let width = 0;
  let cells = 0;
  table.rows.forEach((row, r) => {
    grid[r] ??= [];
    let c = 0;
    for (const cell of row) {
      while (grid[r]?.[c]) c++;
      const rows = Math.min(cell.rowspan, table.rows.length - r);
      const cols = cell.colspan;
      for (let dr = 0; dr < rows; dr++) {
        const line = (grid[r + dr] ??= []);
        for (let dc = 0; dc < cols; dc++) {
          if (++cells > MAX_GRID_CELLS) throw new Error(`table is larger than ${MAX_GRID_CELLS} cells`);
          line[c + dc] = { text: cell.text, header: cell.header, originRow: r, originCol: c };
        }
      }
      c += cols;
      width = Math.max(width, c);
    }
  });
  return grid.map((line, r) => Array.from({ length: width }, (_, c) => line[c] ?? { text: "", header: false, originRow: r, originCol: c }));
}
