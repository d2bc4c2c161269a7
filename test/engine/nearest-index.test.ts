import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Location } from '../../src/model/read-model.js';
import { greatCircleKm } from '../../src/domain/geo.js';
import { NearestIndex } from '../../src/engine/nearest-index.js';

function airport(code: string, latitude: number, longitude: number): Location {
  return { code, type: 'Airport', cityCode: code, countryCode: 'XX', latitude, longitude, timeZone: 'UTC', names: [['en', code]] };
}

test('nearest index: exact order against a scan, ties by code, across the antimeridian', () => {
  const airports: Location[] = [];
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 2000; i++) airports.push(airport(`A${String(i).padStart(4, '0')}`, rand() * 180 - 90, rand() * 360 - 180));
  const index = new NearestIndex(airports);
  for (let q = 0; q < 50; q++) {
    const lat = rand() * 180 - 90;
    const lon = rand() * 360 - 180;
    const scan = airports
      .map((a) => ({ code: a.code, d: greatCircleKm(lat, lon, a.latitude, a.longitude) }))
      .sort((a, b) => a.d - b.d || (a.code < b.code ? -1 : 1))
      .slice(0, 5)
      .map((x) => x.code);
    assert.deepEqual(index.nearest(lat, lon, 5).map((n) => n.airport.code), scan);
  }
  const tied = new NearestIndex([airport('BBB', 0, 1), airport('AAA', 0, -1), airport('CCC', 0, 179.9), airport('DDD', 0, -179.9)]);
  assert.deepEqual(tied.nearest(0, 0, 2).map((n) => n.airport.code), ['AAA', 'BBB']);
  assert.deepEqual(tied.nearest(0, 180, 2).map((n) => n.airport.code), ['CCC', 'DDD']);
});
