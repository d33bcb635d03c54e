import { regExpOf } from "../../normalise/regExpOf.ts";
import type { Block, Document } from "../../document/types.ts";
import { accessIn, isGenericHeading, metricsIn, namesAdapter, namesStorage, operationsIn, protocolsIn, toolsIn } from "../../normalise/lexicon.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import type { MeasurementDraft } from "../../model/records.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Conditions, conditionsFromText } from "../conditions.ts";
import { operationsListed } from "./proseTerms.ts";
import { headingsUnder } from "../docIndex.ts";
import { pushTo } from "../../appendAll.ts";
import { describe } from "../../grammar/describe.ts";
import { namesCondition } from "../../grammar/conditionText.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { raidLevelsIn } from "../../grammar/raidLevel.ts";

/** Link media and speeds a text names as the network of a test (`2.5GbE`, `10GBASE-T`, `fiber`, `CAT6A`, `Wi-Fi`). */
const NETWORK = /(?<![A-Za-z0-9.])(\d+(?:\.\d+)?\s*G(?:b|bit)?E|\d+GBASE-[A-Z0-9]+|Gigabit Ethernet|fib(?:er|re)|光ファイバー?|copper|CAT\s?\d[aAeE]?|Wi-?Fi|無線LAN|InfiniBand|loopback|ループバック)(?![A-Za-z0-9])/i;
const LOCAL_NETWORK = /(?<![A-Za-z0-9.])(LAN)(?![A-Za-z0-9])/g;
/** After the medium, words that make it the setting of the sentence (`2.5GbEでは`, `10GbE接続で`, `over 10GbE`). */
const NETWORK_TOPIC_AFTER = /^\s*(?:では|で|の場合|接続|経由|環境)/;
const NETWORK_TOPIC_BEFORE = /(?:over|via|on|across|through|with)\s+(?:the\s+|a\s+)?(?:\S+\s+)?$/i;

/** The network a heading names, or one a sentence names as its setting; null when none or several. */
export function networkIn(text: string, heading: boolean): string | null {
  const t = normaliseText(text);
  // `on LAN`, `LAN経由で`: a local network named as a sentence's setting (in a heading, `LAN` is as often a port's or a topic's)
  const all = [...allMatches(t, regExpOf(NETWORK.source, "gi")), ...(heading ? [] : allMatches(t, LOCAL_NETWORK))];
  const named = heading ? all : all.filter((m) => NETWORK_TOPIC_AFTER.test(t.slice((m.index ?? 0) + m[0].length)) || NETWORK_TOPIC_BEFORE.test(t.slice(0, m.index ?? 0)));
  const values = new Set(named.map((m) => (m[1] ?? "").replace(/\s+/g, " ")));
  // a heading naming a network only the descriptor grammar knows (`5G通信速度で…`, `LTE回線`)
  if (!all.length && heading) return describe(t).network;
  return values.size === 1 ? ([...values][0] ?? null) : null;
}


/** The one RAID level the nearest heading naming any states (`USB 3.0接続・RAID 0 (ストライピング)` → RAID0); null when it names several. */
export function headingRaid(headingPath: string[]): string | null {
  for (const h of [...headingPath].reverse()) {
    const levels = raidLevelsIn(normaliseText(h));
    if (levels.size) return levels.size === 1 ? (conditionsFromText(h).raid as string | undefined) ?? null : null;
  }
  return null;
}

/** Keys of the test setup that a section's tables and tool outputs share with the sentences around them. */
const SETUP_KEYS = ["storage", "network", "raid", "adapter", "filesystem", "nfs_version", "config"];

const bySection = new WeakMap<readonly MeasurementDraft[], Map<string, MeasurementDraft[]>>();

/**
 * The rows of `others` measured in a section (`context`) or under it (`context > …`), not derived, in their order.
 * Indexed once per list of rows, under the row's context and each part of it before a ` > `: a prose reading asks
 * per sentence, and went through every row of the page each time. (`others` is the page's structured rows, which
 * the prose reader only reads.)
 */
