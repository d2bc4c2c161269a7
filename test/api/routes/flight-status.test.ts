// Flight status by flight number and by route, against the schedule's own legs as the schedules
// endpoint lists them: the same leg by its operating number and by a codeshare designator, the
// route's direct flights of that date, "No status" and nothing live, errors as catalogued.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { scheduledLegs, type ScheduledLeg } from '../../support/scheduled-legs.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

const date = isoFromDay(todayIn('Europe/Berlin') + 2);

function facts(flight: Xml): ScheduledLeg {
  return {
    departure: flight.Departure.ScheduledTimeLocal.DateTime,
    arrival: flight.Arrival.ScheduledTimeLocal.DateTime,
    origin: flight.Departure.AirportCode,
    destination: flight.Arrival.AirportCode,
    aircraft: flight.Equipment.AircraftCode,
    operating: `${flight.OperatingCarrier.AirlineID}${flight.OperatingCarrier.FlightNumber}`,
    designators: many(flight.MarketingCarrierList.MarketingCarrier).map((m: Xml) => `${m.AirlineID}${m.FlightNumber}`),
  };
}

/** Only what a schedule can say: NA, no TimeStatus, no estimated or actual times, gate or registration. */
function assertScheduleOnly(text: string): void {
  assert.doesNotMatch(text, /TimeStatus|Estimated|Actual|Gate|AircraftRegistration/);
  for (const code of text.matchAll(/<FlightStatus><Code>([^<]*)<\/Code>/g)) assert.equal(code[1], 'NA');
}

test('a leg found by its operating number and by every designator it is sold under is the same leg, with no status', async () => {
  const legs = await scheduledLegs(s, 'FRA', 'JFK', date);
  assert.ok(legs.size > 0, 'FRA-JFK has direct flights in the test network');
  const shared = [...legs.values()].find((l) => l.designators.length > 1) ?? [...legs.values()][0]!;
  for (const designator of new Set([shared.operating, ...shared.designators])) {
    const res = await s.get(`/v1/operations/flightstatus/${designator.toLowerCase()}/${date}`);
    assert.equal(res.status, 200, designator);
    const text = await res.text();
    assertScheduleOnly(text);
    const flights = many(parseXml(text).FlightStatusResource.Flights.Flight);
    const found = flights.map(facts).find((f) => f.origin === 'FRA');
    assert.ok(found, `${designator}: a leg from FRA`);
    assert.deepEqual({ ...found, designators: [...found.designators].sort() }, { ...shared, designators: [...new Set([...shared.designators])].sort() }, designator);
    const flight = flights.find((f: Xml) => f.Departure.AirportCode === 'FRA');
    assert.equal(flight.FlightStatus.Definition, 'No status');
    assert.match(flight.Departure.ScheduledTimeUTC.DateTime, /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
  }
});

test('a route lists the direct flights of the schedules endpoint on that date, one per operating leg, by departure', async () => {
  const legs = await scheduledLegs(s, 'FRA', 'LHR', date);
  const res = await s.get(`/v1/operations/flightstatus/route/fra/lhr/${date}?limit=100`);
  assert.equal(res.status, 200);
  const text = await res.text();
  assertScheduleOnly(text);
  const flights = many(parseXml(text).FlightStatusResource.Flights.Flight).map(facts);
  assert.deepEqual(flights.map((f) => `${f.operating} ${f.departure}`).sort(), [...legs.keys()].sort());
  const departures = flights.map((f) => f.departure);
  assert.deepEqual(departures, [...departures].sort(), 'by departure');
  // JSON says the same.
  const json = (await (await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?limit=100`, { accept: 'application/json' })).json()) as {
    FlightStatusResource: { Flights: { Flight: { Departure: { ScheduledTimeLocal: { DateTime: string } }; FlightStatus: { Code: string } }[] } };
  };
  assert.deepEqual(json.FlightStatusResource.Flights.Flight.map((f) => f.Departure.ScheduledTimeLocal.DateTime), departures);
  assert.ok(json.FlightStatusResource.Flights.Flight.every((f) => f.FlightStatus.Code === 'NA'));
  assert.ok(json.FlightStatusResource.Flights.Flight.every((f) => !('MarketingCarrier' in f)), 'typed JSON: the list only');
  // The classic profile also carries the older single MarketingCarrier, the leg's first designator.
  const classic = (await (await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?limit=100`, { accept: 'application/json;profile=classic' })).json()) as {
    FlightStatusResource: { Flights: { Flight: Xml } };
  };
  for (const f of many(classic.FlightStatusResource.Flights.Flight)) {
    assert.deepEqual(f.MarketingCarrier, many(f.MarketingCarrierList.MarketingCarrier)[0]);
  }
  // Paged: the first two, and a next link.
  const first = parseXml(await (await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?limit=2`)).text()).FlightStatusResource;
  assert.equal(many(first.Flights.Flight).length, Math.min(2, flights.length));
  if (flights.length > 2) assert.ok(many(first.Meta.Link).some((l: Xml) => l['@Rel'] === 'next' && /offset=2/.test(l['@Href'])));
  // A page past the end is the contract's "not found", naming the offsets there are.
  const past = await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?offset=${flights.length}`);
  assert.equal(past.status, 404);
  const error = parseXml(await past.text()).ProcessingErrors.ProcessingError[0];
  assert.equal(error.Code, '2016');
  assert.equal(error.Description, `No flights from offset ${flights.length}: this answer has ${flights.length}; ask from offset 0 to ${flights.length - 1}.`);
});

test('errors: malformed flight number and date, a flight that does not fly that day, dates outside the window', async () => {
  const code = async (path: string) => {
    const res = await s.get(path);
    return `${res.status} ${/<Code>(\d+)<\/Code>/.exec(await res.text())?.[1]}`;
  };
  assert.equal(await code(`/v1/operations/flightstatus/L/${date}`), '400 3027');
  assert.equal(await code(`/v1/operations/flightstatus/LH12345/${date}`), '400 3027');
  assert.equal(await code('/v1/operations/flightstatus/LH400/2026-13-01'), '400 3033', 'month 13 is no day of the calendar');
  assert.equal(await code(`/v1/operations/flightstatus/ZZ9999/${date}`), '404 2012');
  const far = isoFromDay(todayIn('Europe/Berlin') + 30);
  assert.equal(await code(`/v1/operations/flightstatus/LH400/${far}`), '400 3028');
  assert.equal(await code(`/v1/operations/flightstatus/route/FRA/LHR/${far}`), '400 3028');
  assert.equal(await code(`/v1/operations/flightstatus/route/FRA/FRA/${date}`), '400 3007');
  assert.equal(await code(`/v1/operations/flightstatus/route/FRA/XQZ/${date}`), '404 2002');
  assert.equal(await code(`/v1/operations/flightstatus/departures/FRA/${date}T25:00`), '400 3008');
  assert.equal(await code(`/v1/operations/flightstatus/departures/FRA/${far}T08:00`), '400 3028');
  assert.equal(await code(`/v1/operations/flightstatus/arrivals/FRA/${date}T08:00?serviceType=freight`), '400 3013');
  assert.equal(await code(`/v1/operations/flightstatus/arrivals/FRA/${date}T08:00?serviceType=cargo`), '404 2013');
});

test('SKYREF_FLIGHT_STATUS_WINDOW=schedule opens the whole schedule', async () => {
  const wide = await startTestServer({ SKYREF_FLIGHT_STATUS_WINDOW: 'schedule' });
  try {
    const far = isoFromDay(todayIn('Europe/Berlin') + 30);
    const res = await wide.get(`/v1/operations/flightstatus/route/FRA/LHR/${far}`);
    assert.equal(res.status, 200);
  } finally {
    await wide.close();
  }
});

const minutes = (text: string) => Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16));

