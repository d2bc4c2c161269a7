// What a client cannot do to the service's capacity: bust the response cache with parameters the
// operation does not read, or double its burst at a second boundary (in process and through Redis).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

/** skyref_response_cache_total{result="hit"} of a server. */
async function cacheHits(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const match = /^skyref_response_cache_total\{result="hit"\} (\d+)$/m.exec(text);
  return Number(match?.[1] ?? 0);
}

test('a parameter the operation does not read changes neither the answer nor the cache entry: ?cb=N hits the cache', async () => {
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
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

/** Waits until the wall clock is `ms` into a second. */
async function untilMillisecond(ms: number): Promise<void> {
  const wait = (ms - (Date.now() % 1000) + 1000) % 1000;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Five requests just before a second turns and five just after, as fast as they go, alternating
 * over `servers`: with a fixed one-second window all ten passed.
 */
async function acrossBoundary(servers: TestServer[], token: string): Promise<{ served: number; spanMs: number; statuses: number[] }> {
  const get = async (i: number) => {
    const res = await fetch(`${servers[i % servers.length]!.url}/v1/references/countries/FR`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };
  // Each server verifies the token first; its allowance is back long before the burst.
  for (let i = 0; i < servers.length; i++) assert.equal(await get(i), 200);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await untilMillisecond(950);
  const started = performance.now();
  const before = Promise.all([0, 1, 2, 3, 4].map(get));
  await untilMillisecond(5);
  const afterBoundary = Promise.all([5, 6, 7, 8, 9].map(get));
  const statuses = [...(await before), ...(await afterBoundary)];
  return { served: statuses.filter((x) => x === 200).length, spanMs: performance.now() - started, statuses };
}

test('no boundary doubles a burst: a 5/s client gets 5, not 10, of ten requests around a second boundary', async () => {
  const limited = await startTestServer({ SKYREF_RATE_PER_SECOND: '5', SKYREF_RATE_PER_HOUR: '100000' });
  try {
    const token = await limited.token();
    const { served, spanMs, statuses } = await acrossBoundary([limited], token);
    // 5 at once, and one more for each 200 ms the burst took (the allowance drains back, 5 a second).
    assert.ok(served >= 5 && served <= 5 + Math.floor(spanMs / 200), `${served} served in ${spanMs.toFixed(0)} ms: ${statuses.join(',')}`);
    assert.ok(served < 10);
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
    for (let i = 0; i < 2; i++) replicas.push(await startTestServer({ SKYREF_REDIS_URL: redis.url, SKYREF_RATE_PER_SECOND: '5', SKYREF_RATE_PER_HOUR: '100000' }));
    await replicas[0]!.server.services.clients.add('five', 'five-secret-1234', { ratePerSecond: 5, ratePerHour: 100_000 });
    const token = await fetchToken(replicas[1]!.url, 'five', 'five-secret-1234');
    const { served, spanMs, statuses } = await acrossBoundary(replicas, token);
    assert.ok(served >= 5 && served <= 5 + Math.floor(spanMs / 200), `${served} served in ${spanMs.toFixed(0)} ms: ${statuses.join(',')}`);
    assert.ok(served < 10);
  } finally {
    for (const replica of replicas) await replica.close();
    await redis?.close();
  }
});
