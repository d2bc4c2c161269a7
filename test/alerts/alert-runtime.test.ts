// A deleted client's subscriptions go with it: on the state database by its trigger, on Redis by
// the runtime's sweep of tombstones; an id registered again starts with none.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { TEST_DATE } from '../support/test-clock.js';
import { until } from '../support/wait.js';

if (REDIS_SKIP) console.log(`# subscriptions deleted with their client on Redis skipped: ${REDIS_SKIP}`);

for (const store of ['state database', 'Redis'] as const) describe(`subscriptions deleted with their client (${store})`, { skip: store === 'Redis' && REDIS_SKIP }, () => {
  let s: TestServer;
  let redis: TestRedis | undefined;
  before(async () => {
    if (store === 'Redis') redis = await startTestRedis();
    s = await startTestServer({ SKYREF_ALERT_ALLOW_LOOPBACK: '1', ...(redis ? { SKYREF_REDIS_URL: redis.url } : {}) });
  });
  after(async () => {
    await s.close();
    await redis?.close();
  });

  async function subscribeAs(id: string): Promise<void> {
    await s.server.services.clients.add(id, 'leaving-secret-0123', {});
    const token = await fetchToken(s.url, id, 'leaving-secret-0123');
    const res = await fetch(`${s.url}/v1/alerts/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ kind: 'departures', airport: 'FRA', date: TEST_DATE, callbackUrl: 'http://127.0.0.1:9/x' }),
    });
    assert.equal(res.status, 201);
  }

  /** Waits until `id` has no subscriptions left: the runtime sweeps deleted clients' every 2 s. */
  async function gone(id: string): Promise<boolean> {
    return until(async () => (await s.server.services.alerts.store.list(id)).length === 0, `${id}'s subscriptions removed`);
  }

  test('deleted, registered again and deleted again: its subscriptions go each time', async () => {
    await subscribeAs('leaving-client');
    assert.equal((await s.server.services.alerts.store.list('leaving-client')).length, 1);
    assert.ok(await s.server.services.clients.delete('leaving-client'));
    assert.ok(await gone('leaving-client'), 'removed with the client');
    await subscribeAs('leaving-client');
    assert.equal((await s.server.services.alerts.store.list('leaving-client')).length, 1, 'registered again, it subscribes afresh');
    assert.ok(await s.server.services.clients.delete('leaving-client'));
    assert.ok(await gone('leaving-client'), 'removed again');
  });
});

test('a server nobody subscribed to runs no delivery thread; the first alert queued starts it', async () => {
  const s = await startTestServer({ SKYREF_ALERT_ALLOW_LOOPBACK: '1' });
  try {
    const { deliverer } = s.server.alerts;
    // The runtime reads the subscriptions once at start: none, so no thread. A read of ours, asked
    // of the same store after that one, is answered after it: the runtime has decided by then.
    await s.server.services.alerts.store.all();
    assert.equal(deliverer.running, false);
    deliverer.wake();
    assert.equal(deliverer.running, true);
  } finally {
    await s.close();
  }
  assert.equal(s.server.alerts.deliverer.running, false, 'stopped with its server');
});
