// The alert stores' bounds, the same through both: a subscription's delivery log keeps its last
// 100 settled alerts and drops what is older, and a settled alert keeps its log line, not its
// body. And the state database's store never waits for the write lock on the event loop.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setImmediate as turn } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { Redis } from 'ioredis';
import type { AlertStore } from '../../src/alerts/alert-store.js';
import { RedisAlertStore } from '../../src/alerts/redis-alert-store.js';
import { SETTLED_KEPT, SqliteAlertStore } from '../../src/alerts/sqlite-alert-store.js';
import type { Subscription } from '../../src/alerts/subscription.js';
import { closeRedis, openRedis } from '../../src/state/redis-connection.js';
import { openStateDb, type StateDb } from '../../src/state/state-db.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { TEST_DAY, TEST_NOW } from '../support/test-clock.js';

function subscription(id: string, clientId = 'app'): Subscription {
  return {
    id,
    clientId,
    watched: { kind: 'departures', airport: 'FRA', fromDay: TEST_DAY, toDay: TEST_DAY + 6 },
    callbackUrl: 'https://hooks.example.com/x',
    secret: 'whsec_test',
    createdAt: new Date(TEST_NOW).toISOString(),
  };
}

const body = (n: number) => JSON.stringify({ FlightAlert: { AlertId: `a${n}`, Type: 'ScheduleChange', Changes: 'x'.repeat(1000) } });

if (REDIS_SKIP) console.log(`# the Redis store's bounds skipped: ${REDIS_SKIP}`);

