// `skyref serve`: the service in the foreground until SIGINT or SIGTERM; SIGHUP reloads the dataset.
import type { Config } from '../config.js';
import { startServer } from '../server.js';

export async function serveCommand(config: Config): Promise<void> {
  const server = await startServer(config, { logger: { level: config.logLevel } });
  process.stderr.write(`skyref listening on ${server.url}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
