// `skyref serve` on every core: the supervisor prepares the data directory once, builds the
// dataset's engines once on shared memory (in a thread of their own, dataset-build.ts), and starts
// one worker thread per core, each a server listening on the one port (SO_REUSEPORT) over those
// engines (decision 67). It counts rate limits for all of them, replaces a worker that dies with
// one over the same engines, and swaps a dataset by building the new one aside while the workers
// serve the old, then handing it to every worker, which swaps between two requests; the old one's
// memory is freed once no worker's request holds it. It also serves the machine's /metrics on a
// listener of its own, from the workers' registries (cluster-metrics.ts).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GatheredMetrics } from '../api/gathered-metrics.js';
import { startMetricsListener, type MetricsListener } from '../api/metrics-listener.js';
import type { Config } from '../config.js';
import { aheadOfMachine, systemClock, type Clock } from '../domain/clock.js';
import { datasetFileStamp } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import type { PostedImage } from '../engine/served-image.js';
import { prepareDataDir } from '../data-dir.js';
import { consoleLogFormat, type LogFormat } from '../log-format.js';
import { replicaId } from '../state/replica-id.js';
import { ClusterMetrics } from './cluster-metrics.js';
import { connectionCounts, workerJoined, workerLeft } from './connection-share.js';
import { buildServedImage } from './dataset-build.js';
import { RATE_SLOTS, RateSlots, rateTable, releaseLocksOf } from './shared-rate-counter.js';
import { requestNumberTable } from './shared-request-numbers.js';
import { isWorkerMessage, type SupervisorMessage } from './messages.js';
import type { WorkerData } from './worker-main.js';
import { collectSwapGarbage } from '../load-garbage.js';

const WORKER_MAIN = fileURLToPath(new URL('./worker-main.js', import.meta.url));
/**
 * A worker's young generation is capped (16 MB a semi-space, three of them): V8 would grow it to
 * 64 MB a semi-space under load and keep the pages (decision 53).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 48 };
/** Places in the connection counts: the most workers, and as many replacements starting meanwhile. */
const CONNECTION_SLOTS = 512;
const WATCH_MS = 2000;
/** A worker that dies this soon after the previous restart is restarted after a pause. */
const CRASH_WINDOW_MS = 5000;
const CRASH_PAUSE_MS = 1000;

export interface SupervisorOptions {
  workers: number;
  notice?: (text: string) => void;
  /**
   * Aborted when the service is asked to stop, at any moment: while the data directory is being
   * prepared or the dataset built nothing more starts; once workers are starting, none more is
   * started and those started drain.
   */
  stop?: AbortSignal;
  /**
   * Called once the first worker answers, with the supervisor: from then on a swap asked for is
   * done, or, while the other workers still start, remembered and done once they are up.
   */
  answering?: (supervisor: Supervisor) => void;
}

interface Ready {
  url: string;
  version: string;
}

/**
 * Prepares the data directory, builds the dataset's engines and starts the workers: the first
 * alone, so that the service answers as soon as it can, then the others together. Resolves once
 * every one is ready, or once `stop` is aborted during the start: with undefined when that was
 * before any worker started, else with the supervisor, stopping.
 */
export async function startSupervisor(config: Config, options: SupervisorOptions): Promise<Supervisor | undefined> {
  const notice = options.notice ?? ((text: string) => void process.stderr.write(text + '\n'));
  await prepareDataDir(config, notice);
  if (options.stop?.aborted) return undefined;
  const supervisor = new Supervisor(datasetPath(config.dataDir), config.port, notice, config.clock, config.spareWorker, consoleLogFormat(config));
  options.stop?.addEventListener('abort', () => void supervisor.stop(), { once: true });
  await supervisor.serveMetrics(config);
  if (options.stop?.aborted) return supervisor;
  const first = await supervisor.start(options.workers, (ready) => {
    notice(`skyref answering on ${ready.url} with 1 of ${options.workers} workers; the others are starting`);
    options.answering?.(supervisor);
  });
  // With Redis, the name other replicas' logs give this one (decision 69).
  const replica = config.redis ? `, replica ${replicaId()}` : '';
  if (first) notice(`skyref listening on ${first.url} (${options.workers} workers, dataset ${first.version}, Node.js ${process.version}${replica})`);
  return supervisor;
}

