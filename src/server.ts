// Starting the service: prepare the data directory (data-dir.ts: the dataset built when there is
// none, a client), load the dataset, open the state (service-state.ts: the state database, or
// Redis shared by replicas), and listen; and stopping it without dropping a request.
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './api/app.js';
import { startTracing } from './api/tracing.js';
import { McpHttpEndpoint } from './mcp/http-endpoint.js';
import { ServiceMetrics } from './api/metrics.js';
import { GatheredMetrics } from './api/gathered-metrics.js';
import { startMetricsListener, type MetricsListener } from './api/metrics-listener.js';
import { consoleLogFormat, humanLogStream, noticeLine, type LogFormat } from './log-format.js';
import { GatheredLogStream } from './log-stream.js';
import { Readiness } from './api/readiness.js';
import { TokenService } from './api/auth/token-service.js';
import type { Services } from './api/pipeline.js';
import { EventLoopPressure } from './api/event-loop-pressure.js';
import type { RateCounter } from './api/auth/rate-limit.js';
import type { RequestNumbers } from './api/sandbox.js';
import { RequestAuth } from './api/auth/request-auth.js';
import { ResponseCache } from './api/response-cache.js';
import type { Config } from './config.js';
import { prepareDataDir } from './data-dir.js';
import { datasetFileStamp } from './dataset/dataset-file.js';
import { loadDatasetFile } from './model/dataset-loader.js';
import { serveDataset, type ServedDataset } from './engine/served-dataset.js';
import { ServedDatasetHolder } from './engine/served-dataset-holder.js';
import { datasetPath } from './dataset/dataset-paths.js';
import { isoFromDay, utcDayOf } from './domain/flight-dates.js';
import { HORIZON_DAYS } from './domain/horizon.js';
import { collectLoadGarbage, collectSwapGarbageSoon } from './load-garbage.js';
import { openState } from './service-state.js';
import { Subscriptions } from './alerts/subscriptions.js';
import { startAlertRuntime, type AlertRuntime } from './alerts/alert-runtime.js';
import type { Warn } from './state/redis-connection.js';

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  url: string;
  /** Where /metrics is served (http://host:port/metrics); undefined when not by this server. */
  metricsUrl: string | undefined;
  /**
   * Loads the dataset file again and serves it from the next request on; with `loadServed` the
   * load is that thread's and this resolves once it is swapped in, else it is done when this returns.
   */
  reload(): Promise<void>;
  /**
   * Stops without dropping a request. /ready answers 503 at once; for `drainDelayMs` requests are
   * served as before, so that a load balancer sees /ready fail and sends no more. Then the server
   * stops listening; requests in flight finish, a request that still arrives on an open
   * connection is answered with Connection: close, and connections still idle a second later are
   * closed, for at most `drainTimeoutMs`, after which the connections still open are closed.
   * Resolves when every connection and the state are closed; calling it again returns the same
   * promise.
   */
  drain(): Promise<void>;
  /** The same as drain(). */
  close(): Promise<void>;
  /** Alerts' deliverer and triggers (docs/alerts.md). */
  alerts: AlertRuntime;
}


/** While draining, how long connections are left to close after their next answer, before idle ones are closed. */
const IDLE_GRACE_MS = 1000;
/** After that, how often connections whose last response has gone out are closed. */
const IDLE_SWEEP_MS = 50;

export interface StartOptions {
  logger?: boolean | object;
  /** Called with text for the operator (first-start notices, demo credentials). */
  notice?: (text: string) => void;
  /** False when the data directory was prepared already (by the supervisor of several workers). */
  prepare?: boolean;
  /** False when another thread watches the dataset file and hands this server each new one. */
  watchDataset?: boolean;
  /**
   * The dataset with its engines, built by another thread (the supervisor's loader) on shared
   * memory; without it the server loads the dataset file itself.
   */
  served?: ServedDataset;
  /**
   * Builds a dataset file's engines off this thread (a single process's build thread, as at its
   * start): a reload then leaves the event loop serving while it loads. Without it, reloads load here.
   */
  loadServed?: (path: string) => Promise<ServedDataset>;
  /** Listen beside the other worker threads of the machine on the same port (SO_REUSEPORT). */
  reusePort?: boolean;
  /**
   * Called with the HTTP server before it listens (a worker thread counts its connections, and
   * looks whether its supervisor is stopping, then and once it listens).
   */
  beforeListen?: (server: Server) => void;
  /**
   * Awaited once everything is ready but the listening: a spare worker waits here until it takes
   * the place of one that ended, and listening is then all that is left to do. Handed the
   * services, so that a dataset handed over meanwhile is swapped in.
   */
  hold?: (services: Services) => Promise<void>;
  /**
   * The bytes this server's response cache may hold, when not the configuration's: a worker of N
   * holds an Nth of SKYREF_RESPONSE_CACHE_MB, so that the machine's total is the setting.
   */
  responseCacheBytes?: number;
  /** Where requests are counted against rate limits, when not in this process (or in Redis). */
  rateCounter?: RateCounter;
  /** Where sandbox clients' requests are numbered, when not in this process (the workers of a machine share them). */
  requestNumbers?: RequestNumbers;
  /**
   * False when another process serves this server's metrics (the supervisor of several workers
   * gathers their registries); else it listens for them where the configuration says.
   */
  serveMetrics?: boolean;
  /**
   * Aborted when the service is asked to stop while this server starts (a SIGTERM during the
   * dataset's load, say): the step under way ends, nothing more starts, what was opened is closed,
   * and startServer rejects with StartStopped. A load or a build cannot be cut short, but nothing
   * after it runs.
   */
  stop?: AbortSignal;
}

