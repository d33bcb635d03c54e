/** Stages of the flow, named in every error so a failure says where it happened. */
export type Stage = "input" | "fetch" | "robots" | "archive" | "decode" | "document" | "extract" | "load" | "query" | "export";

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