export class Supervisor {
  /** The rate-limit buckets of the machine (without Redis), which workers decide in, and each client's slot. */
  private readonly rates = rateTable();
  private readonly requestNumbers = requestNumberTable();
  private readonly rateSlots = new RateSlots();
  private rateTableFull = false;
  /** Workers taking traffic, and those draining on their way out. */
  private readonly serving = new Set<Worker>();
  private readonly retiring = new Set<Worker>();
  /** Every worker started and not yet ended, ready or not: all of them are drained on stop. */
  private readonly started = new Set<Worker>();
  /** Each worker's place in the machine's connection counts (connection-share.ts). */
  private readonly slots = new Map<Worker, number>();
  private readonly connections = connectionCounts(CONNECTION_SLOTS);
  /** Workers handed a dataset that have not yet said they serve it. */
  private readonly handingOver = new Map<Worker, () => void>();
  private readonly metrics = new ClusterMetrics(() => this.serving.size, () => this.restarts, () => (this.spare?.ready ? 1 : 0));
  /**
   * The spare worker: started over the current dataset, its server built but not listening, until
   * a worker ends and it takes that one's place by listening (`ready` once it can). Undefined when
   * there is none, or while the next waits out a crash pause (`spareTimer`).
   */
  private spare: { worker: Worker; ready: boolean } | undefined;
  private spareTimer: NodeJS.Timeout | undefined;
  /**
   * Workers that died and whose place is still empty, oldest first, with when they died: each
   * spare takes one as soon as it is ready.
   */
  private readonly owed: { dead: number; at: number }[] = [];
  /** Spares told to take over, until they listen: whose place, since when. */
  private readonly takingOver = new Map<Worker, { dead: number; at: number }>();
  /**
   * Set when the service stops, read by a worker still starting right before it listens and right
   * after (a message could be read only once its start is over): one told to stop never takes a
   * connection.
   */
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  /** Until every worker of the start has started; a swap asked for meanwhile is done after. */
  private starting = true;
  private swapAfterStart = false;
  private metricsListener: MetricsListener | undefined;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private restarts = 0;
  private lastRestart = 0;
  /** The dataset every worker serves (or is being handed), built once on shared memory. */
  private image: PostedImage | undefined;
  private version = '';
  /** The dataset file as the workers serve it; a change starts a swap. */
  private stamp: string;
  private swapping: Promise<void> | undefined;
  private swapAgain = false;
  private readonly watch: NodeJS.Timeout;
  /** Workers serving at once, each holding this share of the machine's response-cache bound. */
  private workerCount = 1;

  constructor(
    private readonly datasetFile: string,
    /** The port the workers share: the configured one, or, when that is 0, the one the first was given. */
    private port: number,
    private readonly notice: (text: string) => void,
    /** The calendar every worker runs on: one set by SKYREF_NOW is handed to each worker as it reads now, not as written at start. */
    private readonly clock: Clock,
    /** Whether a spare worker is kept (SKYREF_SPARE_WORKER). */
    private readonly spareWanted = true,
    /** The console's format, handed to every worker: a worker thread sees no terminal to decide by. */
    private readonly logFormat: LogFormat = 'json',
  ) {
    this.stamp = datasetFileStamp(datasetFile);
    this.watch = setInterval(() => {
      if (!this.stopping && !this.swapping && this.serving.size > 0 && datasetFileStamp(datasetFile) !== this.stamp) void this.swap();
    }, WATCH_MS);
    this.watch.unref();
  }

  /**
   * Serves the machine's /metrics where the configuration says, gathered from the workers at most
   * once an interval; says where.
   */
  async serveMetrics(config: Config): Promise<void> {
    if (!config.metrics) {
      this.notice('skyref metrics not served (SKYREF_METRICS_PORT=off)');
      return;
    }
    const gathered = new GatheredMetrics(() => this.metrics.text(), config.metricsIntervalMs, () => this.clock.monotonic());
    this.metricsListener = await startMetricsListener(config.metrics.host, config.metrics.port, () => gathered.body());
    this.notice(`skyref metrics at ${this.metricsListener.url} (every worker's, gathered at most every ${config.metricsIntervalMs} ms)`);
  }

