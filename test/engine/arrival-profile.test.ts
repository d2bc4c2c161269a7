import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Dataset } from '../../src/model/read-model.js';
import { dayFromIso, operatesOn } from '../../src/domain/flight-dates.js';
import { ArrivalProfile } from '../../src/engine/arrival-profile.js';
import { RouteNetwork } from '../../src/engine/route-network.js';
import { fixtureDataset, leg, type LegSpec } from '../support/schedule-fixture.js';

// Instants are minutes since 1970-01-01T00:00Z: epoch day × 1440 + minute of the UTC day.
const THU = dayFromIso('2026-12-10')!;
const DECEMBER = { first: '2026-12-01', last: '2026-12-31' };
const CET = 60;
const toFrankfurt = (s: Omit<LegSpec, 'to' | 'depOffset' | 'arrOffset' | 'first' | 'last'> & Partial<Pick<LegSpec, 'first' | 'last'>>) =>
  leg({ to: 'FRA', depOffset: CET, arrOffset: CET, ...DECEMBER, ...s });

// To FRA from MUC: LH 1 08:00Z-09:00Z, LH 5 09:00Z-11:30Z, LH 7 10:00Z-10:50Z (leaves after LH 5,
// lands before it), LH 9 on Mondays 05:00Z-06:00Z; from HAM: LH 11 at 00:30 CET, which is 23:30Z
// of the day before, landing 00:40Z; from CDG: LH 13 on Thursdays every other week from 3 December,
// 11:00Z-12:00Z. JFK has no flight to FRA.
const december = fixtureDataset([
  toFrankfurt({ flight: 'LH 1', from: 'MUC', dep: '09:00', arr: '10:00' }),
  toFrankfurt({ flight: 'LH 5', from: 'MUC', dep: '10:00', arr: '12:30' }),
  toFrankfurt({ flight: 'LH 7', from: 'MUC', dep: '11:00', arr: '11:50' }),
  toFrankfurt({ flight: 'LH 9', from: 'MUC', dep: '06:00', arr: '07:00', days: '1' }),
  toFrankfurt({ flight: 'LH 11', from: 'HAM', dep: '00:30', arr: '01:40' }),
  toFrankfurt({ flight: 'LH 13', from: 'CDG', dep: '12:00', arr: '13:00', days: '4', rate: 2, first: '2026-12-03' }),
  leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: CET, arrOffset: -300, ...DECEMBER }),
]);

