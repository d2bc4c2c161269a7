// Per-client rate limits in two fixed windows, one second and one hour. RateLimiter keeps the
// counters in process (the embedded default); counters shared by several processes or replicas
// answer through a promise.

export interface RateLimits {
  perSecond: number;
  perHour: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; window: 'second' | 'hour'; limit: number; retryAfterSeconds: number; resetSeconds: number };

/** Counts one request of a client against its limits, and says whether it may be served. */
export interface RateCounter {
  take(clientId: string, limits: RateLimits, nowMs: number): RateDecision | Promise<RateDecision>;
}

interface Counter {
  second: number;
  inSecond: number;
  hour: number;
  inHour: number;
}

export class RateLimiter implements RateCounter {
  private readonly counters = new Map<string, Counter>();

  take(clientId: string, limits: RateLimits, nowMs: number = Date.now()): RateDecision {
    const second = Math.floor(nowMs / 1000);
    const hour = Math.floor(nowMs / 3_600_000);
    let c = this.counters.get(clientId);
    if (!c) {
      c = { second, inSecond: 0, hour, inHour: 0 };
      this.counters.set(clientId, c);
    }
    if (c.second !== second) {
      c.second = second;
      c.inSecond = 0;
    }
    if (c.hour !== hour) {
      c.hour = hour;
      c.inHour = 0;
    }
    if (c.inHour >= limits.perHour) {
      const reset = Math.max(1, Math.ceil(((hour + 1) * 3_600_000 - nowMs) / 1000));
      return { allowed: false, window: 'hour', limit: limits.perHour, retryAfterSeconds: reset, resetSeconds: reset };
    }
    if (c.inSecond >= limits.perSecond) {
      return { allowed: false, window: 'second', limit: limits.perSecond, retryAfterSeconds: 1, resetSeconds: 1 };
    }
    c.inSecond++;
    c.inHour++;
    return { allowed: true };
  }
}
