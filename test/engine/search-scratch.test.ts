import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { findJourneys } from '../../src/engine/connection-builder.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { SearchScratch } from '../../src/engine/search-scratch.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const PERIOD = { first: '2026-12-01', last: '2026-12-31', depOffset: 60, arrOffset: 60 };
const ds = fixtureDataset([
  leg({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '09:00', arr: '10:00', ...PERIOD }),
  leg({ flight: 'LH 2', from: 'FRA', to: 'HAM', dep: '11:00', arr: '12:00', ...PERIOD }),
  leg({ flight: 'LH 3', from: 'FRA', to: 'BER', dep: '10:45', arr: '11:45', ...PERIOD }),
  leg({ flight: 'LH 4', from: 'BER', to: 'HAM', dep: '12:30', arr: '13:30', ...PERIOD }),
]);

const isClear = (s: SearchScratch) =>
  [s.km, s.latestVia, s.latestLimit, s.latestDeparture, s.departureLanding, s.departureLimit, s.inbound, s.secondHubGroup].every((a) => a.every((v) => v === 0));

test('what one query sets in the scratch is cleared when it ends', () => {
  const scratch = new SearchScratch(5, 1);
  scratch.begin();
  scratch.km[3] = 7;
  scratch.inbound[1] = 1;
  scratch.touch(3);
  scratch.touch(1);
  scratch.end();
  assert.ok(isClear(scratch));
});

test('an airport touched by several lookups is cleared, and is cleared again after a later query touches it', () => {
  const scratch = new SearchScratch(5, 1);
  scratch.begin();
  scratch.km[2] = 4;
  scratch.touch(2);
  scratch.latestVia[2] = 9;
  scratch.touch(2);
  scratch.end();
  assert.ok(isClear(scratch));
  scratch.begin();
  scratch.inbound[2] = 3;
  scratch.touch(2);
  scratch.end();
  assert.ok(isClear(scratch));
});

test('one search at a time: a second begin before the end is refused', () => {
  const scratch = new SearchScratch(5, 1);
  scratch.begin();
  assert.throws(() => scratch.begin(), /inside another one/);
  scratch.end();
  scratch.begin();
  scratch.end();
});

test('a query leaves the network\'s scratch as it found it, and the next query gets the same answer', () => {
  const { network, departures } = serveDataset(ds);
  const id = (code: string) => ds.schedule.airportId.get(code)!;
  const query = { origin: id('MUC'), destination: id('HAM'), day: dayFromIso('2026-12-10')!, fromMinute: 0, directOnly: false };
  const first = findJourneys(network, departures, query);
  assert.equal(first.length, 1, 'LH 1 + LH 2 (the way through Berlin lands later)');
  assert.ok(isClear(network.scratch));
  assert.deepEqual(findJourneys(network, departures, query), first);
  assert.ok(isClear(network.scratch));
});
