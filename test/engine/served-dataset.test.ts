import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { ALL_TYPES } from '../../src/engine/location-search.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { ServedDatasetHolder } from '../../src/engine/served-dataset-holder.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const ds = fixtureDataset([
  leg({ flight: 'LH 1', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2027-12-31' }),
]);

test('a served dataset holds every engine of its dataset, departures for every date of the schedule', () => {
  const served = serveDataset(ds);
  assert.equal(served.dataset, ds);
  assert.equal(served.nearest.nearest(50.033, 8.57, 1)[0]?.airport.code, 'FRA');
  assert.equal(served.network.store, ds.schedule);
  const fra = ds.schedule.airportId.get('FRA')!;
  assert.equal(served.departures.departures(fra, dayFromIso('2026-12-01')!).length, 1, 'the first date');
  assert.equal(served.departures.departures(fra, dayFromIso('2027-12-31')!).length, 1, 'the last date, a year on: nothing to rebuild as days pass');
  assert.deepEqual(served.servedLocations.servedBy(['LH']).map((l) => l.code), ['FRA', 'MUC']);
  assert.deepEqual(served.servedLocations.servedBy(['XX']), []);
  assert.equal(served.locationSearch.search('mu', ALL_TYPES, 0, 1).entries[0]?.kind, 'City');
});

test('the holder swaps whole datasets for its listeners', () => {
  const first = serveDataset(ds);
  const holder = new ServedDatasetHolder(first);
  const seen: unknown[] = [];
  holder.onSwap((next) => seen.push(next));
  assert.equal(holder.current, first);
  const second = serveDataset(ds);
  holder.swap(second);
  assert.deepEqual(seen, [second]);
  assert.equal(holder.current, second);
});