for (const kind of ['state database', 'Redis'] as const) describe(`alert store bounds (${kind})`, { skip: kind === 'Redis' && REDIS_SKIP }, () => {
  let dir: string;
  let db: StateDb | undefined;
  let redis: Redis | undefined;
  let testRedis: TestRedis | undefined;
  let store: AlertStore;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skyref-alert-store-'));
    if (kind === 'Redis') {
      testRedis = await startTestRedis();
      redis = await openRedis({ url: testRedis.url, prefix: 'bounds:' });
      store = new RedisAlertStore(redis);
    } else {
      db = openStateDb(dir);
      store = new SqliteAlertStore(db);
    }
  });
  after(async () => {
    db?.close();
    if (redis) await closeRedis(redis);
    await testRedis?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test(`the delivery log keeps a subscription's last ${SETTLED_KEPT} settled alerts, without their bodies`, async () => {
    assert.ok(await store.add(subscription('pruned'), 100));
    const total = SETTLED_KEPT + 40;
    let now = TEST_NOW;
    for (let n = 0; n < total; n++) {
      now += 1;
      assert.equal(await store.enqueue([{ subscriptionId: 'pruned', alertId: `a${n}`, body: body(n) }], now), 1);
      const [claimed] = await store.claim('me', now, now + 15_000, 16, 16);
      assert.equal(claimed?.alertId, `a${n}`);
      // Some given up, most delivered: both are settled, both pruned alike.
      await store.settle([{ seq: claimed.seq, outcome: n % 10 === 0 ? { delivered: false, result: '503', retryAtMs: undefined } : { delivered: true, result: '200' } }], now);
    }
    const log = await store.deliveries('pruned', 1000);
    assert.equal(log.length, SETTLED_KEPT);
    assert.deepEqual(
      log.map((d) => d.alertId),
      Array.from({ length: SETTLED_KEPT }, (_, i) => `a${total - 1 - i}`),
    );
    if (db) {
      const rows = db.prepare("SELECT count(*) AS n, sum(length(body)) AS bytes FROM alert_deliveries WHERE subscription_id = 'pruned'").get() as { n: number; bytes: number };
      assert.deepEqual({ ...rows }, { n: SETTLED_KEPT, bytes: 0 });
    } else {
      const seqs = await redis!.lrange('alerts:log:pruned', 0, -1);
      for (const seq of seqs) assert.equal(await redis!.hget(`alerts:a:${seq}`, 'body'), null);
      assert.equal(await redis!.hlen('alerts:ids:pruned'), SETTLED_KEPT);
    }
  });

  test("alerts are taken by turns between clients, and a client holds at most its share of a deliverer's slots", async () => {
    const now = TEST_NOW + 100_000;
    const dead = Array.from({ length: 20 }, (_, i) => `dead-${String(i).padStart(2, '0')}`);
    for (const id of dead) assert.ok(await store.add(subscription(id, 'dead-app'), 100));
    assert.ok(await store.add(subscription('healthy', 'healthy-app'), 100));
    // The dead client's alerts queued first, and due first: by due time alone they would fill every slot.
    await store.enqueue(dead.map((id) => ({ subscriptionId: id, alertId: `x-${id}`, body: body(0) })), now - 10);
    await store.enqueue([{ subscriptionId: 'healthy', alertId: 'h', body: body(1) }], now);
    const first = await store.claim('fair', now, now + 15_000, 16, 4);
    const taken = (client: string, claimed: { clientId: string }[]) => claimed.filter((c) => c.clientId === client).length;
    assert.equal(taken('healthy-app', first), 1);
    assert.equal(taken('dead-app', first), 4);
    // Its four still held: none more of the dead client's, though slots are free and its alerts due.
    const second = await store.claim('fair', now + 1, now + 15_000, 16, 4);
    assert.equal(taken('dead-app', second), 0);
    // Two settled (given up for now): two more of its alerts may be taken, no more.
    const dying = first.filter((c) => c.clientId === 'dead-app').slice(0, 2);
    await store.settle(dying.map((c) => ({ seq: c.seq, outcome: { delivered: false, result: 'timeout', retryAtMs: now + 60_000 } })), now + 2);
    const third = await store.claim('fair', now + 3, now + 15_000, 16, 4);
    assert.equal(taken('dead-app', third), 2);
    // Another deliverer has slots of its own.
    assert.equal(taken('dead-app', await store.claim('other', now + 4, now + 15_000, 16, 4)), 4);
  });

  test('a pending alert is never pruned, however many settle after it', async () => {
    assert.ok(await store.add(subscription('kept-pending'), 100));
    assert.ok(await store.add(subscription('busy'), 100));
    let now = TEST_NOW + 10_000;
    assert.equal(await store.enqueue([{ subscriptionId: 'kept-pending', alertId: 'waiting', body: body(0) }], now), 1);
    for (let n = 0; n < SETTLED_KEPT + 5; n++) {
      now += 1;
      await store.enqueue([{ subscriptionId: 'busy', alertId: `b${n}`, body: body(n) }], now);
      const claimed = (await store.claim('me', now, now + 15_000, 16, 16)).filter((c) => c.subscriptionId === 'busy');
      await store.settle(claimed.map((c) => ({ seq: c.seq, outcome: { delivered: true, result: '200' } })), now);
    }
    const [waiting] = await store.deliveries('kept-pending', 10);
    assert.equal(waiting?.alertId, 'waiting');
    assert.equal(waiting.state, 'pending');
  });
});

describe('the state database alert store and the write lock', () => {
  let dir: string;
  let db: StateDb;
  let other: DatabaseSync;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'skyref-alert-lock-'));
    db = openStateDb(dir);
    other = new DatabaseSync(join(dir, 'state.sqlite'));
  });
  after(() => {
    other.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a write that finds another connection holding the lock leaves the event loop free, and is done once it is released", async () => {
    const store = new SqliteAlertStore(db);
    other.exec('BEGIN IMMEDIATE');
    let outcome: string | undefined;
    const adding = store.add(subscription('while-locked'), 100).then(
      (added) => (outcome = `added ${added}`),
      (error: unknown) => (outcome = `failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    // Waiting on the loop (SQLite's busy_timeout) would have ended the add, one way or the other,
    // before this turn came.
    await turn();
    assert.equal(outcome, undefined);
    other.exec('COMMIT');
    await adding;
    assert.equal(outcome, 'added true');
    assert.equal((await store.list('app')).length, 1);
    // The connection's own wait is left as the rest of the service set it.
    assert.equal((db.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout, 5000);
  });
});
