import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { utcOffsetMinutes, formatUtcOffset } from '../../../src/domain/time-zone.js';
import { namesByLanguage as names, parseXml, type Xml } from '../../support/xml.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { TEST_NOW } from '../../support/test-clock.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

const xml = (path: string): Promise<Xml> => s.xml(path);

describe('airports', () => {
  test('FRA is in DE, city FRA, zone Europe/Berlin, offset of the day', async () => {
    const doc = await xml('/v1/mds-references/airports/FRA');
    const fra = doc.AirportResource.Airports.Airport[0];
    assert.equal(fra.AirportCode, 'FRA');
    assert.equal(fra.CountryCode, 'DE');
    assert.equal(fra.CityCode, 'FRA');
    assert.equal(fra.LocationType, 'Airport');
    assert.equal(fra.TimeZoneId, 'Europe/Berlin');
    assert.ok(['+01:00', '+02:00'].includes(fra.UtcOffset));
    assert.equal(fra.UtcOffset, formatUtcOffset(utcOffsetMinutes('Europe/Berlin', TEST_NOW)));
    assert.ok(Math.abs(Number(fra.Position.Coordinate.Latitude) - 50.03) < 0.1);
    assert.ok(Math.abs(Number(fra.Position.Coordinate.Longitude) - 8.57) < 0.1);
    assert.match(names(fra).EN!, /Frankfurt/);
    const links = doc.AirportResource.Meta.Link;
    assert.equal(links[0]['@Rel'], 'self');
    assert.equal(links[0]['@Href'], `${s.url}/v1/mds-references/airports/FRA`);
  });

  test('half-hour and 45-minute zones keep their minutes', async () => {
    const del = (await xml('/v1/references/airports/DEL')).AirportResource.Airports.Airport[0];
    assert.equal(del.UtcOffset, '+05:30');
    const ktm = (await xml('/v1/references/airports/KTM')).AirportResource.Airports.Airport[0];
    assert.equal(ktm.UtcOffset, '+05:45');
  });

  test('LHR belongs to city LON; codes are case-insensitive', async () => {
    const lhr = (await xml('/v1/references/airports/lhr')).AirportResource.Airports.Airport[0];
    assert.equal(lhr.CityCode, 'LON');
    assert.equal(lhr.CountryCode, 'GB');
  });

  test('retired airports are not served', async () => {
    for (const code of ['TXL', 'SXF']) {
      const res = await s.get(`/v1/references/airports/${code}`);
      assert.equal(res.status, 404, code);
      const err = parseXml(await res.text()).ProcessingErrors.ProcessingError[0];
      assert.equal(err.Type, 'ResourceNotFound');
    }
  });

  test('rail stations carry their location type and city', async () => {
    const zya = (await xml('/v1/references/airports/ZYA')).AirportResource.Airports.Airport[0];
    assert.equal(zya.LocationType, 'RailwayStation');
    assert.equal(zya.CityCode, 'AMS');
  });

  test('with lang, one name, labelled with the language it is in: the English one where there is no translation', async () => {
    const upper = (await xml('/v1/mds-references/airports/MUC?lang=de')).AirportResource.Airports.Airport[0];
    assert.deepEqual(names(upper), { DE: 'Flughafen München' });
    const lower = (await xml('/v1/references/airports/RBM?lang=KO')).AirportResource.Airports.Airport[0];
    assert.deepEqual(names(lower), { en: 'Straubing Wallmühle Airport' }, 'no Korean name: the English one, said to be English');
    const country = (await xml('/v1/references/countries/DE?lang=de')).CountryResource.Countries.Country[0];
    assert.deepEqual(names(country), { de: 'Deutschland' }, 'where the translation exists, it is given');
  });

  test('a 100-record page, then the list pages on with next/last and TotalCount', async () => {
    const doc = await xml('/v1/mds-references/airports?limit=500');
    const page = doc.AirportResource.Airports.Airport;
    assert.equal(page.length, 100);
    const total = Number(doc.AirportResource.Meta.TotalCount);
    assert.ok(total >= 9000, `total ${total}`);
    const codes = page.map((a: Xml) => a.AirportCode);
    assert.deepEqual(codes, [...codes].sort());
    const rels = Object.fromEntries(doc.AirportResource.Meta.Link.map((l: Xml) => [l['@Rel'], l['@Href']]));
    assert.equal(rels.next, `${s.url}/v1/mds-references/airports?limit=100&offset=100`);
    assert.equal(rels.last, `${s.url}/v1/mds-references/airports?limit=100&offset=${Math.floor((total - 1) / 100) * 100}`);
    const next = await xml(new URL(rels.next).pathname + new URL(rels.next).search);
    assert.notEqual(next.AirportResource.Airports.Airport[0].AirportCode, codes[0]);
    assert.ok(next.AirportResource.Airports.Airport[0].AirportCode > codes[99]);
  });
});

