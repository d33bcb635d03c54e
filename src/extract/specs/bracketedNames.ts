import { lexicon } from "../../normalise/lexicon.ts";
import type { Mention } from "./partMentions.ts";
import { alt, capacityFromModel } from "./partTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { VENDORS } from "./partGrammarData.ts";

const BRACKET_KINDS = ["nic", "nas", "switch", "raid_controller", "motherboard"] as const;
const BRACKETED = BRACKET_KINDS.map((kind) => ({ kind, re: new RegExp(`(?<![A-Za-z])(?:${alt(lexicon.spec_labels[kind] ?? [])})\\s*[「『]([A-Za-z0-9][\\w\\-+./ ]{1,38})[」』]`, "gi") }));

/**
 * The kind's term as the topic, then its maker and model joined by の (`マザーボードは GIGABYTE の GA-H77-DS3H`, `NIC は Intel の
 * X540-T2`): a part of that kind when the maker makes it (a chipset's term is left: `チップセットは Intel の H77` names no board).
 */
const TOPIC_MAKER_MODEL = BRACKET_KINDS.map((kind) => ({
  kind,
  re: new RegExp(
    `(?<![A-Za-z])(?:${alt((lexicon.spec_labels[kind] ?? []).filter((w) => !/^(?:chipset|チップセット|mb|lan|network|controller|raid)$/i.test(w)))})\\s*(?:は|には|が)\\s*(${alt(VENDORS.filter((v) => v.kinds.includes(kind)).map((v) => v.vendor))})\\s*(?:製)?\\s*の\\s*([A-Za-z0-9][\\w\\-+./]*\\d[\\w\\-+./]*)`,
    "gi",
  ),
}));

/** A part named in brackets after the term of its kind, the Japanese way of citing a product (`NIC「X550-T2」`, `製NAS「DS1618+」`). */
export function bracketedNames(t: string): Mention[] {
  const out: Mention[] = [];
  if (t.includes("の"))
    for (const { kind, re } of TOPIC_MAKER_MODEL)
      for (const m of allMatches(t, re)) out.push({ kind, vendor: m[1] ?? null, model: m[2] ?? null, attrs: {}, at: m.index, end: m.index + m[0].length });
  // every pattern below holds an opening bracket: a text without one is not run through them
  if (!/[「『]/.test(t)) return out;
  // a drive's part number in brackets, known as a drive by its maker's numbering (`12TBモデル「ST12000VN0007」を4台`)
  for (const m of allMatches(t, /[「『]((?:ST|WD)[A-Z0-9]{5,})[」』](?:\s*(?:を|が)?\s*(\d{1,2})\s*(?:台|本|基))?/g)) {
    const each = capacityFromModel(m[1] ?? "");
    if (each) out.push({ kind: "disk", model: m[1] ?? null, count: m[2] ? Number(m[2]) : 1, capacityBytes: each, attrs: { capacity_bytes_each: each }, at: m.index, end: m.index + m[0].length });
  }
  for (const { kind, re } of BRACKETED) {
    for (const m of allMatches(t, re)) {
      const model = m[1]?.trim() ?? "";
      if (/\d/.test(model)) out.push({ kind, model, attrs: {}, at: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}
