import { normaliseText } from "../../normalise/normaliseText.ts";

/** Cells that stand for "no value" (`-`, `N/A`, `未測定`, `なし`): no measurement, never a zero, and no name of a row. */
const MISSING = /^(?:-+|—+|―+|–+|‐|ー|n\/?a|未測定|未計測|測定不可|なし|無し|×|\*+|…|\?|tbd|―)$/i;

/** True for a cell that stands for "no value". */
export const isMissingCell = (text: string): boolean => MISSING.test(normaliseText(text).trim());
