// Delivery slots are shared between clients: one client's 100 subscriptions at a receiver that
// never answers hold a few of the deliverer's slots, never all, and another client's alert, queued
// after theirs, goes out at once rather than after their attempts' 10 s timeouts. A receiver that
// fails every attempt is paused, its alerts put off with the pause in their log.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { PER_CLIENT } from '../../src/alerts/alert-deliverer.js';
import { FIRST_PAUSE_MS, PAUSE_AFTER } from '../../src/alerts/receiver-pauses.js';
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
        if (request.url === '/failing') response.statusCode = 500;
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

  test('a receiver failing every attempt is paused: its alerts wait out the pause unattempted, in the log, while the client\'s others go', async () => {
    const alerts = s.server.services.alerts;
    const subscribe = async (path: string) => {
      const outcome = await alerts.subscribe('failing-app', { kind: 'flight', flight: 'LH400', date: TEST_DATE, callbackUrl: `${receiverUrl}${path}` });
      assert.ok('subscription' in outcome, JSON.stringify(outcome));
      return outcome.subscription;
    };
    const failing: Awaited<ReturnType<typeof subscribe>>[] = [];
    for (let i = 0; i < 2 * PAUSE_AFTER; i++) failing.push(await subscribe('/failing'));
    const now = s.server.services.config.clock.now();
    await alerts.store.enqueue(failing.map((sub) => swapAlertFor(sub.id, [], { old: 'c', new: 'd' }, now)), now);
    s.server.alerts.deliverer.wake();
    const at = (path: string) => arrivals.filter((a) => a === path).length;
    // The first PAUSE_AFTER failures pause the URL; attempts already under way then end too, none
    // starts after. Their backoff (1 s) would bring them back within seconds: the pause holds them.
    await until(async () => {
      const logs = await Promise.all(failing.map(async (sub) => (await alerts.store.deliveries(sub.id, 1))[0]));
      return logs.every((d) => d?.lastResult?.includes('receiver paused') && d.nextMs !== undefined && d.nextMs >= now + FIRST_PAUSE_MS - 5_000);
    }, 'every alert to the failing URL put off to the pause\'s end, the pause in its log');
    const tried = at('/failing');
    assert.ok(tried >= PAUSE_AFTER && tried < PAUSE_AFTER + PER_CLIENT, `${tried} attempts at the failing URL: the pause stops them after ${PAUSE_AFTER} (and those under way)`);
    for (const sub of failing) {
      const [d] = await alerts.store.deliveries(sub.id, 1);
      assert.equal(d?.state, 'pending', 'paused, not given up');
      assert.ok(d!.attempts <= 1, 'being put off is not an attempt');
    }
    // The same client's alert to a receiver that answers goes at once.
    const healthy = await subscribe('/ok-too');
    await alerts.store.enqueue([swapAlertFor(healthy.id, [], { old: 'c', new: 'd' }, now)], now);
    s.server.alerts.deliverer.wake();
    await until(() => arrivals.includes('/ok-too'), "the client's alert to a receiver that answers");
    assert.equal(at('/failing'), tried, 'no attempt at the paused URL meanwhile');
  });
});
