// A city's English name and the names of the five core languages, from the rows of the sources.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cityNames, englishCityName, localLanguage } from '../../src/ingest/city-names.js';
import { settleSameNameCities, type NamedCity } from '../../src/ingest/same-name-cities.js';

const row = (names: Record<string, string>) => ({ names });

test("the English name: curated first, then CLDR's, then the municipality as the sources spell it", () => {
  const cologne = { code: 'CGN', countryCode: 'DE', municipality: 'Köln (Cologne)', airportName: 'Cologne Bonn Airport' };
  assert.equal(englishCityName({ ...cologne, curatedEnglish: 'Cologne' }, row({ de: 'Köln', fr: 'Cologne' })), 'Cologne');
  assert.equal(englishCityName({ code: 'VIE', countryCode: 'AT', municipality: 'Schwechat', airportName: 'Vienna International Airport' }, row({ en: 'Vienna', de: 'Wien' })), 'Vienna');
  assert.equal(englishCityName({ code: 'SAO', countryCode: 'BR', municipality: 'Sao Paulo', airportName: 'x' }, row({ pt: 'São Paulo', es: 'São Paulo' })), 'São Paulo');
  assert.equal(englishCityName({ code: 'TLS', countryCode: 'FR', municipality: 'Toulouse/Blagnac', airportName: 'x' }, row({ fr: 'Toulouse', de: 'Toulouse' })), 'Toulouse');
});

test('the name most Latin-script languages agree on stands for a district the municipality names', () => {
  const adana = { code: 'ADA', countryCode: 'TR', municipality: 'Seyhan', airportName: 'Adana Airport' };
  assert.equal(englishCityName(adana, row({ de: 'Adana', fr: 'Adana', es: 'Adana', tr: 'Adana', ru: 'Адана' })), 'Adana');
  assert.equal(englishCityName(adana, undefined), 'Seyhan', 'no source: the municipality as it is');
  assert.equal(englishCityName({ code: 'XXX', countryCode: 'PF', airportName: 'Anaa Airport' }, undefined), 'Anaa');
});

test('a core language no source gives is the endonym in Latin letters, else the English name, and is said to be filled', () => {
  const lodz = cityNames({ code: 'LCJ', countryCode: 'PL', municipality: 'Lodz', airportName: 'x' }, row({ pl: 'Łódź', ru: 'Лодзь' }));
  assert.equal(lodz.names.en, 'Łódź');
  assert.equal(lodz.names.de, 'Łódź');
  assert.deepEqual([...lodz.filled].sort(), ['de', 'es', 'fr', 'it']);
  const asahikawa = cityNames({ code: 'AKJ', countryCode: 'JP', municipality: 'Asahikawa', airportName: 'x' }, row({ ja: '旭川' }));
  assert.equal(asahikawa.names.de, 'Asahikawa', 'Japanese script is no name for a German reader');
  assert.equal(asahikawa.names.ja, '旭川');
  const munich = cityNames({ code: 'MUC', countryCode: 'DE', municipality: 'Munich', airportName: 'x', curated: { it: 'Monaco di Baviera' } }, row({ de: 'München', it: 'Monaco' }));
  assert.equal(munich.names.it, 'Monaco di Baviera', 'curated names win over the table');
  assert.deepEqual([...munich.filled].sort(), ['es', 'fr']);
});

test("a country's local language comes from CLDR's likely subtags", () => {
  assert.deepEqual(localLanguage('BR'), { language: 'pt', latin: true });
  assert.deepEqual(localLanguage('JP'), { language: 'ja', latin: false });
});

const city = (code: string, english: string, at: [number, number], extra: Partial<NamedCity> = {}): NamedCity => ({
  code,
  countryCode: 'US',
  english,
  metro: false,
  iataCity: false,
  airports: [{ latitude: at[0], longitude: at[1], rank: 1 }],
  ...extra,
});

test('same-name cities: close ones are one city (the metropolitan one leads), far ones get their states', () => {
  const paris = city('PAR', 'Paris', [49.0, 2.55], { countryCode: 'FR', metro: true });
  const bourget = city('LBG', 'Paris', [48.97, 2.44], { countryCode: 'FR', airports: [{ latitude: 48.97, longitude: 2.44, rank: 0 }] });
  const albanyGa = city('ABY', 'Albany', [31.5, -84.2], { airports: [{ latitude: 31.5, longitude: -84.2, rank: 1, state: 'GA' }] });
  const albanyNy = city('ALB', 'Albany', [42.7, -73.8], { airports: [{ latitude: 42.7, longitude: -73.8, rank: 1, state: 'NY' }] });
  const marion1 = city('MNN', 'Marion', [40.6, -83.1]);
  const marion2 = city('MZZ', 'Marion', [40.5, -85.7]);
  const { mergedInto, qualifiers } = settleSameNameCities([bourget, paris, albanyGa, albanyNy, marion1, marion2]);
  assert.deepEqual([...mergedInto], [['LBG', 'PAR']]);
  assert.deepEqual(Object.fromEntries(qualifiers), { ABY: 'GA', ALB: 'NY' }, 'Marion has no states to tell them apart: left as they are');
});
