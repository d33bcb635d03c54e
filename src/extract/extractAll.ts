import type { Block, Document, RawTable } from "../document/types.ts";
import { type Extraction, emptyExtraction } from "../model/records.ts";
import { linkClaims } from "./checks/linkClaims.ts";
import { extractProse } from "./prose/extractProse.ts";
import { extractSpecs } from "./specs/extractSpecs.ts";
import { linkMeasurements } from "./specs/linkMeasurements.ts";
import { readProductTables } from "./specs/productTables.ts";
import { adoptRestated } from "./tables/adoptRestated.ts";
import { extractTables } from "./tables/extractTables.ts";
import { blockFinder } from "./blockOf.ts";
import { nestedItemDescriptors } from "./prose/itemHeads.ts";
import { headLineDescriptors, headLineSubjects, itemLabelSubjects, leadSettings, leadSubjects, measuredDrives, paragraphTopics } from "./leadSubjects.ts";
import { completeDescriptors } from "./completeDescriptors.ts";
import { attachDescriptorPaths } from "./descriptorPaths.ts";
import { reportScope } from "./reportScope.ts";
import { paragraphLabels } from "./paragraphLabels.ts";
import { arrowPaths } from "./linePaths.ts";
import { headingConditions, headingSubjects } from "./tools/headingConditions.ts";
import { extractToolOutputs, labelsAsConfig, withoutToolLines } from "./tools/extractToolOutputs.ts";
import { appendAll } from "../appendAll.ts";
import { setSpecSectionsAside } from "./decision/setSpecSectionsAside.ts";
import { setRunMeansAside } from "./decision/setRunMeansAside.ts";
import { setStatedFiguresAside } from "./decision/setStatedFiguresAside.ts";
import { setIntervalsAside } from "./decision/setIntervalsAside.ts";
import { alignedTable } from "../document/textTables.ts";
import { columnGrids } from "./structure/columnGrids.ts";
import { toolsIn } from "../normalise/lexicon.ts";
import type { Conditions } from "./conditions.ts";
import { withDefinedHeaders } from "../document/abbreviations.ts";

/** Runs every extractor over a document; each is a pure function of the document. */
export function extractAll(doc: Document): Extraction {
  const out = emptyExtraction();
  const tools = extractToolOutputs(doc);
  // a table laid out with spaces in a `<pre>` that no tool reader read is read as a table
  // with the headers that print a short form the page's sentences define (`TR (MB/s)`) read with its phrase
  const tabled = withDefinedHeaders(withTextTables(doc, tools.measurements));
  // lines a tool parser read (fio lines in `<li>`, CDM `<br>` lines) are not read again as prose or specifications
  const rest = withoutToolLines(tabled, tools.measurements);
  // parts read the preformatted text as written: a space-aligned list of drives is a catalogue of parts to them
  const structured = [extractTables(tabled, gridBlocks(tabled, tools.measurements)), tools, extractSpecs(tabled === doc ? rest : withoutToolLines(doc, tools.measurements))];
  // a table of products' specifications (ports, cache, switching capacity) holds attributes, never measurements
  const specTables = readProductTables(doc).specTables;
  if (specTables.size) for (const part of structured) part.measurements = part.measurements.filter((m) => !specTables.has(m.locator.split("/")[0] ?? ""));
  adoptRestated(structured[0]?.measurements ?? [], structured[1]?.measurements ?? []);
  const prose = extractProse(rest, structured.flatMap((p) => p.measurements));
  // a sentence that holds a tool's line verbatim (a `<pre>` inside a list item, flattened into its text) restates it
  const restates = toolLineRestatement(tools.measurements);
  prose.measurements = prose.measurements.filter((m) => !restates(m));
  // a NIC's or switch's link rate on the spec line that names it is the part's attribute, not a result (`… MCX613106A-VDAT 200Gbps dual-port`)
  const rated = new Set(structured[2]?.components.filter((c) => (c.kind === "nic" || c.kind === "switch") && c.speedBps).map((c) => `${c.locator}|${c.speedBps}`));
  prose.measurements = prose.measurements.filter((m) => !(m.metric === "throughput" && m.valueSi && rated.has(`${m.locator}|${Math.round(m.valueSi * 8)}`)));
  for (const part of [...structured, prose]) {
    appendAll(out.measurements, part.measurements);
    appendAll(out.systems, part.systems);
    appendAll(out.components, part.components);
    appendAll(out.checks, part.checks);
    appendAll(out.rejects, part.rejects);
  }
  setIntervalsAside(out);
  setSpecSectionsAside(out, doc);
  // the one decision over every sentence's and cell's figure: the words where it is printed (bounds, ratings, goals …)
  setStatedFiguresAside(out, doc);
  // one scoping rule for every structure: runs of one test under different headings take the heading that parts them
  headingConditions(out.measurements, doc);
  // a writer's label between runs names the run where no heading parted it
  labelsAsConfig(out.measurements);
  leadSubjects(out.measurements, doc);
  leadSettings(out.measurements, doc);
  headLineSubjects(out.measurements, doc);
  itemLabelSubjects(out.measurements, doc);
  headLineDescriptors(out.measurements, doc);
  nestedItemDescriptors(out.measurements, doc);
  paragraphTopics(out.measurements, doc);
  // `I measured speed of an ADATA S102 Pro 32GB …`: the drive a sentence of the section says was measured, over the results after it
  measuredDrives(out.measurements, doc);
  headingSubjects(out.measurements, doc);
  completeDescriptors(out.measurements);
  // what a report states once (its NFS version, the network its title names, its commands' block size) on every structure's figures
  reportScope(out.measurements, doc);
  // `two way mirror:` opening a paragraph labels the runs under it, as a heading would
  paragraphLabels(out.measurements, doc);
  // `PC → NAS: 110 MB/s`: the ends a line's arrows join before its figure
  arrowPaths(out.measurements, doc);
  // document order: by block, then by position within the block as the extractor gave it
  const blockOf = blockFinder(doc);
  const order = (locator: string) => blockOf(locator)?.index ?? Number.MAX_SAFE_INTEGER;
  const ranked = out.measurements.map((m, i) => ({ m, i, b: order(m.locator) }));
  ranked.sort((x, y) => x.b - y.b || x.i - y.i);
  out.measurements = ranked.map((r, position) => ({ ...r.m, position }));
  // an average worked out from the runs listed before it restates them (in page order, so after the ranking)
  setRunMeansAside(out, doc);
  linkMeasurements(out);
  appendAll(out.checks, linkClaims(out.measurements));
  // what the page writes around each figure (its section, its row and column names, the words before it), as written
  attachDescriptorPaths(out.measurements, doc);
  return out;
}

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/** The test of a prose row: whether its text contains a line a tool parser read with the same value and unit (built once a page). */
function toolLineRestatement(tools: readonly { raw: string; value: number; unit: string; derived?: boolean }[]): (m: { raw: string; value: number; unit: string }) => boolean {
  // the tool lines read (not derived) of more than eight characters, by figure and unit: a prose figure is compared with
  // the lines of its own figure only, not with every line of the page
  const lines = new Map<string, string[]>();
  for (const t of tools) {
    if (t.derived || Number.isNaN(t.value)) continue;
    const raw = squeeze(t.raw);
    if (raw.length <= 8) continue;
    const key = `${t.value}|${t.unit}`;
    const list = lines.get(key);
    if (list) list.push(raw);
    else lines.set(key, [raw]);
  }
  return (m) => {
    if (!lines.size) return false;
    const list = Number.isNaN(m.value) ? undefined : lines.get(`${m.value}|${m.unit}`);
    if (!list) return false;
    const text = squeeze(m.raw);
    return list.some((raw) => text.includes(raw));
  };
}

