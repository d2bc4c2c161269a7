// The default dataset's location types: no station, bus stop, heliport or city code is served as
// an airport unless it really is one. Read from the test dataset, which is the default dataset.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { buildDefaultDatasetFile } from '../../src/ingest/default-dataset-file.js';
import { TEST_DATASET } from '../support/paths.js';
import { testNetworkRoutes } from '../support/test-network.js';

const { content } = readDatasetFile(TEST_DATASET);
const byCode = new Map(content.locations.map((l) => [l.code, l]));

/** Names that say the place is no airport. */
const NOT_AN_AIRPORT_NAME = /\b(station|stn|bahnhof|hbf|gare|bus|railway|train|heliport|helipad|metropolitan area)\b/i;

/** Airports whose names say otherwise, each for a reason. */
const ALLOWED: readonly { reason: string; codes: readonly string[] }[] = [
  {
    reason: 'aerodromes of armed forces or coast guards, which call their bases stations',
    codes: [
      'ADX', 'FWH', 'IKO', 'KKK', 'LYE', 'NAB', 'NBG', 'NBW', 'NDP', 'NEA', 'NFL', 'NGF', 'NGM', 'NGP', 'NGU', 'NGZ', 'NIR', 'NKX',
      'NLC', 'NOH', 'NQA', 'NQI', 'NRB', 'NRV', 'NTU', 'NUN', 'NWU', 'NXX', 'NYG', 'NZY', 'OHC', 'PML', 'QUY', 'ROZ', 'SVW', 'TLJ',
      'TNC', 'UTO',
    ],
  },
  { reason: 'Adak: the airport of a former naval station, with scheduled flights', codes: ['ADK'] },
  {
    reason: 'airstrips named after an Australian cattle station, a town called Pilot Station, or the McMurdo research station',
    codes: ['AVG', 'AXL', 'COY', 'DRD', 'FSL', 'KBD', 'KCS', 'KRD', 'LDW', 'LIB', 'LTV', 'MGV', 'MUQ', 'MYO', 'PQS', 'QAX', 'RHL', 'SRM', 'TDN'],
  },
  {
    reason: 'heliports with scheduled passenger flights (Greenland settlements, Hong Kong, Ceuta, Monaco, Penzance, Værøy)',
    codes: [
      'AGM', 'AOQ', 'IKE', 'IOQ', 'IOT', 'IUI', 'JJU', 'JNN', 'JNS', 'JRK', 'JUK', 'JUU', 'KGQ', 'KHQ', 'KUZ', 'NIQ', 'NSQ', 'OBY',
      'PQT', 'QCU', 'QFG', 'QFI', 'QFN', 'QFX', 'QGQ', 'QJE', 'QOQ', 'QRY', 'QUP', 'QUV', 'QUW', 'SAE', 'SGG', 'SRK', 'SVR', 'TQA',
      'TQI', 'UPK', 'XEQ', 'XIQ', 'HHP', 'JCU', 'MCM', 'PZE', 'VRY',
    ],
  },
];

test('no location named like a station, bus stop or heliport is an airport, but for the allowed', () => {
  const allowed = new Set(ALLOWED.flatMap((a) => a.codes));
  const wrong = content.locations
    .filter((l) => l.type === 'Airport' && !allowed.has(l.code) && Object.values(l.names).some((n) => NOT_AN_AIRPORT_NAME.test(n)))
    .map((l) => `${l.code} ${l.names.en}`);
  assert.deepEqual(wrong, []);
  // The list stays true: each allowed code is an airport the dataset has, named as the reason says.
  for (const code of allowed) {
    const l = byCode.get(code);
    assert.equal(l?.type, 'Airport', code);
    assert.match(l.names.en!, NOT_AN_AIRPORT_NAME, code);
  }
});

test('stations are typed as stations, in their real city', () => {
  for (const [code, type, city] of [
    ['XGB', 'RailwayStation', 'PAR'],
    ['XPG', 'RailwayStation', 'PAR'],
    ['XEX', 'BusStation', 'PAR'],
    // Gävle's station and airport are one city (same name, 10 km apart): the airport's code, IATA's city.
    ['QYU', 'RailwayStation', 'GVX'],
    ['QYE', 'RailwayStation', 'ENS'],
    ['QKI', 'BusStation', 'QKI'],
    ['QPL', 'BusStation', 'QPL'],
  ] as const) {
    const l = byCode.get(code);
    assert.equal(l?.type, type, code);
    assert.equal(l.cityCode, city, code);
  }
  const cities = new Map(content.cities.map((c) => [c.code, c]));
  assert.equal(cities.get('GVX')?.names.en, 'Gävle');
  assert.equal(cities.get('QYU'), undefined);
});

test('no city code is served as an airport of its own', () => {
  // A code that names a city grouping several locations is an airport only as one of them (LON no, BKK yes).
  const members = new Map<string, string[]>();
  for (const l of content.locations) members.set(l.cityCode, [...(members.get(l.cityCode) ?? []), l.code]);
  for (const [city, codes] of members) {
    const own = byCode.get(city);
    if (codes.length > 1 && own) assert.equal(own.cityCode, city, `${city} is a city code and an airport of city ${own.cityCode}`);
  }
  for (const code of ['PAR', 'BAK', 'LON', 'NYC']) assert.equal(byCode.get(code), undefined, code);
  assert.ok(content.cities.some((c) => c.code === 'PAR'));
  assert.ok(content.cities.some((c) => c.code === 'BAK'));
});

test('heliports without scheduled flights are left out', () => {
  for (const code of ['JPU', 'JDP', 'JEV', 'JRB', 'TSS']) assert.equal(byCode.get(code), undefined, code);
});

test('the default dataset is reproducible: built twice as of one instant, the two files are byte for byte the same', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-reproducible-'));
  try {
    const now = Date.UTC(2027, 6, 1, 12);
    const routes = await testNetworkRoutes();
    const digests: string[] = [];
    for (const name of ['first.sqlite', 'second.sqlite']) {
      await buildDefaultDatasetFile(join(dir, name), ['ja'], now, routes);
      digests.push(createHash('sha256').update(readFileSync(join(dir, name))).digest('hex'));
    }
    assert.equal(digests[0], digests[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