function profile(ds: Dataset, destination: string, firstDay: number, lastDay: number) {
  const network = new RouteNetwork(ds);
  const id = (code: string) => {
    const airport = ds.schedule.airportId.get(code);
    assert.notEqual(airport, undefined, `${code} is served`);
    return airport!;
  };
  const p = new ArrivalProfile(network, id(destination), firstDay, lastDay);
  const latest = (from: string, limit: number) => p.latestDeparture(id(from), limit);
  // The earliest arrival from `instant` on, as the smallest X whose latest departure landing by X
  // reaches back to `instant`: each answer below checks latestDeparture on both sides of X.
  return (from: string, instant: number) => {
    let lo = instant;
    let hi = instant + 30 * 1440;
    if (latest(from, hi + 1) < instant) return Infinity;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (latest(from, mid + 1) >= instant) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

test('the latest departure of a leg landing before a limit', () => {
  const network = new RouteNetwork(december);
  const id = (code: string) => december.schedule.airportId.get(code)!;
  const p = new ArrivalProfile(network, id('FRA'), THU, THU + 1);
  const latest = (limit: number) => p.latestDeparture(id('MUC'), limit);
  assert.equal(latest(THU * 1440 + 9 * 60), -Infinity, 'LH 1 lands at 09:00Z, not before');
  assert.equal(latest(THU * 1440 + 9 * 60 + 1), THU * 1440 + 8 * 60, 'LH 1');
  assert.equal(latest(THU * 1440 + 10 * 60 + 50), THU * 1440 + 8 * 60, 'LH 5 and LH 7 land at 11:30Z and 10:50Z');
  assert.equal(latest(THU * 1440 + 10 * 60 + 51), THU * 1440 + 10 * 60, 'LH 7, which leaves after LH 5');
  assert.equal(latest((THU + 1) * 1440 + 9 * 60 + 1), (THU + 1) * 1440 + 8 * 60, "Friday's LH 1");
  assert.equal(latest(Infinity), (THU + 1) * 1440 + 10 * 60, "Friday's LH 7, the last leg of the window");
  assert.equal(p.latestDeparture(id('JFK'), Infinity), -Infinity, 'no leg from JFK to FRA');
});

test('the earliest arrival from a departure at or after the instant, also by a later, faster leg', () => {
  const at = profile(december, 'FRA', THU, THU + 1);
  assert.equal(at('MUC', THU * 1440), THU * 1440 + 9 * 60, 'LH 1');
  assert.equal(at('MUC', THU * 1440 + 8 * 60), THU * 1440 + 9 * 60, 'LH 1 leaves at that very minute');
  assert.equal(at('MUC', THU * 1440 + 8 * 60 + 1), THU * 1440 + 10 * 60 + 50, 'LH 5 leaves next but LH 7 lands first');
  assert.equal(at('MUC', THU * 1440 + 9 * 60 + 1), THU * 1440 + 10 * 60 + 50, 'LH 7');
  assert.equal(at('MUC', THU * 1440 + 10 * 60 + 1), (THU + 1) * 1440 + 9 * 60, 'LH 1 the next day');
  assert.equal(at('MUC', (THU - 5) * 1440), THU * 1440 + 9 * 60, 'before the window: its first leg');
});

test('no leg: Infinity', () => {
  const at = profile(december, 'FRA', THU, THU + 1);
  assert.equal(at('MUC', (THU + 1) * 1440 + 10 * 60 + 1), Infinity, 'after the last leg of the last day');
  assert.equal(at('JFK', THU * 1440), Infinity, 'no route to FRA at all');
  assert.equal(at('FRA', THU * 1440), Infinity, 'the destination itself');
  const toNewYork = profile(december, 'JFK', THU, THU + 1);
  assert.equal(toNewYork('MUC', THU * 1440), Infinity, 'MUC has no leg to JFK');
  assert.equal(toNewYork('FRA', THU * 1440), THU * 1440 + 17 * 60 + 45, 'LH 400 09:00Z-17:45Z');
  const january = profile(december, 'FRA', dayFromIso('2027-01-04')!, dayFromIso('2027-01-10')!);
  assert.equal(january('MUC', 0), Infinity, 'a window after every period');
});

test('only the dates of the window count', () => {
  const oneDay = profile(december, 'FRA', THU, THU);
  assert.equal(oneDay('MUC', THU * 1440 + 10 * 60 + 1), Infinity, 'Friday is outside the window');
  assert.equal(oneDay('MUC', THU * 1440 + 9 * 60), THU * 1440 + 10 * 60 + 50);
});

test('weekdays and every-other-week legs', () => {
  const week = profile(december, 'FRA', THU, THU + 6); // Thursday 10 to Wednesday 16 December
  const monday = THU + 4;
  assert.equal(week('MUC', monday * 1440), monday * 1440 + 6 * 60, 'LH 9 runs on Mondays');
  assert.equal(week('MUC', (monday - 1) * 1440 + 12 * 60), monday * 1440 + 6 * 60, 'from Sunday noon, Monday LH 9');
  assert.equal(week('MUC', (monday + 1) * 1440), (monday + 1) * 1440 + 9 * 60, 'not on Tuesday: LH 1');
  // LH 13 runs Thursdays every other week from 3 December: the 3rd and 17th, not the 10th.
  const twoWeeks = profile(december, 'FRA', THU, THU + 13);
  assert.equal(twoWeeks('CDG', THU * 1440), (THU + 7) * 1440 + 12 * 60);
  assert.equal(profile(december, 'FRA', THU, THU + 6)('CDG', THU * 1440), Infinity);
});

test('a leg leaving before 00:00Z of its local date counts from the previous UTC day', () => {
  // LH 11 leaves HAM at 00:30 CET on the 10th, which is 23:30Z on the 9th, and lands 00:40Z.
  const at = profile(december, 'FRA', THU, THU);
  assert.equal(at('HAM', THU * 1440 - 40), THU * 1440 + 40);
  assert.equal(at('HAM', THU * 1440 - 30), THU * 1440 + 40, 'at the departure minute');
  assert.equal(at('HAM', THU * 1440 - 29), Infinity, 'missed, and the 11th is outside the window');
  assert.equal(profile(december, 'FRA', THU, THU + 1)('HAM', THU * 1440 - 29), (THU + 1) * 1440 + 40);
});

test('a route whose legs are out of instant order across dates (spring DST change at LHR)', () => {
  // BA 1 leaves at 23:50 GMT until Saturday 27 March 2027 (23:50Z); BA 3 at 00:10 BST from
  // Sunday 28 March, which is 23:10Z on the 27th: the Sunday leg leaves before the Saturday one.
  const ds = fixtureDataset([
    leg({ flight: 'BA 1', from: 'LHR', to: 'FRA', dep: '23:50', arr: '02:30', arrDay: 1, depOffset: 0, arrOffset: 60, first: '2027-03-01', last: '2027-03-27' }),
    leg({ flight: 'BA 3', from: 'LHR', to: 'FRA', dep: '00:10', arr: '02:50', depOffset: 60, arrOffset: 120, first: '2027-03-28', last: '2027-04-30' }),
  ]);
  const sat = dayFromIso('2027-03-27')!;
  const at = profile(ds, 'FRA', sat, sat + 1);
  assert.equal(at('LHR', sat * 1440 + 23 * 60), (sat + 1) * 1440 + 50, 'BA 3 leaves 23:10Z, lands 00:50Z');
  assert.equal(at('LHR', sat * 1440 + 23 * 60 + 10), (sat + 1) * 1440 + 50);
  assert.equal(at('LHR', sat * 1440 + 23 * 60 + 11), (sat + 1) * 1440 + 90, 'BA 1 leaves 23:50Z, lands 01:30Z');
  assert.equal(at('LHR', sat * 1440 + 23 * 60 + 50), (sat + 1) * 1440 + 90);
  assert.equal(at('LHR', sat * 1440 + 23 * 60 + 51), Infinity);
});

test('asking again gives the same answers (the last answer is kept per airport)', () => {
  const at = profile(december, 'FRA', THU, THU + 1);
  const instants = [THU * 1440, THU * 1440 + 8 * 60 + 1, THU * 1440 + 10 * 60 + 1, (THU + 2) * 1440];
  const first = instants.map((i) => at('MUC', i));
  assert.deepEqual(instants.map((i) => at('MUC', i)), first);
  assert.deepEqual(first, [THU * 1440 + 540, THU * 1440 + 650, (THU + 1) * 1440 + 540, Infinity]);
});

test('every answer is that of the dated legs of the window taken one by one, for limits rising and falling', () => {
  // STR's leg "lands" two hours before it leaves (bad offsets in a feed): a date's legs may land
  // before that date begins in UTC, and the dates left out for a limit must allow for it.
  const ds = fixtureDataset([
    toFrankfurt({ flight: 'LH 1', from: 'MUC', dep: '09:00', arr: '10:00' }),
    toFrankfurt({ flight: 'LH 7', from: 'MUC', dep: '11:00', arr: '11:50' }),
    toFrankfurt({ flight: 'LH 9', from: 'MUC', dep: '06:00', arr: '07:00', days: '1' }),
    toFrankfurt({ flight: 'LH 3', from: 'MUC', dep: '07:00', arr: '08:00', first: '2026-11-01', last: '2026-11-30' }),
    toFrankfurt({ flight: 'LH 11', from: 'HAM', dep: '00:30', arr: '01:40' }),
    toFrankfurt({ flight: 'LH 13', from: 'CDG', dep: '12:00', arr: '13:00', days: '4', rate: 2, first: '2026-12-03' }),
    toFrankfurt({ flight: 'LH 15', from: 'STR', dep: '00:30', arr: '22:30', arrDay: -1 }),
  ]);
  const network = new RouteNetwork(ds);
  const id = (code: string) => ds.schedule.airportId.get(code)!;
  const asked = new ArrivalProfile(network, id('FRA'), THU - 1, THU + 3);
  // The oracle: every leg from the airport to FRA on every date of the window, one by one.
  const oneByOne = (from: string, limit: number) => {
    let latest = -Infinity;
    for (const l of ds.schedule.legs) {
      if (l.originId !== id(from) || l.destinationId !== id('FRA')) continue;
      for (let day = THU - 1; day <= THU + 3; day++) {
        const departure = day * 1440 + l.departureUtcMinute;
        if (operatesOn(l.pattern, day) && departure + l.blockMinutes < limit) latest = Math.max(latest, departure);
      }
    }
    return latest;
  };
  let checked = 0;
  // Limits from an hour before the window to past its end, rising and falling in turn.
  const limits: number[] = [];
  for (let minute = -60; minute < 6 * 1440; minute += 97) limits.push((THU - 1) * 1440 + minute);
  // Then minute by minute down Thursday morning, across the instants its legs land: a kept answer
  // holds under a lower limit only while its leg still lands before it.
  const fine: number[] = [];
  for (let minute = 12 * 60; minute >= 6 * 60; minute--) fine.push(THU * 1440 + minute);
  const order = [...limits.slice(0, 20).reverse(), ...limits, ...limits.slice(10, 40).reverse(), Infinity, ...limits.slice(0, 5), ...fine];
  for (const limit of order) {
    for (const from of ['MUC', 'HAM', 'CDG', 'STR']) {
      const expected = oneByOne(from, limit);
      assert.equal(asked.latestDeparture(id(from), limit), expected, `${from} before ${limit}`);
      if (expected !== -Infinity) checked++;
    }
  }
  assert.ok(checked > 100, `only ${checked} answers found a leg`);
  // Thursday's LH 15 leaves at 23:30Z on Wednesday and lands at 21:30Z: it lands before a limit
  // of 23:00Z though it leaves after it.
  const thursday = new ArrivalProfile(network, id('FRA'), THU, THU);
  assert.equal(thursday.latestDeparture(id('STR'), THU * 1440 - 60), THU * 1440 - 30);
});
