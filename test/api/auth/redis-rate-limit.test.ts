// RedisRateCounter against a real redis-server: the same decisions as the in-process RateLimiter,
// one allowance shared by every replica, refusals answered locally until the next request would be
// allowed, and requests served (counted by the replica alone) while Redis is down.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Redis } from 'ioredis';
import { RateLimiter, type RateDecision, type RateLimits } from '../../../src/api/auth/rate-limit.js';
import { rateKey, RedisRateCounter } from '../../../src/api/auth/redis-rate-limit.js';
import { closeRedis, COMMAND_TIMEOUT_MS, openRedis } from '../../../src/state/redis-connection.js';
import { systemClock } from '../../../src/domain/clock.js';
import { ManualClock } from '../../support/manual-clock.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../../support/redis.js';
import { until } from '../../support/wait.js';

const skip = REDIS_SKIP;
if (skip) console.log(`# skipping the Redis rate-limit tests: ${skip}`);
const PREFIX = 'skyref:';
let redis: TestRedis;
/** Two connections: two replicas. */
let a: Redis;
let b: Redis;
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

before(async () => {
  if (skip) return;
  redis = await startTestRedis();
  a = await openRedis({ url: redis.url, prefix: PREFIX });
  b = await openRedis({ url: redis.url, prefix: PREFIX });
});
after(async () => {
  if (a) await closeRedis(a);
  if (b) await closeRedis(b);
  await redis?.close();
});

/** One take through a counter of its own: no refusal remembered, so every take asks Redis. */
function fresh(connection: Redis, clientId: string, limits: RateLimits, nowMs: number, charge = 1): Promise<RateDecision> {
  return Promise.resolve(new RedisRateCounter(connection, warn, systemClock).take(clientId, limits, nowMs, charge));
}

/** A client's buckets as Redis keeps them: levels in request-ms and when they were last changed. */
async function buckets(clientId: string): Promise<{ second: number; hour: number; atMs: number }> {
  const h = await a.hgetall(rateKey(clientId));
  return { second: Number(h.s ?? 0), hour: Number(h.h ?? 0), atMs: Number(h.t ?? 0) };
}

const allowedOf = (decisions: RateDecision[]) => decisions.filter((d) => d.allowed).length;

test('the second\'s bucket: the limit at once, then refused with the same fields as in process, until it has drained enough', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn, systemClock);
  const local = new RateLimiter();
  const limits = { perSecond: 3, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 1, 10, 0, 0, 100);
  for (let i = 0; i < 3; i++) {
    assert.equal((await counter.take('sec', limits, t0 + i)).allowed, true);
    local.take('sec', limits, t0 + i);
  }
  const refused = await counter.take('sec', limits, t0 + 10);
  assert.deepEqual(refused, local.take('sec', limits, t0 + 10));
  assert.deepEqual(refused, { allowed: false, window: 'second', limit: 3, retryAfterSeconds: 1, resetSeconds: 1, retryAtMs: t0 + 334, resetAtMs: t0 + 1000 });
  assert.deepEqual(await buckets('sec'), { second: 2994, hour: 3 * 3_600_000 - 2000, atMs: t0 + 2 }, 'the refusal changed neither bucket');
  assert.deepEqual(await fresh(b, 'sec', limits, t0 + 333), refused, 'not a millisecond early, on the other replica too');
  assert.equal((await fresh(b, 'sec', limits, t0 + 334)).allowed, true);
  const ttl = await a.pttl(rateKey('sec'));
  assert.ok(ttl > 3_600_000 && ttl <= 3_660_000, `the key goes once both buckets are empty (${ttl} ms)`);
});

test('no boundary doubles a burst: a 5/s client gets 5 of 10 requests within 100 ms across a second, through two replicas', { skip }, async () => {
  const replicas = [new RedisRateCounter(a, warn, systemClock), new RedisRateCounter(b, warn, systemClock)];
  const limits = { perSecond: 5, perHour: 1000 };
  const boundary = Date.UTC(2030, 0, 1, 11, 0, 0, 0);
  const decisions: RateDecision[] = [];
  for (const [i, dt] of [-50, -40, -30, -20, -10, 0, 10, 20, 30, 40].entries()) decisions.push(await replicas[i % 2]!.take('boundary', limits, boundary + dt));
  assert.deepEqual(decisions.map((d) => d.allowed), [true, true, true, true, true, false, false, false, false, false]);
});

