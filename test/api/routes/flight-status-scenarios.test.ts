// Scenarios set by `skyref sandbox scenario` are answered exactly, by every replica: two servers
// sharing one state database, and two sharing one Redis (skipped, with the reason, where Debian's
// redis-server is not installed).
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { datasetPath } from '../../../src/dataset/dataset-paths.js';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { flightCode } from '../../../src/domain/flight-designator.js';
import { FlightIndex } from '../../../src/engine/flight-index.js';
import { loadDatasetFile } from '../../../src/model/dataset-loader.js';
import { ManualClock } from '../../support/manual-clock.js';
import { TEST_DATASET } from '../../support/paths.js';
import { REDIS_SKIP, startTestRedis } from '../../support/redis.js';
import { fetchToken, startTestServer, type TestServer } from '../../support/server.js';
import { skyrefCommand } from '../../support/skyref-command.js';
import { TEST_DAY } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';
import { untilPasses } from '../../support/wait.js';

const DATE = isoFromDay(TEST_DAY);
const START = TEST_DAY * 86_400_000;
const ID = 'scenario-app';
const SECRET = 'scenario-app-secret';
const minutesOf = (utc: string) => Date.parse(`${utc.slice(0, 16)}:00Z`) / 60_000;
const utcText = (minutes: number) => new Date(minutes * 60_000).toISOString().slice(0, 16) + 'Z';

