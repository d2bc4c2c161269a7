// RedisClientStore against a real redis-server: two stores over two connections are two replicas.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Redis } from 'ioredis';
import { CLIENTS_CHANNEL, CLIENTS_KEY, CLIENTS_VERSION_KEY, RedisClientStore } from '../../src/state/redis-client-store.js';
import { closeRedis, openRedis } from '../../src/state/redis-connection.js';
import { redisSigningKey, SIGNING_KEY_KEY } from '../../src/state/signing-key.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { until } from '../support/wait.js';

const skip = REDIS_SKIP;
let redis: TestRedis;
let a: Redis;
let b: Redis;
let one: RedisClientStore;
let two: RedisClientStore;
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

before(async () => {
  if (skip) return;
  redis = await startTestRedis();
  a = await openRedis({ url: redis.url, prefix: 'skyref:' });
  b = await openRedis({ url: redis.url, prefix: 'skyref:' });
  one = await RedisClientStore.open(a, warn);
  two = await RedisClientStore.open(b, warn);
});
after(async () => {
  if (a) await closeRedis(a);
  if (b) await closeRedis(b);
  await redis?.close();
});

test('a client added on one replica: seen there at once, on the other after its refresh; the secret only as a scrypt hash', { skip }, async () => {
  const secret = await one.add('alpha', 'alpha-secret-123', { ratePerSecond: 7 });
  assert.equal(secret, 'alpha-secret-123');
  assert.equal(one.get('alpha')?.ratePerSecond, 7);
  assert.equal(one.get('alpha')?.ratePerHour, null);
  assert.equal(two.get('alpha'), undefined, 'not before the refresh');
  await two.refresh();
  const seen = two.get('alpha');
  assert.deepEqual(seen && { ...seen, createdAt: 'x' }, { id: 'alpha', createdAt: 'x', disabled: false, ratePerSecond: 7, ratePerHour: null, epoch: one.get('alpha')!.epoch });
  assert.match(seen!.epoch, /^[\w-]{22}$/, 'a random epoch, the same on both replicas');
  assert.match(seen!.createdAt, /^\d{4}-\d\d-\d\dT/);
  const stored = await a.hget(CLIENTS_KEY, 'alpha');
  assert.ok(stored && !stored.includes('alpha-secret-123'), 'never the secret in clear');
  assert.match(JSON.parse(stored).secretHash, /^scrypt\$16384\$8\$1\$/);
  assert.ok(await two.authenticate('alpha', 'alpha-secret-123'));
  assert.equal(await two.authenticate('alpha', 'wrong-secret-123'), undefined);
  assert.equal(await two.authenticate('nobody', 'alpha-secret-123'), undefined);
  const generated = await two.add('generated');
  assert.ok(generated.length >= 32, 'a secret is made when none is given');
  assert.ok(await one.authenticate('generated', generated), 'authenticate reads a change from elsewhere at once');
});

test('every change moves the version; a refresh with no change reads nothing more', { skip }, async () => {
  await one.add('beta', 'beta-secret-1234');
  await two.refresh();
  const before = two.get('beta');
  const count = async () => Number(/^(\d+)-[\w-]{12}$/.exec((await a.get(CLIENTS_VERSION_KEY)) ?? '')?.[1]);
  const version = await count();
  assert.ok(version >= 3, 'a counter and a tag');
  await two.refresh();
  assert.equal(two.get('beta'), before, 'the same object: the copy was not reloaded');
  await one.disable('beta');
  assert.equal(await count(), version + 1);
  await one.disable('beta');
  assert.equal(await count(), version + 1, 'disabling a disabled client changes nothing');
  await two.refresh();
  assert.notEqual(two.get('beta'), before);
  assert.equal(two.get('beta')?.disabled, true);
  assert.equal(await two.authenticate('beta', 'beta-secret-1234'), undefined, 'a disabled client gets no token');
});

