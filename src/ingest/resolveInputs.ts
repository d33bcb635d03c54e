import { readFile, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { isWarcFile } from "./readWarc.ts";

/** One thing to ingest: a URL, a local file or a WARC file of pages, with where it was named (for error messages). */
export interface InputItem {
  kind: "url" | "file" | "warc" | "invalid";
  value: string;
  origin: string;
  reason?: string;
}

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
const LIST_EXT = /\.(txt|list|urls)$/i;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/** True when a file is a list of URLs/paths rather than a page: by extension, or by content that is not markup. */
async function isListFile(path: string): Promise<boolean> {
  if (LIST_EXT.test(path)) return true;
  if (/\.(html?|xhtml|htm|shtml|php|asp)$/i.test(path)) return false;
  const head = (await readFile(path)).subarray(0, 2048).toString("latin1").trimStart();
  return !head.startsWith("<") && head.split("\n").every((l) => !l.trim() || l.trim().startsWith("#") || URL_LIKE.test(l.trim()));
}

function classify(value: string, origin: string, baseDir: string): Promise<InputItem> {
  if (URL_LIKE.test(value)) return Promise.resolve({ kind: "url", value, origin });
  const abs = resolve(baseDir, value);
  return isFile(abs).then((ok) =>
    ok ? { kind: "file", value: abs, origin } : { kind: "invalid", value, origin, reason: "not a valid URL or an existing file" },
  );
}

/** Expands command-line arguments into inputs: URLs, files, and list files (one URL or path a line, `#` comments). */
export async function resolveInputs(args: string[], cwd = process.cwd()): Promise<InputItem[]> {
  const out: InputItem[] = [];
  for (const arg of args) {
    const item = await classify(arg, arg, cwd);
    if (item.kind === "file" && (await isWarcFile(item.value))) out.push({ ...item, kind: "warc" });
    else if (item.kind === "file" && (await isListFile(item.value))) {
      const lines = (await readFile(item.value, "utf8")).split(/\r?\n/);
      for (let i = 0; i < lines.length; i++) {
        const line = (lines[i] ?? "").replace(/\s+#.*$/, "").trim();
        if (!line || line.startsWith("#")) continue;
        const listed = await classify(line, `${arg}:${i + 1}`, dirname(item.value));
        out.push(listed.kind === "file" && (await isWarcFile(listed.value)) ? { ...listed, kind: "warc" } : listed);
      }
    } else out.push(item);
  }
  return out;
}
