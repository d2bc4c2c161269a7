import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { ALL_TYPES } from '../../src/engine/location-search.js';
import { serveDataset, withCurrentDepartures } from '../../src/engine/served-dataset.js';
import { ServedDatasetHolder } from '../../src/engine/served-dataset-holder.js';
import { HORIZON_DAYS } from '../../src/domain/horizon.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const ds = fixtureDataset([
  leg({ flight: 'LH 1', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2027-12-31' }),
]);
const DAY = 86_400_000;
const now = Date.UTC(2026, 11, 10, 12);
const today = dayFromIso('2026-12-10')!;

test('a served dataset holds every engine of its dataset, the departure index over the whole horizon', () => {
  const served = serveDataset(ds, now);
  assert.equal(served.dataset, ds);
  assert.equal(served.nearest.nearest(50.033, 8.57, 1)[0]?.airport.code, 'FRA');
  assert.equal(served.network.store, ds.schedule);
  assert.ok(served.departures.covers(today - 1), 'a day behind UTC today (origins west of UTC)');
  assert.ok(served.departures.covers(today + HORIZON_DAYS + 1), 'a day past today + 360 (origins east of UTC)');
  assert.deepEqual(served.servedLocations.servedBy(['LH']).map((l) => l.code), ['FRA', 'MUC']);
  assert.deepEqual(served.servedLocations.servedBy(['XX']), []);
  assert.equal(served.locationSearch.search('mu', ALL_TYPES, 0, 1).entries[0]?.kind, 'City');
});

test('the departure index is kept while it covers tomorrow\'s horizon, and rebuilt (alone) when not', () => {
  const served = serveDataset(ds, now);
  assert.equal(withCurrentDepartures(served, now + 2 * DAY), served, 'inside the week of slack');
  const later = withCurrentDepartures(served, now + 8 * DAY);
  assert.notEqual(later, served);
  assert.notEqual(later.departures, served.departures);
  assert.equal(later.network, served.network, 'the other engines are not rebuilt');
  assert.equal(later.nearest, served.nearest);
  assert.ok(later.departures.covers(today + 8 + HORIZON_DAYS + 2));
});

test('the holder swaps whole datasets for its listeners, and follows the horizon without telling them', () => {
  const first = serveDataset(ds, now);
  const holder = new ServedDatasetHolder(first);
  const seen: unknown[] = [];
  holder.onSwap((next) => seen.push(next));
  assert.equal(holder.keepDeparturesCurrent(now + DAY), false);
  assert.equal(holder.current, first);
  assert.equal(holder.keepDeparturesCurrent(now + 30 * DAY), true);
  assert.notEqual(holder.current, first);
  assert.equal(holder.current.dataset, ds);
  assert.deepEqual(seen, [], 'answers do not change with the index, so caches are kept');
  const second = serveDataset(ds, now);
  holder.swap(second);
  assert.deepEqual(seen, [second]);
  assert.equal(holder.current, second);
});