test('the hour\'s bucket: checked first, Retry-After when a request fits again, reset when it is empty; remembered locally', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn, systemClock);
  const limits = { perSecond: 10, perHour: 2 };
  const t0 = Date.UTC(2030, 0, 1, 10, 59, 0, 0);
  assert.equal((await counter.take('hourly', limits, t0)).allowed, true);
  assert.equal((await counter.take('hourly', limits, t0 + 1000)).allowed, true);
  // Each request holds half the hour: the first is back 1,800 s after it.
  const refused = { allowed: false, window: 'hour', limit: 2, retryAfterSeconds: 1798, resetSeconds: 3598, retryAtMs: t0 + 1_800_000, resetAtMs: t0 + 3_600_000 };
  assert.deepEqual(await counter.take('hourly', limits, t0 + 2000), refused);
  // Remembered: a later refusal is answered at once, its seconds counted from then.
  const later = counter.take('hourly', limits, t0 + 60_500);
  assert.ok(!(later instanceof Promise));
  assert.deepEqual(later, { ...refused, retryAfterSeconds: 1740, resetSeconds: 3540 });
  const next = counter.take('hourly', limits, t0 + 1_800_000);
  assert.ok(next instanceof Promise, 'asked of Redis once the refusal has run out');
  assert.equal((await next).allowed, true);
  // KEYS takes a pattern, which ioredis does not prefix: every key is under the prefix.
  const keys = await a.keys('*');
  assert.ok(keys.includes(`${PREFIX}rl:{hourly}`), keys.join(' '));
  assert.deepEqual(keys.filter((k) => !k.startsWith(PREFIX)), []);
});

test('refused requests consume no allowance, in either bucket', { skip }, async () => {
  const limits = { perSecond: 2, perHour: 5 };
  const t0 = Date.UTC(2030, 0, 2, 8, 0, 0, 0);
  const decisions: RateDecision[][] = [];
  for (let second = 0; second < 3; second++) {
    const inSecond: RateDecision[] = [];
    for (let i = 0; i < 12; i++) inSecond.push(await fresh(a, 'flood', limits, t0 + second * 1000 + i));
    decisions.push(inSecond);
  }
  assert.deepEqual(decisions.map(allowedOf), [2, 2, 1], '2 + 2 + 1: the hour holds 5 however many were refused');
  const last = decisions[2]!.at(-1)!;
  assert.ok(!last.allowed && last.window === 'hour' && last.limit === 5, JSON.stringify(last));
});

test('decision for decision the same as the in-process RateLimiter over a long mixed sequence, charges of 1 to 12 among them', { skip }, async () => {
  const local = new RateLimiter();
  const shared = new RedisRateCounter(a, warn, systemClock);
  // Deterministic steps of 0-300 ms from 10:59:20, across the hour boundary, for three clients with
  // limits that change on the way. Odd steps stand for another replica, whose clock now and then
  // runs up to 3 s behind; the counter that remembers refusals sees its own clock only, which never
  // runs back.
  let t = Date.UTC(2030, 0, 3, 10, 59, 20, 0);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const refusedBy = { second: 0, hour: 0 };
  for (let i = 0; i < 600; i++) {
    t += random() % 301;
    const client = ['mixed', 'mixed', 'other', 'third'][random() % 4]!;
    const limits = i < 300 ? { perSecond: 2, perHour: 100 } : { perSecond: 1 + (random() % 3), perHour: 90 + (random() % 30) };
    const at = i % 2 === 1 && random() % 10 === 0 ? t - (random() % 3000) : t;
    // Most requests cost 1, some more (a search, a long period, a costly tool call).
    const charge = random() % 5 === 0 ? 1 + (random() % 12) : 1;
    const expected = local.take(client, limits, at, charge);
    if (!expected.allowed) refusedBy[expected.window]++;
    // Alternate between a counter that remembers refusals and a fresh one that always asks Redis.
    const actual = i % 2 === 0 ? await shared.take(client, limits, at, charge) : await fresh(b, client, limits, at, charge);
    assert.deepEqual(actual, expected, `step ${i} (${client}) at ${new Date(at).toISOString()}`);
  }
  assert.ok(refusedBy.second > 20 && refusedBy.hour > 20, `both buckets refused some: ${JSON.stringify(refusedBy)}`);
});

test('two replicas share one allowance: 5/s in total, whichever replica is asked', { skip }, async () => {
  const replicas = [new RedisRateCounter(a, warn, systemClock), new RedisRateCounter(b, warn, systemClock)];
  const limits = { perSecond: 5, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 4, 12, 0, 0, 0);
  const alternating: RateDecision[] = [];
  for (let i = 0; i < 20; i++) alternating.push(await replicas[i % 2]!.take('shared', limits, t0 + i));
  assert.equal(allowedOf(alternating), 5);
  assert.deepEqual(alternating.slice(0, 5).map((d) => d.allowed), [true, true, true, true, true]);
  // All at once: the script is atomic, so concurrent takes never overshoot.
  const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => replicas[i % 2]!.take('shared', limits, t0 + 1000)));
  assert.equal(allowedOf(burst), 5);
  assert.deepEqual(await buckets('shared'), { second: 5000, hour: 10 * 3_600_000 - 4 * 1000 - 996 * 1000, atMs: t0 + 1000 });
});

