// A city code as origin or destination (NYC, LON) means the city's airports with flights: the
// journeys of every pair merged in the one order, each leg naming its real airport.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';

interface Leg {
  Departure: { AirportCode: string; ScheduledTimeUTC?: { DateTime: string } };
  Arrival: { AirportCode: string };
  MarketingCarrier: { AirlineID: string; FlightNumber: string };
}
interface Body {
  ScheduleResource: { Schedule: { Flight: Leg[] }[]; Meta: { Link: { '@Rel': string; '@Href': string }[] } };
}

const DAY = isoFromDay(todayIn('America/New_York') + 20);
const NYC = ['JFK', 'EWR', 'LGA'];
const LONDON = ['LHR', 'LGW', 'LCY', 'STN', 'LTN', 'SEN'];
let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function journeys(origin: string, destination: string, query: string): Promise<{ status: number; body?: Body }> {
  const res = await s.get(`/v2/operations/schedules/${origin}/${destination}/${DAY}?${query}`, { accept: 'application/json' });
  return res.status === 200 ? { status: 200, body: (await res.json()) as Body } : { status: res.status };
}

const key = (flights: Leg[]) => flights.map((f) => `${f.MarketingCarrier.AirlineID}${f.MarketingCarrier.FlightNumber} ${f.Departure.AirportCode}-${f.Arrival.AirportCode}`).join(' / ');

test('NYC to LON: journeys from New York airports to London airports, JFK–LHR among them, in the one order', async () => {
  const { status, body } = await journeys('NYC', 'LON', 'limit=100&utc=true');
  assert.equal(status, 200);
  const schedules = body!.ScheduleResource.Schedule;
  const pairs = new Set<string>();
  for (const { Flight: legs } of schedules) {
    assert.ok(NYC.includes(legs[0]!.Departure.AirportCode), key(legs));
    assert.ok(LONDON.includes(legs.at(-1)!.Arrival.AirportCode), key(legs));
    pairs.add(`${legs[0]!.Departure.AirportCode}-${legs.at(-1)!.Arrival.AirportCode}`);
  }
  assert.ok(pairs.has('JFK-LHR'), [...pairs].join(' '));
  assert.ok(new Set([...pairs].map((p) => p.slice(0, 3))).size >= 2, 'from more than one New York airport');
  // Direct journeys first, each block by departure.
  const direct = schedules.filter((sc) => sc.Flight.length === 1).map((sc) => sc.Flight[0]!.Departure.ScheduledTimeUTC!.DateTime);
  assert.deepEqual(schedules.slice(0, direct.length).map((sc) => sc.Flight.length), direct.map(() => 1));
  assert.deepEqual(direct, [...direct].sort());
  const self = body!.ScheduleResource.Meta.Link.find((l) => l['@Rel'] === 'self')!['@Href'];
  assert.match(self, new RegExp(`/v2/operations/schedules/NYC/LON/${DAY}\\?`));
});

test("NYC to LON direct is exactly the direct flights of every pair of the cities' airports", async () => {
  const merged = (await journeys('NYC', 'LON', 'directFlights=true&includeCodeshares=false&limit=100')).body!.ScheduleResource.Schedule.map((sc) => key(sc.Flight));
  const pairwise: string[] = [];
  for (const o of NYC) {
    for (const d of LONDON) {
      const one = await journeys(o, d, 'directFlights=true&includeCodeshares=false&limit=100');
      if (one.status === 200) pairwise.push(...one.body!.ScheduleResource.Schedule.map((sc) => key(sc.Flight)));
      else assert.equal(one.status, 404, `${o}-${d}`);
    }
  }
  assert.ok(merged.length > 0);
  assert.deepEqual([...merged].sort(), pairwise.sort());
});

test('an airport code stays that airport (FRA); an unknown code is 2002; a city to itself is 3007', async () => {
  const fra = (await journeys('FRA', 'LON', 'directFlights=true&limit=100')).body!.ScheduleResource.Schedule;
  assert.ok(fra.length > 0 && fra.every((sc) => sc.Flight[0]!.Departure.AirportCode === 'FRA'));
  const unknown = await s.get(`/v2/operations/schedules/XYZ/LON/${DAY}`);
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /<Code>2002<\/Code>/);
  const same = await s.get(`/v2/operations/schedules/LON/LON/${DAY}`);
  assert.equal(same.status, 400);
  assert.match(await same.text(), /<Code>3007<\/Code>/);
});