describe('countries', () => {
  test('DE is Allemagne in French and Deutschland in German', async () => {
    const fr = (await xml('/v1/mds-references/countries/DE?lang=fr')).CountryResource.Countries.Country[0];
    assert.deepEqual(names(fr), { FR: 'Allemagne' });
    const all = names((await xml('/v1/references/countries/de')).CountryResource.Countries.Country[0]);
    assert.equal(all.de, 'Deutschland');
    assert.equal(all.en, 'Germany');
    for (const lang of ['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh']) assert.ok(all[lang], lang);
  });

  test('paging: default 20, next and last offsets, TotalCount of every ISO code', async () => {
    const doc = await xml('/v1/mds-references/countries');
    const list = doc.CountryResource.Countries.Country;
    assert.equal(list.length, 20);
    assert.equal(list[0].CountryCode, 'AD');
    const total = Number(doc.CountryResource.Meta.TotalCount);
    assert.ok(total >= 249 && total <= 251, `total ${total}`);
    const rels = Object.fromEntries(doc.CountryResource.Meta.Link.map((l: Xml) => [l['@Rel'], l['@Href']]));
    assert.match(rels.next, /limit=20&offset=20$/);
    assert.match(rels.last, new RegExp(`limit=20&offset=${Math.floor((total - 1) / 20) * 20}$`));
    const last = await xml(`/v1/mds-references/countries?offset=${Math.floor((total - 1) / 20) * 20}`);
    const lastRels = last.CountryResource.Meta.Link.map((l: Xml) => l['@Rel']);
    assert.ok(!lastRels.includes('next'), 'no next link on the last page');
    assert.equal(last.CountryResource.Countries.Country.at(-1).CountryCode, 'ZW');
  });

  test('an offset past the end gives an empty page, not an error', async () => {
    const doc = await xml('/v1/references/countries?offset=5000');
    assert.equal(doc.CountryResource.Countries.Country, undefined);
    assert.ok(Number(doc.CountryResource.Meta.TotalCount) > 0);
  });

  test("names with & < > \" ' stay well-formed", async () => {
    // ICU's English name of AG is "Antigua & Barbuda".
    const res = await s.get('/v1/references/countries/AG?lang=en');
    const text = await res.text();
    assert.match(text, /Antigua &amp; Barbuda/);
    assert.equal(names(parseXml(text).CountryResource.Countries.Country[0]).en, 'Antigua & Barbuda');
  });
});

