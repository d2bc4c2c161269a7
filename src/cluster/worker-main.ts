// A worker of `skyref serve --workers N`: one server on the shared port, the data directory
// prepared by the supervisor, rate limits counted by the supervisor (or in Redis), the dataset
// file watched by the supervisor (which replaces workers to swap datasets).
import { AggregatorRegistry } from 'prom-client';
import { readConfig } from '../config.js';
import { startServer, type RunningServer } from '../server.js';
import { IpcRateCounter } from './ipc-rate-counter.js';
import { isSupervisorMessage, type WorkerMessage } from './messages.js';

const send = (message: WorkerMessage) => void process.send?.(message);
const counter = new IpcRateCounter(send);
let server: RunningServer | undefined;
let draining = false;

// /metrics answers for the whole machine: the supervisor gathers every worker's registry.
const metricsWaiting = new Map<number, (text: string) => void>();
let nextMetricsId = 1;
function gatherMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = nextMetricsId++;
    metricsWaiting.set(id, resolve);
    send({ type: 'skyref:metrics', id });
    setTimeout(() => metricsWaiting.delete(id) && reject(new Error('the supervisor gave no metrics within 10 s')), 10_000).unref();
  });
}

function drain(replaced = false): void {
  if (draining) return;
  draining = true;
  const done = server ? server.drain({ replaced }) : Promise.resolve();
  done.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

process.on('message', (message) => {
  if (!isSupervisorMessage(message)) return;
  if (message.type === 'skyref:rate-decision') counter.receive(message);
  else if (message.type === 'skyref:metrics-text') {
    metricsWaiting.get(message.id)?.(message.text);
    metricsWaiting.delete(message.id);
  } else if (message.type === 'skyref:drain') drain(message.replaced);
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
    gatherMetrics,
    logger: { level: config.logLevel },
  });
  // prom-client answers the supervisor's requests for metrics once an AggregatorRegistry exists
  // in the worker, with the registries set here.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([server.services.metrics.registry]);
  if (draining) await server.drain();
  else send({ type: 'skyref:ready', url: server.url, version: server.services.datasets.current.dataset.info.version });
} catch (error) {
  process.stderr.write(`skyref worker ${process.pid}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
