import type { Access, Operation } from "../../model/vocabulary.ts";
import { accessIn, operationsIn } from "../../normalise/lexicon.ts";

/** The typed fields a descriptor text gives a figure. */
export interface Descriptor {
  operation: Operation | null;
  access: Access | null;
  statistic: string | null;
  blockSizeBytes: number | null;
}

const STATISTICS: [string, RegExp][] = [
  ["avg", /(?<![a-z])(?:avg|average|mean)(?![a-z])|平均/i],
  ["min", /(?<![a-z])(?:min|minimum)(?![a-z])|最小/i],
  ["max", /(?<![a-z])(?:max|maximum|peak)(?![a-z])|最大/i],
];
const BLOCK_SIZE = /(?<![\w.])(\d+)\s*([KMG])i?B?(?![\w/])/i;

/**
 * The seam to the descriptor grammar: what a descriptor text (label, words after the figure, the block's label) says of
 * the figure. It reads through the lexicon today; the one descriptor grammar (`describe(text)`) replaces its body.
 */
export function descriptorOf(text: string): Descriptor {
  const ops = operationsIn(text).filter((o) => o === "read" || o === "write");
  const size = BLOCK_SIZE.exec(text);
  return {
    operation: ops.length === 1 ? ops[0] ?? null : null,
    access: accessIn(text),
    statistic: STATISTICS.find(([, re]) => re.test(text))?.[0] ?? null,
    blockSizeBytes: size?.[1] && size[2] ? Number(size[1]) * 1024 ** ("KMG".indexOf(size[2].toUpperCase()) + 1) : null,
  };
}
