import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DatasetContent } from '../../src/dataset/dataset-content.js';
import { ALL_TYPES, LocationSearch, typeMask, type SearchEntry } from '../../src/engine/location-search.js';
import { toReadModel } from '../../src/model/dataset-loader.js';
import { fixtureContent, leg } from '../support/schedule-fixture.js';

// The fixture's places with names to search for, and a schedule that makes LHR busier than LGW,
// and MUC busier than HAM.
const content: DatasetContent = fixtureContent([
  leg({ flight: 'BA 1', from: 'LHR', to: 'JFK', dep: '10:00', arr: '13:00', depOffset: 0, arrOffset: -300, first: '2027-01-01', last: '2027-12-31' }),
  leg({ flight: 'BA 2', from: 'LHR', to: 'CDG', dep: '11:00', arr: '13:00', depOffset: 0, arrOffset: 60, first: '2027-01-01', last: '2027-12-31' }),
  leg({ flight: 'BA 3', from: 'LGW', to: 'CDG', dep: '11:00', arr: '13:00', depOffset: 0, arrOffset: 60, first: '2027-01-01', last: '2027-12-31', days: '1' }),
  leg({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2027-01-01', last: '2027-12-31' }),
  leg({ flight: 'AC 1', from: 'YHM', to: 'JFK', dep: '07:00', arr: '08:30', depOffset: -300, arrOffset: -300, first: '2027-01-01', last: '2027-12-31' }),
  leg({ flight: 'LH 2', from: 'HAM', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2027-01-01', last: '2027-12-31', days: '1' }),
]);
const NAMES: Record<string, Record<string, string>> = {
  FRA: { en: 'Frankfurt Airport' },
  LHR: { en: 'London Heathrow Airport' },
  LGW: { en: 'London Gatwick Airport' },
  CDG: { en: 'Paris Charles de Gaulle Airport', fr: 'Aéroport de Paris-Charles-de-Gaulle' },
  JFK: { en: 'John F. Kennedy International Airport' },
  MUC: { en: 'Munich Airport' },
  HAM: { en: 'Hamburg Airport' },
  ORD: { en: "Chicago O'Hare International Airport" },
};
const CITY_NAMES: Record<string, Record<string, string>> = {
  FRA: { en: 'Frankfurt am Main', fr: 'Francfort-sur-le-Main' },
  LON: { en: 'London', fr: 'Londres', ru: 'Лондон' },
  PAR: { en: 'Paris' },
  NYC: { en: 'New York', es: 'Nueva York' },
  MUC: { en: 'Munich', de: 'München' },
  HAM: { en: 'Hamburg', fr: 'Hambourg' },
  ZRH: { en: 'Zurich', de: 'Zürich' },
};
content.locations = content.locations.map((l) => ({ ...l, names: NAMES[l.code] ?? l.names }));
content.cities = [
  ...content.cities.map((c) => ({ ...c, names: CITY_NAMES[c.code] ?? c.names })),
  // A city without a location of its own.
  { code: 'ZRH', countryCode: 'CH', timeZone: 'Europe/Zurich', names: CITY_NAMES.ZRH! },
];
content.locations.push({ code: 'YHM', type: 'Airport', cityCode: 'YHM', countryCode: 'CA', latitude: 43.17, longitude: -79.93, timeZone: 'America/Toronto', names: { en: 'John C. Munro Hamilton International Airport' } });
content.cities.push({ code: 'YHM', countryCode: 'CA', timeZone: 'America/Toronto', names: { en: 'Hamilton' } });
content.locations.push({ code: 'QQS', type: 'RailwayStation', cityCode: 'LON', countryCode: 'GB', latitude: 51.53, longitude: -0.126, timeZone: 'Europe/London', names: { en: "London St Pancras Int'l" } });
const search = new LocationSearch(toReadModel('fixture', content));

const label = (e: SearchEntry) => (e.kind === 'City' ? `city ${e.city.code}` : e.location.code);
const find = (q: string, mask = ALL_TYPES, offset = 0, limit = 20) => search.search(q, mask, offset, limit).entries.map(label);

test('codes are found by prefix, in any case', () => {
  assert.deepEqual(find('JFK'), ['JFK']);
  assert.deepEqual(find('jf'), ['JFK']);
  assert.ok(find('f').includes('FRA'));
});

test('several words in another order than the name\'s find it too, ranked with later words', () => {
  assert.deepEqual(find('kennedy airport'), ['JFK']);
  assert.deepEqual(find('airport heathrow'), ['LHR']);
  assert.deepEqual(find('gaulle paris'), ['CDG']);
  assert.deepEqual(find('int ken'), ['JFK'], 'word starts, any order');
  assert.deepEqual(find('kennedy heathrow'), [], 'every word must be found in the same record');
  assert.deepEqual(find('london heathrow').slice(0, 1), ['LHR'], 'in order, as before');
});

test('names are found by their start and by the start of a later word, in every language, accents and case folded', () => {
  assert.deepEqual(find('francf'), ['city FRA', 'FRA'], 'the French name, its airport under it');
  assert.deepEqual(find('FRANCFORT SUR'), ['city FRA', 'FRA'], 'several words');
  assert.deepEqual(find('heathrow'), ['LHR'], 'a later word');
  assert.deepEqual(find('munchen'), ['city MUC', 'MUC'], 'ü typed as u');
  assert.deepEqual(find('zür'), ['city ZRH'], 'a city without airports');
  assert.deepEqual(find('лондон'), ['city LON', 'LHR', 'LGW', 'QQS'], 'Cyrillic');
  assert.deepEqual(find('nueva y'), ['city NYC', 'JFK']);
  assert.deepEqual(find("o'hare"), ['ORD'], 'apostrophes join');
  assert.deepEqual(find('ohare'), ['ORD']);
  assert.deepEqual(find('xyz'), []);
  assert.deepEqual(find(' - '), [], 'no letter or digit');
});

test("a city's locations follow it, busiest first, whether or not they match themselves", () => {
  assert.deepEqual(find('lon'), ['city LON', 'LHR', 'LGW', 'QQS']);
  assert.deepEqual(find('londres'), ['city LON', 'LHR', 'LGW', 'QQS']);
  assert.deepEqual(find('gatwick'), ['LGW'], 'alone when its city does not match');
});

test('the whole code or name ranks first, then a start, then a later word; ties go to traffic', () => {
  // HAM is the whole code; Hamilton (YHM) starts with "ham" and is busier.
  assert.deepEqual(find('ham'), ['city HAM', 'HAM', 'city YHM', 'YHM']);
  // Starts, by traffic: Hamilton daily, Hamburg once a week, Honolulu never; then Heathrow, a
  // later word, though LHR is the busiest of all.
  assert.deepEqual(find('h'), ['city YHM', 'YHM', 'city HAM', 'HAM', 'city HNL', 'HNL', 'LHR']);
  // PAR is the whole code and "Paris" the whole name; CDG, in PAR, follows it either way.
  assert.deepEqual(find('par'), ['city PAR', 'CDG']);
  assert.deepEqual(find('paris'), ['city PAR', 'CDG']);
  const airports = find('airport', typeMask(['Airport']));
  assert.equal(airports[0], 'LHR', 'every airport has the later word "airport": the busiest first');
  assert.ok(airports.indexOf('MUC') < airports.indexOf('YHM'), 'MUC and YHM once a day: a tie, by code');
  assert.ok(airports.indexOf('HAM') < airports.indexOf('LGW'), 'HAM and LGW once a week: a tie, by code');
  assert.ok(airports.indexOf('HAM') < airports.indexOf('JFK'), 'JFK has no departures');
});

test('types narrow the answer; a matched city still brings its airports when cities are left out', () => {
  assert.deepEqual(find('lon', typeMask(['City'])), ['city LON']);
  assert.deepEqual(find('lon', typeMask(['Airport'])), ['LHR', 'LGW']);
  assert.deepEqual(find('lon', typeMask(['RailwayStation'])), ['QQS']);
  assert.deepEqual(find('lon', typeMask(['Airport', 'RailwayStation'])), ['LHR', 'LGW', 'QQS']);
  assert.equal(search.search('lon', typeMask(['Airport']), 0, 20).total, 2);
  assert.equal(search.search('lon', ALL_TYPES, 0, 20).total, 4);
});

test('pages are cut from the whole answer, the total counts it all', () => {
  assert.deepEqual(find('lon', ALL_TYPES, 1, 2), ['LHR', 'LGW']);
  assert.deepEqual(find('lon', typeMask(['Airport', 'RailwayStation']), 1, 1), ['LGW']);
  assert.deepEqual(find('lon', ALL_TYPES, 10, 2), []);
  assert.equal(search.search('lon', ALL_TYPES, 10, 2).total, 4);
});

test('queries of one to three characters, ranked in advance, agree with the same ranking made at query time', () => {
  // "lond" is ranked at query time, "lon" in advance: on this data both find London the same way.
  assert.deepEqual(find('lond'), find('lon'));
  assert.deepEqual(find('LoN'), find('lon'));
});
