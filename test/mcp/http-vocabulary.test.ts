// The tools at /mcp speak HTTP's vocabulary (issue 59): `lang` where the HTTP counterpart reads it,
// answering the names HTTP answers in that language and refusing a bad one with HTTP's message;
// routes_from_airport paged with limit and offset as the routes resource pages, a city code
// taken as HTTP takes it. Each fact is checked against the HTTP answer of the same server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../support/server.js';
import { many, parseXml, type Xml } from '../support/xml.js';

let s: TestServer;
let token: string;
before(async () => {
  s = await startTestServer();
  token = await s.token();
});
after(async () => {
  await s?.close();
});

interface ToolAnswer {
  isError: boolean;
  text: string;
  structured: Xml;
}

/** One tools/call as one POST /mcp: the tool's answer, or the JSON-RPC error when the door refused the call. */
async function callRaw(name: string, args: Record<string, unknown>): Promise<{ result?: ToolAnswer; error?: { code: number; message: string } }> {
  const res = await fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  assert.equal(res.status, 200);
  const body = (await res.json()) as { result?: { isError?: boolean; structuredContent?: Xml; content: { text: string }[] }; error?: { code: number; message: string } };
  if (body.error) return { error: body.error };
  const r = body.result!;
  return { result: { isError: r.isError === true, text: r.content.map((c) => c.text).join('\n'), structured: r.structuredContent } };
}

async function call(name: string, args: Record<string, unknown>): Promise<Xml> {
  const { result, error } = await callRaw(name, args);
  assert.equal(error, undefined, JSON.stringify(error));
  assert.equal(result!.isError, false, result!.text);
  return result!.structured;
}

/** The ProcessingError description HTTP answers for `path`, with its status and code. */
async function httpError(path: string): Promise<{ status: number; code: string; description: string }> {
  const res = await s.get(path);
  const error = parseXml(await res.text()).ProcessingErrors.ProcessingError[0];
  return { status: res.status, code: error.Code, description: error.Description };
}

/** The one name of an HTTP record (or the first of a list of them) asked with lang: its text and language. */
function oneName(records: Xml): { name: string; lang: string } {
  const names = many(many(records)[0].Names.Name);
  assert.equal(names.length, 1);
  return { name: names[0].$, lang: names[0]['@LanguageCode'] };
}

