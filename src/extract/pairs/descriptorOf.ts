import { describe } from "../../grammar/describe.ts";
import { accessIn } from "../../normalise/lexicon.ts";
import type { Access, Operation } from "../../model/vocabulary.ts";

/** The typed fields a descriptor text gives a figure. */
export interface Descriptor {
  operation: Operation | null;
  access: Access | null;
  statistic: string | null;
  blockSizeBytes: number | null;
}

/**
 * What a descriptor text (label, words after the figure, the block's label) says of the figure, read by the one
 * descriptor grammar (`describe`, src/grammar) for operation and statistic. The pair reader takes only a read or a write as operation: a tool
 * without a reader names its mixed or transfer loads in ways the pair alone cannot confirm.
 */
export function descriptorOf(text: string): Descriptor {
  const d = describe(text);
  return {
    operation: d.operation === "read" || d.operation === "write" ? d.operation : null,
    // the grammar reads sizes and access out of test names, which a figure's own text can look like: the pair reader
    // keeps to the lexicon's access words and to sizes written as sizes
    access: accessIn(text),
    // the warehouse writes an average as `avg` (docs/schema.md), the grammar's data as `mean`
    // (a tool's spread, `Stddev IOPS`, `mdev`, is kept as printed, with its statistic: the labelled sets record it so)
    statistic: d.statistic === "mean" ? "avg" : d.statistic === "min" || d.statistic === "max" || d.statistic === "stddev" ? d.statistic : null,
    // a block size as the grammar reads one (`4K`, `64KiB`, `0.5 kbytes`; never the size in a rate, `14.43 MB/sec`)
    blockSizeBytes: d.blockSizeBytes,
  };
}
