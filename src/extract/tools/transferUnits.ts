import type { Quantity } from "../../normalise/parseQuantity.ts";

const PREFIX: Record<string, number> = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12 };
const BINARY: Record<string, number> = { "": 1, k: 2 ** 10, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/** A transfer rate whose unit the tool defines (`k` of curl is 1024 bytes; `Mb/s` of ascp is megabits), as printed. */
export function rate(value: number, unit: string, { bits = false, binary = false }: { bits?: boolean; binary?: boolean } = {}): Quantity {
  const prefix = /^([kKMGT]?)/.exec(unit.trim())?.[1] ?? "";
  const f = (binary ? BINARY : PREFIX)[prefix] ?? 1;
  return { value, unit, valueSi: (value * f) / (bits ? 8 : 1), siUnit: "B/s", kind: "throughput", note: null };
}

/** A size a transfer tool prints (`1024MB`, `6.11G`, `10485760K`), read with binary prefixes as these tools mean them. */
export function transferSize(text: string): number | null {
  const m = /^([\d.,]+)\s*([kKMGT]?)(?:i?B|bytes?)?$/.exec(text.trim());
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/,/g, ""));
  return Number.isFinite(n) ? Math.round(n * (BINARY[m[2] ?? ""] ?? 1)) : null;
}
