// The route table of the real network: each cleaning rule on small cases, the committed table
// against the facts it promises, and the committed table as the script makes it from the raw file.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AIRLINE_NAME_TABLE_FILE, airlineNameTableText, readAirlineNameTable } from '../../src/ingest/airline-name-table.js';
import { AIRLINE_CODES } from '../../src/ingest/curated/airline-codes.js';
import { routeTableFromOptd } from '../../src/ingest/airline-route-source.js';
import { closedPair, deriveRouteTable, readRouteTable, ROUTE_TABLE_FILE, routeTableText, stoppedAirline } from '../../src/ingest/airline-route-table.js';
import { readNpmAirports } from '../../src/ingest/sources/airports-npm.js';
import type { AirlineRouteRecord, DesignatorHolder } from '../../src/ingest/sources/optd-airline-routes.js';
import { SHARED_DATA } from '../support/paths.js';

const route = (airline: string, origin: string, destination: string, monthlyFlights = 30, monthlySeats = 4500): AirlineRouteRecord => ({
  airline, origin, destination, monthlyFlights, monthlySeats,
});
const holder = (code: string, name: string, from: string, until = ''): DesignatorHolder => ({ code, icao: '', name, from, until });

test('an airline stops when its holder of 2017 ended with no successor within a month, or its designator went to a newer airline', () => {
  assert.match(stoppedAirline('AB', [holder('AB', 'Air Berlin', '1979-01-01', '2017-10-28'), holder('AB', 'Bonza', '2023-01-31')])!.reason, /Air Berlin stopped flying on 2017-10-28/);
  assert.equal(stoppedAirline('BY', [holder('BY', 'Thomson Airways', '2004-01-01', '2017-10-02'), holder('BY', 'TUI Airways', '2017-10-02')]), undefined, 'renamed the same day');
  assert.equal(stoppedAirline('DY', [holder('DY', 'Norwegian (NAS)', '1993-01-01', '2021-10-31'), holder('DY', 'Norwegian AOC', '2021-11-01')]), undefined);
  assert.match(stoppedAirline('UN', [holder('UN', 'Transaero', '1990-01-01', '2015-10-26'), holder('UN', 'United Nigeria', '2021-02-01')])!.reason, /belonged to United Nigeria since 2021-02-01/);
  assert.match(stoppedAirline('9W', [holder('9W', 'Jet Airways', '1993-05-05')])!.reason, /Jet Airways: stopped flying in April 2019/, 'the curated facts where OpenTravelData has no end');
  assert.equal(stoppedAirline('LH', [holder('LH', 'Lufthansa', '1955-01-01')]), undefined);
  assert.equal(stoppedAirline('QQ', []), undefined, 'an airline OpenTravelData does not know is kept');
});

test('closed country pairs: Russia with the EU, UK, US and Canada both ways, Ukraine with anyone; unknown countries kept', () => {
  assert.ok(closedPair('RU', 'DE') && closedPair('US', 'RU') && closedPair('RU', 'GB'));
  assert.ok(closedPair('UA', 'TR') && closedPair('PL', 'UA'));
  assert.equal(closedPair('RU', 'TR'), undefined);
  assert.equal(closedPair('RU', 'RU'), undefined, 'domestic Russian flights run');
  assert.equal(closedPair('RU', undefined), undefined);
});

test('moved airports are read as where their traffic went and merged; closed ones, stopped airlines and closed pairs are left out, and counted', () => {
  const countries: Record<string, string> = { TXL: 'DE', SXF: 'DE', BER: 'DE', MUC: 'DE', SVO: 'RU', LED: 'RU', KBP: 'UA', IST: 'TR', DSA: 'GB', ALC: 'ES' };
  const table = deriveRouteTable(
    [
      route('LH', 'TXL', 'MUC', 300, 45_000), route('LH', 'SXF', 'MUC', 30, 4500), route('LH', 'MUC', 'BER', 320, 48_000),
      route('SU', 'SVO', 'MUC'), route('SU', 'SVO', 'LED'), route('TK', 'IST', 'KBP'), route('W6', 'DSA', 'ALC'), route('AB', 'TXL', 'MUC'),
    ],
    [holder('AB', 'Air Berlin', '1979-01-01', '2017-10-28')],
    (code) => countries[code],
  );
  assert.deepEqual(table.routes, [route('LH', 'BER', 'MUC', 330, 49_500), route('LH', 'MUC', 'BER', 320, 48_000), route('SU', 'SVO', 'LED')]);
  const rules = table.removed.map((r) => `${r.rule} ${r.rows}`).sort();
  assert.deepEqual(rules, ['closed airport 1', 'closed country pair 1', 'closed country pair 1', 'moved 1', 'moved 2', 'stopped airline 1']);
});

