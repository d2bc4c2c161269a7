// A dataset swap on the real server alerts exactly the changes of what is subscribed, one alert per
// subscription listing them: a flight retimed (old and new times), a flight cancelled, a new
// flight on a subscribed route; an unchanged flight gets nothing. Alerts reach a receiver on
// loopback, signed. A swap that moves a hub's every departure under 100 subscriptions to it is
// one alert each, every one of them, and another client's flights get theirs, even when the
// store fails a write meanwhile.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { verifySignature } from '../../src/alerts/alert-signature.js';
import { updateDatasetFile } from '../../src/dataset/dataset-update.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { dayFromIso, isoFromDay, localDateTime } from '../../src/domain/flight-dates.js';
import { flightCode, parseDesignator, sameDesignator } from '../../src/domain/flight-designator.js';
import { copyFileSync } from 'node:fs';
import { startAlertReceiver, type AlertReceiver } from '../support/alert-receiver.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_DATE, TEST_DAY } from '../support/test-clock.js';
import { until } from '../support/wait.js';

const PATH = '/v1/alerts/subscriptions';
const DAYS = 3;
const LAST_DATE = isoFromDay(TEST_DAY + DAYS - 1);

interface Change {
  Type: string;
  Flight: { FlightNumber: string; Date: string; Origin: string; Destination: string };
  Old?: Record<string, string>;
  New?: Record<string, string>;
}

interface Alert {
  FlightAlert: { AlertId: string; Type: string; Cause: string; SubscriptionId: string; ChangeCount: number; Truncated: boolean; Changes: Change[] };
}

if (REDIS_SKIP) console.log(`# alerts from a swap on two replicas skipped: ${REDIS_SKIP}`);

