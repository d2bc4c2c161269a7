// skyref export legs: the served dataset's operating legs by date as CSV, checked against the read
// model's own count of departures and, route by route, against the schedules endpoint.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { LEGS_EXPORT_HEADER } from '../../src/dataset/dated-legs.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { countDepartures } from '../../src/engine/departure-index.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { TEST_DATASET } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { SKYREF_BIN, skyrefCommand } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV } from '../support/test-clock.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { todayIn } from '../support/test-clock.js';
import { many, parseXml } from '../support/xml.js';

const FIRST = todayIn('Europe/Berlin') + 10;
const DAYS = 7;
let dataDir: string;
let rows: Record<string, string>[];
let header: string;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-export-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  const { stdout } = await skyrefCommand(['export', 'legs', '--from', isoFromDay(FIRST), '--to', isoFromDay(FIRST + DAYS - 1)], { SKYREF_DATA_DIR: dataDir });
  const lines = stdout.trimEnd().split('\n');
  header = lines[0]!;
  const names = header.split(',');
  rows = lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('the header is the documented one, and every row is a whole, well-formed flight of the dates asked', () => {
  assert.equal(header, LEGS_EXPORT_HEADER);
  const dates = new Set(Array.from({ length: DAYS }, (_, i) => isoFromDay(FIRST + i)));
  for (const r of rows) {
    const line = Object.values(r).join(',');
    assert.equal(Object.keys(r).length, 15, line);
    assert.ok(dates.has(r.date!), line);
    assert.match(r.airline!, /^[A-Z0-9]{2}$/, line);
    assert.match(r.flight_number!, /^\d{1,4}[A-Z]?$/, line);
    assert.equal(r.departure_local!.slice(0, 10), r.date, line);
    for (const t of [r.departure_local, r.arrival_local]) assert.match(t!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, line);
    for (const t of [r.departure_utc, r.arrival_utc]) assert.match(t!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/, line);
    const minutes = (Date.parse(r.arrival_utc!) - Date.parse(r.departure_utc!)) / 60_000;
    assert.ok(minutes >= 15 && minutes <= 20 * 60, `${minutes} min block: ${line}`);
    assert.match(r.seats!, /^(\d+)?$/, line);
    assert.match(r.codeshares!, /^([A-Z0-9]{2}\d{1,4}[A-Z]?( [A-Z0-9]{2}\d{1,4}[A-Z]?)*)?$/, line);
    for (const t of [r.departure_terminal, r.arrival_terminal]) assert.match(t!, /^[A-Z0-9]{0,2}$/, line);
  }
});

test("the terminal columns are the leg's terminals: Lufthansa at Frankfurt's Terminal 1, British Airways at JFK's Terminal 8", () => {
  const lh = rows.find((r) => r.airline === 'LH' && r.origin === 'FRA' && r.destination === 'JFK');
  const ba = rows.find((r) => r.airline === 'BA' && r.origin === 'LHR' && r.destination === 'JFK');
  assert.ok(lh && ba, 'LH FRA–JFK and BA LHR–JFK fly in the week');
  assert.deepEqual([lh.departure_terminal, lh.arrival_terminal], ['1', '1']);
  assert.deepEqual([ba.departure_terminal, ba.arrival_terminal], ['5', '8']);
});

test('one row a flight a day: as many as the read model counts departures, each date in order', () => {
  const ds = loadDatasetFile(TEST_DATASET);
  const flights = [...ds.schedule.legs].filter((l) => l.stops === 0);
  assert.equal(rows.length, countDepartures(flights, FIRST, DAYS));
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]!.date! <= rows[i]!.date!, 'by date');
  const keys = rows.map((r) => `${r.date} ${r.airline}${r.flight_number} ${r.origin}`);
  assert.equal(new Set(keys).size, keys.length, 'no flight twice on a date from one airport');
});

test("a route's rows of a date are the direct operating flights the schedules endpoint lists", async () => {
  const server: TestServer = await startTestServer({}, { dataDir });
  try {
    const date = isoFromDay(FIRST + 2);
    const exported = rows
      .filter((r) => r.date === date && r.origin === 'FRA' && r.destination === 'JFK')
      .map((r) => `${r.airline}${r.flight_number} ${r.departure_local} ${r.arrival_local} ${r.aircraft}`)
      .sort();
    assert.ok(exported.length > 0, 'FRA–JFK flies that day');
    const res = await server.get(`/v1/operations/schedules/FRA/JFK/${date}?directFlights=true&includeCodeshares=false&limit=100`);
    const listed = many(parseXml(await res.text()).ScheduleResource.Schedule)
      .map((sc) => many(sc.Flight)[0])
      .filter((f) => f.Details.Stops.StopQuantity === '0' && f.Departure.ScheduledTimeLocal.DateTime.startsWith(date))
      .map((f) => `${f.MarketingCarrier.AirlineID}${f.MarketingCarrier.FlightNumber} ${f.Departure.ScheduledTimeLocal.DateTime} ${f.Arrival.ScheduledTimeLocal.DateTime} ${f.Equipment.AircraftCode}`)
      .sort();
    assert.deepEqual(exported, listed);
  } finally {
    await server.close();
  }
});

test('bad ranges are refused with the way to ask', async () => {
  for (const [args, message] of [
    [['export', 'legs'], /needs --from and --to/],
    [['export', 'legs', '--from', '2027-02-30', '--to', '2027-03-01'], /--from 2027-02-30: no such date/],
    [['export', 'legs', '--from', '2027-03-02', '--to', '2027-03-01'], /is before --from/],
    [['export', 'legs', '--from', '2027-01-01', '--to', '2028-12-31'], /at most 367 days/],
    [['export', 'flights'], /unknown export command "flights"/],
  ] as const) {
    await assert.rejects(skyrefCommand([...args], { SKYREF_DATA_DIR: dataDir }), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2, error.stderr);
      assert.match(error.stderr, message);
      return true;
    });
  }
});

test('a reader that goes away (export | head) ends the export quietly with exit 0, as Unix tools do', async () => {
  for (const args of [['export', 'ssim'], ['export', 'legs', '--from', isoFromDay(FIRST), '--to', isoFromDay(FIRST + 200)]]) {
    const child = spawn(process.execPath, [SKYREF_BIN, ...args], { env: { ...process.env, ...TEST_CLOCK_ENV, SKYREF_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Like head: read a little, then close the pipe.
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0, `${args.join(' ')}: ${stderr}`);
    assert.equal(stderr, '', `${args.join(' ')}: nothing said on stderr`);
  }
});
