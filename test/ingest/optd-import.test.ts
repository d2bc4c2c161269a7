import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FeedBase, FeedImport } from '../../src/ingest/feed-merge.js';
import { buildOptdContent } from '../../src/ingest/optd-import.js';
import { formatImportReport, type ImportReport } from '../../src/ingest/sources/import-report.js';
import { namesFromAltSection } from '../../src/ingest/sources/optd-por.js';
import { writeOptdFixture } from '../support/optd-fixture.js';
import { SHARED_DATA } from '../support/paths.js';

const TODAY = '2026-06-01';

/** A small stand-in for the default dataset: what the import may fall back on. */
function base(): FeedBase {
  const country = (code: string, en: string, fr: string) => ({ code, names: { de: `${en} (de)`, en, fr } });
  return {
    countries: [
      country('AE', 'United Arab Emirates', 'Émirats arabes unis'),
      country('AU', 'Australia', 'Australie'),
      country('BE', 'Belgium', 'Belgique'),
      country('CH', 'Switzerland', 'Suisse'),
      country('DE', 'Germany', 'Allemagne'),
      country('FR', 'France', 'France'),
      country('GB', 'United Kingdom', 'Royaume-Uni'),
      country('GR', 'Greece', 'Grèce'),
      country('IT', 'Italy', 'Italie'),
      country('JP', 'Japan', 'Japon'),
      country('MC', 'Monaco', 'Monaco'),
      country('MD', 'Moldova', 'Moldavie'),
      country('PE', 'Peru', 'Pérou'),
      country('PF', 'French Polynesia', 'Polynésie française'),
      country('RU', 'Russia', 'Russie'),
      country('TD', 'Chad', 'Tchad'),
      country('US', 'United States', 'États-Unis'),
    ],
    locations: [
      { code: 'HND', type: 'Airport', cityCode: 'TYO', countryCode: 'JP', latitude: 35.5523, longitude: 139.7797, timeZone: 'Asia/Tokyo', names: { en: 'Tokyo Haneda Airport' } },
      { code: 'ZYR', type: 'RailwayStation', cityCode: 'BRU', countryCode: 'BE', latitude: 50.8357, longitude: 4.3363, timeZone: 'Europe/Brussels', names: { en: 'Brussels-Midi' } },
      { code: 'XPG', type: 'RailwayStation', cityCode: 'PAR', countryCode: 'FR', latitude: 48.8809, longitude: 2.3553, timeZone: 'Europe/Paris', names: { en: 'Paris Gare du Nord' } },
      { code: 'LHR', type: 'Airport', cityCode: 'LON', countryCode: 'GB', latitude: 51.4696, longitude: -0.4536, timeZone: 'Europe/London', names: { en: 'London Heathrow Airport' } },
      { code: 'LGW', type: 'Airport', cityCode: 'LON', countryCode: 'GB', latitude: 51.1481, longitude: -0.1903, timeZone: 'Europe/London', names: { en: 'London Gatwick Airport' } },
      { code: 'BER', type: 'Airport', cityCode: 'BER', countryCode: 'DE', latitude: 52.3644, longitude: 13.5099, timeZone: 'Europe/Berlin', names: { en: 'Berlin Brandenburg Airport' } },
      // Same code, another continent: a reused code must not lend its names.
      { code: 'APE', type: 'Airport', cityCode: 'APE', countryCode: 'PE', latitude: -6.1, longitude: -78.9, timeZone: 'America/Lima', names: { en: 'San Juan Aposento' } },
    ],
    cities: [
      { code: 'PAR', countryCode: 'FR', timeZone: 'Europe/Paris', names: { en: 'Paris', it: 'Parigi', de: 'Paris' } },
      { code: 'BRU', countryCode: 'BE', timeZone: 'Europe/Brussels', names: { en: 'Brussels', fr: 'Bruxelles', de: 'Brüssel' } },
      { code: 'LON', countryCode: 'GB', timeZone: 'Europe/London', names: { en: 'London', fr: 'Londres', it: 'Londra' } },
      { code: 'TYO', countryCode: 'JP', timeZone: 'Asia/Tokyo', names: { en: 'Tokyo', de: 'Tokio' } },
      { code: 'BER', countryCode: 'DE', timeZone: 'Europe/Berlin', names: { en: 'Berlin', it: 'Berlino' } },
    ],
    aircraft: [
      { code: '146', airlineEquipCode: 'B462', names: { en: 'BAe 146' } },
      { code: '77W', airlineEquipCode: 'B77W', names: { en: 'Boeing 777-300ER' } },
      { code: 'E7W', airlineEquipCode: 'E75L', names: { en: 'Embraer 175 (long wing)' } },
    ],
    airlines: [
      { code: 'AF', icaoCode: 'AFR', countryCode: 'FR', names: { en: 'Air France', de: 'Air France (de)' } },
      { code: 'LH', icaoCode: 'DLH', countryCode: 'DE', names: { en: 'Lufthansa' } },
      // The feed's YO has another ICAO designator: another airline, which lends it nothing.
      { code: 'YO', icaoCode: 'XYO', countryCode: 'GB', names: { en: 'Another airline' } },
    ],
  };
}

