// `skyref serve`: the service in the foreground until SIGINT or SIGTERM, on which it drains
// (RunningServer.drain: /ready fails, requests in flight finish) and exits 0, or 1 when draining
// failed; a second signal ends it at once. SIGHUP reloads the dataset.
import type { Config } from '../config.js';
import { startServer } from '../server.js';

export async function serveCommand(config: Config): Promise<void> {
  const server = await startServer(config, { logger: { level: config.logLevel } });
  process.stderr.write(`skyref listening on ${server.url}\n`);
  const stop = (signal: NodeJS.Signals) => {
    // The next SIGINT or SIGTERM finds Node's default, which ends the process at once.
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    process.stderr.write(`${signal}: draining (readiness fails now, stops listening in ${config.drainDelayMs} ms)\n`);
    server.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`draining failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // After an import, `kill -HUP <pid>` makes the running server serve the new dataset file.
  process.on('SIGHUP', () => {
    try {
      server.reload();
      process.stderr.write('dataset reloaded\n');
    } catch (error) {
      process.stderr.write(`dataset reload failed, still serving the previous one: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
}
