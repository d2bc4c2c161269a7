// Two real servers sharing one real Redis (SKYREF_REDIS_URL), each with its own data directory and
// no SKYREF_TOKEN_SECRET: tokens, clients and rate limits hold across both.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ConfigError, readConfig } from '../../src/config.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { ManualClock } from '../support/manual-clock.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_NOW } from '../support/test-clock.js';
import { until, WAIT_LIMIT_MS } from '../support/wait.js';

const skip = REDIS_SKIP;
const PATH = '/v1/references/countries/FR';
let redis: TestRedis;
let one: TestServer;
let two: TestServer;
// Both replicas' clock, which the rate-limit test holds still; revocation reaches a replica by its
// timers, which run in real time.
const clock = new ManualClock(TEST_NOW);

before(async () => {
  if (skip) return;
  redis = await startTestRedis();
  one = await startTestServer({ SKYREF_REDIS_URL: redis.url }, { clock });
  two = await startTestServer({ SKYREF_REDIS_URL: redis.url }, { clock });
});
after(async () => {
  await one?.close();
  await two?.close();
  await redis?.close();
});

async function get(server: TestServer, token: string): Promise<number> {
  const res = await fetch(server.url + PATH, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Polls until `server` refuses `token`; the milliseconds that took. The service promises 200 ms; a
 * busy machine can take any time, so the time is printed, and only the safety net bounds the wait.
 */
async function refusedWithin(server: TestServer, token: string, timeoutMs = WAIT_LIMIT_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = await get(server, token);
    const elapsed = performance.now() - started;
    if (status === 401) return elapsed;
    assert.equal(status, 200);
    if (elapsed > timeoutMs) assert.fail(`still served after ${elapsed.toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The replicas' calendar moves on a second a poll, so that the client's allowance comes back.
    clock.advance(1000);
  }
}

function skyref(...args: string[]) {
  return skyrefCommand(args, { SKYREF_REDIS_URL: redis.url, SKYREF_DATA_DIR: one.dataDir });
}

test('a token issued by one replica works on the other (the signing key made once, in Redis)', { skip }, async () => {
  const fromOne = await fetchToken(one.url, 'test-client', 'test-secret-0123456789');
  const fromTwo = await fetchToken(two.url, 'test-client', 'test-secret-0123456789');
  assert.equal(await get(two, fromOne), 200);
  assert.equal(await get(one, fromTwo), 200);
});

test('a client held to 5/s gets 5 at once in total, hitting both replicas alternately', { skip }, async () => {
  await one.server.services.clients.add('five', 'five-secret-1234', { ratePerSecond: 5, ratePerHour: 100_000 });
  const token = await fetchToken(two.url, 'five', 'five-secret-1234');
  // Each replica verifies the token once; the allowance those two took is back 400 ms later.
  assert.equal(await get(one, token), 200);
  assert.equal(await get(two, token), 200);
  clock.advance(400);
  // Twenty at one instant of the replicas' clock: 5 pass.
  const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => get(i % 2 === 0 ? one : two, token)));
  assert.equal(statuses.filter((s) => s === 200).length, 5, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 15, statuses.join(','));
  const refusedBy = (server: number) => statuses.some((s, i) => s === 429 && i % 2 === server);
  assert.ok(refusedBy(0) && refusedBy(1), 'both replicas refused some');
});

test('a client disabled through one replica is refused by the other soon after', { skip }, async (t) => {
  await one.server.services.clients.add('doomed', 'doomed-secret-123');
  const token = await fetchToken(two.url, 'doomed', 'doomed-secret-123');
  assert.equal(await get(two, token), 200);
  assert.equal(await one.server.services.clients.disable('doomed'), true);
  assert.equal(await get(one, token), 401, 'at once on the replica that disabled it');
  t.diagnostic(`refused by the other replica after ${(await refusedWithin(two, token)).toFixed(0)} ms`);
});

test('skyref clients add|list|disable with SKYREF_REDIS_URL reach both replicas', { skip }, async (t) => {
  const added = await skyref('clients', 'add', 'from-cli', '--secret', 'from-cli-secret-1', '--rate-per-second', '50');
  assert.match(added.stdout, /^client_id=from-cli$/m);
  const token = await fetchToken(one.url, 'from-cli', 'from-cli-secret-1');
  assert.equal(await get(two, token), 200);
  assert.match((await skyref('clients', 'list')).stdout, /^from-cli\tenabled\t50\/s 1000\/h/m);
  await skyref('clients', 'disable', 'from-cli');
  const [a, b] = await Promise.all([refusedWithin(one, token), refusedWithin(two, token)]);
  t.diagnostic(`refused after ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`);
  await assert.rejects(skyref('clients', 'disable', 'nobody'), (error: { code: number; stderr: string }) => error.code === 1 && /no client "nobody"/.test(error.stderr));
});

test('skyref clients export, delete, import with SKYREF_REDIS_URL: nothing revoked since comes back, unless --restore-deleted brings the deleted client back with its tokens good', { skip }, async () => {
  await skyref('clients', 'add', 'exported', '--secret', 'exported-secret-1', '--rate-per-hour', '700');
  await skyref('clients', 'add', 'disabled-later', '--secret', 'disabled-later-secret');
  const token = await fetchToken(one.url, 'exported', 'exported-secret-1');
  const disabledToken = await fetchToken(one.url, 'disabled-later', 'disabled-later-secret');
  const { stdout } = await skyref('clients', 'export');
  const file = join(one.dataDir, 'clients-export.json');
  writeFileSync(file, stdout);
  const exported = JSON.parse(stdout) as { format: string; generation: string; clients: { client: { id: string; ratePerHour: number | null }; secretHash: string }[] };
  assert.equal(exported.format, 'skyref-clients/1');
  assert.match(exported.generation, /^[\w-]{16}$/);
  const record = exported.clients.find((c) => c.client.id === 'exported');
  assert.equal(record?.client.ratePerHour, 700);
  assert.match(record!.secretHash, /^scrypt\$/, 'the hash, never the secret');
  assert.ok(!stdout.includes('exported-secret-1'));
  assert.ok(exported.clients.every((c) => Number.isInteger((c as { version?: number }).version)), 'each client with its version');
  await skyref('clients', 'delete', 'exported');
  await skyref('clients', 'disable', 'disabled-later');
  await Promise.all([refusedWithin(one, token), refusedWithin(two, token), refusedWithin(one, disabledToken), refusedWithin(two, disabledToken)]);
  const refused = (await skyref('clients', 'import', file)).stdout;
  assert.match(refused, new RegExp(`^imported ${exported.clients.length - 2} clients`));
  assert.match(refused, /refused 1 older than the stored state: disabled-later/);
  assert.match(refused, /refused 1 deleted since: exported \(--restore-deleted brings those back/);
  assert.doesNotMatch((await skyref('clients', 'list')).stdout, /^exported\t/m, 'still deleted');
  for (const server of [one, two]) {
    assert.equal(await get(server, token), 401, 'the deleted client stays deleted');
    assert.equal(await get(server, disabledToken), 401, 'the disabled client stays disabled');
  }
  const restored = (await skyref('clients', 'import', file, '--restore-deleted')).stdout;
  assert.match(restored, /restored 1 deleted since, with their old tokens \(--restore-deleted\): exported/);
  assert.match(restored, /refused 1 older than the stored state: disabled-later/, 'a disabled client is never re-enabled by an import');
  for (const server of [one, two]) {
    await until(async () => (await get(server, token)) === 200, 'the token issued before the delete accepted again');
    assert.equal(await get(server, disabledToken), 401);
  }
  writeFileSync(file, '{"format":"skyref-clients/1","clients":[{"client":{"id":"x"}}]}');
  await assert.rejects(skyref('clients', 'import', file), (error: { code: number; stderr: string }) => error.code === 1 && /client 1 is not a client as exported/.test(error.stderr));
});

test('a replica does not start when Redis cannot be reached, and says which', { skip }, async () => {
  await assert.rejects(startTestServer({ SKYREF_REDIS_URL: 'redis://127.0.0.1:1/0' }), /Redis at redis:\/\/127\.0\.0\.1:1\/0 is unreachable/);
});

test('SKYREF_REDIS_URL and SKYREF_REDIS_PREFIX are checked at start', () => {
  assert.equal(readConfig({}).redis, undefined, 'no Redis unless asked for');
  assert.deepEqual(readConfig({ SKYREF_REDIS_URL: 'redis://10.0.0.5:6380/2' }).redis, { url: 'redis://10.0.0.5:6380/2', prefix: 'skyref:' });
  assert.deepEqual(readConfig({ SKYREF_REDIS_URL: 'rediss://user:pw@cache.example.com', SKYREF_REDIS_PREFIX: 'eu:skyref:' }).redis, {
    url: 'rediss://user:pw@cache.example.com',
    prefix: 'eu:skyref:',
  });
  for (const url of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis://', 'redis://host/db0']) {
    assert.throws(() => readConfig({ SKYREF_REDIS_URL: url }), ConfigError, url);
  }
  assert.throws(() => readConfig({ SKYREF_REDIS_URL: 'redis://h', SKYREF_REDIS_PREFIX: 'has space' }), /SKYREF_REDIS_PREFIX/);
});
