// `skyref serve` on every core: the supervisor prepares the data directory once, forks one worker
// per core on one port (the cluster module hands connections to them in turn), counts rate limits
// for all of them, replaces a worker that dies, and swaps datasets by replacing workers one at a
// time: a new worker loads the new file and builds its engines while the old ones keep answering,
// and an old worker drains only once its replacement is ready. Every request is answered by one
// worker, so it sees one dataset from start to end; no request waits for a load.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import { RateLimiter } from '../api/auth/rate-limit.js';
import type { Config } from '../config.js';
import { datasetFileStamp } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { prepareDataDir } from '../server.js';
import { answerRateQuestion } from './ipc-rate-counter.js';
import { isWorkerMessage, type SupervisorMessage } from './messages.js';

const WORKER_MAIN = fileURLToPath(new URL('./worker-main.js', import.meta.url));
const WATCH_MS = 2000;
/** A worker that dies this soon after the previous restart is restarted after a pause. */
const CRASH_WINDOW_MS = 5000;
const CRASH_PAUSE_MS = 1000;

export interface SupervisorOptions {
  workers: number;
  notice?: (text: string) => void;
}

export interface Supervisor {
  /** Loads the dataset file in new workers and retires the old ones; resolves when done. */
  swap(): Promise<void>;
  /** Drains every worker, then resolves. */
  stop(): Promise<void>;
}

interface Ready {
  url: string;
  version: string;
}

export async function startSupervisor(config: Config, options: SupervisorOptions): Promise<Supervisor> {
  const notice = options.notice ?? ((text: string) => void process.stderr.write(text + '\n'));
  await prepareDataDir(config, notice);
  cluster.setupPrimary({ exec: WORKER_MAIN });
  const limiter = new RateLimiter();
  const path = datasetPath(config.dataDir);
  /** Workers taking traffic, and the ones being retired (draining). */
  const serving = new Set<Worker>();
  const retiring = new Set<Worker>();
  let stopping = false;
  let lastRestart = 0;
  let restarts = 0;
  const metrics = supervisorMetrics(() => serving.size, () => restarts);

  const fork = (): Promise<{ worker: Worker; ready: Ready }> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      let ready = false;
      worker.on('message', (message: unknown) => {
        if (!isWorkerMessage(message)) return;
        if (message.type === 'skyref:rate') {
          worker.send(answerRateQuestion(limiter, message) satisfies SupervisorMessage);
        } else if (message.type === 'skyref:metrics') {
          void metrics.text().then((text) => worker.isConnected() && worker.send({ type: 'skyref:metrics-text', id: message.id, text } satisfies SupervisorMessage));
        } else if (message.type === 'skyref:ready' && !ready) {
          ready = true;
          resolve({ worker, ready: { url: message.url, version: message.version } });
        }
      });
      worker.once('exit', (code, signal) => {
        serving.delete(worker);
        const retired = retiring.delete(worker);
        if (!ready) reject(new Error(`worker ${worker.process.pid} exited before it was ready (${signal ?? `code ${code}`})`));
        else if (!stopping && !retired) replace(worker, code, signal);
      });
    });

  const replace = (dead: Worker, code: number | null, signal: string | null): void => {
    restarts += 1;
    const now = Date.now();
    const pause = now - lastRestart < CRASH_WINDOW_MS ? CRASH_PAUSE_MS : 0;
    lastRestart = now;
    notice(`worker ${dead.process.pid} died (${signal ?? `code ${code}`}); starting another (restart ${restarts})`);
    setTimeout(() => {
      if (stopping) return;
      fork().then(
        ({ worker }) => {
          if (stopping) retire(worker);
          else serving.add(worker);
        },
        (error: unknown) => notice(`replacement worker failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, pause).unref();
  };

  const retire = (worker: Worker): Promise<void> => {
    serving.delete(worker);
    retiring.add(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      worker.send({ type: 'skyref:drain' } satisfies SupervisorMessage);
    });
  };

  const started = await Promise.all(Array.from({ length: options.workers }, () => fork()));
  for (const { worker } of started) serving.add(worker);
  const first = started[0]!.ready;
  notice(`skyref listening on ${first.url} (${options.workers} workers, dataset ${first.version})`);

  let stamp = datasetFileStamp(path);
  let swapping: Promise<void> | undefined;
  let again = false;
  const swap = (): Promise<void> => {
    if (swapping) {
      again = true;
      return swapping;
    }
    swapping = (async () => {
      do {
        again = false;
        stamp = datasetFileStamp(path);
        let version = '';
        for (const old of [...serving]) {
          if (stopping) return;
          let fresh: { worker: Worker; ready: Ready };
          try {
            fresh = await fork();
          } catch (error) {
            notice(`dataset swap stopped, still serving the previous dataset: ${error instanceof Error ? error.message : String(error)}`);
            return;
          }
          if (stopping) {
            await retire(fresh.worker);
            return;
          }
          serving.add(fresh.worker);
          version = fresh.ready.version;
          await retire(old);
        }
        notice(`dataset swapped: every worker serves ${path} (version ${version})`);
      } while (again && !stopping);
    })().finally(() => (swapping = undefined));
    return swapping;
  };
  const watch = setInterval(() => {
    if (!stopping && !swapping && datasetFileStamp(path) !== stamp) void swap();
  }, WATCH_MS);
  watch.unref();

  return {
    swap,
    async stop() {
      stopping = true;
      clearInterval(watch);
      await Promise.all([...serving, ...retiring].map((w) => retire(w)));
    },
  };
}

/**
 * /metrics of a machine: every worker's registry, summed by prom-client's cluster aggregator (each
 * worker answers with its server's registry), and the supervisor's own: workers and restarts.
 */
function supervisorMetrics(workers: () => number, restarts: () => number): { text(): Promise<string> } {
  const aggregator = new AggregatorRegistry();
  const own = new Registry();
  new Gauge({
    name: 'skyref_workers',
    help: 'Workers taking traffic.',
    registers: [own],
    collect() {
      this.set(workers());
    },
  });
  new Counter({
    name: 'skyref_worker_restarts_total',
    help: 'Workers that died and were replaced.',
    registers: [own],
    collect() {
      this.reset();
      this.inc(restarts());
    },
  });
  return {
    async text() {
      const mine = await own.metrics();
      try {
        return `${(await aggregator.clusterMetrics()).trimEnd()}\n${mine}`;
      } catch (error) {
        return `# the workers' metrics could not be gathered: ${error instanceof Error ? error.message : String(error)}\n${mine}`;
      }
    },
  };
}