function drops(report: ImportReport, file: string): Map<string, number[]> {
  return new Map(report.dropped.filter((d) => d.file === file).map((d) => [d.reason, d.lines]));
}

function linesDroppedFor(report: ImportReport, file: string, reason: RegExp): number[] {
  return report.dropped.filter((d) => d.file === file && reason.test(d.reason)).flatMap((d) => d.lines);
}

const location = (r: FeedImport, code: string) => r.content.locations.find((l) => l.code === code);
const city = (r: FeedImport, code: string) => r.content.cities.find((c) => c.code === code);

test('alt_name_section: ISO 639-1 languages only, preferred names first, historic names never', () => {
  const names = namesFromAltSection(
    'en|Orly Airport|h=en|Paris Orly Airport|p=fr|Roissy|s=fr|Aéroport de Paris|p=fr|Orly|=wkdt|Q1|=iata|ORY|=|Nameless|=ja|オルリー空港|=ru||=ar|مطار أورلي|=',
    undefined,
    'Orly',
  );
  assert.deepEqual(names, { en: 'Paris Orly Airport', fr: 'Aéroport de Paris', ja: 'オルリー空港', ar: 'مطار أورلي' });
  // Without an English alt name, the name column stands in.
  assert.deepEqual(namesFromAltSection('de|Flughafen|=', undefined, 'The Airport'), { de: 'Flughafen', en: 'The Airport' });
  // The English extract: entries carry no language.
  assert.deepEqual(namesFromAltSection('Heathrow Airport=Heathrow|s=London Heathrow Airport|p', 'en', 'LHR Airport'), {
    en: 'London Heathrow Airport',
  });
  assert.deepEqual(namesFromAltSection('', 'en', ''), {});
});

