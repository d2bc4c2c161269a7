// The formats of answers over HTTP: Accept headers as real clients send them, the 406, the classic
// JSON profile per request and per server, and the original API's spellings of parameter values.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../../support/server.js';
import { parseXml } from '../../support/xml.js';

let s: TestServer;
let classicServer: TestServer;
before(async () => {
  [s, classicServer] = await Promise.all([startTestServer(), startTestServer({ SKYREF_JSON_PROFILE: 'classic' })]);
});
after(async () => Promise.all([s?.close(), classicServer?.close()]));

/* eslint-disable @typescript-eslint/no-explicit-any */
async function json(server: TestServer, path: string, accept: string): Promise<{ status: number; body: any }> {
  const res = await server.get(path, { accept });
  assert.match(res.headers.get('content-type') ?? '', /^application\/json; charset=utf-8$/, `${path} with ${accept}`);
  return { status: res.status, body: await res.json() };
}

test('JSON for application/json with a charset, as Java and .NET clients send it', async () => {
  for (const accept of ['application/json; charset=utf-8', 'application/json;charset=UTF-8', 'application/json, text/plain, */*']) {
    const { status, body } = await json(s, '/v1/references/airports/FRA', accept);
    assert.equal(status, 200);
    assert.equal(body.AirportResource.Airports.Airport[0].AirportCode, 'FRA', 'typed JSON: lists are arrays');
    assert.equal(body.AirportResource.Airports.Airport[0].CountryCode, 'DE');
  }
});

test('XML for the XML types with a charset', async () => {
  for (const accept of ['application/xml;charset=UTF-8', 'text/xml; charset=utf-8', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
    const res = await s.get('/v1/references/countries/DE', { accept });
    assert.equal(res.status, 200, accept);
    assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(parseXml(await res.text()).CountryResource.Countries.Country[0].CountryCode, 'DE');
  }
});

test('406 in JSON when only JSON was asked for, in XML otherwise', async () => {
  const asJson = await json(s, '/v1/references/countries/DE', 'application/json; profile=nonesuch');
  assert.equal(asJson.status, 406);
  assert.equal(asJson.body.ProcessingErrors.ProcessingError.Code, '3021');
  const asXml = await s.get('/v1/references/countries/DE', { accept: 'text/html' });
  assert.equal(asXml.status, 406);
  assert.equal(parseXml(await asXml.text()).ProcessingErrors.ProcessingError[0].Code, '3021');
});

test('the classic profile: one-item lists as objects, numbers from text, hours of UTC offset, string attributes', async () => {
  const { status, body } = await json(s, '/v1/references/airports/FRA?lang=en', 'application/json; profile=classic');
  assert.equal(status, 200);
  const fra = body.AirportResource.Airports.Airport;
  assert.equal(fra.AirportCode, 'FRA', 'Airport is an object');
  assert.deepEqual(Object.keys(fra.Names.Name), ['@LanguageCode', '$']);
  assert.equal(fra.Names.Name['@LanguageCode'], 'en');
  assert.match(fra.Names.Name.$, /Frankfurt/);
  assert.equal(typeof fra.Position.Coordinate.Latitude, 'number');
  assert.ok([1, 2].includes(fra.UtcOffset), `UtcOffset ${fra.UtcOffset}`);
  const meta = body.AirportResource.Meta;
  assert.equal(meta['@Version'], '1.0.0');
  assert.ok(Array.isArray(meta.Link), 'self and related links: an array');

  const list = await json(s, '/v1/references/cities?limit=2&lang=en', 'application/json; profile=classic');
  assert.ok(Array.isArray(list.body.CityResource.Cities.City));
  assert.equal(typeof list.body.CityResource.Meta.TotalCount, 'number');

  const error = await json(s, '/v1/references/airports/Q1Q', 'application/json; profile=classic');
  assert.equal(error.status, 400);
  const processingError = error.body.ProcessingErrors.ProcessingError;
  assert.equal(processingError['@RetryIndicator'], 'false', 'attributes stay strings');
  assert.equal(typeof processingError.Code, 'number');
});

test('SKYREF_JSON_PROFILE=classic: application/json is the classic profile, profile=typed the typed one, XML unchanged', async () => {
  const classic = await json(classicServer, '/v1/references/countries/DE', 'application/json; charset=utf-8');
  assert.equal(classic.body.CountryResource.Countries.Country.CountryCode, 'DE');
  const typed = await json(classicServer, '/v1/references/countries/DE', 'application/json; profile=typed');
  assert.equal(typed.body.CountryResource.Countries.Country[0].CountryCode, 'DE');
  const xml = await classicServer.get('/v1/references/countries/DE');
  assert.equal(parseXml(await xml.text()).CountryResource.Countries.Country[0].CountryCode, 'DE');
});

test("the original's group names: LHOperated and MilesAndMore", async () => {
  const total = async (query: string) => {
    const res = await s.get(`/v1/references/airports?${query}`, { accept: 'application/json' });
    assert.equal(res.status, 200, query);
    return ((await res.json()) as any).AirportResource.Meta.TotalCount as number;
  };
  const carrier = await total('group=CarrierOperated');
  const loyalty = await total('group=LoyaltyProgram');
  assert.ok(carrier > 50 && loyalty > carrier, `${carrier} < ${loyalty}`);
  assert.equal(await total('group=LHOperated'), carrier);
  assert.equal(await total('group=lhoperated'), carrier);
  assert.equal(await total('group=MilesAndMore'), loyalty);
  assert.equal(await total('LHoperated=1'), carrier);
  const bad = await s.get('/v1/references/airports?group=Star', { accept: 'application/json' });
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as any).ProcessingErrors.ProcessingError.Description, /LHOperated, MilesAndMore/);
});
