// `skyref serve [--workers N]`: the service in the foreground until SIGINT or SIGTERM, on which it
// drains (readiness fails, requests in flight finish) and exits 0, or 1 when draining failed; a
// second signal ends it at once. SIGHUP loads the dataset file again. One worker is a single
// process; more are a supervisor and its workers on one port.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { UsageError } from './cli-errors.js';

export async function serveCommand(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { workers: { type: 'string' } } });
  let workers = config.workers;
  if (values.workers !== undefined) {
    workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError('--workers must be an integer from 1 to 256');
  }
  if (workers === 1) return serveAlone(config);
  // Each mode loads only its own modules: a supervisor never runs the HTTP stack, and starting
  // sooner makes the service answer sooner.
  const { startSupervisor } = await import('../cluster/supervisor.js');
  const supervisor = await startSupervisor(config, { workers });
  onStop(config, () => supervisor.stop());
  process.on('SIGHUP', () => void supervisor.swap());
}

async function serveAlone(config: Config): Promise<void> {
  const { startServer } = await import('../server.js');
  const server = await startServer(config, { logger: { level: config.logLevel } });
  process.stderr.write(server.metricsUrl ? `skyref metrics at ${server.metricsUrl}\n` : 'skyref metrics not served (SKYREF_METRICS_PORT=off)\n');
  process.stderr.write(`skyref listening on ${server.url} (Node.js ${process.version})\n`);
  onStop(config, () => server.drain());
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

function onStop(config: Config, drain: () => Promise<void>): void {
  const stop = (signal: NodeJS.Signals) => {
    // The next SIGINT or SIGTERM finds Node's default, which ends the process at once.
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    process.stderr.write(`${signal}: draining (readiness fails now, stops listening in ${config.drainDelayMs} ms)\n`);
    drain().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`draining failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