test('the table text reads back as written, and a row that is not a route is refused with its line', () => {
  const routes = [route('LH', 'FRA', 'JFK', 93.5, 35_250.25), route('U2', 'LGW', 'GVA', 150, 27_900)];
  assert.deepEqual(readRouteTable(routeTableText(routes)), routes);
  assert.throws(() => readRouteTable(`${routeTableText(routes)}LH,FRA,JF,1,1\n`), /line 6 is not a route/);
});

test('the committed table: routes of airlines still flying, between airports still open, in countries that still fly to each other', async () => {
  const routes = readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8'));
  assert.ok(routes.length > 80_000, `${routes.length} routes`);
  const countries = new Map((await readNpmAirports()).map((a) => [a.code, a.countryCode]));
  const keys = new Set(routes.map((r) => `${r.airline} ${r.origin} ${r.destination}`));
  assert.equal(keys.size, routes.length, 'one row per airline and direction');
  for (const r of routes) {
    assert.ok(!['TXL', 'SXF', 'DSA', 'NAY'].includes(r.origin) && !['TXL', 'SXF', 'DSA', 'NAY'].includes(r.destination), `${r.airline} ${r.origin}-${r.destination}`);
    assert.ok(!['AB', '9W', '4U', 'VX', 'BE'].includes(r.airline), `${r.airline} ${r.origin}-${r.destination}`);
    assert.equal(closedPair(countries.get(r.origin), countries.get(r.destination)), undefined, `${r.airline} ${r.origin}-${r.destination}`);
  }
  for (const known of ['LH FRA JFK', 'BA LHR JFK', 'LH BER MUC', 'SQ SIN LHR', 'DL ATL LAX', 'SU SVO LED']) assert.ok(keys.has(known), known);
});

const optd = join(SHARED_DATA, 'optd');
const noOptd = existsSync(join(optd, 'optd_airline_por_rcld.csv')) ? false : `no OpenTravelData route file in ${optd}`;

test('the committed table is what scripts/derive-airline-routes.ts makes from the raw file (npm run data:routes)', { skip: noOptd }, async () => {
  const table = await routeTableFromOptd(optd);
  assert.ok(readFileSync(ROUTE_TABLE_FILE, 'utf8') === routeTableText(table.routes, table.removed), 'data/airline-routes.csv differs: run npm run data:routes and commit it');
  assert.ok(readFileSync(AIRLINE_NAME_TABLE_FILE, 'utf8') === airlineNameTableText(table.airlineNames), 'data/airline-names.csv differs: run npm run data:routes and commit it');
});

test('airline names: every airline of the table is named, curated or derived; a name keeps its commas', () => {
  const names = [{ code: 'ZZ', icao: '', name: 'Zed, Zulu & Co' }, { code: '0V', icao: 'VFC', name: 'Vietnam Air Services Company' }];
  assert.deepEqual(readAirlineNameTable(airlineNameTableText(names)), names);
  const derived = new Set(readAirlineNameTable(readFileSync(AIRLINE_NAME_TABLE_FILE, 'utf8')).map((a) => a.code));
  const curated = new Set(AIRLINE_CODES.map((a) => a.code));
  for (const code of new Set(readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')).map((r) => r.airline))) {
    assert.ok(derived.has(code) !== curated.has(code), `${code}: named ${derived.has(code) ? 'twice' : 'nowhere'}`);
  }
});
