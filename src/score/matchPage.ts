/** Condition keys compared as numbers; the other checked keys are compared as normalised substrings. */
export const TYPED_KEYS = new Set(["block_size_bytes", "nfs_version", "offload_enabled", "file_size_bytes", "cpu_load_pct"]);
/** Condition keys of an expected row that a found row must carry. */
export const CHECKED_KEYS = new Set(["adapter", "offload_enabled", "block_size_bytes", "nfs_version", "network", "storage", "path", "raid", "config", "protocol"]);
/** The metrics whose unmatched rows count as spurious. */
const SPURIOUS_METRICS = new Set(["throughput", "iops", "duration"]);

export interface FoundMeasurement {
  metric: string;
  operation: string | null;
  access: string | null;
  value: unknown;
  unit: string | null;
  origin: string;
  derived: boolean;
  locator: string | null;
  conditions: Record<string, unknown>;
}

export interface FoundComponent {
  kind: string;
  model: string | null;
  count: unknown;
  capacity_bytes: unknown;
  clock_hz: unknown;
  raw: string | null;
}

export interface ExpectedMeasurement {
  metric: string;
  operation?: string | null;
  access?: string | null;
  value: unknown;
  unit?: string;
  origin: string;
  conditions?: Record<string, unknown>;
  [k: string]: unknown;
}

export interface ExpectedPage {
  measurements?: ExpectedMeasurement[];
  systems?: { components: Record<string, unknown>[] }[];
  components?: Record<string, unknown>[];
  components_unattached?: Record<string, unknown>[];
  spurious_exempt_tools?: string[];
  [k: string]: unknown;
}

export interface PageScore {
  found: number;
  want: number;
  spurious: number;
  cfound: number;
  cwant: number;
  /** Stored parts whose kind and model no label of the page lists (issue: no part invented). */
  cinvented: number;
  indistinct: number;
  seen: number;
  samekey: number;
  whole: number;
  missed: ExpectedMeasurement[];
  spuriousRows: FoundMeasurement[];
  missedComponents: Record<string, unknown>[];
  inventedComponents: FoundComponent[];
}

/** Lower case, NFKC, without white space, hyphens, underscores and dots: how labels and models are compared. */
export const norm = (s: unknown): string => String(s).normalize("NFKC").toLowerCase().replace(/[\s\-_.]/g, "");

/** A value as a number the way the labelled sets mean it (null, empty and unparsable are no number). */
function toNumber(x: unknown): number {
  if (typeof x === "number") return x;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (typeof x === "string" && x.trim() !== "") return Number(x.trim());
  return Number.NaN;
}

