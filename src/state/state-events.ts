// What the state tells the service about its own health: the Redis behind it losing its data.
import type { Warn } from './redis-connection.js';

export interface StateEvents {
  warn: Warn;
  /** Something an operator must act on or know of: logged at error. */
  error: Warn;
  /** Redis lost its data `count` more times (counted by a metric), each loss reported once. */
  dataLost(count: number): void;
  /** The service cannot serve as it should: /ready answers 503 naming `reason` until it is cleared. */
  fault(reason: string): void;
  clear(reason: string): void;
}

/** Events for a process that only reports (the CLI, the preparation of the data directory). */
export function reportingEvents(report: Warn): StateEvents {
  return { warn: report, error: report, dataLost: () => {}, fault: () => {}, clear: () => {} };
}
