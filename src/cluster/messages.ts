// What the supervisor and its worker threads tell each other over their message ports.
import type { PostedImage } from '../engine/served-image.js';

/** One metric of a registry as prom-client's `getMetricsAsJSON()` gives it: plain data. */
export interface MetricSnapshot {
  name: string;
  help: string;
  type: string;
  aggregator: string;
  /** A histogram's values name their series (`…_bucket`, `…_sum`, `…_count`) in `metricName`. */
  values: { value: number; labels: Record<string, string | number | undefined>; metricName?: string }[];
}

/** Worker → supervisor. */
export type WorkerMessage =
  /** Listening, with the dataset loaded and its engines built: it may take traffic. */
  | { type: 'skyref:ready'; url: string; version: string }
  /** The spare: its server built over the dataset `version`, not listening; it takes over when told. */
  | { type: 'skyref:spare'; version: string }
  /** Which slot of the rate table holds this client? */
  | { type: 'skyref:rate-slot'; id: number; clientId: string }
  /**
   * The worker's registry: the answer to the supervisor's question `id`, or, without one, its last
   * word before it exits after a drain (so that the supervisor carries forward its final totals).
   */
  | { type: 'skyref:metrics-report'; id?: number; metrics: MetricSnapshot[] }
  /** Serving the dataset handed over last. */
  | { type: 'skyref:swapped'; version: string };

/** Supervisor → worker. */
export type SupervisorMessage =
  /** The client's slot in the rate table, -1 when the table is full. */
  | { type: 'skyref:rate-slot'; id: number; slot: number }
  /** Report your registry, for the machine's /metrics. */
  | { type: 'skyref:metrics'; id: number }
  /** Stop taking connections, finish the requests in flight, end: the service stops. */
  | { type: 'skyref:drain' }
  /** To the spare: a worker has ended; listen now and take its place. */
  | { type: 'skyref:take-over' }
  /** Serve this dataset (built once by the supervisor, on shared memory) from the next request on. */
  | { type: 'skyref:dataset'; image: PostedImage; version: string };

function isOurs(message: unknown): boolean {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('skyref:');
}

// Ours are told apart by their type from anything else a port may carry.
export const isWorkerMessage = (message: unknown): message is WorkerMessage => isOurs(message);
export const isSupervisorMessage = (message: unknown): message is SupervisorMessage => isOurs(message);
