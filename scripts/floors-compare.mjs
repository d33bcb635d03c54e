// Compares two folders written by scripts/floors.sh: every page that lost a found row or a component, or gained a
// spurious row, is printed; exit 1 when any did. A development tool, not part of the product.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const [base, now] = process.argv.slice(2);
if (!base || !now) { console.error("usage: node scripts/floors-compare.mjs BASE_DIR NOW_DIR"); process.exit(2); }
let worse = 0;
const total = { found: 0, spurious: 0, cfound: 0, whole: 0 };
for (const file of readdirSync(base).filter((f) => f.endsWith(".json")).sort()) {
  if (!existsSync(join(now, file))) { console.log(`${file}: not scored now`); continue; }
  const a = JSON.parse(readFileSync(join(base, file), "utf8"));
  const b = JSON.parse(readFileSync(join(now, file), "utf8"));
  const pagesA = new Map(a.pages.map((p) => [p.page, p]));
  for (const p of b.pages) {
    const q = pagesA.get(p.page);
    if (!q) continue;
    const d = { found: p.found - q.found, spurious: p.spurious - q.spurious, cfound: p.cfound - q.cfound };
    if (d.found < 0 || d.spurious > 0 || d.cfound < 0) {
      worse++;
      console.log(`WORSE ${file.replace(".json", "")} ${p.page}: found ${q.found}->${p.found}, spurious ${q.spurious}->${p.spurious}, components ${q.cfound}->${p.cfound}`);
    } else if (d.found > 0 || d.spurious < 0 || d.cfound > 0) {
      console.log(`better ${file.replace(".json", "")} ${p.page}: found ${q.found}->${p.found}, spurious ${q.spurious}->${p.spurious}, components ${q.cfound}->${p.cfound}`);
    }
  }
  for (const k of Object.keys(total)) total[k] += (b.total[k] ?? 0) - (a.total[k] ?? 0);
}
console.log(`net change: found ${total.found >= 0 ? "+" : ""}${total.found}, spurious ${total.spurious >= 0 ? "+" : ""}${total.spurious}, components ${total.cfound >= 0 ? "+" : ""}${total.cfound}, pages whole ${total.whole >= 0 ? "+" : ""}${total.whole}`);
process.exit(worse ? 1 : 0);
