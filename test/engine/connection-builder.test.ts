import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Dataset } from '../../src/model/read-model.js';
import { dayFromIso, isoFromDay, daysText } from '../../src/domain/flight-dates.js';
import { findJourneys, type Journey } from '../../src/engine/connection-builder.js';
import { DepartureIndex } from '../../src/engine/departure-index.js';
import { journeyDates } from '../../src/engine/journey-dates.js';
import { RouteNetwork } from '../../src/engine/route-network.js';
import { fixtureDataset as soldFixture, leg, openTicketing, type LegSpec } from '../support/schedule-fixture.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';

// These tests are of times, places and circuity: their fixtures' airlines all sell each other's
// flights and every change of airport (the sold rules: schedules-as-sold.test.ts).
const fixtureDataset = (legs: LegPeriodRecord[], times: Parameters<typeof soldFixture>[1] = []) => soldFixture(legs, times, openTicketing(legs));

const DAY = '2026-12-10'; // a Thursday
const PERIOD = { first: '2026-12-01', last: '2026-12-31' };
const CET = 60;
const GMT = 0;
const EST = -300;

function search(ds: Dataset, from: string, to: string, date = DAY, options: { fromMinute?: number; directOnly?: boolean } = {}): Journey[] {
  const store = ds.schedule;
  const day = dayFromIso(date)!;
  const network = new RouteNetwork(ds);
  return findJourneys(network, new DepartureIndex(network.legs, store.airports.length), {
    origin: store.airportId.get(from)!,
    destination: store.airportId.get(to)!,
    day,
    fromMinute: options.fromMinute ?? 0,
    directOnly: options.directOnly ?? false,
  });
}

/** `LH 1+LH 2` for a journey, by operating flights. */
const names = (journeys: Journey[]) => journeys.map((j) => j.legs.map((l) => `${l.leg.operating.airline} ${l.leg.operating.number}`).join('+'));

const domestic = (s: Omit<LegSpec, 'depOffset' | 'arrOffset' | 'first' | 'last'>) => leg({ depOffset: CET, arrOffset: CET, ...PERIOD, ...s });

test('a connection of exactly the minimum connecting time is allowed, one minute less is not (DD 30)', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00' }),
    domestic({ flight: 'LH 2', from: 'FRA', to: 'HAM', dep: '10:30', arr: '11:30' }),
    domestic({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '10:29', arr: '11:20' }),
  ]);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM')), ['LH 1+LH 2']);
});

test('domestic to international at FRA needs 60 minutes (DI), international to international 90 (II)', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00' }),
    leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '11:00', arr: '13:45', depOffset: CET, arrOffset: EST, ...PERIOD }),
    leg({ flight: 'LH 402', from: 'FRA', to: 'JFK', dep: '10:59', arr: '13:40', depOffset: CET, arrOffset: EST, ...PERIOD }),
    leg({ flight: 'BA 1', from: 'LHR', to: 'FRA', dep: '07:30', arr: '10:00', depOffset: GMT, arrOffset: CET, ...PERIOD }),
    leg({ flight: 'LH 404', from: 'FRA', to: 'JFK', dep: '11:29', arr: '14:10', depOffset: CET, arrOffset: EST, ...PERIOD }),
  ]);
  const fromMunich = names(search(ds, 'MUC', 'JFK'));
  assert.ok(fromMunich.includes('LH 1+LH 400'));
  assert.ok(!fromMunich.includes('LH 1+LH 402'), '59 minutes is under DI 60');
  const fromLondon = names(search(ds, 'LHR', 'JFK'));
  assert.ok(!fromLondon.includes('BA 1+LH 400') && !fromLondon.includes('BA 1+LH 404'), 'II needs 90 minutes');
  assert.equal(fromLondon.length, 0);
});

