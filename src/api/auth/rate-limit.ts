// Per-client rate limits, a second's and an hour's, each a token bucket (the generic cell-rate
// algorithm): a client may send as many requests at once as its limit, and its allowance comes
// back continuously, a request every 1/limit of the window. There is no window boundary at which
// the allowance comes back whole, so no moment lets a client double a burst (docs/decisions.md,
// "Rate limits are token buckets"). RateLimiter keeps the buckets in process (the embedded
// default); buckets shared by several processes or replicas answer through a promise, and must
// decide exactly as `takeFrom`.
//
// A bucket is a level in request-milliseconds: each request allowed adds its charge times the
// window's length in ms, and the level drains by the limit every ms, so a full bucket (limit ×
// window) drains in one window. A request is allowed when one request still fits, in both
// buckets, and is then charged what it costs (a lookup 1, a search or a long period more:
// request-charges.ts), which may take a bucket past full: the client then waits until it has
// drained back. So a costly request is never impossible for a client with a small limit, and is
// paid for in full (docs/decisions.md, 68). A refused request changes nothing. Levels stay whole numbers below 2^53 (limit ≤ 10⁹, window ≤ 3.6·10⁶ ms), so
// the Lua script in Redis, in doubles as well, reaches the very same numbers.

export interface RateLimits {
  perSecond: number;
  perHour: number;
}

/** An allowed request, and what its client has left after it (the RateLimit headers). */
export interface RateAllowance {
  allowed: true;
  /** The limit of the window with the fewest requests left. */
  limit: number;
  /** Requests left in that window now (0 while a charge took the bucket past full). */
  remaining: number;
  /** Whole seconds until that window's bucket is empty (0 when it is). */
  resetSeconds: number;
}

export type RateDecision =
  | RateAllowance
  | {
      allowed: false;
      /** The bucket the request did not fit: the hour's when it fits neither. */
      window: 'second' | 'hour';
      limit: number;
      /** Whole seconds until the next request would be allowed (at least 1): Retry-After. */
      retryAfterSeconds: number;
      /** Whole seconds until that bucket is empty, its whole limit available (at least 1): RateLimit-Reset. */
      resetSeconds: number;
      /** When the next request would be allowed, epoch ms: every request before is refused. */
      retryAtMs: number;
      /** When that bucket is empty, epoch ms. */
      resetAtMs: number;
    };

export type RateRefusal = Extract<RateDecision, { allowed: false }>;

/** Counts one request of a client against its limits, charged `charge` requests, and says whether it may be served. */
export interface RateCounter {
  take(clientId: string, limits: RateLimits, nowMs: number, charge?: number): RateDecision | Promise<RateDecision>;
}

/** Requests one request may be charged at most: bounds a bucket's level (and Lua's doubles stay exact). */
export const MAX_CHARGE = 10_000;

export const SECOND_MS = 1000;
export const HOUR_MS = 3_600_000;

/** A client's two buckets, as last changed by an allowed request. */
export interface Buckets {
  /** Level of the second's bucket at `atMs`, request-ms. */
  second: number;
  /** Level of the hour's bucket at `atMs`, request-ms. */
  hour: number;
  /** When the last request was allowed (the latest such time seen), epoch ms. */
  atMs: number;
}

/**
 * The level a bucket has drained to `elapsedMs` after it was `level` (past full after a costly
 * request, it takes longer than its window). A product too large to be exact is far above any
 * level, so the answer is 0 all the same.
 */
function drained(level: number, elapsedMs: number, limit: number): number {
  return Math.max(0, level - elapsedMs * limit);
}

/** Milliseconds a bucket at `level` must drain before one more request fits (0: it fits now). */
function wait(level: number, limit: number, windowMs: number): number {
  const over = level + windowMs - limit * windowMs;
  return over > 0 ? Math.ceil(over / limit) : 0;
}

/**
 * Decides one request against `buckets` (undefined: a client not seen before): the buckets after
 * it when it is allowed, else the refusal. RATE_TAKE_LUA (redis-rate-limit.ts) takes the same
 * steps and hands its levels to `refusalOf`.
 */
