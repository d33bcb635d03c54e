import { metricsIn, operationsIn } from "../../normalise/lexicon.ts";
import { partGrammar } from "./partGrammarData.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { partText } from "./partText.ts";
import { readPart } from "./readPart.ts";

/** A name and a size and nothing else (`ORICO UFSD-X 128GB`, `sandisk Ultra Flair 64GB`): up to four words before the size. */
const NAME_AND_SIZE = /^([A-Za-z][\w+\-.]*(?:\s+[A-Za-z0-9][\w+\-.]*){0,3})\s+\d+(?:\.\d+)?\s*[GT]B$/i;
/** A size and the drive's word (`120GB SSD`, `6 TB disk`). */
const SIZE_AND_WORD = /^\d+(?:\.\d+)?\s*[GT]B\s+[A-Za-z][A-Za-z .-]{1,20}$/i;
const NOT_A_NAME = new Set(partGrammar.drive_label_stop_words.map((w) => w.toLowerCase()));

/**
 * The drive a heading or a label line over its results names by itself (`120GB SSD:`, `6 TB disk:`, and on a page about drives
 * `ORICO UFSD-X 128GB`): the whole text is the drive, with its size. A name with a word of a measurement or a test (`Write 10GB`,
 * `Test file 10GB`) names no drive.
 */
export function driveLabelled(text: string, drivePage: boolean): PartDraft | null {
  const t = partText(text).replace(/\s*[:：]\s*$/, "").trim();
  // a label names the drive alone: no aside in brackets, no list (`5.x（2016年、8GBクラスのUSBメモリ）` is a version's note)
  if (!t || t.length > 50 || /[()（）,、，。]/.test(t) || t.split(/\s+/).length > 5) return null;
  const own = SIZE_AND_WORD.test(t) ? readPart(t) : null;
  if (own) return own.kind === "disk" && own.capacityBytes ? own : null;
  const name = NAME_AND_SIZE.exec(t)?.[1];
  if (!drivePage || !name || name.split(/\s+/).some((w) => NOT_A_NAME.has(w.toLowerCase())) || operationsIn(name).length || metricsIn(name).length) return null;
  const p = readPart(t, "disk");
  return p?.kind === "disk" && p.capacityBytes && p.model ? p : null;
}
