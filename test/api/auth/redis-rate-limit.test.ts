// RedisRateCounter against a real redis-server: the same decisions as the in-process RateLimiter,
// one allowance shared by every replica, refusals answered locally until their window ends, and
// requests served (counted by the replica alone) while Redis is down.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Redis } from 'ioredis';
import { RateLimiter, type RateDecision, type RateLimits } from '../../../src/api/auth/rate-limit.js';
import { rateKeys, RedisRateCounter } from '../../../src/api/auth/redis-rate-limit.js';
import { closeRedis, COMMAND_TIMEOUT_MS, openRedis } from '../../../src/state/redis-connection.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../../support/redis.js';

const skip = REDIS_SKIP;
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
function fresh(connection: Redis, clientId: string, limits: RateLimits, nowMs: number): Promise<RateDecision> {
  return Promise.resolve(new RedisRateCounter(connection, warn).take(clientId, limits, nowMs));
}

async function counts(clientId: string, nowMs: number): Promise<{ second: number; hour: number }> {
  const keys = rateKeys(clientId, nowMs);
  const [second, hour] = await Promise.all([a.get(keys.second), a.get(keys.hour)]);
  return { second: Number(second ?? 0), hour: Number(hour ?? 0) };
}

const allowedOf = (decisions: RateDecision[]) => decisions.filter((d) => d.allowed).length;

test('the second window: the limit allowed, then refused with the same fields as in process; a new second starts over', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn);
  const limits = { perSecond: 3, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 1, 10, 0, 0, 100);
  for (let i = 0; i < 3; i++) assert.deepEqual(await counter.take('sec', limits, t0 + i), { allowed: true });
  const refused = await counter.take('sec', limits, t0 + 10);
  assert.deepEqual(refused, { allowed: false, window: 'second', limit: 3, retryAfterSeconds: 1, resetSeconds: 1 });
  assert.deepEqual(await counts('sec', t0), { second: 3, hour: 3 }, 'the refusal counted in neither window');
  assert.deepEqual(await counter.take('sec', limits, t0 + 900), { allowed: true });
  assert.deepEqual(await counts('sec', t0 + 900), { second: 1, hour: 4 });
  const ttl = await a.ttl(rateKeys('sec', t0).second);
  assert.ok(ttl > 0 && ttl <= 5, `the second's key expires (${ttl})`);
});

test('the hour window: refused until the hour ends, Retry-After and reset counted to its end', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn);
  const limits = { perSecond: 10, perHour: 2 };
  const t0 = Date.UTC(2030, 0, 1, 10, 59, 0, 0);
  assert.deepEqual(await counter.take('hourly', limits, t0), { allowed: true });
  assert.deepEqual(await counter.take('hourly', limits, t0 + 1000), { allowed: true });
  assert.deepEqual(await counter.take('hourly', limits, t0 + 2000), { allowed: false, window: 'hour', limit: 2, retryAfterSeconds: 58, resetSeconds: 58 });
  // Remembered: a later refusal in the same hour is answered at once, its reset counted from then.
  const later = counter.take('hourly', limits, t0 + 59_500);
  assert.ok(!(later instanceof Promise));
  assert.deepEqual(later, { allowed: false, window: 'hour', limit: 2, retryAfterSeconds: 1, resetSeconds: 1 });
  assert.deepEqual(await counter.take('hourly', limits, Date.UTC(2030, 0, 1, 11, 0, 0, 0)), { allowed: true }, 'the next hour');
  const ttl = await a.ttl(rateKeys('hourly', t0).hour);
  assert.ok(ttl > 3600 && ttl <= 3660, `the hour's key expires after the hour (${ttl})`);
  // KEYS takes a pattern, which ioredis does not prefix: every key is under the prefix.
  const keys = await a.keys('*');
  assert.ok(keys.includes(`${PREFIX}rl:{hourly}:h:${Math.floor(t0 / 3_600_000)}`), keys.join(' '));
  assert.deepEqual(keys.filter((k) => !k.startsWith(PREFIX)), []);
});

test('refused requests consume no allowance, in either window', { skip }, async () => {
  const limits = { perSecond: 2, perHour: 5 };
  const t0 = Date.UTC(2030, 0, 2, 8, 0, 0, 0);
  const decisions: RateDecision[][] = [];
  for (let second = 0; second < 3; second++) {
    const inSecond: RateDecision[] = [];
    for (let i = 0; i < 12; i++) inSecond.push(await fresh(a, 'flood', limits, t0 + second * 1000 + i));
    decisions.push(inSecond);
  }
  assert.deepEqual(decisions.map(allowedOf), [2, 2, 1], '2 + 2 + 1: the hour holds 5 however many were refused');
  assert.deepEqual(decisions[2]!.at(-1), { allowed: false, window: 'hour', limit: 5, retryAfterSeconds: 3598, resetSeconds: 3598 });
  assert.deepEqual(await counts('flood', t0 + 2000), { second: 1, hour: 5 });
});

