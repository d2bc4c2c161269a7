// The route table of the real network: each cleaning rule on small cases, the committed table
// against the facts it promises, and the committed table as the script makes it from the raw file.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AIRLINE_NAME_TABLE_FILE, airlineNameTableText, readAirlineNameTable } from '../../src/ingest/airline-name-table.js';
import { AIRLINE_CODES } from '../../src/ingest/curated/airline-codes.js';
import { routeTableFromOptd } from '../../src/ingest/airline-route-source.js';
import {
  airlineHomes, cabotage, closedPair, deriveRouteTable, readRouteTable, ROUTE_TABLE_FILE, routeTableCleaning, routeTableText, stoppedAirline,
} from '../../src/ingest/airline-route-table.js';
import { CEASED_AIRLINES, ENDED_OPERATIONS } from '../../src/ingest/curated/ceased-airlines.js';
import { CHARTER_OPERATORS } from '../../src/ingest/curated/charter-operators.js';
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
  assert.match(stoppedAirline('9W', [holder('9W', 'Jet Airways', '1993-05-05')])!.reason, /Jet Airways: stopped flying \(2019-04\)/, 'the curated facts where OpenTravelData has no end');
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

const countryOf: Record<string, string> = {
  FRA: 'DE', BER: 'DE', MUC: 'DE', JNB: 'ZA', CPT: 'ZA', CDG: 'FR', NCE: 'FR', BGY: 'IT', CTA: 'IT', LIM: 'PE', CUZ: 'PE', AEP: 'AR', COR: 'AR',
  AKL: 'NZ', WLG: 'NZ', NPE: 'NZ', SYD: 'AU', MEL: 'AU', LAX: 'US', BNE: 'AU', JFK: 'US', LGW: 'GB', OSL: 'NO', BCN: 'ES', HKG: 'HK', TPE: 'TW',
  SJU: 'PR', STT: 'VI', MMU: 'US', LUK: 'US', GUM: 'GU', PNI: 'FM', TKK: 'FM',
};
const km: Record<string, number> = { 'JFK LGW': 5570, 'LGW JFK': 5570, 'OSL BCN': 2400, 'LAX BNE': 11_530, 'SYD MEL': 705 };
const derive = (records: AirlineRouteRecord[], holders: DesignatorHolder[] = []) =>
  deriveRouteTable(records, holders, (c) => countryOf[c], (a, b) => km[`${a} ${b}`]);
const rulesOf = (table: ReturnType<typeof derive>) => table.removed.map((r) => `${r.rule}: ${r.reason.split(':')[0]}`).sort();

test('a merged airline’s route joins its successor’s same route where the successor flies it; the rest go', () => {
  const table = derive([route('KA', 'HKG', 'TPE', 300, 60_000), route('CX', 'HKG', 'TPE', 400, 120_000), route('KA', 'TPE', 'HKG', 300, 60_000), route('TT', 'SYD', 'MEL', 240, 43_200), route('VA', 'SYD', 'MEL', 700, 126_000)]);
  assert.deepEqual(table.routes, [route('CX', 'HKG', 'TPE', 700, 180_000), route('VA', 'SYD', 'MEL', 940, 169_200)]);
  assert.deepEqual(rulesOf(table), ['merged into successor: Cathay Dragon', 'merged into successor: Tigerair Australia', 'stopped airline: Cathay Dragon']);
  assert.equal(stoppedAirline('MI', [])?.successor, 'SQ');
  assert.equal(stoppedAirline('G8', [])?.successor, undefined, 'Go First: no successor');
});

test('ended operations go by distance, airports or countries; the airline’s other routes stay', () => {
  const table = derive([
    route('DY', 'JFK', 'LGW'), route('DY', 'LGW', 'JFK'), route('DY', 'OSL', 'BCN'), route('VA', 'LAX', 'BNE'), route('VA', 'SYD', 'MEL'),
    route('JQ', 'AKL', 'NPE'), route('JQ', 'AKL', 'WLG'), route('FC', 'LIM', 'CUZ'),
  ]);
  assert.deepEqual(table.routes.map((r) => `${r.airline} ${r.origin}-${r.destination}`), ['DY OSL-BCN', 'JQ AKL-WLG', 'VA SYD-MEL']);
  assert.deepEqual(rulesOf(table), ['ended operation', 'ended operation', 'ended operation', 'ended operation'].map((r, i) => `${r}: ${['Jetstar New Zealand regional (JQ)', 'Norwegian long-haul (DY)', 'Virgin Australia long-haul (VA)', 'Viva Air Colombia (FC)'][i]}`));
  assert.equal(table.removed.find((r) => r.reason.startsWith('Norwegian'))!.rows, 2);
});

