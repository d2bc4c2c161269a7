// Rate limits counted in Redis, so that a client held to 5 requests a second gets 5 in total
// however many replicas it spreads them over. The same two token buckets and the same decisions
// as the in-process RateLimiter (rate-limit.ts): the time of a request is its replica's clock
// (its service clock), a refused request changes neither bucket, and the hour's bucket is named first
// when a request fits neither.
//
// A Lua script reads a client's buckets, drains them to the request's time, and either refuses
// without changing them or adds the request to both, atomically. The requests that arrive in one
// turn of the event loop go to Redis together, in one call of the script that takes them in
// order: one round trip per turn, not per request, which is most of what the counter costs. A
// refused client is then refused here, without asking Redis, until the moment its next request
// would be allowed: a client flooding a replica costs Redis one call per refusal period.
//
// When Redis cannot be reached, requests are served and counted by this process alone (the
// in-process RateLimiter), with a warning at most every 10 s; Redis is asked again a second after
// a failure. See docs/decisions.md, 22.
import type { Redis } from 'ioredis';
import { reasonOf, ThrottledWarning, type Warn } from '../../state/redis-connection.js';
import { allowanceOf, HOUR_MS, RateLimiter, refusalAgain, refusalOf, SECOND_MS, type RateCounter, type RateDecision, type RateLimits, type RateRefusal } from './rate-limit.js';
import type { Clock } from '../../domain/clock.js';

/** After a failed call, Redis is left alone this long (a hung Redis would cost every request the command timeout). */
const RETRY_AFTER_FAILURE_MS = 1000;
/** Requests sent to Redis in one call at most. */
const MAX_BATCH = 256;
/** A client's buckets are empty an hour after its last allowed request; the key goes a minute later. */
const KEY_EXPIRY_MS = HOUR_MS + 60_000;

// For request i of the call: KEYS[i] is its client's hash of buckets (s: the second's level,
// h: the hour's, t: when they were last changed, epoch ms); ARGV[4i-3] the requests allowed a
// second, ARGV[4i-2] an hour, ARGV[4i-1] the request's time, ARGV[4i] its charge. Answers, in
// order: {1, hour's level, second's level, time they drain from} when the request is allowed (and
// charged to both buckets: the levels after it, from which `allowanceOf` tells what is left), else
// {0, …} with the levels it found, from which `refusalOf` makes the refusal; a refused request
// changes nothing. Every number is a whole number below 2^53, so Lua's doubles compute exactly what
// takeFrom computes.
export const RATE_TAKE_LUA = `
local answers = {}
for i = 1, #KEYS do
  local key = KEYS[i]
  local perSecond, perHour, now, charge = tonumber(ARGV[4 * i - 3]), tonumber(ARGV[4 * i - 2]), tonumber(ARGV[4 * i - 1]), tonumber(ARGV[4 * i])
  local state = redis.call('HMGET', key, 's', 'h', 't')
  local second, hour, at = tonumber(state[1]) or 0, tonumber(state[2]) or 0, tonumber(state[3]) or now
  local elapsed = math.max(0, now - at)
  local from = math.max(at, now)
  hour = math.max(0, hour - elapsed * perHour)
  second = math.max(0, second - elapsed * perSecond)
  if hour + ${HOUR_MS} <= perHour * ${HOUR_MS} and second + ${SECOND_MS} <= perSecond * ${SECOND_MS} then
    second = second + charge * ${SECOND_MS}
    hour = hour + charge * ${HOUR_MS}
    redis.call('HSET', key, 's', second, 'h', hour, 't', from)
    redis.call('PEXPIRE', key, math.max(${KEY_EXPIRY_MS}, math.ceil(hour / perHour) + 60000))
    answers[i] = {1, hour, second, from}
  else
    answers[i] = {0, hour, second, from}
  end
end
return answers
`;

