import { TICKETING } from '../../src/ingest/curated/ticketing.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LegPeriodRecord, ScheduleContent } from '../../src/dataset/schedule-content.js';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { designatorText } from '../../src/domain/flight-designator.js';
import { buildScheduleStore, type Leg, type ScheduleStore } from '../../src/model/schedule-store.js';
import { leg, PLACES, type LegSpec } from '../support/schedule-fixture.js';

const DECEMBER = { first: '2026-12-01', last: '2026-12-31' };
const CET = 60;
const EST = -300;
const COUNTRY = new Map(PLACES.map(([code, , country]) => [code, country]));
const countryOf = (code: string) => COUNTRY.get(code);

function build(legs: LegPeriodRecord[], connectionTimes: ScheduleContent['connectionTimes'] = []): ScheduleStore {
  const carriers = [...new Set(legs.map((l) => l.flight.airline))].map((airline) => ({ airline, source: 'test' }));
  return buildScheduleStore({ carriers, legs, connectionTimes, ticketing: TICKETING }, countryOf);
}

/** A marketing record: `flight` sold on `operating`'s leg. */
const marketing = (s: LegSpec & { operating: string }) => leg(s);
/** Leg `legSequence` of a multi-leg flight. */
const part = (s: LegSpec, legSequence: number, itineraryVariation = 1): LegPeriodRecord => ({ ...leg(s), legSequence, itineraryVariation });

const text = (l: Leg) => `${designatorText(l.operating)} ${l.origin}-${l.destination}`;
const sold = (l: Leg) => l.marketing.map(designatorText);
function only(store: ScheduleStore, origin: string, destination: string): Leg {
  const legs = [...store.legs].filter((l) => l.origin === origin && l.destination === destination);
  assert.equal(legs.length, 1, `one leg ${origin}-${destination}, not ${legs.map(text).join(', ')}`);
  return legs[0]!;
}

const LH400 = { flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: CET, arrOffset: EST, ...DECEMBER };

test('a marketing record adds its number to the operating leg, once', () => {
  const store = build([
    leg({ ...LH400, codeshares: ['UA 8840', 'LH 400'] }),
    marketing({ ...LH400, flight: 'AC 9100', operating: 'LH 400', first: '2026-12-10', last: '2026-12-20' }),
    marketing({ ...LH400, flight: 'UA 8840', operating: 'LH 400' }),
  ]);
  assert.equal(store.legs.length, 1);
  const l = only(store, 'FRA', 'JFK');
  assert.equal(designatorText(l.operating), 'LH 400');
  assert.deepEqual(sold(l), ['LH 400', 'UA 8840', 'AC 9100'], 'the own number first, the codeshare once, the marketing record added');
  assert.deepEqual(store.servedBy.get('LH'), new Set(['FRA', 'JFK']));
  assert.equal(store.servedBy.has('AC'), false, 'a marketing carrier serves nothing');
});

test('a marketing record joins the period of the operating flight that it overlaps', () => {
  const summer = { first: '2027-04-01', last: '2027-04-30', depOffset: 120, arrOffset: -240 };
  const store = build([
    leg({ ...LH400 }),
    leg({ ...LH400, ...summer }),
    marketing({ ...LH400, flight: 'AC 9100', operating: 'LH 400', first: '2026-12-24', last: '2026-12-26' }),
    marketing({ ...LH400, ...summer, flight: 'AC 9200', operating: 'LH 400' }),
  ]);
  const byFirst = new Map([...store.legs].map((l) => [l.pattern.first, sold(l)]));
  assert.equal(store.legs.length, 2);
  assert.deepEqual(byFirst.get(dayFromIso('2026-12-01')!), ['LH 400', 'AC 9100']);
  assert.deepEqual(byFirst.get(dayFromIso('2027-04-01')!), ['LH 400', 'AC 9200']);
});