// One process on the state database; then two replicas sharing Redis, which both swap to the new
// dataset and both find its changes: each alert once all the same.
for (const store of ['state database', 'two replicas on Redis'] as const) describe(`alerts from a dataset swap (${store})`, { skip: store !== 'state database' && REDIS_SKIP }, () => {
  let s: TestServer;
  let other: TestServer | undefined;
  let receiver: AlertReceiver;
  let redis: TestRedis | undefined;
  before(async () => {
    if (store !== 'state database') redis = await startTestRedis();
    const env = { SKYREF_ALERT_ALLOW_LOOPBACK: '1', ...(redis ? { SKYREF_REDIS_URL: redis.url } : {}) };
    s = await startTestServer(env);
    if (redis) other = await startTestServer(env);
    receiver = await startAlertReceiver();
  });
  after(async () => {
    await s.close();
    await other?.close();
    await receiver.close();
    await redis?.close();
  });

  async function subscribe(body: Record<string, string>): Promise<{ Id: string; Secret: string }> {
    const res = await fetch(s.url + PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${await s.token()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, callbackUrl: `${receiver.url}/swap` }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return ((await res.json()) as { AlertSubscription: { Id: string; Secret: string } }).AlertSubscription;
  }

  test('a swap that retimes and cancels subscribed flights, and adds one on a subscribed route, gives each subscription one alert listing exactly those changes', async () => {
    const path = datasetPath(s.dataDir);
    const { content } = readDatasetFile(path);
    const served = s.server.services.datasets.current;
    const records = new Map<string, number>();
    for (const r of content.schedule.legs) records.set(flightCode(r.flight), (records.get(flightCode(r.flight)) ?? 0) + 1);
    // Flights of one daily record each that fly those days as one leg, departing early enough to move by 30 minutes.
    const single = content.schedule.legs.filter((r) => {
      if (r.operating || r.frequencyRate !== 1 || r.days !== '1234567' || r.firstDate > TEST_DATE || r.lastDate < LAST_DATE) return false;
      if (r.departureTime > 1200 || r.arrivalTime > 1300 || records.get(flightCode(r.flight)) !== 1) return false;
      for (let d = TEST_DAY; d < TEST_DAY + DAYS; d++) if (served.flights.legsOn(r.flight, d).length !== 1) return false;
      return true;
    });
    const [retimed, cancelled, unchanged] = single;
    const routeLeg = single.slice(3).find((r) => ![retimed, cancelled].some((x) => x!.origin === r.origin));
    assert.ok(retimed && cancelled && unchanged && routeLeg, `found ${single.length} candidate flights`);
    const added = parseDesignator(`${routeLeg.flight.airline} 9876`)!;
    assert.equal(served.flights.legsOn(added, TEST_DAY).length, 0);

    const subs = {
      retimed: await subscribe({ kind: 'flight', flight: flightCode(retimed.flight), fromDate: TEST_DATE, toDate: LAST_DATE }),
      cancelled: await subscribe({ kind: 'flight', flight: flightCode(cancelled.flight), fromDate: TEST_DATE, toDate: LAST_DATE }),
      unchanged: await subscribe({ kind: 'flight', flight: flightCode(unchanged.flight), fromDate: TEST_DATE, toDate: LAST_DATE }),
      route: await subscribe({ kind: 'route', origin: routeLeg.origin, destination: routeLeg.destination, date: TEST_DATE }),
    };

    updateDatasetFile(path, (c) => ({
      ...c,
      schedule: {
        ...c.schedule,
        legs: [
          ...c.schedule.legs
            .filter((r) => r !== undefined && !sameDesignator(r.flight, cancelled.flight))
            .map((r): LegPeriodRecord => (sameDesignator(r.flight, retimed.flight) ? { ...r, departureTime: r.departureTime + 30, arrivalTime: r.arrivalTime + 30 } : r)),
          { ...routeLeg, flight: added, codeshares: [], firstDate: TEST_DATE, lastDate: TEST_DATE, departureTime: 600, arrivalTime: 600 + ((routeLeg.arrivalTime - routeLeg.departureTime + 1440) % 1440), arrivalDayOffset: routeLeg.arrivalTime < routeLeg.departureTime ? 1 : 0 },
        ],
      },
    }));
    await s.server.reload();
    if (other) {
      copyFileSync(path, datasetPath(other.dataDir));
      await other.server.reload();
      await other.server.alerts.swaps.settled();
    }
    await s.server.alerts.swaps.settled();

    const logs = Object.fromEntries(await Promise.all(Object.entries(subs).map(async ([name, sub]) => [name, await s.server.services.alerts.store.deliveries(sub.Id, 100)] as const)));
    assert.deepEqual(logs.retimed!.map((d) => d.type), ['ScheduleChange']);
    assert.deepEqual(logs.cancelled!.map((d) => d.type), ['ScheduleChange']);
    assert.deepEqual(logs.unchanged, []);
    assert.deepEqual(logs.route!.map((d) => d.type), ['ScheduleChange']);

    const got = (await receiver.waitFor(3)).map((r) => ({ r, alert: JSON.parse(r.body) as Alert }));
    const nowSeconds = Math.floor(s.server.services.config.clock.now() / 1000);
    const secretOf = new Map(Object.values(subs).map((x) => [x.Id, x.Secret]));
    for (const { r, alert } of got) {
      assert.ok(verifySignature(secretOf.get(alert.FlightAlert.SubscriptionId)!, String(r.headers['skyref-signature']), r.body, nowSeconds));
      assert.equal(alert.FlightAlert.Cause, 'DatasetSwap');
      assert.equal(alert.FlightAlert.Type, 'ScheduleChange');
      assert.equal(alert.FlightAlert.ChangeCount, alert.FlightAlert.Changes.length);
      assert.equal(alert.FlightAlert.Truncated, false);
    }
    const of = (sub: { Id: string }) => got.map((g) => g.alert.FlightAlert).filter((a) => a.SubscriptionId === sub.Id).flatMap((a) => a.Changes);
    const times = of(subs.retimed).sort((a, b) => (a.Flight.Date < b.Flight.Date ? -1 : 1));
    assert.deepEqual(times.map((a) => [a.Type, a.Flight.Date]), [TEST_DATE, isoFromDay(TEST_DAY + 1), LAST_DATE].map((d) => ['TimeChange', d]));
    for (const a of times) {
      const day = dayFromIso(a.Flight.Date)!;
      assert.equal(a.Flight.FlightNumber, flightCode(retimed.flight));
      assert.equal(a.Old!.Departure, localDateTime(day, retimed.departureTime));
      assert.equal(a.New!.Departure, localDateTime(day, retimed.departureTime + 30));
      assert.equal(a.New!.Arrival, localDateTime(day + retimed.arrivalDayOffset, retimed.arrivalTime + 30));
    }
    assert.deepEqual(of(subs.cancelled).map((a) => [a.Type, a.Flight.FlightNumber, a.New]).sort(), [0, 1, 2].map(() => ['Cancellation', flightCode(cancelled.flight), undefined]));
    const [newFlight, ...more] = of(subs.route);
    assert.equal(more.length, 0);
    assert.equal(newFlight!.Type, 'NewFlight');
    assert.equal(newFlight!.Flight.FlightNumber, flightCode(added));
    assert.equal(newFlight!.New!.Departure, `${TEST_DATE}T10:00`);
    assert.equal(of(subs.unchanged).length, 0);
  });

  test("a swap that retimes a hub's departures under 100 subscriptions to them is one alert per subscription, every one, and another client's flights get theirs, through a failed write", async () => {
    const HUB = 'FRA';
    const WEEK_END = isoFromDay(TEST_DAY + 6);
    const path = datasetPath(s.dataDir);
    const { content } = readDatasetFile(path);
    const served = s.server.services.datasets.current;
    const hub = served.dataset.schedule.airportId.get(HUB)!;
    const moves = (r: LegPeriodRecord) => r.departureTime + 5 < 1440 && r.arrivalTime + 5 < 1440;
    const hubToday = served.boards.departures(hub, TEST_DAY, 0, 1440).filter((b) => b.day === TEST_DAY && b.leg.origin === HUB);
    assert.ok(hubToday.length > 100, `${HUB} has ${hubToday.length} departures on ${TEST_DATE}`);
    // The other client's flights: single daily legs from elsewhere, retimed too.
    const records = new Map<string, number>();
    for (const r of content.schedule.legs) records.set(flightCode(r.flight), (records.get(flightCode(r.flight)) ?? 0) + 1);
    const elsewhere = content.schedule.legs
      .filter((r) => !r.operating && r.origin !== HUB && r.days === '1234567' && r.firstDate <= TEST_DATE && r.lastDate >= LAST_DATE && moves(r) && records.get(flightCode(r.flight)) === 1)
      .filter((r) => served.flights.legsOn(r.flight, TEST_DAY).length === 1)
      .slice(0, 8);
    assert.equal(elsewhere.length, 8);

    const alerts = s.server.services.alerts;
    const made = async (clientId: string, body: Record<string, string>) => {
      const outcome = await alerts.subscribe(clientId, { ...body, callbackUrl: `${receiver.url}/hub` });
      assert.ok('subscription' in outcome, JSON.stringify(outcome));
      return outcome.subscription;
    };
    const departures = [];
    for (let i = 0; i < 100; i++) departures.push(await made('hub-app', { kind: 'departures', airport: HUB, fromDate: TEST_DATE, toDate: WEEK_END }));
    const flights = [];
    for (const r of elsewhere) flights.push(await made('flight-app', { kind: 'flight', flight: flightCode(r.flight), fromDate: TEST_DATE, toDate: LAST_DATE }));
    const moved = new Set(elsewhere.map((r) => flightCode(r.flight)));

    // The store refuses one write of the swap's alerts, as a locked database would.
    const store = alerts.store;
    const enqueue = store.enqueue.bind(store);
    let refused = 0;
    let writes = 0;
    store.enqueue = async (batch, nowMs) => {
      if (++writes === 2) {
        refused++;
        throw new Error('database is locked');
      }
      return enqueue(batch, nowMs);
    };
    try {
      updateDatasetFile(path, (c) => ({
        ...c,
        schedule: { ...c.schedule, legs: c.schedule.legs.map((r) => ((r.origin === HUB || moved.has(flightCode(r.flight))) && moves(r) ? { ...r, departureTime: r.departureTime + 5, arrivalTime: r.arrivalTime + 5 } : r)) },
      }));
      await s.server.reload();
      if (other) {
        copyFileSync(path, datasetPath(other.dataDir));
        await other.server.reload();
        await other.server.alerts.swaps.settled();
      }
      await s.server.alerts.swaps.settled();
    } finally {
      store.enqueue = enqueue;
    }
    assert.equal(refused, 1);

    for (const sub of [...departures, ...flights]) {
      const log = await store.deliveries(sub.id, 100);
      assert.deepEqual(log.map((d) => d.type), ['ScheduleChange'], `subscription ${sub.id} (${sub.watched.kind})`);
    }
    const received = await until(() => {
      const hubAlerts = receiver.received.filter((r) => r.path === '/hub');
      return hubAlerts.length >= 108 && hubAlerts;
    }, () => `108 alerts at /hub, got ${receiver.received.filter((r) => r.path === '/hub').length}`);
    const bodies = received.map((r) => (JSON.parse(r.body) as Alert).FlightAlert);
    assert.equal(new Set(bodies.map((a) => a.SubscriptionId)).size, 108);
    const bySubscription = new Map(bodies.map((a) => [a.SubscriptionId, a]));
    for (const sub of departures) {
      const alert = bySubscription.get(sub.id)!;
      // Every retimed departure of the week is counted; the list is cut at 100, earliest first.
      assert.ok(alert.ChangeCount >= hubToday.length, `${alert.ChangeCount} changes`);
      assert.equal(alert.Truncated, true);
      assert.equal(alert.Changes.length, 100);
      assert.ok(alert.Changes.every((c) => c.Type === 'TimeChange' && c.Flight.Origin === HUB));
      const dates = alert.Changes.map((c) => c.Flight.Date);
      assert.equal(dates[0], TEST_DATE);
      assert.deepEqual(dates, [...dates].sort());
    }
    for (const sub of flights) {
      const alert = bySubscription.get(sub.id)!;
      assert.deepEqual(alert.Changes.map((c) => [c.Type, c.Flight.Date]), [TEST_DATE, isoFromDay(TEST_DAY + 1), LAST_DATE].map((d) => ['TimeChange', d]));
      assert.equal(alert.Truncated, false);
    }
  });
});