/** startServer's rejection when `stop` was aborted before the server was ready. */
export class StartStopped extends Error {
  constructor() {
    super('asked to stop while starting');
  }
}

/**
 * What Fastify is asked to log once it listens, and its logger then drops: each worker would say it,
 * where the service says once that it listens, with its address (serve-command.ts, supervisor.ts).
 */
const LISTENING_UNSAID = 'skyref:listening';

/**
 * The logger's options as given, in the console's format (log-format.ts) unless the caller gives
 * its own destination, and without Fastify's line per listener.
 */
const STDOUT = 1;

function consoleLogger(given: boolean | object | undefined, format: LogFormat): boolean | object {
  if (given === undefined || given === false) return false;
  const options = typeof given === 'object' ? given : {};
  const stream = format === 'human' ? humanLogStream((text) => void process.stdout.write(text)) : new GatheredLogStream(STDOUT);
  return {
    ...('stream' in options ? {} : { stream }),
    ...options,
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        if (args[0] !== LISTENING_UNSAID) method.apply(this, args);
      },
    },
  };
}


export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const format = consoleLogFormat(config);
  const notice = options.notice ?? ((text: string) => void process.stderr.write(noticeLine(format, text, config.clock.now()) + '\n'));
  const stopAsked = () => options.stop?.aborted === true;
  if (stopAsked()) throw new StartStopped();
  if (options.prepare !== false) await prepareDataDir(config, notice);
  if (stopAsked()) throw new StartStopped();
  const path = datasetPath(config.dataDir);
  const datasets = new ServedDatasetHolder(options.served ?? serveDataset(loadDatasetFile(path)));
  // The load held the event loop: signals sent meanwhile are read now, before going on (a stop,
  // and a second one, which ends the process).
  if (!options.served) await new Promise((resolve) => setImmediate(resolve));
  if (stopAsked()) throw new StartStopped();
  if (!options.served) collectLoadGarbage();
  if (datasets.current.dataset.airlines.list.length === 0) {
    notice(`${path} holds no airlines (written before airlines were kept): /references/airlines answers an empty list until "skyref dataset build" or "skyref import optd"`);
  }
  const { lastDay } = datasets.current.dataset.schedule;
  const horizonEnd = utcDayOf(config.clock.now()) + HORIZON_DAYS;
  if (lastDay < horizonEnd) {
    // A data directory built on another date, or for another SKYREF_NOW, answers no flights past its end.
    notice(`${path}: its schedule runs to ${isoFromDay(lastDay)}, the horizon to ${isoFromDay(horizonEnd)}; later dates have no flights until "skyref dataset build" (the default dataset as of now) or an import`);
  }
  // Workers swapped by their supervisor leave the count to it: it counts one swap, not one a worker.
  const metrics = new ServiceMetrics(datasets, config.clock, { countSwaps: options.watchDataset !== false });

  // Warnings and errors go to the server's log once there is one.
  let log: Warn = notice;
  let logError: Warn = notice;
  const readiness = new Readiness();
  const state = await openState(config, {
    warn: (message) => log(message),
    error: (message) => logError(message),
    dataLost: (count) => metrics.redisDataLost(count),
    fault: (reason) => readiness.fault(reason),
    clear: (reason) => readiness.clear(reason),
  });
  if (stopAsked()) {
    await state.close();
    throw new StartStopped();
  }
  const { clients } = state;
  const tokens = new TokenService(state.keys, config.tokenTtlSeconds);
  const services: Services = {
    config,
    datasets,
    clients,
    tokens,
    auth: new RequestAuth(tokens, clients, options.rateCounter ?? state.counter, { perSecond: config.ratePerSecond, perHour: config.ratePerHour }),
    cache: new ResponseCache(options.responseCacheBytes ?? config.responseCacheBytes),
    metrics,
    readiness,
    pressure: new EventLoopPressure(config.overloadDelayMs),
    mcp: new McpHttpEndpoint(datasets, () => config.clock.now()),
    ...(options.requestNumbers ? { requestNumbers: options.requestNumbers } : {}),
    alerts: new Subscriptions(state.alerts, config.alerts, () => config.clock.now()),
  };
  metrics.responseCache(services.cache);
  // Clients disabled, deleted or given a new secret from the CLI (or, with Redis, another replica)
  // are refused here within REVOCATION_MS.
  const unfollow = clients.follow((message) => log(message));
  // A dataset file an import has renamed into place is loaded and its engines built while the old
  // one keeps serving, then swapped in whole between two requests.
  let served = datasetFileStamp(path);
  let reloading = false;
  const reload = async () => {
    const stamp = datasetFileStamp(path);
    // Without a loader the swap is done before this returns (no await on that path).
    datasets.swap(options.loadServed ? await options.loadServed(path) : serveDataset(loadDatasetFile(path)));
    served = stamp;
    collectSwapGarbageSoon();
  };
  const refresh = setInterval(() => {
    if (options.watchDataset === false || reloading || datasetFileStamp(path) === served) return;
    reloading = true;
    reload()
      .then(
        () => notice(`dataset reloaded from ${path} (version ${datasets.current.dataset.info.version})`),
        (error: unknown) => {
          served = datasetFileStamp(path);
          notice(`dataset reload failed, still serving version ${datasets.current.dataset.info.version}: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => (reloading = false));
  }, 2000);
  refresh.unref();

  // Traces only when OTEL_EXPORTER_OTLP_ENDPOINT asks for them (their SDK loads only then).
  const app = buildApp(services, consoleLogger(options.logger, format), await startTracing(process.env));
  log = (message) => app.log.warn(message);
  logError = (message) => app.log.error(message);
  let address: string;
  let metricsListener: MetricsListener | undefined;
  try {
    if (options.serveMetrics !== false && config.metrics) {
      const gathered = new GatheredMetrics(() => metrics.registry.metrics(), config.metricsIntervalMs, () => config.clock.monotonic());
      metricsListener = await startMetricsListener(config.metrics.host, config.metrics.port, () => gathered.body());
    }
    if (options.hold) {
      // Fastify's plugins and routes made ready now: what readying takes (a few hundred ms
      // under load) is not between the hold and the first answer.
      await app.ready();
      await options.hold(services);
    }
    options.beforeListen?.(app.server);
    if (stopAsked()) throw new StartStopped();
    // Fastify hands its listen options to node:http's listen, which knows reusePort (Node 23.1+);
    // Fastify's own type does not list it yet.
    const listen: FastifyListenOptions = { host: config.host, port: config.port, listenTextResolver: () => LISTENING_UNSAID, ...(options.reusePort ? { reusePort: true } : {}) };
    address = await app.listen(listen);
    if (stopAsked()) {
      // Asked to stop while it started listening: never ready, so no load balancer sends it
      // anything, and it closes at once (no drain delay).
      await app.close();
      throw new StartStopped();
    }
  } catch (error) {
    clearInterval(refresh);
    services.pressure.stop();
    unfollow();
    await metricsListener?.close();
    await state.close();
    throw error;
  }
  services.readiness.ready();
  services.pressure.start();
  // Alerts are delivered (and queued by swaps) only by a server that serves: a spare waits.
  const alerts = startAlertRuntime({ store: state.alerts, storeAt: { dataDir: config.dataDir, redis: config.redis }, policy: services.alerts.policy, settings: config.alerts, clock: config.clock, datasets, clients, sandboxSeed: config.sandboxSeed, warn: (message) => log(message) });

  const drainServer = async (): Promise<void> => {
    services.readiness.drain();
    if (config.drainDelayMs > 0) await delay(config.drainDelayMs);
    try {
      await closeGracefully(app, config.drainTimeoutMs, notice);
    } finally {
      clearInterval(refresh);
      services.pressure.stop();
      unfollow();
      await alerts.stop();
      // Last, so that the requests of the drain can still be scraped while it lasts.
      await metricsListener?.close();
      await state.close();
    }
  };
  let draining: Promise<void> | undefined;
  const drain = () => (draining ??= drainServer());
  return { app, services, url: address, metricsUrl: metricsListener?.url, reload, drain, close: () => drain(), alerts };
}

/**
 * Stops listening and resolves once every connection is closed. Fastify stops the listener; every
 * request from now on is answered with Connection: close, so a busy client's connection ends after
 * its next answer. Node would also close the connections idle at this instant, but a client may be
 * sending its next request on one of them just then, and that request would be lost: idle
 * connections are closed only after IDLE_GRACE_MS, when busy clients have moved on, and then swept
 * as they fall idle. After `timeoutMs` the connections still open are closed.
 */
async function closeGracefully(app: FastifyInstance, timeoutMs: number, notice: (text: string) => void): Promise<void> {
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const closed = app.close();
  let sweep: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections = closeIdle;
    closeIdle();
    sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  }, Math.min(IDLE_GRACE_MS, timeoutMs));
  const deadline = setTimeout(() => {
    notice(`requests still in flight ${timeoutMs} ms after the server stopped listening: closing their connections`);
    server.closeAllConnections();
  }, timeoutMs);
  try {
    await closed;
  } finally {
    clearTimeout(grace);
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

/** Where clients, the token signing key and the rate-limit counts are kept. */
