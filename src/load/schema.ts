/**
 * The warehouse contract: every table, its columns, types and meanings. DDL, the appender and the export manifest are
 * all made from this one list; `warehouse/schema.sql` is its printed form (a test keeps the two equal).
 */
export type ColumnType = "VARCHAR" | "INTEGER" | "BIGINT" | "DOUBLE" | "BOOLEAN" | "DATE" | "TIMESTAMP" | "JSON";

export interface Column {
  name: string;
  type: ColumnType;
  description: string;
  primaryKey?: boolean;
  notNull?: boolean;
}

export interface Table {
  name: TableName;
  description: string;
  columns: Column[];
}

export type TableName = "sources" | "reports" | "systems" | "components" | "measurements" | "checks" | "rejects" | "crawls";

/** Bumped whenever a table changes; `migrations` below take an older database forward. */
export const SCHEMA_VERSION = 3;

const id = (name: string, description: string): Column => ({ name, type: "VARCHAR", description, primaryKey: true, notNull: true });
const ref = (name: string, description: string, notNull = true): Column => ({ name, type: "VARCHAR", description, notNull });
const col = (name: string, type: ColumnType, description: string): Column => ({ name, type, description });

export const TABLES: Table[] = [
  {
    name: "sources",
    description: "One fetched snapshot of a page: where it came from and where its raw bytes are archived.",
    columns: [
      id("source_id", "Stable id of the snapshot: hash of the URL and the body's sha256."),
      ref("url", "URL or file path as given to ingest."),
      col("final_url", "VARCHAR", "URL after redirects (the file's absolute path for local files)."),
      col("fetched_at", "TIMESTAMP", "When the bytes were fetched or read (UTC); the capture date for WARC records."),
      col("http_status", "INTEGER", "HTTP status of the final response; null for local files."),
      col("content_type", "VARCHAR", "Content-Type header as served."),
      col("charset", "VARCHAR", "Charset the page was decoded with: UTF-8, Shift_JIS (read as Windows-31J), EUC-JP, ISO-2022-JP."),
      col("charset_source", "VARCHAR", "Where the charset came from: bom, header, meta or sniff."),
      ref("sha256", "sha256 of the raw body, hex."),
      col("bytes", "BIGINT", "Size of the raw body in bytes."),
      col("archive_path", "VARCHAR", "Path of the raw body under the warehouse folder."),
      col("etag", "VARCHAR", "ETag header, for conditional GET."),
      col("last_modified", "VARCHAR", "Last-Modified header, for conditional GET."),
      col("input_kind", "VARCHAR", "http, file or warc."),
      col("superseded", "BOOLEAN", "True when a newer snapshot of the same URL replaced this one's reports."),
      col("found_by", "VARCHAR", "Name of the source definition (sources/NAME.json) whose crawl found the page; null when ingested by hand."),
    ],
  },
  {
    name: "reports",
    description: "A report on a page; a page of serial reports (第1回/第2回…) has one row per part.",
    columns: [
      id("report_id", "Stable id: source_id and the report's position on the page."),
      ref("source_id", "Snapshot the report was read from."),
      col("title", "VARCHAR", "Title of the report (the part's own heading for serial reports)."),
      col("part", "INTEGER", "Part number of a serial report (第3回 → 3); null when the page is one report."),
      col("published_on", "DATE", "Date the report was published, from page metadata or the report's own dated heading."),
      col("site", "VARCHAR", "Host name of the page, or the site name for local files."),
      col("language", "VARCHAR", "Language of the page (html lang, else detected: ja or en)."),
      col("page_title", "VARCHAR", "Title of the whole page, without the site name."),
    ],
  },
  {
    name: "systems",
    description: "A machine or device under test.",
    columns: [
      id("system_id", "Stable id within the report."),
      ref("report_id", "Report that describes the system."),
      col("name", "VARCHAR", "Model or host name (e.g. DPr690)."),
      col("role", "VARCHAR", "nfs-server, nfs-client, iscsi-target, iscsi-initiator, client, server, vm, switch…"),
      col("label", "VARCHAR", "The heading or label that introduces the system, as written."),
      col("count", "INTEGER", "How many identical machines (DPe1950 ２台 → 2)."),
      col("locator", "VARCHAR", "Where the label is on the page."),
    ],
  },
  {
    name: "components",
    description: "A part of a system, or of a report when no system is named.",
    columns: [
      id("component_id", "Stable id within the report."),
      ref("system_id", "System the part belongs to; null for parts of the report as a whole.", false),
      ref("report_id", "Report that names the part."),
      col("kind", "VARCHAR", "cpu, memory, disk, raid_controller, raid_array, nic, motherboard, os, kernel, filesystem, software, switch, nas."),
      col("vendor", "VARCHAR", "Vendor, normalised (Intel, Chelsio…)."),
      col("model", "VARCHAR", "Model, normalised so the same part matches across pages."),
      col("count", "INTEGER", "How many of the part (sockets for a CPU, disks in an array)."),
      col("capacity_bytes", "BIGINT", "Total capacity: disks decimal, memory binary."),
      col("clock_hz", "DOUBLE", "Clock in Hz."),
      col("speed_bps", "DOUBLE", "Link speed in bit/s."),
      col("attrs", "JSON", "Other typed fields (cores, type, firmware, driver, level, role…)."),
      col("raw", "VARCHAR", "The text the part was read from."),
      col("locator", "VARCHAR", "Where that text is on the page."),
    ],
  },
  {
    name: "measurements",
    description: "A number measured, with its unit, SI value and the conditions that set it apart.",
    columns: [
      id("measurement_id", "Stable id within the report."),
      ref("report_id", "Report the number is in."),
      ref("system_id", "System measured, where the page says.", false),
      col("metric", "VARCHAR", "throughput, iops, duration, latency, bandwidth, cpu_utilisation."),
      col("operation", "VARCHAR", "read, write, copy, transfer, read_write."),
      col("access", "VARCHAR", "sequential, random, or null."),
      col("value", "DOUBLE", "The number as printed."),
      col("unit", "VARCHAR", "The unit as printed (MB/s, 10^6bits/sec, IOPS, s)."),
      col("value_si", "DOUBLE", "The value in si_unit with decimal prefixes; null where the unit as written is ambiguous."),
      col("si_unit", "VARCHAR", "B/s, IOPS, s or %."),
      col("conditions", "JSON", "What sets the number apart: block_size_bytes, nfs_version, network, offload_enabled… (the keys: docs/schema.md)."),
      col("origin", "VARCHAR", "table, tool-output, spec or prose."),
      col("derived", "BOOLEAN", "True for numbers computed by sokutei (e.g. size / time), never printed on the page."),
      col("derived_from", "VARCHAR", "measurement_id(s) a derived number was computed from, comma-separated."),
      col("raw", "VARCHAR", "The text the number came from (the cell or line)."),
      col("locator", "VARCHAR", "Where that text is: table[3]/r2/c4, pre[1]/l6, p[5]."),
      col("context", "VARCHAR", "Heading path above the number, joined with ' > '."),
      col("note", "VARCHAR", "Why a reading is uncertain (ambiguous unit, guessed header), when it is."),
      col("position", "INTEGER", "Order of the number on the page, for listing measurements as the page shows them."),
      col("corrected", "BOOLEAN", "True when a person's correction (warehouse/corrections/) changed the row or added it; its provenance is kept."),
      col("corrected_by", "VARCHAR", "Who made the correction, as recorded in the corrections file."),
      col("corrected_at", "TIMESTAMP", "When the correction was made (UTC)."),
    ],
  },
  {
    name: "checks",
    description: "A claim on the page compared with its evidence.",
    columns: [
      id("check_id", "Stable id within the report."),
      ref("report_id", "Report of the claim."),
      ref("claim_id", "measurement_id of the claim."),
      ref("evidence_id", "measurement_id of the evidence.", false),
      col("relation", "VARCHAR", "How claim and evidence relate (restates, derived)."),
      col("ratio", "DOUBLE", "claim value_si / evidence value_si."),
      col("verdict", "VARCHAR", "agrees, agrees-binary or disagrees."),
      col("note", "VARCHAR", "How the verdict was reached."),
    ],
  },
  {
    name: "rejects",
    description: "Something seen but not understood, kept with the reason.",
    columns: [
      id("reject_id", "Stable id within the source."),
      ref("source_id", "Snapshot it was seen in."),
      col("stage", "VARCHAR", "Stage that rejected it (decode, document, extract, validate)."),
      col("locator", "VARCHAR", "Where it is on the page."),
      col("raw", "VARCHAR", "The text as seen (cut at 2,000 characters)."),
      col("reason", "VARCHAR", "Why it was rejected."),
    ],
  },
  {
    name: "crawls",
    description: "One run of `sokutei crawl` over one source definition: when, and what it found.",
    columns: [
      id("crawl_id", "Stable id: the definition's name and the start time."),
      ref("name", "Name of the source definition (sources/NAME.json)."),
      col("started_at", "TIMESTAMP", "When the crawl started (UTC)."),
      col("finished_at", "TIMESTAMP", "When the crawl ended (UTC)."),
      col("pages_seen", "INTEGER", "Index pages, sitemaps and feeds read to find reports."),
      col("reports_found", "INTEGER", "Report URLs found on them (within the site and the patterns)."),
      col("new_reports", "INTEGER", "Report pages ingested for the first time."),
      col("changed", "INTEGER", "Report pages whose content changed since the last snapshot."),
      col("unchanged", "INTEGER", "Report pages unchanged (304, same bytes, or older than the snapshot by the sitemap's lastmod)."),
      col("failed", "INTEGER", "Report pages that failed (fetch, decode, extract or load)."),
      col("skipped", "INTEGER", "Report URLs not fetched: over max_pages, or disallowed by robots.txt."),
    ],
  },
];

