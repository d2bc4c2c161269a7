// Whether this worker's event loop is falling behind its work: a timer that should fire every
// SAMPLE_MS measures how late it fires, and the loop's utilisation over that time says whether it
// was late for work of its own (a long request, a queue of them) rather than for want of a core
// (another process had the machine: the loop sat idle, waiting to be scheduled). While it is late
// by more than the threshold (and for HOLD_MS after), requests that cost more than a lookup are
// refused with 503 and Retry-After, so that cheap requests and health probes keep their answers
// while the worker catches up (docs/security.md, "Overload"). A plain timer rather than a
// histogram of delays: one reading every 20 ms costs nothing, and the question is only "late now,
// or lately".
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How often the loop is looked at, ms. */
const SAMPLE_MS = 20;
/** How long the loop counts as late after a late sample, ms: one late turn is rarely alone. */
const HOLD_MS = 1000;
/** Share of a late sample's time the loop must have spent working for the lateness to be its own. */
const BUSY = 0.5;

export class EventLoopPressure {
  private last = 0;
  private lastUse: EventLoopUtilization | undefined;
  private lateUntil = 0;
  /** The latest delay measured, ms. */
  delayMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    /** A delay above which the loop is late, ms; 0 turns the check off. */
    private readonly thresholdMs: number,
  ) {}

  /** Starts looking, once the server listens: its start-up is no backlog. */
  start(): void {
    if (this.thresholdMs === 0 || this.timer) return;
    this.last = performance.now();
    this.lastUse = performance.eventLoopUtilization();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  private sample(): void {
    const now = performance.now();
    const use = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(use, this.lastUse).utilization;
    this.delayMs = Math.max(0, now - this.last - SAMPLE_MS);
    this.last = now;
    this.lastUse = use;
    if (this.delayMs > this.thresholdMs && busy >= BUSY) this.lateUntil = now + HOLD_MS;
  }

  /** Whether costly requests should wait: the loop was late with work within the last HOLD_MS. */
  get high(): boolean {
    return this.lateUntil !== 0 && performance.now() < this.lateUntil;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
