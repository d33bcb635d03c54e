/** The closed vocabulary of the warehouse (docs/schema.md, "Measurements and their conditions"). Extend here and there together. */
export const METRICS = ["throughput", "iops", "duration", "latency", "bandwidth", "cpu_utilisation"] as const;
export const OPERATIONS = ["read", "write", "copy", "transfer", "read_write"] as const;
export const ACCESSES = ["sequential", "random"] as const;
export const SI_UNITS = ["B/s", "IOPS", "s", "%"] as const;
export const ORIGINS = ["table", "tool-output", "spec", "prose"] as const;
export const COMPONENT_KINDS = [
  "cpu", "memory", "disk", "raid_controller", "raid_array", "nic", "motherboard", "os", "kernel", "filesystem", "software", "switch", "nas",
  // the machine itself, named by its model where a page names it only so (`ThinkPad 8`, `MacBook Pro (15-inch 2016)`)
  "system",
] as const;

export type Metric = (typeof METRICS)[number];
export type Operation = (typeof OPERATIONS)[number];
export type Access = (typeof ACCESSES)[number];
export type SiUnit = (typeof SI_UNITS)[number];
export type Origin = (typeof ORIGINS)[number];
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