test('a marketing record stands alone when its operating leg is not loaded', () => {
  const store = build([
    leg({ ...LH400, days: '134567' }),
    // SQ 26 itself is not loaded: LH 7000 stands for it, shown as operated by SQ.
    marketing({ flight: 'LH 7000', operating: 'SQ 26', from: 'SIN', to: 'FRA', dep: '23:55', arr: '06:45', arrDay: 1, depOffset: 480, arrOffset: CET, ...DECEMBER }),
    // LH 400 is loaded, but not to BOS, and not in January: both stand alone.
    marketing({ ...LH400, flight: 'AC 9102', operating: 'LH 400', to: 'BOS' }),
    marketing({ ...LH400, flight: 'AC 9104', operating: 'LH 400', first: '2027-01-05', last: '2027-01-31' }),
    // ... nor on Tuesdays, when LH 400 does not run.
    marketing({ ...LH400, flight: 'AC 9106', operating: 'LH 400', days: '2' }),
  ]);
  const sq = only(store, 'SIN', 'FRA');
  assert.equal(designatorText(sq.operating), 'SQ 26');
  assert.deepEqual(sold(sq), ['LH 7000']);
  assert.deepEqual(sold(only(store, 'FRA', 'BOS')), ['AC 9102']);
  const toJfk = [...store.legs].filter((l) => l.destination === 'JFK');
  assert.deepEqual(toJfk.map(sold).sort(), [['AC 9104'], ['AC 9106'], ['LH 400']]);
  assert.ok(toJfk.every((l) => designatorText(l.operating) === 'LH 400'));
  assert.deepEqual(store.servedBy.get('SQ'), new Set(['SIN', 'FRA']), 'served by its operator');
});

test('through segments of a multi-leg flight, with stops, block time and statuses', () => {
  // LH 500 MUC 07:00 → FRA 08:00 / 09:00 → LHR 09:40 / 11:00 → BOS 13:30, every day.
  const store = build([
    part({ flight: 'LH 500', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER, depTerminal: '2' }, 1),
    part({ flight: 'LH 500', from: 'FRA', to: 'LHR', dep: '09:00', arr: '09:40', depOffset: CET, arrOffset: 0, ...DECEMBER, arrTerminal: '2' }, 2),
    part({ flight: 'LH 500', from: 'LHR', to: 'BOS', dep: '11:00', arr: '13:30', depOffset: 0, arrOffset: EST, ...DECEMBER, depTerminal: '2', arrTerminal: 'E' }, 3),
  ]);
  assert.deepEqual([...store.legs].map((l) => `${l.origin}-${l.destination}/${l.stops}`).sort(), [
    'FRA-BOS/1', 'FRA-LHR/0', 'LHR-BOS/0', 'MUC-BOS/2', 'MUC-FRA/0', 'MUC-LHR/1',
  ]);
  const muc = only(store, 'MUC', 'BOS');
  assert.equal(muc.blockMinutes, 12 * 60 + 30, '06:00Z to 18:30Z');
  assert.equal(muc.departureTime, 7 * 60);
  assert.equal(muc.arrivalTime, 13 * 60 + 30);
  assert.equal(muc.arrivalDayOffset, 0);
  assert.equal(muc.mctStatus, 'DI', 'domestic from MUC, international into BOS');
  assert.equal(muc.departureTerminal, '2');
  assert.equal(muc.arrivalTerminal, 'E');
  const toLondon = only(store, 'MUC', 'LHR');
  assert.equal(toLondon.blockMinutes, 3 * 60 + 40, '06:00Z to 09:40Z');
  assert.equal(toLondon.arrivalTerminal, '2');
  assert.equal(only(store, 'FRA', 'BOS').blockMinutes, 10 * 60 + 30, '08:00Z to 18:30Z');
  assert.equal(only(store, 'FRA', 'BOS').mctStatus, 'II');
  assert.equal(only(store, 'FRA', 'BOS').arrivalTerminal, 'E');
  assert.equal(only(store, 'FRA', 'LHR').departureTerminal, undefined);
  assert.equal(only(store, 'MUC', 'FRA').arrivalTerminal, undefined, 'the single leg keeps its own (absent) terminal');
});

test('a through segment over a leg that departs the next day', () => {
  // SQ 26 SIN 23:55 (Mondays) → FRA 06:45 the next day; FRA 09:00 (so Tuesdays) → JFK 11:45.
  const store = build([
    part({ flight: 'SQ 26', from: 'SIN', to: 'FRA', dep: '23:55', arr: '06:45', arrDay: 1, depOffset: 480, arrOffset: CET, first: '2026-12-07', last: '2026-12-28', days: '1' }, 1),
    part({ flight: 'SQ 26', from: 'FRA', to: 'JFK', dep: '09:00', arr: '11:45', depOffset: CET, arrOffset: EST, first: '2026-12-08', last: '2026-12-29', days: '2' }, 2),
  ]);
  const through = only(store, 'SIN', 'JFK');
  assert.equal(through.stops, 1);
  assert.equal(through.arrivalDayOffset, 1);
  assert.equal(through.arrivalTime, 11 * 60 + 45);
  assert.equal(through.blockMinutes, 24 * 60 + 50, 'Monday 15:55Z to Tuesday 16:45Z');
  assert.deepEqual(through.pattern, { first: dayFromIso('2026-12-07'), last: dayFromIso('2026-12-28'), days: 0b1, frequencyRate: 1 });
});

