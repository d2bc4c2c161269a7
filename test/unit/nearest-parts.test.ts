import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Location } from '../../src/model/read-model.js';
import { parseSeatsCsv } from '../../src/ingest/sources/seats-csv.js';
import { parsePoint } from '../../src/domain/coordinates.js';
import { greatCircleKm } from '../../src/domain/geo.js';
import { NearestIndex } from '../../src/engine/nearest-index.js';
import { nearestNames } from '../../src/documents/nearest-document.js';

test('coordinates are cut to three decimals, never rounded', () => {
  assert.deepEqual(parsePoint('50.0339999,8.5709999'), { latitude: 50.033, longitude: 8.57 });
  assert.deepEqual(parsePoint('-0.4549,-179.9999'), { latitude: -0.454, longitude: -179.999 });
  assert.deepEqual(parsePoint('+51,7'), { latitude: 51, longitude: 7 });
  assert.deepEqual(parsePoint('0,180.0009'), { latitude: 0, longitude: 180 }, 'cut before the range check');
  for (const bad of ['90.001,0', '0,180.001', '1e5,0', 'NaN,0', '1,2,3', '', ' 1,2', '1.,2', '.5,2']) {
    assert.equal(parsePoint(bad), undefined, bad);
  }
});

test('great-circle distance: FRA to JFK about 6,200 km; zero for the same point', () => {
  const km = greatCircleKm(50.0379, 8.5622, 40.6413, -73.7781);
  assert.ok(km > 6150 && km < 6250, String(km));
  assert.equal(greatCircleKm(10, 10, 10, 10), 0);
});

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

test('nearest names: the five languages always, the real ones, and xx', () => {
  const names = nearestNames([['en', 'Munich Airport'], ['de', 'Flughafen München'], ['ja', 'ミュンヘン空港']]);
  assert.deepEqual(Object.fromEntries(names), {
    de: 'Flughafen München', en: 'Munich Airport', es: 'Munich Airport', fr: 'Munich Airport', it: 'Munich Airport', ja: 'ミュンヘン空港', xx: 'Munich Airport',
  });
});

test('seat CSV: good rows, every bad row reported with its line', () => {
  const csv = [
    'aircraft_code,cabin,pitch_in,width_in,recline,recline_type',
    '320,M,30,18,3,relative',
    '',
    '# comment',
    '388,F,83,23,180,absolute',
    '388,F,83,23,180,absolute',
    'XYZ,M,30,18,3,relative',
    '320,C,abc,18,3,relative',
    '320,E,30,18,190,absolute',
    '320,E,30,18',
  ].join('\n');
  const { records, errors } = parseSeatsCsv(csv, new Set(['320', '388']));
  assert.equal(records.length, 2);
  assert.deepEqual(errors.map((e) => e.line), [6, 7, 8, 9, 10]);
  assert.match(errors[0]!.reason, /given twice/);
  assert.match(errors[1]!.reason, /not in the dataset/);
  assert.deepEqual(parseSeatsCsv('', new Set()).errors, [{ line: 1, reason: 'the file is empty' }]);
  assert.match(parseSeatsCsv('a,b\n', new Set()).errors[0]!.reason, /header/);
});
