// A worker of `skyref serve --workers N`: one server on the shared port, the data directory
// prepared by the supervisor, rate limits counted by the supervisor (or in Redis), the dataset
// file watched by the supervisor (which replaces workers to swap datasets).
import { readConfig } from '../config.js';
import { startServer, StartStopped, type RunningServer } from '../server.js';
import { IpcRateCounter } from './ipc-rate-counter.js';
import { isSupervisorMessage, type MetricSnapshot, type WorkerMessage } from './messages.js';

const send = (message: WorkerMessage) => void process.send?.(message);
const counter = new IpcRateCounter(send);
let server: RunningServer | undefined;
let draining = false;
/** Aborted by a drain asked for while the server is still starting: it stops at its next step. */
const stopStarting = new AbortController();

/** The server's registry as plain data (prom-client's metric types are an enum of strings). */
async function registryReport(running: RunningServer): Promise<MetricSnapshot[]> {
  return (await running.services.metrics.registry.getMetricsAsJSON()) as unknown as MetricSnapshot[];
}

/** The supervisor serves the machine's /metrics from every worker's registry, reported here. */
async function report(id: number): Promise<void> {
  if (server) send({ type: 'skyref:metrics-report', id, metrics: await registryReport(server) });
}

/** Exits once the last report has left, so that the supervisor carries this worker's final counts forward. */
function exitAfterReport(code: number): void {
  if (!server || !process.connected) process.exit(code);
  registryReport(server).then(
    (metrics) => process.send!({ type: 'skyref:metrics-report', metrics } satisfies WorkerMessage, undefined, undefined, () => process.exit(code)),
    () => process.exit(code),
  );
}

function drain(replaced = false): void {
  if (draining) return;
  draining = true;
  if (!server) return stopStarting.abort();
  server.drain({ replaced }).then(
    () => exitAfterReport(0),
    () => exitAfterReport(1),
  );
}

process.on('message', (message) => {
  if (!isSupervisorMessage(message)) return;
  if (message.type === 'skyref:rate-decision') counter.receive(message);
  else if (message.type === 'skyref:metrics') void report(message.id);
  else if (message.type === 'skyref:drain') drain(message.replaced);
});
// A terminal's Ctrl-C or a stop signal reaches the whole process group: drain like the supervisor
// asks. A hangup is the supervisor's to act on (it swaps datasets by replacing workers).
process.once('SIGINT', () => drain());
process.once('SIGTERM', () => drain());
process.on('SIGHUP', () => {});

try {
  const config = readConfig();
  // With Redis, every worker of every replica counts there; else the supervisor counts for its workers.
  server = await startServer(config, {
    prepare: false,
    watchDataset: false,
    ...(config.redis ? {} : { rateCounter: counter }),
    serveMetrics: false,
    logger: { level: config.logLevel },
    stop: stopStarting.signal,
  });
  send({ type: 'skyref:ready', url: server.url, version: server.services.datasets.current.dataset.info.version });
} catch (error) {
  // Stopped while it loaded: it never took a request, and exits as asked.
  if (error instanceof StartStopped) process.exit(0);
  process.stderr.write(`skyref worker ${process.pid}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
