import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { parseToolOutput, splitAtCommands, unquoted } from "../../../src/extract/tools/parseToolOutput.ts";
import { TOOL_PARSERS } from "../../../src/extract/tools/registry.ts";
import { readersFor } from "../../../src/extract/tools/toolGates.ts";

const fixtures = fileURLToPath(new URL("../../fixtures/", import.meta.url));

/** Every fixture page (a held-out set, marked by a `SEALED` file in its folder, excepted). */
function pages(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return existsSync(join(path, "SEALED")) ? [] : pages(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The text blocks of every fixture page, and every saved tool output (tests/fixtures/tools) as one block. */
const blocks = [
  ...pages(fixtures).flatMap((f) => {
    const doc = buildDocument(decodeBytes(new Uint8Array(readFileSync(f)), null, f).text);
    return doc.blocks.filter((b) => ["pre", "paragraph", "list_item"].includes(b.kind)).map((b) => ({ file: f, text: b.text }));
  }),
  ...readdirSync(join(fixtures, "tools")).filter((n) => !n.endsWith(".html")).map((n) => ({ file: n, text: readFileSync(join(fixtures, "tools", n), "utf8") })),
];

describe("tool readers' gates", () => {
  it("skip no reader that reads something in any fixture block", () => {
    let read = 0;
    const readers = new Set<string>();
    for (const { file, text } of blocks) {
      const lines = unquoted(text.split("\n").map((l) => l.split("\r").filter((x) => x.trim()).pop() ?? ""));
      for (const parse of TOOL_PARSERS) {
        if (!splitAtCommands(lines).some((part) => parse(part.lines).length)) continue;
        read++;
        readers.add(parse.name);
        expect(readersFor([parse], lines), `${parse.name} on a block of ${file}`).toEqual([parse]);
      }
    }
    // the fixtures hold hundreds of tool blocks: a broken walk would pass vacuously
    expect(read).toBeGreaterThan(250);
    // and nearly every reader is held to its gate by some block it reads
    expect(readers.size).toBeGreaterThan(TOOL_PARSERS.length - 3);
  });

  it("give every reader a gate: a blank block is read by none", () => {
    expect(readersFor(TOOL_PARSERS, [""]).map((p) => p.name)).toEqual([]);
  });

  it("leave every block's readings as they were without gates", () => {
    for (const { text } of blocks) expect(parseToolOutput(text)).toEqual(parseToolOutput(text, [], false));
  });

  it("skip readers on prose and keep them on their output", () => {
    const prose = ["The array was rebuilt overnight and the results follow below."];
    expect(readersFor(TOOL_PARSERS, prose).length).toBeLessThan(TOOL_PARSERS.length - 10);
    const iperf = ["[  5]   0.00-10.00  sec  1.10 GBytes   943 Mbits/sec    0   sender"];
    expect(readersFor(TOOL_PARSERS, iperf).map((p) => p.name)).toContain("parseIperf");
  });

  it("see full-width text as the readers that normalise it do", () => {
    const lines = ["Ｓｅｑｕｅｎｔｉａｌ Ｒｅａｄ ：  １２３．４ ＭＢ／ｓ", "Ｓｅｑｕｅｎｔｉａｌ Ｗｒｉｔｅ ：  ９８．７ ＭＢ／ｓ"];
    expect(parseToolOutput(lines.join("\n"), [], false).length).toBeGreaterThan(0);
    expect(parseToolOutput(lines.join("\n"))).toEqual(parseToolOutput(lines.join("\n"), [], false));
  });
});
