// Per-client rate limits in two fixed windows, one second and one hour, kept in process (the
// embedded default; replicas that must share counters need a shared store).

export interface RateLimits {
  perSecond: number;
  perHour: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; window: 'second' | 'hour'; limit: number; retryAfterSeconds: number; resetSeconds: number };

interface Counter {
  second: number;
  inSecond: number;
  hour: number;
  inHour: number;
}

export class RateLimiter {
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