test('an imported airport MCT and a carrier exception replace the default', () => {
  const legs = [
    domestic({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00' }),
    domestic({ flight: 'LH 2', from: 'FRA', to: 'HAM', dep: '10:45', arr: '11:45' }),
    domestic({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '10:20', arr: '11:20' }),
  ];
  const byAirport = fixtureDataset(legs, [{ airport: 'FRA', status: 'DD', minutes: 45 }]);
  assert.deepEqual(names(search(byAirport, 'MUC', 'HAM')), ['LH 1+LH 2']);
  const exception = fixtureDataset(legs, [
    { airport: 'FRA', status: 'DD', minutes: 45 },
    { airport: 'FRA', status: 'DD', minutes: 20, carrier: 'LH' },
  ]);
  assert.deepEqual(names(search(exception, 'MUC', 'HAM')), ['LH 1+LH 3'], 'LH 3 now connects, and lands before LH 2');
  const otherCarrier = fixtureDataset(
    legs.map((l) => (l.flight.number === 3 ? { ...l, flight: { ...l.flight, airline: 'EW' } } : l)),
    [{ airport: 'FRA', status: 'DD', minutes: 20, carrier: 'LH' }],
  );
  assert.deepEqual(names(search(otherCarrier, 'MUC', 'HAM')), ['LH 1+LH 2'], 'the exception is for two LH legs only; EW 3 gets the default 30');
});

test('an overnight leg connects the next morning, within the 13 h international maximum', () => {
  const ds = fixtureDataset([
    leg({ flight: 'SQ 26', from: 'SIN', to: 'FRA', dep: '23:55', arr: '06:45', arrDay: 1, depOffset: 480, arrOffset: CET, ...PERIOD }),
    leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: CET, arrOffset: EST, ...PERIOD }),
    leg({ flight: 'LH 404', from: 'FRA', to: 'JFK', dep: '20:00', arr: '22:45', depOffset: CET, arrOffset: EST, ...PERIOD }),
  ]);
  const journeys = search(ds, 'SIN', 'JFK');
  assert.deepEqual(names(journeys), ['SQ 26+LH 400'], 'LH 404 leaves 13 h 15 min after arrival');
  const [first, second] = journeys[0]!.legs;
  assert.equal(isoFromDay(first!.day), DAY);
  assert.equal(isoFromDay(second!.day), '2026-12-11');
});

test('a leg over the date line arrives on the local date before it left', () => {
  const ds = fixtureDataset([
    leg({ flight: 'NZ 10', from: 'AKL', to: 'HNL', dep: '00:30', arr: '10:10', arrDay: -1, depOffset: 780, arrOffset: -600, ...PERIOD }),
  ]);
  const [journey] = search(ds, 'AKL', 'HNL');
  assert.ok(journey);
  assert.equal(journey.arrival - journey.departure, 8 * 60 + 40);
  assert.equal(isoFromDay(journey.legs[0]!.day + journey.legs[0]!.leg.arrivalDayOffset), '2026-12-09');
});

test('on a DST change the period in force that day gives the times (Europe, 28 March 2027)', () => {
  const before = { first: '2027-03-01', last: '2027-03-27' };
  const after = { first: '2027-03-28', last: '2027-04-30' };
  const ds = fixtureDataset([
    leg({ flight: 'BA 902', from: 'LHR', to: 'FRA', dep: '07:00', arr: '09:40', depOffset: 0, arrOffset: 60, ...before }),
    leg({ flight: 'BA 902', from: 'LHR', to: 'FRA', dep: '07:00', arr: '09:40', depOffset: 60, arrOffset: 120, ...after }),
    leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '11:30', arr: '14:00', depOffset: 60, arrOffset: -240, ...before }),
    leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '11:30', arr: '14:00', depOffset: 120, arrOffset: -240, ...after }),
  ]);
  const [onChange] = search(ds, 'LHR', 'JFK', '2027-03-28');
  assert.ok(onChange);
  assert.equal(onChange.arrival - onChange.departure, 12 * 60, 'BST 07:00 is 06:00Z; EDT 14:00 is 18:00Z');
  const [dayBefore] = search(ds, 'LHR', 'JFK', '2027-03-27');
  assert.equal(dayBefore!.arrival - dayBefore!.departure, 11 * 60, 'GMT 07:00 is 07:00Z; EDT 14:00 is 18:00Z (the US changed on 14 March)');
});

test('a two-connection journey that exists only through two hubs', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 10', from: 'HAM', to: 'FRA', dep: '06:00', arr: '07:00' }),
    leg({ flight: 'LH 20', from: 'FRA', to: 'DXB', dep: '09:00', arr: '17:30', depOffset: CET, arrOffset: 240, ...PERIOD }),
    leg({ flight: 'EK 30', from: 'DXB', to: 'SIN', dep: '02:00', arr: '13:30', depOffset: 240, arrOffset: 480, ...PERIOD }),
  ]);
  const journeys = search(ds, 'HAM', 'SIN');
  assert.deepEqual(names(journeys), ['LH 10+LH 20+EK 30']);
  const dates = journeyDates(journeys[0]!);
  assert.equal(daysText(dates.days), '1234567');
  assert.equal(isoFromDay(dates.first), '2026-12-01');
  assert.equal(isoFromDay(dates.last), '2026-12-30', 'the third leg departs the day after, and its last date is 31 December');
  assert.equal(isoFromDay(journeys[0]!.legs[2]!.day), '2026-12-11');
});

