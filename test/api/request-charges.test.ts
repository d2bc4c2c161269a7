// Every door metered (decision 68): each answer says what it was charged and what its client has
// left; a costly request is charged its price against the client's limits (and may take the
// bucket past full: the client then waits); an MCP batch's tool calls are charged one by one, the
// rest refused as tool errors once the allowance is spent; a tool that does not exist or arguments
// outside the schema are refused without repeating what was sent; while a worker's loop is late,
// costly requests get 503 and lookups and probes are answered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { routesCharge, scheduleCharge } from '../../src/engine/request-charges.js';
import { schedulePlace } from '../../src/engine/schedule-query.js';
import { rawRequest } from '../support/raw-http.js';
import { ManualClock } from '../support/manual-clock.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_NOW } from '../support/test-clock.js';
import { parseXml } from '../support/xml.js';
import { until } from '../support/wait.js';

let s: TestServer;
// Still unless a test moves it: a client's buckets drain only when told.
const clock = new ManualClock(TEST_NOW);
const today = Math.floor(TEST_NOW / 86_400_000);

before(async () => {
  s = await startTestServer({}, { clock });
});
after(async () => s?.close());

/** A client of its own with the shipped default limits (5 a second, 1,000 an hour) unless told others, and its token. */
async function clientToken(id: string, ratePerSecond = 5): Promise<string> {
  await s.server.services.clients.add(id, `${id}-secret-0123456789`, { ratePerSecond, ratePerHour: 1000 });
  const res = await fetch(`${s.url}/v1/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: `${id}-secret-0123456789` }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const get = (token: string, path: string, headers: Record<string, string> = {}) => fetch(s.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } });

test('prices: a lookup 1; an airport pair 1, NYC–LON (18 pairs) 5, direct only 3; a week of routes 1, the horizon (361 days) 5, at most 10', () => {
  assert.equal(scheduleCharge(1, 1, false), 1);
  assert.equal(scheduleCharge(3, 6, false), 5);
  assert.equal(scheduleCharge(3, 6, true), 3);
  assert.equal(routesCharge(7, 1), 1);
  assert.equal(routesCharge(361, 1), 5);
  assert.equal(routesCharge(361, 6), 10);
});

test('every answer says what it was charged and what is left: a lookup 1, NYC–LON its airport pairs', async () => {
  const token = await clientToken('headers');
  const lookup = await get(token, '/v1/references/airports/FRA');
  assert.equal(lookup.status, 200);
  await lookup.arrayBuffer();
  assert.equal(lookup.headers.get('skyref-charge'), '1');
  assert.equal(lookup.headers.get('ratelimit-limit'), '5');
  assert.equal(lookup.headers.get('ratelimit-remaining'), '4');
  assert.equal(lookup.headers.get('ratelimit-reset'), '1');
  clock.advance(1000);
  const cities = await get(token, `/v2/operations/schedules/NYC/LON/${isoFromDay(today + 10)}`);
  assert.equal(cities.status, 200);
  await cities.arrayBuffer();
  const { dataset } = s.server.services.datasets.current;
  const charge = scheduleCharge(schedulePlace(dataset, 'NYC')!.locations.length, schedulePlace(dataset, 'LON')!.locations.length, false);
  assert.ok(charge > 1, 'a city pair costs more than an airport pair');
  assert.equal(cities.headers.get('skyref-charge'), String(charge));
  assert.equal(cities.headers.get('ratelimit-remaining'), String(5 - charge));
  clock.advance(1000);
});

test('a request costing more than the client may burst is charged in full: the client waits until it has drained', async () => {
  const token = await clientToken('debt');
  // A city's routes over the horizon: 10 requests' worth for a client allowed 5 a second.
  const heavy = await get(token, `/v1/references/routes/LON?toDate=${isoFromDay(today + 359)}`);
  assert.equal(heavy.status, 200);
  await heavy.arrayBuffer();
  assert.equal(heavy.headers.get('skyref-charge'), '10');
  assert.equal(heavy.headers.get('ratelimit-remaining'), '0');
  const waiting = await get(token, '/v1/references/airports/FRA');
  assert.equal(waiting.status, 429);
  assert.equal(waiting.headers.get('retry-after'), '2', 'ten requests charged at five a second: one more fits after 1.2 s');
  await waiting.arrayBuffer();
  clock.advance(1199);
  assert.equal((await get(token, '/v1/references/airports/FRA')).status, 429, 'not a millisecond early');
  clock.advance(1);
  const back = await get(token, '/v1/references/airports/FRA');
  assert.equal(back.status, 200);
  await back.arrayBuffer();
  clock.advance(5000);
});

/** A JSON-RPC POST to /mcp; the messages it answered, by id. */
async function mcp(token: string, body: unknown): Promise<{ status: number; headers: Headers; answers: Map<number, { result?: { isError?: boolean; content: { text: string }[] }; error?: { code: number; message: string } }> }> {
  const res = await fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const answers = new Map();
  if (res.status === 200) for (const m of [JSON.parse(text)].flat() as { id: number }[]) answers.set(m.id, m);
  return { status: res.status, headers: res.headers, answers };
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

test('an MCP batch: each tool call charged its own price; once the allowance is spent the rest are tool errors, and the next request a 429', async () => {
  const token = await clientToken('batcher');
  const date = isoFromDay(today + 12);
  // The POST is a lookup (1), then FRA–JFK searches at 1 each: 4 fit in the second's 5.
  const batch = Array.from({ length: 10 }, (_, i) => call(i + 1, 'find_flights', { origin: 'FRA', destination: 'JFK', date }));
  const { status, answers } = await mcp(token, batch);
  assert.equal(status, 200);
  const refused = [...answers.values()].filter((a) => a.result?.isError);
  assert.equal(answers.size, 10);
  assert.equal(refused.length, 6, 'four answered, six refused');
  for (const id of [1, 2, 3, 4]) assert.notEqual(answers.get(id)!.result!.isError, true, `call ${id} answered`);
  assert.match(refused[0]!.result!.content[0]!.text, /^Rate limit exceeded: at most 5 requests per second for this client\. Retry after 1 s\.$/);
  const next = await mcp(token, [call(1, 'get_airport', { code: 'FRA' })]);
  assert.equal(next.status, 429, 'the next request is refused at the door');
  clock.advance(5000);
});

test('MCP: the headers say what the request was charged in all, its tool calls included, and what is left after them', async () => {
  const token = await clientToken('pacer', 20);
  const date = isoFromDay(today + 12);
  const { dataset } = s.server.services.datasets.current;
  const cities = scheduleCharge(schedulePlace(dataset, 'NYC')!.locations.length, schedulePlace(dataset, 'LON')!.locations.length, false);
  assert.ok(cities > 1, 'a city pair costs more than a lookup');
  // 1 for the POST, then each call its own price: a city pair's search, a week of routes, a lookup.
  const batch = [call(1, 'find_flights', { origin: 'NYC', destination: 'LON', date }), call(2, 'routes_from_airport', { airport: 'FRA' }), call(3, 'get_airport', { code: 'FRA' })];
  const total = 1 + cities + routesCharge(7, 1) + 1;
  const first = await mcp(token, batch);
  assert.equal(first.status, 200);
  assert.equal([...first.answers.values()].filter((a) => a.result?.isError || a.error).length, 0, 'every call answered');
  assert.equal(first.headers.get('skyref-charge'), String(total));
  assert.equal(first.headers.get('ratelimit-limit'), '20');
  assert.equal(first.headers.get('ratelimit-remaining'), String(20 - total));
  // A single call, not in a batch: the POST and the call.
  const single = await mcp(token, call(4, 'get_airport', { code: 'JFK' }));
  assert.equal(single.status, 200);
  assert.equal(single.headers.get('skyref-charge'), '2');
  assert.equal(single.headers.get('ratelimit-remaining'), String(20 - total - 2));
  // The next request, at another door, agrees with what the headers said was left.
  const lookup = await get(token, '/v1/references/airports/FRA');
  assert.equal(lookup.status, 200);
  await lookup.arrayBuffer();
  assert.equal(lookup.headers.get('ratelimit-remaining'), String(20 - total - 3));
  clock.advance(5000);
});

test('MCP: a batch that spends the allowance says what its calls let in were charged, none left, and when more fits', async () => {
  const token = await clientToken('spender');
  const date = isoFromDay(today + 12);
  // 1 for the POST, four FRA–JFK searches at 1 each; the other six refused, charged nothing.
  const batch = Array.from({ length: 10 }, (_, i) => call(i + 1, 'find_flights', { origin: 'FRA', destination: 'JFK', date }));
  const { status, headers } = await mcp(token, batch);
  assert.equal(status, 200);
  assert.equal(headers.get('skyref-charge'), '5');
  assert.equal(headers.get('ratelimit-remaining'), '0');
  assert.equal(headers.get('ratelimit-reset'), '1');
  clock.advance(5000);
});

test('MCP: the token and the limits are checked before the body is read: a refused request is refused whatever its body', async () => {
  const res = await fetch(`${s.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"not json' });
  assert.equal(res.status, 401, 'no token: 401, not the body\'s parse error');
  assert.equal((JSON.parse(await res.text()) as { ProcessingErrors: { ProcessingError: { Code: string } } }).ProcessingErrors.ProcessingError.Code, '1001');
  const metrics = await (await fetch(s.metricsUrl)).text();
  assert.match(metrics, /skyref_http_requests_total\{[^}]*route="\/mcp"[^}]*status="401"[^}]*\} [1-9]/, 'counted under its route');
});