export function tableDef(name: TableName): Table {
  const t = TABLES.find((x) => x.name === name);
  if (!t) throw new Error(`unknown table ${name}`);
  return t;
}

/** The DDL of the whole warehouse, including the meta table that holds the schema version. */
export function schemaSql(): string {
  const parts = [
    `-- sokutei warehouse schema, version ${SCHEMA_VERSION}. Generated from src/load/schema.ts; do not edit by hand.`,
    "CREATE TABLE IF NOT EXISTS sokutei_meta (key VARCHAR PRIMARY KEY, value VARCHAR);",
  ];
  for (const t of TABLES) {
    const cols = t.columns.map((c) => `  ${c.name} ${c.type}${c.primaryKey ? " PRIMARY KEY" : ""}${c.notNull && !c.primaryKey ? " NOT NULL" : ""}`);
    parts.push(`-- ${t.description}\nCREATE TABLE IF NOT EXISTS ${t.name} (\n${cols.join(",\n")}\n);`);
  }
  return `${parts.join("\n\n")}\n`;
}

/** Steps from version N-1 to N, applied in order inside one transaction. */
export const migrations: Record<number, string[]> = {
  2: [
    "ALTER TABLE sources ADD COLUMN found_by VARCHAR",
    `CREATE TABLE IF NOT EXISTS crawls (crawl_id VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, started_at TIMESTAMP, finished_at TIMESTAMP, pages_seen INTEGER,
      reports_found INTEGER, new_reports INTEGER, changed INTEGER, unchanged INTEGER, failed INTEGER, skipped INTEGER)`,
  ],
  3: ["ALTER TABLE measurements ADD COLUMN IF NOT EXISTS corrected BOOLEAN", "ALTER TABLE measurements ADD COLUMN IF NOT EXISTS corrected_by VARCHAR", "ALTER TABLE measurements ADD COLUMN IF NOT EXISTS corrected_at TIMESTAMP"],
};