test('OPTD full layout: locations of every type, cities, names in every script', async () => {
  const r = await buildOptdContent(writeOptdFixture('full'), base(), { today: TODAY });
  const { report } = r;

  const cdg = location(r, 'CDG')!;
  assert.equal(cdg.type, 'Airport');
  assert.equal(cdg.cityCode, 'PAR');
  assert.equal(cdg.timeZone, 'Europe/Paris');
  assert.deepEqual(cdg.names, {
    en: 'Paris Charles de Gaulle Airport',
    fr: 'Aéroport de Paris-Charles-de-Gaulle',
    de: 'Flughafen Paris-Charles-de-Gaulle',
  });
  // ORY has no position in the POR file: best known fills it.
  const ory = location(r, 'ORY')!;
  assert.equal(ory.latitude, 48.72333);
  assert.deepEqual(ory.names, { en: 'Paris Orly Airport', ja: 'パリ＝オルリー空港', ru: 'Аэропорт Орли' });
  assert.equal(location(r, 'XPG')?.type, 'RailwayStation');
  assert.equal(location(r, 'XPG')?.cityCode, 'PAR');
  assert.equal(location(r, 'QBX')?.type, 'BusStation');

  // A city with several locations, its names from the city row in Latin, Japanese, Russian, Arabic.
  const par = city(r, 'PAR')!;
  assert.deepEqual(par.names, { en: 'Paris', ja: 'パリ', ru: 'Париж', ar: 'باريس', fr: 'Paris', it: 'Parigi', de: 'Paris' });
  assert.deepEqual(
    r.content.locations.filter((l) => l.cityCode === 'PAR').map((l) => l.code),
    ['CDG', 'ORY', 'XPG'],
  );
  assert.deepEqual(location(r, 'NRT')?.names, { ja: '成田国際空港', en: 'Narita International Airport' });
  assert.equal(city(r, 'TYO')?.names.ja, '東京');
  assert.equal(location(r, 'SVO')?.names.ru, 'Международный аэропорт Шереметьево');
  assert.equal(location(r, 'DXB')?.names.ar, 'مطار دبي الدولي');

  // Zones: the row, then optd_por_tz.csv, then the coordinates.
  assert.equal(location(r, 'DXB')?.timeZone, 'Asia/Dubai');
  assert.equal(location(r, 'AAA')?.timeZone, 'Pacific/Tahiti');

  // A city referenced by an airport but without a row: made from the airport's row.
  assert.deepEqual(city(r, 'MOW'), { code: 'MOW', countryCode: 'RU', timeZone: 'Europe/Moscow', names: { en: 'Moscow' } });
  assert.equal(city(r, 'DXB')?.names.en, 'Dubai');
  assert.match(report.notes.join('\n'), /cities named after an airport or station in them/);

  // Points only best known has: named from the default dataset when it is the same place.
  assert.equal(location(r, 'HND')?.names.en, 'Tokyo Haneda Airport');
  assert.equal(location(r, 'ZYR')?.type, 'RailwayStation');
  assert.deepEqual(city(r, 'BRU')?.names, { en: 'Brussels', fr: 'Bruxelles', de: 'Brüssel' });

  // Heliports: kept when airlines fly there.
  assert.equal(location(r, 'MCM')?.type, 'Airport');
  assert.equal(location(r, 'JRA'), undefined);
  // The retired file's POR still valid today is kept.
  assert.equal(location(r, 'DNM')?.timeZone, 'Australia/Perth');

  // Not served: expired, retired, not yet valid, ports, off-line points, an unknown zone.
  for (const code of ['TXL', 'SXF', 'NWA', 'TFC', 'QSP', 'ZZM', 'LHR', 'LGW', 'C1G']) assert.equal(location(r, code), undefined, code);
  assert.equal(location(r, 'BER')?.names.de, 'Flughafen Berlin Brandenburg');
  assert.equal(city(r, 'BER')?.names.ru, 'Берлин');

  const pub = drops(report, 'optd_por_public.csv');
  assert.deepEqual(pub.get('wrong number of fields (expected 51)'), [6]);
  assert.deepEqual(pub.get('bad coordinates'), [10]);
  assert.deepEqual(pub.get('IATA code is not 3 capital letters'), [13]);
  assert.deepEqual(pub.get('expired (date_until is past)'), [14]);
  assert.deepEqual(pub.get('retired: listed in optd_por_no_longer_valid.csv with a date_until in the past'), [15]);
  assert.deepEqual(pub.get('not yet valid (date_from is in the future)'), [23]);
  assert.deepEqual(pub.get('port (type P): not an airport or station'), [21]);
  assert.deepEqual(pub.get('off-line point (type O): not an airport or station'), [22]);
  assert.deepEqual(pub.get('time zone from the feed row is not known to ICU'), [24]);
  assert.deepEqual(linesDroppedFor(report, 'optd_por_public.csv', /^heliport/), [19]);
  assert.deepEqual(drops(report, 'optd_por_best_known_so_far.csv').get('bad coordinates'), [11]);
  assert.deepEqual(drops(report, 'optd_por_no_longer_valid.csv').get('no IATA code'), [4]);

  // Countries: the feed's English names, other languages and missing countries from the default dataset.
  const fr = r.content.countries.find((c) => c.code === 'FR')!;
  assert.deepEqual(fr.names, { en: 'France', de: 'France (de)', fr: 'France' });
  assert.ok(r.content.countries.some((c) => c.code === 'GB'));
  assert.deepEqual(drops(report, 'optd_countries.csv').get('country code is not 2 capital letters'), [14]);

  // Aircraft: ICAO designators from the feed, else the default dataset; types the feed lacks kept.
  const aircraft = new Map(r.content.aircraft.map((a) => [a.code, a]));
  assert.deepEqual(aircraft.get('32N'), { code: '32N', airlineEquipCode: 'A20N', names: { en: 'Airbus A320-200 Neo' } });
  assert.equal(aircraft.get('146')?.airlineEquipCode, 'B462');
  assert.equal(aircraft.get('142')?.names.en, 'BAE Systems 146-200 Passenger');
  assert.ok(aircraft.has('E7W'));
  assert.ok(!aircraft.has('19D'));
  // Airlines valid today with an IATA designator; country and other names from the default
  // dataset's airline of the same designators; the default's airlines the feed lacks kept.
  assert.deepEqual(r.content.airlines, [
    { code: 'AF', icaoCode: 'AFR', countryCode: 'FR', names: { en: 'Air France', de: 'Air France (de)' } },
    { code: 'LH', icaoCode: 'DLH', countryCode: 'DE', names: { en: 'Lufthansa' } },
    { code: 'YO', icaoCode: 'MCM', names: { en: 'Heli Air Monaco' } },
  ]);
  assert.deepEqual(drops(report, 'optd_airlines.csv').get('no longer valid'), [4]);
  assert.deepEqual(drops(report, 'optd_airlines.csv').get('no IATA code'), [5]);
  assert.ok(report.missing.some((m) => /optd_airlines\.csv lacks 1 airline the default dataset has \(LH\)/.test(m)));
  assert.ok(report.notes.some((n) => /1 airline of optd_airlines\.csv holds an IATA designator the default dataset gives another airline/.test(n)));

  // Every row read is accounted for.
  assert.equal(report.rowsRead, report.rowsKept + report.rowsDropped);
  assert.ok(!report.dropped.some((d) => d.reason === 'not used by the import'), formatImportReport(report));
  assert.ok(report.missing.some((m) => /optd_countries\.csv has English names only/.test(m)));
  assert.ok(report.missing.some((m) => /optd_aircraft\.csv lacks 1 aircraft type the default dataset has \(E7W\)/.test(m)));
});

