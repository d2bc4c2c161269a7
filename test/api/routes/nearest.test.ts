import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { greatCircleKm } from '../../../src/domain/geo.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function nearest(point: string, query = ''): Promise<Xml[]> {
  const res = await s.get(`/v1/references/airports/nearest/${point}${query}`);
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return parseXml(text).NearestAirportResource.Airports.Airport;
}

/** Checks five airports, sorted, each with a distance matching a haversine from the point. */
function checkSorted(airports: Xml[], lat: number, lon: number): void {
  assert.equal(airports.length, 5);
  let previous = -1;
  for (const a of airports) {
    const km = Number(a.Distance.Value);
    assert.equal(a.Distance.UOM, 'KM');
    assert.equal(a.LocationType, 'Airport');
    const expected = greatCircleKm(lat, lon, Number(a.Position.Coordinate.Latitude), Number(a.Position.Coordinate.Longitude));
    assert.ok(Math.abs(km - expected) <= 1, `${a.AirportCode}: ${km} vs ${expected}`);
    assert.ok(km >= previous, 'ascending distance');
    previous = km;
    assert.equal(a.UtcOffset, undefined);
    assert.equal(a.TimeZoneId, undefined);
    assert.ok(a.CityCode && a.CountryCode);
  }
}

describe('nearest airports', () => {
  test('50.033,8.570 is nearest to FRA; five results, sorted, each name under the language it is in', async () => {
    const airports = await nearest('50.033,8.570');
    assert.equal(airports[0].AirportCode, 'FRA');
    assert.equal(airports[0].CountryCode, 'DE');
    checkSorted(airports, 50.033, 8.57);
    for (const a of airports) {
      const names = [a.Names.Name].flat().map((n: Xml) => [n['@LanguageCode'], n.$]);
      const languages = names.map(([lang]) => lang);
      for (const core of ['de', 'en', 'es', 'fr', 'it']) assert.ok(languages.includes(core), `${a.AirportCode}: every airport is named in ${core}: ${languages.join(' ')}`);
    }
  });

  test('by default the airports travellers fly from: central Manhattan gives LGA, EWR and JFK, no heliport or seaplane base; central Munich MUC', async () => {
    const manhattan = (await nearest('40.75,-73.99')).map((a) => a.AirportCode);
    assert.deepEqual(manhattan.slice(0, 3).sort(), ['EWR', 'JFK', 'LGA'], manhattan.join(' '));
    assert.ok(!manhattan.includes('TEB'), 'Teterboro has no scheduled flights');
    for (const code of ['NES', 'NYS', 'NBP', 'NWS']) assert.ok(!manhattan.includes(code), `${code} in ${manhattan.join(' ')}`);
    assert.equal((await nearest('48.137,11.575'))[0].AirportCode, 'MUC');
    checkSorted(await nearest('48.137,11.575'), 48.137, 11.575);
  });

  test('allAirports=true (any case) counts every airport: the seaplane bases and heliports of Manhattan first, and the self link says so', async () => {
    const res = await s.get('/v1/references/airports/nearest/40.75,-73.99?allAirports=TRUE');
    const doc = parseXml(await res.text()).NearestAirportResource;
    const codes = doc.Airports.Airport.map((a: Xml) => a.AirportCode);
    assert.deepEqual(codes.slice(0, 4).sort(), ['NBP', 'NES', 'NWS', 'NYS']);
    checkSorted(doc.Airports.Airport, 40.75, -73.99);
    const self = [doc.Meta.Link].flat().find((l: Xml) => l['@Rel'] === 'self')['@Href'];
    assert.match(self, /\/nearest\/40\.75,-73\.99\?allAirports=true$/);
    assert.equal((await s.get('/v1/references/airports/nearest/40.75,-73.99?allAirports=maybe')).status, 400);
  });

  test('51.470,-0.454 is nearest to LHR', async () => {
    const airports = await nearest('51.470,-0.454');
    assert.equal(airports[0].AirportCode, 'LHR');
    assert.equal(airports[0].CityCode, 'LON');
    checkSorted(airports, 51.47, -0.454);
  });

  test('only three decimals count: 50.0339999 answers as 50.033', async () => {
    const cut = await nearest('50.0339999,8.5709999');
    const plain = await nearest('50.033,8.570');
    assert.deepEqual(cut.map((a) => [a.AirportCode, a.Distance.Value]), plain.map((a) => [a.AirportCode, a.Distance.Value]));
  });

  test('both sides of the antimeridian find the same truly nearest airports', async () => {
    const west = await nearest('65.0,-179.99', '?allAirports=true');
    const east = await nearest('65.0,179.99', '?allAirports=true');
    checkSorted(west, 65, -179.99);
    checkSorted(east, 65, 179.99);
    // Anadyr (177.7 E) and Provideniya (173.2 W) lie on opposite sides of the line.
    assert.ok(west.some((a) => Number(a.Position.Coordinate.Longitude) > 0));
    assert.ok(west.some((a) => Number(a.Position.Coordinate.Longitude) < 0));
    assert.deepEqual(west.map((a) => a.AirportCode).slice(0, 2), east.map((a) => a.AirportCode).slice(0, 2));
  });

  test('near the poles', async () => {
    const north = await nearest('89.9,0');
    checkSorted(north, 89.9, 0);
    const south = await nearest('-89.999,45');
    checkSorted(south, -89.999, 45);
  });

  test('lang gives one name per airport, under the language it is in: English where there is none in that language', async () => {
    const airports = await nearest('50.033,8.570', '?lang=IT');
    assert.deepEqual(airports[0].Names.Name, [{ '@LanguageCode': 'it', $: 'Aeroporto di Francoforte sul Meno' }]);
    const korean = await nearest('48.9,12.5', '?lang=ko&allAirports=true');
    const straubing = korean.find((a) => a.AirportCode === 'RBM');
    assert.deepEqual(straubing?.Names.Name, [{ '@LanguageCode': 'en', $: 'Straubing Wallmühle Airport' }], 'no Korean name: the English one, said to be English');
  });

  test('bad coordinates are 400 ProcessingErrors', async () => {
    for (const bad of ['91,0', '-90.5,0', '0,180.5', '0,-181', '50.033', '50.033;8.57', 'abc,def', 'NaN,0', '0,NaN', '1e5,0', '0,1e1', '50.0,8.0,1', ',', '%20', '0x10,0', 'Infinity,0']) {
      const res = await s.get(`/v1/references/airports/nearest/${bad}`);
      const text = await res.text();
      assert.equal(res.status, 400, `${bad}: ${text}`);
      const err = parseXml(text).ProcessingErrors.ProcessingError[0];
      assert.equal(err.Type, 'InputValidation', bad);
      assert.equal(err.Code, '3006', bad);
    }
    const none = await s.get('/v1/references/airports/nearest');
    assert.equal(none.status, 400);
  });

  test('range edges are accepted', async () => {
    for (const edge of ['90,180', '-90,-180', '0,0', '-0.0001,-0.0001']) {
      checkSorted(await nearest(edge), ...(edge.split(',').map((x) => Math.trunc(Number(x) * 1000) / 1000) as [number, number]));
    }
  });

  test('near central Paris: airports only, no heliport, station or city code; Orly and Charles de Gaulle first by default', async () => {
    assert.deepEqual((await nearest('48.8566,2.3522')).map((a: Xml) => a.AirportCode).slice(0, 2), ['ORY', 'CDG']);
    const airports = await nearest('48.8566,2.3522', '?lang=en&allAirports=true');
    // Le Bourget, Orly, Villacoublay air base, Toussus-le-Noble and Charles de Gaulle: aerodromes all.
    assert.deepEqual(airports.map((a: Xml) => a.AirportCode), ['LBG', 'ORY', 'VIY', 'TNF', 'CDG']);
    for (const a of airports) {
      assert.equal(a.LocationType, 'Airport');
      assert.doesNotMatch(a.Names.Name[0].$, /heli|gare|station|metropolitan/i);
    }
  });
});
