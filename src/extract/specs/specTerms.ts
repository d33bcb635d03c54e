import { lexicon } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { partGrammar } from "./partGrammarData.ts";
import { SOFTWARE_NAMES } from "./partTerms.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";

export type SpecKind = "system" | "nas" | "switch" | "cpu" | "memory" | "disk" | "raid_controller" | "raid_array" | "storage" | "nic" | "os" | "kernel" | "filesystem" | "motherboard" | "software";

/**
 * Whether `a` is at most `edits` edits (insert, delete, substitute) from `b`, for labels misspelled on the page
 * (`filesystestm`). Row by row of the edit distance table: once every cell of a row is over `edits` no alignment comes
 * back under it, and the rest is not computed.
 */
export function withinEdits(a: string, b: string, edits: number): boolean {
  const row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    let least = i;
    const c = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      const cell = Math.min(above + 1, (row[j - 1] as number) + 1, prev + (c === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = cell;
      if (cell < least) least = cell;
      prev = above;
    }
    if (least > edits) return false;
  }
  return (row[b.length] as number) <= edits;
}

const SOFTWARE = new Set(SOFTWARE_NAMES.map((n) => n.toLowerCase()));
/** Tools and software by name (`iperf3`, `fio`, `Samba`): a label that is one names the tool its value describes. */
export const isSoftwareName = (label: string) => SOFTWARE.has(label.trim().toLowerCase());
const GENERIC_LABELS = new Set(partGrammar.generic_labels.map((l) => l.toLowerCase()));
const QUALIFIER = new RegExp(`^(.{2,20}?)\\s*(?:${partGrammar.label_qualifiers.map(escapeRegExp).join("|")})$`);
/**
 * The kinds a qualified label keeps: `Network Name` is a Wi-Fi network's, `Host Name` a machine's, not a part; `Kernel Version`
 * and `OS Version` name the kernel and the system.
 */
const QUALIFIED_KINDS = new Set<SpecKind>(["cpu", "memory", "disk", "motherboard", "os", "raid_controller", "kernel"]);
const DRIVE_LABELS = new Set(partGrammar.drive_labels.words.map((l) => l.toLowerCase()));

/**
 * Each spec label term's kinds, in the lexicon's order (a term listed under two kinds is read as the first): the label is
 * looked up once per form, not compared with every term (a label's reading was a scan of all terms, several times).
 */
const KINDS_OF_TERM = new Map<string, { kind: SpecKind; index: number }[]>();
Object.entries(lexicon.spec_labels).forEach(([kind, terms], index) => {
  for (const x of terms) {
    const kinds = KINDS_OF_TERM.get(x) ?? [];
    if (!kinds.some((k) => k.kind === kind)) kinds.push({ kind: kind as SpecKind, index });
    KINDS_OF_TERM.set(x, kinds);
  }
});
/** The first kind (in the lexicon's order) whose terms hold any of the forms. */
function kindOfTerms(...forms: string[]): SpecKind | null {
  let best: { kind: SpecKind; index: number } | null = null;
  for (const f of forms) for (const k of KINDS_OF_TERM.get(f) ?? []) if (!best || k.index < best.index) best = k;
  return best?.kind ?? null;
}
/** Each kind's terms of six characters or more, for the misspelling check (`filesystestm`). */
const TERMS_BY_KIND = Object.entries(lexicon.spec_labels).map(([kind, terms]) => ({ kind: kind as SpecKind, terms: terms.filter((x) => x.length >= 6) }));
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_END = /[^\x00-\x7f]$/;

const cleanLabel = (label: string) =>
  normaliseText(label).toLowerCase().replace(/^[・•●◆◇■□\-*]\s*/, "").replace(/\s+/g, " ").trim();

