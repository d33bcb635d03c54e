import { availableParallelism } from "node:os";
import { createContext, Script } from "node:vm";
import { Worker } from "node:worker_threads";
import { setV8Flags } from "../../bin/v8Flags.js";
import { StageError } from "../errors.ts";
import type { RenderJob, RenderedSource } from "../report/renderSource.ts";
import type { DerivedForTransfer, SnapshotInfo } from "./deriveSource.ts";
import { stoppedDerivation } from "./sourceRow.ts";

export interface Budget {
  /** Most time one page's extraction may take, in ms (default 60 s). */
  timeMs: number;
  /** Most heap one worker may use, in MB (default 1,024). */
  memoryMb: number;
}

export const DEFAULT_BUDGET: Budget = { timeMs: 60_000, memoryMb: 1024 };

/** The page budget as every command that reads pages takes it: `--workers`, `--page-timeout` (s), `--page-memory` (MB). */
export interface PageBudgetOptions {
  workers?: number;
  pageTimeout?: number;
  pageMemory?: number;
}

/** The budget the page options ask for; what they leave out stays the default. */
export function budgetOf(o: PageBudgetOptions): Partial<Budget> {
  return { ...(o.pageTimeout ? { timeMs: o.pageTimeout * 1000 } : {}), ...(o.pageMemory ? { memoryMb: o.pageMemory } : {}) };
}

/**
 * Pages a single worker must have to earn its start-up (modules and dictionary, ~0.5 s of CPU) by overlapping
 * extraction with the main thread's reading and loading: measured with `npm run bench:workers` on 2 cores.
 */
export const PAGES_PER_WORKER_START = 100;

/**
 * Worker threads for a batch of `pages`: one per core but one (the main thread reads, archives and loads), at least 1
 * and at most 4, when the batch is large enough for them to pay for their start-up (which they pay in parallel: the
 * more workers, the sooner); else one, because the per-page budget is enforced by terminating a worker (`poolFor`
 * starts it only for a page that needs one). `requested` (--workers) wins; 0 (tests and benchmarks only) works on the
 * calling thread, without a budget.
 */
export function poolSize(pages: number, requested?: number, cores = availableParallelism()): number {
  if (requested !== undefined) return requested;
  const workers = Math.max(1, Math.min(4, cores - 1));
  // every page is worked under the budget, so even one page gets a worker: a small batch gets only one
  return pages >= PAGES_PER_WORKER_START / workers ? workers : 1;
}

/**
 * A batch of at most this many pages, each of at most `IN_THREAD_BYTES`, is derived on the calling thread, under the
 * time budget (V8 stops the page at its limit), without a worker: a worker's start (Node's own, its bundle, its
 * modules) costs a cold single page ~20 % of its CPU. The memory budget is then the process's heap, not
 * `--page-memory`: a batch given `--page-memory` (or `--workers`) is worked on workers as before.
 */
export const IN_THREAD_PAGES = 4;
export const IN_THREAD_BYTES = 256 * 1024;

/**
 * The pool for a batch of `pages` (`Infinity` when unknown): `poolSize`'s workers, started only when a page needs one,
 * the pages of a small batch being derived on this thread.
 */
export function poolFor(pages: number, requested: number | undefined, budget: Partial<Budget> = {}): DerivePool {
  const inThread = requested === undefined && budget.memoryMb === undefined && pages <= IN_THREAD_PAGES;
  return new DerivePool(poolSize(pages, requested), { ...DEFAULT_BUDGET, ...budget }, undefined, "derive", RETIRE_HEAP_MB, inThread);
}

/**
 * Set once a page derived on this thread was stopped at its time limit: V8 stopped the extractors anywhere, so their
 * state (a cache or a table built in part) is not trusted, and every later page of this process goes to a worker.
 */
let stoppedHere = false;
let timed: { script: Script; context: { run: (() => unknown) | null } } | undefined;

/** `f()` on this thread, stopped by V8 after `ms` (the error's code is `ERR_SCRIPT_EXECUTION_TIMEOUT`). */
function withinTime<T>(f: () => T, ms: number): T {
  const t = (timed ??= { script: new Script("run()", { filename: "sokutei-page-budget" }), context: createContext({ run: null }) as { run: (() => unknown) | null } });
  t.context.run = f;
  try {
    return t.script.runInContext(t.context, { timeout: ms }) as T;
  } finally {
    t.context.run = null;
  }
}

const overTime = (budget: Budget) => `over the time budget of ${budget.timeMs / 1000} s`;

/** A page's extraction that threw, as the pool reports it wherever the page was derived. */
function failure(url: string, stage: unknown, message: string | undefined): StageError {
  return new StageError(stage === "decode" ? "decode" : "extract", url, message ?? "extraction failed");
}

