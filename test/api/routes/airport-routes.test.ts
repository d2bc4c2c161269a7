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

/** Every Route of a routes answer, its pages gathered by following `next` from `limit=100`. */
async function allRoutes(path: string): Promise<Xml[]> {
  const routes: Xml[] = [];
  let next: string | undefined = `${s.url}${path}${path.includes('?') ? '&' : '?'}limit=100`;
  while (next !== undefined) {
    const doc: Xml = (await s.xml(next.slice(s.url.length))).RouteResource;
    routes.push(...many(doc.Routes?.Route));
    next = links(doc).next;
  }
  return routes;
}

function links(doc: Xml): Record<string, string> {
  return Object.fromEntries(many(doc.Meta.Link).filter((l: Xml) => l['@Rel'] !== 'related').map((l: Xml) => [l['@Rel'], l['@Href']]));
}

function routeTo(routes: Xml[], code: string): Xml {
  return routes.find((r: Xml) => r.Destination.AirportCode === code);
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
    const routes = await allRoutes('/v1/references/routes/FRA?lang=en');
    const jfk = routeTo(routes, 'JFK');
    assert.ok(jfk, 'FRA–JFK is flown');
    assert.ok(Number(jfk.DepartureQuantity) > 0);
    assert.equal(jfk.Destination.CityCode, 'NYC');
    assert.equal(jfk.Destination.CountryCode, 'US');
    assert.deepEqual(jfk.Destination.Names.Name, [{ '@LanguageCode': 'en', $: 'John F. Kennedy International Airport' }]);
    const operating = many(jfk.OperatingCarriers.AirlineID);
    const marketing = many(jfk.MarketingCarriers.AirlineID);
    assert.ok(operating.length > 0);
    for (const airline of operating) assert.match(airline, /^[A-Z0-9]{2}$/);
    const codes = routes.map((r: Xml) => r.Destination.AirportCode);
    assert.deepEqual(codes, [...codes].sort(), 'ordered by destination code');
    assert.ok(codes.length > 20, `${codes.length} destinations`);
    assert.ok(!codes.includes('FRA'));
    assert.ok(marketing.length > 0);
    assert.equal(links(doc).self, `${s.url}/v1/references/routes/FRA?limit=20&offset=0&lang=en`);
  });

  test("one day's departures are the direct, non-stop schedules of that day, counted once per operating flight", async () => {
    const day = isoFromDay(todayIn('Europe/Berlin') + 12);
    const doc = await xml(`/v1/references/routes/fra?fromDate=${day}&toDate=${day}&limit=1`);
    assert.equal(doc.DatePeriod.Effective, day);
    assert.equal(doc.DatePeriod.Expiration, day);
    const res = await s.get(`/v2/operations/schedules/FRA/JFK/${day}?directFlights=true&includeCodeshares=false&limit=100`);
    assert.equal(res.status, 200);
    const schedules = many(parseXml(await res.text()).ScheduleResource.Schedule);
    const nonStop = schedules.filter((sc: Xml) => many(sc.Flight).length === 1 && many(sc.Flight)[0].Details.Stops.StopQuantity === '0');
    assert.ok(nonStop.length > 0);
    const jfk = routeTo(await allRoutes(`/v1/references/routes/fra?fromDate=${day}&toDate=${day}`), 'JFK');
    assert.equal(Number(jfk.DepartureQuantity), nonStop.length);
    const operating = [...new Set(nonStop.map((sc: Xml) => many(sc.Flight)[0].MarketingCarrier.AirlineID))].sort();
    assert.deepEqual(many(jfk.OperatingCarriers.AirlineID), operating);
  });

  test('a longer period counts more departures; the horizon bounds it', async () => {
    const today = todayIn('Europe/Berlin');
    const week = routeTo(await allRoutes('/v1/references/routes/FRA'), 'JFK');
    const fortnight = routeTo(await allRoutes(`/v1/references/routes/FRA?toDate=${isoFromDay(today + 13)}`), 'JFK');
    assert.ok(Number(fortnight.DepartureQuantity) > Number(week.DepartureQuantity));
    const last = await xml(`/v1/references/routes/FRA?fromDate=${isoFromDay(today + 358)}`);
    assert.equal(last.DatePeriod.Expiration, isoFromDay(today + 360), 'the default week is cut at the horizon');
    const wholeJfk = routeTo(await allRoutes(`/v1/references/routes/FRA?fromDate=${isoFromDay(today)}&toDate=${isoFromDay(today + 360)}`), 'JFK');
    assert.ok(Number(wholeJfk.DepartureQuantity) > 40 * Number(week.DepartureQuantity), 'about 51 weeks');
  });

  test('unknown airport 404, malformed code, malformed or out-of-range dates and an inverted range 400', async () => {
    const today = todayIn('Europe/Berlin');
    assert.equal(await errorCode('/v1/references/routes/ZZX', 404), '2002');
    assert.equal(await errorCode('/v1/references/routes/F1A', 400), '3002');
    assert.equal(await errorCode('/v1/references/routes/FRA?fromDate=tomorrow', 400), '3024');
    assert.equal(await errorCode('/v1/references/routes/FRA?toDate=2027-02-30', 400), '3033');
    assert.equal(await errorCode(`/v1/references/routes/FRA?fromDate=${isoFromDay(today - 1)}`, 400), '3009');
    assert.equal(await errorCode(`/v1/references/routes/FRA?toDate=${isoFromDay(today + 361)}`, 400), '3009');
    assert.equal(await errorCode(`/v1/references/routes/FRA?fromDate=${isoFromDay(today + 5)}&toDate=${isoFromDay(today + 4)}`, 400), '3025');
  });

  test("from a city (NYC): the city as Origin, each route naming its airport, and together every route of the city's airports", async () => {
    const doc = await xml('/v1/references/routes/NYC?lang=en');
    assert.equal(doc.Origin.AirportCode, undefined);
    assert.equal(doc.Origin.CityCode, 'NYC');
    assert.equal(doc.Origin.CountryCode, 'US');
    const routes = await allRoutes('/v1/references/routes/NYC?lang=en');
    const keys = routes.map((r: Xml) => `${r.Origin.AirportCode}-${r.Destination.AirportCode} ${r.DepartureQuantity}`);
    const byAirport: string[] = [];
    for (const airport of ['EWR', 'JFK', 'LGA']) {
      const one = await allRoutes(`/v1/references/routes/${airport}?lang=en`);
      byAirport.push(...one.map((r: Xml) => `${airport}-${r.Destination.AirportCode} ${r.DepartureQuantity}`));
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
    assert.ok(doc.Routes.Route.length > 0);
    for (const route of doc.Routes.Route) {
      assert.equal(typeof route.DepartureQuantity, 'number');
      assert.ok(route.DepartureQuantity > 0);
      assert.ok(Array.isArray(route.MarketingCarriers.AirlineID));
      assert.ok(Array.isArray(route.OperatingCarriers.AirlineID));
    }
    const etag = res.headers.get('etag');
    assert.ok(etag);
    assert.equal((await s.get('/v1/references/routes/FRA', { accept: 'application/json', 'if-none-match': etag })).status, 304);
  });
});

