/**
 * A gate before a pattern of many terms tried from every position (a large alternation behind a lookbehind, which V8
 * runs at each character of a text): whether a text holds a word that every match of one of the terms starts with.
 * A term's lead is its text up to its first space (the patterns let any white space, or none, stand for a space),
 * lower-cased; the text is looked at lower-cased, so a pattern that ignores case and one that spells the term in
 * capitals are gated alike. Under `i` without `u`, an ASCII letter of a pattern matches only the ASCII letters of its
 * two cases, so a lower-cased text holds the lead of every match.
 *
 * `notAfter`, the character class of the pattern's lookbehind (`/[A-Za-z]/` for `(?<![A-Za-z])`), is tested on the
 * character before each place the lead is found, in the text as given: a lead found only inside a word (`os` in
 * `host`) lets no text through. (When lower-casing changed the text's length, places no longer line up: any place
 * counts.) The gate can let a text through that then holds no match, never keep one out that holds a match.
 *
 * Every gate made here is one family of one lexical pass: the leads of all of them are matched together by one
 * automaton (Aho–Corasick, built from the gates' own leads when a text is first asked about), once per text, which
 * records the families the text holds; the readers that ask in turn about one text (a sentence's `partText`) are then
 * answered without reading it again. `leadsByScan` is the same answer for one gate by a search per lead, the
 * definition the test holds the automaton to.
 */
export function termLeads(terms: readonly string[], notAfter?: RegExp): (text: string) => boolean {
  const kept = keptLeads(terms);
  if (kept.includes("")) return () => true;
  const id = GATES.length;
  GATES.push({ kept, notAfter });
  return (text) => (familiesOf(text)[id] as number) === 1;
}

/** A gate's leads: each term's text up to its first space, lower-cased, less those that hold a shorter one at their start (`win` finds `windows`). */
function keptLeads(terms: readonly string[]): string[] {
  const leads = [...new Set(terms.map((t) => (t.trim().split(" ")[0] ?? "").toLowerCase()))].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const l of leads) if (!kept.some((k) => l.startsWith(k))) kept.push(l);
  return kept;
}

/** One gate's answer by a search for each of its leads (the definition; the automaton gives the same answer for every gate at once). */
export function leadsByScan(terms: readonly string[], notAfter: RegExp | undefined, text: string): boolean {
  const kept = keptLeads(terms);
  if (kept.includes("")) return true;
  const lower = text.toLowerCase();
  const aligned = notAfter !== undefined && lower.length === text.length;
  for (const k of kept) {
    for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + 1)) {
      if (!aligned || at === 0 || !notAfter.test(text.charAt(at - 1))) return true;
    }
  }
  return false;
}

interface Gate {
  kept: string[];
  notAfter: RegExp | undefined;
}
const GATES: Gate[] = [];

/**
 * The automaton over every gate's leads: a dense table of transitions over the leads' characters (every other character
 * is one symbol, which leads back to the root), and at each state the leads that end there, longest first, with the
 * gates that hold each.
 */
interface Automaton {
  gates: number;
  symbols: number;
  ascii: Uint16Array;
  other: Map<number, number>;
  next: Int32Array;
  /** for each state, where its leads start in `ending` and how many */
  from: Int32Array;
  count: Int32Array;
  ending: Int32Array;
  length: Int32Array;
  /** for each lead, where its gates start in `holders` and how many */
  holdersFrom: Int32Array;
  holdersCount: Int32Array;
  holders: Int32Array;
}

let automaton: Automaton | null = null;

