import { execFile } from "node:child_process";

const bin = new URL("../../bin/sokutei.js", import.meta.url).pathname;

/** Runs the real CLI in a child process; resolves with its exit code and output (never rejects), `input` on stdin. */
export function sokutei(args: string[], input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [bin, ...args], { encoding: "utf8" }, (err, stdout, stderr) =>
      done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? "");
  });
}
