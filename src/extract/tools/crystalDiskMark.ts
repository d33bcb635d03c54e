import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseNumber, parseSize, parseUnit, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { describe } from "../../grammar/describe.ts";
import { namesStorageDevice } from "./deviceUnderTest.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const TOOL = "CrystalDiskMark";
const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
/** A block size as CrystalDiskMark prints it in a test name: `512KB`, `4KiB`, `1MiB`, `4K`. */
const SIZE = String.raw`\d+(?:\.\d+)?\s*[KMG]i?B?`;
/** The figures of one test: `46.012 MB/s`, then `[ 118.8 IOPS]` (3.x on) and `< 81970.32 us>` (7.x on). */
const FIGURES = String.raw`(?<rate>${NUM})\s*(?<unit>[KMG]B\/s)(?:\s*\[\s*(?<iops>${NUM})\s*IOPS\s*\]?)?(?:\s*<\s*(?<lat>${NUM})\s*(?<lunit>us|μs|ms)\s*>)?`;
/** 2.x–6.x: `Sequential Read :`, `Random Read 4KB (QD=32) :`, `Random Write 4KiB (Q= 32,T= 1) :`, `4K QD32 Read :`. */
const OLD_LINE = new RegExp(String.raw`^(?<access>Sequential|Seq|Random|4K)\s*(?<op>Read|Write)?\s*(?<size>${SIZE})?\s*(?<params>\([^)]*\)|QD\s*=?\s*\d+)?\s*(?<op2>Read|Write)?\s*:\s*${FIGURES}\s*$`, "i");
/** 7.x on, under a `[Read]`/`[Write]`/`[Mix]` section: `SEQ 1MiB (Q= 8, T= 1): 3512.6 MB/s [ 3349.9 IOPS] < 2386.41 us>`. */
const NEW_LINE = new RegExp(String.raw`^(?<access>SEQ|Sequential|RND|Random)\s*(?<size>${SIZE})\s*(?<params>\([^)]*\))\s*:\s*${FIGURES}\s*$`, "i");
const SECTION = /^\[(Read|Write|Mix)\]\s*(.*)$/i;
/** Where a test line or a footer line starts, for output whose line breaks a page lost. */
const TEST_START = /(?:Sequential|Random)\s+(?:Read|Write|\d)|(?:SEQ|RND)\s*\d/gi;
const PIECE_START = /(?=(?:\b(?:Sequential|Random)\s+(?:Read|Write|\d)|\b(?:SEQ|RND)\s*\d|\[(?:Read|Write|Mix)\]|\b(?:Test|Date|OS|Profile|Volume|Device|CPU)\s*:))/i;

/** A line as its lines: a paragraph without `<br>` runs the whole output into one line, which is split at each test name. */
function pieces(line: string): string[] {
  if ((line.match(TEST_START) ?? []).length < 2) return [line];
  return line.split(PIECE_START).map((p) => p.trim()).filter(Boolean);
}

function rate(value: string, unit: string): Quantity | null {
  const q = parseUnit(unit);
  const v = parseNumber(value);
  return q ? { ...q, value: v, valueSi: q.valueSi === null ? null : v * q.valueSi } : null;
}

