-- sokutei warehouse schema, version 3. Generated from src/load/schema.ts; do not edit by hand.

CREATE TABLE IF NOT EXISTS sokutei_meta (key VARCHAR PRIMARY KEY, value VARCHAR);

-- One fetched snapshot of a page: where it came from and where its raw bytes are archived.
CREATE TABLE IF NOT EXISTS sources (
  source_id VARCHAR PRIMARY KEY,
  url VARCHAR NOT NULL,
  final_url VARCHAR,
  fetched_at TIMESTAMP,
  http_status INTEGER,
  content_type VARCHAR,
  charset VARCHAR,
  charset_source VARCHAR,
  sha256 VARCHAR NOT NULL,
  bytes BIGINT,
  archive_path VARCHAR,
  etag VARCHAR,
  last_modified VARCHAR,
  input_kind VARCHAR,
  superseded BOOLEAN,
  found_by VARCHAR
);

-- A report on a page; a page of serial reports (第1回/第2回…) has one row per part.
CREATE TABLE IF NOT EXISTS reports (
  report_id VARCHAR PRIMARY KEY,
  source_id VARCHAR NOT NULL,
  title VARCHAR,
  part INTEGER,
  published_on DATE,
  site VARCHAR,
  language VARCHAR,
  page_title VARCHAR
);

-- A machine or device under test.
CREATE TABLE IF NOT EXISTS systems (
  system_id VARCHAR PRIMARY KEY,
  report_id VARCHAR NOT NULL,
  name VARCHAR,
  role VARCHAR,
  label VARCHAR,
  count INTEGER,
  locator VARCHAR
);

-- A part of a system, or of a report when no system is named.
CREATE TABLE IF NOT EXISTS components (
  component_id VARCHAR PRIMARY KEY,
  system_id VARCHAR,
  report_id VARCHAR NOT NULL,
  kind VARCHAR,
  vendor VARCHAR,
  model VARCHAR,
  count INTEGER,
  capacity_bytes BIGINT,
  clock_hz DOUBLE,
  speed_bps DOUBLE,
  attrs JSON,
  raw VARCHAR,
  locator VARCHAR
);

-- A number measured, with its unit, SI value and the conditions that set it apart.
CREATE TABLE IF NOT EXISTS measurements (
  measurement_id VARCHAR PRIMARY KEY,
  report_id VARCHAR NOT NULL,
  system_id VARCHAR,
  metric VARCHAR,
  operation VARCHAR,
  access VARCHAR,
  value DOUBLE,
  unit VARCHAR,
  value_si DOUBLE,
  si_unit VARCHAR,
  conditions JSON,
  origin VARCHAR,
  derived BOOLEAN,
  derived_from VARCHAR,
  raw VARCHAR,
  locator VARCHAR,
  context VARCHAR,
  note VARCHAR,
  position INTEGER,
  corrected BOOLEAN,
  corrected_by VARCHAR,
  corrected_at TIMESTAMP
);

-- A claim on the page compared with its evidence.
CREATE TABLE IF NOT EXISTS checks (
  check_id VARCHAR PRIMARY KEY,
  report_id VARCHAR NOT NULL,
  claim_id VARCHAR NOT NULL,
  evidence_id VARCHAR,
  relation VARCHAR,
  ratio DOUBLE,
  verdict VARCHAR,
  note VARCHAR
);

-- Something seen but not understood, kept with the reason.
CREATE TABLE IF NOT EXISTS rejects (
  reject_id VARCHAR PRIMARY KEY,
  source_id VARCHAR NOT NULL,
  stage VARCHAR,
  locator VARCHAR,
  raw VARCHAR,
  reason VARCHAR
);

-- One run of `sokutei crawl` over one source definition: when, and what it found.
CREATE TABLE IF NOT EXISTS crawls (
  crawl_id VARCHAR PRIMARY KEY,
  name VARCHAR NOT NULL,
  started_at TIMESTAMP,
  finished_at TIMESTAMP,
  pages_seen INTEGER,
  reports_found INTEGER,
  new_reports INTEGER,
  changed INTEGER,
  unchanged INTEGER,
  failed INTEGER,
  skipped INTEGER
);
