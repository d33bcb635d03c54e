import type { z } from "zod";
import type { CheckDraft, ComponentDraft, Measurement, SystemDraft } from "./records.ts";
import { ACCESSES, COMPONENT_KINDS, METRICS, OPERATIONS, ORIGINS, SI_UNITS } from "./vocabulary.ts";

/**
 * The zod schemas of records.ts as plain checks, for the drafts of every page: each returns what the schema's parse
 * would (defaults applied, unknown keys dropped), or null where the schema might object — the caller then asks zod,
 * which gives the reason. They never accept what the schema rejects (tests/model/checkDrafts.test.ts).
 */
type Obj = Record<string, unknown>;

const METRIC = new Set<unknown>(METRICS);
const OPERATION = new Set<unknown>(OPERATIONS);
const ACCESS = new Set<unknown>(ACCESSES);
const SI_UNIT = new Set<unknown>(SI_UNITS);
const ORIGIN = new Set<unknown>(ORIGINS);
const COMPONENT_KIND = new Set<unknown>(COMPONENT_KINDS);
const VERDICT = new Set<unknown>(["agrees", "agrees-binary", "disagrees"]);
const CONDITION_KEY = /^[a-z][a-z0-9_]*$/;

const isPlain = (x: unknown): x is Obj => typeof x === "object" && x !== null && Object.getPrototypeOf(x) === Object.prototype;
const str = (x: unknown): x is string => typeof x === "string";
const text = (x: unknown): x is string => typeof x === "string" && x.length > 0;
const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const count = (x: unknown): x is number => typeof x === "number" && Number.isSafeInteger(x) && x >= 0;
const orNull = <T>(x: unknown, ok: (y: unknown) => y is T): x is T | null => x === null || ok(x);
/** A `.default(d)` field: undefined reads as `d`; `ok` says whether a given value passes. */
const withDefault = (x: unknown, ok: (y: unknown) => boolean): boolean => x === undefined || ok(x);

/** `z.record(key, value)` over a plain object: a copy, or null when a key or a value (undefined included) fails. */
function record(x: unknown, key: (k: string) => boolean, value: (v: unknown) => boolean): Obj | null {
  if (!isPlain(x)) return null;
  const out: Obj = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === undefined || !key(k) || !value(v)) return null;
    out[k] = v;
  }
  return out;
}

const conditionValue = (v: unknown) => typeof v === "string" || typeof v === "boolean" || finite(v);
const conditionKey = (k: string) => CONDITION_KEY.test(k);
const anyKey = () => true;

export function measurementOf(d: unknown): Measurement | null {
  if (!isPlain(d)) return null;
  const conditions = record(d.conditions, conditionKey, conditionValue);
  const derivedFrom = d.derivedFrom;
  if (
    !conditions || !text(d.key) || !count(d.report) || !withDefault(d.system, (x) => orNull(x, str)) || !METRIC.has(d.metric)
    || !(d.operation === null || OPERATION.has(d.operation)) || !(d.access === null || ACCESS.has(d.access)) || !finite(d.value)
    || !str(d.unit) || (d.unit === "" && d.valueSi !== null) || !orNull(d.valueSi, finite) || !SI_UNIT.has(d.siUnit) || !ORIGIN.has(d.origin)
    || !withDefault(d.derived, (x) => typeof x === "boolean") || !withDefault(derivedFrom, (x) => Array.isArray(x) && x.every(str))
    || !str(d.raw) || !text(d.locator) || !withDefault(d.context, str) || !withDefault(d.note, (x) => orNull(x, str)) || !withDefault(d.position, count)
  ) return null;
  return {
    key: d.key, report: d.report, system: (d.system ?? null) as string | null, metric: d.metric as Measurement["metric"],
    operation: d.operation as Measurement["operation"], access: d.access as Measurement["access"], value: d.value, unit: d.unit,
    valueSi: d.valueSi, siUnit: d.siUnit as Measurement["siUnit"], conditions: conditions as Measurement["conditions"], origin: d.origin as Measurement["origin"],
    derived: (d.derived ?? false) as boolean, derivedFrom: derivedFrom === undefined ? [] : [...(derivedFrom as string[])], raw: d.raw, locator: d.locator,
    context: (d.context ?? "") as string, note: (d.note ?? null) as string | null, position: (d.position ?? 0) as number,
  };
}

export function systemOf(d: unknown): z.output<typeof SystemDraft> | null {
  if (!isPlain(d)) return null;
  if (!text(d.key) || !count(d.report) || !orNull(d.name, str) || !orNull(d.role, str) || !orNull(d.label, str) || !orNull(d.count, (x): x is number => count(x) && x > 0) || !orNull(d.locator, str)) return null;
  return { key: d.key, report: d.report, name: d.name, role: d.role, label: d.label, count: d.count, locator: d.locator };
}

export function componentOf(d: unknown): z.output<typeof ComponentDraft> | null {
  if (!isPlain(d)) return null;
  const attrs = d.attrs === undefined ? {} : record(d.attrs, anyKey, () => true);
  const positive = (x: unknown): x is number => finite(x) && x > 0;
  const nullOr = (x: unknown, ok: (y: unknown) => boolean) => x === undefined || x === null || ok(x);
  if (
    !attrs || !text(d.key) || !count(d.report) || !orNull(d.system, str) || !COMPONENT_KIND.has(d.kind) || !nullOr(d.vendor, str) || !nullOr(d.model, str)
    || !nullOr(d.count, (x) => count(x) && x > 0) || !nullOr(d.capacityBytes, (x) => finite(x) && x >= 0) || !nullOr(d.clockHz, positive)
    || !nullOr(d.speedBps, positive) || !str(d.raw) || !orNull(d.locator, str)
  ) return null;
  return {
    key: d.key, report: d.report, system: d.system, kind: d.kind as z.output<typeof ComponentDraft>["kind"], vendor: (d.vendor ?? null) as string | null,
    model: (d.model ?? null) as string | null, count: (d.count ?? null) as number | null, capacityBytes: (d.capacityBytes ?? null) as number | null,
    clockHz: (d.clockHz ?? null) as number | null, speedBps: (d.speedBps ?? null) as number | null, attrs, raw: d.raw, locator: d.locator,
  };
}

export function checkOf(d: unknown): z.output<typeof CheckDraft> | null {
  if (!isPlain(d)) return null;
  if (!text(d.key) || !count(d.report) || !str(d.claim) || !orNull(d.evidence, str) || !str(d.relation) || !orNull(d.ratio, finite) || !VERDICT.has(d.verdict) || !orNull(d.note, str)) return null;
  return { key: d.key, report: d.report, claim: d.claim, evidence: d.evidence, relation: d.relation, ratio: d.ratio, verdict: d.verdict as z.output<typeof CheckDraft>["verdict"], note: d.note };
}
