// `skyref serve` on every core: the supervisor prepares the data directory once, forks one worker
// per core on one port (the cluster module hands connections to them in turn), counts rate limits
// for all of them, replaces a worker that dies, and swaps datasets by replacing workers one at a
// time: a new worker loads the new file and builds its engines while the old ones keep answering,
// and an old worker drains only once its replacement is ready. Every request is answered by one
// worker, so it sees one dataset from start to end; no request waits for a load. It also serves
// the machine's /metrics on a listener of its own, from the workers' registries (cluster-metrics.ts).
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { RateLimiter } from '../api/auth/rate-limit.js';
import { GatheredMetrics } from '../api/gathered-metrics.js';
import { startMetricsListener, type MetricsListener } from '../api/metrics-listener.js';
import type { Config } from '../config.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { datasetFileStamp } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { prepareDataDir } from '../data-dir.js';
import { ClusterMetrics } from './cluster-metrics.js';
import { answerRateQuestion } from './ipc-rate-counter.js';
import { isWorkerMessage, type SupervisorMessage } from './messages.js';

const WORKER_MAIN = fileURLToPath(new URL('./worker-main.js', import.meta.url));
/**
 * A worker's young generation is capped at 16 MB a semi-space: V8's default grows it to 64 MB
 * while the dataset loads and keeps the pages, 140 MB of a world-scale worker's 520 MB resident
 * for nothing once it serves (decision 53).
 */
const WORKER_V8_FLAGS = ['--max-semi-space-size=16'];
const WATCH_MS = 2000;
/** A worker that dies this soon after the previous restart is restarted after a pause. */
const CRASH_WINDOW_MS = 5000;
const CRASH_PAUSE_MS = 1000;

export interface SupervisorOptions {
  workers: number;
  notice?: (text: string) => void;
  /**
   * Aborted when the service is asked to stop, at any moment: while the data directory is being
   * prepared nothing more starts; once workers are forking, none more is forked and those forked
   * drain (one still loading exits once its load is over).
   */
  stop?: AbortSignal;
}

interface Ready {
  url: string;
  version: string;
}

/**
 * Prepares the data directory and starts the workers: the first alone, so that it loads the dataset
 * with the machine to itself and the service answers as soon as it can, then the others together.
 * Resolves once every one is ready, or once `stop` is aborted during the start: with undefined when
 * that was before any worker was forked, else with the supervisor, stopping.
 */
export async function startSupervisor(config: Config, options: SupervisorOptions): Promise<Supervisor | undefined> {
  const notice = options.notice ?? ((text: string) => void process.stderr.write(text + '\n'));
  await prepareDataDir(config, notice);
  if (options.stop?.aborted) return undefined;
  cluster.setupPrimary({ exec: WORKER_MAIN, execArgv: [...process.execArgv, ...WORKER_V8_FLAGS] });
  const supervisor = new Supervisor(datasetPath(config.dataDir), notice, config.clock);
  options.stop?.addEventListener('abort', () => void supervisor.stop(), { once: true });
  await supervisor.serveMetrics(config);
  if (options.stop?.aborted) return supervisor;
  const first = await supervisor.start(options.workers, (ready) => notice(`skyref answering on ${ready.url} with 1 of ${options.workers} workers; the others are loading the dataset`));
  if (first) notice(`skyref listening on ${first.url} (${options.workers} workers, dataset ${first.version}, Node.js ${process.version})`);
  return supervisor;
}

export class Supervisor {
  /** The only rate-limit counters of the machine (without Redis). */
  private readonly limiter = new RateLimiter();
  /** Workers taking traffic, and those draining on their way out. */
  private readonly serving = new Set<Worker>();
  private readonly retiring = new Set<Worker>();
  /** Every worker forked and not yet exited, ready or not: all of them are drained on stop. */
  private readonly forked = new Set<Worker>();
  private readonly metrics = new ClusterMetrics(() => this.serving.size, () => this.restarts);
  private metricsListener: MetricsListener | undefined;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private restarts = 0;
  private lastRestart = 0;
  /** The dataset file as the workers serve it; a change starts a swap. */
  private stamp: string;
  private swapping: Promise<void> | undefined;
  private swapAgain = false;
  private readonly watch: NodeJS.Timeout;

