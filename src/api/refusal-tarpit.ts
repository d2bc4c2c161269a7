// Connections refused over and over, slowed: a client over its limits (429) or without a valid
// token (401) that keeps asking on a kept-alive connection gets its next refusals after a wait.
// A refusal costs about what a cached lookup does, so a flooder's connections took the worker's
// turns in proportion to their number, whatever the refusal cost: from 16 connections against
// another client's 4, that client kept 0.23 of its throughput (issue 60). An HTTP/1.1 client waits
// for an answer before it sends the next request, so a wait caps what each such connection can ask.
import type { Socket } from 'node:net';

/** Refusals in a row on one connection answered at once; the next ones wait. */
export const FREE_REFUSALS = 8;
/** A connection's run of refusals ends when none came for this long. */
const RUN_GAP_MS = 1000;

interface Run {
  refusals: number;
  lastMs: number;
}

export class RefusalTarpit {
  private readonly runs = new WeakMap<Socket, Run>();

  /** `waitMs` (SKYREF_REFUSAL_WAIT_MS): each connection refused over and over asks at most about 1000 / waitMs a second; 0, no wait. */
  constructor(private readonly waitMs: number) {}

  /**
   * How long the refusal about to be answered on `socket` at `nowMs` (a monotonic reading) waits:
   * 0 for the first FREE_REFUSALS of a run, `waitMs` after, and never past `retryAfterMs`, when
   * the client may ask again anyway.
   */
  wait(socket: Socket, nowMs: number, retryAfterMs = Infinity): number {
    if (this.waitMs === 0) return 0;
    let run = this.runs.get(socket);
    if (run === undefined || nowMs - run.lastMs > RUN_GAP_MS) this.runs.set(socket, (run = { refusals: 0, lastMs: nowMs }));
    run.refusals++;
    run.lastMs = nowMs;
    return run.refusals <= FREE_REFUSALS ? 0 : Math.max(0, Math.min(this.waitMs, retryAfterMs));
  }
}
