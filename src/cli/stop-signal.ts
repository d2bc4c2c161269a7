// A stop asked for by the operator or the service manager, from the moment `skyref serve` runs:
// the first SIGINT or SIGTERM aborts the signal handed out here, whatever the service is doing
// (building the dataset, loading it, forking workers, serving), and whoever is running at that
// moment stops. The handlers are then removed, so that a second signal finds Node's default and
// ends the process at once: the way out of a drain that takes too long.

/** The first SIGINT or SIGTERM from now on, as an AbortSignal whose reason is the signal's name. */
export function stopSignal(onSignal: (signal: NodeJS.Signals) => void): AbortSignal {
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    onSignal(signal);
    controller.abort(signal);
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