describe('routes paged as every list (docs/api-rules.md, Paging)', () => {
  test('NYC by pages of 7: the first holds 7, TotalCount is the total, next links gather every route once, in order, and the last page has no next', async () => {
    const first = await xml('/v1/references/routes/NYC?limit=7&lang=en');
    assert.equal(many(first.Routes.Route).length, 7);
    const total = Number(first.Meta.TotalCount);
    assert.ok(total > 50, `${total} routes from New York`);
    const firstLinks = links(first);
    assert.equal(firstLinks.self, `${s.url}/v1/references/routes/NYC?limit=7&offset=0&lang=en`);
    const lastOffset = Math.floor((total - 1) / 7) * 7;
    assert.equal(firstLinks.last, `${s.url}/v1/references/routes/NYC?limit=7&offset=${lastOffset}&lang=en`);
    const keys: string[] = [];
    let page: Xml = first;
    let pages = 1;
    for (;;) {
      assert.equal(Number(page.Meta.TotalCount), total, 'the same total on every page');
      keys.push(...many(page.Routes.Route).map((r: Xml) => `${r.Destination.AirportCode} ${r.Origin.AirportCode}`));
      const next = links(page).next;
      if (next === undefined) break;
      page = (await s.xml(next.slice(s.url.length))).RouteResource;
      pages++;
    }
    assert.equal(links(page).self, firstLinks.last, 'the page without next is the last');
    assert.equal(many(page.Routes.Route).length, total - lastOffset);
    assert.equal(pages, lastOffset / 7 + 1);
    assert.equal(keys.length, total);
    assert.equal(new Set(keys).size, total, 'no route twice');
    assert.deepEqual(keys, [...keys].sort(), 'by destination, then by the airport it leaves from, across pages');
    assert.ok(keys.includes('LHR JFK') && keys.includes('LHR EWR'), 'JFK–LHR and EWR–LHR among them');
    // The same routes as each airport of the city lists, every one of them.
    let byAirport = 0;
    for (const airport of ['EWR', 'JFK', 'LGA']) {
      const one = await xml(`/v1/references/routes/${airport}?limit=1`);
      byAirport += Number(one.Meta.TotalCount);
    }
    assert.equal(byAirport, total);
  });

  test('by default 20 a page; limit above 100 is 100; an offset past the end is an empty page with the true total', async () => {
    const first = await xml('/v1/references/routes/NYC');
    assert.equal(many(first.Routes.Route).length, 20);
    const total = Number(first.Meta.TotalCount);
    assert.ok(links(first).next?.endsWith('/v1/references/routes/NYC?limit=20&offset=20'));
    const large = await xml('/v1/references/routes/NYC?limit=1000');
    assert.equal(many(large.Routes.Route).length, Math.min(100, total));
    const past = await xml(`/v1/references/routes/NYC?offset=${total + 5}`);
    assert.deepEqual(many(past.Routes?.Route), []);
    assert.equal(Number(past.Meta.TotalCount), total);
    assert.equal(links(past).next, undefined);
    const empty = await xml('/v1/references/routes/QQS?limit=5');
    assert.equal(Number(empty.Meta.TotalCount), 0);
  });

  test('a bad limit is 400 (3010), a bad offset 400 (3011), as every list', async () => {
    for (const limit of ['0', '-1', 'ten', '2.5', '1234567890']) assert.equal(await errorCode(`/v1/references/routes/NYC?limit=${limit}`, 400), '3010', limit);
    for (const offset of ['-1', 'x', '1e3']) assert.equal(await errorCode(`/v1/references/routes/NYC?offset=${offset}`, 400), '3011', offset);
    assert.equal(await errorCode('/v1/references/routes/NYC?limit=5&limit=6', 400), '3014');
  });

  test('in typed and classic JSON: TotalCount a number, the page of routes, next and last links', async () => {
    for (const profile of ['typed', 'classic']) {
      const res = await s.get('/v1/references/routes/NYC?limit=2&offset=4', { accept: `application/json; profile=${profile}` });
      assert.equal(res.status, 200, profile);
      const doc = ((await res.json()) as Xml).RouteResource;
      assert.equal(doc.Routes.Route.length, 2, profile);
      assert.equal(typeof doc.Meta.TotalCount, 'number', profile);
      assert.ok(doc.Meta.TotalCount > 6);
      const rels = [doc.Meta.Link].flat().map((l: Xml) => `${l['@Rel']} ${l['@Href']}`);
      assert.ok(rels.includes(`next ${s.url}/v1/references/routes/NYC?limit=2&offset=6`), `${profile}: ${rels.join(', ')}`);
      assert.ok(rels.some((l) => l.startsWith('last ')), profile);
    }
    // The classic profile writes a list of one as an object, as it writes every list.
    const one = await s.get('/v1/references/routes/NYC?limit=1', { accept: 'application/json; profile=classic' });
    const route = ((await one.json()) as Xml).RouteResource.Routes.Route;
    assert.ok(!Array.isArray(route) && typeof route === 'object');
  });

  test('each page is its own cache entry: the second page differs from the first, asked twice', async () => {
    for (let i = 0; i < 2; i++) {
      const a = await xml('/v1/references/routes/NYC?limit=3');
      const b = await xml('/v1/references/routes/NYC?limit=3&offset=3');
      assert.notDeepEqual(many(a.Routes.Route), many(b.Routes.Route));
      assert.equal(many(b.Routes.Route).length, 3);
    }
  });
});
