import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { writeDatasetFile } from '../../../src/dataset/dataset-file.js';
import { datasetPath } from '../../../src/dataset/dataset-paths.js';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { fixtureContent, leg, type LegSpec } from '../../support/schedule-fixture.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { parseXml, type Xml } from '../../support/xml.js';

// Dates are relative to today at FRA, so the schedule is always inside the 360-day horizon.
const today = todayIn('Europe/Berlin');
const DAY = isoFromDay(today + 10);
const period = { first: isoFromDay(today - 5), last: isoFromDay(today + 365) };
const spec = (s: Omit<LegSpec, 'first' | 'last'>) => leg({ ...period, ...s });

const LEGS = [
  spec({
    flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300,
    codeshares: ['UA 9001'], depTerminal: '1', arrTerminal: '1', aircraft: '744',
  }),
  spec({ flight: 'LH 402', from: 'FRA', to: 'JFK', dep: '13:00', arr: '15:40', depOffset: 60, arrOffset: -300 }),
  spec({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '06:00', arr: '06:40', depOffset: 60, arrOffset: 0, arrTerminal: '2' }),
  spec({ flight: 'UA 919', from: 'LHR', to: 'JFK', dep: '08:10', arr: '11:00', depOffset: 0, arrOffset: -300, depTerminal: '2' }),
  // Earlier than UA 919, but no ticket joins Lufthansa and British Airways (Star and oneworld).
  spec({ flight: 'BA 117', from: 'LHR', to: 'JFK', dep: '07:50', arr: '10:40', depOffset: 0, arrOffset: -300, depTerminal: '5' }),
  spec({ flight: 'LH 100', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60 }),
];

