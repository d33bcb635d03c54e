import { z } from "zod";
import { ACCESSES, COMPONENT_KINDS, METRICS, OPERATIONS, ORIGINS, SI_UNITS } from "./vocabulary.ts";

/** A condition value: what the vocabulary allows in `measurements.conditions`. */
const conditionValue = z.union([z.string(), z.number().finite(), z.boolean()]);

/** A measurement as an extractor hands it over; `key` is local to the page and becomes part of measurement_id. */
export const MeasurementDraft = z.object({
  key: z.string().min(1),
  report: z.number().int().nonnegative(),
  system: z.string().nullable().default(null),
  metric: z.enum(METRICS),
  operation: z.enum(OPERATIONS).nullable(),
  access: z.enum(ACCESSES).nullable(),
  value: z.number().finite(),
  /** The unit as printed; empty only where the page prints none and the figure is a named tool's rate (then `valueSi` is null). */
  unit: z.string(),
  valueSi: z.number().finite().nullable(),
  siUnit: z.enum(SI_UNITS),
  conditions: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), conditionValue),
  origin: z.enum(ORIGINS),
  derived: z.boolean().default(false),
  derivedFrom: z.array(z.string()).default([]),
  raw: z.string(),
  locator: z.string().min(1),
  context: z.string().default(""),
  note: z.string().nullable().default(null),
  /** Order of the number on the page (set by extractAll). */
  position: z.number().int().nonnegative().default(0),
}).refine((m) => m.unit !== "" || m.valueSi === null, { message: "a figure printed with no unit has no SI value", path: ["unit"] });
export type MeasurementDraft = z.input<typeof MeasurementDraft>;
export type Measurement = z.output<typeof MeasurementDraft>;

export const SystemDraft = z.object({
  key: z.string().min(1),
  report: z.number().int().nonnegative(),
  name: z.string().nullable(),
  role: z.string().nullable(),
  label: z.string().nullable(),
  count: z.number().int().positive().nullable(),
  locator: z.string().nullable(),
});
export type SystemDraft = z.input<typeof SystemDraft>;

export const ComponentDraft = z.object({
  key: z.string().min(1),
  report: z.number().int().nonnegative(),
  system: z.string().nullable(),
  kind: z.enum(COMPONENT_KINDS),
  vendor: z.string().nullable().default(null),
  model: z.string().nullable().default(null),
  count: z.number().int().positive().nullable().default(null),
  capacityBytes: z.number().nonnegative().nullable().default(null),
  clockHz: z.number().positive().nullable().default(null),
  speedBps: z.number().positive().nullable().default(null),
  attrs: z.record(z.string(), z.unknown()).default({}),
  raw: z.string(),
  locator: z.string().nullable(),
});
export type ComponentDraft = z.input<typeof ComponentDraft>;

export const CheckDraft = z.object({
  key: z.string().min(1),
  report: z.number().int().nonnegative(),
  claim: z.string(),
  evidence: z.string().nullable(),
  relation: z.string(),
  ratio: z.number().finite().nullable(),
  verdict: z.enum(["agrees", "agrees-binary", "disagrees"]),
  note: z.string().nullable(),
});
export type CheckDraft = z.input<typeof CheckDraft>;

export interface RejectDraft {
  stage: string;
  locator: string | null;
  raw: string;
  reason: string;
}

/** Everything the extractors found on one page. */
export interface Extraction {
  measurements: MeasurementDraft[];
  systems: SystemDraft[];
  components: ComponentDraft[];
  checks: CheckDraft[];
  rejects: RejectDraft[];
}

export function emptyExtraction(): Extraction {
  return { measurements: [], systems: [], components: [], checks: [], rejects: [] };
}
