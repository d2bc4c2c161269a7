import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { routesFrom } from '../../src/engine/airport-routes.js';
import { DepartureIndex } from '../../src/engine/departure-index.js';
import { LegTable } from '../../src/engine/leg-table.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { fixtureDataset, leg, type LegSpec } from '../support/schedule-fixture.js';

const first = '2027-03-01';
const last = '2027-03-31';
const spec = (s: Omit<LegSpec, 'first' | 'last'>) => leg({ first, last, ...s });
/** Leg `legSequence` of a multi-leg flight. */
const part = (s: Omit<LegSpec, 'first' | 'last'>, legSequence: number): LegPeriodRecord => ({ ...spec(s), legSequence });

const ds = fixtureDataset([
  // Daily, sold also by UA.
  spec({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300, codeshares: ['UA 9001'] }),
  // Mondays and Wednesdays, the same route by another airline.
  spec({ flight: 'SQ 26', from: 'FRA', to: 'JFK', dep: '09:00', arr: '11:45', depOffset: 60, arrOffset: -300, days: '13' }),
  // A through flight FRA–MUC–HAM: its FRA–HAM segment is the FRA–MUC departure again.
  part({ flight: 'LH 98', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60 }, 1),
  part({ flight: 'LH 98', from: 'MUC', to: 'HAM', dep: '09:00', arr: '10:00', depOffset: 60, arrOffset: 60 }, 2),
  // Only in April: outside the periods asked below.
  leg({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '06:00', arr: '06:40', depOffset: 60, arrOffset: 0, first: '2027-04-01', last: '2027-04-30' }),
]);
const index = new DepartureIndex(new LegTable(ds.schedule), ds.schedule.airports.length);
const day = (iso: string) => dayFromIso(iso)!;

test('one route per destination with a departure in the period, by code; each dated departure once', () => {
  assert.ok([...ds.schedule.legs].some((l) => l.origin === 'FRA' && l.destination === 'HAM' && l.stops === 1), 'the store holds the through segment');
  // 2027-03-01 is a Monday: Monday to Sunday.
  const week = routesFrom(ds.schedule, index, 'FRA', day('2027-03-01'), day('2027-03-07'));
  assert.deepEqual(week, [
    { destination: 'JFK', departures: 7 + 2, operating: ['LH', 'SQ'], marketing: ['LH', 'SQ', 'UA'] },
    { destination: 'MUC', departures: 7, operating: ['LH'], marketing: ['LH'] },
  ]);
});

test('the period counts: one Tuesday, and dates where nothing flies', () => {
  assert.deepEqual(
    routesFrom(ds.schedule, index, 'FRA', day('2027-03-02'), day('2027-03-02')).map((r) => [r.destination, r.departures, r.operating.join()]),
    [['JFK', 1, 'LH'], ['MUC', 1, 'LH']],
  );
  assert.deepEqual(routesFrom(ds.schedule, index, 'FRA', day('2027-04-01'), day('2027-04-02')).map((r) => r.destination), ['LHR']);
  assert.deepEqual(routesFrom(ds.schedule, index, 'JFK', day('2027-03-01'), day('2027-03-07')), [], 'nothing leaves JFK');
  assert.deepEqual(routesFrom(ds.schedule, index, 'XXX', day('2027-03-01'), day('2027-03-07')), [], 'not in the schedule');
});

test('a later leg of a through flight is a route of its own airport', () => {
  assert.deepEqual(routesFrom(ds.schedule, index, 'MUC', day('2027-03-01'), day('2027-03-01')), [
    { destination: 'HAM', departures: 1, operating: ['LH'], marketing: ['LH'] },
  ]);
});
