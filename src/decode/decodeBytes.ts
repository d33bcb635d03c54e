import { StageError } from "../errors.ts";
import { type CharsetGuess, detectCharset, textDecoder } from "./detectCharset.ts";

export interface DecodedText extends CharsetGuess {
  text: string;
  /** Characters that could not be decoded and became U+FFFD. */
  replaced: number;
}

/** Share of control bytes (other than tab, CR, LF, FF, ESC) above which a body is binary, not a page. */
const BINARY_CONTROL_SHARE = 0.02;

/** True when the bytes look like a binary file (an image, an archive) rather than text. */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.length === 0) return false;
  let control = 0;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  return control / sample.length > BINARY_CONTROL_SHARE;
}

/** Decodes a fetched body into text, choosing its charset; throws a decode StageError for empty or binary bodies. */
export function decodeBytes(bytes: Uint8Array, contentType: string | null | undefined, input: string): DecodedText {
  if (bytes.length === 0) throw new StageError("decode", input, "empty body (0 bytes)");
  if (looksBinary(bytes)) throw new StageError("decode", input, "body is binary, not text (control bytes throughout)");
  const guess = detectCharset(bytes, contentType);
  let text = textDecoder(guess.charset).decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\u0000/g, "");
  let replaced = 0;
  for (let i = text.indexOf("\ufffd"); i >= 0; i = text.indexOf("\ufffd", i + 1)) replaced++;
  return { ...guess, text, replaced };
}
