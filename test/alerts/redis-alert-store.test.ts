// Alerts with two replicas sharing Redis (skyref serve processes): an event both replicas see is
// one alert, delivered by one of them; a replica killed while it delivers loses nothing, the other
// delivering the alert, with the same idempotency key, once its lease has passed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { verifySignature } from '../../src/alerts/alert-signature.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { flightCode } from '../../src/domain/flight-designator.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { startAlertReceiver, type AlertReceiver } from '../support/alert-receiver.js';
import { TEST_DATASET } from '../support/paths.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { fetchToken } from '../support/server.js';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_DAY, TEST_NOW } from '../support/test-clock.js';
import { until } from '../support/wait.js';

const PATH = '/v1/alerts/subscriptions';
const SANDBOX = { id: 'sandbox-app', secret: 'sandbox-secret-0123' };

if (REDIS_SKIP) console.log(`# skipped: ${REDIS_SKIP}`);

describe('alerts with two replicas on Redis', { skip: REDIS_SKIP }, () => {
  let redis: TestRedis;
  let receiver: AlertReceiver;
  let env: Record<string, string>;
  const replicas: ServiceProcess[] = [];
  // Replicas must share one calendar, as replicas on synchronised machines do: leases and retry
  // times are compared across them. Each runs on from its SKYREF_NOW since it started, so one
  // started later is given TEST_NOW advanced by the time since the first started (with TEST_NOW
  // itself, it ran behind by the tests before it, beyond a lease: both replicas then took the alert).
  let firstStarted = 0;
  const startReplica = async () => {
    if (replicas.length === 0) firstStarted = performance.now();
    const now = new Date(TEST_NOW + (performance.now() - firstStarted)).toISOString();
    replicas.push(await startServiceProcess(['--workers', '1'], { ...env, SKYREF_NOW: now }));
  };
  // Flights from FRA two days on: their simulated status is not known yet, so only scenarios move them.
  let flights: string[] = [];
  const day = TEST_DAY + 2;
  const date = isoFromDay(day);

  before(async () => {
    redis = await startTestRedis();
    receiver = await startAlertReceiver();
    env = {
      SKYREF_REDIS_URL: redis.url,
      SKYREF_TOKEN_SECRET: 'alerts-replicas-token-secret-0123456789',
      SKYREF_ALERT_ALLOW_LOOPBACK: '1',
      SKYREF_ALERT_FIRST_RETRY_MS: '100',
      SKYREF_NOW: new Date(TEST_NOW).toISOString(),
    };
    const served = serveDataset(loadDatasetFile(TEST_DATASET));
    const fra = served.dataset.schedule.airportId.get('FRA')!;
    flights = served.boards
      .departures(fra, day, 8 * 60, 8 * 60)
      .map((b) => b.leg)
      .filter((l) => served.flights.legsOn(l.operating, day).length === 1)
      .map((l) => flightCode(l.operating))
      .filter((f, i, all) => all.indexOf(f) === i)
      .slice(0, 2);
    assert.equal(flights.length, 2);
    await startReplica();
    await skyrefCommand(['clients', 'add', SANDBOX.id, '--secret', SANDBOX.secret, '--sandbox'], env);
  });
  after(async () => {
    for (const r of replicas) await r.stop();
    await receiver?.close();
    await redis?.close();
  });

  async function subscribe(replica: ServiceProcess, flight: string): Promise<{ Id: string; Secret: string }> {
    const token = await fetchToken(replica.url, SANDBOX.id, SANDBOX.secret);
    const res = await fetch(replica.url + PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ kind: 'flight', flight, date, callbackUrl: `${receiver.url}/replicas` }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return ((await res.json()) as { AlertSubscription: { Id: string; Secret: string } }).AlertSubscription;
  }

  async function log(replica: ServiceProcess, id: string): Promise<Record<string, unknown>[]> {
    const token = await fetchToken(replica.url, SANDBOX.id, SANDBOX.secret);
    const res = await fetch(`${replica.url}${PATH}/${id}/deliveries`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    assert.equal(res.status, 200);
    return ((await res.json()) as { AlertDeliveries: { Delivery: Record<string, unknown>[] } }).AlertDeliveries.Delivery;
  }

  test('a replica killed mid-delivery loses nothing: the other delivers the alert with the same key', async () => {
    const sub = await subscribe(replicas[0]!, flights[0]!);
    // The first attempt is never answered: the replica making it is killed meanwhile.
    receiver.script = [0];
    await skyrefCommand(['sandbox', 'scenario', flights[0]!, date, '--cancel'], { ...env, SKYREF_DATA_DIR: replicas[0]!.dataDir });
    const [first] = await receiver.waitFor(1);
    await startReplica();
    replicas[0]!.child.kill('SIGKILL');
    await replicas[0]!.exited;
    const [, second] = await receiver.waitFor(2);
    assert.equal(second!.headers['idempotency-key'], first!.headers['idempotency-key']);
    assert.equal(second!.body, first!.body);
    const alert = JSON.parse(second!.body) as { FlightAlert: { Type: string; Status: { Code: string } } };
    assert.equal(alert.FlightAlert.Status.Code, 'Cancelled');
    // The replicas' calendar runs on from TEST_NOW since the first started: within the hour.
    assert.ok(verifySignature(sub.Secret, String(second!.headers['skyref-signature']), second!.body, Math.floor(TEST_NOW / 1000), 3600));
    assert.ok(!verifySignature('whsec_another', String(second!.headers['skyref-signature']), second!.body, Math.floor(TEST_NOW / 1000), 3600));
    const deliveries = await log(replicas[1]!, sub.Id);
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0]!.State, 'delivered');
  });

  test('a scenario both replicas see is one alert, delivered once', async () => {
    const sub = await subscribe(replicas[1]!, flights[1]!);
    await startReplica();
    const before = receiver.received.length;
    await skyrefCommand(['sandbox', 'scenario', flights[1]!, date, '--delay', '30'], { ...env, SKYREF_DATA_DIR: replicas[1]!.dataDir });
    const got = await receiver.waitFor(before + 1);
    const mine = got.slice(before);
    assert.equal(mine.length, 1);
    let deliveries = await log(replicas[2]!, sub.Id);
    await until(async () => (deliveries = await log(replicas[2]!, sub.Id))[0]?.State === 'delivered', () => `delivered: ${JSON.stringify(deliveries)}`);
    assert.equal(deliveries.length, 1, 'both replicas queued it: one alert');
    assert.equal(deliveries[0]!.State, 'delivered');
    assert.equal(deliveries[0]!.Attempts, 1);
    assert.equal(receiver.received.filter((r) => r.headers['idempotency-key'] === mine[0]!.headers['idempotency-key']).length, 1);
  });
});
