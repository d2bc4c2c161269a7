// Two real replicas sharing one real Redis that loses its data (FLUSHALL, or a restart without
// persistence): both notice and say so, the data is written back from what they hold, tokens
// issued before keep working, and replicas started afterwards agree with those that ran on.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { Redis } from 'ioredis';
import { ConfigError, readConfig } from '../../src/config.js';
import { TEST_DATASET } from '../support/paths.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { CLIENT_ID, CLIENT_SECRET, fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { until } from '../support/wait.js';

const skip = REDIS_SKIP;
const PATH = '/v1/references/countries/FR';
let redis: TestRedis;
let admin: Redis;
const started: TestServer[] = [];
const dirs: string[] = [];

/** A data directory of the test's own, kept across a replica's restart. */
function dataDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-loss-'));
  copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
  dirs.push(dir);
  return dir;
}

interface Replica {
  server: TestServer;
  errors: string[];
}

async function replica(dataDir = dataDirectory(), env: Record<string, string> = {}): Promise<Replica> {
  const errors: string[] = [];
  const server = await startTestServer(
    { SKYREF_REDIS_URL: redis.url, ...env },
    {
      dataDir,
      notice: (text) => errors.push(text),
      log: { level: 'error', line: (text) => errors.push(String(JSON.parse(text).msg)) },
    },
  );
  started.push(server);
  return { server, errors };
}

before(async () => {
  if (skip) return;
  redis = await startTestRedis();
  admin = new Redis(redis.url);
});
// Each test's replicas stop with it: a replica left running would write its copy back in the next.
afterEach(async () => {
  for (const s of started.splice(0)) await s.close().catch(() => {});
});
after(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  admin?.disconnect();
  await redis?.close();
});

