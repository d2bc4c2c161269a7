// Delivery on the real server to a real receiver on loopback: signed, retried with backoff under
// the same idempotency key, in order per subscription, and logged.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { alertFor, type AlertEvent } from '../../src/alerts/alert-body.js';
import { verifySignature } from '../../src/alerts/alert-signature.js';
import { startAlertReceiver, type AlertReceiver } from '../support/alert-receiver.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_DATE } from '../support/test-clock.js';
import { until } from '../support/wait.js';

const PATH = '/v1/alerts/subscriptions';

function event(key: string, flight = 'LH400'): AlertEvent {
  return {
    type: 'TimeChange',
    cause: 'DatasetSwap',
    flight,
    date: TEST_DATE,
    origin: 'FRA',
    destination: 'JFK',
    old: { departure: `${TEST_DATE}T10:00`, arrival: `${TEST_DATE}T12:40`, aircraft: '744' },
    new: { departure: `${TEST_DATE}T10:30`, arrival: `${TEST_DATE}T13:10`, aircraft: '744' },
    key,
  };
}

if (REDIS_SKIP) console.log(`# alert delivery through Redis skipped: ${REDIS_SKIP}`);

for (const store of ['state database', 'Redis'] as const) describe(`alert delivery (${store})`, { skip: store === 'Redis' && REDIS_SKIP }, () => {
  let s: TestServer;
  let receiver: AlertReceiver;
  let redis: TestRedis | undefined;
  before(async () => {
    if (store === 'Redis') redis = await startTestRedis();
    s = await startTestServer({ SKYREF_ALERT_ALLOW_LOOPBACK: '1', SKYREF_ALERT_FIRST_RETRY_MS: '100', ...(redis ? { SKYREF_REDIS_URL: redis.url } : {}) });
    receiver = await startAlertReceiver();
  });
  after(async () => {
    await s.close();
    await receiver.close();
    await redis?.close();
  });

  async function subscribe(path: string): Promise<{ Id: string; Secret: string }> {
    const res = await fetch(s.url + PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${await s.token()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ kind: 'flight', flight: 'LH400', date: TEST_DATE, callbackUrl: `${receiver.url}${path}` }),
    });
    assert.equal(res.status, 201);
    return ((await res.json()) as { AlertSubscription: { Id: string; Secret: string } }).AlertSubscription;
  }

  async function queue(subscriptionId: string, ...events: AlertEvent[]): Promise<void> {
    const now = s.server.services.config.clock.now();
    await s.server.services.alerts.store.enqueue(events.map((e) => alertFor(subscriptionId, e, now)), now);
    s.server.alerts.deliverer.wake();
  }

  test('a receiver failing twice then answering gets the alert on the third try, with the same idempotency key and valid signatures', async () => {
    receiver.received.length = 0;
    receiver.script = [503, 500];
    const sub = await subscribe('/retry');
    await queue(sub.Id, event('retimed-1'));
    const got = await receiver.waitFor(3);
    assert.equal(got.length, 3);
    const keys = new Set(got.map((r) => r.headers['idempotency-key']));
    assert.equal(keys.size, 1, 'one idempotency key on every attempt');
    assert.deepEqual(got.map((r) => r.headers['skyref-attempt']), ['1', '2', '3']);
    const nowSeconds = Math.floor(s.server.services.config.clock.now() / 1000);
    for (const r of got) {
      assert.equal(r.path, '/retry');
      assert.equal(r.headers['content-type'], 'application/json');
      assert.ok(verifySignature(sub.Secret, String(r.headers['skyref-signature']), r.body, nowSeconds), 'signature verifies');
      assert.ok(!verifySignature(sub.Secret, String(r.headers['skyref-signature']), r.body.replace('10:30', '10:31'), nowSeconds), 'an altered body does not');
      assert.ok(!verifySignature('whsec_other', String(r.headers['skyref-signature']), r.body, nowSeconds), 'another secret does not');
    }
    const alert = JSON.parse(got[2]!.body) as { FlightAlert: Record<string, unknown> };
    assert.equal(alert.FlightAlert.AlertId, got[0]!.headers['idempotency-key']);
    assert.equal(alert.FlightAlert.Type, 'TimeChange');
    assert.deepEqual(alert.FlightAlert.New, { Departure: `${TEST_DATE}T10:30`, Arrival: `${TEST_DATE}T13:10`, Aircraft: '744' });
    // The log says so once the third answer is recorded.
    let delivery: Record<string, unknown> | undefined;
    await until(async () => {
      const log = (await (await s.get(`${PATH}/${sub.Id}/deliveries`, { accept: 'application/json' })).json()) as { AlertDeliveries: { Delivery: Record<string, unknown>[] } };
      delivery = log.AlertDeliveries.Delivery[0];
      return delivery?.State === 'delivered';
    }, () => `the delivery logged as delivered: ${JSON.stringify(delivery)}`);
    assert.equal(delivery?.State, 'delivered');
    assert.equal(delivery?.Attempts, 3);
    assert.equal(delivery?.LastResult, '200');
    assert.equal(delivery?.AlertId, alert.FlightAlert.AlertId);
  });

  test("a subscription's alerts go in the order they were queued, the next only once the one before is delivered", async () => {
    receiver.received.length = 0;
    receiver.script = [500];
    const sub = await subscribe('/order');
    await queue(sub.Id, event('a'), event('b'), event('c'));
    const got = await receiver.waitFor(4);
    const ids = got.map((r) => String(r.headers['idempotency-key']));
    assert.equal(ids[0], ids[1], 'the first is retried before anything else goes');
    assert.equal(new Set(ids).size, 3);
    const bodies = got.map((r) => (JSON.parse(r.body) as { FlightAlert: { AlertId: string } }).FlightAlert.AlertId);
    assert.deepEqual(bodies, ids);
  });

  test('the same event queued twice is one alert', async () => {
    receiver.received.length = 0;
    receiver.script = [];
    const sub = await subscribe('/once');
    await queue(sub.Id, event('same'));
    await queue(sub.Id, event('same'), event('other'));
    await receiver.waitFor(2);
    // Give a third (wrong) delivery its chance: the log holds two alerts, both delivered.
    const log = (await (await s.get(`${PATH}/${sub.Id}/deliveries`, { accept: 'application/json' })).json()) as { AlertDeliveries: { Delivery: unknown[] } };
    assert.equal(log.AlertDeliveries.Delivery.length, 2);
  });
});