/** The kind of spec a label introduces (`CPU`, `・ メモリ`, `HDD(raid)`, `M/B`, `filesystestm`), or null. */
export const specKindForLabel = memoText(function specKindForLabel(label: string): SpecKind | null {
  const t = cleanLabel(label);
  if (!t || t.length > 30) return null;
  const bare = t.replace(/\s*[(（][^)）]*[)）]\s*/g, "").trim();
  // English labels in the plural (`Hard Drives`, `Network Cards`, `Switches`)
  const singular = bare.replace(/(?<=[a-z])(?:(?<=(?:ch|sh|x))es|s)$/, "");
  const listed = kindOfTerms(t, bare, singular);
  if (listed) return listed;
  if (DRIVE_LABELS.has(bare)) return "disk";
  // a machine numbered among others (`Laptop1`, `Server 2`, `Node #3`) is a machine
  const numbered = bare.replace(/(?<=[a-z\u3000-\u9fff])\s*#?\d{1,2}$/, "");
  if (numbered !== bare && (lexicon.spec_labels.system ?? []).includes(numbered)) return "system";
  // `NAS/IP SAN`, `HDD/SSD`: a label naming two things is read by the first

  const first = bare.split(/\s*[/／]\s*/)[0] ?? "";
  if (first !== bare && first.length >= 2) {
    const kind = kindOfTerms(first);
    if (kind) return kind;
  }
  // a label that ends with a known term: `10GbE NIC`, `RAIDコントローラー`, `iSCSI Target`
  // (`内蔵SSD`: a Latin term after Japanese ends the label too); the longest term wins (`SSD内蔵USBメモリ` is a USB drive, not memory)
  // (`Tested Drives`, `Comparison Drives`: the English plural ends with the term too); each ending of the label is looked up
  let best: { kind: SpecKind; index: number; length: number } | null = null;
  const consider = (x: string) => {
    for (const k of KINDS_OF_TERM.get(x) ?? []) if (!best || x.length > best.length || (x.length === best.length && k.index < best.index)) best = { ...k, length: x.length };
  };
  for (let i = 1; i <= bare.length - 2; i++) {
    const x = bare.slice(i);
    if (bare[i - 1] === " " || NON_ASCII.test(x) || NON_ASCII_END.test(bare.slice(0, i))) consider(x);
  }
  for (let i = 1; i <= singular.length - 2; i++) if (singular[i - 1] === " ") consider(singular.slice(i));
  if (best) return (best as { kind: SpecKind }).kind;
  // a part's label with what of it the value gives (`CPU Type`, `Motherboard Name`, `HDD型番`) is the part's label
  const qualifier = QUALIFIER.exec(bare);
  if (qualifier?.[1]) {
    const kind = specKindForLabel(qualifier[1]);
    if (kind && QUALIFIED_KINDS.has(kind)) return kind;
  }
  // a label that is the name of a piece of software (`DPDK | 17.11`, `fio | 3.28`) introduces its version
  if (SOFTWARE.has(bare)) return "software";
  // a generic label qualified in brackets (`I/F (LAN)`, `接続 (WLAN)`): the bracket names the kind
  const qualified = /^([^(（]{1,12}?)\s*[(（]([^)）]{2,20})[)）]$/.exec(t);
  if (qualified?.[1] && qualified[2] && GENERIC_LABELS.has(qualified[1])) {
    for (const [kind, terms] of Object.entries(lexicon.spec_labels)) if (kind !== "system" && kind !== "software" && terms.includes(qualified[2].trim())) return kind as SpecKind;
  }
  if (bare.length >= 6) {
    // two edits change the length by two at most: only terms of about the label's length are compared; a short word takes one
    // edit only (`tablet` is two from `target`, and no misspelling of it)
    const edits = bare.length >= 8 ? 2 : 1;
    for (const { kind, terms } of TERMS_BY_KIND) if (terms.some((x) => Math.abs(x.length - bare.length) <= edits && withinEdits(bare, x, edits))) return kind;
  }
  return null;
});

/** The role a heading or label gives a machine (`NFSクライアント` → nfs-client), most specific first. */
export const roleIn = memoText(function roleIn(text: string): string | null {
  const t = normaliseText(text).toLowerCase().replace(/\s+/g, "");
  for (const [role, terms] of Object.entries(lexicon.roles)) if (terms.some((x) => t.includes(x.replace(/\s+/g, "")))) return role;
  return null;
});

/**
 * The field of a value that a label of several names gives its kind (`OS / driver / CUDA` over `Ubuntu 24.04.3 / 535.288.01 /
 * nvcc 12.0` → `Ubuntu 24.04.3`): the value is cut at its ` / ` as the label is, when both have as many fields; else the value whole.
 */
export function fieldOfLabel(label: string, value: string): string {
  const names = cleanLabel(label).split(/\s+[/／]\s+/);
  const fields = value.split(/\s+[/／]\s+/);
  if (names.length < 2 || names.length !== fields.length) return value;
  const at = names.findIndex((n) => specKindForLabel(n));
  return at >= 0 ? (fields[at] ?? value) : value;
}
