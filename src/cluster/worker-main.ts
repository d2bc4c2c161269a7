// A worker thread of `skyref serve --workers N`: one server on the shared port (SO_REUSEPORT, the
// kernel spreads connections over the threads), serving the dataset the supervisor built once on
// shared memory and hands to every worker, and each new one as it comes; rate limits counted by
// the supervisor (or in Redis); the data directory prepared by the supervisor. The spare worker
// starts the same way and waits, ready but not listening, until it takes an ended worker's place.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { RateLimiter } from '../api/auth/rate-limit.js';
import { LocalRequestNumbers } from '../api/sandbox.js';
import { readConfig } from '../config.js';
import { clockAhead } from '../domain/clock.js';
import { servedFromPosted, type PostedImage } from '../engine/served-image.js';
import type { Services } from '../api/pipeline.js';
import { collectLoadGarbage, collectSwapGarbageSoon } from '../load-garbage.js';
import { startServer, StartStopped, type RunningServer } from '../server.js';
import { shareConnections } from './connection-share.js';
import { SharedRateCounter, type RateTable } from './shared-rate-counter.js';
import { SharedRequestNumbers } from './shared-request-numbers.js';
import { isSupervisorMessage, type MetricSnapshot, type WorkerMessage } from './messages.js';

export interface WorkerData {
  /** The dataset to serve; without it the worker boots meanwhile and waits to be handed it. */
  image?: PostedImage;
  /** The port every worker listens on: 0 for the first when the configuration says 0 (any free one). */
  port: number;
  /** The machine's rate-limit buckets (shared-rate-counter.ts). */
  rates: RateTable;
  /** The machine's numbering of sandbox clients' requests (shared-request-numbers.ts), by rate slot. */
  requestNumbers: BigUint64Array;
  /**
   * How far the supervisor's calendar, set by SKYREF_NOW, is ahead of the machine's time: read from
   * SKYREF_NOW as this thread starts, it would lag by the time the thread took to start, and
   * workers whose calendars disagree drain a client's shared rate buckets by the difference.
   */
  clockAheadMs?: number;
  /** The machine's connection counts, and this worker's place in them (connection-share.ts). */
  connections: Int32Array;
  slot: number;
  /** 1 once the service stops (supervisor.ts): read right before listening and once listening. */
  stopping: Int32Array;
  /** The spare: it waits, ready, until told to take over (skyref:take-over), and listens then. */
  spare?: boolean;
  /** The workers the machine's response-cache bound (SKYREF_RESPONSE_CACHE_MB) is shared among. */
  cacheShare: number;
}

const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);
const data = workerData as WorkerData;
/** Questions for a rate slot awaiting the supervisor's answer, by id. */
const slotAnswers = new Map<number, (slot: number) => void>();
let nextQuestion = 1;
const counter = new SharedRateCounter(
  data.rates,
  threadId,
  (clientId) =>
    new Promise((resolve) => {
      const id = nextQuestion++;
      slotAnswers.set(id, resolve);
      send({ type: 'skyref:rate-slot', id, clientId });
    }),
  new RateLimiter(),
);
// With Redis too: a sequence is played in order across this machine's workers (replicas count apart).
const requestNumbers = new SharedRequestNumbers(data.requestNumbers, (clientId) => counter.slotOf(clientId), new LocalRequestNumbers());
let server: RunningServer | undefined;
let draining = false;
/** Aborted by a drain asked for while the server is still starting: it stops at its next step. */
const stopStarting = new AbortController();
/** Called with the first dataset handed over, or with nothing when told to stop before. */
let handedFirst: ((image: PostedImage | undefined) => void) | undefined;
/** The spare's services while it waits (datasets handed over are swapped in them), and its go. */
let held: { services: Services; release: () => void } | undefined;
/** The stop of the whole service: set by the supervisor at once, where a message waits its turn. */
const serviceStopping = () => Atomics.load(data.stopping, 0) === 1;
/**
 * The datasets handed over, taken in one after another: a dataset is rebuilt between requests
 * (servedFromPosted), and one handed over meanwhile waits for it rather than being overtaken.
 */
let takingIn: Promise<void> = Promise.resolve();