test('legs that do not continue one another make no through segment', () => {
  const a = { flight: 'LH 500', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER };
  const b = { flight: 'LH 500', from: 'FRA', to: 'LHR', dep: '09:00', arr: '09:40', depOffset: CET, arrOffset: 0, ...DECEMBER };
  const segments = (legs: LegPeriodRecord[]) => [...build(legs).legs].filter((l) => l.stops > 0).map(text);
  assert.deepEqual(segments([part(a, 1), part(b, 2)]), ['LH 500 MUC-LHR'], 'the linked pair, for comparison');
  assert.deepEqual(segments([part(a, 1), part(b, 2, 2)]), [], 'another itinerary variation');
  assert.deepEqual(segments([part(a, 1), part(b, 3)]), [], 'not the next leg sequence');
  assert.deepEqual(segments([part(a, 1), part({ ...b, from: 'HAM' }, 2)]), [], 'not from where the first leg lands');
  assert.deepEqual(segments([part(a, 1), part({ ...b, last: '2026-12-30' }, 2)]), [], 'other dates');
  assert.deepEqual(segments([part(a, 1), part({ ...b, days: '12345' }, 2)]), [], 'other weekdays');
  assert.deepEqual(segments([part(a, 1), part({ ...b, dep: '07:59', arr: '08:39' }, 2)]), [], 'leaves a minute before the first leg lands');
  assert.deepEqual(segments([part(a, 1), part({ ...b, dep: '08:00', arr: '08:40' }, 2)]), ['LH 500 MUC-LHR'], 'leaves as the first leg lands');
});

test('a flight back to where it started has no segment from the origin to itself', () => {
  // XX 9797 CDG–FRA–CDG, as in the SSIM sample's CDG–XCR–CDG.
  const store = build([
    part({ flight: 'AF 9797', from: 'CDG', to: 'FRA', dep: '07:00', arr: '08:10', depOffset: CET, arrOffset: CET, ...DECEMBER }, 1),
    part({ flight: 'AF 9797', from: 'FRA', to: 'CDG', dep: '09:00', arr: '10:10', depOffset: CET, arrOffset: CET, ...DECEMBER }, 2),
  ]);
  assert.deepEqual([...store.legs].map(text), ['AF 9797 CDG-FRA', 'AF 9797 FRA-CDG']);
});

