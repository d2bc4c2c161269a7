// Seat maps against the schedule's own legs and the seat details the service holds: a leg taken
// from the schedules endpoint, its seat map in every cabin its aircraft has, matched to the curated
// layout and to the seat details endpoint; the same map by a codeshare designator; XML and both
// JSON profiles saying the same; nothing about availability; errors as catalogued; and a dataset
// file from before layouts still served, its seat maps not found.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { datasetPath } from '../../../src/dataset/dataset-paths.js';
import { CABIN_CODES, type CabinCode } from '../../../src/domain/cabins.js';
import { layoutColumns, rowRanges } from '../../../src/domain/cabin-layout.js';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { curatedCabinLayout } from '../../../src/ingest/curated/cabin-layouts.js';
import { TEST_DATASET } from '../../support/paths.js';
import { scheduledLegs, type ScheduledLeg } from '../../support/scheduled-legs.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
/** A leg of FRA-JFK on `date`, one sold under several designators when there is one. */
let leg: ScheduledLeg;
before(async () => {
  s = await startTestServer();
  const legs = [...(await scheduledLegs(s, 'FRA', 'JFK', date)).values()];
  assert.ok(legs.length > 0, 'FRA-JFK has direct flights in the test network');
  leg = legs.find((l) => l.designators.length > 1) ?? legs[0]!;
});
after(async () => s?.close());

const date = isoFromDay(todayIn('Europe/Berlin') + 2);
const JSON_TYPED = { accept: 'application/json' };
const JSON_CLASSIC = { accept: 'application/json; profile=classic' };

/** The cabins and seat sizes the seat details endpoint gives for an aircraft type (typed JSON). */
async function seatDetails(aircraft: string): Promise<Map<CabinCode, { pitch: number; width: number; recline: number; type: string }>> {
  const res = await s.get(`/v1/references/seatdetails/${aircraft}`, JSON_TYPED);
  assert.equal(res.status, 200);
  const body = (await res.json()) as Xml;
  return new Map(
    body.SeatResource.Seats.Seat.map((seat: Xml) => {
      const z = seat.SeatDetails.Details.Size;
      return [seat.CabinType.Code, { pitch: z.SeatPitchLow, width: z.SeatWidthLow, recline: z.SeatRecline.$, type: z.SeatRecline['@ReclineType'] }];
    }),
  );
}

const mapPath = (designator: string, leg: ScheduledLeg, cabin: string) => `/v1/offers/seatmaps/${designator}/${leg.origin}/${leg.destination}/${date}/${cabin}`;

async function typedMap(path: string): Promise<Xml> {
  const res = await s.get(path, JSON_TYPED);
  const text = await res.text();
  assert.equal(res.status, 200, `${path}: ${text}`);
  return JSON.parse(text).SeatAvailabilityResource;
}

/**
 * What a seat map says, read the same way from any format: the flight, exits and wing, the grid,
 * the size, and each seat's codes. Lists may be single objects (XML, classic JSON), hence `many`.
 */
function facts(doc: Xml) {
  const flight = many(doc.Flights.Flight)[0];
  const display = many(doc.SeatDisplay)[0];
  const size = display.Details.Size;
  return {
    flight: {
      origin: flight.Departure.AirportCode,
      departure: flight.Departure.ScheduledTimeLocal.DateTime,
      destination: flight.Arrival.AirportCode,
      marketing: `${flight.MarketingCarrier.AirlineID}${flight.MarketingCarrier.FlightNumber}`,
      aircraft: String(flight.Equipment.AircraftCode),
    },
    wing: doc.CabinLayout?.WingPosition ? [Number(doc.CabinLayout.WingPosition.Rows.First), Number(doc.CabinLayout.WingPosition.Rows.Last)] : undefined,
    exits: many(doc.CabinLayout?.ExitRowPosition).map((e: Xml) => [Number(e.Rows.First), Number(e.Rows.Last)]),
    columns: many(display.Columns).map((c: Xml) => c['@Position']).join(''),
    rows: [Number(display.Rows.First), Number(display.Rows.Last)],
    cabin: display.CabinType.Code,
    size: { pitch: Number(size.SeatPitchLow), width: Number(size.SeatWidthLow), recline: Number(size.SeatRecline.$), type: size.SeatRecline['@ReclineType'] },
    seats: many(doc.SeatDetails).map((d: Xml) => `${d.Location.Row.Number}${d.Location.Column} ${many(d.Location.Row.Characteristics.Characteristic).map((c: Xml) => c.Code).join(' ')}`),
  };
}

