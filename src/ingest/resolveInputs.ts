import { open, readFile, realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { isWarcFile } from "./readWarc.ts";

/** One thing to ingest: a URL, a local file or a WARC file of pages, with where it was named (for error messages). */
export interface InputItem {
  kind: "url" | "file" | "warc" | "invalid";
  value: string;
  origin: string;
  reason?: string;
}

export interface ResolveOptions {
  /** Read paths of a list file that lead outside the list's folder (`../`, absolute paths, symbolic links out). */
  listsMayLeaveFolder?: boolean;
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
const LIST_EXT = /\.(txt|list|urls)$/i;
/** A tag that starts HTML markup (or a comment, a doctype, an XML declaration) within the first bytes of a page. */
const MARKUP = /<(?:!doctype|!--|\?xml|html|head|body|meta|title|link|style|script|div|p|pre|table|h[1-6]|a|br|hr|center|font|span|ul|ol|dl|form|frameset|article|section|main)[\s>/]/i;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function head(path: string, n: number): Promise<Buffer> {
  const fh = await open(path, "r");
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** True when a file's first 8 KiB hold HTML markup (in any ASCII-compatible charset, or UTF-16 with its BOM). */
export async function looksLikeHtml(path: string): Promise<boolean> {
  const bytes = await head(path, 8192);
  if (bytes.length === 0) return true; // an empty page is reported as such by the decoder
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf16be" : null;
  const text = utf16 === "utf16le" ? bytes.toString("utf16le") : utf16 === "utf16be" ? Buffer.from(bytes).swap16().toString("utf16le") : bytes.toString("latin1");
  return MARKUP.test(text);
}

/** True when a file is a list of URLs/paths rather than a page: by extension, or by content that is not markup. */
async function isListFile(path: string): Promise<boolean> {
  if (LIST_EXT.test(path)) return true;
  if (/\.(html?|xhtml|htm|shtml|php|asp)$/i.test(path)) return false;
  const text = (await head(path, 2048)).toString("latin1").trimStart();
  return !text.startsWith("<") && text.split("\n").every((l) => !l.trim() || l.trim().startsWith("#") || URL_LIKE.test(l.trim()));
}

function classify(value: string, origin: string, baseDir: string): Promise<InputItem> {
  if (URL_LIKE.test(value)) return Promise.resolve({ kind: "url", value, origin });
  const abs = resolve(baseDir, value);
  return isFile(abs).then((ok) =>
    ok ? { kind: "file", value: abs, origin } : { kind: "invalid", value, origin, reason: "not a valid URL or an existing file" },
  );
}

/** A local file as a page or a WARC file; anything else (a password file, a binary) is refused unread. */
async function asPage(item: InputItem): Promise<InputItem> {
  if (item.kind !== "file") return item;
  if (await isWarcFile(item.value)) return { ...item, kind: "warc" };
  if (await looksLikeHtml(item.value)) return item;
  return { ...item, kind: "invalid", reason: "not an HTML page (no markup in its first 8 KiB): only HTML files and WARC files are read" };
}

/** True when `path` (symbolic links followed) lies inside `dir`. */
async function inside(dir: string, path: string): Promise<boolean> {
  const [d, p] = await Promise.all([realpath(dir), realpath(path)]);
  const rel = relative(d, p);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
}

/**
 * Expands command-line arguments into inputs: URLs, files, and list files (one URL or path a line, `#` comments). A
 * list's paths must stay inside the list's folder unless `listsMayLeaveFolder`; only HTML-looking and WARC files are read.
 */
export async function resolveInputs(args: string[], cwd = process.cwd(), options: ResolveOptions = {}): Promise<InputItem[]> {
  const out: InputItem[] = [];
  for (const arg of args) {
    const item = await classify(arg, arg, cwd);
    if (item.kind === "file" && !(await isWarcFile(item.value)) && (await isListFile(item.value))) {
      const folder = dirname(item.value);
      const lines = (await readFile(item.value, "utf8")).split(/\r?\n/);
      for (let i = 0; i < lines.length; i++) {
        const line = (lines[i] ?? "").replace(/\s+#.*$/, "").trim();
        if (!line || line.startsWith("#")) continue;
        const listed = await classify(line, `${arg}:${i + 1}`, folder);
        if (listed.kind === "file" && !options.listsMayLeaveFolder && !(await inside(folder, listed.value))) {
          out.push({ ...listed, kind: "invalid", reason: "outside the list's folder (pass --lists-may-leave-folder to read it)" });
        } else out.push(await asPage(listed));
      }
    } else out.push(await asPage(item));
  }
  return out;
}
