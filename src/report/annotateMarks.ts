import { Element, Text } from "domhandler";
import type { AnyNode, ParentNode } from "domhandler";
import type { Located } from "./annotateRegion.ts";

/** What a mark says of a number: extracted (m), rejected (x), read as part of a component (c) or passed over (p). */
export type MarkKind = "m" | "x" | "c" | "p";

/** One highlighted stretch of a text node. */
export interface Mark {
  start: number;
  end: number;
  kind: MarkKind;
  id?: string;
  title?: string;
  href?: string;
  /** Anchors of rows shown by this mark too (numbers computed from it), placed just before it. */
  anchors?: string[];
}

/** The marks of a page, by text node, that never overlap: each node's kept sorted by start, so a look-up is a binary search. */
export class MarkSet {
  readonly byNode = new Map<Text, Mark[]>();

  /** Index of the first mark of a list that ends after `at`. */
  private static after(list: Mark[], at: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as Mark).end <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** True when no mark covers any of `[start, end)` of the node. */
  free(node: Text, start: number, end: number): boolean {
    const list = this.byNode.get(node);
    if (!list) return true;
    const m = list[MarkSet.after(list, start)];
    return !m || m.start >= end;
  }

  /** The mark of a given kind that covers all of `[start, end)` of the node, if any. */
  covering(node: Text, start: number, end: number, kind: MarkKind): Mark | undefined {
    const list = this.byNode.get(node);
    const m = list?.[MarkSet.after(list, start)];
    return m && m.kind === kind && m.start <= start && end <= m.end ? m : undefined;
  }

  /** The pieces, one per text node, of a stretch of a region; null when part of it is a line break reading added. */
  static pieces(loc: Located, start: number, end: number): { node: Text; start: number; end: number }[] | null {
    const out: { node: Text; start: number; end: number }[] = [];
    for (let i = start; i < end; i++) {
      const spot = loc.region.at[i];
      if (!spot) return null;
      const last = out[out.length - 1];
      if (last && last.node === spot.node && last.end === spot.offset) last.end++;
      else out.push({ node: spot.node, start: spot.offset, end: spot.offset + 1 });
    }
    return out.length ? out : null;
  }

  /** Marks a stretch of a region when it is free; the first piece carries the id, link and anchors. Returns the first mark or null. */
  add(loc: Located, start: number, end: number, mark: Omit<Mark, "start" | "end">): Mark | null {
    const parts = MarkSet.pieces(loc, start, end);
    if (!parts || !parts.every((p) => this.free(p.node, p.start, p.end))) return null;
    let first: Mark | null = null;
    for (const p of parts) {
      const m: Mark = first ? { start: p.start, end: p.end, kind: mark.kind, ...(mark.title ? { title: mark.title } : {}) } : { ...mark, start: p.start, end: p.end };
      first ??= m;
      this.addRaw(p.node, m);
    }
    return first;
  }

  /** Adds a mark known not to overlap the node's others. */
  addRaw(node: Text, mark: Mark): void {
    const list = this.byNode.get(node);
    if (!list) this.byNode.set(node, [mark]);
    else list.splice(MarkSet.after(list, mark.start), 0, mark);
  }

  /** Replaces every marked text node with its text split into plain text and `<mark>` elements. */
  apply(): void {
    for (const [node, marks] of this.byNode) {
      const parent = node.parent;
      if (!parent) continue;
      const inLink = hasAncestor(node, "a");
      const out: AnyNode[] = [];
      let at = 0;
      for (const m of marks) {
        if (m.start > at) out.push(new Text(node.data.slice(at, m.start)));
        for (const id of m.anchors ?? []) out.push(new Element("span", { id, class: "sk-anchor" }));
        const text = new Text(node.data.slice(m.start, m.end));
        const inner = m.href && !inLink ? [new Element("a", { href: m.href }, [text])] : [text];
        const attribs: Record<string, string> = { class: `sk sk-${m.kind}` };
        if (m.id) attribs.id = m.id;
        if (m.title) attribs.title = m.title;
        out.push(new Element("mark", attribs, inner));
        at = m.end;
      }
      if (at < node.data.length) out.push(new Text(node.data.slice(at)));
      replaceChild(parent, node, out);
    }
    this.byNode.clear();
  }
}

function hasAncestor(node: AnyNode, name: string): boolean {
  for (let p = node.parent; p; p = p.parent) if (p.type === "tag" && (p as Element).name === name) return true;
  return false;
}

/** Puts `nodes` where `old` was, keeping the tree's parent and sibling links right. */
function replaceChild(parent: ParentNode, old: AnyNode, nodes: AnyNode[]): void {
  const i = parent.children.indexOf(old as never);
  if (i < 0) return;
  const adopt = (n: AnyNode, p: ParentNode) => {
    n.parent = p;
    if (n instanceof Element) for (const c of n.children) adopt(c, n);
  };
  for (const n of nodes) adopt(n, parent);
  parent.children = [...parent.children.slice(0, i), ...(nodes as never[]), ...parent.children.slice(i + 1)];
  const kids = parent.children as AnyNode[];
  for (let k = Math.max(0, i - 1); k < Math.min(kids.length, i + nodes.length + 1); k++) {
    const n = kids[k] as AnyNode;
    n.prev = (kids[k - 1] as AnyNode | undefined) ?? null;
    n.next = (kids[k + 1] as AnyNode | undefined) ?? null;
  }
}
