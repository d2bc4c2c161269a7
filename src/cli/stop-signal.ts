// A stop asked for by the operator or the service manager, from the moment `skyref serve` runs:
// the first SIGINT or SIGTERM aborts the signal handed out here, whatever the service is doing
// (building the dataset, loading it, forking workers, serving), and whoever is running at that
// moment stops. A second one ends the process at once: the way out of a drain that takes too long.

export interface StopNotices {
  /** The first stop, by a signal's name or another cause (the parent that started it ended). */
  first(cause: string): void;
  /** A second signal, right before it ends the process: the service's last line. */
  again(signal: NodeJS.Signals): void;
  /** The first stop's signal again within `sameWithinMs`: taken as the same stop. */
  repeated?(signal: NodeJS.Signals): void;
}

export interface Stop {
  /** Aborted on the first stop; its reason is the cause. */
  signal: AbortSignal;
  /** A stop for another cause than a signal: the first, or nothing when one was asked already. */
  ask(cause: string): void;
}

/**
 * The first SIGINT or SIGTERM from now on (or `ask`), as an AbortSignal whose reason is its cause;
 * a second one ends the process at once, killed by that signal (exit status 128 + its number: 143
 * for SIGTERM, 130 for SIGINT). With `sameWithinMs`, the first one's signal repeated within so many
 * milliseconds of it is the same stop delivered twice (npm passes on to `npm start` the signal a
 * terminal's Ctrl-C or a `kill %1` sends the service too), not a second.
 */
export function stopSignal(notices: StopNotices, options: { sameWithinMs?: number } = {}): Stop {
  const controller = new AbortController();
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const ask = (cause: string) => {
    if (controller.signal.aborted) return;
    notices.first(cause);
    controller.abort(cause);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      first = { signal, at: performance.now() };
      ask(signal);
      return;
    }
    if (first?.signal === signal && options.sameWithinMs !== undefined && performance.now() - first.at < options.sameWithinMs) {
      first = undefined;
      notices.repeated?.(signal);
      return;
    }
    notices.again(signal);
    // The handler stays until the second signal, not removed by the first: two signals that
    // arrive while the event loop is busy are handed to JavaScript together, and a second one
    // finding no handler then would be dropped, not take the default action. With the handler
    // gone the default action is back, and the signal sent again takes it: no exit handler, no
    // wait for a worker thread to stop.
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    process.kill(process.pid, signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return { signal: controller.signal, ask };
}

/**
 * Runs `stop` once `signal` is aborted (now, if it already is), then says `done` and exits 0, or
 * says `failed` and exits 1 when it failed.
 */
export function exitWhenStopped(signal: AbortSignal, stop: () => Promise<void>, done: () => void, failed: (message: string) => void): void {
  const run = () =>
    stop().then(
      () => {
        done();
        process.exit(0);
      },
      (error: unknown) => {
        failed(error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  if (signal.aborted) void run();
  else signal.addEventListener('abort', () => void run(), { once: true });
}
