import type { CheckDraft, MeasurementDraft } from "../../model/records.ts";
import { FLAG_CONDITIONS } from "../conditions.ts";

type M = MeasurementDraft & { position?: number };

const PREFIX_POWER: Record<string, number> = { k: 1, K: 1, M: 2, G: 3, T: 4 };

/** How much bigger a value gets when its unit's decimal prefix is read as binary (MB → MiB: 1.048576). */
function binaryFactor(unit: string): number {
  if (/^10\^(\d)/.test(unit)) return 1.024 ** (Number(/^10\^(\d)/.exec(unit)?.[1]) / 3);
  const m = /^([kKMGT])(?!i)/.exec(unit);
  return m ? 1.024 ** (PREFIX_POWER[m[1] ?? ""] ?? 0) : 1;
}

/** Tolerance of a claim: 2 %, or half a unit of its last printed digit when it says it is approximate (約2.5 → ±2 %, 約6 → ±8 %). */
function tolerance(claim: M): number {
  if (!claim.conditions?.approximate) return 0.02;
  const decimals = (String(claim.value).split(".")[1] ?? "").length;
  return Math.max(0.02, (0.5 * 10 ** -decimals) / Math.abs(claim.value));
}

/** Compares a claim with its evidence in decimal and binary readings of their prefixes. */
export function verdictOf(claim: M, evidence: M): { ratio: number; verdict: CheckDraft["verdict"]; note: string } | null {
  if (!claim.valueSi || !evidence.valueSi) return null;
  const ratio = claim.valueSi / evidence.valueSi;
  const tol = tolerance(claim);
  if (Math.abs(ratio - 1) <= tol) return { ratio, verdict: "agrees", note: `within ${(tol * 100).toFixed(1)} % in decimal units` };
  const fc = binaryFactor(claim.unit);
  const fe = binaryFactor(evidence.unit);
  // the same prefixed unit on both sides (MB/s vs MB/s) is one convention: only a decimal comparison means anything
  if (fc === fe) return { ratio, verdict: "disagrees", note: `ratio ${ratio.toFixed(3)}, both in ${claim.unit}; not within ${(tol * 100).toFixed(1)} %` };
  const readings: [number, string][] = [
    [ratio * fc, `the claim's ${claim.unit} read with binary prefixes`],
    [ratio / fe, `the evidence's ${evidence.unit} read with binary prefixes`],
    [(ratio * fc) / fe, "both read with binary prefixes"],
  ];
  for (const [r, how] of readings) if (r !== ratio && Math.abs(r - 1) <= tol) return { ratio, verdict: "agrees-binary", note: `agrees when ${how} (ratio ${r.toFixed(4)})` };
  return { ratio, verdict: "disagrees", note: `ratio ${ratio.toFixed(3)} in decimal units; no binary reading within ${(tol * 100).toFixed(1)} %` };
}

/** The evidence measured what the claim says: the same operation, or any one when the claim only says "transfer". */
const opsMatch = (claim: M, e: M) => claim.operation === e.operation || claim.operation === "transfer";
/** A local-I/O claim needs local-I/O evidence: the flags change what was measured. */
const flagsMatch = (claim: M, e: M) => FLAG_CONDITIONS.every((f) => !claim.conditions?.[f] || e.conditions?.[f] === claim.conditions[f]);

/** A value names the other's kind more broadly: `RAID0` said of evidence labelled `hardware RAID0`. */
function broader(v: unknown, w: unknown): boolean {
  if (typeof v !== "string" || typeof w !== "string" || !v.trim()) return false;
  const at = w.toLowerCase().indexOf(v.toLowerCase());
  if (at < 0) return false;
  const edge = (c: string | undefined) => c === undefined || /[\s(（)）,、/・]/.test(c);
  return edge(w[at - 1]) && edge(w[at + v.length]);
}

/** Keys set on both sides must agree (a RAID0 number is not evidence for a RAID5 claim); with `broad`, a's value may be a word of b's. */
function conditionsCompatible(a: M, b: M, ignore: string[], broad = false): boolean {
  for (const [k, v] of Object.entries(a.conditions ?? {})) {
    if (ignore.includes(k)) continue;
    const w = (b.conditions ?? {})[k];
    if (w !== undefined && w !== v && !(broad && broader(v, w))) return false;
  }
  return true;
}

/**
 * Links claims to their evidence: each prose number to the nearest table or tool-output number of the same report,
 * metric and operation (sharing its tool or protocol when it names one), and each table throughput to a throughput
 * derived from a timed tool output under the same conditions. One check per claim.
 */
export function linkClaims(measurements: M[]): CheckDraft[] {
  const checks: CheckDraft[] = [];
  const add = (claim: M, evidence: M | undefined, relation: string) => {
    if (!evidence) return;
    const v = verdictOf(claim, evidence);
    if (!v) return;
    checks.push({ key: `k${String(checks.length + 1).padStart(4, "0")}`, report: claim.report, claim: claim.key, evidence: evidence.key, relation, ratio: v.ratio, verdict: v.verdict, note: v.note });
  };
  const nearest = (claim: M, pool: M[]) =>
    pool.sort((a, b) => Math.abs((a.position ?? 0) - (claim.position ?? 0)) - Math.abs((b.position ?? 0) - (claim.position ?? 0)))[0];
  // candidate pools by report, so a page of 10,000 numbers is not compared 10,000 × 10,000 times
  const byReport = new Map<number, { evidence: M[]; derived: M[] }>();
  for (const m of measurements) {
    const r = byReport.get(m.report) ?? { evidence: [], derived: [] };
    if (m.derived && m.origin === "tool-output" && m.metric === "throughput") r.derived.push(m);
    else if (m.origin !== "prose" && !m.derived && r.evidence.length < 5_000) r.evidence.push(m);
    byReport.set(m.report, r);
  }
  for (const claim of measurements) {
    if (claim.derived || claim.valueSi === null) continue;
    const pools = byReport.get(claim.report);
    if (!pools) continue;
    if (claim.origin === "prose") {
      const pool = pools.evidence.filter(
        (e) => e.origin !== "prose" && !e.derived && e.report === claim.report && e.metric === claim.metric && opsMatch(claim, e) && flagsMatch(claim, e) &&
          (!claim.conditions.tool || e.conditions.tool === claim.conditions.tool) && (!claim.conditions.protocol || e.conditions.protocol === claim.conditions.protocol) &&
          conditionsCompatible(claim, e, ["tool", "protocol", "approximate", "tuning", "test", "elapsed_s", "message_size_bytes"], true),
      );
      add(claim, nearest(claim, pool), "restates");
    } else if (claim.origin === "table" && claim.metric === "throughput" && pools.derived.length) {
      const pool = pools.derived.filter(
        (e) => e.derived && e.origin === "tool-output" && e.metric === "throughput" && e.report === claim.report && e.operation === claim.operation &&
          conditionsCompatible(claim, e, ["tool"]) && conditionsCompatible(e, claim, ["tool"]),
      );
      add(claim, nearest(claim, pool), "derived");
    }
  }
  return checks;
}