async function status(server: TestServer, token: string): Promise<number> {
  const res = await fetch(server.url + PATH, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

async function ready(server: TestServer): Promise<{ status: number; body: { status: string; reasons?: string[] } }> {
  const res = await fetch(server.url + '/ready');
  return { status: res.status, body: (await res.json()) as { status: string; reasons?: string[] } };
}

async function losses(server: TestServer): Promise<number> {
  const metric = await server.server.services.metrics.registry.getSingleMetric('skyref_redis_data_losses_total')!.get();
  return metric.values[0]?.value ?? 0;
}

/** Whether `check` comes to hold, asked until it does; false only at the safety net of wait.ts. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<boolean> {
  return until(check, 'held').then(() => true, () => false);
}

test('FLUSHALL: both replicas report it, the data is written back, earlier tokens keep working', { skip }, async () => {
  const one = await replica();
  const two = await replica();
  const before = await fetchToken(one.server.url, CLIENT_ID, CLIENT_SECRET);
  assert.equal(await status(two.server, before), 200);
  await one.server.server.services.clients.add('kept', 'kept-secret-1234');
  const keptToken = await fetchToken(two.server.url, 'kept', 'kept-secret-1234');
  assert.equal((await ready(one.server)).status, 200);

  await admin.flushall();
  assert.ok(await eventually(async () => (await losses(one.server)) >= 1 && (await losses(two.server)) >= 1), 'both count the loss');
  for (const r of [one, two]) {
    assert.ok(r.errors.some((e) => /Redis lost its data/.test(e)), `logged at error: ${r.errors.join(' | ')}`);
  }
  assert.ok(await eventually(async () => (await admin.hget('skyref:clients', 'kept')) !== null), 'the clients written back');
  assert.ok(await eventually(async () => (await ready(one.server)).status === 200 && (await ready(two.server)).status === 200), 'ready again once Redis holds the data');
  for (const server of [one.server, two.server]) {
    assert.equal(await status(server, before), 200, 'a token from before the flush');
    assert.equal(await status(server, keptToken), 200, 'a token of another client from before the flush');
  }
  const after = await fetchToken(two.server.url, CLIENT_ID, CLIENT_SECRET);
  assert.equal(await status(one.server, after), 200, 'a token issued after the restore, on the other replica');
});

test('a replica restarted on an emptied Redis writes its own copy back: a replica started after agrees with it', { skip }, async () => {
  const one = await replica();
  const token = await fetchToken(one.server.url, CLIENT_ID, CLIENT_SECRET);
  await one.server.close();
  await admin.flushall();
  // Restarted on its data directory: its snapshot goes back, not a new key and a new demo client.
  const again = await replica(one.server.dataDir);
  assert.ok(again.errors.some((e) => /Redis lost its data/.test(e)), `it says so: ${again.errors.join(' | ')}`);
  assert.equal(await status(again.server, token), 200, 'its own earlier token');
  assert.equal(await admin.hexists('skyref:clients', 'demo'), 0, 'no demo client made');
  const newcomer = await replica();
  assert.equal(await status(newcomer.server, token), 200, 'a replica that never used this Redis accepts the earlier token');
  const fromNewcomer = await fetchToken(newcomer.server.url, CLIENT_ID, CLIENT_SECRET);
  assert.equal(await status(again.server, fromNewcomer), 200, 'and the restarted one accepts its tokens');
});

test('SKYREF_REDIS_DATA_LOSS=wait: /ready 503 naming the loss until the clients are imported; a restart is refused meanwhile', { skip }, async () => {
  await admin.flushall();
  const one = await replica(dataDirectory(), { SKYREF_REDIS_DATA_LOSS: 'wait' });
  const token = await fetchToken(one.server.url, CLIENT_ID, CLIENT_SECRET);
  const exported = one.server.server.services.clients.records();
  const generation = await admin.get('skyref:generation');
  assert.ok(generation);
  await admin.flushall();
  assert.ok(await eventually(async () => (await ready(one.server)).status === 503), '503 after the loss');
  assert.deepEqual((await ready(one.server)).body, { status: 'unavailable', reasons: ['redis-data-lost'] });
  assert.equal(await admin.get('skyref:generation'), null, 'nothing written back');
  assert.equal(await status(one.server, token), 200, 'the clients as last read keep answering');

  await one.server.close();
  await assert.rejects(replica(one.server.dataDir, { SKYREF_REDIS_DATA_LOSS: 'wait' }), /Redis lost its data.*skyref clients import/s);

  // What `skyref clients import FILE` does with an export (test/cli/clients-export.test.ts runs the command).
  const { RedisClientStore } = await import('../../src/state/redis-client-store.js');
  const { openRedis, closeRedis } = await import('../../src/state/redis-connection.js');
  const connection = await openRedis({ url: redis.url, prefix: 'skyref:' });
  try {
    await (await RedisClientStore.open(connection, () => {})).restore(exported, { generation });
  } finally {
    await closeRedis(connection);
  }
  const back = await replica(one.server.dataDir, { SKYREF_REDIS_DATA_LOSS: 'wait' });
  assert.equal((await ready(back.server)).status, 200);
  assert.equal(await status(back.server, token), 200, 'a token from before the loss, with the stored key written back by the snapshot');
});

test('SKYREF_TOKEN_KEYS_FILE: named keys, the first signing; SKYREF_REDIS_DATA_LOSS: restore or wait', () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-keys-'));
  dirs.push(dir);
  const file = join(dir, 'token-keys');
  writeFileSync(file, `# rotated 2026-07\n2026-07 ${'n'.repeat(32)}\n\n2026-01 ${'o'.repeat(40)}\n`);
  const keys = readConfig({ SKYREF_TOKEN_KEYS_FILE: file }).tokenKeys!;
  assert.deepEqual(keys.map((k) => [k.kid, k.secret.length]), [['2026-07', 32], ['2026-01', 40]]);
  assert.equal(readConfig({ SKYREF_TOKEN_SECRET: 's'.repeat(32) }).tokenKeys![0]!.kid, undefined);
  assert.equal(readConfig({}).tokenKeys, undefined);
  for (const [text, message] of [
    ['k1 short', /at least 32 bytes/],
    [`k1 ${'a'.repeat(32)}\nk1 ${'b'.repeat(32)}`, /given twice/],
    [`bad/id ${'a'.repeat(32)}`, /expected KEY_ID SECRET/],
    ['# nothing\n', /holds no key/],
  ] as const) {
    writeFileSync(file, text);
    assert.throws(() => readConfig({ SKYREF_TOKEN_KEYS_FILE: file }), (e: Error) => e instanceof ConfigError && message.test(e.message), text);
  }
  assert.throws(() => readConfig({ SKYREF_TOKEN_KEYS_FILE: join(dir, 'missing') }), /cannot read .*ENOENT/);
  assert.throws(() => readConfig({ SKYREF_TOKEN_KEYS_FILE: file, SKYREF_TOKEN_SECRET: 's'.repeat(32) }), /not both/);
  assert.equal(readConfig({}).redisDataLoss, 'restore');
  assert.equal(readConfig({ SKYREF_REDIS_DATA_LOSS: 'wait' }).redisDataLoss, 'wait');
  assert.throws(() => readConfig({ SKYREF_REDIS_DATA_LOSS: 'ignore' }), ConfigError);
});

test('with configured keys, tokens verify on a replica whatever Redis holds, and no key is stored there', { skip }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-keys-'));
  dirs.push(dir);
  const file = join(dir, 'token-keys');
  writeFileSync(file, `a ${'k'.repeat(32)}\n`);
  await admin.flushall();
  const one = await replica(dataDirectory(), { SKYREF_TOKEN_KEYS_FILE: file });
  const two = await replica(dataDirectory(), { SKYREF_TOKEN_KEYS_FILE: file });
  const token = await fetchToken(one.server.url, CLIENT_ID, CLIENT_SECRET);
  assert.equal(await status(two.server, token), 200);
  assert.equal(await admin.get('skyref:token-signing-key'), null, 'no key in Redis');
  await admin.flushall();
  assert.ok(await eventually(async () => (await admin.hexists('skyref:clients', CLIENT_ID)) === 1), 'written back');
  assert.equal(await status(two.server, token), 200);
});