test('OPTD English extract: base names for other languages, stated gaps, stale codes dropped', async () => {
  const r = await buildOptdContent(writeOptdFixture('english'), base(), { today: TODAY });
  const { report } = r;

  const lhr = location(r, 'LHR')!;
  assert.deepEqual(lhr, {
    code: 'LHR',
    type: 'Airport',
    cityCode: 'LON',
    countryCode: 'GB',
    latitude: 51.4775,
    longitude: -0.461389,
    timeZone: 'Europe/London',
    names: { en: 'London Heathrow Airport' },
  });
  assert.deepEqual(city(r, 'LON')?.names, { en: 'London', fr: 'Londres', it: 'Londra' });
  assert.equal(location(r, 'GVA')?.names.en, 'Geneva International Airport');
  assert.equal(location(r, 'GVA')?.timeZone, 'Europe/Zurich');
  assert.equal(location(r, 'XPG')?.type, 'RailwayStation');
  assert.equal(location(r, 'XPG')?.cityCode, 'PAR');
  assert.equal(location(r, 'XCB')?.type, 'BusStation');
  // IATA lists ZAK as one combined point; best known has only the city: its position is used.
  assert.equal(location(r, 'ZAK')?.latitude, 37.78);

  // KIV became RMO (same Geonames record): the new code keeps the old row's name.
  assert.equal(location(r, 'KIV'), undefined);
  assert.equal(location(r, 'RMO')?.names.en, 'Chişinău International Airport');
  assert.equal(location(r, 'RMO')?.countryCode, 'MD');

  // No validity dates in the extract: TXL, unknown to the default dataset and to the schedules, is closed.
  assert.equal(location(r, 'TXL'), undefined);
  assert.equal(location(r, 'BER')?.cityCode, 'BER');
  // APE now names a French station the feed cannot name; the Peruvian default record is elsewhere.
  assert.equal(location(r, 'APE'), undefined);

  const en = drops(report, 'optd_por_public_en.csv');
  assert.deepEqual(en.get('wrong number of fields (expected 9)'), [7]);
  assert.deepEqual(en.get('code replaced by another code in optd_por_best_known_so_far.csv (same Geonames record)'), [6]);
  assert.deepEqual(en.get('not in optd_por_best_known_so_far.csv, the list of codes in use'), [8]);
  assert.deepEqual(en.get('optd_por_best_known_so_far.csv gives this code to another place'), [9]);
  assert.deepEqual(linesDroppedFor(report, 'optd_por_public_en.csv', /^probably closed/), [4]);
  assert.deepEqual(linesDroppedFor(report, 'optd_por_best_known_so_far.csv', /^no country/), [13]);

  const missing = report.missing.join('\n');
  assert.match(missing, /optd_por_public_en\.csv has English names only: names in other languages kept from the default dataset for 0 locations and \d+ cities/);
  assert.match(missing, /optd_por_public_en\.csv has no validity dates: 1 airport dropped as probably closed/);
  assert.match(missing, /no optd_countries\.csv: countries from the default dataset \(17\)/);
  assert.match(missing, /no optd_aircraft\.csv/);
  assert.equal(report.rowsRead, report.rowsKept + report.rowsDropped);
  assert.ok(!report.dropped.some((d) => d.reason === 'not used by the import'), formatImportReport(report));
});

