import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";
import { UserError } from "../errors.ts";

/** 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${(before.at(-1) ?? "").length + 1}`;
}

/**
 * The value of a JSON text that may hold comments and trailing commas (jsonc-parser); anything else that is not JSON
 * throws a one-line UserError naming `file:line:column` and what was expected there.
 */
export function readJsonc(text: string, file: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    const what = printParseErrorCode(first.error).replace(/(?<=[a-z])(?=[A-Z])/g, " ").toLowerCase();
    throw new UserError(`${file}:${lineColumn(text, first.offset)}: not valid JSON (${what})`);
  }
  return value;
}