describe('a seat map of a scheduled leg', () => {
  test('in every cabin its aircraft has, it is the curated layout with the seat details of that aircraft and cabin', async () => {
    const details = await seatDetails(leg.aircraft);
    assert.ok(details.size > 0);
    for (const [cabin, size] of details) {
      const doc = await typedMap(mapPath(leg.designators[0]!, leg, cabin));
      const f = facts(doc);
      assert.deepEqual(f.flight, { origin: leg.origin, departure: leg.departure, destination: leg.destination, marketing: leg.designators[0], aircraft: leg.aircraft });
      assert.equal(f.cabin, cabin);
      assert.deepEqual(f.size, size, 'the size of the seat details endpoint');
      const layout = curatedCabinLayout(leg.aircraft, cabin)!;
      assert.equal(f.columns, layout.columns.replace(/\|/g, ''));
      assert.deepEqual(f.rows, [layout.firstRow, layout.lastRow]);
      assert.deepEqual(f.exits, rowRanges(layout.exitRows).map((r) => [r.first, r.last]));
      assert.deepEqual(f.wing, layout.wingRows ? [layout.wingRows.first, layout.wingRows.last] : undefined);
      const across = layoutColumns(layout.columns).length;
      assert.equal(f.seats.length, (layout.lastRow - layout.firstRow + 1) * across, 'a seat for every row and column');
      assert.match(f.seats[0]!, new RegExp(`^${layout.firstRow}A W`), 'the first seat is by the window');
      // The typed profile writes every list as an array, even of one.
      assert.ok(Array.isArray(doc.Flights.Flight) && Array.isArray(doc.SeatDisplay) && Array.isArray(doc.SeatDetails));
    }
  });

  test('a cabin the aircraft has not is a 404 naming the cabins it has', async () => {
    const details = await seatDetails(leg.aircraft);
    const missing = CABIN_CODES.find((c) => !details.has(c));
    if (!missing) return;
    const res = await s.get(mapPath(leg.designators[0]!, leg, missing));
    assert.equal(res.status, 404);
    assert.match(await res.text(), new RegExp(`<Code>2006</Code>.*it has ${[...details.keys()].join(', ')}`, 's'));
  });

  test('the cabin letters of the schedules (ClassCode Y) and IATA\'s J and W ask for the same map, answered in M, E, C, F', async () => {
    // What a client reads in a schedule is what it may ask a seat map for.
    const res = await s.get(`/v1/operations/schedules/${leg.origin}/${leg.destination}/${date}?directFlights=true&limit=100`, JSON_TYPED);
    assert.equal(res.status, 200);
    const schedule = ((await res.json()) as Xml).ScheduleResource.Schedule.find((x: Xml) => {
      const f = x.Flight[0];
      return `${f.MarketingCarrier.AirlineID}${f.MarketingCarrier.FlightNumber}` === leg.designators[0] && f.Departure.ScheduledTimeLocal.DateTime === leg.departure;
    });
    assert.ok(schedule, 'the leg is in the schedule');
    const classCodes: string[] = schedule.Flight[0].Equipment.OnBoardEquipment.Compartment.map((c: Xml) => c.ClassCode);
    assert.ok(classCodes.includes('Y'), `economy is Y in schedules: ${classCodes.join()}`);
    const seatCode: Record<string, string> = { F: 'F', C: 'C', E: 'E', Y: 'M' };
    for (const classCode of classCodes) {
      const doc = await typedMap(mapPath(leg.designators[0]!, leg, classCode));
      assert.equal(facts(doc).cabin, seatCode[classCode], `ClassCode ${classCode}`);
    }
    const details = await seatDetails(leg.aircraft);
    for (const [alias, cabin] of [['y', 'M'], ['Y', 'M'], ['j', 'C'], ['W', 'E']] as const) {
      if (!details.has(cabin)) continue;
      const doc = await typedMap(mapPath(leg.designators[0]!, leg, alias));
      assert.deepEqual(facts(doc), facts(await typedMap(mapPath(leg.designators[0]!, leg, cabin))), alias);
      assert.ok(doc.Meta.Link[0]['@Href'].endsWith(mapPath(leg.designators[0]!, leg, cabin)), `${alias}: the self link names ${cabin}`);
    }
  });

  test('every designator the leg is sold under, in any case, gives the same map of the same leg', async () => {
    const [first, ...others] = leg.designators;
    const expected = facts(await typedMap(mapPath(first!, leg, 'M')));
    for (const designator of others) {
      const got = facts(await typedMap(mapPath(designator.toLowerCase(), leg, 'm')));
      assert.deepEqual({ ...got, flight: { ...got.flight, marketing: first } }, expected, designator);
      assert.equal(got.flight.marketing, designator, 'the answer names the flight number asked');
    }
  });

  test('XML, typed JSON and classic JSON say the same', async () => {
    const path = mapPath(leg.designators[0]!, leg, 'M');
    const typed = facts(await typedMap(path));
    const xml = await s.get(path);
    assert.equal(xml.status, 200);
    assert.match(xml.headers.get('content-type') ?? '', /^application\/xml/);
    assert.deepEqual(facts(parseXml(await xml.text()).SeatAvailabilityResource), typed);
    const classic = await s.get(path, JSON_CLASSIC);
    assert.equal(classic.status, 200);
    assert.deepEqual(facts(((await classic.json()) as Xml).SeatAvailabilityResource), typed);
  });

  test('no seat is said to be free or taken, and the links are self and the airports', async () => {
    const path = mapPath(leg.designators[0]!, leg, 'M');
    const text = await (await s.get(path)).text();
    assert.doesNotMatch(text.replace(/SeatAvailabilityResource/g, ""), /Availab|Occupied|Free|Price/i);
    const meta = parseXml(text).SeatAvailabilityResource.Meta;
    assert.equal(meta['@Version'], '1.0.0');
    assert.deepEqual(
      meta.Link.map((l: Xml) => l['@Rel']),
      ['self', 'related'],
    );
    assert.ok(meta.Link[0]['@Href'].endsWith(path));
  });
});

