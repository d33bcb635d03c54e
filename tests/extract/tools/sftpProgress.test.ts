import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const rows = (text: string): Record<string, any>[] =>
  parseToolOutput(text).map((r) => ({ tool: r.tool, metric: r.metric, op: r.operation, value: r.quantity.value, unit: r.quantity.unit }));

// OpenSSH sftp in a session: `put` prints `Uploading …`, `get` prints `Fetching …`; the running lines end in ETA, the closing one does not
const put = (last: string) => `Uploading backup.tar to /srv/backup.tar
backup.tar                                      4% 2048KB 310.2KB/s   02:31 ETA
backup.tar                                     61%   30MB 402.7KB/s   00:30 ETA
backup.tar                                     97%   48MB 388.0KB/s   00:03 ETA
${last}`;

describe("the sftp progress meter", () => {
  it("the closing line is the one without ETA, even on 99 %; Uploading makes it a write by sftp", () => {
    const r = rows(put("backup.tar                                     99%   50MB 371.9KB/s   02:18"));
    expect(r.map((x) => [x.tool, x.metric, x.op, x.value])).toEqual([["sftp", "throughput", "write", 371.9], ["sftp", "duration", "write", 138]]);
  });

  it("Fetching makes it a read", () => {
    const r = rows(`Fetching /srv/backup.tar to backup.tar
/srv/backup.tar                                12% 6144KB 512.0KB/s   01:28 ETA
/srv/backup.tar                               100%   50MB 640.3KB/s   01:20`);
    expect(r.map((x) => [x.op, x.value])).toEqual([["read", 640.3], ["read", 80]]);
  });

  it("a build that prints no ETA: only the 100 % line closes the file, the running lines are not read", () => {
    const r = rows(`Uploading backup.tar to /srv/backup.tar
backup.tar                        9% 4608KB 280.4KB/s   02:44
backup.tar                       58%   29MB 455.1KB/s   00:46
backup.tar                      100%   50MB 412.6KB/s   02:04`);
    expect(r.map((x) => x.value)).toEqual([412.6, 124]);
  });

  it("runs under two sections and two hosts take both headings as config", () => {
    const doc = buildDocument(`<title>VPS uploads</title><h1>VPS uploads</h1>
      <h2>Fibre</h2><h3>To Frankfurt</h3><pre>${put("backup.tar                                     99%   50MB 371.9KB/s   02:18")}</pre>
      <h3>To Tokyo</h3><pre>${put("backup.tar                                    100%   50MB 201.5KB/s   04:14")}</pre>
      <h2>DSL</h2><h3>To Frankfurt</h3><pre>${put("backup.tar                                    100%   50MB  98.4KB/s   08:40")}</pre>
      <h3>To Tokyo</h3><pre>${put("backup.tar                                    100%   50MB  61.0KB/s  13:59")}</pre>`);
    const found = extractToolOutputs(doc).measurements.filter((m) => m.metric === "throughput");
    expect(found.map((m) => [m.value, m.conditions.config])).toEqual([
      [371.9, "Fibre To Frankfurt"], [201.5, "Fibre To Tokyo"], [98.4, "DSL To Frankfurt"], [61, "DSL To Tokyo"],
    ]);
  });
});
