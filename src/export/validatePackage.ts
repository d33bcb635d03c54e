import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { appendAll } from "../appendAll.ts";

/** Table Schema field types (https://specs.frictionlessdata.io/table-schema/#types-and-formats). */
export const TABLE_SCHEMA_TYPES = ["string", "number", "integer", "boolean", "object", "array", "date", "time", "datetime", "year", "yearmonth", "duration", "geopoint", "geojson", "any"];
const NAME = /^[-a-z0-9._/]+$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads one data file as header names and rows of cell texts (null for a missing value). */
export type ReadCells = (file: string) => Promise<{ header: string[]; rows: (string | null)[][] }>;

/** One cell against its field's type with the default format; returns an error or null. */
export function checkCell(type: string, text: string): string | null {
  const ok: Record<string, (s: string) => boolean> = {
    string: () => true,
    integer: (s) => /^[+-]?\d+$/.test(s),
    number: (s) => /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^(NaN|INF|-INF)$/.test(s),
    boolean: (s) => ["true", "True", "TRUE", "1", "false", "False", "FALSE", "0"].includes(s),
    date: (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)),
    datetime: (s) => DATETIME.test(s) && !Number.isNaN(Date.parse(s)),
    object: (s) => {
      try {
        const v = JSON.parse(s) as unknown;
        return typeof v === "object" && v !== null && !Array.isArray(v);
      } catch {
        return false;
      }
    },
  };
  const check = ok[type];
  if (!check) return TABLE_SCHEMA_TYPES.includes(type) ? null : `unknown type ${type}`;
  return check(text) ? null : `${JSON.stringify(text.slice(0, 40))} is not a valid ${type}`;
}

interface Field { name?: unknown; type?: unknown; constraints?: { required?: unknown } }
interface Resource { name?: unknown; path?: unknown; bytes?: unknown; hash?: unknown; format?: unknown; schema?: { fields?: Field[]; primaryKey?: unknown } }

/**
 * Validates a Data Package folder against the Data Package and Table Schema rules: descriptor shape, resource names and
 * relative paths, bytes and hash, field names and types, and (for CSV, through `readCells`) every cell, required value and
 * primary key. Returns the errors found; none means valid.
 */
export async function validatePackage(dir: string, readCells?: ReadCells): Promise<string[]> {
  const errors: string[] = [];
  const pkg = JSON.parse(await readFile(join(dir, "datapackage.json"), "utf8")) as { name?: unknown; created?: unknown; licenses?: unknown; resources?: Resource[] };
  if (typeof pkg.name === "string" && !/^[-a-z0-9._]+$/.test(pkg.name)) errors.push(`package name ${pkg.name} is not lower-case alphanumeric with . _ -`);
  if (pkg.created !== undefined && !(typeof pkg.created === "string" && DATETIME.test(pkg.created))) errors.push("created is not an RFC 3339 datetime");
  if (pkg.licenses !== undefined && !(Array.isArray(pkg.licenses) && pkg.licenses.length > 0 && pkg.licenses.every((l: { name?: unknown; path?: unknown }) => typeof l.name === "string" || typeof l.path === "string"))) {
    errors.push("licenses must be a non-empty list of objects with a name or a path");
  }
  if (!Array.isArray(pkg.resources) || pkg.resources.length === 0) return [...errors, "resources must be a non-empty list"];
  for (const r of pkg.resources) {
    const where = `resource ${String(r.name)}`;
    if (typeof r.name !== "string" || !NAME.test(r.name)) errors.push(`${where}: name must match ${NAME}`);
    const paths = typeof r.path === "string" ? [r.path] : Array.isArray(r.path) && r.path.length > 0 && r.path.every((p) => typeof p === "string") ? (r.path as string[]) : null;
    if (!paths) {
      errors.push(`${where}: path must be a string or a non-empty list of strings`);
      continue;
    }
    let bytes = 0;
    const contents: Buffer[] = [];
    const before = errors.length;
    for (const p of paths) {
      if (isAbsolute(p) || p.split("/").includes("..") || p.includes("\\")) errors.push(`${where}: path ${p} must be relative, POSIX, and stay inside the package`);
      const data = await readFile(join(dir, p)).catch(() => null);
      if (!data) errors.push(`${where}: ${p} does not exist`);
      else {
        bytes += data.length;
        contents.push(data);
      }
    }
    if (r.bytes !== undefined && r.bytes !== bytes) errors.push(`${where}: bytes ${String(r.bytes)} but the file(s) hold ${bytes}`);
    if (r.hash !== undefined) {
      const m = /^(?:(md5|sha1|sha256|sha512):)?([0-9a-f]+)$/.exec(String(r.hash));
      const digest = m ? createHash(m[1] ?? "md5").update(Buffer.concat(contents)).digest("hex") : "";
      if (!m || digest !== m[2]) errors.push(`${where}: hash ${String(r.hash)} does not match the file`);
    }
    const readable = errors.length === before;
    const fields = r.schema?.fields;
    if (!Array.isArray(fields) || fields.length === 0) {
      errors.push(`${where}: schema.fields must be a non-empty list`);
      continue;
    }
    const names = fields.map((f) => f.name);
    if (names.some((n) => typeof n !== "string") || new Set(names).size !== names.length) errors.push(`${where}: field names must be distinct strings`);
    for (const f of fields) if (typeof f.type !== "string" || !TABLE_SCHEMA_TYPES.includes(f.type)) errors.push(`${where}: field ${String(f.name)} has type ${String(f.type)}, not a Table Schema type`);
    const key = r.schema?.primaryKey;
    if (key !== undefined && !(typeof key === "string" && names.includes(key))) errors.push(`${where}: primaryKey ${String(key)} names no field`);
    if (r.format === "csv" && readCells && readable) appendAll(errors, await checkCells(dir, where, paths, fields, typeof key === "string" ? key : undefined, readCells));
  }
  return errors;
}

/** Every cell of a CSV resource against its field: type, required values, and a unique primary key. */
async function checkCells(dir: string, where: string, paths: string[], fields: Field[], key: string | undefined, readCells: ReadCells): Promise<string[]> {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    const { header, rows } = await readCells(join(dir, p));
    if (header.join(",") !== fields.map((f) => String(f.name)).join(",")) {
      errors.push(`${where}: ${p} has columns ${header.join(",")}, the schema ${fields.map((f) => String(f.name)).join(",")}`);
      continue;
    }
    rows.forEach((row, i) => {
      fields.forEach((f, j) => {
        const v = row[j] ?? null;
        if (v === null) {
          if (f.constraints?.required === true) errors.push(`${where}: ${p} row ${i + 1} has no ${String(f.name)} (required)`);
        } else {
          const e = checkCell(String(f.type), v);
          if (e) errors.push(`${where}: ${p} row ${i + 1} ${String(f.name)}: ${e}`);
        }
        if (f.name === key && v !== null) {
          if (seen.has(v)) errors.push(`${where}: primary key ${v} repeats`);
          seen.add(v);
        }
      });
    });
  }
  return errors.slice(0, 50);
}