test('decision for decision the same as the in-process RateLimiter over a long mixed sequence', { skip }, async () => {
  const limits = { perSecond: 3, perHour: 20 };
  const local = new RateLimiter();
  const shared = new RedisRateCounter(a, warn);
  // Deterministic steps of 0-700 ms from 10:58:50, across the hour boundary.
  let t = Date.UTC(2030, 0, 3, 10, 58, 50, 0);
  let seed = 7;
  for (let i = 0; i < 300; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    t += seed % 701;
    const expected = local.take('mixed', limits, t);
    // Alternate between a counter that remembers refusals and a fresh one that always asks Redis.
    const actual = i % 2 === 0 ? await shared.take('mixed', limits, t) : await fresh(b, 'mixed', limits, t);
    assert.deepEqual(actual, expected, `step ${i} at ${new Date(t).toISOString()}`);
  }
});

test('two replicas share one allowance: 5/s in total, whichever replica is asked', { skip }, async () => {
  const replicas = [new RedisRateCounter(a, warn), new RedisRateCounter(b, warn)];
  const limits = { perSecond: 5, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 4, 12, 0, 0, 0);
  const alternating: RateDecision[] = [];
  for (let i = 0; i < 20; i++) alternating.push(await replicas[i % 2]!.take('shared', limits, t0 + i));
  assert.equal(allowedOf(alternating), 5);
  assert.deepEqual(alternating.slice(0, 5).map((d) => d.allowed), [true, true, true, true, true]);
  // All at once: the script is atomic, so concurrent takes never overshoot.
  const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => replicas[i % 2]!.take('shared', limits, t0 + 1000)));
  assert.equal(allowedOf(burst), 5);
  assert.deepEqual(await counts('shared', t0 + 1000), { second: 5, hour: 10 });
});

test('a refused client is refused locally until its window ends, unless its limits changed', { skip }, async () => {
  const counter = new RedisRateCounter(a, warn);
  const limits = { perSecond: 1, perHour: 1000 };
  const t0 = Date.UTC(2030, 0, 5, 12, 0, 0, 0);
  assert.deepEqual(await counter.take('cached', limits, t0), { allowed: true });
  const first = counter.take('cached', limits, t0 + 1);
  assert.ok(first instanceof Promise, 'the first refusal comes from Redis');
  assert.equal((await first).allowed, false);
  const local = counter.take('cached', limits, t0 + 999);
  assert.ok(!(local instanceof Promise), 'later ones in the window are answered without Redis');
  assert.deepEqual(local, { allowed: false, window: 'second', limit: 1, retryAfterSeconds: 1, resetSeconds: 1 });
  const raised = counter.take('cached', { perSecond: 2, perHour: 1000 }, t0 + 999);
  assert.ok(raised instanceof Promise, 'new limits are asked of Redis');
  assert.deepEqual(await raised, { allowed: true });
  const next = counter.take('cached', limits, t0 + 1000);
  assert.ok(next instanceof Promise, 'a new window is asked of Redis');
  assert.deepEqual(await next, { allowed: true });
  assert.deepEqual(await counts('cached', t0), { second: 2, hour: 3 });
});

test('Redis down: requests are served and counted by the replica alone, with one warning per 10 s; counting returns to Redis', { skip }, async () => {
  const own = await startTestRedis();
  const connection = await openRedis({ url: own.url, prefix: PREFIX });
  const seen: string[] = [];
  const counter = new RedisRateCounter(connection, (message) => seen.push(message));
  const limits = { perSecond: 3, perHour: 1000 };
  try {
    const t0 = Date.UTC(2030, 0, 6, 12, 0, 0, 0);
    assert.deepEqual(await counter.take('outage', limits, t0), { allowed: true });
    await own.stop();
    await until(() => connection.status !== 'ready', 'the connection notices');
    const during = Array.from({ length: 10 }, (_, i) => counter.take('outage', limits, t0 + 1000 + i));
    assert.ok(during.every((d) => !(d instanceof Promise)), 'no waiting on a connection that is down');
    assert.equal(allowedOf(during as RateDecision[]), 3, 'still held to the limit, in this replica');
    assert.deepEqual(during.at(-1), { allowed: false, window: 'second', limit: 3, retryAfterSeconds: 1, resetSeconds: 1 });
    assert.equal(seen.length, 1, 'one warning for ten failures');
    assert.match(seen[0]!, /Redis unreachable .*counted by this replica alone/);

    await own.start();
    await until(() => connection.status === 'ready', 'the connection comes back');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the pause after a failure
    const back = counter.take('outage', limits, t0 + 2000);
    assert.ok(back instanceof Promise, 'Redis is asked again');
    assert.deepEqual(await back, { allowed: true });
    assert.equal(await connection.get(rateKeys('outage', t0 + 2000).second), '1', 'counted in Redis again (the restarted Redis is empty)');
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
  const counter = new RedisRateCounter(connection, (message) => seen.push(message));
  const limits = { perSecond: 100, perHour: 1000 };
  try {
    own.pause();
    const started = performance.now();
    assert.deepEqual(await counter.take('hung', limits, Date.now()), { allowed: true }, 'served');
    const waited = performance.now() - started;
    assert.ok(waited >= COMMAND_TIMEOUT_MS - 50 && waited < COMMAND_TIMEOUT_MS + 1000, `waited ${waited.toFixed(0)} ms`);
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /timed out/);
    const next = counter.take('hung', limits, Date.now());
    assert.ok(!(next instanceof Promise), 'the next request does not wait');
    assert.deepEqual(next, { allowed: true });
  } finally {
    own.resume();
    await closeRedis(connection);
    await own.close();
  }
});

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