/**
 * The tables a terminal printed inside a `<pre>` (`iostat`'s device rows, a per-thread table over a rule line) as
 * table blocks at `pre[n]/tK`, for the table reader: only where no tool reader read a figure on their rows.
 */
function gridBlocks(doc: Document, toolRows: readonly { locator: string }[]): { block: Block; conditions: Conditions }[] {
  const read = new Set(toolRows.map((m) => m.locator.split("/").slice(0, 2).join("/")));
  return doc.blocks
    .filter((b) => b.kind === "pre")
    .flatMap((b) => {
      const grids = columnGrids(b.text).filter((g) => ![g.header, ...g.rows].some((k) => read.has(`${b.locator}/l${k + 1}`)));
      if (!grids.length) return [];
      // the one tool the block names (its command line: `./build/all_reduce_perf -b 8 -e 128M`) printed its tables
      // (asked only of a block with a table left: most blocks have none)
      const tools = toolsIn(b.text);
      const conditions: Conditions = tools.length === 1 && tools[0] ? { tool: tools[0] } : {};
      return grids
        .map((g, k) => ({ block: { ...b, kind: "table" as const, text: "", table: g.table, locator: `${b.locator}/t${k + 1}`, ...(g.title ? { caption: g.title } : {}), ...(g.above.length ? { above: g.above } : {}), ...(g.heading ? { headingPath: [...b.headingPath, g.heading] } : {}) }, conditions }));
    });
}

/**
 * True when the text is one table whose columns the positions part otherwise than its gaps do (`Snd BW   PL Size  Rcv BW
 * lost%  jitter`: one space between two headers over columns of their own): the grid reader, which reads columns by
 * position, reads it (as `pre[n]/t1`), not the reader that parts cells at runs of spaces.
 */
function readByPosition(text: string, table: RawTable): boolean {
  const grids = columnGrids(text);
  const grid = grids.length === 1 ? grids[0] : undefined;
  if (!grid || grid.rows.length !== table.rows.length - 1) return false;
  const head = (t: RawTable) => (t.rows[0] ?? []).map((c) => c.text).join("\u0000");
  return head(grid.table) !== head(table);
}

/** The document with each `<pre>` no tool reader read a figure from, and that is a table laid out with spaces, as that table. */
function withTextTables(doc: Document, toolRows: readonly { locator: string }[]): Document {
  const read = new Set(toolRows.map((m) => m.locator.split("/")[0]));
  let changed = false;
  const blocks = doc.blocks.map((b) => {
    if (b.kind !== "pre" || read.has(b.locator)) return b;
    const table = alignedTable(b.text);
    if (!table || readByPosition(b.text, table)) return b;
    changed = true;
    return { ...b, kind: "table" as const, text: "", table };
  });
  return changed ? { ...doc, blocks } : doc;
}
