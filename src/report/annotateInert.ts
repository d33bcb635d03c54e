import type { AnyNode, Element, Text } from "domhandler";
import { cleanCss } from "./cleanCss.ts";

/** Attributes that make a browser fetch something as the page loads (images, backgrounds, media, SVG references). */
const LOADS = new Set(["src", "srcset", "lowsrc", "dynsrc", "background", "poster", "manifest", "ping", "data", "codebase", "archive", "imagesrcset", "xlink:href"]);
/** Elements whose `href` is a link a person follows; on any other element (`<image>`, `<use>`, `<feImage>`) it loads. */
const LINKS = new Set(["a", "area"]);
/** Elements whose text is raw: a `<mark>` put inside would show as text, so they are read as `<pre>`. */
const RAW_TEXT = new Set(["xmp", "plaintext", "listing"]);

/**
 * Takes away everything of an archived page that would load something when shown: image and media sources (the old
 * address kept as `data-sk-src`), backgrounds, SVG references and `url(…)`, `image-set(…)` and `@import` in styles, so the annotated copy
 * makes no request and the policy that forbids them has nothing to refuse. Raw-text elements become `<pre>`.
 */
export function stripLoads(root: AnyNode): void {
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const n = stack.pop() as AnyNode;
    if (n.type === "tag" || n.type === "style" || n.type === "script") {
      const el = n as Element;
      if (RAW_TEXT.has(el.name)) el.name = "pre";
      for (const name of Object.keys(el.attribs)) {
        const lower = name.toLowerCase();
        if (LOADS.has(lower) || (lower === "href" && !LINKS.has(el.name))) {
          if (lower === "src" && el.name === "img") el.attribs["data-sk-src"] = el.attribs[name] ?? "";
          delete el.attribs[name];
        } else if (lower === "style") el.attribs[name] = cleanCss(el.attribs[name] ?? "");
      }
      if (el.name === "style") for (const c of el.children) if (c.type === "text") (c as Text).data = cleanCss((c as Text).data);
    }
    if ("children" in n) for (const c of (n as Element).children) stack.push(c);
  }
}
