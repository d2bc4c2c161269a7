import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FeedBase } from '../../src/ingest/feed-merge.js';
import { buildOurAirportsContent } from '../../src/ingest/ourairports-import.js';
import { formatImportReport } from '../../src/ingest/sources/import-report.js';
import { parseCsv } from '../../src/ingest/sources/ourairports-csv.js';
import { REPO_ROOT } from '../support/paths.js';

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'ourairports');

function base(): FeedBase {
  return {
    countries: [
      { code: 'BE', names: { en: 'Belgium', fr: 'Belgique' } },
      { code: 'CA', names: { en: 'Canada', fr: 'Canada' } },
      { code: 'DE', names: { en: 'Germany', fr: 'Allemagne' } },
      { code: 'FR', names: { en: 'France', de: 'Frankreich' } },
      { code: 'GB', names: { en: 'United Kingdom', fr: 'Royaume-Uni' } },
      { code: 'JP', names: { en: 'Japan', fr: 'Japon' } },
      { code: 'MC', names: { en: 'Monaco' } },
      { code: 'US', names: { en: 'United States', fr: 'États-Unis' } },
    ],
    locations: [
      { code: 'XPG', type: 'RailwayStation', cityCode: 'PAR', countryCode: 'FR', latitude: 48.8809, longitude: 2.3553, timeZone: 'Europe/Paris', names: { en: 'Paris Gare du Nord' } },
    ],
    cities: [
      { code: 'LON', countryCode: 'GB', timeZone: 'Europe/London', names: { en: 'London', fr: 'Londres' } },
      { code: 'PAR', countryCode: 'FR', timeZone: 'Europe/Paris', names: { en: 'Paris', it: 'Parigi' } },
      { code: 'TYO', countryCode: 'JP', timeZone: 'Asia/Tokyo', names: { en: 'Tokyo', ja: '東京' } },
    ],
    aircraft: [{ code: '77W', airlineEquipCode: 'B77W', names: { en: 'Boeing 777-300ER' } }],
    airlines: [{ code: 'LH', icaoCode: 'DLH', countryCode: 'DE', names: { en: 'Lufthansa' } }],
  };
}

test('RFC 4180: quotes, doubled quotes, commas and line breaks inside quotes, CRLF, blank lines', () => {
  const records = parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n"two\nlines",,x\nlast,"",""""\n"open');
  assert.deepEqual(records, [
    { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
    { line: 3, fields: ['two\nlines', '', 'x'] },
    { line: 5, fields: ['last', '', '"'] },
    { line: 6, fields: [], error: 'a quoted field is not closed' },
  ]);
  assert.deepEqual(parseCsv('"a"b,c\n'), [{ line: 1, fields: [], error: 'text after a closing quote' }]);
  assert.deepEqual(parseCsv(''), []);
});

test('OurAirports: airports with IATA codes, metropolitan cities, zones from coordinates', async () => {
  const r = await buildOurAirportsContent(FIXTURES, base());
  const { report } = r;
  const location = (code: string) => r.content.locations.find((l) => l.code === code);
  const city = (code: string) => r.content.cities.find((c) => c.code === code);

  assert.deepEqual(location('LHR'), {
    code: 'LHR',
    type: 'Airport',
    cityCode: 'LON',
    countryCode: 'GB',
    latitude: 51.4706,
    longitude: -0.461941,
    timeZone: 'Europe/London',
    names: { en: 'London Heathrow Airport' },
  });
  assert.equal(location('LGW')?.cityCode, 'LON');
  assert.deepEqual(city('LON'), { code: 'LON', countryCode: 'GB', timeZone: 'Europe/London', names: { en: 'London', fr: 'Londres' } });
  assert.equal(location('CDG')?.cityCode, 'PAR');
  assert.deepEqual(
    r.content.locations.filter((l) => l.cityCode === 'TYO').map((l) => l.code),
    ['HND', 'NRT'],
  );
  assert.deepEqual(city('TYO')?.names, { en: 'Tokyo', ja: '東京' });
  // Not in a metropolitan city: its own code, named after its municipality.
  assert.equal(location('LTT')?.names.en, 'La Môle - Saint-Tropez Airport');
  assert.deepEqual(city('LTT'), { code: 'LTT', countryCode: 'FR', timeZone: 'Europe/Paris', names: { en: 'La Môle' } });
  assert.equal(location('MCM')?.timeZone, 'Europe/Monaco');
  assert.equal(location('CXH')?.timeZone, 'America/Vancouver');
  assert.equal(location('LIL')?.names.en, 'Lille-Lesquin Airport');
  // Stations: the default dataset's curated ones first, else the name tells.
  assert.deepEqual([location('XPG')?.type, location('XPG')?.cityCode], ['RailwayStation', 'PAR']);
  assert.deepEqual([location('ZWE')?.type, location('ZWE')?.cityCode, city('ZWE')?.names.en], ['RailwayStation', 'ZWE', 'Antwerp']);
  for (const code of ['XZH', 'TXL', 'NWH', 'NWL', 'BRK', 'BRL']) assert.equal(location(code), undefined, code);

  const dropped = new Map(report.dropped.filter((d) => d.file === 'airports.csv').map((d) => [d.reason, d.lines]));
  assert.deepEqual(dropped.get('heliport without scheduled service'), [9]);
  assert.deepEqual(dropped.get('closed'), [12]);
  assert.deepEqual(dropped.get('no IATA code'), [13]);
  assert.deepEqual(dropped.get('IATA code also on line 15'), [14]);
  assert.deepEqual(dropped.get('bad coordinates'), [16]);
  assert.deepEqual(dropped.get('wrong number of fields (expected 18)'), [17]);
  assert.deepEqual(dropped.get('country code not in the country list'), [20]);
  assert.deepEqual(dropped.get('text after a closing quote'), [21]);
  assert.deepEqual(dropped.get('a quoted field is not closed'), [22]);

  assert.deepEqual(r.content.countries.find((c) => c.code === 'FR')?.names, { en: 'France', de: 'Frankreich' });
  assert.ok(r.content.countries.some((c) => c.code === 'US'), 'countries the feed lacks are kept');
  assert.equal(r.content.countries.find((c) => c.code === 'KR')?.names.en, 'South Korea');
  assert.deepEqual(
    report.dropped.filter((d) => d.file === 'countries.csv').map((d) => [d.reason, d.lines]),
    [['country code is not 2 capital letters', [10]]],
  );
  assert.deepEqual(r.content.aircraft, base().aircraft);
  // No airlines in the feed: the served dataset keeps its own.
  assert.equal(r.content.airlines, undefined);

  const missing = report.missing.join('\n');
  assert.match(missing, /airports\.csv has no time zones: zones computed from coordinates \(tz-lookup\) for 11 locations/);
  assert.match(missing, /airports\.csv has no IATA city codes: 5 airports placed in metropolitan cities/);
  assert.match(missing, /countries\.csv lacks 1 country the default dataset has \(US\)/);
  assert.match(missing, /OurAirports has no aircraft/);
  assert.equal(report.rowsRead, report.rowsKept + report.rowsDropped);
  assert.ok(!report.dropped.some((d) => d.reason === 'not used by the import'), formatImportReport(report));
});

test('OurAirports: airports.csv is required; countries.csv is not', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ourairports-'));
  try {
    await assert.rejects(buildOurAirportsContent(dir, base()), /has no airports\.csv/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
