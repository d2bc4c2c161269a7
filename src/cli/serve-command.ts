// `skyref serve [--workers N]`: the service in the foreground until SIGINT or SIGTERM, on which it
// drains (readiness fails, requests in flight finish) and exits 0, or 1 when draining failed; a
// second signal ends it at once. A signal while it is still starting (building or loading the
// dataset, forking workers) stops it too: nothing more starts, what has started stops, exit 0.
// SIGHUP loads the dataset file again. One worker is a single process; more are a supervisor and
// its worker threads on one port, and SIGUSR2 ends one of them at once (a fault drill: it is
// replaced).
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { replicaId } from '../state/replica-id.js';
import { UsageError } from './cli-errors.js';
import { exitWhenStopped, stopSignal } from './stop-signal.js';

const say = (text: string) => void process.stderr.write(text + '\n');

export async function serveCommand(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { workers: { type: 'string' } } });
  let workers = config.workers;
  if (values.workers !== undefined) {
    workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError('--workers must be an integer from 1 to 256');
  }
  // Before anything that takes time: a service manager may stop the service at any moment.
  let serving = false;
  const stop = stopSignal((signal) =>
    say(
      serving
        ? `${signal}: draining (readiness fails now, stops listening in ${config.drainDelayMs} ms)`
        : `${signal} while starting: stopping (nothing more starts once the step under way is over${workers > 1 ? '; workers already started drain' : ''})`,
    ),
  );
  // A hangup's default is to end the process: while starting it is ignored (the dataset file is
  // being read anyway, and the supervisor swaps in one renamed in meanwhile once it has started).
  const hangup = { on: () => say('SIGHUP while starting: ignored') };
  process.on('SIGHUP', () => hangup.on());
  say(`skyref starting (${workers > 1 ? `${workers} workers` : 'a single process'}, data directory ${config.dataDir})`);
  const stoppedWhileStarting = () => say('skyref stopped while starting');
  if (workers === 1) return serveAlone(config, stop, hangup, () => (serving = true), stoppedWhileStarting);
  // Each mode loads only its own modules: a supervisor never runs the HTTP stack, and starting
  // sooner makes the service answer sooner.
  const { startSupervisor } = await import('../cluster/supervisor.js');
  const supervisor = await startSupervisor(config, { workers, stop, notice: say });
  serving = !stop.aborted;
  exitWhenStopped(stop, () => supervisor?.stop() ?? Promise.resolve(), serving ? () => {} : stoppedWhileStarting);
  if (supervisor && serving) {
    hangup.on = () => void supervisor.swap();
    process.on('SIGUSR2', () => supervisor.endOneWorker());
  }
}

async function serveAlone(config: Config, stop: AbortSignal, hangup: { on: () => void }, started: () => void, stoppedWhileStarting: () => void): Promise<void> {
  const { startServer, StartStopped } = await import('../server.js');
  let server;
  try {
    server = await startServer(config, { logger: { level: config.logLevel }, stop });
  } catch (error) {
    if (!(error instanceof StartStopped)) throw error;
    stoppedWhileStarting();
    process.exit(0);
  }
  started();
  say(server.metricsUrl ? `skyref metrics at ${server.metricsUrl}` : 'skyref metrics not served (SKYREF_METRICS_PORT=off)');
  say(`skyref listening on ${server.url} (Node.js ${process.version}${config.redis ? `, replica ${replicaId()}` : ''})`);
  const running = server;
  exitWhenStopped(stop, () => running.drain(), () => {});
  // After an import, `kill -HUP <pid>` makes the running server serve the new dataset file.
  hangup.on = () => {
    try {
      running.reload();
      say('dataset reloaded');
    } catch (error) {
      say(`dataset reload failed, still serving the previous one: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
