import type { Block, Document } from "../../document/types.ts";
import { metricsIn, operationsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { ComponentKind } from "../../model/vocabulary.ts";
import { partsMentioned } from "./partMentions.ts";
import { GENERIC_PART_LABEL } from "./partList.ts";
import { linkSpeedIn, type PartDraft } from "./parseSpecValue.ts";
import { diskFromModel } from "./printedPart.ts";
import { productColumnOf, productKindOf } from "./partTerms.ts";
import { specKindForLabel } from "./specTerms.ts";
import { DISK_NUMBERS } from "./partGrammarData.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** One product a table describes, with where its name stands. */
export interface ProductRow {
  part: PartDraft;
  raw: string;
  locator: string;
}

const text = (s: string | undefined) => normaliseText(s ?? "").replace(/\s+/g, " ").trim();
/** A product's name: letters and a digit in one token (`GS108E-300`, `Samsung SSD 850 PRO`), not a comparison row. */
const isProductName = (s: string) => /[A-Za-z]/.test(s) && /\d/.test(s) && s.length <= 60 && !/\bvs\.?\b|比較|平均|average/i.test(s);

/** `10/100/1000BASE-T×44、SFP×4` → 48 ports. */
function portCount(s: string): number | null {
  const t = normaliseText(s);
  // `BASE-T×44、SFP×4`, or the count first: `2x SFP+`
  const after = [...allMatches(t, /[x×*]\s*(\d{1,3})(?![\d.])/g)].map((m) => Number(m[1]));
  const counts = after.length ? after : [...allMatches(t, /(?<![\w.])(\d{1,3})\s*[x×]\s*(?=[A-Za-z])/g)].map((m) => Number(m[1]));
  return counts.length ? counts.reduce((a, b) => a + b, 0) : null;
}

/** A product with the attributes its row or column gives (ports, cache, capacity, vendor…), none of them a measurement. */
function productOf(kind: ComponentKind, name: string, cells: { label: string; value: string }[]): PartDraft {
  const named = partsMentioned(name).find((p) => p.kind === kind);
  const attrs: Record<string, unknown> = { ...(named?.attrs ?? {}) };
  // a NIC cell that is the maker and the model (`Intel X710-DA2`) is the product's name as written
  const asWritten = kind === "nic" && named?.vendor && named.model && normaliseText(name) === `${named.vendor} ${named.model}`;
  // a drive's name that holds its one size (`EXTERNAL SSD (500GB T1)`) gives its capacity
  const sizes = kind === "disk" ? [...allMatches(normaliseText(name), /(?<![\w.])(\d+(?:\.\d+)?)\s*([GT])B(?![A-Za-z])/gi)] : [];
  const sized = sizes.length === 1 && sizes[0] ? parseSize(`${sizes[0][1]}${sizes[0][2]}B`, false) : null;
  const part: PartDraft = { kind, vendor: named?.vendor ?? null, model: asWritten ? name : (named?.model ?? name), count: named?.count ?? null, capacityBytes: named?.capacityBytes ?? sized ?? null, attrs };
  for (const { label, value } of cells) {
    if (!value || /^[-—–―]$/.test(value)) continue;
    const role = productColumnOf(label);
    attrs[label] = value;
    if (role === "vendor") part.vendor = value;
    else if (role === "ports") {
      const n = portCount(value);
      if (n) attrs.ports = n;
      part.speedBps ??= linkSpeedIn(value);
    } else if (role === "speed") part.speedBps ??= linkSpeedIn(value);
    else if (role === "cache") attrs.cache_bytes = parseSize(value, true);
    else if (role === "capacity") {
      const bytes = parseSize(value, false);
      if (bytes) {
        part.capacityBytes = bytes;
        attrs.capacity_bytes_each = bytes;
      }
    }
  }
  return part;
}

/** The kind of product a table is about, from its caption or the heading above it (`スイッチ`, `RAIDカード`). */
function kindAround(block: Block): ComponentKind | null {
  for (const t of [block.caption ?? "", ...[...block.headingPath].reverse()]) {
    const k = productKindOf(text(t).replace(/[(（].*$/, "").trim());
    if (k) return k as ComponentKind;
  }
  return null;
}

/** A table with one product per column: model names across the top, a label per row (`項目 | GS108E-300 | XS708T`). */
function perColumn(block: Block): ProductRow[] | null {
  const rows = block.table?.rows ?? [];
  const header = rows[0] ?? [];
  if (rows.length < 3 || header.length < 2) return null;
  const names = header.slice(1).map((c) => text(c.text));
  if (!names.every(isProductName)) return null;
  const labels = rows.slice(1).map((r) => text(r[0]?.text));
  const known = labels.filter((l) => productColumnOf(l) || specKindForLabel(l)).length;
  if (known < 2) return null;
  const kindRow = rows.slice(1).find((r) => productColumnOf(text(r[0]?.text)) === "kind");
  const around = kindAround(block);
  const out: ProductRow[] = [];
  names.forEach((name, i) => {
    const kind = (productKindOf(text(kindRow?.[i + 1]?.text)) ?? around) as ComponentKind | null;
    if (!kind) return;
    const cells = rows.slice(1).map((r) => ({ label: text(r[0]?.text), value: text(r[i + 1]?.text) }));
    out.push({ part: productOf(kind, name, cells), raw: name, locator: `${block.locator}/r1/c${i + 2}` });
  });
  return out;
}

/** A drive's part number as its maker numbers them, the whole cell (`WD4000AAKS`, `HDS722020ALA330`). */
const DRIVE_NUMBER = new RegExp(`^(?:${DISK_NUMBERS.map((d) => d.re.source).join("|")})$`);
/** `disk` when every row names in the model's column a drive by its maker's numbering: the names say the kind the headings do not. */
function numberedKind(rows: { text: string }[][], header: string[]): ComponentKind | null {
  const col = header.findIndex((h, i) => i > 0 && productColumnOf(h) === "model");
  const names = rows.slice(1).map((r) => text(r[col]?.text)).filter(Boolean);
  return col > 0 && names.length >= 2 && names.every((n) => DRIVE_NUMBER.test(n)) ? "disk" : null;
}

/** A table with one product per row, named in a first column headed by a kind or a model word (`Drive | Capacity`, `型番 | ポート`). */
function perRow(block: Block): ProductRow[] | null {
  const rows = block.table?.rows ?? [];
  const header = (rows[0] ?? []).map((c) => text(c.text));
  if (rows.length < 2 || header.length < 2) return null;
  const first = header[0] ?? "";
  // a first column of makers (`Brand | Model | Capacity`) leaves the names to the model's column, as a first column of drive letters does
  const lead = productColumnOf(first);
  const kind = (productKindOf(first) ?? (lead === "model" || lead === "vendor" ? kindAround(block) ?? numberedKind(rows, header) : null)) as ComponentKind | null;
  if (!kind) return null;
  // the names stand in the first column, or — when it holds only what the system calls each product (`D:`, `sda`) — in the first
  // column headed as the model or a part (`ドライブ | デバイス | 接続` with `D: | Samsung 9100 PRO 8TB | PCIe Gen5 NVMe`)
  const col = rows.slice(1).some((r) => isProductName(text(r[0]?.text))) ? 0 : header.findIndex((h, i) => i > 0 && (productColumnOf(h) === "model" || GENERIC_PART_LABEL.test(h)));
  if (col < 0) return null;
  const out: ProductRow[] = [];
  const seen = new Map<string, ProductRow>();
  rows.slice(1).forEach((r, i) => {
    const name = text(r[col]?.text);
    if (!isProductName(name)) return;
    // one product in two rows of such a table is two of it (`D:` and `G:` both a 9100 PRO)
    const again = col > 0 ? seen.get(name.toLowerCase()) : undefined;
    if (again) {
      again.part.count = (again.part.count ?? 1) + 1;
      return;
    }
    // (a first column of makers is an attribute: the row's vendor)
    const cells = header.flatMap((label, j) => ((j === 0 && lead !== "vendor") || j === col ? [] : [{ label, value: text(r[j]?.text) }]));
    // a results table names its products too; only a spec table's cells are attributes
    const attrs = isSpecTable(block) ? cells : [];
    const row = { part: productOf(kind, name, attrs), raw: name, locator: `${block.locator}/r${i + 2}/c${col + 1}` };
    if (col > 0) {
      row.part.count ??= 1;
      seen.set(name.toLowerCase(), row);
    }
    out.push(row);
  });
  // several of one drive hold their sizes together, as a counted drive of a spec line does
  for (const { part } of seen.values()) {
    if ((part.count ?? 1) < 2 || !part.capacityBytes) continue;
    part.attrs.capacity_bytes_each = part.capacityBytes;
    part.capacityBytes *= part.count ?? 1;
  }
  return out;
}

/**
 * A block device's name as the system gives it (`sda`, `/dev/nvme0n1`, `ada0`, `mmcblk0`), or one of its partitions (`sda3`,
 * `nvme0n1p3`, `mmcblk0p1`, `ada0p2`, `disk0s2`: a table of a machine's drives often lists the partition a pool or the system uses),
 * one or more to a cell (`sdb, sdc`).
 */
const DEVICE = /^(?:\/dev\/)?(?:[shv]d[a-z]{1,2}\d{0,2}|xvd[a-z]{1,2}\d{0,2}|nvme\d{1,2}n\d{1,2}(?:p\d{1,2})?|mmcblk\d{1,2}(?:p\d{1,2})?|ada?\d{1,3}(?:p\d{1,2})?|disk\d{1,3}(?:s\d{1,2})?)$/;
/** A model as a drive table prints it when it has no number: a maker's word and more (`SanDisk SSD PLUS`), not `unknown` or `-`. */
const DEVICE_MODEL = /^(?!(?:unknown|n\/a|none|generic)\b)[A-Za-z][\w.-]*\s+[A-Za-z][\w .-]*$/i;
const devicesIn = (cell: string) => cell.split(/\s*[,、]\s*/);
const isDevices = (cell: string) => devicesIn(cell).every((d) => DEVICE.test(d));

/**
 * A table of a machine's block devices, one device (or several of one model) per row, named by the system in the first column
 * (`Device | Model | Size | Type` with `sdi | HGST HUH721010AL4200 | 10 TB`, lsblk's columns in a table): each model is a disk,
 * counted over the devices that hold it, with the size of each (the model's own, else the size column's) and their sum. The drive is read as tool output names it (`diskFromModel`).
 */
function perDevice(block: Block): ProductRow[] | null {
  const rows = block.table?.rows ?? [];
  const header = (rows[0] ?? []).map((c) => text(c.text));
  const body = rows.slice(1).filter((r) => text(r[0]?.text));
  if (body.length < 2 || !body.every((r) => isDevices(text(r[0]?.text)))) return null;
  const model = header.findIndex((h, i) => i > 0 && productColumnOf(h) === "model");
  if (model < 0) return null;
  const size = header.findIndex((h, i) => i > 0 && productColumnOf(h) === "capacity");
  const byModel = new Map<string, ProductRow>();
  body.forEach((r, i) => {
    const name = text(r[model]?.text);
    // the device column says the row is a drive, so a model without a number (`SanDisk SSD PLUS`) names one too
    if (!isProductName(name) && !DEVICE_MODEL.test(name)) return;
    const devices = devicesIn(text(r[0]?.text)).length;
    const sizeText = size > 0 ? text(r[size]?.text) : "";
    const key = `${name.toLowerCase()}|${sizeText}`;
    const seen = byModel.get(key);
    if (seen) {
      seen.part.count = (seen.part.count ?? 0) + devices;
      return;
    }
    const part = diskFromModel(name, { device: text(r[0]?.text) });
    part.count = devices;
    // a size as the system prints it (`1.8T`) is binary, one written with its byte unit (`10 TB`) as the maker counts
    const printed = /^([\d.]+)\s*([KMGTP])$/i.exec(sizeText);
    const bytes = printed ? parseSize(`${printed[1]}${printed[2]?.toUpperCase()}B`, true) : sizeText ? parseSize(sizeText, false) : null;
    if (bytes && !part.capacityBytes) part.attrs.capacity_bytes_each = bytes;
    byModel.set(key, { part, raw: text(r.map((c) => c.text).join(" | ")), locator: `${block.locator}/r${i + 2}/c${model + 1}` });
  });
  // several drives of one model hold their sizes together, as a counted drive of a spec line does
  for (const { part } of byModel.values()) {
    const each = part.attrs.capacity_bytes_each;
    part.capacityBytes = typeof each === "number" ? each * (part.count ?? 1) : null;
  }
  return [...byModel.values()];
}

/** Whether no label of a table names a measurement (a metric or an operation): a catalogue of products, not results. */
function isSpecTable(block: Block): boolean {
  const rows = block.table?.rows ?? [];
  const labels = [...(rows[0] ?? []).map((c) => c.text), ...rows.slice(1).map((r) => r[0]?.text ?? "")].map(text);
  // a link speed column is an attribute when the table gives other attributes too (`Model | Ports | Speed`)
  const attributes = labels.filter((l) => ["ports", "cache", "capacity", "vendor", "kind"].includes(productColumnOf(l) ?? "")).length;
  return !labels.some((l) => !(attributes && productColumnOf(l) === "speed") && (metricsIn(l).length > 0 || operationsIn(l).length > 0 || /\/s\b|iops|mb\/?s|秒/i.test(l)));
}

/** Products the tables of a page describe (one per row or per column), and the locators of the tables that only describe products. */
export function readProductTables(doc: Document): { products: (ProductRow & { report: number })[]; specTables: Set<string> } {
  const products: (ProductRow & { report: number })[] = [];
  const specTables = new Set<string>();
  for (const b of doc.blocks) {
    if (!b.table) continue;
    const found = perDevice(b) ?? perColumn(b) ?? perRow(b);
    if (!found) continue;
    if (isSpecTable(b)) specTables.add(b.locator);
    for (const p of found) products.push({ ...p, report: b.report });
  }
  return { products, specTables };
}