  /**
   * Builds the dataset, starts one worker, then (once it serves, told to `onFirst` when others
   * follow) the rest; resolves with the first one's address once all are ready, or with undefined
   * once a stop has ended the start. No swap starts meanwhile: a dataset file renamed in during
   * the start is swapped in after it.
   */
  async start(workers: number, onFirst: (ready: Ready) => void): Promise<Ready | undefined> {
    this.workerCount = workers;
    this.stamp = datasetFileStamp(this.datasetFile);
    // The first worker boots (its modules, the state) while the dataset is built.
    const starting = this.startWorker();
    let built: { image: PostedImage; version: string };
    try {
      built = await buildServedImage(this.datasetFile);
    } catch (error) {
      await Promise.all([...this.started].map((w) => this.retire(w)));
      await starting.catch(() => undefined);
      throw error;
    }
    this.image = built.image;
    this.version = built.version;
    for (const worker of this.started) worker.postMessage({ type: 'skyref:dataset', image: built.image, version: built.version } satisfies SupervisorMessage);
    const first = await starting;
    if (!first) return undefined;
    this.port = Number(new URL(first.url).port);
    if (workers > 1) {
      onFirst(first);
      const rest = Promise.all(Array.from({ length: workers - 1 }, () => this.startWorker()));
      this.swapping = rest.then(() => undefined, () => undefined);
      await rest.finally(() => (this.swapping = undefined));
    }
    this.keepForReplacements();
    this.starting = false;
    if (this.stopping) return undefined;
    this.startSpare(0);
    // After the start has said it listens.
    if (this.swapAfterStart) {
      setImmediate(() => {
        if (this.stopping) return;
        this.notice('every worker has started: swapping the dataset now, as SIGHUP asked while they started');
        void this.swap();
      });
    }
    return first;
  }

  /** A worker started and, once ready, serving; undefined when a stop came first (stop() drains it). */
  private async startWorker(): Promise<Ready | undefined> {
    let started: { worker: Worker; ready: Ready };
    try {
      started = await this.launch();
    } catch (error) {
      // Told to drain while it started, it ended before it was ready: that is the stop, not a failure.
      if (this.stopping) return undefined;
      throw error;
    }
    if (this.stopping) return undefined;
    this.serving.add(started.worker);
    return started.ready;
  }

  /** Builds the dataset file's engines and hands them to every worker; resolves when done. */
  swap(): Promise<void> {
    if (this.starting) {
      if (!this.swapAfterStart) this.notice('SIGHUP while workers start: remembered, the dataset is swapped once every one has started');
      this.swapAfterStart = true;
      return Promise.resolve();
    }
    if (this.swapping) {
      this.swapAgain = true;
      return this.swapping;
    }
    this.swapping = this.swapAll().finally(() => (this.swapping = undefined));
    return this.swapping;
  }

  /**
   * A fault drill: ends one serving worker at once, as a crash would (its requests in flight are
   * lost), so that an operator can see it replaced. Says which, or that none serves.
   */
  endOneWorker(): void {
    const [victim] = this.serving;
    if (!victim) return this.notice('no worker serving: none ended');
    this.notice(`ending worker ${victim.threadId} at once (SIGUSR2 fault drill)`);
    void victim.terminate();
  }

  /**
   * Starts no more workers and drains every one started, the ones still starting included, then
   * stops serving the metrics; resolves when every worker has ended, saying how many it stopped.
   * Calling it again returns the same promise.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      Atomics.store(this.stopFlag, 0, 1);
      clearInterval(this.watch);
      clearTimeout(this.spareTimer);
      const spare = this.spare?.worker;
      const workers = [...this.started].filter((w) => w !== spare);
      const starting = workers.filter((w) => !this.serving.has(w) && !this.retiring.has(w)).length;
      await Promise.all([...this.started].map((w) => this.retire(w)));
      await this.metricsListener?.close();
      const drained = workers.length - starting;
      this.notice(`stopped: ${drained} worker${drained === 1 ? '' : 's'} drained${starting > 0 ? `, ${starting} stopped while starting` : ''}${spare ? ', the spare ended' : ''}`);
    })();
    return this.stopped;
  }

  private async swapAll(): Promise<void> {
    do {
      this.swapAgain = false;
      this.stamp = datasetFileStamp(this.datasetFile);
      let built: { image: PostedImage; version: string };
      try {
        built = await buildServedImage(this.datasetFile, { background: true });
      } catch (error) {
        if (!this.stopping) this.notice(`dataset swap stopped, still serving the previous dataset: ${reasonOf(error)}`);
        return;
      }
      if (this.stopping) return;
      this.image = built.image;
      this.version = built.version;
      this.notice(`dataset built (version ${built.version}): handing it to ${this.serving.size} workers`);
      // A spare still starting is handed the dataset when it says it is ready, over an older one.
      const spare = this.spare?.ready ? [this.spare.worker] : [];
      await Promise.all([...this.serving, ...spare].map((worker) => this.handOver(worker)));
      this.keepForReplacements();
      // The previous image is garbage here now, and its shared buffers (hundreds of MB at world
      // scale, the engines of every worker) are freed only once every thread has dropped them:
      // the supervisor, mostly idle, would not collect for a long time.
      void collectSwapGarbage();
      this.metrics.swapped();
      this.notice(`dataset swapped: every worker serves ${this.datasetFile} (version ${built.version})`);
    } while (this.swapAgain && !this.stopping);
  }

  /**
   * Once every worker has the dataset, the supervisor keeps it without its location search: a
   * copy in this thread would cost about 10 MB to spare a replacement worker, a rare thing, the
   * quarter of a second it takes to build its own.
   */
  private keepForReplacements(): void {
    if (this.image) this.image = { ...this.image, locationSearch: undefined };
  }