describe('lang at /mcp, as HTTP reads it', () => {
  test("tools/list publishes lang, limit and offset with the OpenAPI description's pattern, bounds and defaults", async () => {
    const res = await fetch(`${s.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    const tools = ((await res.json()) as Xml).result.tools as Xml[];
    const openapi = (await (await fetch(`${s.url}/openapi.json`)).json()) as Xml;
    const parameter = (name: string) => openapi.components.parameters[name].schema;
    const withLang = tools.filter((t) => t.inputSchema.properties.lang !== undefined).map((t) => t.name).sort();
    assert.deepEqual(withLang, ['get_aircraft', 'get_airline', 'get_airport', 'get_city', 'get_country', 'nearest_airports', 'routes_from_airport', 'search_locations', 'seat_details']);
    for (const tool of tools.filter((t) => withLang.includes(t.name))) {
      assert.equal(tool.inputSchema.properties.lang.pattern, parameter('lang').pattern, tool.name);
      assert.ok(!(tool.inputSchema.required ?? []).includes('lang'), `${tool.name}: lang is optional, as HTTP's`);
    }
    const routes = tools.find((t) => t.name === 'routes_from_airport').inputSchema.properties;
    for (const name of ['limit', 'offset']) {
      const { minimum, maximum, default: fallback } = parameter(name);
      assert.deepEqual([routes[name].minimum, routes[name].maximum, routes[name].default], [minimum, maximum, fallback], name);
    }
  });

  test('get_airport FRA in French: the name HTTP gives with lang=fr, not the English one', async () => {
    const http = oneName((await s.xml('/v1/references/airports/FRA?lang=fr')).AirportResource.Airports.Airport);
    assert.equal(http.name, 'Aéroport de Francfort-sur-le-Main');
    const fr = await call('get_airport', { code: 'FRA', lang: 'fr' });
    assert.equal(fr.name, http.name);
    assert.equal(fr.nameLanguage, 'fr');
    assert.deepEqual(fr.names, { fr: http.name }, 'one name, labelled, as HTTP with lang');
    const upper = await call('get_airport', { code: 'fra', lang: 'FR' });
    assert.equal(upper.name, http.name, 'any case, as HTTP');
    const en = await call('get_airport', { code: 'FRA' });
    assert.equal(en.name, 'Frankfurt Airport', 'without lang, the English name');
    assert.equal(en.nameLanguage, 'en');
    const every = many(many((await s.xml('/v1/references/airports/FRA')).AirportResource.Airports.Airport)[0].Names.Name);
    assert.deepEqual(en.names, Object.fromEntries(every.map((n: Xml) => [n['@LanguageCode'], n.$])), 'and every name, as HTTP without lang');
  });

  test('a language without a name of its own: the English name, labelled en, as HTTP', async () => {
    const http = oneName((await s.xml('/v1/references/airports/FRA?lang=yo')).AirportResource.Airports.Airport);
    const yo = await call('get_airport', { code: 'FRA', lang: 'yo' });
    assert.deepEqual({ name: yo.name, lang: yo.nameLanguage }, http);
  });

  test('cities, countries, airlines, the location search, nearest airports and routes answer in the language asked', async () => {
    const city = oneName((await s.xml('/v1/references/cities/MUC?lang=it')).CityResource.Cities.City);
    const muc = await call('get_city', { code: 'MUC', lang: 'it' });
    assert.deepEqual({ name: muc.name, lang: muc.nameLanguage }, city);
    assert.deepEqual(muc.names, { [city.lang]: city.name });
    assert.equal(muc.name, 'Monaco di Baviera');

    const country = oneName((await s.xml('/v1/references/countries/DE?lang=fr')).CountryResource.Countries.Country);
    assert.equal(country.name, 'Allemagne');
    assert.equal((await call('get_country', { code: 'de', lang: 'fr' })).name, country.name);

    const airline = oneName((await s.xml('/v1/references/airlines/LH?lang=de')).AirlineResource.Airlines.Airline);
    const lh = await call('get_airline', { code: 'LH', lang: 'de' });
    assert.deepEqual({ name: lh.name, lang: lh.nameLanguage }, airline);

    const aircraft = await call('get_aircraft', { code: '32N', lang: 'de' });
    assert.equal(aircraft.nameLanguage, 'en', 'aircraft are named in English only, labelled so');

    const search = await call('search_locations', { query: 'francfort', lang: 'fr' });
    const fra = search.results.find((r: Xml) => r.code === 'FRA' && r.kind === 'Airport');
    assert.equal(fra.name, 'Aéroport de Francfort-sur-le-Main');
    assert.equal(fra.nameLanguage, 'fr');

    const nearest = await call('nearest_airports', { latitude: 50.033, longitude: 8.57, lang: 'fr' });
    const httpNearest = many((await s.xml('/v1/references/airports/nearest/50.033,8.570?lang=fr')).NearestAirportResource.Airports.Airport);
    assert.deepEqual(
      nearest.airports.map((a: Xml) => `${a.code} ${a.name}`),
      httpNearest.map((a: Xml) => `${a.AirportCode} ${oneName(a).name}`),
    );

    const httpRoutes = many((await s.xml('/v1/references/routes/FRA?lang=es&limit=100')).RouteResource.Routes.Route);
    const routes = await call('routes_from_airport', { airport: 'FRA', lang: 'es', limit: 100 });
    assert.deepEqual(
      routes.routes.map((r: Xml) => `${r.destination} ${r.name}`),
      httpRoutes.map((r: Xml) => `${r.Destination.AirportCode} ${oneName(r.Destination).name}`),
    );
    assert.ok(routes.routes.some((r: Xml) => r.destination === 'MAD' && r.name === 'Aeropuerto Adolfo Suárez Madrid-Barajas'), 'MAD named in Spanish');

    const seats = await call('seat_details', { aircraft: '388', lang: 'fr' });
    assert.ok(seats.cabins.length > 0, 'seat details take lang, as HTTP');
  });

  test("a bad lang: the tool error HTTP's 400 (3012) says, whatever the tool; one outside the pattern too", async () => {
    const http = await httpError('/v1/references/airports/FRA?lang=xx');
    assert.deepEqual([http.status, http.code], [400, '3012']);
    for (const [name, args] of [
      ['get_airport', { code: 'FRA' }],
      ['get_city', { code: 'MUC' }],
      ['get_country', { code: 'DE' }],
      ['get_aircraft', { code: '32N' }],
      ['get_airline', { code: 'LH' }],
      ['seat_details', { aircraft: '388' }],
      ['search_locations', { query: 'fra' }],
      ['nearest_airports', { latitude: 50, longitude: 8 }],
      ['routes_from_airport', { airport: 'FRA' }],
    ] as const) {
      for (const lang of ['xx', 'QQ', 'fra', 'f', '']) {
        const { result, error } = await callRaw(name, { ...args, lang });
        assert.equal(error, undefined, `${name} ${lang}: ${JSON.stringify(error)}`);
        assert.equal(result!.isError, true, `${name} ${lang}`);
        assert.equal(result!.text, http.description, `${name} ${lang}`);
      }
    }
    const other = await callRaw('get_airport', { code: 'FRA', lang: 'xx', extra: 1 });
    assert.equal(other.error?.code, -32602, 'an argument the tool does not take is still refused by the door');
  });

  test("a date the calendar lacks: the tool error HTTP's 400 (3033) says, not the malformed date's", async () => {
    const http = await httpError('/v1/operations/flightstatus/LH400/2027-02-30');
    assert.deepEqual([http.status, http.code], [400, '3033']);
    for (const [name, args] of [
      ['flight_status', { flight: 'LH400', date: '2027-02-30' }],
      ['find_flights', { origin: 'FRA', destination: 'JFK', date: '2027-02-30' }],
    ] as const) {
      const { result, error } = await callRaw(name, args);
      assert.equal(error, undefined, `${name}: ${JSON.stringify(error)}`);
      assert.equal(result!.isError, true, name);
      assert.equal(result!.text, http.description, name);
    }
  });

  test('tools whose HTTP counterparts read no lang take none', async () => {
    const { error } = await callRaw('find_flights', { origin: 'FRA', destination: 'JFK', date: '2027-01-01', lang: 'fr' });
    assert.equal(error?.code, -32602);
  });
});