test('OPTD: the ;-separated extract is read under either file name; a missing POR file is an error', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'optd-'));
  try {
    await assert.rejects(buildOptdContent(dir, base(), { today: TODAY }), /has neither optd_por_public\.csv nor optd_por_public_en\.csv/);
    await writeFile(join(dir, 'optd_por_public.csv'), 'CDG;A;FR;http://geonames.org/6269554 ;;Paris Charles de Gaulle Airport;Paris Charles de Gaulle Airport;en;\n');
    await writeFile(join(dir, 'optd_por_best_known_so_far.csv'), 'pk^iata_code^latitude^longitude^city_code^date_from\nCDG-A-6269554^CDG^49.01278^2.55^PAR^\n');
    const r = await buildOptdContent(dir, base(), { today: TODAY });
    assert.equal(location(r, 'CDG')?.cityCode, 'PAR');
    assert.equal(location(r, 'CDG')?.timeZone, 'Europe/Paris');
    await writeFile(join(dir, 'optd_por_public.csv'), 'something else entirely\n');
    await assert.rejects(buildOptdContent(dir, base(), { today: TODAY }), /neither the OPTD layout/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('OPTD: progress is reported every 1,000 rows and at the end', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'optd-'));
  try {
    const rows = Array.from({ length: 2500 }, (_, i) => {
      const code = `Q${String.fromCharCode(65 + Math.floor(i / 26) % 26)}${String.fromCharCode(65 + (i % 26))}`;
      return `${code};A;FR;http://geonames.org/${i + 1} ;;Field ${i};Field ${i};en;`;
    });
    await writeFile(join(dir, 'optd_por_public_en.csv'), rows.join('\n') + '\n');
    const calls: [number, number][] = [];
    await buildOptdContent(dir, base(), { today: TODAY, onProgress: (done, total) => calls.push([done, total]) });
    assert.deepEqual(calls, [
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const optdDir = join(SHARED_DATA, 'optd');
const realSkip = existsSync(join(optdDir, 'optd_por_public_en.csv')) || existsSync(join(optdDir, 'optd_por_public.csv'))
  ? false
  : `no OPTD files in ${optdDir}`;

test('OPTD: the real files, with the real default dataset as base', { skip: realSkip }, async () => {
  const { buildDefaultDataset } = await import('../../src/ingest/default-dataset.js');
  const defaults = await buildDefaultDataset([], { nowMs: Date.parse(`${TODAY}T12:00:00Z`) });
  const started = performance.now();
  const r = await buildOptdContent(optdDir, defaults, { today: TODAY });
  const elapsed = Math.round(performance.now() - started);
  const airports = r.content.locations.filter((l) => l.type === 'Airport').length;
  console.log(`real OPTD import: ${elapsed} ms, ${airports} airports\n${formatImportReport(r.report)}`);
  assert.ok(airports >= 9000, `${airports} airports`);
  assert.equal(location(r, 'LHR')?.cityCode, 'LON');
  assert.equal(location(r, 'XPG')?.type, 'RailwayStation');
  assert.equal(location(r, 'XPG')?.cityCode, 'PAR');
  const aircraft = new Set(r.content.aircraft.map((a) => a.code));
  assert.ok(aircraft.has('77W') && aircraft.has('32N'));
  const airlines = new Map((r.content.airlines ?? []).map((a) => [a.code, a]));
  assert.ok(airlines.size >= 500, `${airlines.size} airlines`);
  const lh = airlines.get('LH');
  assert.equal(lh?.icaoCode, 'DLH');
  assert.equal(lh?.countryCode, 'DE');
  assert.equal(lh?.names.en, 'Lufthansa');
  assert.ok(lh?.names.ja, 'OpenTravelData names Lufthansa in Japanese');
  assert.equal(airlines.get('AF')?.icaoCode, 'AFR');
  assert.equal(airlines.get('BA')?.icaoCode, 'BAW');
  assert.equal(location(r, 'TXL'), undefined);
  assert.equal(location(r, 'SXF'), undefined);
  const cities = new Set(r.content.cities.map((c) => c.code));
  const countries = new Set(r.content.countries.map((c) => c.code));
  for (const l of r.content.locations) {
    assert.ok(cities.has(l.cityCode), `${l.code} in unknown city ${l.cityCode}`);
    assert.ok(countries.has(l.countryCode), `${l.code} in unknown country ${l.countryCode}`);
  }
  assert.equal(r.report.rowsRead, r.report.rowsKept + r.report.rowsDropped);
  assert.ok(!r.report.dropped.some((d) => d.reason === 'not used by the import'));
});