interface RateScript {
  /** `numberOfKeys` first (one per request), then the keys, then four numbers per request. */
  skyrefRateTake(numberOfKeys: number, ...keysThenArguments: (string | number)[]): Promise<[0 | 1, number, number, number][]>;
}

/** The Redis key of a client's buckets; `{id}` names its Redis Cluster slot. */
export function rateKey(clientId: string): string {
  return `rl:{${clientId}}`;
}

/** A refusal remembered until the next request would be allowed, for the limits it was given with. */
interface Denial {
  decision: RateRefusal;
  perSecond: number;
  perHour: number;
}

/** A request waiting for the next call to Redis. */
interface Pending {
  clientId: string;
  limits: RateLimits;
  nowMs: number;
  charge: number;
  resolve: (decision: RateDecision) => void;
}

export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis & RateScript;
  private readonly denials = new Map<string, Denial>();
  /** Counts while Redis cannot be reached. */
  private readonly local = new RateLimiter();
  private readonly warning: ThrottledWarning;
  /** The monotonic reading before which Redis is not asked (after a failure). */
  private redisAfter = 0;
  private pending: Pending[] = [];
  private readonly flushSoon = () => this.flush();

  constructor(
    redis: Redis,
    warn: Warn,
    /** Its monotonic reading times the pause after a failure. */
    private readonly clock: Clock,
  ) {
    redis.defineCommand('skyrefRateTake', { lua: RATE_TAKE_LUA });
    this.redis = redis as Redis & RateScript;
    this.warning = new ThrottledWarning(warn);
  }

  take(clientId: string, limits: RateLimits, nowMs: number, charge = 1): RateDecision | Promise<RateDecision> {
    const denial = this.denials.get(clientId);
    if (denial) {
      if (nowMs < denial.decision.retryAtMs && denial.perSecond === limits.perSecond && denial.perHour === limits.perHour) {
        return refusalAgain(denial.decision, nowMs);
      }
      this.denials.delete(clientId);
    }
    if (this.redis.status !== 'ready' || this.clock.monotonic() < this.redisAfter) {
      this.unavailable(`connection ${this.redis.status}`);
      return this.local.take(clientId, limits, nowMs, charge);
    }
    return new Promise((resolve) => {
      if (this.pending.push({ clientId, limits, nowMs, charge, resolve }) === 1) setImmediate(this.flushSoon);
      else if (this.pending.length >= MAX_BATCH) this.flush();
    });
  }

  /** Sends the requests of this turn of the event loop to Redis in one call. */
  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const keys: string[] = [];
    const args: number[] = [];
    for (const p of batch) {
      keys.push(rateKey(p.clientId));
      args.push(p.limits.perSecond, p.limits.perHour, p.nowMs, p.charge);
    }
    this.redis.skyrefRateTake(keys.length, ...keys, ...args).then(
      (answers) => {
        for (let i = 0; i < batch.length; i++) batch[i]!.resolve(this.decide(batch[i]!, answers[i]!));
      },
      (error: unknown) => {
        this.redisAfter = this.clock.monotonic() + RETRY_AFTER_FAILURE_MS;
        this.unavailable(reasonOf(error));
        for (const p of batch) p.resolve(this.local.take(p.clientId, p.limits, p.nowMs, p.charge));
      },
    );
  }

  private decide(p: Pending, answer: [0 | 1, number, number, number]): RateDecision {
    const [allowed, hour, second, fromMs] = answer;
    if (allowed === 1) return allowanceOf(hour, second, p.limits, fromMs, p.nowMs);
    const decision = refusalOf(hour, second, p.limits, fromMs, p.nowMs);
    this.denials.set(p.clientId, { decision, perSecond: p.limits.perSecond, perHour: p.limits.perHour });
    return decision;
  }

  private unavailable(reason: string): void {
    this.warning.warnNow(`Redis unreachable (${reason}): rate limits are counted by this replica alone until it answers again`);
  }
}