function sectionRows(others: readonly MeasurementDraft[], context: string): MeasurementDraft[] {
  let index = bySection.get(others);
  if (!index) {
    index = new Map();
    for (const o of others) {
      if (o.derived) continue;
      const c = o.context ?? "";
      const keys = new Set([c]);
      for (let at = c.indexOf(" > "); at >= 0; at = c.indexOf(" > ", at + 1)) keys.add(c.slice(0, at));
      for (const k of keys) pushTo(index, k, o);
    }
    bySection.set(others, index);
  }
  return index.get(context) ?? [];
}

/**
 * Setup conditions for a sentence from the measured rows of its section (its heading and those under it): a value
 * every row there shares (the drive a heading names), or, where rows differ, the one value the sentence itself names
 * (`セーフモードで…` beside a table with `通常起動` and `セーフモード` columns).
 */
export function sectionConditions(others: MeasurementDraft[], context: string, sentence: string): Conditions {
  const out: Conditions = {};
  if (!context) return out;
  const rows = sectionRows(others, context);
  if (!rows.length) return out;
  const said = normaliseText(sentence).toLowerCase();
  for (const key of SETUP_KEYS) {
    const values = new Set(rows.map((r) => r.conditions[key]));
    if (values.size === 1) {
      const v = [...values][0];
      if (v !== undefined) out[key] = v;
      continue;
    }
    const named = [...values].filter((v): v is string => typeof v === "string" && v.length >= 2 && said.includes(normaliseText(v).toLowerCase()));
    if (named.length === 1 && named[0]) out[key] = named[0];
  }
  return out;
}

/** The one operation the nearest heading above a block names (`2. 10GBのファイルを取得する` → read), or null. */
export function headingOperation(doc: Document, headingPath: string[]): Operation | null {
  const h = headingPath[headingPath.length - 1];
  if (!h || h === doc.meta.title) return null;
  const ops = operationsListed(h);
  return ops.length === 1 ? (ops[0] ?? null) : null;
}

/** The one operation every row of the section shares among those of a tool the sentence names (`HD Tune averaged…`). */
export function sectionOperation(others: MeasurementDraft[], context: string, sentence: string): Operation | null {
  if (!context) return null;
  const said = normaliseText(sentence).toLowerCase();
  const rows = sectionRows(others, context).filter((o) => {
    const tool = o.conditions.tool;
    return typeof tool === "string" && said.includes(normaliseText(tool).toLowerCase());
  });
  const ops = new Set(rows.map((r) => r.operation));
  return ops.size === 1 ? ([...ops][0] ?? null) : null;
}

/** Longest heading read as a setting: a label (`All 0x00（0Fill）`, `WireGuard`), not a sentence. */
const SETTING_HEADING_MAX = 24;

/**
 * The setting a short heading names over a paragraph, when sibling headings of its level vary it (`デフォルト` /
 * `All 0x00（0Fill）`, `通常起動` / `セーフモード`): the heading is the config, as a table's column header would be. Null
 * when the heading names an operation, access, metric, unit, tool, protocol, drive or adapter (those have keys of their own).
 */
export function headingSetting(doc: Document, block: Block): string | null {
  const own = block.headingPath[block.headingPath.length - 1];
  if (!own || own === doc.meta.title) return null;
  const under = headingsUnder(doc).get(block.headingPath.slice(0, -1).join("\u0000")) ?? [];
  const heading = under.find((b) => b.text === own && b.index < block.index);
  if (!heading) return null;
  const siblings = under.filter((b) => b.level === heading.level && b.report === block.report);
  if (siblings.length < 2) return null;
  const t = normaliseText(own).replace(/\s+/g, " ").trim();
  if (!t || t.length > SETTING_HEADING_MAX || isGenericHeading(t) || namesStorage(t) || namesAdapter(t)) return null;
  if (operationsIn(t).length || accessIn(t) || metricsIn(t).length || toolsIn(t).length || protocolsIn(t).length) return null;
  if (findQuantities(t).some((q) => !q.bare)) return null;
  // `The base line is host.`, `パフォーマンスはどんなもんよ?`: a sentence or question of the writer names no setting
  return namesCondition(t) ? t : null;
}