/** The server's registry as plain data (prom-client's metric types are an enum of strings). */
async function registryReport(running: RunningServer): Promise<MetricSnapshot[]> {
  return (await running.services.metrics.registry.getMetricsAsJSON()) as unknown as MetricSnapshot[];
}

/** The supervisor serves the machine's /metrics from every worker's registry, reported here. */
async function report(id: number): Promise<void> {
  if (server) send({ type: 'skyref:metrics-report', id, metrics: await registryReport(server) });
}

/**
 * Ends the thread once its last report is posted, so that the supervisor carries this worker's
 * final counts forward (a message posted is delivered even though the thread ends).
 */
function exitAfterReport(code: number): void {
  if (!server) process.exit(code);
  registryReport(server).then(
    (metrics) => {
      send({ type: 'skyref:metrics-report', metrics });
      process.exit(code);
    },
    () => process.exit(code),
  );
}

function drain(): void {
  if (draining) return;
  draining = true;
  if (!server) {
    stopStarting.abort();
    held?.release();
    return handedFirst?.(undefined);
  }
  server.drain().then(
    () => exitAfterReport(0),
    () => exitAfterReport(1),
  );
}

port.on('message', (message) => {
  if (!isSupervisorMessage(message)) return;
  if (message.type === 'skyref:rate-slot') {
    slotAnswers.get(message.id)?.(message.slot);
    slotAnswers.delete(message.id);
  }
  else if (message.type === 'skyref:metrics') void report(message.id);
  else if (message.type === 'skyref:drain') drain();
  else if (message.type === 'skyref:take-over') held?.release();
  else if (message.type === 'skyref:dataset' && !server && !held) handedFirst?.(message.image);
  else if (message.type === 'skyref:dataset') {
    // Serving, or the spare holding its services ready: the same services either way.
    const { datasets } = server?.services ?? held!.services;
    takingIn = takingIn.then(async () => {
      const served = await servedFromPosted(message.image);
      // Between two requests: those in flight finish on the dataset they started with.
      datasets.swap(served);
      send({ type: 'skyref:swapped', version: message.version });
      // A spare would never collect the old dataset, a serving worker late.
      collectSwapGarbageSoon();
    });
  }
});

/** The spare's wait: says it is ready, and resolves when told to take over (or to stop). */
function hold(services: Services): Promise<void> {
  return new Promise((resolve) => {
    held = {
      services,
      release: () => {
        held = undefined;
        resolve();
      },
    };
    // Its start's garbage collected now: an idle thread's heap is not, and a spare is idle.
    collectLoadGarbage();
    send({ type: 'skyref:spare', version: services.datasets.current.dataset.info.version });
  });
}

try {
  const config = { ...readConfig(), port: data.port, ...(data.clockAheadMs === undefined ? {} : { clock: clockAhead(data.clockAheadMs) }) };
  const image = data.image ?? (await new Promise<PostedImage | undefined>((resolve) => (handedFirst = resolve)));
  if (!image) throw new StartStopped();
  const served = await servedFromPosted(image);
  // Not kept once served: a later swap would leave its bytes held by this thread's workerData.
  delete data.image;
  // With Redis, every worker of every replica counts there; else the supervisor counts for its workers.
  server = await startServer(config, {
    prepare: false,
    watchDataset: false,
    served,
    responseCacheBytes: Math.floor(config.responseCacheBytes / data.cacheShare),
    reusePort: true,
    beforeListen: (http) => {
      shareConnections(http, data.connections, data.slot);
      // The supervisor's drain message is read only once the start is over: a worker that would
      // listen after the service was told to stop does not, and one told while it started
      // listening closes at once (startServer reads the stop again after listening).
      if (serviceStopping()) stopStarting.abort();
      http.once('listening', () => serviceStopping() && stopStarting.abort());
    },
    ...(data.spare ? { hold } : {}),
    ...(config.redis ? {} : { rateCounter: counter }),
    requestNumbers,
    serveMetrics: false,
    logger: { level: config.logLevel },
    stop: stopStarting.signal,
  });
  send({ type: 'skyref:ready', url: server.url, version: server.services.datasets.current.dataset.info.version });
} catch (error) {
  // Stopped while it started: it never took a request, and ends as asked.
  if (error instanceof StartStopped) process.exit(0);
  process.stderr.write(`skyref worker ${process.pid}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
