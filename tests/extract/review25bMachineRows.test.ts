import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>Disk tests</title></head><body><h1>Disk tests</h1>${body}</body></html>`));
const table = (head: string[], ...body: string[][]) =>
  `<table><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;

describe("review 25b: machines named by a CPU column", () => {
  it("are none where the column holds figures (a load, a thread count), not processors", () => {
    const load = extract(table(["CPU", "Memory", "Throughput"], ["12%", "1.2 GB", "940 Mbps"], ["35%", "1.4 GB", "2.3 Gbps"], ["78%", "1.9 GB", "9.4 Gbps"]));
    expect(load.components).toHaveLength(0);
    const threads = extract(table(["CPU (threads)", "RAM (GB)", "Time (s)"], ["1", "4", "120"], ["2", "8", "64"], ["4", "16", "35"]));
    expect(threads.components).toHaveLength(0);
    const named = extract(table(["CPU", "RAM (GB)", "OS / Kernel"], ["Ryzen 5 7640U", "32", "Ubuntu 24.04 / 6.8"], ["Ryzen 9 7900X", "64", "Fedora 40 / 6.9"], ["Core i7-12700", "16", "Windows 11"]));
    expect(named.components.filter((c) => c.kind === "cpu")).toHaveLength(3);
  });
});
