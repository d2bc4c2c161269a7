// Delivery slots are shared between clients: one client's 100 subscriptions at a receiver that
// never answers hold a few of the deliverer's slots, never all, and another client's alert, queued
// after theirs, goes out at once rather than after their attempts' 10 s timeouts.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { PER_CLIENT } from '../../src/alerts/alert-deliverer.js';
import { swapAlertFor } from '../../src/alerts/alert-body.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_DATE } from '../support/test-clock.js';
import { until } from '../support/wait.js';

if (REDIS_SKIP) console.log(`# fair delivery through Redis skipped: ${REDIS_SKIP}`);

for (const store of ['state database', 'Redis'] as const) describe(`fair delivery (${store})`, { skip: store === 'Redis' && REDIS_SKIP }, () => {
  let s: TestServer;
  let redis: TestRedis | undefined;
  let receiver: Server;
  let receiverUrl: string;
  /** The paths of the requests received, in the order they came. */
  const arrivals: string[] = [];
  before(async () => {
    if (store === 'Redis') redis = await startTestRedis();
    s = await startTestServer({ SKYREF_ALERT_ALLOW_LOOPBACK: '1', ...(redis ? { SKYREF_REDIS_URL: redis.url } : {}) });
    // /dead never answers: each attempt there holds its slot until it times out.
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        arrivals.push(request.url ?? '');
        if (request.url !== '/dead') response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  after(async () => {
    // The hanging attempts end at once (a connection error), so the server stops without waiting out their timeouts.
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await s.close();
    await redis?.close();
  });

  test("another client's alert goes out while one client's 100 subscriptions wait on a receiver that never answers", async () => {
    const alerts = s.server.services.alerts;
    const subscribe = async (clientId: string, path: string) => {
      const outcome = await alerts.subscribe(clientId, { kind: 'flight', flight: 'LH400', date: TEST_DATE, callbackUrl: `${receiverUrl}${path}` });
      assert.ok('subscription' in outcome, JSON.stringify(outcome));
      return outcome.subscription;
    };
    const dead = [];
    for (let i = 0; i < 100; i++) dead.push(await subscribe('dead-app', '/dead'));
    const healthy = await subscribe('healthy-app', '/ok');
    const now = s.server.services.config.clock.now();
    const datasets = { old: 'a', new: 'b' };
    // The dead client's alerts queued first and due first: by due time alone they would take every slot.
    await alerts.store.enqueue(dead.map((sub) => swapAlertFor(sub.id, [], datasets, now - 1000)), now - 1000);
    await alerts.store.enqueue([swapAlertFor(healthy.id, [], datasets, now)], now);
    s.server.alerts.deliverer.wake();

    await until(() => arrivals.includes('/ok'), () => `the healthy client's alert; received ${arrivals.length} requests, none at /ok`);
    const deadBefore = arrivals.slice(0, arrivals.indexOf('/ok')).length;
    assert.ok(deadBefore <= PER_CLIENT, `${deadBefore} attempts at the dead receiver came before the healthy client's alert`);
    await until(async () => (await alerts.store.deliveries(healthy.id, 1))[0]?.state === 'delivered', "the healthy client's alert logged as delivered");
  });
});
