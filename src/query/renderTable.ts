import { maxOf } from "../appendAll.ts";
import type { Row } from "../load/warehouse.ts";
import { displayWidth, fitColumns, truncateToWidth } from "./fitWidth.ts";
import { escapeControls } from "./terminalText.ts";

/** Narrowest a text column may be cut to before the table turns into records (one `column  value` line per field). */
const READABLE = 12;

function pad(s: string, width: number, right: boolean): string {
  const fill = " ".repeat(Math.max(0, width - displayWidth(s)));
  return right ? fill + s : s + fill;
}

/** One line of a cell: line breaks and tabs as spaces, control characters escaped. */
const flat = (s: string) => escapeControls(s.replace(/[\r\n\t]+/g, " "));

/**
 * Renders formatted cells as an aligned table (numbers right-aligned) or a Markdown table, leaving out the columns in
 * `drop`. With a `width`, columns are cut to fit; when fitting would cut a column below what can be read, each row is
 * printed as a record instead, one field a line, so that no selected column is lost.
 */
export function renderText(allColumns: string[], rows: Row[], allCells: string[][], format: "table" | "markdown", width: number | undefined, drop: Set<string>): string {
  const kept = allColumns.map((c, i) => [c, i] as const).filter(([c]) => !drop.has(c));
  const columns = kept.map(([c]) => c);
  const cells = allCells.map((r) => kept.map(([, i]) => r[i] ?? ""));
  const numeric = columns.map((c) => rows.length > 0 && rows.every((r) => typeof r[c] === "number" || r[c] === null));
  if (format === "markdown") {
    const esc = (s: string) => flat(s).replace(/\|/g, "\\|");
    return `${[`| ${columns.map(esc).join(" | ")} |`, `|${numeric.map((n) => (n ? " ---: " : " --- ")).join("|")}|`, ...cells.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n")}\n`;
  }
  const natural = columns.map((c, i) => Math.max(displayWidth(flat(c)), maxOf(cells.map((r) => displayWidth(flat(r[i] ?? ""))))));
  const keep = numeric.map((n, i) => (n ? maxOf(cells.map((r) => displayWidth(r[i] ?? "")), 0) : 0));
  const widths = width ? fitColumns(natural, width, keep) : natural;
  const count = `(${rows.length} row${rows.length === 1 ? "" : "s"})`;
  if (width && widths.some((w, i) => w < Math.min(natural[i] ?? 0, Math.max(READABLE, keep[i] ?? 0)))) return `${renderRecords(columns, cells, width)}${count}\n`;
  const line = (vals: string[], header = false) => {
    const text = vals.map((v, i) => pad(truncateToWidth(flat(v), widths[i] ?? 0), widths[i] ?? 0, !header && (numeric[i] ?? false))).join("  ").trimEnd();
    return width ? truncateToWidth(text, width) : text;
  };
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  const out = [line(columns, true), width ? truncateToWidth(rule, width) : rule, ...cells.map((r) => line(r))];
  out.push(count);
  return `${out.join("\n")}\n`;
}

/** Each row as a block of `column  value` lines (values cut to the width), blocks headed by their row number. */
function renderRecords(columns: string[], cells: string[][], width: number): string {
  const label = Math.min(maxOf(columns.map((c) => displayWidth(flat(c))), 0), Math.floor(width / 3));
  const out: string[] = [];
  cells.forEach((r, n) => {
    const head = `── row ${n + 1} `;
    out.push(head + "─".repeat(Math.max(0, width - displayWidth(head))));
    columns.forEach((c, i) => out.push(truncateToWidth(`${pad(truncateToWidth(flat(c), label), label, false)}  ${flat(r[i] ?? "")}`, width)));
  });
  return out.length ? `${out.join("\n")}\n` : "";
}
