import { decodeBytes } from "../decode/decodeBytes.ts";
import type { Row } from "../load/warehouse.ts";
import type { DerivedForTransfer, SnapshotInfo } from "./deriveSource.ts";

/** Decodes with the source definition's charset when it names one (for sites whose header and meta lie); a BOM still wins. */
export function decodeHinted(body: Uint8Array, info: SnapshotInfo): { text: string; charset: string; source: string; replaced: number } {
  const charset = info.hints?.charset;
  if (!charset) return decodeBytes(body, info.contentType, info.url);
  const d = decodeBytes(body, `text/html; charset=${charset}`, info.url);
  return d.source === "header" ? { ...d, source: "definition" } : d;
}

/** The `sources` row of a snapshot: what is known before its body is read, and the charset it was decoded with. */
export function sourceRow(info: SnapshotInfo, decoded: { charset: string; source: string }): Row {
  return {
    source_id: info.sourceId, url: info.url, final_url: info.finalUrl, fetched_at: info.fetchedAt, http_status: info.httpStatus, content_type: info.contentType,
    charset: decoded.charset, charset_source: decoded.source, sha256: info.sha256, bytes: info.bytes, archive_path: info.archivePath,
    etag: info.etag, last_modified: info.lastModified, input_kind: info.inputKind, found_by: info.hints?.foundBy ?? null,
  };
}

/**
 * The rows of a snapshot whose extraction was stopped (time or memory budget): the source, decoded only for its
 * charset, and one reject saying why. Nothing half-extracted is kept; `reprocess` or `--force` tries again.
 */
export function stoppedDerivation(info: SnapshotInfo, body: Uint8Array, reason: string): DerivedForTransfer {
  const source = sourceRow(info, decodeHinted(body.subarray(0, 65_536), info));
  const rejects = [{ reject_id: `${info.sourceId}-x1`, source_id: info.sourceId, stage: "extract", locator: null, raw: "", reason }];
  return { rows: { source, reports: [], systems: [], components: [], measurements: [], checks: [], rejects }, title: null, warnings: [reason] };
}
