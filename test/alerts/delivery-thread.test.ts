// Alerts from `skyref serve` with two workers (and the spare) on one state database: every worker
// simulates the sandbox client's subscription and queues the scenario's alert, and each has a
// delivery thread; the alert is queued once and posted once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { flightCode } from '../../src/domain/flight-designator.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { startAlertReceiver, type AlertReceiver } from '../support/alert-receiver.js';
import { TEST_DATASET } from '../support/paths.js';
import { fetchToken } from '../support/server.js';
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_DAY } from '../support/test-clock.js';
import { until } from '../support/wait.js';

let service: ServiceProcess;
let receiver: AlertReceiver;
before(async () => {
  receiver = await startAlertReceiver();
  service = await startServiceProcess(['--workers', '2'], { SKYREF_ALERT_ALLOW_LOOPBACK: '1' });
});
after(async () => {
  await service?.stop();
  await receiver?.close();
});

test('two workers queue and post a scenario’s alert once', async () => {
  const day = TEST_DAY + 2;
  const date = isoFromDay(day);
  const served = serveDataset(loadDatasetFile(TEST_DATASET));
  const fra = served.dataset.schedule.airportId.get('FRA')!;
  const leg = served.boards.departures(fra, day, 10 * 60, 4 * 60).map((b) => b.leg).find((l) => served.flights.legsOn(l.operating, day).length === 1)!;
  const flight = flightCode(leg.operating);
  const env = { SKYREF_DATA_DIR: service.dataDir };
  await skyrefCommand(['clients', 'add', 'sandbox-app', '--secret', 'sandbox-secret-0123', '--sandbox'], env);
  const token = await fetchToken(service.url, 'sandbox-app', 'sandbox-secret-0123');
  const res = await fetch(`${service.url}/v1/alerts/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ kind: 'flight', flight, date, callbackUrl: `${receiver.url}/workers` }),
  });
  assert.equal(res.status, 201);
  const { Id: id } = ((await res.json()) as { AlertSubscription: { Id: string } }).AlertSubscription;
  await skyrefCommand(['sandbox', 'scenario', flight, date, '--delay', '20'], env);
  const [alert] = await receiver.waitFor(1);
  assert.match(alert!.body, /"Code":"Delayed","DelayMinutes":20/);
  let log: Record<string, unknown>[] = [];
  await until(async () => {
    const answer = await fetch(`${service.url}/v1/alerts/subscriptions/${id}/deliveries`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    log = ((await answer.json()) as { AlertDeliveries: { Delivery: Record<string, unknown>[] } }).AlertDeliveries.Delivery;
    return log[0]?.State === 'delivered';
  }, () => `the delivery logged as delivered: ${JSON.stringify(log)}`);
  assert.equal(log.length, 1, 'every worker found it: one alert');
  assert.equal(log[0]!.State, 'delivered');
  assert.equal(log[0]!.Attempts, 1);
  assert.equal(receiver.received.length, 1);
});
