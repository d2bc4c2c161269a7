// A stop asked for by the operator or the service manager, from the moment `skyref serve` runs:
// the first SIGINT or SIGTERM aborts the signal handed out here, whatever the service is doing
// (building the dataset, loading it, forking workers, serving), and whoever is running at that
// moment stops. A second one ends the process at once: the way out of a drain that takes too long.

/**
 * The first SIGINT or SIGTERM from now on, as an AbortSignal whose reason is the signal's name; a
 * second one ends the process at once, killed by that signal (exit status 128 + its number: 143
 * for SIGTERM, 130 for SIGINT).
 */
export function stopSignal(onSignal: (signal: NodeJS.Signals) => void): AbortSignal {
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      onSignal(signal);
      controller.abort(signal);
      return;
    }
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
  return controller.signal;
}

/** Runs `stop` once `signal` is aborted (now, if it already is), then exits 0, or 1 when it failed. */
export function exitWhenStopped(signal: AbortSignal, stop: () => Promise<void>, done: () => void): void {
  const run = () =>
    stop().then(
      () => {
        done();
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`stopping failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  if (signal.aborted) void run();
  else signal.addEventListener('abort', () => void run(), { once: true });
}
