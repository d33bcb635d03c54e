/** Operating-system names in one spelling, whatever the page wrote (`Cent OS`, `Windows 2008S r2`, `SLES11`). */
import { lexicon } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";
import { startsWithOs } from "./partGrammarData.ts";

/** The lexicon's OS abbreviations and spellings, each compiled once: what osName tries in turn. */
const ABBREVIATIONS = Object.keys(lexicon.os_abbreviations).map((abbr) => ({ abbr, re: new RegExp(`^${escape(abbr)}\\s*(\\d+(?:\\.\\d+)*(?:\\s*SP\\d)?)?(?![A-Za-z])`, "i") }));
const VARIANTS = Object.entries(lexicon.os_names).flatMap(([name, variants]) =>
  variants.map((v) => ({ name, re: new RegExp(`^${escape(v).replace(/\\ /g, "\\s*")}(?![a-z])\\s*`, "i"), numbered: new RegExp(`^${escape(name)}\\s*(\\d)`) })),
);

/** `CentOS release 4.4 (Final)`, `Cent OS`, `CentOS4.4` → `CentOS 4.4`, `CentOS`, `CentOS 4.4`. */
export function osName(text: string): string {
  let t = normaliseText(text).replace(/\((?:Final|Core|[A-Z][a-z]+)\)/g, "").replace(/(?<!-)\brelease\b(?!-)/gi, "").replace(/\s+/g, " ").trim();
  // Windows server releases by year, however written: `Windows Server 2008 R2`, `Windows 2008S r2` → `Windows 2008 R2`
  const win = /^(?:Microsoft\s+)?Windows\s*(?:Server\s*)?((?:19|20)\d\d)\s*(?:S\b|Server\b)?\s*(R2)?/i.exec(t);
  if (win) return `Windows ${win[1]}${win[2] ? " R2" : ""}`;
  // abbreviations stay as written (`SLES`, `SLES11` → `SLES 11`); the family is in the lexicon
  for (const { abbr, re } of ABBREVIATIONS) {
    const m = re.exec(t);
    if (m) return m[1] ? `${abbr} ${m[1]}` : abbr;
  }
  for (const { name, re, numbered } of VARIANTS) {
    if (re.test(t)) {
      t = t.replace(re, `${name} `).trim();
      return t.replace(numbered, `${name} $1`);
    }
  }
  return t;
}

/** A Linux kernel's release as uname prints it (`3.10.0-327.el7.x86_64`, `6.12.15-current-bcm2711`), three numbers at least. */
const KERNEL_RELEASE = /^(?:linux\s*)?\d+\.\d+\.\d+(?:[-.+~][\w.\-+~*]*)?$/i;

/**
 * The pieces of an OS value that names more than one thing: a kernel release alone (`OSバージョン：3.10.0-327.el7.x86_64`),
 * two systems or a system and its kernel (`Ubuntu 22.04 LTS / FreeBSD`, `Armbian v25.2.2, 6.12.15-current-bcm2711`); null
 * when the value is one system (`Windows 10 Pro, 64bit`).
 */
export function osPieces(value: string): { kind: "os" | "kernel"; text: string }[] | null {
  const kind = (p: string) => (KERNEL_RELEASE.test(p) ? "kernel" : "os") as "os" | "kernel";
  if (KERNEL_RELEASE.test(value)) return [{ kind: "kernel", text: value }];
  const pieces = value.split(/\s+[/／]\s+|\s*[,、]\s*/).filter(Boolean);
  return pieces.length > 1 && pieces.every((p) => KERNEL_RELEASE.test(p) || startsWithOs(p)) ? pieces.map((p) => ({ kind: kind(p), text: p })) : null;
}
