import { type AnyNode, type Element, Text } from "domhandler";

/** Deepest element nesting kept; Chromium's parser stops nesting at 512 too. */
export const MAX_DEPTH = 512;

/** Elements whose text is written out unescaped: a flattened one becomes a `<div>` so its text stays text. */
const RAW = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext", "textarea", "title"]);

/** The text of a subtree in document order, walked with a stack. */
function textOf(root: AnyNode): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const n = stack.pop() as AnyNode;
    if (n.type === "text") parts.push((n as Text).data);
    else if ("children" in n) for (let i = (n as Element).children.length - 1; i >= 0; i--) stack.push((n as Element).children[i] as AnyNode);
  }
  return parts.join("");
}

/**
 * Flattens a parsed page in place so no element is nested deeper than `max`: an element at that depth keeps only the
 * text of what it held. Serialisers and text readers recurse once per level; 10,000 nested `<div>` exhausted the stack.
 * Returns the number of elements flattened.
 */
export function flattenDeep(root: AnyNode | null | undefined, max = MAX_DEPTH): number {
  if (!root) return 0;
  let flattened = 0;
  const stack: [AnyNode, number][] = [[root, 0]];
  while (stack.length) {
    const [n, depth] = stack.pop() as [AnyNode, number];
    if (!("children" in n)) continue;
    const el = n as Element;
    if (depth >= max && el.children.some((c) => "children" in c)) {
      const text = new Text(textOf(el));
      text.parent = el;
      el.children = [text];
      if (RAW.has(el.name)) el.name = "div";
      flattened++;
      continue;
    }
    for (const c of el.children) stack.push([c, depth + 1]);
  }
  return flattened;
}
