// Journeys as sold (issue 44, docs/api-rules.md, Schedules): over a small fixture of real airlines,
// the connections one ticket joins, a change of airport only where sold and always labelled, the
// overnight rule, and the two listings, in XML and both JSON profiles.
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

// Ten days ahead, in December: Germany +1, London +0, New York -5.
const today = todayIn('Europe/Berlin');
const DAY = isoFromDay(today + 10);
const period = { first: isoFromDay(today - 5), last: isoFromDay(today + 365) };
const spec = (s: Omit<LegSpec, 'first' | 'last'>) => leg({ ...period, ...s });
const CET = 60;
const EST = -300;

const LEGS = [
  // Ryanair into Stansted late, Korean Air from Heathrow the next morning: no ticket joins them.
  spec({ flight: 'FR 8', from: 'SZG', to: 'STN', dep: '21:30', arr: '22:25', depOffset: CET, arrOffset: 0 }),
  spec({ flight: 'KE 908', from: 'LHR', to: 'JFK', dep: '09:00', arr: '11:50', depOffset: 0, arrOffset: EST }),
  // British Airways into Gatwick, on from Heathrow: a change it sells, 210 minutes at least.
  spec({ flight: 'BA 963', from: 'HAM', to: 'LGW', dep: '10:00', arr: '10:40', depOffset: CET, arrOffset: 0 }),
  spec({ flight: 'BA 113', from: 'LHR', to: 'JFK', dep: '13:50', arr: '16:40', depOffset: 0, arrOffset: EST }),
  spec({ flight: 'BA 117', from: 'LHR', to: 'JFK', dep: '14:20', arr: '17:10', depOffset: 0, arrOffset: EST }),
  // A night in Munich, and a day through Frankfurt that lands sooner.
  spec({ flight: 'LH 2', from: 'HAM', to: 'MUC', dep: '21:00', arr: '22:10', depOffset: CET, arrOffset: CET }),
  spec({ flight: 'LH 410', from: 'MUC', to: 'JFK', dep: '08:00', arr: '11:00', depOffset: CET, arrOffset: EST }),
  spec({ flight: 'LH 424', from: 'MUC', to: 'BOS', dep: '08:30', arr: '11:15', depOffset: CET, arrOffset: EST }),
  spec({ flight: 'LH 3', from: 'HAM', to: 'FRA', dep: '06:00', arr: '07:00', depOffset: CET, arrOffset: CET }),
  // Sold by Lufthansa and United; British Airways' number on it (a fixture's fancy) is sold with neither.
  spec({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: CET, arrOffset: EST, codeshares: ['UA 9001', 'BA 9400'] }),
];

let dataDir: string;
let server: TestServer;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-as-sold-'));
  writeDatasetFile(datasetPath(dataDir), fixtureContent(LEGS));
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

test('a no-frills airline joined to another airline at another airport is no journey', async () => {
  const { status, body } = await xml(`/v2/operations/schedules/SZG/JFK/${DAY}`);
  assert.equal(status, 404, 'FR 8 into Stansted and KE 908 from Heathrow meet in time, but nobody sells them together');
  assert.equal(body.ProcessingErrors.ProcessingError[0].Code, '2007');
});

test('a change of airport is offered where it is sold, after its own minimum, and says so in every format', async () => {
  const { status, body } = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}?directFlights=false`);
  assert.equal(status, 200);
  const viaLondon = body.ScheduleResource.Schedule.filter((s: Xml) => flightsOf(s).startsWith('BA 963+'));
  assert.deepEqual(viaLondon.map(flightsOf), ['BA 963+BA 117'], 'BA 113 leaves Heathrow 190 minutes after the Gatwick landing: under the 210 of LGW–LHR');
  const [first, second] = viaLondon[0].Flight;
  assert.equal(first.Departure.AirportChange, undefined);
  assert.equal(second.Departure.AirportCode, 'LHR');
  assert.equal(second.Departure.AirportChange.FromAirportCode, 'LGW');

  for (const accept of ['application/json', 'application/json; profile=classic']) {
    const res = await server.get(`/v2/operations/schedules/HAM/JFK/${DAY}`, { accept });
    const json = (await res.json()) as Xml;
    const schedules = [json.ScheduleResource.Schedule].flat();
    const change = schedules.find((s: Xml) => String([s.Flight].flat()[0].MarketingCarrier.FlightNumber) === '963');
    assert.equal([change.Flight].flat()[1].Departure.AirportChange.FromAirportCode, 'LGW', accept);
  }
});

test('a night at an airport only where nothing without one lands as soon', async () => {
  const toNewYork = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}`);
  const listed = toNewYork.body.ScheduleResource.Schedule.map(flightsOf);
  assert.ok(listed.includes('LH 3+LH 400'), 'through Frankfurt the same day');
  assert.ok(!listed.some((f: string) => f.startsWith('LH 2+')), 'the night in Munich lands the next day, after LH 400');
  const toBoston = await xml(`/v2/operations/schedules/HAM/BOS/${DAY}`);
  assert.deepEqual(toBoston.body.ScheduleResource.Schedule.map(flightsOf), ['LH 2+LH 424'], 'no other way to Boston: the night is offered');
});

test('combinations: only those one ticket holds; trips: each journey once with every designator', async () => {
  const combinations = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}`);
  const viaFrankfurt = combinations.body.ScheduleResource.Schedule.map(flightsOf).filter((f: string) => f.startsWith('LH 3+'));
  assert.deepEqual(viaFrankfurt, ['LH 3+LH 400', 'LH 3+UA 9001'], 'not LH 3 + BA 9400: Lufthansa and British Airways sell no ticket together');

  const trips = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}?listing=trips`);
  const schedules: Xml[] = trips.body.ScheduleResource.Schedule;
  assert.deepEqual(schedules.map(flightsOf), ['LH 3+LH 400', 'BA 963+BA 117']);
  const lh400 = schedules[0]!.Flight[1];
  assert.deepEqual(
    lh400.MarketingCarrierList.MarketingCarrier.map((c: Xml) => `${c.AirlineID} ${c.FlightNumber}`),
    ['LH 400', 'UA 9001', 'BA 9400'],
    'every designator the leg is sold under',
  );
  assert.equal(lh400.OperatingCarrier, undefined, 'LH 400 is listed under its own number');
  const self = trips.body.ScheduleResource.Meta.Link.find((l: Xml) => l['@Rel'] === 'self')['@Href'];
  assert.match(self, /listing=trips/, 'links keep the listing');

  const mixedCase = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}?listing=Trips`);
  assert.equal(mixedCase.body.ScheduleResource.Schedule.length, 2);
  const bad = await xml(`/v2/operations/schedules/HAM/JFK/${DAY}?listing=all`);
  assert.equal(bad.status, 400);
  assert.match(bad.body.ProcessingErrors.ProcessingError[0].Description, /listing.*combinations, trips/);
});
