import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseCellQuantity } from "../../normalise/parseQuantity.ts";
import { labelUnit } from "../pairs/quantitiesOf.ts";
import { abbreviatedOperation } from "../../grammar/describe.ts";
import { namesTimeFields, timeField } from "../tools/time.ts";

/** One line of a cell that names its figure: `RPi3: 22.5`, `下り56.28Mbps`. */
export interface LabelledLine {
  label: string;
  value: string;
}

/** One figure, or a time written in parts as \`time\` prints it (\`9m54.554s\`, \`1h2m3s\`). */
const FIGURE = String.raw`([~約≒]?\s*(?:\d+[hm]\s*){0,2}\d[\d.,]*\s*[^\d\s:：]{0,12})`;
/** `RPi4: 40.2`, `Win: 112 MB/s`: a short label with a letter, a colon, then one figure. */
const MARKED = new RegExp(String.raw`^([^:：=]{0,29}\p{L}[^:：=]{0,29}?)\s*[:：=]\s*${FIGURE}$`, "u");
/** `下り56.28Mbps`, `Read 112 MB/s`: a label of letters only, then one figure. */
const UNMARKED = new RegExp(String.raw`^([^\d:：=]{0,29}\p{L}[^\d:：=]{0,29}?)\s*${FIGURE}$`, "u");

/** Where one line may hold several marked pairs (`IOPS=162k, BW=633MiB/s`): a comma or semicolon and a space. */
const PAIR_SEPARATOR = /[,;]\s+/;

/**
 * A line's marked pairs, one a segment, when every segment between commas is one (`IOPS=162k, BW=633MiB/s`, `min: 2, max: 9`);
 * else the line itself. A decimal comma (`1,5 MB/s`) leaves no segment a label, so the line stays whole.
 */
function segments(line: string): string[] {
  const parts = line.split(PAIR_SEPARATOR);
  if (parts.length < 2 || !parts.every((p) => MARKED.test(p))) return [line];
  // `R: 16 MB/s, W: 7 MB/s`: labels that are operation letters are the mixed cell's reading (the letter sets the operation)
  return parts.some((p) => abbreviatedOperation(MARKED.exec(p)?.[1] ?? "") !== null) ? [line] : parts;
}

/**
 * A cell holding two or more lines, each a label and one figure (`RPi3: 22.5<br>RPi4: 40.2`, `下り56.28Mbps<br>上り14.60Mbps`),
 * or lines of several marked pairs (`IOPS=162k, BW=633MiB/s`, as fio prints them): the figures with the label each gives
 * it. Null unless every line of the cell is such a line.
 */
export function labelledLines(text: string): LabelledLine[] | null {
  const lines = text.split("\n").map((l) => normaliseText(l).replace(/\s+/g, " ").trim()).filter(Boolean).flatMap(segments);
  if (lines.length < 2) return null;
  const out: LabelledLine[] = [];
  for (const line of lines) {
    const m = MARKED.exec(line) ?? UNMARKED.exec(line);
    const label = m?.[1]?.trim();
    const written = m?.[2]?.trim();
    if (!label || !written) return null;
    // `IOPS=162k`: a label that is a rate's unit gives its bare figure that unit (the pair reader's reading of a label)
    const unit = labelUnit(line);
    const value = unit && parseCellQuantity(written)?.bare !== false ? `${written} ${unit}` : written;
    const q = parseCellQuantity(value);
    if (!q || (!q.bare && q.kind === "size")) return null;
    out.push({ label, value });
  }
  if (new Set(out.map((l) => l.label.toLowerCase())).size !== out.length) return null;
  // `real 9m54.554s / user … / sys …`: the shell's \`time\` in a cell gives its wall clock; user and sys are CPU times
  return namesTimeFields(out.map((l) => l.label)) ? out.filter((l) => timeField(l.label) === "real") : out;
}