test('MCP: an unknown tool and arguments outside the schema are refused as invalid params, naming nothing that was sent', async () => {
  const token = await clientToken('prober');
  const { answers } = await mcp(token, [call(1, '<script>alert(1)</script>', {}), call(2, 'get_airport', { code: 'FRA', '<b>bold</b>': 1 }), call(3, 'get_airport', { code: 'FRA' })]);
  const unknown = answers.get(1)!.error!;
  assert.equal(unknown.code, -32602);
  assert.doesNotMatch(unknown.message, /script|alert/);
  const extra = answers.get(2)!.error!;
  assert.equal(extra.code, -32602);
  assert.doesNotMatch(extra.message, /bold|<b>/);
  assert.match(extra.message, /allows code/);
  assert.equal(answers.get(3)!.result!.isError, undefined, 'a good call in the same batch is answered');
  clock.advance(5000);
});

test('Expect other than 100-continue: the documented 417, in the format asked for', async () => {
  const xml = await rawRequest(s.url, 'GET /v1/references/airports/FRA HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: x\r\n\r\n');
  assert.equal(xml.status, 417);
  assert.equal(parseXml(xml.body).ProcessingErrors.ProcessingError[0].Code, '3029');
  const json = await rawRequest(s.url, 'GET /v1/references/airports/FRA HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: x\r\nAccept: application/json\r\n\r\n');
  assert.equal(json.status, 417);
  assert.match(json.headers['content-type']!, /json/);
  assert.match(json.body, /"3029"/);
});