test('the departures board of FRA from 08:00 lists the legs leaving 08:00-11:59 local that day, sorted, at most 80, with range links', async () => {
  const all: ScheduledLeg[] = [];
  let path: string | undefined = `/v1/operations/flightstatus/departures/FRA/${date}T08:00?limit=100`;
  const res = await s.get(path);
  assert.equal(res.status, 200);
  const text = await res.text();
  assertScheduleOnly(text);
  const doc = parseXml(text).FlightStatusResource;
  all.push(...many(doc.Flights.Flight).map(facts));
  assert.ok(all.length > 0 && all.length <= 80, `${all.length} flights`);
  for (const f of all) {
    assert.equal(f.origin, 'FRA');
    assert.equal(f.departure.slice(0, 10), date);
    assert.ok(minutes(f.departure) >= 480 && minutes(f.departure) < 720, f.departure);
  }
  const times = all.map((f) => f.departure);
  assert.deepEqual(times, [...times].sort());
  // Every leg of the FRA-LHR route leaving in the window is on the board.
  const route = parseXml(await (await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?limit=100`)).text()).FlightStatusResource;
  const expected = many(route.Flights.Flight).map(facts).filter((f) => minutes(f.departure) >= 480 && minutes(f.departure) < 720);
  if (all.length < 80) for (const f of expected) assert.ok(all.some((b) => b.operating === f.operating && b.departure === f.departure), `${f.operating} ${f.departure}`);
  // The range links: the previous 4 hours; the next range 4 hours on, or where a board cut at 80 ended.
  const links = many(doc.Meta.Link);
  const next = links.find((l: Xml) => l['@Rel'] === 'nextRange')['@Href'] as string;
  const previous = links.find((l: Xml) => l['@Rel'] === 'previousRange')['@Href'] as string;
  const nextFrom = all.length === 80 ? all[79]!.departure : `${date}T12:00`;
  assert.match(next, new RegExp(`/departures/FRA/${nextFrom}$`));
  assert.match(previous, new RegExp(`/departures/FRA/${date}T04:00$`));
  path = new URL(next).pathname;
  const later = many(parseXml(await (await s.get(path + '?limit=100')).text()).FlightStatusResource.Flights.Flight).map(facts);
  assert.ok(later.every((f) => minutes(f.departure) >= minutes(nextFrom) && minutes(f.departure) < minutes(nextFrom) + 240));
});

/**
 * The boards of `airport` on `date` from 05:00, following nextRange to the end of the day: every
 * leg seen (operating number and local time at the airport) and the boards that were cut at 80.
 */
async function boardChain(kind: 'departures' | 'arrivals', airport: string): Promise<{ seen: Set<string>; cut: number; boards: number }> {
  const seen = new Set<string>();
  let cut = 0;
  let boards = 0;
  let from = `${date}T05:00`;
  for (;;) {
    const res = await s.get(`/v1/operations/flightstatus/${kind}/${airport}/${from}?limit=100`);
    if (res.status === 404) break;
    assert.equal(res.status, 200, from);
    boards += 1;
    const doc = parseXml(await res.text()).FlightStatusResource;
    const flights = many(doc.Flights.Flight).map(facts);
    const times = flights.map((f) => (kind === 'departures' ? f.departure : f.arrival));
    assert.ok(times.every((t) => t >= from), `${from}: nothing before the range`);
    for (const [i, f] of flights.entries()) seen.add(`${f.operating} ${times[i]}`);
    const next = many(doc.Meta.Link).find((l: Xml) => l['@Rel'] === 'nextRange');
    if (!next) break;
    const nextFrom = (next['@Href'] as string).slice(-16);
    if (flights.length === 80) {
      cut += 1;
      // A cut board: the next range starts at the last minute listed, not 4 hours on.
      assert.equal(nextFrom, times[79], `${from}: cut at 80, the next range starts where it ended`);
    } else {
      const moved = (Date.parse(`${nextFrom}Z`) - Date.parse(`${from}Z`)) / 60_000;
      assert.ok(moved >= 240, `${from}: a whole board moves 4 hours at least`);
      // Past 4 hours, only over a quiet spell: the board 4 hours on is empty.
      if (moved > 240) assert.equal((await s.get(`/v1/operations/flightstatus/${kind}/${airport}/${new Date(Date.parse(`${from}Z`) + 240 * 60_000).toISOString().slice(0, 16)}`)).status, 404);
    }
    assert.ok(nextFrom > from, 'the chain moves on');
    if (nextFrom.slice(0, 10) !== date) break;
    from = nextFrom;
  }
  return { seen, cut, boards };
}

test('boards chain without gaps: following nextRange from 05:00 reaches every leg of the rest of the day, boards cut at 80 included', async () => {
  const { seen, cut } = await boardChain('departures', 'LHR');
  assert.ok(cut > 0, 'LHR has boards cut at 80 in the test network');
  // Every direct leg of these routes that day is on a board of the chain.
  for (const destination of ['JFK', 'FRA', 'DUB', 'AMS']) {
    for (const leg of (await scheduledLegs(s, 'LHR', destination, date)).values()) {
      if (leg.departure < `${date}T05:00`) continue;
      assert.ok(seen.has(`${leg.operating} ${leg.departure}`), `LHR-${destination} ${leg.operating} ${leg.departure} on a board`);
    }
  }
  const arrivals = await boardChain('arrivals', 'LHR');
  assert.ok(arrivals.cut > 0, 'LHR has arrivals boards cut at 80');
  for (const origin of ['JFK', 'FRA', 'DUB', 'AMS']) {
    for (const leg of (await scheduledLegs(s, origin, 'LHR', date)).values()) {
      if (leg.arrival.slice(0, 10) !== date || leg.arrival < `${date}T05:00`) continue;
      assert.ok(arrivals.seen.has(`${leg.operating} ${leg.arrival}`), `${origin}-LHR ${leg.operating} ${leg.arrival} on a board`);
    }
  }
});

test('no nextRange leads to an empty board: through the night, the link goes to the next flight', async () => {
  let from = `${date}T20:00`;
  let quiet = 0;
  for (let i = 0; i < 8; i++) {
    const res = await s.get(`/v1/operations/flightstatus/departures/DUB/${from}?limit=100`);
    assert.equal(res.status, 200, `DUB ${from}: a board every link leads to has flights`);
    const next = many(parseXml(await res.text()).FlightStatusResource.Meta.Link).find((l: Xml) => l['@Rel'] === 'nextRange');
    if (!next) break;
    const nextFrom = (next['@Href'] as string).slice(-16);
    if ((Date.parse(`${nextFrom}Z`) - Date.parse(`${from}Z`)) / 60_000 > 240) quiet += 1;
    from = nextFrom;
  }
  assert.ok(quiet > 0, 'the chain crossed a quiet night at DUB');
  assert.ok(from > `${date}T23:59`, 'and went on to the next day');
});

test('the arrivals board of JFK lists legs landing in the window, by arrival, each found again by its flight number', async () => {
  const res = await s.get(`/v1/operations/flightstatus/arrivals/JFK/${date}T14:00?limit=100`);
  assert.equal(res.status, 200);
  const flights = many(parseXml(await res.text()).FlightStatusResource.Flights.Flight).map(facts);
  assert.ok(flights.length > 0);
  for (const f of flights) {
    assert.equal(f.destination, 'JFK');
    assert.equal(f.arrival.slice(0, 10), date);
    assert.ok(minutes(f.arrival) >= 840 && minutes(f.arrival) < 1080, f.arrival);
  }
  const arrivals = flights.map((f) => f.arrival);
  assert.deepEqual(arrivals, [...arrivals].sort());
  const one = flights[0]!;
  const byNumber = many(parseXml(await (await s.get(`/v1/operations/flightstatus/${one.operating}/${one.departure.slice(0, 10)}`)).text()).FlightStatusResource.Flights.Flight).map(facts);
  assert.ok(byNumber.some((f) => f.destination === 'JFK' && f.arrival === one.arrival), `${one.operating} found by its number`);
});

test('the customer-facing variant answers the same legs in its own layout: Date and Time apart, UTC DateTime, time status NO', async () => {
  const statusFlights = many(parseXml(await (await s.get(`/v1/operations/flightstatus/route/FRA/LHR/${date}?limit=100`)).text()).FlightStatusResource.Flights.Flight);
  const status = statusFlights.map(facts);
  const res = await s.get(`/v1/operations/customerflightinformation/route/FRA/LHR/${date}?limit=100`);
  assert.equal(res.status, 200);
  const text = await res.text();
  assert.doesNotMatch(text, /Estimated|Actual|Gate|AircraftRegistration/);
  const flights = many(parseXml(text).FlightInformation.Flights.Flight);
  assert.equal(flights.length, status.length);
  flights.forEach((f: Xml, i: number) => {
    const expected = status[i]!;
    assert.equal(`${f.Departure.Scheduled.Date}T${f.Departure.Scheduled.Time}`, expected.departure);
    assert.equal(`${f.Arrival.Scheduled.Date}T${f.Arrival.Scheduled.Time}`, expected.arrival);
    // The UTC instant, marked as UTC as flight status marks it.
    assert.match(f.Departure.Scheduled.DateTime, /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
    assert.match(f.Arrival.Scheduled.DateTime, /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
    assert.equal(f.Departure.Scheduled.DateTime, statusFlights[i].Departure.ScheduledTimeUTC.DateTime);
    assert.equal(f.Arrival.Scheduled.DateTime, statusFlights[i].Arrival.ScheduledTimeUTC.DateTime);
    assert.equal(`${f.OperatingCarrier.AirlineID}${f.OperatingCarrier.FlightNumber}`, expected.operating);
    assert.equal(f.Equipment.AircraftCode, expected.aircraft);
    assert.equal(f.Departure.Status.Code, 'NO');
    assert.equal(f.Status.Code, 'NA');
  });
  const one = status[0]!;
  const byNumber = await s.get(`/v1/operations/customerflightinformation/${one.operating}/${date}`);
  assert.equal(byNumber.status, 200);
  const board = await s.get(`/v1/operations/customerflightinformation/departures/FRA/${date}T08:00`);
  assert.equal(board.status, 200);
  // Its ranges are those of the flight-status board, under its own path.
  const ranges = (doc: Xml) => many(doc.Meta.Link).filter((l: Xml) => /Range$/.test(l['@Rel'])).map((l: Xml) => `${l['@Rel']} ${l['@Href']}`);
  const statusBoard = parseXml(await (await s.get(`/v1/operations/flightstatus/departures/FRA/${date}T08:00`)).text()).FlightStatusResource;
  const expectedRanges = ranges(statusBoard).map((r: string) => r.replace('/flightstatus/', '/customerflightinformation/'));
  assert.equal(expectedRanges.length, 2);
  assert.deepEqual(ranges(parseXml(await board.text()).FlightInformation), expectedRanges);
});