let dataDir: string;
let server: TestServer;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-schedules-'));
  const content = fixtureContent(LEGS);
  content.aircraft.push({ code: '744', airlineEquipCode: 'B744', names: { en: 'Boeing 747-400' } });
  writeDatasetFile(datasetPath(dataDir), content);
  server = await startTestServer({}, { dataDir });
});
after(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function xml(path: string): Promise<{ status: number; body: Xml }> {
  const res = await server.get(path);
  return { status: res.status, body: parseXml(await res.text()) };
}

const flightsOf = (schedule: Xml) => schedule.Flight.map((f: Xml) => `${f.MarketingCarrier.AirlineID} ${f.MarketingCarrier.FlightNumber}`).join('+');

test('direct flights first by departure, codeshares as their own journeys, then connections', async () => {
  const { status, body } = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}`);
  assert.equal(status, 200);
  const schedules = body.ScheduleResource.Schedule;
  assert.deepEqual(schedules.map(flightsOf), ['LH 400', 'UA 9001', 'LH 402', 'LH 900+UA 919']);
  const [lh400, ua9001, , connection] = schedules;
  assert.equal(lh400.TotalJourney.Duration, 'PT8H45M');
  const f = lh400.Flight[0];
  assert.equal(f.Departure.ScheduledTimeLocal.DateTime, `${DAY}T10:00`);
  assert.equal(f.Arrival.ScheduledTimeLocal.DateTime, `${DAY}T12:45`);
  assert.deepEqual(f.Departure.Terminal.Name, ['1']);
  assert.equal(f.Equipment.AircraftCode, '744');
  assert.equal(f.Details.Stops.StopQuantity, '0');
  assert.equal(f.Details.DaysOfOperation, '1234567');
  assert.equal(f.Details.DatePeriod.Effective, period.first);
  assert.equal(f.Details.DatePeriod.Expiration, period.last);
  assert.equal(f.OperatingCarrier, undefined, 'no OperatingCarrier when LH sells its own flight');
  assert.deepEqual(ua9001.Flight[0].OperatingCarrier, { AirlineID: 'LH', FlightNumber: '400' });
  assert.equal(connection.TotalJourney.Duration, 'PT11H');
  assert.deepEqual(connection.Flight[1].Departure.Terminal.Name, ['2']);
  assert.equal(connection.Flight[0].Details.DatePeriod.Effective, period.first);
});

test('typed JSON: Flight is always an array, of one leg or of a connection; codes stay strings; classic writes one leg as an object', async () => {
  const res = await server.get(`/v2/operations/schedules/FRA/JFK/${DAY}`, { accept: 'application/json' });
  assert.equal(res.status, 200);
  const body = (await res.json()) as { ScheduleResource: { Schedule: { Flight: unknown }[]; Meta: { Link: { '@Rel': string; '@Href': string }[] } } };
  const [direct] = body.ScheduleResource.Schedule;
  const connection = body.ScheduleResource.Schedule[3]!;
  assert.ok(Array.isArray(direct!.Flight) && direct!.Flight.length === 1);
  assert.ok(Array.isArray(connection.Flight) && connection.Flight.length === 2);
  const [flight] = direct!.Flight as { MarketingCarrier: { FlightNumber: unknown }; Details: { Stops: { StopQuantity: unknown }; DaysOfOperation: unknown } }[];
  assert.equal(flight!.MarketingCarrier.FlightNumber, '400');
  assert.equal(flight!.Details.Stops.StopQuantity, 0);
  assert.equal(flight!.Details.DaysOfOperation, '1234567');
  const classic = (await (await server.get(`/v2/operations/schedules/FRA/JFK/${DAY}`, { accept: 'application/json; profile=classic' })).json()) as typeof body;
  assert.ok(!Array.isArray(classic.ScheduleResource.Schedule[0]!.Flight), 'the original wrote one leg as an object');
  assert.ok(Array.isArray(classic.ScheduleResource.Schedule[3]!.Flight));
});

test('directFlights, includeCodeshares and the one-hour-before rule', async () => {
  const direct = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}?directFlights=true`);
  assert.deepEqual(direct.body.ScheduleResource.Schedule.map(flightsOf), ['LH 400', 'UA 9001', 'LH 402']);
  const operating = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}?includeCodeshares=false&directFlights=1`);
  assert.deepEqual(operating.body.ScheduleResource.Schedule.map(flightsOf), ['LH 400', 'LH 402']);
  const at11 = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}T11:00`);
  assert.deepEqual(at11.body.ScheduleResource.Schedule.map(flightsOf), ['LH 400', 'UA 9001', 'LH 402'], '10:00 is within the hour before');
  const at1101 = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}T11:01`);
  assert.deepEqual(at1101.body.ScheduleResource.Schedule.map(flightsOf), ['LH 402']);
});

test('paging and range links', async () => {
  const { body } = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}?limit=3`);
  assert.equal(body.ScheduleResource.Schedule.length, 3);
  const links = Object.fromEntries(body.ScheduleResource.Meta.Link.filter((l: Xml) => l['@Rel'] !== 'related').map((l: Xml) => [l['@Rel'], l['@Href']]));
  assert.equal(links.self, `${server.url}/v2/operations/schedules/FRA/JFK/${DAY}?limit=3&offset=0`);
  assert.equal(links.next, `${server.url}/v2/operations/schedules/FRA/JFK/${DAY}?limit=3&offset=3`);
  assert.equal(links.previousRange, `${server.url}/v2/operations/schedules/FRA/JFK/${isoFromDay(today + 9)}?limit=3`);
  assert.equal(links.nextRange, `${server.url}/v2/operations/schedules/FRA/JFK/${isoFromDay(today + 11)}?limit=3`);
  const related = body.ScheduleResource.Meta.Link.filter((l: Xml) => l['@Rel'] === 'related').map((l: Xml) => l['@Href']);
  assert.deepEqual(related, [`${server.url}/v1/references/airports/{airportCode}`, `${server.url}/v1/references/aircraft/{aircraftCode}`]);
  const last = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}?limit=3&offset=3`);
  assert.deepEqual(last.body.ScheduleResource.Schedule.map(flightsOf), ['LH 900+UA 919']);
  assert.ok(!last.body.ScheduleResource.Meta.Link.some((l: Xml) => l['@Rel'] === 'next'));
  const todays = await xml(`/v1/operations/schedules/FRA/JFK/${isoFromDay(today)}`);
  assert.ok(!todays.body.ScheduleResource.Meta.Link.some((l: Xml) => l['@Rel'] === 'previousRange'), 'no range before today');
});

test("links in the original's order; in the classic profile, nextRange as the original meant it", async () => {
  const rels = (links: Xml[]) => links.map((l: Xml) => l['@Rel']);
  const { body } = await xml(`/v1/operations/schedules/FRA/JFK/${DAY}?limit=3`);
  assert.deepEqual(rels(body.ScheduleResource.Meta.Link), ['self', 'previousRange', 'next', 'nextRange', 'related', 'related']);

  const classic = async (query: string) => {
    const res = await server.get(`/v1/operations/schedules/FRA/JFK/${DAY}?${query}`, { accept: 'application/json; profile=classic' });
    assert.equal(res.status, 200);
    return ((await res.json()) as Xml).ScheduleResource;
  };
  const firstPage = await classic('limit=3');
  assert.deepEqual(rels(firstPage.Meta.Link), ['self', 'previousRange', 'next', 'nextRange', 'related', 'related']);
  const hrefOf = (resource: Xml, rel: string) => resource.Meta.Link.find((l: Xml) => l['@Rel'] === rel)['@Href'];
  // The page's direct journeys leave at 10:00, 10:00 (the codeshare) and 13:00: the next window starts at the latest.
  assert.equal(hrefOf(firstPage, 'nextRange'), `${server.url}/v2/operations/schedules/FRA/JFK/${DAY}T13:00?limit=3`);
  assert.equal(hrefOf(firstPage, 'previousRange'), `${server.url}/v2/operations/schedules/FRA/JFK/${isoFromDay(today + 9)}?limit=3`);
  const direct = firstPage.Schedule[0];
  assert.equal(direct.Flight.MarketingCarrier.FlightNumber, 400, 'one leg: Flight is an object; the number a number');
  const connections = await classic('limit=3&offset=3');
  assert.equal(hrefOf(connections, 'nextRange'), `${server.url}/v2/operations/schedules/FRA/JFK/${DAY}?limit=3`, 'no direct journey on the page: the date alone');
  const connection = connections.Schedule;
  assert.ok(!Array.isArray(connection), 'one journey on the page: Schedule is an object');
  assert.deepEqual(connection.Flight.map((f: Xml) => f.MarketingCarrier.AirlineID), ['LH', 'UA'], 'two legs: an array');
});

test('the 360-day horizon, local at the origin', async () => {
  assert.equal((await server.get(`/v1/operations/schedules/FRA/JFK/${isoFromDay(today + 360)}`)).status, 200);
  const beyond = await xml(`/v1/operations/schedules/FRA/JFK/${isoFromDay(today + 361)}`);
  assert.equal(beyond.body.ProcessingErrors.ProcessingError[0].Code, '3009');
  const past = await xml(`/v1/operations/schedules/FRA/JFK/${isoFromDay(today - 1)}`);
  assert.equal(past.status, 400);
  assert.equal(past.body.ProcessingErrors.ProcessingError[0].Code, '3009');
});

test('errors: malformed and unknown airports, bad dates, same airport twice, no journey', async () => {
  const cases: [string, number, string][] = [
    [`/v1/operations/schedules/FR1/JFK/${DAY}`, 400, '3002'],
    [`/v1/operations/schedules/FRA/XXQ/${DAY}`, 404, '2002'],
    [`/v1/operations/schedules/FRA/FRA/${DAY}`, 400, '3007'],
    ['/v1/operations/schedules/FRA/JFK/2026-13-01', 400, '3033'],
    ['/v1/operations/schedules/FRA/JFK/2027-02-30T09:00', 400, '3033'],
    ['/v1/operations/schedules/FRA/JFK/2027-2-3', 400, '3008'],
    [`/v1/operations/schedules/FRA/JFK/${DAY}T24:00`, 400, '3008'],
    [`/v1/operations/schedules/FRA/JFK/${DAY}T9:00`, 400, '3008'],
    [`/v1/operations/schedules/FRA/JFK/${DAY}?directFlights=maybe`, 400, '3013'],
    [`/v1/operations/schedules/JFK/FRA/${DAY}`, 404, '2007'],
    [`/v1/operations/schedules/MUC/HAM/${DAY}`, 404, '2007'],
  ];
  for (const [path, status, code] of cases) {
    const { status: got, body } = await xml(path);
    assert.equal(got, status, path);
    assert.equal(body.ProcessingErrors.ProcessingError[0].Code, code, path);
  }
});

test('airports filters follow the operating carriers of the schedule', async () => {
  const codes = async (query: string) => {
    const { status, body } = await xml(`/v1/references/airports?limit=100&${query}`);
    assert.equal(status, 200, query);
    return (body.AirportResource.Airports.Airport as Xml[]).map((a) => a.AirportCode).join(',');
  };
  assert.equal(await codes('Carrieroperated=1'), 'FRA,JFK,LHR,MUC', 'LH operates to four airports');
  assert.equal(await codes('LHoperated=1'), 'FRA,JFK,LHR,MUC');
  assert.equal(await codes('group=CarrierOperated'), 'FRA,JFK,LHR,MUC');
  assert.equal(await codes('group=LoyaltyProgram'), 'FRA,JFK,LHR,MUC', 'BA is not a partner');
  assert.equal((await codes('group=AllAirports')).split(',').length, 13);
  assert.equal((await codes('Carrieroperated=0')).split(',').length, 13);
  const { body } = await xml('/v1/references/airports?Carrieroperated=1&limit=2');
  const next = body.AirportResource.Meta.Link.find((l: Xml) => l['@Rel'] === 'next')['@Href'];
  assert.match(next, /Carrieroperated=1/, 'the filter stays on the next page');
  for (const bad of ['Carrieroperated=2', 'group=Star', 'LHoperated=yes']) {
    const res = await server.get(`/v1/references/airports?${bad}`);
    assert.equal(res.status, 400, bad);
  }
});