test('a late event loop: costly requests wait with 503 and Retry-After; lookups and probes are answered', async () => {
  const late = await startTestServer({ SKYREF_OVERLOAD_DELAY_MS: '50' });
  try {
    const token = await late.token();
    const horizon = `/v1/references/routes/FRA?toDate=${isoFromDay(today + 300)}`;
    assert.equal((await late.get(horizon)).status, 200, 'answered while the loop keeps up');
    // The server shares this event loop: holding it is the backlog a long request would make.
    const held = performance.now() + 300;
    while (performance.now() < held);
    // The server's sampling timer, late behind the hold, has to have fired and said so.
    await until(() => late.server.services.pressure.high, 'the loop counted late');
    const refused = await fetch(late.url + horizon, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.equal(parseXml(await refused.text()).ProcessingErrors.ProcessingError[0].Code, '5003');
    const lookup = await late.get('/v1/references/airports/FRA');
    assert.equal(lookup.status, 200, 'a lookup is answered');
    await lookup.arrayBuffer();
    assert.equal((await fetch(`${late.url}/health`)).status, 200);
    // Late for a second after the last late sample: on a busy machine, any time later.
    await until(async () => {
      const res = await late.get(horizon);
      await res.arrayBuffer();
      assert.ok(res.status === 200 || res.status === 503, String(res.status));
      return res.status === 200;
    }, 'answered again once the loop has caught up');
  } finally {
    await late.close();
  }
});

test('every answer to a client says what it was charged, at every door: errors after admission 1, a refusal 0 (refused requests use no allowance)', async () => {
  const token = await clientToken('door-counter');
  const charged = (res: Response, what: string, charge: string) => {
    assert.equal(res.headers.get('skyref-charge'), charge, `${what}: Skyref-Charge`);
    assert.match(res.headers.get('ratelimit-remaining') ?? '', /^\d+$/, `${what}: RateLimit-Remaining`);
  };
  const subscriptions = '/v1/alerts/subscriptions';
  const list = await get(token, subscriptions, { accept: 'application/json' });
  assert.equal(list.status, 200);
  charged(list, 'alerts list', '1');
  const missing = await get(token, `${subscriptions}/00000000-0000-4000-8000-000000000000`);
  assert.equal(missing.status, 404);
  charged(missing, 'an alert subscription not found', '1');
  const badBody = await fetch(s.url + subscriptions, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"not json' });
  assert.equal(badBody.status, 400);
  charged(badBody, 'an alert subscription whose body is no JSON', '1');
  const notAcceptable = await get(token, '/v1/references/airports/FRA', { accept: 'text/csv' });
  assert.equal(notAcceptable.status, 406);
  charged(notAcceptable, 'a 406 of a lookup', '1');
  const lookup = await get(token, '/v1/references/airports/FRA');
  charged(lookup, 'a lookup', '1');
  await Promise.all([list, missing, badBody, notAcceptable, lookup].map((r) => r.arrayBuffer()));
  // Five used: the second's allowance is spent; every door now refuses, charging nothing.
  const refusals = [
    await get(token, '/v1/references/airports/FRA'),
    await get(token, subscriptions, { accept: 'application/json' }),
    await fetch(`${s.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    }),
  ];
  for (const [i, res] of refusals.entries()) {
    assert.equal(res.status, 429, `refusal ${i}`);
    assert.ok(res.headers.get('retry-after'), `refusal ${i}: Retry-After`);
    charged(res, `refusal ${i}`, '0');
    await res.arrayBuffer();
  }
  clock.advance(5000);
  const mcp = await fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(mcp.status, 200);
  charged(mcp, '/mcp', '1');
  await mcp.arrayBuffer();
  clock.advance(5000);
});
