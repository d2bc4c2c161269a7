// Terminals in answers (issue 45): the curated terminal table's terminals reach flight status and
// schedules of the test network, for airlines away from home too (American and Delta at Heathrow's
// Terminal 3, British Airways at JFK's Terminal 8 and Virgin Atlantic at its Terminal 4).
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

const date = isoFromDay(todayIn('Europe/London') + 3);
const name = (end: Xml) => (end.Terminal === undefined ? undefined : String(many(end.Terminal.Name)[0]));

test('flight status of a route: each airline departs from and arrives at its own terminal', async () => {
  const res = await s.get(`/v1/operations/flightstatus/route/lhr/jfk/${date}?limit=100`);
  assert.equal(res.status, 200);
  const flights = many(parseXml(await res.text()).FlightStatusResource.Flights.Flight);
  const byAirline = new Map<string, Set<string>>();
  for (const f of flights) {
    const airline = f.OperatingCarrier.AirlineID as string;
    byAirline.set(airline, (byAirline.get(airline) ?? new Set()).add(`${name(f.Departure)}-${name(f.Arrival)}`));
  }
  assert.deepEqual([...(byAirline.get('AA') ?? [])], ['3-8'], 'American: Heathrow T3 to JFK T8');
  assert.deepEqual([...(byAirline.get('BA') ?? [])], ['5-8'], 'British Airways: T5 to JFK T8');
  assert.deepEqual([...(byAirline.get('VS') ?? [])], ['3-4'], 'Virgin Atlantic: T3 to JFK T4');
  assert.deepEqual([...(byAirline.get('DL') ?? [])], ['3-4'], 'Delta: T3 to JFK T4');
});

test('schedules carry the same terminals the other way', async () => {
  const res = await s.get(`/v1/operations/schedules/JFK/LHR/${date}?directFlights=true&includeCodeshares=false&limit=100`);
  assert.equal(res.status, 200);
  const seen = new Map<string, string>();
  for (const sc of many(parseXml(await res.text()).ScheduleResource.Schedule)) {
    const f = many(sc.Flight)[0];
    seen.set(f.MarketingCarrier.AirlineID, `${name(f.Departure)}-${name(f.Arrival)}`);
  }
  assert.equal(seen.get('BA'), '8-5');
  assert.equal(seen.get('VS'), '4-3');
  assert.equal(seen.get('AA'), '8-3');
});
