import * as cheerio from "cheerio";
import { flattenDeep } from "../document/flattenDeep.ts";

/** The page parsed, nested no deeper than the serialiser can recurse. */
function loadFlat(html: string): cheerio.CheerioAPI {
  const $ = cheerio.load(html);
  flattenDeep($.root().get(0));
  return $;
}

/** What an archived page may load when shown in the report: its own inline styles and inline images, nothing else. */
export const ARCHIVE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-src 'none'; object-src 'none'";

/** Elements that run code, load other documents or change where the page goes. */
const ACTIVE = "script, noscript, template, iframe, frame, frameset, object, embed, applet, portal, base, link, meta";
/** Attribute values that run code when followed or loaded. */
const CODE_URL = /^(?:javascript|vbscript|data|livescript):/i;

/**
 * An archived page made inert for the report: scripts, frames, plug-ins, `<base>`, `<meta>` (refresh and the page's own
 * policy) and `<link>` removed, every event handler and `javascript:`/`data:` URL dropped, served as UTF-8 under a
 * Content-Security-Policy that allows no script at all (should anything slip through the cleaning). Images, which the
 * archive does not hold, show their alt text.
 */
export function inertPage(html: string): string {
  // Cleaned markup can parse into another tree than the one cleaned (mutation XSS: `<math><mtext><table><mglyph><style>`
  // serialises a style whose text a browser reads as elements), so it is cleaned again until it comes back unchanged.
  let out = clean(html);
  for (let i = 0; i < 4; i++) {
    const again = clean(out);
    if (again === out) return withPolicy(out);
    out = again;
  }
  // never settled: keep the text only
  return withPolicy(`<!doctype html>\n<html><head></head><body><pre>${loadFlat(out).text().replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c)}</pre></body></html>`);
}

/** The page with the policy, charset and referrer rule first in its head. */
function withPolicy(html: string): string {
  const $ = loadFlat(html);
  $("head").prepend(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${ARCHIVE_CSP}"><meta name="referrer" content="no-referrer">`);
  return `<!doctype html>\n${$.html().replace(/^<!doctype[^>]*>\s*/i, "")}`;
}

/** One pass of the cleaning: what runs, loads a document or navigates is removed; a pass over its own output changes nothing. */
function clean(html: string): string {
  const $ = loadFlat(html);
  $(ACTIVE).remove();
  $("*").each((_, el) => {
    if (!("attribs" in el)) return;
    for (const [name, value] of Object.entries(el.attribs)) {
      // browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:")
      const squeezed = value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "");
      if (/^on/i.test(name) || name === "srcdoc" || name === "formaction" || name === "action" || CODE_URL.test(squeezed)) delete el.attribs[name];
    }
  });
  // the archive holds the page, not its images: an image shows its alt text rather than a broken icon
  $("img[src], img[srcset], img:not([alt])").each((_, el) => {
    const src = el.attribs.src ?? "";
    delete el.attribs.src;
    delete el.attribs.srcset;
    el.attribs.title = `image not archived${src ? `: ${src}` : ""}`;
    el.attribs.alt = el.attribs.alt?.trim() ? `[${el.attribs.alt.trim()}]` : "[image]";
  });
  return `<!doctype html>\n${$.html().replace(/^<!doctype[^>]*>\s*/i, "")}`;
}
