/** Values as a person reads them on the report site: units scaled and named, sizes in KiB/GB, ratios as ×n. */

const BINARY = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
const DECIMAL = ["B", "kB", "MB", "GB", "TB", "PB"];

/** A number with at most `digits` significant digits and thousands separators, never `0.9312292225737974`. */
export function formatNumber(v: number, digits = 6): string {
  if (!Number.isFinite(v)) return String(v);
  const rounded = Number(v.toPrecision(digits));
  return rounded.toLocaleString("en-US", { maximumFractionDigits: 20 });
}

/**
 * A byte count in the prefix it was most likely written with: binary (KiB/MiB/GiB) only for an exact power-of-1024
 * multiple (4096 → `4 KiB`, 8 GiB of memory), else decimal, as disks and files are sold and written (750000000000 →
 * `750 GB`, 3010000000 → `3.01 GB`): a size with up to three decimals in its prefix as it is, a computed one to three
 * significant digits.
 */
export function formatBytes(v: number): string {
  if (!Number.isFinite(v) || v < 1000) return `${formatNumber(v)} B`;
  // the highest prefix that gives a whole number, binary or decimal (750000000000 is 732421875 KiB but 750 GB)
  const whole = (base: number, names: string[]) => {
    for (let i = names.length - 1; i > 0; i--) if (Number.isInteger(v / base ** i) && v / base ** i >= 1) return i;
    return 0;
  };
  const b = whole(1024, BINARY);
  if (b > 0 && b >= whole(1000, DECIMAL)) return `${formatNumber(v / 1024 ** b)} ${BINARY[b]}`;
  const i = Math.min(DECIMAL.length - 1, Math.floor(Math.log10(v) / 3));
  const scaled = v / 1000 ** i;
  const written = Math.abs(scaled * 1000 - Math.round(scaled * 1000)) < 1e-6;
  return `${formatNumber(scaled, written ? 6 : 3)} ${DECIMAL[i]}`;
}

/** A quantity in SI base units (`B/s`, `bit/s`, `Hz`, `s`) scaled to a readable prefix: 250231140.5 B/s → `250.2 MB/s`. */
export function formatSi(v: number, unit: string): string {
  if (unit === "s") return v >= 1e-3 || v === 0 ? `${formatNumber(v, 4)} s` : `${formatNumber(v * 1e6, 4)} µs`;
  if (unit === "%" || unit === "IOPS") return `${formatNumber(v, 6)} ${unit === "%" ? "%" : "IOPS"}`;
  const prefixes = ["", "k", "M", "G", "T", "P"];
  const i = v === 0 ? 0 : Math.max(0, Math.min(prefixes.length - 1, Math.floor(Math.log10(Math.abs(v)) / 3)));
  return `${formatNumber(v / 1000 ** i, 4)} ${prefixes[i]}${unit}`;
}

/**
 * A value as a page prints it: every digit (16943.55 stays 16,943.55), float noise trimmed; a value with more than
 * three decimals was computed, not printed, and keeps four significant digits (250.231140527 → 250.2).
 */
function asPrinted(v: number): string {
  const exact = Number(v.toPrecision(12));
  const decimals = (String(exact).split(".")[1] ?? "").length;
  return formatNumber(exact, decimals > 3 && !String(exact).includes("e") ? Math.max(4, String(Math.trunc(Math.abs(exact))).length) : 12);
}

/** Units that are SI base units (or per second of one), which a page never prints unscaled. */
export const SCALABLE = new Set(["B/s", "bit/s", "Hz", "B"]);

/** A measured value in the unit as printed (`84.12 MB/s`), or scaled when the unit is an unscaled SI unit (derived B/s). */
export function formatQuantity(value: number | null, unit: string | null): string {
  if (value === null) return "";
  if (unit && SCALABLE.has(unit)) return unit === "B" ? formatBytes(value) : formatSi(value, unit);
  if (unit === "%") return `${asPrinted(value)} %`;
  const text = asPrinted(value);
  return unit ? `${text} ${unit}` : text;
}