  /** Hands the current dataset to a worker; resolves once it serves it, or has ended. */
  private handOver(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      this.handingOver.set(worker, resolve);
      worker.postMessage({ type: 'skyref:dataset', image: this.image!, version: this.version } satisfies SupervisorMessage);
    });
  }

  /**
   * A new worker over the current dataset, resolved once it is ready (listening); rejected when it
   * ends before. The spare (`spare`) waits, ready but not listening, until told to take over.
   */
  private launch(spare = false): Promise<{ worker: Worker; ready: Ready }> {
    return new Promise((resolve, reject) => {
      const used = new Set(this.slots.values());
      let slot = 0;
      while (used.has(slot)) slot++;
      const workerData: WorkerData = {
        ...(this.image ? { image: this.image } : {}),
        port: this.port,
        rates: this.rates,
        requestNumbers: this.requestNumbers,
        connections: this.connections,
        slot,
        stopping: this.stopFlag,
        cacheShare: this.workerCount,
        ...(spare ? { spare: true } : {}),
      };
      if (this.clock !== systemClock) workerData.clockAheadMs = aheadOfMachine(this.clock);
      const worker = new Worker(WORKER_MAIN, {
        workerData,
        env: { ...process.env, SKYREF_LOG_FORMAT: this.logFormat, ...(this.clock === systemClock ? {} : { SKYREF_NOW: new Date(this.clock.now()).toISOString() }) },
        resourceLimits: WORKER_LIMITS,
      });
      this.started.add(worker);
      this.slots.set(worker, slot);
      if (spare) this.spare = { worker, ready: false };
      // Once it has ended, a worker's threadId reads -1: kept for what is said of it then.
      const id = worker.threadId;
      let ready = false;
      worker.on('message', (message: unknown) => {
        if (!isWorkerMessage(message)) return;
        if (message.type === 'skyref:rate-slot') {
          const slot = this.rateSlots.slotOf(message.clientId);
          if (slot < 0 && !this.rateTableFull) {
            this.rateTableFull = true;
            this.notice(`rate limits: the table of ${RATE_SLOTS} clients is full; clients beyond it are counted by each worker apart`);
          }
          worker.postMessage({ type: 'skyref:rate-slot', id: message.id, slot } satisfies SupervisorMessage);
        } else if (message.type === 'skyref:metrics-report') {
          this.metrics.reported(worker, message.metrics, message.id);
        } else if (message.type === 'skyref:swapped') {
          this.handingOver.get(worker)?.();
          this.handingOver.delete(worker);
        } else if (message.type === 'skyref:spare' && this.spare?.worker === worker) {
          if (message.version !== this.version) void this.handOver(worker);
          this.spareReady(worker);
        } else if (message.type === 'skyref:ready' && !ready) {
          ready = true;
          workerJoined(this.connections);
          this.metrics.joined(worker);
          const place = this.takingOver.get(worker);
          this.takingOver.delete(worker);
          if (place) this.notice(`worker ${id} answers in place of worker ${place.dead}, ${Math.round(this.clock.monotonic() - place.at)} ms after it died`);
          // Started over a dataset a swap has since replaced: given the new one at once.
          if (message.version !== this.version) void this.handOver(worker);
          resolve({ worker, ready: { url: message.url, version: message.version } });
        }
      });
      // An uncaught error ends the worker; 'exit' follows, where it is replaced.
      worker.on('error', (error) => this.notice(`worker ${id} failed: ${reasonOf(error)}`));
      worker.once('exit', (code) => {
        this.started.delete(worker);
        this.slots.delete(worker);
        if (this.spare?.worker === worker) this.spare = undefined;
        // A spare that dies as it takes over leaves the place empty again.
        const place = this.takingOver.get(worker);
        this.takingOver.delete(worker);
        if (place && !this.stopping) this.owed.unshift(place);
        workerLeft(this.connections, slot, ready);
        releaseLocksOf(this.rates, id);
        this.metrics.departed(worker);
        this.serving.delete(worker);
        this.handingOver.get(worker)?.();
        this.handingOver.delete(worker);
        const retired = this.retiring.delete(worker);
        if (!ready) reject(new Error(`worker ${id} ended before it was ready (code ${code})`));
        else if (!this.stopping && !retired) this.replace(id, code);
      });
    });
  }

  /**
   * Fills the place of a worker that died: the spare takes it at once, by listening, and another
   * spare is started; without a spare ready, the one starting takes it once ready; without spares
   * (SKYREF_SPARE_WORKER=0) another worker is started. Threads are started after a pause when
   * workers die in a row.
   */
  private replace(dead: number, code: number): void {
    this.restarts += 1;
    const pause = this.crashPause();
    this.lastRestart = this.clock.monotonic();
    if (this.spareWanted) {
      this.owed.push({ dead, at: this.clock.monotonic() });
      const spare = this.spare?.ready ? this.spare.worker : undefined;
      this.notice(
        spare
          ? `worker ${dead} died (code ${code}); the spare worker ${spare.threadId} takes its place (restart ${this.restarts})`
          : `worker ${dead} died (code ${code}); the spare worker takes its place once started (restart ${this.restarts})`,
      );
      if (spare) this.takeOver(spare);
      this.startSpare(pause);
      return;
    }
    this.notice(`worker ${dead} died (code ${code}); starting another (restart ${this.restarts})`);
    setTimeout(() => {
      if (this.stopping) return;
      this.launch().then(
        ({ worker }) => (this.stopping ? void this.retire(worker) : void this.serving.add(worker)),
        (error: unknown) => this.stopping || this.notice(`replacement worker failed: ${reasonOf(error)}`),
      );
    }, pause).unref();
  }

  /** A second's pause before starting a thread when the last worker died less than CRASH_WINDOW_MS ago. */
  private crashPause(): number {
    return this.lastRestart > 0 && this.clock.monotonic() - this.lastRestart < CRASH_WINDOW_MS ? CRASH_PAUSE_MS : 0;
  }

  /** Starts the spare worker (after `pause` ms), unless there is one, or one is on its way. */
  private startSpare(pause: number): void {
    if (!this.spareWanted || this.stopping || this.spare || this.spareTimer) return;
    this.spareTimer = setTimeout(() => {
      this.spareTimer = undefined;
      if (this.stopping) return;
      // Resolved once it has taken a place and listens.
      this.launch(true).then(
        ({ worker }) => (this.stopping ? void this.retire(worker) : void this.serving.add(worker)),
        (error: unknown) => this.stopping || this.notice(`spare worker failed: ${reasonOf(error)}`),
      );
    }, pause);
    this.spareTimer.unref();
  }

  /** The spare can take over: at once when a place is empty, else when a worker dies. */
  private spareReady(worker: Worker): void {
    this.spare = { worker, ready: true };
    if (this.owed.length === 0) return;
    this.notice(`the spare worker ${worker.threadId} takes the place of a worker that died`);
    this.takeOver(worker);
    this.startSpare(this.crashPause());
  }

  /** Tells the spare to listen: it answers from then on (and is counted serving once it says so). */
  private takeOver(worker: Worker): void {
    this.takingOver.set(worker, this.owed.shift()!);
    this.spare = undefined;
    worker.postMessage({ type: 'skyref:take-over' } satisfies SupervisorMessage);
  }

  /** Asks a worker to drain; resolves once it has ended. */
  private retire(worker: Worker): Promise<void> {
    this.serving.delete(worker);
    this.retiring.add(worker);
    return new Promise((resolve) => {
      if (!this.started.has(worker)) return resolve();
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'skyref:drain' } satisfies SupervisorMessage);
    });
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
