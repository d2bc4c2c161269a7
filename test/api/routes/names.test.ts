// Names in the five languages the original always answers, true in each (issue 46), over HTTP on
// the default dataset's reference data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../support/server.js';
import { many, type Xml } from '../../support/xml.js';
import { foldText } from '../../../src/domain/text-folding.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

/** The names of the first record of a reference answer, as [language, name] pairs. */
async function names(path: string): Promise<[string, string][]> {
  const doc = await s.xml(path);
  const resource = Object.values(doc)[0] as Xml;
  const list = Object.values(resource).find((v) => v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1) as Xml;
  const record = many(Object.values(list)[0])[0];
  return many(record.Names.Name).map((n: Xml) => [n['@LanguageCode'], n.$]);
}

const one = async (path: string): Promise<[string, string]> => {
  const found = await names(path);
  assert.equal(found.length, 1, `${path}: ${JSON.stringify(found)}`);
  return found[0]!;
};

describe('every place answers de, en, fr, es and it, each under its own label', () => {
  for (const lang of ['de', 'en', 'fr', 'es', 'it']) {
    test(`lang=${lang} on CDG, Paris, Munich and Germany gives one name labelled ${lang}`, async () => {
      for (const path of ['airports/CDG', 'cities/PAR', 'airports/MUC', 'cities/MUC', 'countries/DE', 'airports/RBM', 'cities/ANA']) {
        const [label, name] = await one(`/v1/references/${path}?lang=${lang}`);
        assert.equal(label, lang, path);
        if (lang !== 'en') assert.doesNotMatch(name, /\b(Airport|International)\b/, `${path} ${lang}: ${name}`);
      }
    });
  }

  test('the busiest airports have their names in each language: CDG in French, FRA in German, NRT in Japanese', async () => {
    assert.deepEqual(await one('/v1/references/airports/CDG?lang=fr'), ['fr', 'Aéroport de Paris-Charles-de-Gaulle']);
    assert.match((await one('/v1/references/airports/FRA?lang=de'))[1], /^Flughafen Frankfurt/);
    assert.match((await one('/v1/references/airports/MUC?lang=it'))[1], /^Aeroporto di Monaco di Baviera/);
    assert.match((await one('/v1/references/airports/NRT?lang=ja'))[1], /成田国際空港/);
    assert.equal((await one('/v1/references/airports/CGN?lang=en'))[1], 'Cologne Bonn Airport');
  });

  test('an airport no table names answers its proper name, with its diacritics, under de, fr, es and it', async () => {
    for (const lang of ['de', 'fr', 'es', 'it']) assert.deepEqual(await one(`/v1/references/airports/RBM?lang=${lang}`), [lang, 'Straubing Wallmühle']);
    assert.deepEqual(await one('/v1/references/airports/RBM?lang=en'), ['en', 'Straubing Wallmühle Airport']);
    assert.deepEqual(await one('/v1/references/airports/APO?lang=en'), ['en', 'Apartadó Airport'], 'spelled as its town Apartadó is');
    assert.deepEqual(await one('/v1/references/airports/FMM?lang=de'), ['de', 'Flughafen Memmingen']);
  });
});

describe('cities are named as their own languages write them', () => {
  const cases: [string, string, string][] = [
    ['SAO', 'pt', 'São Paulo'],
    ['MUC', 'de', 'München'],
    ['ZRH', 'de', 'Zürich'],
    ['CGN', 'de', 'Köln'],
    ['DUS', 'de', 'Düsseldorf'],
    ['MMX', 'sv', 'Malmö'],
    ['KRK', 'pl', 'Kraków'],
    ['BER', 'de', 'Berlin'],
    ['FRA', 'fr', 'Francfort-sur-le-Main'],
    ['MOW', 'ru', 'Москва'],
  ];
  for (const [code, lang, expected] of cases) {
    test(`${code} in ${lang} is ${expected}`, async () => {
      const found = await names(`/v1/references/cities/${code}`);
      assert.deepEqual(found.find(([l]) => l === lang), [lang, expected], JSON.stringify(found));
    });
  }

  test('Cologne is Cologne in English, São Paulo keeps its tilde in English too', async () => {
    assert.deepEqual(await one('/v1/references/cities/CGN?lang=en'), ['en', 'Cologne']);
    assert.deepEqual(await one('/v1/references/cities/SAO?lang=en'), ['en', 'São Paulo']);
  });
});

describe('one city, once', () => {
  test('Campo de Marte (RTE) is in São Paulo, Le Bourget (LBG) in Paris, Chkalovsky and Ostafyevo in Moscow', async () => {
    for (const [airport, city] of [['RTE', 'SAO'], ['LBG', 'PAR'], ['CKL', 'MOW'], ['OSF', 'MOW']] as const) {
      const doc = await s.xml(`/v1/references/airports/${airport}`);
      assert.equal(many(doc.AirportResource.Airports.Airport)[0].CityCode, city, airport);
    }
  });

  test('a search for são paulo, moscow or paris finds one city of that name in its country', async () => {
    for (const [q, city, country] of [['são paulo', 'SAO', 'BR'], ['moscow', 'MOW', 'RU'], ['paris', 'PAR', 'FR']] as const) {
      const doc = await s.xml(`/v1/references/locations?q=${encodeURIComponent(q)}&limit=50`);
      const named = many(doc.LocationResource.Locations?.Location)
        .filter((l: Xml) => l.City?.[0].CountryCode === country && many(l.City[0].Names.Name).some((n: Xml) => foldText(n.$) === foldText(q)))
        .map((l: Xml) => l.City[0].CityCode);
      assert.deepEqual(named, [city], q);
    }
  });

  test('same-name cities far apart are told apart: Albany (GA) and Albany (NY)', async () => {
    assert.deepEqual(await one('/v1/references/cities/ALB?lang=en'), ['en', 'Albany (NY)']);
    assert.deepEqual(await one('/v1/references/cities/ABY?lang=en'), ['en', 'Albany (GA)']);
  });
});

describe('the search finds a city by its name in any language', () => {
  const cases: [string, string][] = [
    ['francfort', 'FRA'],
    ['fráncfort', 'FRA'],
    ['francoforte', 'FRA'],
    ['フランクフルト', 'FRA'],
    ['法兰克福', 'FRA'],
    ['Мюнхен', 'MUC'],
  ];
  for (const [q, city] of cases) {
    test(`${q} finds the city ${city} first`, async () => {
      const doc = await s.xml(`/v1/references/locations?q=${encodeURIComponent(q)}`);
      const first = many(doc.LocationResource.Locations?.Location)[0];
      assert.equal(first?.City?.[0].CityCode, city, JSON.stringify(first));
    });
  }
});
