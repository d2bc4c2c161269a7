// What the supervisor and its workers tell each other over the cluster's IPC channel.
import type { RateDecision, RateLimits } from '../api/auth/rate-limit.js';

/** Worker → supervisor. */
export type WorkerMessage =
  /** Listening, with the dataset loaded and its engines built: it may take traffic. */
  | { type: 'skyref:ready'; url: string; version: string }
  /** Count a request of a client against its limits. */
  | { type: 'skyref:rate'; id: number; clientId: string; limits: RateLimits; nowMs: number }
  /** The metrics of every worker and of the supervisor, for /metrics. */
  | { type: 'skyref:metrics'; id: number };

/** Supervisor → worker. */
export type SupervisorMessage =
  | { type: 'skyref:rate-decision'; id: number; decision: RateDecision }
  | { type: 'skyref:metrics-text'; id: number; text: string }
  /** Stop taking connections, finish the requests in flight, exit: replaced in a swap, or the service stops. */
  | { type: 'skyref:drain'; replaced: boolean };

function isOurs(message: unknown): boolean {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('skyref:');
}

// The channel also carries the cluster module's own messages; ours are told apart by their type.
export const isWorkerMessage = (message: unknown): message is WorkerMessage => isOurs(message);
export const isSupervisorMessage = (message: unknown): message is SupervisorMessage => isOurs(message);