test('a refused client is refused locally until its next request would be allowed, unless its limits changed', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn, systemClock);
  const limits = { perSecond: 1, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 5, 12, 0, 0, 0);
  assert.equal((await counter.take('cached', limits, t0)).allowed, true);
  const first = counter.take('cached', limits, t0 + 1);
  assert.ok(first instanceof Promise, 'the first refusal comes from Redis');
  assert.equal((await first).allowed, false);
  const local = counter.take('cached', limits, t0 + 999);
  assert.ok(!(local instanceof Promise), 'later ones before it has drained are answered without Redis');
  assert.deepEqual(local, { allowed: false, window: 'second', limit: 1, retryAfterSeconds: 1, resetSeconds: 1, retryAtMs: t0 + 1000, resetAtMs: t0 + 1000 });
  const raised = counter.take('cached', { perSecond: 2, perHour: 1000 }, t0 + 999);
  assert.ok(raised instanceof Promise, 'new limits are asked of Redis');
  assert.equal((await raised).allowed, true);
  const refusedAgain = await counter.take('cached', limits, t0 + 1000);
  assert.ok(!refusedAgain.allowed && refusedAgain.retryAtMs === t0 + 1999, 'the raised limit\'s request holds a second of the 1/s allowance');
  const next = counter.take('cached', limits, t0 + 1999);
  assert.ok(next instanceof Promise, 'asked of Redis once the refusal has run out');
  assert.equal((await next).allowed, true);
  assert.deepEqual(await buckets('cached'), { second: 1000, hour: 3 * 3_600_000 - 1999 * 1000, atMs: t0 + 1999 });
});

test('Redis down: requests are served and counted by the replica alone, with one warning per 10 s; counting returns to Redis', { skip }, async () => {
  const own = await startTestRedis();
  const connection = await openRedis({ url: own.url, prefix: PREFIX });
  const seen: string[] = [];
  const clock = new ManualClock(Date.UTC(2030, 0, 6, 12, 0, 0, 0));
  const counter = new RedisRateCounter(connection, (message) => seen.push(message), clock);
  const limits = { perSecond: 3, perHour: 1000 };
  try {
    const t0 = Date.UTC(2030, 0, 6, 12, 0, 0, 0);
    assert.equal((await counter.take('outage', limits, t0)).allowed, true);
    await own.stop();
    await until(() => connection.status !== 'ready', 'the connection notices');
    const during = Array.from({ length: 10 }, (_, i) => counter.take('outage', limits, t0 + 1000 + i));
    assert.ok(during.every((d) => !(d instanceof Promise)), 'no waiting on a connection that is down');
    assert.equal(allowedOf(during as RateDecision[]), 3, 'still held to the limit, in this replica');
    assert.deepEqual(during.at(-1), { allowed: false, window: 'second', limit: 3, retryAfterSeconds: 1, resetSeconds: 1, retryAtMs: t0 + 1334, resetAtMs: t0 + 2000 });
    assert.equal(seen.length, 1, 'one warning for ten failures');
    assert.match(seen[0]!, /Redis unreachable .*counted by this replica alone/);

    await own.start();
    await until(() => connection.status === 'ready', 'the connection comes back');
    clock.advance(1100); // past the pause after a failure
    const back = counter.take('outage', limits, t0 + 2000);
    assert.ok(back instanceof Promise, 'Redis is asked again');
    assert.equal((await back).allowed, true);
    assert.equal(await connection.hget(rateKey('outage'), 's'), '1000', 'counted in Redis again (the restarted Redis is empty)');
    assert.equal(seen.length, 1, 'no new warning within 10 s');
  } finally {
    await closeRedis(connection);
    await own.close();
  }
});

test('a hung Redis costs one request the command timeout, then is left alone for a second', { skip }, async () => {
  const own = await startTestRedis();
  const connection = await openRedis({ url: own.url, prefix: PREFIX });
  const seen: string[] = [];
  const clock = new ManualClock(Date.UTC(2030, 0, 7, 12, 0, 0, 0));
  const counter = new RedisRateCounter(connection, (message) => seen.push(message), clock);
  const limits = { perSecond: 100, perHour: 1000 };
  try {
    own.pause();
    const started = performance.now();
    assert.equal((await counter.take('hung', limits, clock.now())).allowed, true, 'served');
    const waited = performance.now() - started;
    // The command timeout, not the client's patience: the upper bound is a generous liveness bound.
    assert.ok(waited >= COMMAND_TIMEOUT_MS - 50 && waited < COMMAND_TIMEOUT_MS + 10_000, `waited ${waited.toFixed(0)} ms`);
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /timed out/);
    const next = counter.take('hung', limits, clock.now());
    assert.ok(!(next instanceof Promise), 'the next request does not wait');
    assert.equal((next).allowed, true);
    clock.advance(1000);
    const again = counter.take('hung', limits, clock.now());
    assert.ok(again instanceof Promise, 'a second later Redis is asked again');
    assert.equal((await again).allowed, true);
  } finally {
    own.resume();
    await closeRedis(connection);
    await own.close();
  }
});
