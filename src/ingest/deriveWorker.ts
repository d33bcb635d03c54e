// Worker-thread entry: serves page work under the pool's budget. `derive` builds one kuromoji tokenizer per worker, on
// the first Japanese page; `render` (the report's work on one page) needs the report modules, loaded before `ready`.
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { deriveForTransfer } from "./deriveSource.ts";

type Task =
  | { id: number; kind: "derive"; info: Parameters<typeof deriveForTransfer>[0]; body: Uint8Array }
  | { id: number; kind: "render"; job: import("../report/renderSource.ts").RenderJob };

async function run(task: Task): Promise<unknown> {
  if (task.kind === "render") return (await import("../report/renderSource.ts")).renderSource(task.job);
  return deriveForTransfer(task.info, task.body);
}

let firstDone: (() => void) | undefined;
/** Calls `fn` when the worker's first page is derived, before its result is sent: the entry saves the code the page compiled. */
export function afterFirstTask(fn: () => void): void {
  firstDone = fn;
}

const port = parentPort;
if (port) {
  port.on("message", (task: Task) => {
    run(task).then(
      // the heap V8 has reserved so far: the pool retires a worker whose heap has grown past its ceiling
      (result) => {
        // before the result is sent, so that the pool never terminates the worker while it writes
        const done = firstDone;
        firstDone = undefined;
        done?.();
        port.postMessage({ id: task.id, ok: true, result, heapMb: getHeapStatistics().total_heap_size / 2 ** 20 });
      },
      (err: unknown) => port.postMessage({ id: task.id, ok: false, error: err instanceof Error ? err.message : String(err), stage: (err as { stage?: string })?.stage ?? null }),
    );
  });
  const preload = (workerData as { preload?: string } | null)?.preload === "render" ? import("../report/renderSource.ts") : Promise.resolve();
  void preload.then(() => port.postMessage({ ready: true }));
}
