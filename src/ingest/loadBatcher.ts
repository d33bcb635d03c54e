import type { SourceRows } from "../load/warehouse.ts";

/** Collects the rows of finished pages and loads them a batch at a time: one transaction per batch, whole sources only. */
export class LoadBatcher {
  private pending: { rows: SourceRows; resolve: () => void; reject: (e: Error) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;

  /**
   * `write`: loads a batch in one transaction, returning each source's error or null (`Warehouse.loadSources` for
   * ingest, `Warehouse.replaceSources` for reprocess). `busy()`: pages in flight; when every one of them is waiting
   * here, nothing more comes before a flush.
   */
  constructor(
    private readonly write: (list: SourceRows[]) => Promise<(Error | null)[]>,
    private readonly busy: () => number,
    private readonly max = 64,
    // a commit and its deletes cost more than a page's rows: when pages come slowly (a loaded machine, a slow site) a
    // batch waits up to a second for company (200 ms gave batches of 1–2 pages and 15–20 % more CPU under load)
    private readonly waitMs = 1000,
  ) {}

  load(rows: SourceRows): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, resolve, reject });
      if (this.pending.length >= this.max || this.pending.length >= this.busy()) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.waitMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending.splice(0);
    if (!batch.length) return;
    this.write(batch.map((b) => b.rows)).then(
      (errors) => batch.forEach((b, i) => (errors[i] ? b.reject(errors[i] as Error) : b.resolve())),
      (err: unknown) => batch.forEach((b) => b.reject(err instanceof Error ? err : new Error(String(err)))),
    );
  }
}