/** The compiled entry when running from dist/, else a bootstrap that loads the TypeScript one through tsx. */
const WORKER_ENTRY = new URL(import.meta.url.endsWith(".ts") ? "./deriveWorker.mjs" : "./deriveWorker.js", import.meta.url);

interface Task {
  id: number;
  /** What the worker is sent besides the id: `{ kind: "derive", info, body }` or another kind of page work. */
  job: { kind: string; [key: string]: unknown };
  /** The page's URL, for errors. */
  url: string;
  /** What the task resolves to when its page goes over the time or memory budget. */
  overBudget: (reason: string) => unknown;
  resolve: (d: never) => void;
  reject: (e: unknown) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Tasks sent to the worker, oldest first: the first is being derived, the others wait in its message queue. */
  sent: Task[];
  /** Tasks ever sent to this worker: at `pagesPerWorker` it takes no more and is replaced once its last is done. */
  taken: number;
  /** The worker's reserved heap after its last page, in MB: over `retireHeapMb` it takes no more and is replaced. */
  heapMb: number;
}

/** Tasks handed to a worker at once, so it never waits for the main thread between two pages. */
const DEPTH = 2;

/**
 * Heap a worker may have reserved (V8's total heap size, reported with each page) before it is retired for a fresh one
 * once it holds no page. V8 grows a long-lived heap by what it has allocated, not by what is live (~40 MB after a full
 * collection), so memory is held flat by that size rather than by a count of pages: a worker start costs 2.5–4 s of
 * CPU in recompiling the extractors, so a batch keeps its worker for as long as its heap stays under this.
 */
export const RETIRE_HEAP_MB = 192;

/**
 * A worker's young generation, in MB (V8's default for its heap is 48: two 16 MB semi-spaces and the large objects'):
 * with 24 a 400-page batch of the sample pages peaks 30 MiB lower for the same CPU (12 took 7 % more CPU). The old
 * generation, where the page budget is set, is untouched.
 */
export const YOUNG_GENERATION_MB = 24;

// V8 optimises later in every thread (bin/v8Flags.js): set here too for the tests and benchmarks that run the pool
// without bin/sokutei.js, before any worker starts
setV8Flags();

/**
 * Extraction off the main thread: `size` worker threads, each with its own kuromoji, each page under a time and
 * memory budget. A page over budget has its worker terminated (and replaced) and comes back as the source with one
 * reject, so a pathological page can neither hang the batch nor leave half its rows; pages queued behind it go to
 * the new worker. With `size` 0 pages are worked on the calling thread, with no budget (tests and benchmarks only).
 */
