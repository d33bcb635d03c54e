import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>Disk tests</title></head><body><h1>Disk tests</h1>${body}</body></html>`));
const rows = (body: string) => extract(body).measurements.filter((m) => !m.derived);
describe("review 25b: a sentence inside a block of output as the lead of the lines below", () => {
  it("is not the last line of a sentence wrapped over lines", () => {
    const got = rows(`<pre>I tested several NFS server configurations with a 19 node cluster. That is
probably the only real advice you can
generalize here, so take the following with a grain of salt:

SLES10, XFS, trunked gige:
- Single client to NFS server 85 MB/s write, 95 MB/s read
</pre>`);
    expect(got.length).toBeGreaterThan(0);
    for (const m of got) expect(m.conditions.lead).toBeUndefined();
  });
});
