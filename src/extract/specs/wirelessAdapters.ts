import { partGrammar } from "./partGrammarData.ts";
import type { Mention } from "./partMentions.ts";
import { alt } from "./partTerms.ts";

const { words, buses, nouns } = partGrammar.wireless_adapters;
const BUS = `(?:${alt(buses)})(?:\\s*\\d(?:\\.\\d)?)?`;
/** A model token, then maybe its bus (`USB 3.0`), then a wireless word and a noun, or a bus and a noun (`TOP-GS07 USB radio`, `HPM5G mPCIe radio`). */
const ADAPTER = new RegExp(`(?<![\\w-])([A-Z][\\w+-]*\\d[\\w+-]*)\\s+(?:(?:${BUS}\\s+)?(?:${alt(words)})\\s*|${BUS}\\s+)(?:${alt(nouns)})(?![A-Za-z])`, "gi");

/** Wi-Fi adapters a sentence or heading names by their model before the words for one (`Alfa AWUS036ACH USB 3.0 WiFi adapter`). */
export function wirelessAdapters(t: string): Mention[] {
  const out: Mention[] = [];
  for (const m of t.matchAll(ADAPTER)) {
    const model = m[1] ?? "";
    // a standard or a speed is no model (`802.11ac adapter`, `AC1200 adapter` is a class of adapters)
    if (/^(?:802\.11\w*|AC\d{3,4}|AX\d{4}|N\d{3})$/i.test(model) || !/[A-Za-z]/.test(model)) continue;
    out.push({ kind: "nic", model, attrs: { wireless: true }, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
