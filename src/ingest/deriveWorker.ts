// Worker-thread entry: serves derive requests. One kuromoji tokenizer is built per worker, on the first Japanese page.
import { parentPort } from "node:worker_threads";
import { deriveForTransfer } from "./deriveSource.ts";

const port = parentPort;
if (port) {
  port.on("message", (task: { id: number; info: Parameters<typeof deriveForTransfer>[0]; body: Uint8Array }) => {
    try {
      port.postMessage({ id: task.id, ok: true, result: deriveForTransfer(task.info, task.body) });
    } catch (err) {
      port.postMessage({ id: task.id, ok: false, error: err instanceof Error ? err.message : String(err), stage: (err as { stage?: string })?.stage ?? null });
    }
  });
  port.postMessage({ ready: true });
}
