// Sandbox clients over HTTP (docs/testing-apps.md): a normal client and a sandbox client on one
// server; the normal one sees the schedule-only status and no label, the sandbox one simulated
// status labelled so, at the documented rates, the same after a restart, moving with the clock.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { datasetPath } from '../../../src/dataset/dataset-paths.js';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { ManualClock } from '../../support/manual-clock.js';
import { TEST_DATASET } from '../../support/paths.js';
import { fetchToken, startTestServer, type TestServer } from '../../support/server.js';
import { skyrefCommand } from '../../support/skyref-command.js';
import { TEST_DAY } from '../../support/test-clock.js';
import { many, parseXml } from '../../support/xml.js';

const SANDBOX_ID = 'app-under-test';
const SANDBOX_SECRET = 'app-under-test-secret';
const SEED = { SKYREF_SANDBOX_SEED: 'sandbox-test' };
/** The day whose flights are looked at: the suite's date; the clock starts at its 00:00 UTC. */
const DATE = isoFromDay(TEST_DAY);
const START = TEST_DAY * 86_400_000;
const minutesOf = (utc: string) => Date.parse(`${utc.slice(0, 16)}:00Z`) / 60_000;

let clock: ManualClock;
let s: TestServer;
let dataDir: string;
before(async () => {
  clock = new ManualClock(START);
  // A data directory of our own, kept across the restart below.
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-sandbox-'));
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  s = await startTestServer(SEED, { clock, dataDir });
  await skyrefCommand(['clients', 'add', SANDBOX_ID, '--sandbox', '--secret', SANDBOX_SECRET], { SKYREF_DATA_DIR: dataDir });
});
after(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET as the sandbox client, with a token issued at the server's now (the clock moves by days). */
async function sandboxGet(server: TestServer, path: string): Promise<Response> {
  const token = await fetchToken(server.url, SANDBOX_ID, SANDBOX_SECRET);
  return fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
}

async function normalGet(path: string): Promise<Response> {
  return fetch(s.url + path, { headers: { authorization: `Bearer ${await fetchToken(s.url, 'test-client', 'test-secret-0123456789')}` } });
}

test('a normal client gets NA and no label, before and after a sandbox client asked the same; the sandbox client gets simulated status, labelled', async () => {
  const path = `/v1/operations/flightstatus/departures/FRA/${DATE}T06:00?limit=100`;
  const normal: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await normalGet(path);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('skyref-simulated'), null);
    normal.push(await res.text());
  }
  const sandbox = await sandboxGet(s, path);
  assert.equal(sandbox.status, 200);
  assert.equal(sandbox.headers.get('skyref-simulated'), 'true');
  const text = await sandbox.text();
  assert.match(text, /<Meta Version="1\.0\.0" Simulated="true">/);
  assert.match(text, /<TimeStatus><Code>(OT|FE|DL|NI)<\/Code>/);
  assert.match(text, /<Gate>/);
  const again = await normalGet(path);
  assert.equal(again.headers.get('skyref-simulated'), null);
  const afterText = await again.text();
  assert.equal(afterText, normal[0], 'the normal answer is the one it was (cached), not the sandbox one');
  for (const t of [normal[0]!, afterText]) {
    assert.doesNotMatch(t, /TimeStatus|Estimated|Actual|Gate|Simulated/);
    for (const code of t.matchAll(/<FlightStatus><Code>([^<]*)<\/Code>/g)) assert.equal(code[1], 'NA');
  }
  // JSON too: the label is Meta's @Simulated.
  const json = await fetch(s.url + path, { headers: { authorization: `Bearer ${await fetchToken(s.url, SANDBOX_ID, SANDBOX_SECRET)}`, accept: 'application/json' } });
  assert.equal(json.headers.get('skyref-simulated'), 'true');
  assert.match(await json.text(), /"@Simulated":true/);
  // The customer variant: Estimated beside Scheduled, each end's Status a time status, labelled alike.
  const customerPath = path.replace('/flightstatus/', '/customerflightinformation/');
  const customer = await sandboxGet(s, customerPath);
  assert.equal(customer.headers.get('skyref-simulated'), 'true');
  const customerText = await customer.text();
  assert.match(customerText, /<Meta Version="1\.0\.0" Simulated="true">/);
  assert.match(customerText, /<\/Scheduled><Estimated><Date>/);
  assert.match(customerText, /<Status><Code>(OT|FE|DL|NI)<\/Code>/);
  const normalCustomer = await (await normalGet(customerPath)).text();
  assert.doesNotMatch(normalCustomer, /Estimated|Actual|Gate|Simulated|<Code>(OT|FE|DL|NI)</);
});