test('changing airport within a city needs 4 hours', () => {
  const legs = (departure: string) => [
    leg({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '08:00', arr: '08:40', depOffset: CET, arrOffset: GMT, ...PERIOD }),
    leg({ flight: 'BA 2000', from: 'LGW', to: 'BOS', dep: departure, arr: '15:40', depOffset: GMT, arrOffset: EST, ...PERIOD }),
  ];
  assert.deepEqual(names(search(fixtureDataset(legs('12:40')), 'FRA', 'BOS')), ['LH 900+BA 2000']);
  assert.deepEqual(names(search(fixtureDataset(legs('12:39')), 'FRA', 'BOS')), []);
});

test('journeys over twice the direct distance are not offered', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00' }),
    domestic({ flight: 'LH 2', from: 'FRA', to: 'HAM', dep: '09:00', arr: '10:00' }),
    leg({ flight: 'EK 1', from: 'MUC', to: 'DXB', dep: '07:00', arr: '15:00', depOffset: CET, arrOffset: 240, ...PERIOD }),
    leg({ flight: 'EK 2', from: 'DXB', to: 'HAM', dep: '17:00', arr: '21:00', depOffset: 240, arrOffset: CET, ...PERIOD }),
  ]);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM')), ['LH 1+LH 2']);
});

test('direct flights only, and the earliest departure minute', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 1', from: 'MUC', to: 'HAM', dep: '08:59', arr: '10:00' }),
    domestic({ flight: 'LH 3', from: 'MUC', to: 'HAM', dep: '09:00', arr: '10:05' }),
    domestic({ flight: 'LH 5', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00' }),
    domestic({ flight: 'LH 7', from: 'FRA', to: 'HAM', dep: '11:00', arr: '12:00' }),
  ]);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM')), ['LH 1', 'LH 3']);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM', DAY, { fromMinute: 9 * 60 })), ['LH 3']);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM', DAY, { directOnly: true })), ['LH 1', 'LH 3']);
});

test('a connection beaten by a direct flight that leaves later and lands earlier is dropped', () => {
  const ds = fixtureDataset([
    domestic({ flight: 'LH 5', from: 'MUC', to: 'FRA', dep: '06:00', arr: '07:00' }),
    domestic({ flight: 'LH 7', from: 'FRA', to: 'HAM', dep: '08:00', arr: '09:00' }),
    domestic({ flight: 'LH 9', from: 'FRA', to: 'HAM', dep: '12:00', arr: '13:00' }),
    domestic({ flight: 'LH 1', from: 'MUC', to: 'HAM', dep: '10:00', arr: '11:00' }),
  ]);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM')), ['LH 1', 'LH 5+LH 7']);
});