test('adding a client again replaces its secret and limits, enables it, and keeps its creation time', { skip }, async () => {
  await one.add('gamma', 'gamma-secret-123', { ratePerSecond: 2, ratePerHour: 1_000_000_000 });
  const created = one.get('gamma')!.createdAt;
  assert.equal(one.get('gamma')?.ratePerHour, 1_000_000_000, 'large limits survive the script');
  const epochs = [one.get('gamma')!.epoch];
  await one.disable('gamma');
  epochs.push(one.get('gamma')!.epoch);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await two.add('gamma', 'gamma-secret-456');
  await one.refresh();
  epochs.push(one.get('gamma')!.epoch);
  assert.deepEqual(one.get('gamma'), { id: 'gamma', createdAt: created, disabled: false, ratePerSecond: null, ratePerHour: null, epoch: epochs[2] });
  assert.equal(new Set(epochs).size, 3, 'a new epoch when disabled and when added again');
  assert.equal(await one.authenticate('gamma', 'gamma-secret-123'), undefined);
  assert.ok(await one.authenticate('gamma', 'gamma-secret-456'));
});

test('addIfAbsent registers a client only when there is none of that id', { skip }, async () => {
  assert.equal(await one.addIfAbsent('delta', 'delta-secret-123'), true);
  const epoch = one.get('delta')!.epoch;
  await one.disable('delta');
  assert.equal(await two.addIfAbsent('delta', 'another-secret-1'), false);
  await two.refresh();
  assert.equal(two.get('delta')!.disabled, true, 'still disabled');
  assert.notEqual(two.get('delta')!.epoch, epoch);
  assert.equal(await two.authenticate('delta', 'another-secret-1'), undefined);
});

test('a client stored before epochs existed gets one derived from its secret hash, the same on every replica', { skip }, async () => {
  const hash = JSON.parse((await a.hget(CLIENTS_KEY, 'alpha'))!).secretHash as string;
  await a.hset(CLIENTS_KEY, 'legacy', JSON.stringify({ id: 'legacy', secretHash: hash, createdAt: '2026-01-01T00:00:00.000Z', disabled: false }));
  await a.set(CLIENTS_VERSION_KEY, '1000-legacyversion');
  await one.refresh();
  await two.refresh();
  assert.match(one.get('legacy')!.epoch, /^h\.[\w-]{22}$/);
  assert.equal(one.get('legacy')!.epoch, two.get('legacy')!.epoch);
  assert.ok(await one.authenticate('legacy', 'alpha-secret-123'));
  await one.add('legacy', 'alpha-secret-123');
  assert.match(one.get('legacy')!.epoch, /^[\w-]{22}$/, 'a random one from the first change on');
});

test('list, size, unknown ids and invalid input', { skip }, async () => {
  await one.refresh();
  const ids = one.list().map((c) => c.id);
  assert.deepEqual(ids, [...ids].sort());
  assert.equal(one.size, ids.length);
  assert.equal(await one.disable('nobody'), false);
  await assert.rejects(one.add('bad id', 'long-enough-secret'), /client id "bad id"/);
  await assert.rejects(one.add('short', 'x'), /at least 8 characters/);
});

