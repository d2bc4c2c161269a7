// A clock a test sets by hand: the calendar and the monotonic reading move only when told, and
// together, as real time would move them.
import type { Clock } from '../../src/domain/clock.js';

export class ManualClock implements Clock {
  private monotonicMs = 0;

  constructor(private nowMs: number) {}

  now(): number {
    return this.nowMs;
  }

  monotonic(): number {
    return this.monotonicMs;
  }

  /** Moves both readings on by `ms`. */
  advance(ms: number): void {
    if (ms < 0) throw new Error('a clock does not go back');
    this.nowMs += ms;
    this.monotonicMs += ms;
  }

  /** Moves on to the calendar instant `ms` (not before the current one). */
  advanceTo(ms: number): void {
    this.advance(ms - this.nowMs);
  }
}
