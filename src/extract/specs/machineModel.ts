import { normaliseText } from "../../normalise/normaliseText.ts";
import { alt, partTerms } from "./partTerms.ts";
import { termLeads } from "../../normalise/termLeads.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A computer named by its product line and model (`MacBook Pro`, `PowerEdge R740xd`, `Raspberry Pi 4 Model B`). */
/** A pattern matching a text in any case, letter by letter (`Matebook` is written for `MateBook`), the rest of the pattern keeping its case. */
const anyCase = (pattern: string) => pattern.replace(/\\.|[A-Za-z]/g, (c) => (c.length > 1 ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`));
const MACHINE_LINE = new RegExp(`(?<![A-Za-z])(?:${anyCase(alt(partTerms.machine_lines))})(?![A-Za-z])(?:\\s+(?!\\d+(?:\\.\\d+)?\\s*(?:[KMGT]i?B|GHz|MHz|inch|")(?![A-Za-z]))(?:[A-Z0-9][\\w+-]*\\d[\\w+-]*|[0-9]+|Model\\s+[A-Z0-9]\\w*|Gen\\s*\\d+|Carbon|Yoga|Nano|Mini|Max|Plus|Pro)){0,3}`, "g");
const MAY_NAME_LINE = termLeads(partTerms.machine_lines, /[A-Za-z]/);
const MAKER_BEFORE = new RegExp(`(?:${alt(partTerms.machine_makers)})\\s+$`, "i");

/** The computer a sentence names by product line, or null (`a 2018 MacBook Pro with …` → `MacBook Pro`). */
export function machineLineIn(text: string): string | null {
  const t = normaliseText(text);
  return MAY_NAME_LINE(t) ? ([...allMatches(t, MACHINE_LINE)][0]?.[0].trim() ?? null) : null;
}

/** A machine named by line and a model with a digit (`Dell PowerEdge R640` → name with its maker, model `PowerEdge R640`), or null. */
export function machineModelIn(text: string): { name: string; model: string } | null {
  const t = normaliseText(text);
  // the model holds a digit
  if (!/\d/.test(t) || !MAY_NAME_LINE(t)) return null;
  const m = [...allMatches(t, MACHINE_LINE)].find((x) => /\d/.test(x[0]));
  if (!m) return null;
  const model = m[0].trim();
  const maker = MAKER_BEFORE.exec(t.slice(0, m.index))?.[0].trim();
  return { name: maker ? `${maker} ${model}` : model, model };
}

const VARIANT = alt(partTerms.machine_variants);
/** A bracket that dates or sizes a computer's model (`(Retina, 13-inch, Mid 2014)`, `(15-inch 2016)`, `(Early 2015)`). */
const DATED = "[(（][^()（）]{0,40}?(?:(?<!\\d)(?:19|20)\\d\\d(?!\\d)|\\d+(?:\\.\\d+)?\\s*-?\\s*(?:inch|インチ))[^()（）]{0,40}[)）]";
const NAMED_MACHINE = new RegExp(
  `^(?:(?:${alt(partTerms.machine_makers)})\\s+)?(${anyCase(alt(partTerms.machine_lines))}|(?:${alt(partTerms.computer_makers)})(?=\\s+[A-Z0-9][\\w+-]*\\d)|(?:${partTerms.cloud_instance_types.join("|")})(?![\\w.-]))(?![a-z])((?:\\s+(?!\\d+(?:\\.\\d+)?\\s*(?:[KMGT]i?B|GHz|MHz|-?inch|インチ|型|")(?![A-Za-z]))(?:[A-Z0-9][\\w+-]*\\d[\\w+-]*|\\d+|Model\\s+[A-Z0-9]\\w*|Gen\\s*\\d+)|\\s*(?:${VARIANT})(?![a-z]))*)(\\s*${DATED})?`,
);

/**
 * The computer a text starts with, named by its product line and a model (`ThinkPad 8`, `Bananapi M3`, `OrangePiPC`,
 * `MacBook Pro (15-inch 2016)`, `Pine64`: a line holding its own number), with the rest of the text; null when the text starts
 * with a line alone (`MacBook Pro の内蔵SSD`: the line is the page's subject, no machine).
 */
export function machineNameAt(text: string): { name: string; rest: string } | null {
  const t = normaliseText(text).trim();
  const m = NAMED_MACHINE.exec(t);
  if (!m?.[1]) return null;
  // a year alone after the line (`MacBook 2020`) says when it was bought, not which model; the maker's dated bracket does
  const model = Boolean(m[2]?.replace(/(?<![\w-])(?:19|20)\d\d(?![\w-])/g, "").trim() || m[3] || /\d/.test(m[1]));
  return model ? { name: m[0].trim(), rest: t.slice(m[0].length).trim() } : null;
}