test('cabotage: a domestic route of a country not the airline’s home goes, but for the documented exceptions', () => {
  const homes = airlineHomes();
  const judge = (airline: string, a: string, b: string) => cabotage(airline, homes.get(airline), countryOf[a], countryOf[b]);
  assert.match(judge('AT', 'FRA', 'BER')!, /AT \(home MA\) within DE/, 'Royal Air Maroc within Germany');
  assert.match(judge('BA', 'JNB', 'CPT')!, /within ZA/, 'BA’s Comair franchise');
  assert.match(judge('LA', 'AEP', 'COR')!, /within AR/, 'LATAM Argentina stopped flying in 2020');
  assert.match(judge('CX', 'SYD', 'MEL')!, /within AU/);
  for (const [airline, a, b, why] of [
    ['LH', 'FRA', 'BER', 'home'], ['FR', 'BGY', 'CTA', 'single market'], ['U2', 'CDG', 'NCE', 'easyJet Europe'], ['LA', 'LIM', 'CUZ', 'LATAM Perú'],
    ['JQ', 'AKL', 'WLG', 'Australia–New Zealand market'], ['UA', 'PNI', 'TKK', 'Compact of Free Association'], ['B6', 'SJU', 'STT', 'not one country'],
  ] as const) assert.equal(judge(airline, a, b), undefined, `${airline} ${a}-${b}: ${why}`);
  assert.equal(cabotage('QQ', undefined, 'DE', 'DE'), undefined, 'an airline without a known home is not judged');
  const table = derive([route('AT', 'FRA', 'BER'), route('LH', 'FRA', 'BER'), route('BA', 'JNB', 'CPT')]);
  assert.deepEqual(table.routes, [route('LH', 'FRA', 'BER')]);
  assert.deepEqual(rulesOf(table), ['cabotage', 'cabotage'].map((r, i) => `${r}: ${['AT (home MA) within DE', 'BA (home GB) within ZA'][i]}`));
});

test('air taxis and public charters are no scheduled airline: their routes go', () => {
  const table = derive([route('P1', 'MMU', 'LUK'), route('UE', 'LUK', 'MMU'), route('W2', 'SZG', 'AGB' as string), route('UA', 'LAX', 'JFK')]);
  assert.deepEqual(table.routes, [route('UA', 'LAX', 'JFK')]);
  assert.equal(table.removed.filter((r) => r.rule === 'not a scheduled airline').length, 3);
});

test('the curated facts: dates, sources and successors that fly', () => {
  for (const c of CEASED_AIRLINES) {
    assert.match(c.ended, /^(19|20)\d\d-(0[1-9]|1[0-2])$/, c.code);
    assert.match(c.source, /^https:\/\//, c.code);
    if (c.successor !== undefined) assert.ok(!CEASED_AIRLINES.some((d) => d.code === c.successor), `${c.code}’s successor ${c.successor} flies`);
  }
  assert.equal(new Set(CEASED_AIRLINES.map((c) => c.code)).size, CEASED_AIRLINES.length, 'one entry per designator');
  for (const o of ENDED_OPERATIONS) assert.match(o.ended, /^20\d\d-\d\d$/, o.name);
  for (const o of CHARTER_OPERATORS) assert.match(o.source, /^https:\/\//, o.code);
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
  for (const known of ['LH FRA JFK', 'BA LHR JFK', 'LH BER MUC', 'SQ SIN LHR', 'DL ATL LAX', 'SU SVO LED', 'VA SYD MEL', 'CX HKG TPE', 'JQ AKL WLG']) assert.ok(keys.has(known), known);
});

test('the committed table: no ceased airline, ended operation, air taxi or cabotage outside the exceptions; its comment says what was cleaned', async () => {
  const text = readFileSync(ROUTE_TABLE_FILE, 'utf8');
  const routes = readRouteTable(text);
  const countries = new Map((await readNpmAirports()).map((a) => [a.code, a.countryCode]));
  const homes = airlineHomes();
  const gone = new Set([...CEASED_AIRLINES.map((c) => c.code), ...CHARTER_OPERATORS.map((o) => o.code)]);
  const seats = new Map<string, number>();
  for (const r of routes) {
    assert.ok(!gone.has(r.airline), `${r.airline} ${r.origin}-${r.destination}`);
    assert.equal(cabotage(r.airline, homes.get(r.airline), countries.get(r.origin), countries.get(r.destination)), undefined, `${r.airline} ${r.origin}-${r.destination}`);
    seats.set(r.airline, (seats.get(r.airline) ?? 0) + r.monthlySeats);
  }
  const keys = new Set(routes.map((r) => `${r.airline} ${r.origin} ${r.destination}`));
  for (const goneRoute of ['DY JFK LGW', 'VA LAX BNE', 'BA JNB CPT', 'AT FRA BER', 'KA HKG TPE', 'TT SYD MEL', 'P1 MMU LUK', 'W2 SZG AGB']) assert.ok(!keys.has(goneRoute), goneRoute);
  // Every airline among those carrying 99 % of the seats has a home country to judge cabotage by.
  const total = [...seats.values()].reduce((a, b) => a + b, 0);
  let sum = 0;
  for (const [airline, s] of [...seats].sort((a, b) => b[1] - a[1])) {
    if (sum > 0.99 * total) break;
    sum += s;
    assert.ok(homes.has(airline), `${airline} has no home country`);
  }
  assert.match(routeTableCleaning(text)!, /^Cleaned by the route table’s rules .*stopped airline \d+ rows .*cabotage \d+ rows/);
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
