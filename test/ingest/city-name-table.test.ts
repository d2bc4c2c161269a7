// The committed city-name tables (decision 78): the names travellers know, read back from the file
// the server reads; the reader's layout; the Japanese suffix rule; and the committed tables as the
// script makes them from ../shared/data.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  AIRPORT_PLACE_TABLE_FILE, airportPlaceTableText, CITY_NAME_LANGUAGES, CITY_NAME_TABLE_FILE, cityNameTableText, readAirportPlaceTable, readCityNameTable,
} from '../../src/ingest/city-name-table.js';
import { withoutCityTitle, withoutJapaneseSuffix, withoutQualifier } from '../../scripts/city-name-derivation.js';
import { SHARED_DATA } from '../support/paths.js';

const cities = readCityNameTable(readFileSync(CITY_NAME_TABLE_FILE, 'utf8'));
const airportPlaces = readAirportPlaceTable(readFileSync(AIRPORT_PLACE_TABLE_FILE, 'utf8'));
const name = (code: string, lang: (typeof CITY_NAME_LANGUAGES)[number]) => cities.get(code)?.names[lang];

test('the committed table names the cities as their languages do', () => {
  assert.equal(name('FRA', 'de'), 'Frankfurt am Main');
  assert.equal(name('FRA', 'fr'), 'Francfort-sur-le-Main');
  assert.equal(name('FRA', 'ja'), 'フランクフルト・アム・マイン', 'GeoNames has the full name in Japanese too');
  assert.equal(cities.get('FRA')?.geonamesId, 2925533);
  assert.equal(name('SAO', 'pt'), 'São Paulo');
  assert.equal(name('MUC', 'de'), 'München');
  assert.equal(name('MOW', 'ru'), 'Москва');
  assert.equal(name('ZRH', 'de'), 'Zürich');
  assert.equal(name('KRK', 'pl'), 'Kraków');
  assert.equal(name('CGN', 'de'), 'Köln');
  assert.equal(name('BER', 'de'), 'Berlin', 'CLDR inherits the root name where the locale has none of its own');
  assert.equal(name('TYO', 'ja'), '東京', 'not the administrative 東京都');
  assert.equal(name('BJS', 'zh'), '北京');
  assert.equal(name('NYC', 'zh'), '纽约', 'Simplified, where GeoNames writes 紐約市');
  assert.equal(name('PUS', 'ko'), '부산', 'not 부산광역시');
  assert.equal(name('MOW', 'en'), 'Moscow', 'English from CLDR');
  assert.equal(airportPlaces.get('MMX')?.city, 'MMA');
  assert.equal(name('MMA', 'sv'), 'Malmö');
});

test("airports: the city of another code each is in, with the distance to it, the state, the name's spelling", () => {
  assert.equal(airportPlaces.get('ALB')?.state, 'NY');
  assert.equal(airportPlaces.get('ABY')?.state, 'GA');
  assert.equal(airportPlaces.get('RBM')?.name, 'Straubing Wallmühle Airport');
  assert.equal(airportPlaces.get('ISB')?.name, undefined, 'a macron is no English spelling: Islamabad');
  assert.deepEqual(airportPlaces.get('LBG'), { city: 'PAR', km: 14 });
  assert.equal(airportPlaces.get('FRA')?.city, undefined, 'FRA is its own city');
  assert.equal(airportPlaces.get('RTE')?.city, 'SAO');
  assert.equal(airportPlaces.get('PDK')?.city, 'ATL');
  assert.equal(airportPlaces.get('BFI')?.city, 'SEA');
});

test('every name in the table is trimmed, one line, non-empty, NFC and without formatting characters, in a row of a code', () => {
  assert.ok(cities.size > 3000, `${cities.size} rows`);
  for (const [code, row] of cities) {
    assert.match(code, /^[A-Z]{3}$/);
    assert.ok(Object.keys(row.names).length > 0, `${code} has a name`);
    for (const [lang, n] of Object.entries(row.names)) {
      assert.ok(n !== '' && n === n.trim() && n === n.normalize('NFC') && !/[\r\n\p{Cf}]/u.test(n), `${code} ${lang} ${JSON.stringify(n)}`);
    }
  }
});

