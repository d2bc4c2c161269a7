// Rate limits counted in Redis, so that a client held to 5 requests a second gets 5 in total
// however many replicas it spreads them over. Same two fixed windows and the same decisions as the
// in-process RateLimiter: the window of a request is its replica's clock (Date.now()), a refused
// request counts in neither window, and the hour is checked before the second.
//
// A Lua script reads both counts of a request, refuses without counting when either is at its
// limit, else increments both (giving a new key its expiry), atomically. The requests that arrive
// in one turn of the event loop go to Redis together, in one call of the script that takes them
// in order: one round trip per turn, not per request, which is most of what the counter costs.
// A client refused for the rest of a window is then refused here, without asking Redis, until
// that window ends: a client flooding a replica costs Redis one call per window.
//
// When Redis cannot be reached, requests are served and counted by this process alone (the
// in-process RateLimiter), with a warning at most every 10 s; Redis is asked again a second after
// a failure. See docs/decisions.md, "Rate limits when Redis is unreachable".
import type { Redis } from 'ioredis';
import { reasonOf, ThrottledWarning, type Warn } from '../../state/redis-connection.js';
import { RateLimiter, type RateCounter, type RateDecision, type RateLimits } from './rate-limit.js';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
/** After a failed call, Redis is left alone this long (a hung Redis would cost every request the command timeout). */
const RETRY_AFTER_FAILURE_MS = 1000;
/** Requests sent to Redis in one call at most. */
const MAX_BATCH = 256;

// For request i of the call: KEYS[2i-1] is its client's count in its second, KEYS[2i] in its hour;
// ARGV[2i-1] the requests allowed a second, ARGV[2i] an hour. Answers, in order, 0 when the
// request is allowed (and counted in both windows), 1 when refused by the second, 2 by the hour;
// a refused request changes nothing. Keys are named by the window's number; their expiries only
// clear them away, outlasting the window so that replicas whose clocks differ slightly still
// find its count.
export const RATE_TAKE_LUA = `
local answers = {}
for i = 1, #KEYS / 2 do
  local second, hour = KEYS[2 * i - 1], KEYS[2 * i]
  if tonumber(redis.call('GET', hour) or '0') >= tonumber(ARGV[2 * i]) then
    answers[i] = 2
  elseif tonumber(redis.call('GET', second) or '0') >= tonumber(ARGV[2 * i - 1]) then
    answers[i] = 1
  else
    if redis.call('INCR', second) == 1 then redis.call('EXPIRE', second, 5) end
    if redis.call('INCR', hour) == 1 then redis.call('EXPIRE', hour, 3660) end
    answers[i] = 0
  end
end
return answers
`;

interface RateScript {
  /** `numberOfKeys` first (twice the requests), then the keys, then the limits. */
  skyrefRateTake(numberOfKeys: number, ...keysThenLimits: (string | number)[]): Promise<number[]>;
}

/** The Redis keys of a client's counts in a window; `{id}` keeps both in one Redis Cluster slot. */
export function rateKeys(clientId: string, nowMs: number): { second: string; hour: string } {
  return {
    second: `rl:{${clientId}}:s:${Math.floor(nowMs / SECOND_MS)}`,
    hour: `rl:{${clientId}}:h:${Math.floor(nowMs / HOUR_MS)}`,
  };
}

/** A refusal remembered until its window ends, for the limits it was given with. */
interface Denial {
  untilMs: number;
  window: 'second' | 'hour';
  perSecond: number;
  perHour: number;
}

/** A request waiting for the next call to Redis. */
interface Pending {
  clientId: string;
  limits: RateLimits;
  nowMs: number;
  resolve: (decision: RateDecision) => void;
}

const ALLOWED: RateDecision = { allowed: true };

function refusal(window: 'second' | 'hour', limits: RateLimits, nowMs: number): RateDecision {
  if (window === 'second') {
    return { allowed: false, window, limit: limits.perSecond, retryAfterSeconds: 1, resetSeconds: 1 };
  }
  const reset = Math.max(1, Math.ceil(((Math.floor(nowMs / HOUR_MS) + 1) * HOUR_MS - nowMs) / 1000));
  return { allowed: false, window, limit: limits.perHour, retryAfterSeconds: reset, resetSeconds: reset };
}

export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis & RateScript;
  private readonly denials = new Map<string, Denial>();
  /** Counts while Redis cannot be reached. */
  private readonly local = new RateLimiter();
  private readonly warning: ThrottledWarning;
  /** performance.now() before which Redis is not asked (after a failure). */
  private redisAfter = 0;
  private pending: Pending[] = [];
  private readonly flushSoon = () => this.flush();

  constructor(redis: Redis, warn: Warn) {
    redis.defineCommand('skyrefRateTake', { lua: RATE_TAKE_LUA });
    this.redis = redis as Redis & RateScript;
    this.warning = new ThrottledWarning(warn);
  }

  take(clientId: string, limits: RateLimits, nowMs: number = Date.now()): RateDecision | Promise<RateDecision> {
    const denial = this.denials.get(clientId);
    if (denial) {
      if (nowMs < denial.untilMs && denial.perSecond === limits.perSecond && denial.perHour === limits.perHour) {
        return refusal(denial.window, limits, nowMs);
      }
      this.denials.delete(clientId);
    }
    if (this.redis.status !== 'ready' || performance.now() < this.redisAfter) {
      this.unavailable(`connection ${this.redis.status}`);
      return this.local.take(clientId, limits, nowMs);
    }
    return new Promise((resolve) => {
      if (this.pending.push({ clientId, limits, nowMs, resolve }) === 1) setImmediate(this.flushSoon);
      else if (this.pending.length >= MAX_BATCH) this.flush();
    });
  }

  /** Sends the requests of this turn of the event loop to Redis in one call. */
  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const keys: string[] = [];
    const limits: number[] = [];
    for (const p of batch) {
      const k = rateKeys(p.clientId, p.nowMs);
      keys.push(k.second, k.hour);
      limits.push(p.limits.perSecond, p.limits.perHour);
    }
    this.redis.skyrefRateTake(keys.length, ...keys, ...limits).then(
      (answers) => {
        for (let i = 0; i < batch.length; i++) batch[i]!.resolve(this.decide(batch[i]!, answers[i]!));
      },
      (error: unknown) => {
        this.redisAfter = performance.now() + RETRY_AFTER_FAILURE_MS;
        this.unavailable(reasonOf(error));
        for (const p of batch) p.resolve(this.local.take(p.clientId, p.limits, p.nowMs));
      },
    );
  }

  private decide(p: Pending, answer: number): RateDecision {
    if (answer === 0) return ALLOWED;
    const window = answer === 1 ? 'second' : 'hour';
    const size = window === 'second' ? SECOND_MS : HOUR_MS;
    this.denials.set(p.clientId, { untilMs: (Math.floor(p.nowMs / size) + 1) * size, window, perSecond: p.limits.perSecond, perHour: p.limits.perHour });
    return refusal(window, p.limits, p.nowMs);
  }

  private unavailable(reason: string): void {
    this.warning.warnNow(`Redis unreachable (${reason}): rate limits are counted by this replica alone until it answers again`);
  }
}
