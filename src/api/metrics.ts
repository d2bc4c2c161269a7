// What a running server tells Prometheus: requests by route, method and status with their
// durations, response-cache hits, refusals, the dataset served, and the process metrics of
// prom-client. Each server owns its registry (several may run in one process, as in the tests);
// it is served by the metrics listener (metrics-listener.ts): the single server's own, or, for a
// worker of several, the supervisor's, which gathers every worker's registry.
//
// The request path pays for none of prom-client's bookkeeping. A prom-client child
// (`counter.labels(...)`) hashes and validates its label object on every `inc` or `observe`:
// about 250 ns each, and a cached lookup takes about 14 µs of CPU in all, so a counter, a
// histogram and a cache counter would cost some 5 %. Requests and cache lookups are counted in
// plain numbers held by the route that answered (found once, when the route is registered), and
// handed to prom-client only when /metrics is read; the histogram is exported the same way.
// Refusals (auth, rate limits) and dataset swaps are rare or already expensive and use prom-client
// directly, with children bound once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { ApiError, ERRORS, type ErrorEntry } from './errors.js';
import type { Clock } from '../domain/clock.js';

/**
 * Upper bounds of the request-duration buckets, seconds. A cached lookup is handled in tens of
 * microseconds, so the buckets start at 10 µs (1-2.5-5 steps) to tell a cache hit (10-50 µs) from a
 * built answer (hundreds of µs) and a schedule search (ms); they end at 5 s, beyond any request
 * the loop-pressure and limits let run.
 */
