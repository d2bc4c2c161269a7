// A city code (NYC) where an airport is asked for: schedules and routes take it for the city's
// airports with flights (docs/api-rules.md); every endpoint that takes one airport alone — flight
// status by route and the boards, as the original's contract (../shared/flight-status.md), seat
// maps, an airport record — refuses it with one message, which names the airports to ask instead.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

const date = isoFromDay(todayIn('America/New_York') + 2);

/** Every path that takes one airport, with NYC where the airport goes. */
const AIRPORT_ONLY = [
  `/v1/operations/flightstatus/route/NYC/LHR/${date}`,
  `/v1/operations/flightstatus/route/LHR/nyc/${date}`,
  `/v1/operations/flightstatus/departures/NYC/${date}T08:00`,
  `/v1/operations/flightstatus/arrivals/NYC/${date}T08:00`,
  `/v1/operations/customerflightinformation/route/NYC/LHR/${date}`,
  `/v1/operations/customerflightinformation/departures/NYC/${date}T08:00`,
  `/v1/offers/seatmaps/LH400/FRA/NYC/${date}/M`,
  `/v1/offers/seatmaps/LH401/NYC/FRA/${date}/M`,
  '/v1/references/airports/NYC',
  '/v1/mds-references/airports/NYC',
];

async function refusal(path: string): Promise<Xml> {
  const res = await s.get(path);
  const text = await res.text();
  assert.equal(res.status, 404, `${path}: ${text}`);
  return parseXml(text).ProcessingErrors.ProcessingError[0];
}

test('every endpoint that takes one airport refuses a city code with the same 2017, naming the city\'s airports with flights', async () => {
  const city = (await s.xml('/v1/references/cities/NYC')).CityResource.Cities.City;
  const cityAirports: string[] = many(many(city)[0].Airports.AirportCode).map(String);
  const descriptions = new Set<string>();
  for (const path of AIRPORT_ONLY) {
    const error = await refusal(path);
    assert.equal(error.Code, '2017', path);
    assert.equal(error.Type, 'ResourceNotFound', path);
    descriptions.add(error.Description);
  }
  assert.equal(descriptions.size, 1, [...descriptions].join('\n'));
  const [description] = descriptions;
  const match = /^NYC is a city code, not an airport code: ask for one of the city's airports, ([A-Z, ]+)\. Example: (\/v1\/references\/airports\/[A-Z]{3})$/.exec(description!);
  assert.ok(match, description);
  const named = match[1]!.split(', ');
  for (const code of ['EWR', 'JFK', 'LGA']) assert.ok(named.includes(code), `${code} named: ${description}`);
  for (const code of named) {
    assert.ok(cityAirports.includes(code), `${code} is one of the city's`);
    // Each one named is an airport with flights: it has a departures board somewhere in the day.
    const statuses: number[] = [];
    for (const time of ['06:00', '10:00', '14:00', '18:00']) statuses.push((await s.get(`/v1/operations/flightstatus/departures/${code}/${date}T${time}`)).status);
    assert.ok(statuses.includes(200), `${code} has departures: ${statuses.join()}`);
  }
  assert.ok(cityAirports.length > named.length, 'the city\'s heliports and stations without flights are left out');
  // The example is a path that answers.
  assert.equal((await s.get(match[2]!)).status, 200, match[2]);
});

test('schedules and routes take the city code for its airports', async () => {
  assert.equal((await s.get(`/v1/operations/schedules/NYC/LHR/${date}`)).status, 200);
  assert.equal((await s.get('/v1/references/routes/NYC')).status, 200);
});

test('a code that is both a city\'s and an airport\'s stays the airport; an unknown code is still 2002', async () => {
  assert.equal((await s.get(`/v1/operations/flightstatus/departures/FRA/${date}T08:00`)).status, 200);
  assert.equal((await s.get('/v1/references/airports/FRA')).status, 200);
  assert.equal((await refusal(`/v1/operations/flightstatus/route/XQZ/LHR/${date}`)).Code, '2002');
  assert.equal((await refusal('/v1/references/airports/XQZ')).Code, '2002');
});