test('first legs are taken by UTC departure even when the data\'s UTC offsets disagree with their local order', () => {
  // LH 3 leaves later by the clock (09:30) but earlier in UTC (07:30Z, by its offset of +2 h) than
  // LH 1 (09:00, 08:00Z); both make LH 2 and land together, so LH 1+LH 2, leaving later, beats
  // LH 3+LH 2. Taken in local order, LH 3 would be counted the later first leg.
  const ds = fixtureDataset([
    domestic({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00' }),
    leg({ flight: 'LH 3', from: 'MUC', to: 'FRA', dep: '09:30', arr: '09:50', depOffset: 120, arrOffset: CET, ...PERIOD }),
    domestic({ flight: 'LH 2', from: 'FRA', to: 'HAM', dep: '11:00', arr: '12:00' }),
  ]);
  assert.deepEqual(names(search(ds, 'MUC', 'HAM')), ['LH 1+LH 2']);
});

test('a leg on every other week runs only in the weeks counted from its first date', () => {
  const ds = fixtureDataset([domestic({ flight: 'LH 1', from: 'MUC', to: 'HAM', dep: '08:00', arr: '09:00', days: '4', rate: 2 })]);
  assert.equal(search(ds, 'MUC', 'HAM', '2026-12-03').length, 1);
  assert.equal(search(ds, 'MUC', 'HAM', '2026-12-10').length, 0);
  assert.equal(search(ds, 'MUC', 'HAM', '2026-12-17').length, 1);
});

// Issue 15: no airport twice, no city twice with a change of airport, circuity along the legs flown.
const US = { depOffset: -360, arrOffset: -360, ...PERIOD };

test('a journey never passes through its destination (JFK→ORD: JFK→MDW, change to ORD, ORD→DTW→ORD)', () => {
  const ds = fixtureDataset([
    // 11:00Z → 13:30Z at MDW; ORD→DTW 17:45Z (4 h 15 min later, the airport change's 4 h kept) →
    // 19:10Z; DTW→ORD 20:00Z → 21:20Z. MDW→DTW 14:30Z → 15:45Z makes the same arrival without ORD twice.
    leg({ flight: 'WN 1', from: 'JFK', to: 'MDW', dep: '06:00', arr: '07:30', depOffset: EST, arrOffset: -360, ...PERIOD }),
    leg({ flight: 'DL 2', from: 'ORD', to: 'DTW', dep: '11:45', arr: '14:10', ...US, arrOffset: EST }),
    leg({ flight: 'DL 3', from: 'DTW', to: 'ORD', dep: '15:00', arr: '15:20', depOffset: EST, arrOffset: -360, ...PERIOD }),
    leg({ flight: 'WN 4', from: 'MDW', to: 'DTW', dep: '08:30', arr: '10:45', depOffset: -360, arrOffset: EST, ...PERIOD }),
  ]);
  assert.deepEqual(names(search(ds, 'JFK', 'ORD')), ['WN 1+WN 4+DL 3']);
});

test('with a change of airport a journey never visits a city twice (IST→LHR: IST→STN, change to LGW, LGW→CDG→LHR)', () => {
  // 05:00Z → 10:30Z at STN; LGW 15:00Z (4 h 30 min) → 16:15Z at CDG; CDG 18:00Z (II 90 kept) →
  // 19:15Z at LHR. Within the circuity bound (about 3,150 km against 5,000), but London twice.
  const ds = fixtureDataset([
    leg({ flight: 'TK 1', from: 'IST', to: 'STN', dep: '08:00', arr: '10:30', depOffset: 180, arrOffset: GMT, ...PERIOD }),
    leg({ flight: 'AF 2', from: 'LGW', to: 'CDG', dep: '15:00', arr: '17:15', depOffset: GMT, arrOffset: CET, ...PERIOD }),
    leg({ flight: 'AF 3', from: 'CDG', to: 'LHR', dep: '19:00', arr: '19:15', depOffset: CET, arrOffset: GMT, ...PERIOD }),
  ]);
  assert.deepEqual(names(search(ds, 'IST', 'LHR')), []);
  assert.deepEqual(names(search(ds, 'IST', 'CDG')), ['TK 1+AF 2'], 'London once, with its change of airport, is fine');
});

test('circuity is measured from the airport the next leg leaves after a change (IST→SZG→STN, change to LGW, LGW→HEL)', () => {
  // Great circles: IST–HEL 2,134.6 km, a budget of 4,269.1 km. IST–SZG 1,439.6 + SZG–STN 1,020.6
  // + STN–HEL 1,781.4 = 4,241.6 km, within it; but the last leg leaves LGW: LGW–HEL 1,858.2, so
  // 4,318.4 km are flown, over it. From STN itself the same journey is kept.
  const legs = [
    leg({ flight: 'TK 1', from: 'IST', to: 'SZG', dep: '08:00', arr: '09:00', depOffset: 180, arrOffset: CET, ...PERIOD }),
    leg({ flight: 'FR 2', from: 'SZG', to: 'STN', dep: '11:00', arr: '12:00', depOffset: CET, arrOffset: GMT, ...PERIOD }),
  ];
  const fromLgw = fixtureDataset([...legs, leg({ flight: 'AY 3', from: 'LGW', to: 'HEL', dep: '16:00', arr: '21:00', depOffset: GMT, arrOffset: 120, ...PERIOD })]);
  assert.deepEqual(names(search(fromLgw, 'IST', 'HEL')), []);
  const fromStn = fixtureDataset([...legs, leg({ flight: 'AY 3', from: 'STN', to: 'HEL', dep: '16:00', arr: '21:00', depOffset: GMT, arrOffset: 120, ...PERIOD })]);
  assert.deepEqual(names(search(fromStn, 'IST', 'HEL')), ['TK 1+FR 2+AY 3']);
});
