/**
 * Charset detection for report pages: BOM, then the HTTP header, then `<meta>`, then sniffing.
 * The BOM goes first because it cannot be wrong (WHATWG does the same); the header beats `<meta>`, as in browsers.
 */
import { ResultType, Sniffer } from "encoding-sniffer/sniffer";

export type CharsetName = "UTF-8" | "Shift_JIS" | "EUC-JP" | "ISO-2022-JP" | "UTF-16LE" | "UTF-16BE" | "windows-1252";
export type CharsetSource = "bom" | "header" | "meta" | "sniff" | "default";

export interface CharsetGuess {
  charset: CharsetName;
  source: CharsetSource;
}

/** WHATWG decoder names (what TextDecoder reports) to the names stored in `sources.charset`. */
const CANONICAL: Record<string, CharsetName> = {
  "utf-8": "UTF-8",
  shift_jis: "Shift_JIS",
  "euc-jp": "EUC-JP",
  "iso-2022-jp": "ISO-2022-JP",
  "utf-16le": "UTF-16LE",
  "utf-16be": "UTF-16BE",
  "windows-1252": "windows-1252",
};

/** Node's decoder name for a stored charset name. Shift_JIS is decoded as Windows-31J, which WHATWG's shift_jis is. */
export function decoderName(charset: CharsetName): string {
  return charset.toLowerCase();
}

const KNOWN_LABELS = new Map<string, CharsetName | undefined>();

const DECODERS = new Map<CharsetName, TextDecoder>();

/** A decoder for a stored charset name, made once: a decode without `stream` starts afresh, so one instance serves every page. */
export function textDecoder(charset: CharsetName): TextDecoder {
  let d = DECODERS.get(charset);
  if (!d) DECODERS.set(charset, (d = new TextDecoder(decoderName(charset))));
  return d;
}

/** Resolves a charset label as written (`x-sjis`, `Windows-31J`, `EUC-JP`) to a canonical name, or undefined if unknown. */
export function canonicalCharset(label: string): CharsetName | undefined {
  const cleaned = label.trim().replace(/^["']|["']$/g, "").toLowerCase();
  if (!cleaned) return undefined;
  // a TextDecoder for a legacy charset opens an ICU converter: once per label, not once per page
  if (KNOWN_LABELS.has(cleaned)) return KNOWN_LABELS.get(cleaned);
  let name: CharsetName | undefined;
  try {
    name = CANONICAL[new TextDecoder(cleaned).encoding];
  } catch {
    name = undefined;
  }
  if (KNOWN_LABELS.size < 256) KNOWN_LABELS.set(cleaned, name);
  return name;
}

/** The charset parameter of a Content-Type header, canonicalised. */
export function charsetFromContentType(contentType: string | null | undefined): CharsetName | undefined {
  const m = /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType ?? "");
  return m?.[2] ? canonicalCharset(m[2]) : undefined;
}

function fromBom(bytes: Uint8Array): CharsetName | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "UTF-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "UTF-16LE";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "UTF-16BE";
  return undefined;
}

/**
 * The charset a `<meta charset>` or `<meta http-equiv="content-type" content="…charset=…">` in the first 8 KiB
 * declares, found by the WHATWG prescan (encoding-sniffer): comments, scripts' text and other tags' attributes are
 * skipped, and a declared UTF-16 means UTF-8 (the page was read as ASCII to find it), as in browsers.
 */
export function charsetFromMeta(bytes: Uint8Array): CharsetName | undefined {
  const sniffer = new Sniffer({ maxBytes: 8192 });
  sniffer.write(bytes.subarray(0, 8192));
  return sniffer.resultType === ResultType.META_TAG ? canonicalCharset(sniffer.encoding) : undefined;
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b >= 0x80) return true;
  return false;
}

function countJapanese(text: string): { ja: number; bad: number; rare: number } {
  let ja = 0;
  let bad = 0;
  let rare = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0xfffd) bad++;
    else if (c >= 0xff61 && c <= 0xff9f) rare++; // half-width katakana: what EUC-JP bytes look like read as Shift_JIS
    else if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xff00 && c <= 0xffef) || (c >= 0x3000 && c <= 0x303f)) ja++;
    else if (c >= 0x80) rare++; // half-width katakana runs, private use, Latin-1 letters: rare in Japanese prose
  }
  return { ja, bad, rare };
}

/** Guesses among UTF-8, ISO-2022-JP, Shift_JIS and EUC-JP from the bytes alone. */
export function sniffCharset(bytes: Uint8Array): CharsetName {
  const sample = bytes.subarray(0, 256 * 1024);
  if (!hasNonAscii(sample)) {
    return Buffer.from(sample).includes(Buffer.from([0x1b, 0x24])) ? "ISO-2022-JP" : "UTF-8";
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample.subarray(0, trimIncomplete(sample)));
    return "UTF-8";
  } catch {
    // not UTF-8: score the two Japanese multi-byte encodings
  }
  let best: { name: CharsetName; score: number } | undefined;
  for (const name of ["Shift_JIS", "EUC-JP"] as const) {
    const { ja, bad, rare } = countJapanese(textDecoder(name).decode(sample));
    const score = ja - 4 * bad - 2 * rare;
    if (!best || score > best.score) best = { name, score };
  }
  return best?.name ?? "Shift_JIS";
}

/** Length of `bytes` without a UTF-8 sequence cut off at the end of the sample. */
function trimIncomplete(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i] ?? 0;
    if ((b & 0xc0) === 0xc0) return end - i; // lead byte of a sequence that may be incomplete
    if ((b & 0xc0) !== 0x80) break;
  }
  return end;
}

/** Picks the charset of a page: BOM, header, meta, then sniffing. */
export function detectCharset(bytes: Uint8Array, contentType?: string | null): CharsetGuess {
  const bom = fromBom(bytes);
  if (bom) return { charset: bom, source: "bom" };
  const header = charsetFromContentType(contentType);
  if (header) return { charset: header, source: "header" };
  const meta = charsetFromMeta(bytes);
  if (meta) return { charset: meta, source: "meta" };
  return { charset: sniffCharset(bytes), source: "sniff" };
}