test('airports numbered densely in code order; legs by origin then local departure; routes', () => {
  const store = build([
    leg({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '12:00', arr: '13:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    leg({ ...LH400 }),
    leg({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    leg({ flight: 'LH 5', from: 'FRA', to: 'HAM', dep: '08:00', arr: '09:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    // By local time after LH 400 (10:00 CET, 09:00Z), by UTC before it (10:20 CEST, 08:20Z).
    leg({ flight: 'LH 402', from: 'FRA', to: 'JFK', dep: '10:20', arr: '12:50', depOffset: 120, arrOffset: -240, first: '2027-04-01', last: '2027-04-30' }),
    leg({ flight: 'BA 2000', from: 'LGW', to: 'BOS', dep: '12:00', arr: '15:00', depOffset: 0, arrOffset: EST, ...DECEMBER }),
  ]);
  assert.deepEqual(store.airports, ['BOS', 'FRA', 'HAM', 'JFK', 'LGW', 'MUC']);
  assert.deepEqual([...store.airportId], [['BOS', 0], ['FRA', 1], ['HAM', 2], ['JFK', 3], ['LGW', 4], ['MUC', 5]]);
  assert.deepEqual([...store.legs].map((l) => `${l.id} ${designatorText(l.operating)}`), ['0 LH 5', '1 LH 400', '2 LH 402', '3 LH 3', '4 BA 2000', '5 LH 1']);
  for (const l of store.legs) {
    assert.equal(store.airports[l.originId], l.origin);
    assert.equal(store.airports[l.destinationId], l.destination);
  }
  const route = (from: string, to: string) => {
    const legs = [...store.legs].filter((l) => l.origin === from && l.destination === to).map((l) => l.operating.number);
    return legs.length === 0 ? undefined : legs;
  };
  assert.deepEqual(route('FRA', 'HAM'), [5, 3], 'in departure order');
  assert.deepEqual(route('FRA', 'JFK'), [400, 402], 'by local departure time');
  assert.equal(route('HAM', 'FRA'), undefined);
  assert.equal(new Set([...store.legs].map((l) => `${l.origin} ${l.destination}`)).size, 4);
  assert.deepEqual(store.servedBy.get('LH'), new Set(['FRA', 'HAM', 'JFK', 'MUC']));
  assert.deepEqual(store.servedBy.get('BA'), new Set(['LGW', 'BOS']));
});

test('first and last day of any leg; NaN without legs', () => {
  const store = build([
    leg({ ...LH400, first: '2026-12-05', last: '2027-01-10' }),
    leg({ ...LH400, flight: 'LH 402', first: '2026-11-20', last: '2026-12-31' }),
  ]);
  assert.equal(store.firstDay, dayFromIso('2026-11-20'));
  assert.equal(store.lastDay, dayFromIso('2027-01-10'));
  const empty = build([]);
  assert.ok(Number.isNaN(empty.firstDay) && Number.isNaN(empty.lastDay));
  assert.deepEqual(empty.airports, []);
  assert.equal(empty.legs.length, 0);
});

test('UTC minute and block time from the UTC offsets, also over the date line', () => {
  const store = build([
    leg({ ...LH400 }),
    leg({ flight: 'NZ 10', from: 'AKL', to: 'HNL', dep: '00:30', arr: '10:10', arrDay: -1, depOffset: 780, arrOffset: -600, ...DECEMBER }),
    leg({ flight: 'SQ 26', from: 'SIN', to: 'FRA', dep: '23:55', arr: '06:45', arrDay: 1, depOffset: 480, arrOffset: CET, ...DECEMBER }),
  ]);
  const fra = only(store, 'FRA', 'JFK');
  assert.equal(fra.departureUtcMinute, 9 * 60);
  assert.equal(fra.blockMinutes, 8 * 60 + 45, '09:00Z to 17:45Z');
  const akl = only(store, 'AKL', 'HNL');
  assert.equal(akl.departureUtcMinute, 30 - 780, '11:30Z the day before');
  assert.equal(akl.blockMinutes, 8 * 60 + 40, '11:30Z to 20:10Z, both the day before the local date');
  const sin = only(store, 'SIN', 'FRA');
  assert.equal(sin.departureUtcMinute, 15 * 60 + 55);
  assert.equal(sin.blockMinutes, 13 * 60 + 50, '15:55Z to 05:45Z the next day');
});

test('MCT status: the feed\'s, else DD within one country and II otherwise', () => {
  const store = build([
    leg({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    leg({ ...LH400 }),
    leg({ flight: 'LH 3', from: 'HAM', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER, mct: 'ID' }),
    leg({ flight: 'LH 5', from: 'FRA', to: 'XXX', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    leg({ flight: 'LH 7', from: 'XXX', to: 'YYY', dep: '07:00', arr: '08:00', depOffset: CET, arrOffset: CET, ...DECEMBER }),
    leg({ flight: 'AA 100', from: 'BOS', to: 'HNL', dep: '07:00', arr: '12:00', depOffset: EST, arrOffset: -600, ...DECEMBER }),
  ]);
  assert.equal(only(store, 'MUC', 'FRA').mctStatus, 'DD');
  assert.equal(only(store, 'FRA', 'JFK').mctStatus, 'II');
  assert.equal(only(store, 'HAM', 'FRA').mctStatus, 'ID', 'given by the feed');
  assert.equal(only(store, 'FRA', 'XXX').mctStatus, 'II', 'unknown country');
  assert.equal(only(store, 'XXX', 'YYY').mctStatus, 'II', 'two unknown countries are not one');
  assert.equal(only(store, 'BOS', 'HNL').mctStatus, 'DD', 'Boston to Honolulu is domestic');
});

test('carriers and connection times are passed through', () => {
  const store = build([leg({ ...LH400 })], [{ airport: 'FRA', status: 'DD', minutes: 45 }]);
  assert.deepEqual(store.carriers, [{ airline: 'LH', source: 'test' }]);
  assert.deepEqual(store.connectionTimes, [{ airport: 'FRA', status: 'DD', minutes: 45 }]);
});

test('legs of a non-passenger service type (cargo, ferry, training…) are never journeys', () => {
  const store = build([
    leg(LH400),
    { ...leg({ ...LH400, flight: 'LH 8160' }), serviceType: 'F' },
    { ...leg({ ...LH400, flight: 'LH 9999', from: 'JFK', to: 'FRA' }), serviceType: 'P' },
    { ...leg({ ...LH400, flight: 'LH 1234', from: 'JFK', to: 'FRA' }), serviceType: 'C' },
  ]);
  assert.deepEqual([...store.legs].map(text).sort(), ['LH 1234 JFK-FRA', 'LH 400 FRA-JFK']);
});