  constructor(
    private readonly datasetFile: string,
    private readonly notice: (text: string) => void,
    /** The calendar every worker runs on: one set by SKYREF_NOW is handed to each worker as it reads now, not as written at start. */
    private readonly clock: Clock,
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
   * Forks one worker, then (once it serves, told to `onFirst` when others follow) the rest;
   * resolves with the first one's address once all are ready, or with undefined once a stop
   * has ended the start. No swap starts meanwhile: a dataset file renamed in during the start is
   * swapped in after it.
   */
  async start(workers: number, onFirst: (ready: Ready) => void): Promise<Ready | undefined> {
    const first = await this.startWorker();
    if (!first) return undefined;
    if (workers > 1) {
      onFirst(first);
      const rest = Promise.all(Array.from({ length: workers - 1 }, () => this.startWorker()));
      this.swapping = rest.then(() => undefined, () => undefined);
      await rest.finally(() => (this.swapping = undefined));
    }
    return this.stopping ? undefined : first;
  }

  /** A worker forked and, once ready, serving; undefined when a stop came first (stop() drains it). */
  private async startWorker(): Promise<Ready | undefined> {
    let started: { worker: Worker; ready: Ready };
    try {
      started = await this.fork();
    } catch (error) {
      // Told to drain while it loaded, it exited before it was ready: that is the stop, not a failure.
      if (this.stopping) return undefined;
      throw error;
    }
    if (this.stopping) return undefined;
    this.serving.add(started.worker);
    return started.ready;
  }

  /** Loads the dataset file in new workers and retires the old ones, one at a time; resolves when done. */
  swap(): Promise<void> {
    if (this.swapping) {
      this.swapAgain = true;
      return this.swapping;
    }
    this.swapping = this.replaceAll().finally(() => (this.swapping = undefined));
    return this.swapping;
  }

  /**
   * Forks no more workers and drains every one forked, the ones still loading included, then stops
   * serving the metrics; resolves when every worker has exited, saying how many it stopped.
   * Calling it again returns the same promise.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      clearInterval(this.watch);
      const workers = [...this.forked];
      const loading = workers.filter((w) => !this.serving.has(w) && !this.retiring.has(w)).length;
      await Promise.all(workers.map((w) => this.retire(w)));
      await this.metricsListener?.close();
      const drained = workers.length - loading;
      this.notice(`stopped: ${drained} worker${drained === 1 ? '' : 's'} drained${loading > 0 ? `, ${loading} stopped while loading the dataset` : ''}`);
    })();
    return this.stopped;
  }

  private async replaceAll(): Promise<void> {
    do {
      this.swapAgain = false;
      this.stamp = datasetFileStamp(this.datasetFile);
      let version = '';
      for (const old of [...this.serving]) {
        if (this.stopping) return;
        let fresh: { worker: Worker; ready: Ready };
        try {
          fresh = await this.fork();
        } catch (error) {
          if (this.stopping) return;
          this.notice(`dataset swap stopped, still serving the previous dataset: ${reasonOf(error)}`);
          return;
        }
        if (this.stopping) {
          await this.retire(fresh.worker);
          return;
        }
        this.serving.add(fresh.worker);
        version = fresh.ready.version;
        await this.retire(old, true);
      }
      this.metrics.swapped();
      this.notice(`dataset swapped: every worker serves ${this.datasetFile} (version ${version})`);
    } while (this.swapAgain && !this.stopping);
  }

  /** A new worker, resolved once it is ready; rejected when it exits before. */
  private fork(): Promise<{ worker: Worker; ready: Ready }> {
    return new Promise((resolve, reject) => {
      const worker = cluster.fork(this.clock === systemClock ? undefined : { SKYREF_NOW: new Date(this.clock.now()).toISOString() });
      this.forked.add(worker);
      let ready = false;
      worker.on('message', (message: unknown) => {
        if (!isWorkerMessage(message)) return;
        if (message.type === 'skyref:rate') {
          worker.send(answerRateQuestion(this.limiter, message) satisfies SupervisorMessage);
        } else if (message.type === 'skyref:metrics-report') {
          this.metrics.reported(worker, message.metrics, message.id);
        } else if (message.type === 'skyref:ready' && !ready) {
          ready = true;
          this.metrics.joined(worker);
          resolve({ worker, ready: { url: message.url, version: message.version } });
        }
      });
      // Its channel closes after the last message it sent has arrived: its final report is in.
      worker.once('disconnect', () => this.metrics.departed(worker));
      worker.once('exit', (code, signal) => {
        this.forked.delete(worker);
        this.metrics.departed(worker);
        this.serving.delete(worker);
        const retired = this.retiring.delete(worker);
        if (!ready) reject(new Error(`worker ${worker.process.pid} exited before it was ready (${signal ?? `code ${code}`})`));
        else if (!this.stopping && !retired) this.replace(worker, code, signal);
      });
    });
  }

  /** Starts another worker for one that died (after a pause when they die in a row). */
  private replace(dead: Worker, code: number | null, signal: string | null): void {
    this.restarts += 1;
    const now = this.clock.monotonic();
    const pause = now - this.lastRestart < CRASH_WINDOW_MS ? CRASH_PAUSE_MS : 0;
    this.lastRestart = now;
    this.notice(`worker ${dead.process.pid} died (${signal ?? `code ${code}`}); starting another (restart ${this.restarts})`);
    setTimeout(() => {
      if (this.stopping) return;
      this.fork().then(
        ({ worker }) => (this.stopping ? void this.retire(worker) : void this.serving.add(worker)),
        (error: unknown) => this.stopping || this.notice(`replacement worker failed: ${reasonOf(error)}`),
      );
    }, pause).unref();
  }

  /** Asks a worker to drain (`replaced`: another already took its place); resolves once it has exited. */
  private retire(worker: Worker, replaced = false): Promise<void> {
    this.serving.delete(worker);
    this.retiring.add(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      // One whose channel has closed is exiting already (a crash, or a drain asked for before).
      if (worker.isConnected()) worker.send({ type: 'skyref:drain', replaced } satisfies SupervisorMessage);
    });
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
