import { partGrammar } from "./partGrammarData.ts";
import type { Mention } from "./partMentions.ts";
import { alt, partTerms } from "./partTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const { words, buses, nouns } = partGrammar.wireless_adapters;
const BUS = `(?:${alt(buses)})(?:\\s*\\d(?:\\.\\d)?)?`;
/** A model token, then maybe its bus (`USB 3.0`), then a wireless word (maybe with its generation and another: `wifi 7 wireless`) and a noun, or a bus and a noun (`TOP-GS07 USB radio`, `HPM5G mPCIe radio`). */
const ADAPTER = new RegExp(`(?<![\\w-])([A-Z][\\w+-]*\\d[\\w+-]*)\\s+(?:(?:${BUS}\\s+)?(?:${alt(words)})(?:\\s+\\d[eE]?)?(?:\\s+(?:${alt(words)}))?\\s*|${BUS}\\s+)(?:${alt(nouns)})(?![A-Za-z])`, "gi");

/**
 * A dongle is a network adapter by that noun alone: a chip or model token (`AX88179 dongle`, `AIC8800 系 USB ドングル`) or a NIC maker
 * (`TP-LINK dongle`) right before it, maybe with its bus between. Not a dongle a sentence says is for something else (Bluetooth, a display).
 */
const DONGLE = new RegExp(`(?<![\\w-])(?:([A-Z][\\w+-]*\\d[\\w+-]*)|(${alt(partTerms.nic_vendors)}))(?:\\s*系)?\\s+(?:${BUS}\\s+)?(?:dongles?|ドングル)(?![A-Za-z])`, "gi");
/**
 * What every match of each pattern holds, tested first (a test is cheaper than the patterns' runs from every position, and
 * `matchAll`'s copy of each): a digit and one of the nouns for ADAPTER's model and noun, the word `dongle` for DONGLE.
 */
const ADAPTER_NOUN = new RegExp(alt(nouns), "i");
const DONGLE_WORD = /dongle|ドングル/i;
const NOT_NETWORK = /(?<![A-Za-z])(?:bluetooth|hdmi|displayport|display|monitor|license|licence|audio|DAC|dongle for (?:keyboards?|mice|mouse))(?![A-Za-z])/i;

/** Wi-Fi adapters a sentence or heading names by their model before the words for one (`Alfa AWUS036ACH USB 3.0 WiFi adapter`). */
export function wirelessAdapters(t: string): Mention[] {
  const out: Mention[] = [];
  if (/\d/.test(t) && ADAPTER_NOUN.test(t))
    for (const m of allMatches(t, ADAPTER)) {
      const model = m[1] ?? "";
      // a standard or a speed is no model (`802.11ac adapter`, `AC1200 adapter` is a class of adapters)
      if (/^(?:802\.11\w*|AC\d{3,4}|AX\d{4}|N\d{3})$/i.test(model) || !/[A-Za-z]/.test(model)) continue;
      out.push({ kind: "nic", model, attrs: { wireless: true }, at: m.index, end: m.index + m[0].length });
    }
  if (!DONGLE_WORD.test(t) || NOT_NETWORK.test(t)) return out;
  for (const m of allMatches(t, DONGLE)) {
    // a standard, a class or the bus itself (`usb3-ethernet dongle`) is no model
    const model = m[1] && !/^(?:802\.11\w*|AC\d{3,4}|AX\d{4}|N\d{3}|USB[\w.-]*)$/i.test(m[1]) ? m[1] : null;
    const vendor = m[2] ? (partTerms.nic_vendors.find((v) => v.toLowerCase() === m[2]?.toLowerCase()) ?? m[2]) : null;
    if ((model || vendor) && !out.some((o) => o.at <= m.index && o.end > m.index)) out.push({ kind: "nic", model, vendor, attrs: { form: "dongle" }, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
