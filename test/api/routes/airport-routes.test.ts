// Routes from an airport over HTTP on the test dataset (the real network of the region), in XML and JSON,
// checked against the schedules endpoint's direct flights of the same date.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function xml(path: string): Promise<Xml> {
  return (await s.xml(path)).RouteResource;
}

function routeTo(doc: Xml, code: string): Xml {
  return many(doc.Routes?.Route).find((r: Xml) => r.Destination.AirportCode === code);
}

async function errorCode(path: string, status: number): Promise<string> {
  const res = await s.get(path);
  assert.equal(res.status, status, path);
  return parseXml(await res.text()).ProcessingErrors.ProcessingError[0].Code;
}

describe('routes from an airport', () => {
  test('from FRA: JFK among the destinations, with departures this week and its airlines', async () => {
    const doc = await xml('/v1/references/routes/FRA?lang=en');
    assert.equal(doc.Origin.AirportCode, 'FRA');
    assert.equal(doc.Origin.CityCode, 'FRA');
    const today = todayIn('Europe/Berlin');
    assert.equal(doc.DatePeriod.Effective, isoFromDay(today));
    assert.equal(doc.DatePeriod.Expiration, isoFromDay(today + 6));
    const jfk = routeTo(doc, 'JFK');
    assert.ok(jfk, 'FRA–JFK is flown');
    assert.ok(Number(jfk.DepartureQuantity) > 0);
    assert.equal(jfk.Destination.CityCode, 'NYC');
    assert.equal(jfk.Destination.CountryCode, 'US');
    assert.deepEqual(jfk.Destination.Names.Name, [{ '@LanguageCode': 'en', $: 'John F. Kennedy International Airport' }]);
    const operating = many(jfk.OperatingCarriers.AirlineID);
    const marketing = many(jfk.MarketingCarriers.AirlineID);
    assert.ok(operating.length > 0);
    for (const airline of operating) assert.match(airline, /^[A-Z0-9]{2}$/);
    const codes = many(doc.Routes.Route).map((r: Xml) => r.Destination.AirportCode);
    assert.deepEqual(codes, [...codes].sort(), 'ordered by destination code');
    assert.ok(codes.length > 20, `${codes.length} destinations`);
    assert.ok(!codes.includes('FRA'));
    assert.ok(marketing.length > 0);
    const links = Object.fromEntries(doc.Meta.Link.map((l: Xml) => [l['@Rel'], l['@Href']]));
    assert.equal(links.self, `${s.url}/v1/references/routes/FRA?lang=en`);
  });

  test("one day's departures are the direct, non-stop schedules of that day, counted once per operating flight", async () => {
    const day = isoFromDay(todayIn('Europe/Berlin') + 12);
    const doc = await xml(`/v1/references/routes/fra?fromDate=${day}&toDate=${day}`);
    assert.equal(doc.DatePeriod.Effective, day);
    assert.equal(doc.DatePeriod.Expiration, day);
    const res = await s.get(`/v2/operations/schedules/FRA/JFK/${day}?directFlights=true&includeCodeshares=false&limit=100`);
    assert.equal(res.status, 200);
    const schedules = many(parseXml(await res.text()).ScheduleResource.Schedule);
    const nonStop = schedules.filter((sc: Xml) => many(sc.Flight).length === 1 && many(sc.Flight)[0].Details.Stops.StopQuantity === '0');
    assert.ok(nonStop.length > 0);
    const jfk = routeTo(doc, 'JFK');
    assert.equal(Number(jfk.DepartureQuantity), nonStop.length);
    const operating = [...new Set(nonStop.map((sc: Xml) => many(sc.Flight)[0].MarketingCarrier.AirlineID))].sort();
    assert.deepEqual(many(jfk.OperatingCarriers.AirlineID), operating);
  });

  test('a longer period counts more departures; the horizon bounds it', async () => {
    const today = todayIn('Europe/Berlin');
    const week = routeTo(await xml('/v1/references/routes/FRA'), 'JFK');
    const fortnight = routeTo(await xml(`/v1/references/routes/FRA?toDate=${isoFromDay(today + 13)}`), 'JFK');
    assert.ok(Number(fortnight.DepartureQuantity) > Number(week.DepartureQuantity));
    const last = await xml(`/v1/references/routes/FRA?fromDate=${isoFromDay(today + 358)}`);
    assert.equal(last.DatePeriod.Expiration, isoFromDay(today + 360), 'the default week is cut at the horizon');
    const whole = await xml(`/v1/references/routes/FRA?fromDate=${isoFromDay(today)}&toDate=${isoFromDay(today + 360)}`);
    assert.ok(Number(routeTo(whole, 'JFK').DepartureQuantity) > 40 * Number(week.DepartureQuantity), 'about 51 weeks');
  });

  test('unknown airport 404, malformed code, malformed or out-of-range dates and an inverted range 400', async () => {
    const today = todayIn('Europe/Berlin');
    assert.equal(await errorCode('/v1/references/routes/ZZX', 404), '2002');
    assert.equal(await errorCode('/v1/references/routes/F1A', 400), '3002');
    assert.equal(await errorCode('/v1/references/routes/FRA?fromDate=tomorrow', 400), '3024');
    assert.equal(await errorCode('/v1/references/routes/FRA?toDate=2027-02-30', 400), '3024');
    assert.equal(await errorCode(`/v1/references/routes/FRA?fromDate=${isoFromDay(today - 1)}`, 400), '3009');
    assert.equal(await errorCode(`/v1/references/routes/FRA?toDate=${isoFromDay(today + 361)}`, 400), '3009');
    assert.equal(await errorCode(`/v1/references/routes/FRA?fromDate=${isoFromDay(today + 5)}&toDate=${isoFromDay(today + 4)}`, 400), '3025');
  });

  test("from a city (NYC): the city as Origin, each route naming its airport, and together every route of the city's airports", async () => {
    const doc = await xml('/v1/references/routes/NYC?lang=en');
    assert.equal(doc.Origin.AirportCode, undefined);
    assert.equal(doc.Origin.CityCode, 'NYC');
    assert.equal(doc.Origin.CountryCode, 'US');
    const routes = many(doc.Routes.Route);
    const keys = routes.map((r: Xml) => `${r.Origin.AirportCode}-${r.Destination.AirportCode} ${r.DepartureQuantity}`);
    const byAirport: string[] = [];
    for (const airport of ['EWR', 'JFK', 'LGA']) {
      const one = await xml(`/v1/references/routes/${airport}?lang=en`);
      byAirport.push(...many(one.Routes?.Route).map((r: Xml) => `${airport}-${r.Destination.AirportCode} ${r.DepartureQuantity}`));
    }
    for (const key of byAirport) assert.ok(keys.includes(key), key);
    assert.ok(keys.some((k: string) => k.startsWith('JFK-LHR ')), 'JFK–LHR among them');
    const destinations = routes.map((r: Xml) => r.Destination.AirportCode);
    assert.deepEqual(destinations, [...destinations].sort(), 'by destination');
  });

  test('an airport without departures has an empty list', async () => {
    const doc = await xml('/v1/references/routes/QQS');
    assert.deepEqual(many(doc.Routes?.Route), []);
  });

  test('in JSON: Route and AirlineID are arrays, DepartureQuantity a number', async () => {
    const res = await s.get('/v1/references/routes/FRA', { accept: 'application/json' });
    assert.equal(res.status, 200);
    const doc = ((await res.json()) as Xml).RouteResource;
    assert.ok(Array.isArray(doc.Routes.Route));
    const jfk = doc.Routes.Route.find((r: Xml) => r.Destination.AirportCode === 'JFK');
    assert.equal(typeof jfk.DepartureQuantity, 'number');
    assert.ok(jfk.DepartureQuantity > 0);
    assert.ok(Array.isArray(jfk.MarketingCarriers.AirlineID));
    assert.ok(Array.isArray(jfk.OperatingCarriers.AirlineID));
    const etag = res.headers.get('etag');
    assert.ok(etag);
    assert.equal((await s.get('/v1/references/routes/FRA', { accept: 'application/json', 'if-none-match': etag })).status, 304);
  });
});
