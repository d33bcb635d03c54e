import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sokutei-undici-"));
  server = createServer((req, res) => {
    if (req.url === "/page.html") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<html><head><title>NVMe test</title></head><body><h1>NVMe test</h1><table><tr><th>test</th><th>MB/s</th></tr><tr><td>seq read</td><td>3500</td></tr></table></body></html>");
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a fetched page", () => {
  it("loads undici's fetch without Node's own copy of undici (read through a global such as Request or Headers)", async () => {
    // printed at exit by the child: which of Node's modules it loaded
    const hook = join(dir, "hook.cjs");
    writeFileSync(hook, `process.on("exit", () => process.stderr.write("\\nnode-undici:" + process.moduleLoadList.some((m) => m.includes("deps/undici")) + "\\n"));`);
    const args = [join(root, "bin/sokutei.js"), "--db", join(dir, "w.duckdb"), "ingest", "--no-progress", "--allow-private", `http://127.0.0.1:${port}/page.html`];
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root, env: { ...process.env, NODE_OPTIONS: `--require ${hook}` } });
    expect(stdout).toMatch(/1 input: 1 loaded/);
    expect(stderr).toMatch(/node-undici:false/);
  }, 120_000);
});