test('status moves with the clock: scheduled with estimates, departed at its estimated time, landed at its estimated arrival', async () => {
  const board = parseXml(await (await sandboxGet(s, `/v1/operations/flightstatus/departures/FRA/${DATE}T08:00?limit=100`)).text());
  const flight = many(board.FlightStatusResource.Flights.Flight).find(
    (f) => f.FlightStatus.Code === 'NA' && f.Departure.EstimatedTimeUTC !== undefined && f.Arrival.EstimatedTimeUTC !== undefined,
  );
  assert.ok(flight, 'a FRA departure with estimates');
  const number = `${flight.OperatingCarrier.AirlineID}${flight.OperatingCarrier.FlightNumber}`;
  const departs = minutesOf(flight.Departure.EstimatedTimeUTC.DateTime);
  const lands = minutesOf(flight.Arrival.EstimatedTimeUTC.DateTime);
  assert.ok(departs * 60_000 > clock.now() && lands > departs);
  const at = async (minute: number) => {
    clock.advanceTo(minute * 60_000);
    const doc = parseXml(await (await sandboxGet(s, `/v1/operations/flightstatus/${number}/${DATE}`)).text());
    return many(doc.FlightStatusResource.Flights.Flight).find((f) => f.Departure.AirportCode === 'FRA');
  };
  const before = await at(departs - 1);
  assert.equal(before.FlightStatus.Code, 'NA');
  assert.equal(before.Departure.ActualTimeUTC, undefined);
  const departed = await at(departs);
  assert.equal(departed.FlightStatus.Code, 'DP');
  assert.equal(departed.Departure.ActualTimeUTC.DateTime, flight.Departure.EstimatedTimeUTC.DateTime);
  assert.equal(departed.Arrival.EstimatedTimeUTC.DateTime, flight.Arrival.EstimatedTimeUTC.DateTime);
  assert.equal((await at(lands - 1)).FlightStatus.Code, 'DP');
  const landed = await at(lands);
  assert.equal(landed.FlightStatus.Code, 'LD');
  assert.equal(landed.Arrival.ActualTimeUTC.DateTime, flight.Arrival.EstimatedTimeUTC.DateTime);
  assert.equal(landed.Arrival.TimeStatus.Code, flight.Arrival.TimeStatus.Code);
});

/** The departure boards of DATE at these airports, four hours at a time: the same flights for every client. */
const AIRPORTS = ['FRA', 'MUC', 'LHR', 'CDG', 'AMS', 'MAD', 'FCO', 'ZRH', 'VIE', 'IST', 'JFK', 'ORD', 'ATL', 'DXB'];
const boardPaths = AIRPORTS.flatMap((a) => [0, 4, 8, 12, 16, 20].map((h) => `/v1/operations/flightstatus/departures/${a}/${DATE}T${String(h).padStart(2, '0')}:00?limit=100`));

let measured: Map<string, string> | undefined;

test('over 1,000 flights, the documented rates within 5 points; every flight of the day landed, cancelled or rerouted once it is over', async () => {
  // The next day at noon UTC: every flight of DATE has long left; DATE is still in the window.
  clock.advanceTo(START + 36 * 3_600_000);
  const flights = new Map<string, string>();
  for (const path of boardPaths) {
    const res = await sandboxGet(s, path);
    if (res.status === 404) continue;
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('skyref-simulated'), 'true');
    const doc = parseXml(await res.text());
    for (const f of many(doc.FlightStatusResource.Flights.Flight)) {
      const key = `${f.OperatingCarrier.AirlineID}${f.OperatingCarrier.FlightNumber} ${f.Departure.ScheduledTimeUTC.DateTime}`;
      flights.set(key, `${f.FlightStatus.Code} ${f.Departure.TimeStatus?.Code ?? '-'}`);
    }
  }
  assert.ok(flights.size >= 1000, `${flights.size} flights`);
  const share = (test: (v: string) => boolean) => (100 * [...flights.values()].filter(test).length) / flights.size;
  const onTime = share((v) => / (OT|FE)$/.test(v));
  const delayed = share((v) => / (DL|NI)$/.test(v));
  const cancelled = share((v) => v.startsWith('CD'));
  const rerouted = share((v) => v.startsWith('RT'));
  console.log(`sandbox rates over ${flights.size} flights: on time ${onTime.toFixed(1)}%, delayed ${delayed.toFixed(1)}%, cancelled ${cancelled.toFixed(1)}%, rerouted ${rerouted.toFixed(2)}%`);
  // docs/testing-apps.md, Rates.
  assert.ok(Math.abs(onTime - 77) <= 5, `on time ${onTime}`);
  assert.ok(Math.abs(delayed - 21) <= 5, `delayed ${delayed}`);
  assert.ok(Math.abs(cancelled - 1.5) <= 5, `cancelled ${cancelled}`);
  assert.ok(Math.abs(rerouted - 0.2) <= 5, `rerouted ${rerouted}`);
  assert.ok(cancelled > 0, 'some flights are cancelled');
  for (const v of flights.values()) assert.match(v, /^(LD|DP|CD|RT) /);
  measured = flights;
});

test('the same answers after a restart, from the dataset version, flight, date and seed', async () => {
  assert.ok(measured, 'the rates test ran first');
  const sample = boardPaths.slice(0, 12);
  // Links hold the server's address, a new port after the restart.
  const answer = async (server: TestServer, path: string) => (await (await sandboxGet(server, path)).text()).replaceAll(server.url, 'BASE');
  const first: string[] = [];
  for (const path of sample) first.push(await answer(s, path));
  await s.close();
  const restarted = await startTestServer(SEED, { dataDir, clock });
  s = restarted;
  for (const [i, path] of sample.entries()) assert.equal(await answer(restarted, path), first[i], path);
  // Another seed draws other outcomes.
  await restarted.close();
  s = await startTestServer({ SKYREF_SANDBOX_SEED: 'another-seed' }, { dataDir, clock });
  let differ = 0;
  for (const [i, path] of sample.entries()) if ((await answer(s, path)) !== first[i]) differ++;
  assert.ok(differ > 0, 'another seed, other answers');
});