function build(): Automaton {
  const leadIds = new Map<string, number>();
  const leadGates: number[][] = [];
  GATES.forEach((g, gate) => {
    for (const k of g.kept) {
      let id = leadIds.get(k);
      if (id === undefined) {
        id = leadGates.length;
        leadIds.set(k, id);
        leadGates.push([]);
      }
      leadGates[id]?.push(gate);
    }
  });
  const leads = [...leadIds.keys()];
  // symbols: 0 for a character no lead holds, then one per character the leads hold
  const ascii = new Uint16Array(128);
  const other = new Map<number, number>();
  let symbols = 1;
  for (const l of leads) {
    for (let i = 0; i < l.length; i++) {
      const c = l.charCodeAt(i);
      if (c < 128 ? ascii[c] === 0 : !other.has(c)) {
        if (c < 128) ascii[c] = symbols;
        else other.set(c, symbols);
        symbols++;
      }
    }
  }
  const symbolOf = (c: number) => (c < 128 ? (ascii[c] as number) : (other.get(c) ?? 0));
  // the trie
  const children: Map<number, number>[] = [new Map()];
  const ends: number[][] = [[]];
  leads.forEach((l, id) => {
    let s = 0;
    for (let i = 0; i < l.length; i++) {
      const sym = symbolOf(l.charCodeAt(i));
      let t = children[s]?.get(sym);
      if (t === undefined) {
        t = children.length;
        children.push(new Map());
        ends.push([]);
        children[s]?.set(sym, t);
      }
      s = t;
    }
    ends[s]?.push(id);
  });
  // failure links breadth first, the transitions completed into a table
  const states = children.length;
  const next = new Int32Array(states * symbols);
  const fail = new Int32Array(states);
  const order: number[] = [];
  for (const [sym, t] of children[0] ?? []) {
    next[sym] = t;
    order.push(t);
  }
  for (let q = 0; q < order.length; q++) {
    const s = order[q] as number;
    // a state's leads include those of its failure state (shorter leads ending at the same place)
    for (const id of ends[fail[s] as number] ?? []) ends[s]?.push(id);
    for (let sym = 0; sym < symbols; sym++) {
      const t = children[s]?.get(sym);
      if (t === undefined) next[s * symbols + sym] = next[(fail[s] as number) * symbols + sym] as number;
      else {
        fail[t] = next[(fail[s] as number) * symbols + sym] as number;
        next[s * symbols + sym] = t;
        order.push(t);
      }
    }
  }
  const from = new Int32Array(states);
  const count = new Int32Array(states);
  const ending: number[] = [];
  ends.forEach((ids, s) => {
    from[s] = ending.length;
    count[s] = ids.length;
    for (const id of ids) ending.push(id);
  });
  const holdersFrom = new Int32Array(leads.length);
  const holdersCount = new Int32Array(leads.length);
  const holders: number[] = [];
  leadGates.forEach((gates, id) => {
    holdersFrom[id] = holders.length;
    holdersCount[id] = gates.length;
    for (const g of gates) holders.push(g);
  });
  return {
    gates: GATES.length, symbols, ascii, other, next, from, count, ending: Int32Array.from(ending),
    length: Int32Array.from(leads, (l) => l.length), holdersFrom, holdersCount, holders: Int32Array.from(holders),
  };
}

/** The families held by the texts asked about last (the readers ask about one sentence in turn, then the next). */
const recent: { text: string; held: Uint8Array }[] = [];
const RECENT = 4;

/** Which gates' leads a text holds where their lookbehind allows (1 for each such gate), by one pass of the automaton. */
function familiesOf(text: string): Uint8Array {
  for (const r of recent) if (r.text === text) return r.held;
  if (automaton === null || automaton.gates !== GATES.length) {
    automaton = build();
    recent.length = 0;
  }
  const a = automaton;
  const held = new Uint8Array(a.gates);
  const lower = text.toLowerCase();
  const sameLength = lower.length === text.length;
  let found = 0;
  let s = 0;
  for (let i = 0; i < lower.length && found < a.gates; i++) {
    const c = lower.charCodeAt(i);
    s = a.next[s * a.symbols + (c < 128 ? (a.ascii[c] as number) : (a.other.get(c) ?? 0))] as number;
    const n = a.count[s] as number;
    if (n === 0) continue;
    const first = a.from[s] as number;
    for (let k = first; k < first + n; k++) {
      const lead = a.ending[k] as number;
      const at = i - (a.length[lead] as number) + 1;
      const h = a.holdersFrom[lead] as number;
      for (let j = h; j < h + (a.holdersCount[lead] as number); j++) {
        const g = a.holders[j] as number;
        if (held[g] === 1) continue;
        const notAfter = (GATES[g] as Gate).notAfter;
        if (notAfter === undefined || !sameLength || at === 0 || !notAfter.test(text.charAt(at - 1))) {
          held[g] = 1;
          found++;
        }
      }
    }
  }
  if (recent.length >= RECENT) recent.pop();
  recent.unshift({ text, held });
  return held;
}

/** Every gate's answer for a text, by the automaton and by a search per lead (for the test that holds them equal). */
export function everyGate(text: string): { byAutomaton: boolean[]; byScan: boolean[] } {
  const held = familiesOf(text);
  return { byAutomaton: GATES.map((_g, id) => held[id] === 1), byScan: GATES.map((g) => leadsByScan(g.kept, g.notAfter, text)) };
}