export function takeFrom(buckets: Buckets | undefined, limits: RateLimits, nowMs: number, charge: number): Buckets | RateRefusal {
  const atMs = buckets === undefined ? nowMs : buckets.atMs;
  // A clock behind the last allowed request (another replica's) drains nothing until it catches up.
  const elapsed = Math.max(0, nowMs - atMs);
  const fromMs = Math.max(atMs, nowMs);
  const hour = drained(buckets?.hour ?? 0, elapsed, limits.perHour);
  const second = drained(buckets?.second ?? 0, elapsed, limits.perSecond);
  if (fits(hour, second, limits)) return { second: second + charge * SECOND_MS, hour: hour + charge * HOUR_MS, atMs: fromMs };
  return refusalOf(hour, second, limits, fromMs, nowMs);
}

/** Whether one more request fits both buckets at these levels. */
export function fits(hour: number, second: number, limits: RateLimits): boolean {
  return hour + HOUR_MS <= limits.perHour * HOUR_MS && second + SECOND_MS <= limits.perSecond * SECOND_MS;
}

/**
 * The refusal of a request that found the buckets at these levels, drained to `fromMs` and
 * draining from then on: the next request is allowed once both have drained enough.
 */
export function refusalOf(hour: number, second: number, limits: RateLimits, fromMs: number, nowMs: number): RateRefusal {
  const hourWait = wait(hour, limits.perHour, HOUR_MS);
  const retryAtMs = fromMs + Math.max(hourWait, wait(second, limits.perSecond, SECOND_MS));
  const [window, level, limit] = hourWait > 0 ? (['hour', hour, limits.perHour] as const) : (['second', second, limits.perSecond] as const);
  const resetAtMs = fromMs + Math.ceil(level / limit);
  return { allowed: false, window, limit, retryAfterSeconds: secondsUntil(retryAtMs, nowMs), resetSeconds: secondsUntil(resetAtMs, nowMs), retryAtMs, resetAtMs };
}

/** What a client has left once its buckets are at these levels (just charged, at `fromMs`). */
export function allowanceOf(hour: number, second: number, limits: RateLimits, fromMs: number, nowMs: number): RateAllowance {
  const secondLeft = Math.max(0, Math.floor((limits.perSecond * SECOND_MS - second) / SECOND_MS));
  const hourLeft = Math.max(0, Math.floor((limits.perHour * HOUR_MS - hour) / HOUR_MS));
  const [level, limit, remaining] = hourLeft < secondLeft ? [hour, limits.perHour, hourLeft] : [second, limits.perSecond, secondLeft];
  const emptyAtMs = fromMs + Math.ceil(level / limit);
  return { allowed: true, limit, remaining, resetSeconds: Math.max(0, Math.ceil((emptyAtMs - nowMs) / 1000)) };
}

/** Whole seconds from `nowMs` to `atMs`, at least 1 (Retry-After has no smaller value). */
export function secondsUntil(atMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((atMs - nowMs) / 1000));
}

/** A refusal remembered (by a worker or replica) answered again at `nowMs`: its seconds counted from then. */
export function refusalAgain(decision: RateRefusal, nowMs: number): RateRefusal {
  return { ...decision, retryAfterSeconds: secondsUntil(decision.retryAtMs, nowMs), resetSeconds: secondsUntil(decision.resetAtMs, nowMs) };
}

export class RateLimiter implements RateCounter {
  private readonly buckets = new Map<string, Buckets>();

  take(clientId: string, limits: RateLimits, nowMs: number, charge = 1): RateDecision {
    const before = this.buckets.get(clientId);
    const after = takeFrom(before, limits, nowMs, charge);
    if ('allowed' in after) return after;
    if (before) {
      before.second = after.second;
      before.hour = after.hour;
      before.atMs = after.atMs;
    } else {
      this.buckets.set(clientId, after);
    }
    return allowanceOf(after.hour, after.second, limits, after.atMs, nowMs);
  }
}
