import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { DepartureIndex } from '../../src/engine/departure-index.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const ds = fixtureDataset([
  leg({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '12:00', arr: '13:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31' }),
  leg({ flight: 'LH 1', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31', days: '135' }),
  leg({ flight: 'LH 5', from: 'FRA', to: 'JFK', dep: '09:30', arr: '12:15', depOffset: 60, arrOffset: -300, first: '2026-12-05', last: '2026-12-06' }),
  leg({ flight: 'LH 2', from: 'MUC', to: 'FRA', dep: '06:00', arr: '07:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31' }),
]);
const store = ds.schedule;
const index = new DepartureIndex(store, dayFromIso('2026-11-28')!, 40);
const fra = store.airportId.get('FRA')!;
const at = (airport: number, iso: string) => [...index.departures(airport, dayFromIso(iso)!)].map((id) => store.legs[id]!.operating.number);

test('departures of an airport on a local date, in time order, only on the days they run', () => {
  assert.deepEqual(at(fra, '2026-12-02'), [1, 3], 'a Wednesday');
  assert.deepEqual(at(fra, '2026-12-03'), [3], 'a Thursday: LH 1 runs 1, 3, 5');
  assert.deepEqual(at(fra, '2026-12-05'), [5, 3], 'a Saturday, with the two-day LH 5');
  assert.deepEqual(at(fra, '2026-11-30'), [], 'before every period');
  assert.deepEqual(at(store.airportId.get('MUC')!, '2026-12-31'), [2], 'the last day of a period counts');
  assert.deepEqual(at(fra, '2027-02-01'), [], 'outside the window: empty, not an error');
  assert.equal(index.size, 31 + 13 + 2 + 31, 'LH 1 runs on 13 Mondays, Wednesdays and Fridays of December 2026');
});

test('the first departure at or after a local time, by binary search', () => {
  const list = index.departures(fra, dayFromIso('2026-12-02')!);
  assert.equal(index.firstAtOrAfter(list, 0), 0);
  assert.equal(index.firstAtOrAfter(list, 7 * 60), 0);
  assert.equal(index.firstAtOrAfter(list, 7 * 60 + 1), 1);
  assert.equal(index.firstAtOrAfter(list, 23 * 60), 2);
});