test('a following replica gets every change published and re-reads at once; delete ends a client', { skip }, async () => {
  // Channels take no key prefix: the store names its channel with it.
  const listener = a.duplicate({ enableOfflineQueue: true, keyPrefix: '' });
  listener.on('error', () => {});
  const published: string[] = [];
  listener.on('message', (_channel: string, version: string) => published.push(version));
  const stop = two.follow(warn);
  const seen = (check: () => boolean) => until(check, 'followed');
  try {
    await listener.subscribe(`skyref:${CLIENTS_CHANNEL}`);
    // The store subscribes in the background: wait until the channel has both subscribers.
    const subscribers = async () => Number(((await a.pubsub('NUMSUB', `skyref:${CLIENTS_CHANNEL}`)) as [string, number])[1]);
    await until(async () => (await subscribers()) >= 2, 'both subscribed');
    await one.add('gamma', 'gamma-secret-123');
    // Well before the 2 s re-read: the message, not the timer, brought it.
    assert.ok(await seen(() => two.get('gamma') !== undefined), 'added');
    await one.disable('gamma');
    assert.ok(await seen(() => two.get('gamma')?.disabled === true), 'disabled');
    assert.equal(await one.delete('gamma'), true);
    assert.equal(await one.delete('gamma'), false, 'nothing left to delete');
    assert.ok(await seen(() => two.get('gamma') === undefined), 'deleted');
    assert.ok(await seen(() => published.length === 3), `three changes published, got ${published.length}`);
    assert.equal(published.at(-1), await a.get(CLIENTS_VERSION_KEY), 'each message is the new version');
  } finally {
    stop();
    listener.disconnect();
  }
});

test('the signing key: made once, the same for every replica; the configured one wins', { skip }, async () => {
  await a.del(SIGNING_KEY_KEY);
  const [first, second] = await Promise.all([redisSigningKey(a, undefined), redisSigningKey(b, undefined)]);
  assert.equal(first.length, 32);
  assert.deepEqual(Buffer.from(first), Buffer.from(second));
  assert.deepEqual(Buffer.from(await redisSigningKey(b, undefined)), Buffer.from(first), 'kept');
  assert.equal(Buffer.from(await redisSigningKey(a, 's'.repeat(32))).toString(), 's'.repeat(32));
  const other = await openRedis({ url: redis.url, prefix: 'other:' });
  try {
    assert.notDeepEqual(Buffer.from(await redisSigningKey(other, undefined)), Buffer.from(first), 'another prefix, another deployment');
    assert.equal((await RedisClientStore.open(other, warn)).size, 0);
  } finally {
    await closeRedis(other);
  }
});

test('Redis down: the copy keeps answering (one warning), changes are refused saying why; it catches up after', { skip }, async () => {
  const own = await startTestRedis();
  const connection = await openRedis({ url: own.url, prefix: 'skyref:' });
  const seen: string[] = [];
  const store = await RedisClientStore.open(connection, (message) => seen.push(message));
  try {
    await store.add('kept', 'kept-secret-1234');
    await own.stop();
    await store.refresh();
    await store.refresh();
    assert.equal(store.get('kept')?.disabled, false, 'the last copy');
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /Redis unreachable .*clients as last read/);
    assert.ok(await store.authenticate('kept', 'kept-secret-1234'), 'tokens are still issued from the copy');
    await assert.rejects(store.add('new', 'new-secret-1234'), /cannot add client "new": Redis unreachable/);
    await assert.rejects(store.disable('kept'), /cannot disable client "kept": Redis unreachable/);
    assert.equal(store.get('new'), undefined);

    await own.start(); // empty: no persistence
    await until(() => connection.status === 'ready', 'connected again');
    // The empty Redis counts its versions from 1 again: the same count as the copy's, not the same version.
    await store.add('after', 'after-secret-1234');
    assert.deepEqual(store.list().map((c) => c.id), ['after'], 'the copy follows what Redis holds');
  } finally {
    await closeRedis(connection);
    await own.close();
  }
});

test('a Redis that cannot be reached at start is an error naming it (without its password)', { skip }, async () => {
  const own = await startTestRedis();
  const url = `redis://user:hunter2@127.0.0.1:${own.port}/0`;
  await own.close();
  await assert.rejects(openRedis({ url, prefix: 'skyref:' }), (error: Error) => {
    assert.match(error.message, new RegExp(`Redis at redis://user:\\*\\*\\*@127\\.0\\.0\\.1:${own.port}/0 is unreachable: .*ECONNREFUSED`));
    assert.doesNotMatch(error.message, /hunter2/);
    return true;
  });
});
