import type { Row } from "../load/warehouse.ts";

export type OutputFormat = "table" | "csv" | "json" | "jsonl" | "markdown";
export const OUTPUT_FORMATS: OutputFormat[] = ["table", "csv", "json", "jsonl", "markdown"];

function cell(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(12)));
  return String(v);
}

function csvCell(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Display width of a string in a terminal: East Asian wide characters take two columns. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    w += (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) ? 2 : 1;
  }
  return w;
}

function pad(s: string, width: number, right: boolean): string {
  const fill = " ".repeat(Math.max(0, width - displayWidth(s)));
  return right ? fill + s : s + fill;
}

const BINARY = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];

/** A number for a person in a terminal: thousands separators, at most 6 significant decimals, sizes and units by column name. */
export function humanNumber(column: string, v: number): string {
  const plainText = Number.isInteger(v) ? v.toLocaleString("en-US") : Number(v.toPrecision(10)).toLocaleString("en-US", { maximumFractionDigits: 6 });
  if (/_bytes(_each)?$/.test(column) && v < 1024) return `${plainText} B`;
  if (/_bytes(_each)?$/.test(column)) {
    const i = Math.min(BINARY.length - 1, Math.floor(Math.log(v) / Math.log(1024)));
    const scaled = v / 1024 ** i;
    return `${Number.isInteger(scaled) ? scaled : scaled.toFixed(1)} ${BINARY[i]}`;
  }
  if (/_pct$/.test(column)) return `${plainText}%`;
  if (/_mb_per_s$/.test(column)) return `${plainText} MB/s`;
  if (/(^|_)(s|seconds)$/.test(column) && !/_per_s$/.test(column)) return `${plainText} s`;
  if (/_hz$/.test(column)) return `${Number((v / 1e9).toPrecision(4))} GHz`;
  if (/_bps$/.test(column)) return `${Number((v / 1e9).toPrecision(4))} Gbit/s`;
  return plainText;
}

/** A row for JSON output: columns DuckDB typed JSON become nested values; every other column (VARCHAR too) stays as it is. */
export function jsonRow(columns: string[], row: Row, types: string[] = []): Row {
  const out: Row = {};
  columns.forEach((c, i) => {
    const v = row[c] ?? null;
    if (types[i] === "JSON" && typeof v === "string") {
      try {
        out[c] = JSON.parse(v) as unknown;
      } catch {
        out[c] = v;
      }
    } else out[c] = v;
  });
  return out;
}

/** Renders query rows in one of the CLI's output formats; `types` (DuckDB's, one per column) lets JSON columns nest. */
export function formatRows(columns: string[], rows: Row[], format: OutputFormat, types: string[] = []): string {
  if (format === "json") return `${JSON.stringify(rows.map((r) => jsonRow(columns, r, types)))}\n`;
  if (format === "jsonl") return rows.map((r) => `${JSON.stringify(jsonRow(columns, r, types))}\n`).join("");
  const cells = rows.map((r) => columns.map((c) => cell(r[c])));
  if (format === "csv") return `${[columns.map(csvCell).join(","), ...cells.map((r) => r.map(csvCell).join(","))].join("\n")}\n`;
  if (format === "markdown") {
    const esc = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
    const numeric = columns.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[columns[i] ?? ""] === "number" || r[columns[i] ?? ""] === null));
    return `${[`| ${columns.map(esc).join(" | ")} |`, `|${numeric.map((n) => (n ? " ---: " : " --- ")).join("|")}|`, ...cells.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n")}\n`;
  }
  const numeric = columns.map((c) => rows.length > 0 && rows.every((r) => typeof r[c] === "number" || r[c] === null));
  cells.forEach((line, i) =>
    columns.forEach((c, j) => {
      const v = rows[i]?.[c];
      if (typeof v === "number") line[j] = humanNumber(c, v);
    }),
  );
  const widths = columns.map((c, i) => Math.max(displayWidth(c), ...cells.map((r) => displayWidth((r[i] ?? "").replace(/\n/g, " ")))));
  const line = (vals: string[], header = false) => vals.map((v, i) => pad(v.replace(/\n/g, " "), widths[i] ?? 0, !header && (numeric[i] ?? false))).join("  ").trimEnd();
  const out = [line(columns, true), widths.map((w) => "─".repeat(w)).join("  "), ...cells.map((r) => line(r))];
  out.push(`(${rows.length} row${rows.length === 1 ? "" : "s"})`);
  return `${out.join("\n")}\n`;
}