/** The tools that copy CrystalDiskMark's text layout under their own name: KDiskMark (Linux, fio) and AmorphousDiskMark (macOS). */
const LOOKALIKES = /\b(KDiskMark|AmorphousDiskMark)\b/i;
const BANNER = /(?:CrystalDiskMark|AmorphousDiskMark)\s+\d|KDiskMark\s*\(\d/i;

/**
 * A banner that names the program (`disk-mark-me v1.1.8 - fio v3.37`) as the first text line of a paste, before any
 * result: a tool that prints CrystalDiskMark's layout under its own name. Rule lines of dashes are skipped.
 */
function bannerName(lines: string[]): string | null {
  const first = lines.map((l) => l.trim()).find((l) => l && !/^[-=*_#\s]+$/.test(l));
  const m = first ? /^([A-Za-z][\w+.-]*(?: [A-Za-z][\w+.-]*)?)\s+v(\d+(?:\.\d+)+)\b/.exec(first) : null;
  return m?.[1] && !/crystal/i.test(m[1]) ? m[1] : null;
}

/** Header facts kept as conditions: the tool, its version, the test size (these tools' sizes are binary), the device when printed. */
function headerConditions(lines: string[]): Conditions {
  const name = lines.map((l) => LOOKALIKES.exec(l)?.[1]).find(Boolean);
  const banner = name || lines.some((l) => /CrystalDiskMark/i.test(l)) ? null : bannerName(lines);
  const tool = name ? (/^k/i.test(name) ? "KDiskMark" : "AmorphousDiskMark") : banner ?? TOOL;
  const out: Conditions = { tool };
  let afterOs = false;
  for (const line of lines.flatMap((l) => pieces(normaliseText(l)))) {
    // 2.x–3.x print the user's comment as a bare line under `OS :` (`Thinkpad X1 Carbon 内臓SSD`): the same label as 4.x's `Comment:`
    const bare = afterOs && !/^[^:：]{1,30}[:：]/.test(line) && !/^[-=*_#\s]*$/.test(line) && !BANNER.test(line) ? line.trim() : null;
    afterOs = /^OS\s*:/i.test(line);
    if (bare && out.storage === undefined && namesStorageDevice(bare)) out.storage = bare;
    const version = /(?:CrystalDiskMark\s+|AmorphousDiskMark\s+|KDiskMark\s*\()(\d+\.\d+(?:\.\d+)?)/i.exec(line);
    if (version?.[1] && out.test_version === undefined) out.test_version = version[1];
    // AmorphousDiskMark's footer names the drive (`Device : APPLE SSD SM0512F`)
    const device = /^Device\s*:\s*(.+)$/i.exec(line);
    if (device?.[1]) out.storage = device[1].trim();
    // CrystalDiskMark's footer `Comment:` is the user's label, most often the drive; kept only when it names one
    const comment = /^Comment\s*:\s*(.+)$/i.exec(line);
    if (comment?.[1] && out.storage === undefined && namesStorageDevice(comment[1].trim())) out.storage = comment[1].trim();
    // 8.x footer: the test set run (`Default`, `Peak`, `Real` World, `Demo`); Real repeats Default's Q1T1 tests, so it tells runs apart
    const profile = /^Profile\s*:\s*([A-Za-z][\w ]*?)\s*$/i.exec(line);
    if (profile?.[1]) out.profile = profile[1];
    const test = /^(?:>\s*)?Test\s*:\s*(\d+(?:\.\d+)?\s*[KMGT]i?B)\b/i.exec(line);
    if (test?.[1]) {
      const size = parseSize(test[1], true);
      if (size) out.test_size_bytes = size;
    }
  }
  return out;
}

/** The tool's name or site anywhere in the block (no name spans a line break). */
const NAMED = /CrystalDiskMark|crystalmark\.info|KDiskMark|AmorphousDiskMark/i;

/**
 * CrystalDiskMark's copied text, every version: 2.x–4.x (`Random Read 4KB (QD=32) : 0.819 MB/s [ 199.8 IOPS]`),
 * 5.x–6.x (`(Q= 32,T= 1)`) and 7.x on (`[Read]` sections, `SEQ 1MiB (Q= 8, T= 1): … MB/s [ … IOPS] < … us>`), as MB/s,
 * IOPS and mean latency with block size, queue depth and threads as conditions.
 */
export function parseCrystalDiskMark(lines: string[]): ToolReading[] {
  const named = NAMED.test(lines.join("\n"));
  const out: ToolReading[] = [];
  // each banner (`CrystalDiskMark 6.0.2 x64 …`) starts a paste with its own version and test size
  const banners = lines.flatMap((l, i) => (BANNER.test(l) ? [i] : []));
  const starts = banners.length > 1 ? [0, ...banners.slice(1)] : [0];
  // read when a test line is found: most blocks are not this tool's output
  const headers: Conditions[] = [];
  const headerOf = (k: number) => (k >= 0 && k < starts.length ? (headers[k] ??= headerConditions(lines.slice(starts[k], starts[k + 1] ?? lines.length))) : undefined);
  const segmentAt = (i: number) => starts.filter((s) => s <= i).length - 1;
  let lastSegment = 0;
  let section: { op: Operation; mix?: string } | null = null;
  let matched = 0;
  // pastes of several runs in one block (before/after, one drive then another): a repeated test starts a new run
  let run = 1;
  const runOf: number[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, i) => {
    // quoted pastes (`> ` or `| `) and full-width spacing are common in blog posts
    const parts = pieces(normaliseText(raw).replace(/^(?:[>|]\s*)+/, "").trim());
    for (const line of parts) read(line, parts.length > 1 ? line : raw, i);
  });

  function read(line: string, raw: string, i: number): void {
    const sec = SECTION.exec(line);
    if (sec) {
      const name = (sec[1] ?? "").toLowerCase();
      section = name === "mix" ? { op: "read_write", mix: (sec[2] ?? "").trim() || "mix" } : { op: name === "write" ? "write" : "read" };
      return;
    }
    const m = (section ? NEW_LINE.exec(line) : null) ?? OLD_LINE.exec(line);
    const g = m?.groups;
    if (!g) return;
    // the test's name (before its colon) through the descriptor grammar: operation, access, block size, queue depth, threads
    const name = describe(line.slice(0, line.indexOf(":")));
    const opWord = name.operation === "read" || name.operation === "write" ? name.operation : null;
    const current = section as { op: Operation; mix?: string } | null;
    const operation: Operation | null = opWord ?? current?.op ?? null;
    if (!operation) return;
    const access = name.access ?? "random";
    const header = headerOf(segmentAt(i)) ?? { tool: TOOL };
    const conditions: Conditions = { ...header };
    if (name.queueDepth !== null) conditions.queue_depth = name.queueDepth;
    if (name.threads !== null) conditions.threads = name.threads;
    if (name.blockSizeBytes !== null) conditions.block_size_bytes = name.blockSizeBytes;
    if (current?.mix && !opWord) conditions.mix = current.mix;
    const extra = { operation, access, conditions } as const;
    const q = rate(g.rate ?? "", g.unit ?? "");
    if (!q) return;
    matched++;
    const key = JSON.stringify([operation, access, conditions]);
    if (seen.has(key) || (segmentAt(i) !== lastSegment && seen.size)) {
      run++;
      seen.clear();
    }
    seen.add(key);
    lastSegment = segmentAt(i);
    const before = out.length;
    const tool = String(header.tool);
    out.push(reading(tool, "throughput", q, i + 1, raw, extra));
    if (g.iops) {
      const v = parseNumber(g.iops);
      out.push(reading(tool, "iops", { value: v, unit: "IOPS", valueSi: v, siUnit: "IOPS", kind: "iops", note: null }, i + 1, raw, extra));
    }
    if (g.lat) {
      const v = parseNumber(g.lat);
      const f = g.lunit === "ms" ? 1e-3 : 1e-6;
      out.push(reading(tool, "latency", { value: v, unit: g.lunit === "μs" ? "us" : (g.lunit ?? "us"), valueSi: v * f, siUnit: "s", kind: "latency", note: null }, i + 1, raw, extra));
    }
    for (let k = before; k < out.length; k++) runOf[k] = run;
  }
  if (run > 1) out.forEach((r, k) => (r.conditions = { ...r.conditions, run: runOf[k] ?? 1 }));
  // without the tool's name, only a run of its test lines (not one sentence that looks like one) is its output
  return named || matched >= 2 ? out : [];
}
