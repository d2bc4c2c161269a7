import assert from 'node:assert/strict';
import { test } from 'node:test';
import { greatCircleKm, haversineKm, latitudeCosine } from '../../src/domain/geo.js';

test('great-circle distance: FRA to JFK about 6,200 km; zero for the same point', () => {
  const km = greatCircleKm(50.0379, 8.5622, 40.6413, -73.7781);
  assert.ok(km > 6150 && km < 6250, String(km));
  assert.equal(greatCircleKm(10, 10, 10, 10), 0);
});

test('with the latitudes\' cosines given: the distance the spherical law of cosines gives too', () => {
  const points = [[50.0379, 8.5622], [40.6413, -73.7781], [-33.9461, 151.1772], [64.13, -21.94], [0, 0], [-45, 90], [89.9, 179.9]] as const;
  const rad = Math.PI / 180;
  for (const [lat1, lon1] of points) {
    for (const [lat2, lon2] of points) {
      const cosine = Math.sin(lat1 * rad) * Math.sin(lat2 * rad) + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad);
      const expected = 6371.0088 * Math.acos(Math.max(-1, Math.min(1, cosine)));
      const km = haversineKm(lat1, lon1, latitudeCosine(lat1), lat2, lon2, latitudeCosine(lat2));
      assert.ok(Math.abs(km - expected) < 0.001, `${lat1},${lon1} to ${lat2},${lon2}: ${km} and ${expected}`);
    }
  }
});
