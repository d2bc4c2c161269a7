// The metrics of a machine of several workers, as the supervisor serves them: every worker's
// registry asked for over its message port and summed (prom-client's aggregators: counters and histograms
// summed, the dataset's version by max, its load time by min), the counts of workers that have
// left carried forward (carried-counters.ts), and the supervisor's own: workers, restarts and
// dataset swaps, counted once here (every worker swaps; none counts it). The process's own metrics
// (process_*: resident memory, CPU seconds, open file descriptors, start time…) are read once, by
// the supervisor: every thread reads the same process, and a worker's would count it once more
// (decision 70). Node's metrics of each thread (nodejs_*: heap, GC, handles, event-loop lag) are
// the supervisor's and every worker's, by prom-client's aggregators: summed, lag averaged.
import type { Worker } from 'node:worker_threads';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { CarriedCounters } from './carried-counters.js';
import type { MetricSnapshot, SupervisorMessage } from './messages.js';

/** How long a gathering waits for a worker's report; one that has not answered by then counts with its last. */
const REPORT_WAIT_MS = 3000;

/** Metrics of the whole process, whichever thread reads them. */
const isProcessWide = (metric: MetricSnapshot) => metric.name.startsWith('process_');

export class ClusterMetrics {
  private readonly own = new Registry();
  /** prom-client's default metrics, read in the supervisor's thread. */
  private readonly defaults = new Registry();
  private readonly swaps: Counter;
  /** Workers that have said they are ready, with their last report ([] before the first). */
  private readonly live = new Map<Worker, MetricSnapshot[]>();
  private readonly carried = new CarriedCounters();
  /** Gatherings under way: the workers each still waits for. */
  private readonly asking = new Map<number, { waiting: Set<Worker>; done: () => void }>();
  private nextId = 1;

  constructor(workers: () => number, restarts: () => number, spares: () => number = () => 0) {
    const registers = [this.own];
    collectDefaultMetrics({ register: this.defaults });
    new Gauge({
      name: 'skyref_workers',
      help: 'Workers taking traffic.',
      registers,
      collect() {
        this.set(workers());
      },
    });
    new Gauge({
      name: 'skyref_spare_workers',
      help: 'Spare workers ready to take the place of one that ends (SKYREF_SPARE_WORKER).',
      registers,
      collect() {
        this.set(spares());
      },
    });
    new Counter({
      name: 'skyref_worker_restarts_total',
      help: 'Workers that died and were replaced.',
      registers,
      collect() {
        this.reset();
        this.inc(restarts());
      },
    });
    // The workers' registries have the same counter (always 0 in a worker): summed with it.
    this.swaps = new Counter({ name: 'skyref_dataset_swaps_total', help: 'Datasets swapped in since start.', registers });
  }

  /** A worker is ready: from now on it is asked for its registry. */
  joined(worker: Worker): void {
    this.live.set(worker, []);
  }

  /** A worker's report, asked for (`id`) or its last before it exits. */
  reported(worker: Worker, metrics: MetricSnapshot[], id?: number): void {
    if (!this.live.has(worker)) return;
    this.live.set(worker, metrics.filter((metric) => !isProcessWide(metric)));
    if (id !== undefined) this.answered(id, worker);
  }

  /** A worker has gone (exited, or its channel closed): its counts are carried forward. */
  departed(worker: Worker): void {
    const last = this.live.get(worker);
    if (last === undefined) return;
    this.live.delete(worker);
    this.carried.add(last);
    for (const id of [...this.asking.keys()]) this.answered(id, worker);
  }

  /** A dataset swap completed: every worker serves the new file. */
  swapped(): void {
    this.swaps.inc();
  }

  /** The machine's exposition: every worker asked now, those gone carried, the supervisor's own. */
  async text(): Promise<string> {
    await this.ask();
    // The process's metrics are one reading: taken as they are (prom-client omits the start time
    // from an aggregation, where one process's would be every worker's).
    const defaults = ((await this.defaults.getMetricsAsJSON()) as unknown as MetricSnapshot[]).map((metric) =>
      isProcessWide(metric) ? { ...metric, aggregator: 'first' } : metric,
    );
    const reports = [this.carried.report(), ...this.live.values(), (await this.own.getMetricsAsJSON()) as unknown as MetricSnapshot[], defaults];
    return AggregatorRegistry.aggregate(reports).metrics();
  }

  /** Asks every live worker for its registry; resolves once each has answered or left, or after REPORT_WAIT_MS. */
  private ask(): Promise<void> {
    const id = this.nextId++;
    const waiting = new Set<Worker>();
    for (const worker of this.live.keys()) {
      waiting.add(worker);
      worker.postMessage({ type: 'skyref:metrics', id } satisfies SupervisorMessage);
    }
    if (waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(), REPORT_WAIT_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        this.asking.delete(id);
        resolve();
      };
      this.asking.set(id, { waiting, done });
    });
  }

  private answered(id: number, worker: Worker): void {
    const asked = this.asking.get(id);
    if (!asked) return;
    asked.waiting.delete(worker);
    if (asked.waiting.size === 0) asked.done();
  }
}