export class DerivePool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers started so far (the first ones, replacements after a budget, and retirements for their heap or count). */
  workersStarted = 0;

  constructor(
    readonly size: number,
    readonly budget: Budget = DEFAULT_BUDGET,
    /** Pages a worker derives before it is retired (tests): by default only its heap retires it. */
    private readonly pagesPerWorker = Infinity,
    /** Work the workers load before they say they are ready, so its start-up is not counted against a page's budget. */
    private readonly preload: "derive" | "render" = "derive",
    /** Reserved heap, in MB, past which a worker is retired once it holds no page. */
    private readonly retireHeapMb = RETIRE_HEAP_MB,
    /** Pages derived on this thread under the time budget (`poolFor`); workers start only for a page that needs one. */
    private readonly inThread = false,
  ) {
    if (!inThread) this.startWorkers();
  }

  private startWorkers(): void {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.budget.memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }, workerData: { preload: this.preload } });
    this.workersStarted++;
    worker.unref();
    const slot: Slot = { worker, ready: Promise.resolve(), sent: [], taken: 0, heapMb: 0 };
    slot.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        worker.off("message", onMessage);
        resolve();
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    });
    worker.on("message", (m: { id?: number; ok?: boolean; result?: unknown; error?: string; stage?: string | null; heapMb?: number }) => {
      const t = slot.sent[0];
      if (!t || m.id !== t.id) return;
      slot.heapMb = m.heapMb ?? 0;
      this.shift(slot);
      if (m.ok && m.result) t.resolve(m.result as never);
      else t.reject(failure(t.url, m.stage, m.error));
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const t = slot.sent[0];
      if (!t) return;
      this.shift(slot);
      this.replace(slot);
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY") t.resolve(t.overBudget(`over the memory budget of ${this.budget.memoryMb} MB`) as never);
      else t.reject(new StageError("extract", t.url, `worker failed: ${err.message}`));
    });
    return slot;
  }

  /** The worker is done with its oldest task: the next one it holds starts now, and so does its clock. */
  private shift(slot: Slot): void {
    const done = slot.sent.shift();
    clearTimeout(done?.timer);
    const next = slot.sent[0];
    if (next) this.startClock(slot, next);
    // a worker that has taken its share is retired once it holds nothing
    else if (this.spent(slot) && !this.closed) this.replace(slot);
    queueMicrotask(() => this.pump());
  }

  /** Whether a worker is to take no more pages: its heap has grown past the ceiling, or it has taken its count. */
  private spent(slot: Slot): boolean {
    return slot.heapMb > this.retireHeapMb || slot.taken >= this.pagesPerWorker;
  }

  private startClock(slot: Slot, t: Task): void {
    t.timer = setTimeout(() => {
      if (slot.sent[0] !== t) return;
      this.shift(slot);
      this.replace(slot);
      t.resolve(t.overBudget(overTime(this.budget)) as never);
    }, this.budget.timeMs);
  }

  /** Terminates a worker and puts a new one in its place; the pages it still held go back to the front of the queue. */
  private replace(slot: Slot): void {
    // already replaced (a worker retired for its age, then reported an error or a timeout in the same turn)
    if (!this.slots.includes(slot)) return;
    void slot.worker.terminate();
    const held = slot.sent.splice(0);
    for (const t of held) clearTimeout(t.timer);
    this.queue = held.concat(this.queue);
    // the new worker's handlers refer to its own slot, which takes the old one's place
    const fresh = this.spawn();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots[i] = fresh;
    queueMicrotask(() => this.pump());
  }

  private pump(): void {
    for (const slot of this.slots) {
      while (slot.sent.length < DEPTH && !this.spent(slot) && this.queue.length) {
        const t = this.queue.shift() as Task;
        slot.sent.push(t);
        slot.taken++;
        void slot.ready.then(
          () => {
            if (!slot.sent.includes(t)) return;
            if (slot.sent[0] === t) this.startClock(slot, t);
            slot.worker.postMessage({ id: t.id, ...t.job });
          },
          (err: unknown) => {
            const k = slot.sent.indexOf(t);
            if (k >= 0) slot.sent.splice(k, 1);
            t.reject(new StageError("extract", t.url, `worker did not start: ${err instanceof Error ? err.message : String(err)}`));
          },
        );
      }
    }
  }

  /** Derives one snapshot's rows, on a worker when the pool has any; over the budget, the source with one reject. */
  derive(info: SnapshotInfo, body: Uint8Array): Promise<DerivedForTransfer> {
    // the extractors are loaded where pages are derived: on the workers, or here only when the pool has none
    if (this.size === 0) return import("./deriveSource.ts").then((m) => this.inline(() => m.deriveForTransfer(info, body)));
    if (this.inThread && !stoppedHere && body.byteLength <= IN_THREAD_BYTES) return this.deriveHere(info, body);
    return this.submit({ kind: "derive", info, body }, info.url, (reason) => stoppedDerivation(info, body, `extraction stopped: ${reason}`));
  }

  /** Runs one page's report work (src/report/renderSource.ts) on a worker under the same budget; over it, `{ stopped }`. */
  render(job: RenderJob): Promise<RenderedSource> {
    if (this.size === 0) return import("../report/renderSource.ts").then((m) => m.renderSource(job));
    return this.submit({ kind: "render", job }, job.url, (reason) => ({ stopped: reason }));
  }

  /** One page derived on this thread within the time budget; over it, the source with one reject, as on a worker. */
  private deriveHere(info: SnapshotInfo, body: Uint8Array): Promise<DerivedForTransfer> {
    return import("./deriveSource.ts").then((m) => {
      // a page of the batch stopped here meanwhile: this one goes to a worker
      if (stoppedHere) return this.derive(info, body);
      // bin/sokutei.js keeps the code cache of such a run apart: it holds the extractors
      (globalThis as { __sokutei_derived_here?: boolean }).__sokutei_derived_here = true;
      return this.inline(() => {
        try {
          return withinTime(() => m.deriveForTransfer(info, body), this.budget.timeMs);
        } catch (err) {
          if ((err as { code?: string }).code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw failure(info.url, (err as { stage?: string }).stage, err instanceof Error ? err.message : String(err));
          stoppedHere = true;
          return stoppedDerivation(info, body, `extraction stopped: ${overTime(this.budget)}`);
        }
      });
    });
  }

  private inline<T>(f: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error("derive pool is closed"));
    try {
      return Promise.resolve(f());
    } catch (err) {
      return Promise.reject(err);
    }
  }

  private submit<T>(job: Task["job"], url: string, overBudget: (reason: string) => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error("derive pool is closed"));
    this.startWorkers();
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, url, overBudget, resolve: resolve as (d: never) => void, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
