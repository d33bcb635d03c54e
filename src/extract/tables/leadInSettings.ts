import { conditionsFromText, labelledCondition, type Conditions } from "../conditions.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** fio's option names as authors quote them (`bs=4k`, `--iodepth=32`, `-numjobs=4`), with the label the lexicon knows each by. */
const OPTION = /(?<=^|[\s,(`'";])-{0,2}(bs|blocksize|iodepth|numjobs)\s*=\s*([0-9][0-9.]*[kKmMgG]?(?:i?B)?)(?![\w.])/g;
const LABEL: Record<string, string> = { bs: "block size", blocksize: "block size", iodepth: "iodepth", numjobs: "numjobs" };
/** The lexicon's block-size labels that name a size (`block size`, `request size`, `ブロックサイズ`), longest first. */
const SIZE_LABELS = (lexicon.condition_labels.block_size_bytes ?? [])
  .filter((t) => /size|サイズ/i.test(t))
  .sort((a, b) => b.length - a.length)
  .map((t) => escapeRegExp(t).replace(/\s+/g, "\\s*"));
/** A block size spelled out with its value (`block size 1 GiB`, `ブロックサイズ 64KB`) in a line of parameters. */
const SPELLED = new RegExp(`(?<![\\w])(?:${SIZE_LABELS.join("|")})\\s*[:=]?\\s*(\\d[\\d.]*\\s*[KMGT]i?B?)(?![\\w.])`, "gi");

/**
 * Settings the sentences and headings over a table state once for all of it: fio options written `bs=4k`, `iodepth=32`,
 * `numjobs=4`, a block size spelled out (`block size 1 GiB`) and an NFS version (`NFSv3 client`). A setting stated with two values (a sweep) is left out, and a line
 * that states results of its own is not the table's description. The table's own headers override these.
 */
export function leadInSettings(lines: string[]): Conditions {
  const seen = new Map<string, Set<string>>();
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    const values = seen.get(key) ?? new Set<string>();
    values.add(JSON.stringify(value));
    seen.set(key, values);
  };
  for (const raw of lines) {
    const line = normaliseText(raw);
    if (findQuantities(line).some((q) => !q.bare && (q.kind === "throughput" || q.kind === "iops"))) continue;
    for (const m of allMatches(line, OPTION)) {
      const label = LABEL[(m[1] ?? "").toLowerCase()];
      const value = (m[2] ?? "").replace(/\s+/g, "");
      const c = label ? labelledCondition(`${label}: ${/^\d+$/.test(value) || label !== "block size" ? value : /B$/i.test(value) ? value : `${value}B`}`, true) : {};
      for (const [k, v] of Object.entries(c)) add(k, v);
    }
    for (const m of allMatches(line, SPELLED)) for (const [k, v] of Object.entries(labelledCondition(`block size: ${(m[1] ?? "").replace(/\s+/g, "")}`, true))) add(k, v);
    add("nfs_version", conditionsFromText(line).nfs_version);
  }
  const out: Conditions = {};
  for (const [k, values] of seen) if (values.size === 1) out[k] = JSON.parse([...values][0] ?? "null");
  return out;
}
