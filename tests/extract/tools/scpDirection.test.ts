import { describe, expect, it } from "vitest";
import { rows } from "../../helpers/extractRows.ts";

const meters = (command: string) =>
  rows(`<pre>\n${command}\n\nlarge-file.ext.part.aa                        100%   11MB 304.4KB/s   00:37\n</pre>`, "tool-output").map((r) => [r.metric, r.op]);

describe("scp's progress lines take the direction of the command above them", () => {
  it("local files to `host:path` are an upload (write), behind a `host: ~$` prompt too", () => {
    expect(meters("Laptop: ~$ scp large-file.part.* robert@homeserver.net:/mnt/backup/")).toEqual([["throughput", "write"], ["duration", "write"]]);
    expect(meters("$ scp -P 2222 big.iso user@10.0.0.5:/tmp/")).toEqual([["throughput", "write"], ["duration", "write"]]);
  });

  it("`host:path` to a local path is a download (read); with no command the direction stays unknown: a transfer", () => {
    expect(meters("$ scp user@10.0.0.5:/data/big.iso .")).toEqual([["throughput", "read"], ["duration", "read"]]);
    // scp always crosses a network: with no direction known its figures are the network's operation (DESIGN: transfer)
    expect(meters("")).toEqual([["throughput", "transfer"], ["duration", "transfer"]]);
  });
});
