import assert from 'node:assert/strict';
import { test } from 'node:test';
import { greatCircleKm } from '../../src/domain/geo.js';

test('great-circle distance: FRA to JFK about 6,200 km; zero for the same point', () => {
  const km = greatCircleKm(50.0379, 8.5622, 40.6413, -73.7781);
  assert.ok(km > 6150 && km < 6250, String(km));
  assert.equal(greatCircleKm(10, 10, 10, 10), 0);
});