async function flightOf(server: TestServer, number: string): Promise<Xml> {
  const token = await fetchToken(server.url, ID, SECRET);
  const res = await fetch(`${server.url}/v1/operations/flightstatus/${number}/${DATE}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('skyref-simulated'), 'true');
  return many(parseXml(await res.text()).FlightStatusResource.Flights.Flight).find((f) => f.Departure.AirportCode === 'FRA');
}

/** Waits until every replica's answer passes `check`: replicas follow within 200 ms, a busy machine later. */
async function onEveryReplica(replicas: readonly TestServer[], number: string, check: (flight: Xml) => void): Promise<void> {
  for (const server of replicas) await untilPasses(async () => check(await flightOf(server, number)));
}

async function scenarios(replicas: readonly TestServer[], clock: ManualClock, cli: (args: string[]) => Promise<{ stdout: string }>): Promise<void> {
  await cli(['clients', 'add', ID, '--sandbox', '--secret', SECRET]);
  const token = await fetchToken(replicas[0]!.url, ID, SECRET);
  const board = parseXml(await (await fetch(`${replicas[0]!.url}/v1/operations/flightstatus/departures/FRA/${DATE}T10:00?limit=100`, { headers: { authorization: `Bearer ${token}` } })).text());
  const chosen = many(board.FlightStatusResource.Flights.Flight).find((f) => f.FlightStatus.Code === 'NA' && f.MarketingCarrierList !== undefined);
  assert.ok(chosen, 'a FRA departure');
  const number = `${chosen.OperatingCarrier.AirlineID}${chosen.OperatingCarrier.FlightNumber}`;
  const drawn = await flightOf(replicas[0]!, number);
  const departs = minutesOf(drawn.Departure.ScheduledTimeUTC.DateTime);
  const lands = minutesOf(drawn.Arrival.ScheduledTimeUTC.DateTime);

  await cli(['sandbox', 'scenario', number.toLowerCase(), DATE, '--delay', '47']);
  await onEveryReplica(replicas, number, (f) => {
    assert.equal(f.FlightStatus.Code, 'NA');
    assert.equal(f.Departure.EstimatedTimeUTC.DateTime, utcText(departs + 47));
    assert.equal(f.Departure.TimeStatus.Code, 'DL');
    assert.equal(f.Arrival.EstimatedTimeUTC.DateTime, utcText(lands + 47));
    assert.equal(f.Arrival.TimeStatus.Code, 'DL');
  });
  assert.match((await cli(['sandbox', 'scenarios'])).stdout, new RegExp(`^${number} ${DATE}\tdelay:47$`, 'm'));

  await cli(['sandbox', 'scenario', number, DATE, '--cancel']);
  await onEveryReplica(replicas, number, (f) => {
    assert.equal(f.FlightStatus.Code, 'CD');
    assert.equal(f.Departure.EstimatedTimeUTC, undefined);
  });

  await cli(['sandbox', 'scenario', number, DATE, '--divert', 'cgn']);
  await onEveryReplica(replicas, number, (f) => {
    assert.equal(f.FlightStatus.Code, 'NA', 'not diverted before it leaves');
    assert.equal(f.Arrival.AirportCode, drawn.Arrival.AirportCode);
  });
  clock.advanceTo((departs + 1) * 60_000);
  await onEveryReplica(replicas, number, (f) => {
    assert.equal(f.FlightStatus.Code, 'RT');
    assert.equal(f.Arrival.AirportCode, 'CGN');
    assert.equal(f.Departure.ActualTimeUTC.DateTime, utcText(departs));
    // Frankfurt to Cologne, about 150 km: 30 minutes on the ground and 12 in the air, not the planned flight's time.
    const landsThere = minutesOf(f.Arrival.ScheduledTimeUTC.DateTime);
    assert.ok(landsThere >= departs + 40 && landsThere <= departs + 44, `lands at CGN ${landsThere - departs} minutes after it left`);
    assert.ok(f.Arrival.ScheduledTimeLocal.DateTime > f.Departure.ScheduledTimeLocal.DateTime, 'after it left, in local time too');
  });

  await cli(['sandbox', 'scenario', number, DATE, '--clear']);
  await onEveryReplica(replicas, number, (f) => {
    assert.notEqual(f.FlightStatus.Code, 'RT');
    assert.equal(f.Arrival.AirportCode, drawn.Arrival.AirportCode);
  });
  assert.equal((await cli(['sandbox', 'scenarios'])).stdout, '');
}

test('scenarios by the CLI, answered exactly by two servers sharing a state database', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-scenarios-'));
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  const clock = new ManualClock(START);
  const replicas: TestServer[] = [];
  try {
    replicas.push(await startTestServer({}, { dataDir, clock }), await startTestServer({}, { dataDir, clock }));
    await scenarios(replicas, clock, (args) => skyrefCommand(args, { SKYREF_DATA_DIR: dataDir }));
  } finally {
    for (const r of replicas) await r.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('scenarios by the CLI, answered exactly by two replicas sharing Redis', { skip: REDIS_SKIP }, async () => {
  const redis = await startTestRedis();
  const clock = new ManualClock(START);
  const replicas: TestServer[] = [];
  try {
    replicas.push(await startTestServer({ SKYREF_REDIS_URL: redis.url }, { clock }), await startTestServer({ SKYREF_REDIS_URL: redis.url }, { clock }));
    await scenarios(replicas, clock, (args) => skyrefCommand(args, { SKYREF_REDIS_URL: redis.url, SKYREF_DATA_DIR: replicas[0]!.dataDir }));
  } finally {
    for (const r of replicas) await r.close();
    await redis.close();
  }
});

test('sandbox scenario refuses what the dataset says cannot happen: a flight that does not fly that day, a date flight status does not answer for, an airport it lacks, a diversion to where it was going', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-scenarios-'));
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  try {
    const dataset = loadDatasetFile(TEST_DATASET);
    const flights = new FlightIndex(dataset.schedule.legs);
    // A Frankfurt departure flown on the test date and a month later.
    const daily = [...dataset.schedule.legs].find((l) => l.origin === 'FRA' && flights.legsOn(l.operating, TEST_DAY).length > 0 && flights.legsOn(l.operating, TEST_DAY + 30).length > 0)!;
    const number = flightCode(daily.operating);
    const refused = async (args: string[], message: RegExp) =>
      assert.rejects(skyrefCommand(['sandbox', 'scenario', ...args], { SKYREF_DATA_DIR: dataDir }), (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 1, args.join(' '));
        assert.match(error.stderr, message);
        return true;
      });
    await refused(['XY9999', DATE, '--cancel'], /XY9999 on .*: no such flight that day/);
    await refused([number, isoFromDay(TEST_DAY + 30), '--delay', '20'], /flight status answers from .* to .* at FRA/);
    await refused([number, DATE, '--divert', 'ZZZ'], /--divert ZZZ: no airport of that code/);
    await refused([number, DATE, '--divert', daily.destination], /lands there anyway/);
    assert.equal((await skyrefCommand(['sandbox', 'scenarios'], { SKYREF_DATA_DIR: dataDir })).stdout, '', 'nothing was set');
    assert.match((await skyrefCommand(['sandbox', 'scenario', number, DATE, '--divert', 'FRA'], { SKYREF_DATA_DIR: dataDir })).stdout, /divert:FRA/, 'turned back to its origin');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('sandbox scenario refuses what it cannot fix', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-scenarios-'));
  try {
    for (const args of [
      ['sandbox', 'scenario', 'LH400', DATE],
      ['sandbox', 'scenario', 'LH400', DATE, '--delay', '30', '--cancel'],
      ['sandbox', 'scenario', 'LH400', DATE, '--delay', 'soon'],
      ['sandbox', 'scenario', 'LH400', DATE, '--divert', 'COLOGNE'],
      ['sandbox', 'scenario', 'not-a-flight', DATE, '--cancel'],
      ['sandbox', 'scenario', 'LH400', '2027-02-30', '--cancel'],
    ]) {
      await assert.rejects(skyrefCommand(args, { SKYREF_DATA_DIR: dataDir }), (error: { code: number }) => error.code === 2, args.join(' '));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
