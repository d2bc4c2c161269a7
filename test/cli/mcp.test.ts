// `skyref mcp` spoken to by the SDK's own client over stdio, on a copy of the test dataset: the
// tools and their schemas, each called with facts checked against known ones and against the
// schedules endpoint of a server on the same dataset; and the same tools at that server's /mcp.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { TEST_DATASET } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { SKYREF_BIN } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV, todayIn } from '../support/test-clock.js';
import { parseXml, type Xml } from '../support/xml.js';

let dir: string;
let client: Client;
let api: TestServer;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skyref-mcp-'));
  copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  const transport = new StdioClientTransport({ command: process.execPath, args: [SKYREF_BIN, 'mcp'], env: { ...env, ...TEST_CLOCK_ENV, SKYREF_DATA_DIR: dir }, stderr: 'ignore' });
  client = new Client({ name: 'skyref-test', version: '1.0.0' });
  await client.connect(transport);
  api = await startTestServer({}, { dataDir: dir });
});
after(async () => {
  await client?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Structured = { [key: string]: unknown };

const TOOLS = [
  'find_flights', 'flight_status', 'get_aircraft', 'get_airline', 'get_airport', 'get_city', 'get_country',
  'nearest_airports', 'routes_from_airport', 'search_locations', 'seat_details',
];

async function call(name: string, args: Record<string, unknown>): Promise<{ structured: Structured; text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as { structuredContent?: Structured; content: { type: string; text?: string }[]; isError?: boolean };
  return { structured: result.structuredContent ?? {}, text: result.content.map((c) => c.text ?? '').join('\n'), isError: result.isError === true };
}

test('the tools, each with an input and an output schema, read-only; the server says once what the data is not', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
  for (const tool of tools) {
    assert.equal(tool.inputSchema.type, 'object', tool.name);
    assert.ok(tool.outputSchema, `${tool.name}: an output schema`);
    assert.deepEqual(tool.annotations, { readOnlyHint: true, idempotentHint: true, openWorldHint: false }, tool.name);
    assert.doesNotMatch(tool.description ?? '', /No live status/, `${tool.name}: said once, in the instructions`);
  }
  assert.match(client.getInstructions() ?? '', /No live status, no fares, no availability/);
  const find = tools.find((t) => t.name === 'find_flights')!;
  assert.deepEqual([...(find.inputSchema.required ?? [])].sort(), ['date', 'destination', 'origin']);
});

test('search_locations: francfort finds Frankfurt; nearest_airports: FRA first from 50.033,8.570; get_airport: LHR in city LON', async () => {
  const search = await call('search_locations', { query: 'francfort' });
  assert.equal(search.isError, false);
  const results = search.structured.results as { kind: string; code: string }[];
  assert.ok(results.some((r) => r.code === 'FRA'), JSON.stringify(results));
  const nearest = await call('nearest_airports', { latitude: 50.033, longitude: 8.57 });
  assert.equal((nearest.structured.airports as { code: string }[])[0]?.code, 'FRA');
  assert.match(nearest.text, /^FRA /);
  const lhr = await call('get_airport', { code: 'lhr' });
  assert.equal(lhr.structured.cityCode, 'LON');
  assert.equal(lhr.structured.countryCode, 'GB');
});

test('find_flights FRA to JFK a month ahead: the direct journeys of the schedules endpoint, with local and UTC times', async () => {
  const date = isoFromDay(todayIn('Europe/Berlin') + 30);
  const found = await call('find_flights', { origin: 'FRA', destination: 'JFK', date, directOnly: true, limit: 50 });
  assert.equal(found.isError, false, found.text);
  const journeys = found.structured.journeys as { duration: string; legs: { flight: string; departsLocal: string; arrivesLocal: string; departsUtc: string; aircraft: string }[] }[];
  assert.ok(journeys.length > 0);
  const res = await api.get(`/v2/operations/schedules/FRA/JFK/${date}?directFlights=true&includeCodeshares=false&limit=50`);
  const schedules: Xml[] = [parseXml(await res.text()).ScheduleResource.Schedule].flat();
  const expected = schedules.map((s: Xml) => {
    const f = [s.Flight].flat()[0];
    return `${f.MarketingCarrier.AirlineID}${f.MarketingCarrier.FlightNumber} ${f.Departure.ScheduledTimeLocal.DateTime} ${f.Arrival.ScheduledTimeLocal.DateTime} ${f.Equipment.AircraftCode}`;
  });
  assert.deepEqual(journeys.map((j) => `${j.legs[0]!.flight} ${j.legs[0]!.departsLocal} ${j.legs[0]!.arrivesLocal} ${j.legs[0]!.aircraft}`), expected);
  for (const j of journeys) {
    assert.match(j.duration, /^PT\d+H(\d+M)?$/);
    assert.match(j.legs[0]!.departsUtc, /^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
  }
});

test('find_flights after a time and with at most one connection', async () => {
  const date = isoFromDay(todayIn('Europe/Berlin') + 30);
  const found = await call('find_flights', { origin: 'DUS', destination: 'JFK', date, after: '12:00', maxStops: 1, limit: 20 });
  assert.equal(found.isError, false, found.text);
  const journeys = found.structured.journeys as { connectionMinutes: number[]; legs: { departsLocal: string }[] }[];
  assert.ok(journeys.length > 0);
  for (const j of journeys) {
    assert.ok(j.legs.length <= 2, 'at most one connection');
    assert.ok(j.legs[0]!.departsLocal.slice(11) >= '11:00', `from an hour before 12:00: ${j.legs[0]!.departsLocal}`);
    for (const minutes of j.connectionMinutes) assert.ok(minutes > 0);
  }
});

test('records by code, seats, routes and a flight found again by its number', async () => {
  const lon = await call('get_city', { code: 'lon' });
  assert.ok((lon.structured.details as { airports: string[] }).airports.includes('LHR'));
  assert.equal((await call('get_country', { code: 'DE' })).structured.code, 'DE');
  assert.equal((await call('get_airline', { code: 'DLH' })).structured.code, 'LH', 'by ICAO designator');
  assert.equal((await call('get_aircraft', { code: '32N' })).structured.code, '32N');
  const seats = (await call('seat_details', { aircraft: '388' })).structured.cabins as { cabin: string; pitch: number }[];
  assert.ok(seats.some((c) => c.cabin === 'M' && c.pitch > 25));
  // Paged as HTTP pages the routes: the pages, by nextOffset, hold every destination once.
  const routes: { destination: string }[] = [];
  for (let offset: number | undefined = 0; offset !== undefined; ) {
    const page = (await call('routes_from_airport', { airport: 'FRA', limit: 100, offset })).structured as { total: number; nextOffset?: number; routes: { destination: string }[] };
    routes.push(...page.routes);
    offset = page.nextOffset;
  }
  assert.ok(routes.some((r) => r.destination === 'JFK'));
  assert.equal(new Set(routes.map((r) => r.destination)).size, routes.length);
  const date = isoFromDay(todayIn('Europe/Berlin') + 2);
  const journey = ((await call('find_flights', { origin: 'FRA', destination: 'JFK', date, directOnly: true })).structured.journeys as { legs: { flight: string; operatedBy?: string; departsLocal: string }[] }[])[0]!;
  const leg = journey.legs[0]!;
  const status = await call('flight_status', { flight: leg.operatedBy ?? leg.flight, date });
  const legs = status.structured.legs as { from: string; departsLocal: string; status: string }[];
  assert.ok(legs.some((l) => l.from === 'FRA' && l.departsLocal === leg.departsLocal && l.status === 'No status'), status.text);
  assert.match((await call('flight_status', { flight: 'ZZ9999', date })).text, /No flight ZZ9999 departs/);
});

test('lang as HTTP reads it: get_airport FRA in French is the name HTTP gives with lang=fr; a bad one HTTP\'s 3012', async () => {
  const res = await api.get('/v1/references/airports/FRA?lang=fr');
  const http = [parseXml(await res.text()).AirportResource.Airports.Airport].flat()[0];
  const expected = [http.Names.Name].flat()[0].$;
  assert.equal(expected, 'Aéroport de Francfort-sur-le-Main');
  const fr = await call('get_airport', { code: 'FRA', lang: 'fr' });
  assert.deepEqual([fr.structured.name, fr.structured.nameLanguage], [expected, 'fr']);
  assert.match(fr.text, /^FRA Aéroport de Francfort-sur-le-Main,/);
  assert.equal((await call('get_airport', { code: 'FRA' })).structured.name, 'Frankfurt Airport', 'English without lang');
  const bad = await api.get('/v1/references/airports/FRA?lang=xx');
  assert.equal(bad.status, 400);
  const description: string = parseXml(await bad.text()).ProcessingErrors.ProcessingError[0].Description;
  const xx = await call('get_airport', { code: 'FRA', lang: 'xx' });
  assert.deepEqual([xx.isError, xx.text], [true, description]);
  // Outside the pattern, the SDK refuses the call itself, its message holding HTTP's.
  const fra = await call('get_airport', { code: 'FRA', lang: 'fra' });
  assert.equal(fra.isError, true);
  assert.ok(fra.text.includes(description), fra.text);
});

test('bad arguments are tool errors with the API\'s messages, and the server keeps answering', async () => {
  const unknown = await call('get_airport', { code: 'XQZ' });
  assert.equal(unknown.isError, true);
  assert.match(unknown.text, /Unknown airport code XQZ/);
  const moved = await call('get_airport', { code: 'txl' });
  assert.equal(moved.isError, true);
  assert.match(moved.text, /Airport code TXL is no longer in use .*ask for BER/, 'a retired code names its successor, as HTTP (2009)');
  assert.match((await call('routes_from_airport', { airport: 'SXF' })).text, /ask for BER/);
  assert.match((await call('get_airport', { code: 'NYC' })).text, /NYC is a city code, not an airport code: ask for one of the city's airports, EWR, JFK, LGA/, 'as HTTP (2017)');
  const far = await call('find_flights', { origin: 'FRA', destination: 'JFK', date: isoFromDay(todayIn('Europe/Berlin') + 500) });
  assert.equal(far.isError, true);
  assert.match(far.text, /outside the schedule horizon/);
  const same = await call('find_flights', { origin: 'fra', destination: 'FRA', date: isoFromDay(todayIn('Europe/Berlin') + 5) });
  assert.equal(same.isError, true);
  assert.match(same.text, /Origin and destination are both FRA/, 'as HTTP says it (3007), not "no flights"');
  const malformed = await client.callTool({ name: 'get_airport', arguments: { code: 'toolong' } });
  assert.equal(malformed.isError, true, 'an argument the schema refuses');
  assert.equal((await call('get_airport', { code: 'FRA' })).structured.code, 'FRA', 'still answering');
});

test('the same tools over Streamable HTTP at /mcp with a bearer token; 401 without one', async () => {
  const token = await api.token();
  const http = new Client({ name: 'skyref-test-http', version: '1.0.0' });
  await http.connect(new StreamableHTTPClientTransport(new URL(`${api.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  try {
    const { tools } = await http.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    const nearest = (await http.callTool({ name: 'nearest_airports', arguments: { latitude: 50.033, longitude: 8.57 } })) as unknown as { structuredContent: { airports: { code: string }[] } };
    assert.equal(nearest.structuredContent.airports[0]?.code, 'FRA');
  } finally {
    await http.close();
  }
  const refused = await fetch(`${api.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(refused.status, 401);
  assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer/);
});