/** Whether two values are numbers within a relative tolerance (0.5 % by default). */
export function close(x: unknown, y: unknown, tol = 0.005): boolean {
  const a = toNumber(x);
  const b = toNumber(y);
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

/** JSON with object keys sorted at every level, so two condition sets compare as text. */
export function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sortedJson((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v) ?? "null";
}

/** Whether found row `m` is the expected row `gm`: metric, value within 0.5 %, operation, access and the checked conditions. */
function matches(m: FoundMeasurement, ctext: string, gm: ExpectedMeasurement): boolean {
  if (m.metric !== gm.metric || !close(m.value, gm.value)) return false;
  if (gm.operation && m.operation !== gm.operation) return false;
  if (gm.access && m.access !== gm.access) return false;
  for (const [k, v] of Object.entries(gm.conditions ?? {})) {
    if (!CHECKED_KEYS.has(k)) continue;
    if (TYPED_KEYS.has(k)) {
      if (!(m.conditions[k] === v || close(m.conditions[k], v))) return false;
    } else if (!ctext.includes(norm(v))) return false;
  }
  return true;
}

/** Whether a found part is the expected one: kind, then model, capacity, clock and count where the label gives them. */
function componentMatches(c: FoundComponent, gc: Record<string, unknown>): boolean {
  if (c.kind !== gc.kind) return false;
  if ("model" in gc && !norm(`${c.model ?? ""} ${c.raw ?? ""}`).includes(norm(gc.model))) return false;
  if ("capacity_bytes" in gc && !close(c.capacity_bytes, gc.capacity_bytes, 0.001)) return false;
  if ("clock_hz" in gc && !close(c.clock_hz, gc.clock_hz, 0.001)) return false;
  if ("count" in gc && gc.kind !== "cpu" && c.count !== null && c.count !== undefined && Math.trunc(Number(c.count)) !== gc.count) return false;
  return true;
}

/**
 * Whether a stored part is one the labels list at all: same kind, and the label's model inside the part's model and raw
 * text, or the part's model inside the label's (a part found twice, or named shorter than the label, is not invented).
 */
function componentListed(c: FoundComponent, wanted: Record<string, unknown>[]): boolean {
  const text = norm(`${c.model ?? ""} ${c.raw ?? ""}`);
  const model = norm(c.model ?? "");
  // a label with `"model": null` lists a part known by its size or clock alone: a part of that kind with no model is it
  const unnamed = (gc: Record<string, unknown>) => gc.model === null && model === "";
  return wanted.some((gc) => gc.kind === c.kind && (!("model" in gc) || unnamed(gc) || (gc.model !== null && (text.includes(norm(gc.model)) || (model !== "" && norm(gc.model).includes(model))))));
}

/** Scores one page's rows against its labelled expected file, with the rules of the development scorer. */
export function scorePage(expected: ExpectedPage, mine: FoundMeasurement[], comps: FoundComponent[], origins: Set<string>): PageScore {
  const ctexts = new Map(mine.map((m) => [m, norm(JSON.stringify(m.conditions))]));
  const used = new Set<FoundMeasurement>();
  const missed: ExpectedMeasurement[] = [];
  let want = 0, found = 0, seen = 0, samekey = 0;
  for (const gm of expected.measurements ?? []) {
    if (!origins.has(gm.origin)) continue;
    want++;
    if (mine.some((m) => close(m.value, gm.value))) seen++;
    const ordered = [...mine.filter((m) => m.origin === gm.origin), ...mine.filter((m) => m.origin !== gm.origin)];
    const hit = ordered.find((m) => !used.has(m) && matches(m, ctexts.get(m) ?? "", gm));
    if (!hit) {
      missed.push(gm);
      continue;
    }
    used.add(hit);
    found++;
    const own = Object.entries(gm.conditions ?? {}).filter(([k]) => CHECKED_KEYS.has(k) && !TYPED_KEYS.has(k));
    if (own.every(([k, v]) => norm(JSON.stringify(hit.conditions[k] ?? "")).includes(norm(v)))) samekey++;
  }
  const exempt = new Set(expected.spurious_exempt_tools ?? []);
  const spuriousRows = mine.filter((m) => !used.has(m) && !m.derived && SPURIOUS_METRICS.has(m.metric) && origins.has(m.origin) && !exempt.has(m.conditions.tool as string));
  const firstValue = new Map<string, unknown>();
  let indistinct = 0;
  for (const m of mine) {
    if (m.derived) continue;
    const block = (m.locator ?? "").split(/\/(?:r\d|l\d|run\d|q\d)/)[0];
    const key = JSON.stringify([block, m.metric, m.operation, m.access, sortedJson(m.conditions)]);
    if (firstValue.has(key) && !close(firstValue.get(key), m.value, 1e-9)) indistinct++;
    if (!firstValue.has(key)) firstValue.set(key, m.value);
  }
  const wanted = [...(expected.systems ?? []).flatMap((s) => s.components), ...(expected.components ?? []), ...(expected.components_unattached ?? [])];
  const cused = new Set<FoundComponent>();
  const missedComponents: Record<string, unknown>[] = [];
  for (const gc of wanted) {
    const hit = comps.find((c) => !cused.has(c) && componentMatches(c, gc));
    if (hit) cused.add(hit);
    else missedComponents.push(gc);
  }
  const inventedComponents = comps.filter((c) => !componentListed(c, wanted));
  return {
    found, want, spurious: spuriousRows.length, cfound: cused.size, cwant: wanted.length, cinvented: inventedComponents.length, indistinct, seen, samekey,
    whole: found === want && spuriousRows.length === 0 ? 1 : 0, missed, spuriousRows, missedComponents, inventedComponents,
  };
}
