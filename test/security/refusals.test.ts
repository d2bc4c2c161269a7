// What a client cannot do to the service's capacity: bust the response cache with parameters the
// operation does not read, or double its burst at a second boundary (in process and through Redis,
// on a clock the test sets).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { ManualClock } from '../support/manual-clock.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { TEST_DAY, TEST_NOW } from '../support/test-clock.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

/** skyref_response_cache_total{result="hit"} of a server. */
async function cacheHits(server: TestServer): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  const match = /^skyref_response_cache_total\{result="hit"\} (\d+)$/m.exec(text);
  return Number(match?.[1] ?? 0);
}

test('a parameter the operation does not read changes neither the answer nor the cache entry: ?cb=N hits the cache', async () => {
  const day = isoFromDay(TEST_DAY + 20);
  for (const path of ['/v1/references/airports/FRA', '/v1/references/countries?limit=5', `/v2/operations/schedules/FRA/JFK/${day}?limit=3`]) {
    // Answers are kept from the second time they are asked.
    const first = await s.get(path);
    const body = await first.text();
    assert.equal(await (await s.get(path)).text(), body);
    const hitsBefore = await cacheHits(s);
    const join = path.includes('?') ? '&' : '?';
    for (const extra of ['cb=1', 'cb=2', '_=1712345678901', 'callback=jsonp123', 'cb=1&cb=2']) {
      const res = await s.get(`${path}${join}${extra}`);
      assert.equal(res.status, first.status, `${path} with ${extra}`);
      assert.equal(await res.text(), body, `${path} with ${extra}: the same answer`);
      assert.equal(res.headers.get('etag'), first.headers.get('etag'));
    }
    assert.equal((await cacheHits(s)) - hitsBefore, 5, `${path}: five cache hits, not five documents built`);
  }
});

test('the same request written another way (parameter order, encoding, doubled slashes) is one cache entry', async () => {
  const first = await s.get('/v1/references/airports?limit=2&offset=4&lang=de');
  const body = await first.text();
  // Kept from the second time it is asked, in any of its spellings.
  assert.equal(await (await s.get('/v1/references/airports?limit=2&lang=de&offset=4')).text(), body);
  const hitsBefore = await cacheHits(s);
  const variants = [
    '/v1/references/airports?offset=4&lang=de&limit=2',
    '/v1/references/airports?lang=de&limit=2&offset=4',
    '//v1/references//airports?limit=2&offset=4&lang=de',
    '/v1/references/airports/?limit=2&offset=4&lang=de',
    '/v1/references/airports?limit=%32&offset=4&lang=%64e',
  ];
  for (const path of variants) {
    const res = await s.get(path);
    assert.equal(await res.text(), body, path);
  }
  assert.equal((await cacheHits(s)) - hitsBefore, variants.length);
});

/**
 * Five requests 50 ms before a second turns and five 5 ms after it, on the servers' own clock,
 * alternating over `servers`: with a fixed one-second window all ten passed; with the token
 * bucket, the first five take the whole allowance and 55 ms give back a quarter of one request.
 */
async function acrossBoundary(servers: TestServer[], clock: ManualClock, token: string): Promise<number[]> {
  const get = async (i: number) => {
    const res = await fetch(`${servers[i % servers.length]!.url}/v1/references/countries/FR`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };
  // Each server verifies the token first; its allowance is back long before the burst.
  for (let i = 0; i < servers.length; i++) assert.equal(await get(i), 200);
  const second = Math.ceil(clock.now() / 1000) * 1000 + 10_000;
  clock.advanceTo(second - 50);
  const before = await Promise.all([0, 1, 2, 3, 4].map(get));
  clock.advanceTo(second + 5);
  const afterBoundary = await Promise.all([5, 6, 7, 8, 9].map(get));
  return [...before, ...afterBoundary];
}

const FIVE_THEN_NONE = [200, 200, 200, 200, 200, 429, 429, 429, 429, 429];

test('no boundary doubles a burst: a 5/s client gets 5, not 10, of ten requests around a second boundary', async () => {
  const clock = new ManualClock(TEST_NOW);
  const limited = await startTestServer({ SKYREF_RATE_PER_SECOND: '5', SKYREF_RATE_PER_HOUR: '100000' }, { clock });
  try {
    assert.deepEqual(await acrossBoundary([limited], clock, await limited.token()), FIVE_THEN_NONE);
  } finally {
    await limited.close();
  }
});

const redisSkip = REDIS_SKIP;
if (redisSkip) console.log(`# skipping the Redis boundary test: ${redisSkip}`);

test('no boundary doubles a burst through Redis either: two replicas, 5 of ten requests around a second boundary', { skip: redisSkip }, async () => {
  let redis: TestRedis | undefined;
  const replicas: TestServer[] = [];
  try {
    redis = await startTestRedis();
    const clock = new ManualClock(TEST_NOW);
    for (let i = 0; i < 2; i++) replicas.push(await startTestServer({ SKYREF_REDIS_URL: redis.url, SKYREF_RATE_PER_SECOND: '5', SKYREF_RATE_PER_HOUR: '100000' }, { clock }));
    await replicas[0]!.server.services.clients.add('five', 'five-secret-1234', { ratePerSecond: 5, ratePerHour: 100_000 });
    const token = await fetchToken(replicas[1]!.url, 'five', 'five-secret-1234');
    assert.deepEqual(await acrossBoundary(replicas, clock, token), FIVE_THEN_NONE);
  } finally {
    for (const replica of replicas) await replica.close();
    await redis?.close();
  }
});