/** A ratio as a factor (`×1.07`), the way a person compares two results. */
export function formatRatio(v: number): string {
  return `×${formatNumber(v, 3)}`;
}

/** A signed difference in a unit: `+7.2 MB/s`, `−3 s`. */
export function formatDifference(v: number, unit: string | null): string {
  const text = formatQuantity(Math.abs(v), unit);
  return v > 0 ? `+${text}` : v < 0 ? `−${text}` : text;
}

const RATIO_COLUMN = /(^|_)(ratio|gain|uplift|factor|speedup)$/;
const COUNT_COLUMN = /^(count|measurements|systems|components|reports|part|report_part|position|http_status)$/;

/** One cell of a comparison table formatted by its column name and, for values, the row's `unit` column. */
export function formatCell(column: string, row: Record<string, unknown>): string {
  const v = row[column];
  if (v === null || v === undefined) return "";
  if (typeof v === "bigint") return formatCell(column, { ...row, [column]: Number(v) });
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "object") return conditionLabels(v as Record<string, unknown>).join(", ");
  if (typeof v !== "number") return String(v);
  if (RATIO_COLUMN.test(column)) return formatRatio(v);
  if (COUNT_COLUMN.test(column)) return formatNumber(v);
  if (/_bytes(_each)?$/.test(column)) return formatBytes(v);
  if (/_pct$/.test(column)) return `${formatNumber(v)} %`;
  if (/_hz$/.test(column)) return formatSi(v, "Hz");
  if (/_bps$/.test(column)) return formatSi(v, "bit/s");
  if (/_mb_per_s$/.test(column)) return `${formatNumber(v)} MB/s`;
  if (/(^|_)(s|seconds)$/.test(column)) return `${formatNumber(v)} s`;
  const own = row[`${column}_unit`];
  const unit = typeof own === "string" ? own : typeof row.unit === "string" ? row.unit : null;
  if (column === "difference") return formatDifference(v, unit);
  return formatQuantity(v, unit);
}

/** How each condition key reads in a label; `%s` is the formatted value. */
const CONDITION_TEXT: Record<string, string> = {
  block_size_bytes: "block size %s",
  file_size_bytes: "file size %s",
  message_size_bytes: "message size %s",
  nfs_version: "NFS v%s",
  cpu_load_pct: "CPU load %s",
  elapsed_s: "elapsed %s",
  offload: "offload %s",
  local_io: "local I/O",
  memory_to_memory: "memory to memory",
  approximate: "approximate",
  raid: "%s",
  protocol: "%s",
};

/** The value of one condition, formatted by the unit its key names. */
function conditionValue(key: string, v: unknown): string {
  if (typeof v === "number") return formatCell(key, { [key]: v });
  return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
}

/**
 * Conditions as readable labels: `block size 4 KiB`, `NFS v3`, `offload TOE on`, `local I/O`; a boolean with no text
 * of its own reads as its name (`offload on` / `offload off` when no offload is named).
 */
export function conditionLabels(conditions: Record<string, unknown> | null | undefined): string[] {
  if (!conditions || typeof conditions !== "object") return [];
  const out: string[] = [];
  for (const [key, v] of Object.entries(conditions)) {
    if (v === null || v === undefined || v === "") continue;
    if (key === "offload_enabled") {
      if (!("offload" in conditions)) out.push(`offload ${v ? "on" : "off"}`);
      continue;
    }
    const name = key.replace(/_(bytes|pct|s)$/, "").replace(/_/g, " ");
    if (typeof v === "boolean") {
      const text = CONDITION_TEXT[key] ?? name;
      out.push(v ? text : `not ${text}`);
      continue;
    }
    const template = CONDITION_TEXT[key];
    const value = conditionValue(key, v);
    out.push(template ? template.replace("%s", value) : `${name} ${value}`);
  }
  return out;
}

/** Parses a JSON column that DuckDB may hand back as text. */
export function jsonObject(v: unknown): Record<string, unknown> {
  if (typeof v === "string") {
    try {
      const parsed = JSON.parse(v) as unknown;
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