export const DURATION_BUCKETS: readonly number[] = [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The route label of requests no route matched (the not-found handler): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export type AuthFailure =
  | 'token_missing'
  | 'token_malformed'
  | 'token_invalid'
  | 'token_expired'
  | 'token_revoked'
  | 'credentials_missing'
  | 'credentials_malformed'
  | 'credentials_invalid'
  /** Refused at once: the client id or the address failed too often (429). */
  | 'credentials_throttled'
  /** Refused at once: too many secret checks waiting (503). */
  | 'credentials_busy';

const AUTH_FAILURES: readonly AuthFailure[] = [
  'token_missing',
  'token_malformed',
  'token_invalid',
  'token_expired',
  'token_revoked',
  'credentials_missing',
  'credentials_malformed',
  'credentials_invalid',
  'credentials_throttled',
  'credentials_busy',
];

const REFUSALS = new Map<ErrorEntry, AuthFailure | 'second' | 'hour'>([
  [ERRORS.tokenMissing, 'token_missing'],
  [ERRORS.tokenMalformed, 'token_malformed'],
  [ERRORS.tokenInvalid, 'token_invalid'],
  [ERRORS.tokenExpired, 'token_expired'],
  [ERRORS.tokenRevoked, 'token_revoked'],
  [ERRORS.ratePerSecond, 'second'],
  [ERRORS.ratePerHour, 'hour'],
]);

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The requests one route pattern answered, by method and status, and how long they took. */
export class RouteRecorder {
  /** Method → status → requests answered. */
  readonly answered = new Map<string, Map<number, number>>();
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  readonly buckets = new Float64Array(DURATION_BUCKETS.length + 1);
  durationSum = 0;
  durationCount = 0;

  constructor(readonly route: string) {}

  count(method: string, status: number): void {
    let statuses = this.answered.get(method);
    if (statuses === undefined) this.answered.set(method, (statuses = new Map()));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }

  /** Observes the time since `startedMs` (a `performance.now()`). */
  observe(startedMs: number): void {
    const seconds = (performance.now() - startedMs) / 1000;
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    this.buckets[i]! += 1;
    this.durationSum += seconds;
    this.durationCount += 1;
  }

  /**
   * `handler`, timed from its start until its response is handed to the socket (or its promise
   * settles), and counted by the status it sent. A handler that throws or rejects is timed here and
   * counted by the error handler, which knows the status it answers with.
   */
  wrap(handler: Handler): Handler {
    return (request, reply) => {
      const started = performance.now();
      let result: unknown;
      try {
        result = handler(request, reply);
      } catch (error) {
        this.observe(started);
        throw error;
      }
      if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
        return (result as Promise<unknown>).then(
          (value) => {
            this.observe(started);
            this.count(request.method, reply.statusCode);
            return value;
          },
          (error: unknown) => {
            this.observe(started);
            throw error;
          },
        );
      }
      this.observe(started);
      this.count(request.method, reply.statusCode);
      return result;
    };
  }
}

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly routes = new Map<string, RouteRecorder>();
  private cacheHits = 0;
  private cacheMisses = 0;
  private readonly authFailures = new Map<AuthFailure, Counter.Internal>();
  private readonly rateLimited: Record<'second' | 'hour', Counter.Internal>;
  private readonly redisDataLosses = new Counter({
    name: 'skyref_redis_data_losses_total',
    help: 'Times Redis was found to have lost the clients and signing key the replicas share (docs/operations.md, Redis lost its data).',
    registers: [this.registry],
    // Every worker notices the same loss.
    aggregator: 'max',
  });

  constructor(datasets: ServedDatasetHolder, clock: Clock, options: { countSwaps: boolean } = { countSwaps: true }) {
    const registers = [this.registry];
    const routes = this.routes;
    new Counter({
      name: 'skyref_http_requests_total',
      help: 'Requests answered, by route pattern (unmatched: no route), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
      collect() {
        this.reset();
        for (const recorder of routes.values()) {
          for (const [method, statuses] of recorder.answered) {
            for (const [status, n] of statuses) this.inc({ route: recorder.route, method, status }, n);
          }
        }
      },
    });
    this.registry.registerMetric(new DurationHistogram(routes) as unknown as Metric);
    // collect() runs with the counter as `this`; the counts are read through this closure.
    const cache = () => [this.cacheHits, this.cacheMisses] as const;
    new Counter({
      name: 'skyref_response_cache_total',
      help: 'Response-cache lookups of data requests, by result.',
      labelNames: ['result'] as const,
      registers,
      collect() {
        const [hits, misses] = cache();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    const rateLimited = new Counter({
      name: 'skyref_rate_limit_rejections_total',
      help: 'Data requests refused with 429, by the window whose limit was reached.',
      labelNames: ['window'] as const,
      registers,
    });
    this.rateLimited = { second: rateLimited.labels('second'), hour: rateLimited.labels('hour') };
    this.rateLimited.second.inc(0);
    this.rateLimited.hour.inc(0);
    const authFailures = new Counter({
      name: 'skyref_auth_failures_total',
      help: 'Refused authentication: token_* on data requests (bearer token), credentials_* at the token endpoint (client credentials).',
      labelNames: ['reason'] as const,
      registers,
    });
    for (const reason of AUTH_FAILURES) {
      authFailures.labels(reason).inc(0);
      this.authFailures.set(reason, authFailures.labels(reason));
    }
    new Gauge({
      name: 'skyref_dataset_info',
      help: 'The version of the dataset being served (always 1).',
      labelNames: ['version'] as const,
      registers,
      // Workers of one machine are summed when their metrics are gathered: each serves one version.
      aggregator: 'max',
      collect() {
        this.reset();
        this.set({ version: datasets.current.dataset.info.version }, 1);
      },
    });
    const loaded = new Gauge({
      name: 'skyref_dataset_loaded_timestamp_seconds',
      help: 'When the dataset being served was loaded, Unix time.',
      registers,
      aggregator: 'min',
    });
    loaded.set(clock.now() / 1000);
    const swaps = new Counter({ name: 'skyref_dataset_swaps_total', help: 'Datasets swapped in since start.', registers });
    datasets.onSwap(() => {
      if (options.countSwaps) swaps.inc();
      loaded.set(clock.now() / 1000);
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * The response cache's size: bytes, answers and its bound, each a gauge summed over the workers
   * when gathered (so the machine's figures are every worker's together).
   */
  responseCache(cache: { readonly bytes: number; readonly entries: number; readonly maxBytes: number }): void {
    const registers = [this.registry];
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge('skyref_response_cache_bytes', 'Bytes of rendered answers (every coding kept) the response cache holds, as it weighs them.', () => cache.bytes);
    gauge('skyref_response_cache_entries', 'Answers the response cache holds.', () => cache.entries);
    gauge('skyref_response_cache_max_bytes', 'The most bytes the response cache may hold (SKYREF_RESPONSE_CACHE_MB).', () => cache.maxBytes);
  }

  redisDataLost(count = 1): void {
    this.redisDataLosses.inc(count);
  }

  /** The recorder of a route pattern (or UNMATCHED_ROUTE); one per pattern, made at registration. */
  route(pattern: string): RouteRecorder {
    let recorder = this.routes.get(pattern);
    if (!recorder) this.routes.set(pattern, (recorder = new RouteRecorder(pattern)));
    return recorder;
  }

  cacheLookup(hit: boolean): void {
    if (hit) this.cacheHits += 1;
    else this.cacheMisses += 1;
  }

  /** Counts a data request refused for its token or its rate limits; other errors are not refusals. */
  refused(error: unknown): void {
    if (!(error instanceof ApiError)) return;
    const refusal = REFUSALS.get(error.entry);
    if (refusal === 'second' || refusal === 'hour') this.rateLimited[refusal].inc();
    else if (refusal !== undefined) this.authFailed(refusal);
  }

  authFailed(reason: AuthFailure): void {
    this.authFailures.get(reason)!.inc();
  }
}

/**
 * skyref_http_request_duration_seconds, from the routes' own buckets. prom-client's Histogram
 * cannot be given counts, only single observations, so this is a metric of the registry's own
 * shape: it answers `get()` with the values its text exposition writes.
 */
class DurationHistogram {
  readonly name = 'skyref_http_request_duration_seconds';
  readonly help = "Time from a route handler's start until its response was handed to the socket, by route pattern.";
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(private readonly routes: ReadonlyMap<string, RouteRecorder>) {}

  async get() {
    const name = this.name;
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const recorder of this.routes.values()) {
      if (recorder.durationCount === 0) continue;
      const route = recorder.route;
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += recorder.buckets[i]!;
        values.push({ labels: { le, route }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', route }, value: recorder.durationCount, metricName: `${name}_bucket` });
      values.push({ labels: { route }, value: recorder.durationSum, metricName: `${name}_sum` });
      values.push({ labels: { route }, value: recorder.durationCount, metricName: `${name}_count` });
    }
    return { name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const recorder of this.routes.values()) {
      recorder.buckets.fill(0);
      recorder.durationSum = 0;
      recorder.durationCount = 0;
    }
  }
}