describe('cities', () => {
  test('LON lists its six airports', async () => {
    const lon = (await xml('/v1/mds-references/cities/LON')).CityResource.Cities.City[0];
    assert.equal(lon.CountryCode, 'GB');
    assert.equal(lon.TimeZoneId, 'Europe/London');
    for (const code of ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']) assert.ok(lon.Airports.AirportCode.includes(code), code);
  });

  test('names from CLDR exemplar cities: Vienna is Wien and Vienne', async () => {
    const vie = names((await xml('/v1/references/cities/VIE')).CityResource.Cities.City[0]);
    assert.equal(vie.de, 'Wien');
    assert.equal(vie.fr, 'Vienne');
    assert.equal(vie.en, 'Vienna');
  });

  test('a city with one airport has the airport code', async () => {
    const muc = (await xml('/v1/references/cities/MUC')).CityResource.Cities.City[0];
    assert.deepEqual(muc.Airports.AirportCode, ['MUC']);
  });
});

describe('aircraft', () => {
  test('32N is the A320neo with equipment code A20N', async () => {
    const doc = await xml('/v1/mds-references/aircraft/32N');
    const a = doc.AircraftResource.AircraftSummaries.AircraftSummary[0];
    assert.equal(a.AircraftCode, '32N');
    assert.equal(a.AirlineEquipCode, 'A20N');
    assert.match(names(a).EN!, /A320neo/i);
  });

  test('the list holds at least 150 types with TotalCount', async () => {
    const doc = await xml('/v1/mds-references/aircraft?limit=100');
    assert.equal(doc.AircraftResource.AircraftSummaries.AircraftSummary.length, 100);
    assert.ok(Number(doc.AircraftResource.Meta.TotalCount) >= 150);
  });
});

describe('JSON', () => {
  test('JSON mirrors the XML tree, typed from the spec', async () => {
    for (const path of ['/v1/references/airports/FRA', '/v1/references/cities/LON', '/v1/references/countries?limit=3', '/v1/mds-references/aircraft/320']) {
      const x = await s.get(path);
      const j = await s.get(path, { accept: 'application/json' });
      assert.equal(j.status, 200);
      assert.match(j.headers.get('content-type') ?? '', /^application\/json/);
      const fromXml = parseXml(await x.text());
      const fromJson = await j.json();
      assert.deepEqual(normalise(fromJson), normalise(fromXml), path);
    }
    const airport = (await (await s.get('/v1/references/airports/FRA', { accept: 'application/json' })).json()) as Xml;
    const fra = airport.AirportResource.Airports.Airport[0];
    assert.equal(typeof fra.Position.Coordinate.Latitude, 'number');
    assert.equal(typeof fra.AirportCode, 'string');
    assert.ok(Array.isArray(fra.Names.Name));
    assert.ok(Array.isArray(airport.AirportResource.Meta.Link));
  });
});

/** Turns both trees into the same shape: every leaf a string, every array kept. */
function normalise(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
  return String(v);
}

describe('caching', () => {
  test('ETag with Vary: Accept, Accept-Encoding, and 304 on If-None-Match', async () => {
    const first = await s.get('/v1/references/airports/MUC');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.equal(first.headers.get('vary'), 'Accept, Accept-Encoding');
    const again = await s.get('/v1/references/airports/MUC', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
    const json = await s.get('/v1/references/airports/MUC', { accept: 'application/json' });
    assert.notEqual(json.headers.get('etag'), etag);
    const stale = await s.get('/v1/references/airports/MUC', { 'if-none-match': '"other"' });
    assert.equal(stale.status, 200);
  });
});

describe('locations the airport listings mistype', () => {
  test('XGB is Paris Gare Montparnasse, a railway station in city PAR', async () => {
    const xgb = (await xml('/v1/references/airports/XGB')).AirportResource.Airports.Airport[0];
    assert.equal(xgb.LocationType, 'RailwayStation');
    assert.equal(xgb.CityCode, 'PAR');
    const par = (await xml('/v1/references/cities/PAR')).CityResource.Cities.City[0];
    assert.ok(par.Airports.AirportCode.includes('XGB'));
  });

  test('PAR is a city, not an airport', async () => {
    const res = await s.get('/v1/references/airports/PAR');
    assert.equal(res.status, 404);
    const par = (await xml('/v1/references/cities/PAR')).CityResource.Cities.City[0];
    // Le Bourget, Pontoise and Villacoublay are Paris too (OpenTravelData's city, within 60 km).
    assert.deepEqual(par.Airports.AirportCode, ['BVA', 'CDG', 'LBG', 'ORY', 'POX', 'VIY', 'XEX', 'XGB', 'XPG']);
  });

  test('bus stations are bus stations in their own town', async () => {
    const kielce = (await xml('/v1/references/airports/QKI?lang=en')).AirportResource.Airports.Airport[0];
    assert.equal(kielce.LocationType, 'BusStation');
    const city = (await xml(`/v1/references/cities/${kielce.CityCode}?lang=en`)).CityResource.Cities.City[0];
    assert.equal(names(city).en, 'Kielce');
  });

  test('Detroit (DTT) and Bucharest (BUH) group their airports', async () => {
    const dtt = (await xml('/v1/references/cities/DTT?lang=en')).CityResource.Cities.City[0];
    assert.equal(dtt.CountryCode, 'US');
    assert.equal(names(dtt).en, 'Detroit');
    assert.deepEqual(dtt.Airports.AirportCode, ['DET', 'DTW', 'YIP'], 'Willow Run is in Detroit too');
    assert.equal((await xml('/v1/references/airports/DTW')).AirportResource.Airports.Airport[0].CityCode, 'DTT');
    const buh = (await xml('/v1/references/cities/BUH')).CityResource.Cities.City[0];
    assert.equal(buh.CountryCode, 'RO');
    assert.deepEqual(buh.Airports.AirportCode, ['BBU', 'OTP']);
    assert.equal((await xml('/v1/references/airports/OTP')).AirportResource.Airports.Airport[0].CityCode, 'BUH');
  });
});