describe('seat map errors', () => {
  const get = async (path: string) => {
    const res = await s.get(path);
    return { status: res.status, text: await res.text() };
  };
  const expectError = async (path: string, status: number, code: string, text?: RegExp) => {
    const res = await get(path);
    assert.equal(res.status, status, `${path}: ${res.text}`);
    assert.match(res.text, new RegExp(`<Code>${code}</Code>`), path);
    if (text) assert.match(res.text, text, path);
  };

  test('malformed parameters are 400s, each with its own code', async () => {
    await expectError(`/v1/offers/seatmaps/L/FRA/JFK/${date}/M`, 400, '3027');
    await expectError(`/v1/offers/seatmaps/LH400/FRAN/JFK/${date}/M`, 400, '3002');
    await expectError(`/v1/offers/seatmaps/LH400/FRA/J1K/${date}/M`, 400, '3002');
    await expectError('/v1/offers/seatmaps/LH400/FRA/JFK/15.07.2027/M', 400, '3024');
    await expectError('/v1/offers/seatmaps/LH400/FRA/JFK/2027-02-30/M', 400, '3033');
    await expectError(`/v1/offers/seatmaps/LH400/FRA/JFK/${date}/Q`, 400, '3005', /expected M, E, C or F .*or Y, W or J/);
    await expectError(`/v1/offers/seatmaps/LH400/FRA/JFK/${date}/YY`, 400, '3005');
    await expectError(`/v1/offers/seatmaps/LH400/FRA/FRA/${date}/M`, 400, '3007');
  });

  test('a date outside the schedule horizon at the origin is a 400 naming the horizon', async () => {
    await expectError(`/v1/offers/seatmaps/${leg.designators[0]}/FRA/JFK/${isoFromDay(todayIn('Europe/Berlin') - 1)}/M`, 400, '3009', /local time at FRA/);
    await expectError(`/v1/offers/seatmaps/${leg.designators[0]}/FRA/JFK/${isoFromDay(todayIn('Europe/Berlin') + 400)}/M`, 400, '3009');
  });

  test('an unknown airport is a 404', async () => {
    await expectError(`/v1/offers/seatmaps/${leg.designators[0]}/FRA/XQZ/${date}/M`, 404, '2002');
  });

  test('a flight that departs nowhere that day is 2012; one that does, but not between these airports, is 2014 naming its legs', async () => {
    await expectError(`/v1/offers/seatmaps/ZZ9876/FRA/JFK/${date}/M`, 404, '2012');
    await expectError(
      `/v1/offers/seatmaps/${leg.designators[0]}/FRA/LHR/${date}/M`,
      404,
      '2014',
      new RegExp(`does not fly from FRA to LHR on ${date}; that day it flies FRA-JFK`),
    );
  });
});

describe('a dataset file from before cabin layouts', () => {
  let old: TestServer;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skyref-seatmaps-'));
    copyFileSync(TEST_DATASET, datasetPath(dir));
    const db = new DatabaseSync(datasetPath(dir));
    db.exec("ALTER TABLE seats DROP COLUMN layout; UPDATE meta SET value = '5' WHERE key = 'file_version'");
    db.close();
    old = await startTestServer({}, { dataDir: dir });
  });
  after(async () => {
    await old?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('loads and serves its seat details; a seat map of a cabin with seat figures is 2015', async () => {
    const seats = await old.get(`/v1/references/seatdetails/${leg.aircraft}/M`);
    assert.equal(seats.status, 200);
    const res = await old.get(mapPath(leg.designators[0]!, leg, 'M'));
    assert.equal(res.status, 404);
    assert.match(await res.text(), new RegExp(`<Code>2015</Code>.*aircraft ${leg.aircraft}, cabin M`, 's'));
  });
});
