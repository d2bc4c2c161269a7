import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { DepartureIndex, countDepartures } from '../../src/engine/departure-index.js';
import { LegTable } from '../../src/engine/leg-table.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const ds = fixtureDataset([
  leg({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '12:00', arr: '13:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31' }),
  leg({ flight: 'LH 1', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31', days: '135' }),
  leg({ flight: 'LH 5', from: 'FRA', to: 'JFK', dep: '09:30', arr: '12:15', depOffset: 60, arrOffset: -300, first: '2026-12-05', last: '2026-12-06' }),
  leg({ flight: 'LH 2', from: 'MUC', to: 'FRA', dep: '06:00', arr: '07:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31' }),
  leg({ flight: 'LH 7', from: 'MUC', to: 'HAM', dep: '08:00', arr: '09:00', depOffset: 60, arrOffset: 60, first: '2026-12-07', last: '2026-12-31', days: '1', rate: 2 }),
]);
const store = ds.schedule;
const index = new DepartureIndex(new LegTable(store), store.airports.length);
const fra = store.airportId.get('FRA')!;
const muc = store.airportId.get('MUC')!;
const at = (airport: number, iso: string, from = 0) => [...index.departures(airport, dayFromIso(iso)!, from)].map((id) => store.legs.at(id).operating.number);

test('departures of an airport on a local date, in time order, only on the days they run', () => {
  assert.deepEqual(at(fra, '2026-12-02'), [1, 3], 'a Wednesday');
  assert.deepEqual(at(fra, '2026-12-03'), [3], 'a Thursday: LH 1 runs 1, 3, 5');
  assert.deepEqual(at(fra, '2026-12-05'), [5, 3], 'a Saturday, with the two-day LH 5');
  assert.deepEqual(at(fra, '2026-11-30'), [], 'before every period');
  assert.deepEqual(at(muc, '2026-12-31'), [2], 'the last day of a period counts');
  assert.deepEqual(at(fra, '2027-02-01'), [], 'after every period: empty, not an error');
  assert.deepEqual(at(-1, '2026-12-02'), [], 'no such airport');
});

test('every other week, counted from the week of the first date', () => {
  assert.deepEqual(at(muc, '2026-12-07'), [2, 7]);
  assert.deepEqual(at(muc, '2026-12-14'), [2], 'the week after: off');
  assert.deepEqual(at(muc, '2026-12-21'), [2, 7]);
});

test('from a local time on: departures at that minute are included', () => {
  assert.deepEqual(at(fra, '2026-12-02', 7 * 60), [1, 3]);
  assert.deepEqual(at(fra, '2026-12-02', 7 * 60 + 1), [3]);
  assert.deepEqual(at(fra, '2026-12-02', 23 * 60), []);
  assert.deepEqual(at(fra, '2026-12-05', 9 * 60 + 30), [5, 3]);
  assert.deepEqual(at(fra, '2026-12-05', 9 * 60 + 31), [3]);
});

test('each period is held once per weekday it runs on, not once per date', () => {
  assert.equal(index.size, 7 + 3 + 7 + 7 + 1, 'LH 5 runs on two dates, but on every weekday of its pattern');
  assert.equal(countDepartures(store.legs, dayFromIso('2026-11-28')!, 40), 31 + 13 + 2 + 31 + 2, 'the dates themselves, counted for the CLI');
});
