/** Stages of the flow, named in every error so a failure says where it happened. */
export type Stage = "input" | "fetch" | "robots" | "archive" | "decode" | "document" | "extract" | "load" | "query" | "export";

/** The longest wait a Node timer takes (2^31 - 1 ms, ~24.8 days); a longer one fires after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A problem the user can fix; `hint` says what to do next. The CLI prints it as one line and exits with `code`. */
export class UserError extends Error {
  constructor(message: string, readonly hint?: string, readonly code = 2) {
    super(message);
    this.name = "UserError";
  }
}

/** A failure of one stage on one input; a batch records it and goes on with the next input. */
export class StageError extends Error {
  constructor(
    readonly stage: Stage,
    readonly input: string,
    message: string,
    readonly details: { sourceId?: string; status?: number; retryable?: boolean } = {},
  ) {
    super(message);
    this.name = "StageError";
  }
}

/** The message of any thrown value, without a stack. */
export function messageOf(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message && !err.message.includes(cause.message)) return `${err.message}: ${cause.message}`;
    return err.message;
  }
  return String(err);
}

/** What an errno of a file write means to the person who chose the path, and the exit code: 1 the machine's state, 2 the path. */
const FILE_PROBLEMS: Record<string, [string, number]> = {
  ENOSPC: ["no space left on the device", 1],
  EDQUOT: ["over the disk quota", 1],
  EIO: ["the device reported an I/O error", 1],
  EROFS: ["the file system is read-only", 2],
  EACCES: ["permission denied", 2],
  EPERM: ["the operation is not permitted there", 2],
  ENOTDIR: ["a part of the path is a file, not a folder", 2],
  EEXIST: ["a file is in the way of a folder", 2],
  EISDIR: ["it is a folder", 2],
  ENAMETOOLONG: ["the name is too long", 2],
};
/** DuckDB's wording of the same problems in its IO errors. */
const DUCKDB_PROBLEMS: [RegExp, string][] = [[/No space left on device/i, "ENOSPC"], [/Read-only file system/i, "EROFS"], [/Permission denied/i, "EACCES"], [/Not a directory/i, "ENOTDIR"]];

/**
 * A failed file-system call (Node's errno or DuckDB's IO error) as a one-line UserError naming the path and what is
 * wrong, or null for any other error. A command's hidden temporary folder (`.site.partial-…`) is named as its `--out`.
 */
export function fileProblem(err: unknown): UserError | null {
  const e = err as { code?: unknown; path?: unknown; message?: unknown };
  const syscall = typeof (err as { syscall?: unknown })?.syscall === "string" ? String((err as { syscall: string }).syscall) : "";
  let code = typeof e?.code === "string" ? e.code : undefined;
  let path = typeof e?.path === "string" ? e.path : undefined;
  const message = typeof e?.message === "string" ? e.message : "";
  if (!code || !FILE_PROBLEMS[code]) {
    const io = /IO Error: .*?"([^"]+)"/.exec(message);
    const known = io ? DUCKDB_PROBLEMS.find(([re]) => re.test(message)) : undefined;
    if (!io || !known) return null;
    [code, path] = [known[1], io[1]];
  }
  const [what, exit] = FILE_PROBLEMS[code] ?? ["", 70];
  const shown = (path ?? "").replace(/([/\\])\.([^/\\]+)\.partial-[^/\\]+/, "$1$2");
  const verb = /^(read|scandir|stat|lstat|access)$/.test(syscall) ? "read" : syscall === "open" ? "open" : "write";
  return new UserError(`cannot ${verb} ${shown || "the output"}: ${what} (${code})`, exit === 1 ? "free some space and run it again" : "choose another path with --out / --output / --db", exit);
}