describe('routes_from_airport paged as the routes resource', () => {
  test('NYC by pages of 9: the same routes as HTTP, page by page, with the total and the next offset until the last page', async () => {
    const first = await call('routes_from_airport', { airport: 'NYC', limit: 9 });
    const httpFirst = (await s.xml('/v1/references/routes/NYC?limit=9')).RouteResource;
    const total = Number(httpFirst.Meta.TotalCount);
    assert.equal(first.total, total);
    assert.equal(first.routes.length, 9);
    assert.equal(first.origin, 'NYC');
    const keys: string[] = [];
    let offset: number | undefined = 0;
    let pages = 0;
    while (offset !== undefined) {
      const page: Xml = await call('routes_from_airport', { airport: 'nyc', limit: 9, offset });
      const http = many((await s.xml(`/v1/references/routes/NYC?limit=9&offset=${offset}`)).RouteResource.Routes.Route);
      const got = page.routes.map((r: Xml) => `${r.destination} ${r.from} ${r.departures}`);
      assert.deepEqual(got, http.map((r: Xml) => `${r.Destination.AirportCode} ${r.Origin.AirportCode} ${r.DepartureQuantity}`), `offset ${offset}`);
      assert.equal(page.total, total);
      keys.push(...got);
      offset = page.nextOffset;
      if (offset !== undefined) assert.equal(offset, page.offset + 9);
      pages++;
    }
    assert.equal(keys.length, total);
    assert.equal(new Set(keys).size, total, 'every route once');
    assert.equal(pages, Math.ceil(total / 9));
  });

  test('by default 20; limit above 100 is 100; past the end an empty page with the total', async () => {
    const first = await call('routes_from_airport', { airport: 'NYC' });
    assert.equal(first.routes.length, 20);
    assert.deepEqual([first.offset, first.limit, first.nextOffset], [0, 20, 20]);
    const large = await call('routes_from_airport', { airport: 'NYC', limit: 500 });
    assert.equal(large.limit, 100);
    assert.equal(large.routes.length, Math.min(100, first.total));
    const past = await call('routes_from_airport', { airport: 'NYC', offset: first.total + 3 });
    assert.deepEqual(past.routes, []);
    assert.equal(past.total, first.total);
    assert.equal(past.nextOffset, undefined);
  });

  test("a bad limit or offset: the tool error of HTTP's 3010 or 3011", async () => {
    const limit = await httpError('/v1/references/routes/NYC?limit=0');
    const offset = await httpError('/v1/references/routes/NYC?offset=-1');
    assert.deepEqual([limit.code, offset.code], ['3010', '3011']);
    for (const bad of [0, -1, 2.5, '5']) {
      const { result, error } = await callRaw('routes_from_airport', { airport: 'NYC', limit: bad });
      assert.equal(error, undefined, JSON.stringify(error));
      assert.deepEqual([result!.isError, result!.text], [true, limit.description], `limit ${bad}`);
    }
    for (const bad of [-1, 0.5, 'x']) {
      const { result, error } = await callRaw('routes_from_airport', { airport: 'NYC', offset: bad });
      assert.equal(error, undefined, JSON.stringify(error));
      assert.deepEqual([result!.isError, result!.text], [true, offset.description], `offset ${bad}`);
    }
  });
});