test('the reader takes back what the writer writes, quotes and commas too, and refuses a broken row', () => {
  const text = cityNameTableText(['made by hand'], [
    { code: 'WAS', geonamesId: 4140963, names: { en: 'Washington, D.C.', fr: 'Washington "DC"' } },
    { code: 'AAA', names: { de: 'Anaa' } },
  ]);
  assert.match(text, /^# made by hand\ncode,geonames_id,de,en,/);
  const back = readCityNameTable(text);
  assert.deepEqual([...back.keys()], ['AAA', 'WAS']);
  assert.deepEqual(back.get('WAS'), { geonamesId: 4140963, names: { en: 'Washington, D.C.', fr: 'Washington "DC"' } });
  assert.deepEqual(back.get('AAA'), { names: { de: 'Anaa' } });
  const header = text.split('\n')[1]!;
  assert.throws(() => readCityNameTable(`${header}\nFRA,1,too,few`), /fields/);
  assert.throws(() => readCityNameTable(`${header}\nFR,1${',x'.repeat(15)}`), /no IATA code/);
  assert.throws(() => readCityNameTable(`${header}\nFRA,"1${',x'.repeat(15)}`), /no CSV row/);
  assert.throws(() => readCityNameTable('code,names\nFRA,x'), /header/);

  const airports = readAirportPlaceTable(
    airportPlaceTableText([], [{ airport: 'LBG', city: 'PAR', km: 14 }, { airport: 'ALB', state: 'NY', name: 'Albany, "the" airport' }]),
  );
  assert.deepEqual([...airports], [['ALB', { state: 'NY', name: 'Albany, "the" airport' }], ['LBG', { city: 'PAR', km: 14 }]]);
  assert.throws(() => readAirportPlaceTable('airport,city,km,state,name\nLBG,PAR,far,,'), /no distance/);
});

test('the Japanese administrative suffix goes, and names that end in one by nature keep it', () => {
  assert.equal(withoutJapaneseSuffix('東京都'), '東京');
  assert.equal(withoutJapaneseSuffix('北京市'), '北京');
  assert.equal(withoutJapaneseSuffix('大阪府'), '大阪');
  assert.equal(withoutJapaneseSuffix('京都府'), '京都');
  assert.equal(withoutJapaneseSuffix('京都'), '京都');
  assert.equal(withoutJapaneseSuffix('成都'), '成都');
  assert.equal(withoutJapaneseSuffix('甲府'), '甲府');
  assert.equal(withoutJapaneseSuffix('四日市'), '四日市');
  assert.equal(withoutJapaneseSuffix('四日市市'), '四日市');
  assert.equal(withoutJapaneseSuffix('蔚山広域市'), '蔚山');
  assert.equal(withoutJapaneseSuffix('ロンドン'), 'ロンドン');
});

test("a Korean name loses the word for city and a Korean city's title, and a name that is one word keeps it", () => {
  assert.equal(withoutCityTitle('다롄 시'), '다롄');
  assert.equal(withoutCityTitle('부산광역시'), '부산');
  assert.equal(withoutCityTitle('서울특별시'), '서울');
  assert.equal(withoutCityTitle('釜山广域市'), '釜山');
  assert.equal(withoutCityTitle('대구'), '대구');
  assert.equal(withoutCityTitle('대전시'), '대전시', 'no space, no title: kept as written');
  assert.equal(withoutCityTitle('大连市'), '大连市', 'the Chinese name of a Chinese city keeps its 市');
});

test('a qualifier in brackets goes, a name that is all brackets stays', () => {
  assert.equal(withoutQualifier('Naples (Florida)'), 'Naples');
  assert.equal(withoutQualifier('Tripoli (Libye)'), 'Tripoli');
  assert.equal(withoutQualifier('(Nowhere)'), '(Nowhere)');
  assert.equal(withoutQualifier('Tripoli'), 'Tripoli');
});

const geonames = join(SHARED_DATA, 'geonames');
const noSources = existsSync(join(geonames, 'geonames-de.mo')) && existsSync(join(SHARED_DATA, 'optd', 'optd_por_best_known_so_far.csv'))
  ? false
  : `no GeoNames catalogues or OpenTravelData points of reference in ${SHARED_DATA}`;

test('the committed tables are what scripts/derive-city-names.ts makes from the sources (npm run data:cities)', { skip: noSources }, async () => {
  // Imported here: the script's modules read the sources with dev dependencies.
  const { cityNameTablesFromSources } = await import('../../scripts/city-names.js');
  const made = await cityNameTablesFromSources(SHARED_DATA);
  assert.ok(readFileSync(CITY_NAME_TABLE_FILE, 'utf8') === made.cityNameText, 'data/city-names.csv differs: run npm run data:cities and commit it');
  assert.ok(readFileSync(AIRPORT_PLACE_TABLE_FILE, 'utf8') === made.airportPlaceText, 'data/airport-places.csv differs: run npm run data:cities and commit it');
});
