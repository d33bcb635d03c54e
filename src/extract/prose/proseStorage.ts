import { topicDrive } from "../../grammar/scopeDescriptors.ts";
import { lexicon, operationsIn, toolsIn } from "../../normalise/lexicon.ts";
/** The drive nouns that name no kind of drive (`disk`, `drive`): alone they say a drive was used, not which. */
const GENERIC_DRIVE = /^(?:disks?|drives?)$/i;
import { allMatches } from "../../normalise/allMatches.ts";
/** The drive an English sentence names for a value, and whether the value's clause copied onto it. */
export interface NamedDrive {
  storage: string;
  /** `copying … onto|to <drive>` with no source drive named: the drive was written. */
  into: boolean;
}

const KANA = /[\u3040-\u30ff]/;
const P = lexicon.prose;
/** Head nouns of a drive: the last word (or the word before a model token) of a phrase that names one. */
const DRIVE_NOUN = new Set(P.drive_nouns);
/** A model token after the drive noun (`SSD T1`, `SSD 850`): holds a digit, or is all capitals. */
const MODEL_TOKEN = /^(?=[A-Z0-9-]*\d|[A-Z]{2,}$)[A-Za-z0-9-]{1,12}$/;
/** Words that make a card a storage card (`SD card`, `microSDXC card`, `CFexpress card`, `memory card`). */
const CARD_KIND = new Set(P.card_kinds);
const DETERMINER = new Set(P.determiners);
/** One-word drive makers (`Sandisk`, `Kingston`): a card of theirs is a storage card. */
const DRIVE_VENDORS = new Set(lexicon.tables.storage_vendors.filter((v) => !/\s/.test(v)));
/** Words that end a noun phrase: prepositions, conjunctions, the verbs a result sentence uses, and a person or modal as subject. */
const STOP = new Set(P.phrase_stops);
const isIn = (words: Set<string>, w: string | undefined): boolean => words.has((w ?? "").toLowerCase());

/** The drive a run of words names (`internal SSD`, `Samsung Portable SSD T1`), or null: it must end in a drive noun or a model token after one. */
function drivePhrase(words: string[]): string | null {
  const phrase: string[] = [];
  for (const w of words) {
    const bare = w.replace(/[,;:.)]+$/, "");
    if (STOP.has(bare.toLowerCase()) || !bare) break;
    phrase.push(bare);
    if (bare !== w || phrase.length > 8) break;
  }
  let dropped = 0;
  while (phrase.length && isIn(DETERMINER, phrase[0])) [phrase.shift(), dropped++];
  let end = phrase.length;
  while (end > 0 && !isIn(DRIVE_NOUN, phrase[end - 1])) end--;
  if (!end) return null;
  // `HDParm Disk Read`, `DD Disk Write`: a bare `disk` or `drive` after a tool's name and before an operation is the
  // object of the tool's test, no drive the page names
  const named = phrase.slice(0, end - 1).filter((w) => !toolsIn(w).length && !/^cached$/i.test(w));
  const next = words.slice(dropped + end, dropped + end + 2).join(" ");
  if (!named.length && GENERIC_DRIVE.test(phrase[end - 1] ?? "") && operationsIn(next).length) return null;
  // `the card` alone is as often a network card as a memory card: a card is a drive only where the phrase says which
  // (`Sandisk card`, `the Kingston card`: a drive maker's card is a memory card)
  if (/^cards?$/i.test(phrase[end - 1] ?? "") && !phrase.slice(0, end - 1).some((w) => isIn(CARD_KIND, w) || isIn(DRIVE_VENDORS, w))) return null;
  // at most two model tokens may follow the noun (`SSD T1`); any other word after it is not part of the drive's name
  const after = phrase.slice(end);
  const model = after.length <= 2 && after.every((w) => MODEL_TOKEN.test(w)) ? after : [];
  return [...phrase.slice(0, end), ...model].join(" ");
}

/** `, and the HDD managed`, `, while the rsync copy…`: an English clause that brings a subject of its own. */
const NEW_SUBJECT = /(?:,\s*|;\s*|\s)(?:and|but|while|whereas)\s+(?=(?:the|a|an|our|my|its|their)\s)/gi;

/**
 * The drive an English sentence names for a value: one the words since the previous value copy onto, to or from
 * (`onto a Samsung Portable SSD T1`, `from an external hard drive`), else the subject of the value's clause (`The
 * internal SSD is…`, `A SanDisk 128GB thumb drive read at…`, `…, while the HDD managed`); in Japanese the drive made the
 * topic (`HDDの速度は…`). `before` is the text since the previous value, `upTo` the sentence up to this one.
 */
export function driveNamed(sentence: string, upTo: string, before: string): NamedDrive | null {
  if (KANA.test(sentence)) {
    const topic = topicDrive(upTo);
    return topic ? { storage: topic, into: false } : null;
  }
  const clauseStart = upTo.lastIndexOf(";") + 1;
  const local = upTo.slice(Math.max(clauseStart, upTo.length - before.length));
  const words = (s: string) => s.trim().split(/\s+/);
  let into = false;
  let found: string | null = null;
  let source = false;
  for (const p of allMatches(local, /(?<![A-Za-z])(onto|to|into|from|on)\s+/gi)) {
    // `compared to the HDD`, `close to an SSD`: the drive is the yardstick, not the one measured
    if (/(?:compared|relative|similar|close|equal|next|up|than)\s*$/i.test(local.slice(0, p.index ?? 0))) continue;
    const drive = drivePhrase(words(local.slice((p.index ?? 0) + p[0].length)));
    if (!drive) continue;
    if (/^from$/i.test(p[1] ?? "")) source = true;
    else into = true;
    found ??= drive;
  }
  if (found) return { storage: found, into: into && !source };
  const clause = upTo.slice(clauseStart);
  const turns = [...allMatches(clause, NEW_SUBJECT)];
  const last = turns[turns.length - 1];
  const subject = last ? drivePhrase(words(clause.slice((last.index ?? 0) + last[0].length))) : drivePhrase(words(clause));
  return subject ? { storage: subject, into: false } : null;
}
