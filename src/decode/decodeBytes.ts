import { StageError } from "../errors.ts";
import { type CharsetGuess, detectCharset, textDecoder } from "./detectCharset.ts";

export interface DecodedText extends CharsetGuess {
  text: string;
  /** Characters that could not be decoded and became U+FFFD. */
  replaced: number;
}

/** Share of control bytes (other than tab, CR, LF, FF, ESC) above which a body is binary, not a page. */
const BINARY_CONTROL_SHARE = 0.02;

const isControl = (c: number) => c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b;

/** True when the bytes look like a binary file (an image, an archive) rather than text. */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.length === 0) return false;
  let control = 0;
  for (const b of sample) if (isControl(b)) control++;
  return control / sample.length > BINARY_CONTROL_SHARE;
}

/** The same test on decoded text, for UTF-16 pages whose bytes are half zeros; random bytes decode to ~3 % lone surrogates (U+FFFD). */
function textLooksBinary(text: string): boolean {
  const n = Math.min(text.length, 32 * 1024);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isControl(c) || c === 0xfffd) control++;
  }
  return n > 0 && control / n > BINARY_CONTROL_SHARE;
}

const BINARY = "body is binary, not text (control bytes throughout)";

/** Decodes a fetched body into text, choosing its charset; throws a decode StageError for empty or binary bodies. */
export function decodeBytes(bytes: Uint8Array, contentType: string | null | undefined, input: string): DecodedText {
  if (bytes.length === 0) throw new StageError("decode", input, "empty body (0 bytes)");
  const guess = detectCharset(bytes, contentType);
  // a UTF-16 BOM goes before the binary check: every other byte of such a page is zero
  const utf16 = guess.source === "bom" && guess.charset.startsWith("UTF-16");
  if (!utf16 && looksBinary(bytes)) throw new StageError("decode", input, BINARY);
  let text = textDecoder(guess.charset).decode(bytes);
  if (utf16 && textLooksBinary(text)) throw new StageError("decode", input, BINARY);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\u0000/g, "");
  let replaced = 0;
  for (let i = text.indexOf("\ufffd"); i >= 0; i = text.indexOf("\ufffd", i + 1)) replaced++;
  return { ...guess, text, replaced };
}
