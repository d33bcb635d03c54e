/**
 * Lets a command go on when the reader of its output went away (`sokutei query … | head -1`): the rest of its output is
 * dropped, no EPIPE stack is printed, and it exits with its own status (0 when its work succeeded).
 */
export function dropOutputOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EPIPE" && err.code !== "ERR_STREAM_DESTROYED") throw err;
    stream.write = (() => true) as typeof stream.write;
  });
}
