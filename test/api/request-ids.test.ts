// Request ids and the access log (issue 48, items 4 and 5): the real server, spoken to over HTTP,
// its log lines read as pino writes them (JSON).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../support/server.js';
import { until } from '../support/wait.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  bytes?: number;
  us?: number;
  client?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
let quiet: TestServer;
const lines: string[] = [];

before(async () => {
  server = await startTestServer({}, { log: { level: 'info', line: (text) => void lines.push(text) } });
  quiet = await startTestServer({ SKYREF_ACCESS_LOG: 'off' }, { log: { level: 'info', line: (text) => void lines.push(text) } });
});
after(async () => {
  await server?.close();
  await quiet?.close();
});

/** The access-log lines of the request with this id written so far. */
const loggedLines = (id: string): LogLine[] => lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.reqId === id && l.msg === 'access');

/** The access-log lines of the request with this id, once there is one (written once its answer has gone). */
async function accessLines(id: string): Promise<LogLine[]> {
  // The onResponse hook runs when the response's 'finish' fires, which may follow the client's read.
  return until(() => {
    const found = loggedLines(id);
    return found.length > 0 && found;
  }, `the access line of ${id}`);
}

test('a sane X-Request-Id is echoed and names the access-log line: method, route pattern, status, bytes, µs, client', async () => {
  const res = await server.get('/v1/references/airports/FRA?lang=en&callback=x', { 'x-request-id': 'abc-123' });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-request-id'), 'abc-123');
  const body = Buffer.from(await res.arrayBuffer());
  const [entry, ...more] = await accessLines('abc-123');
  assert.equal(more.length, 0, 'one line per request');
  assert.ok(entry);
  assert.equal(entry.level, 30);
  assert.equal(entry.method, 'GET');
  assert.equal(entry.route, '/v1/references/airports/:code');
  assert.equal(entry.status, 200);
  assert.equal(entry.bytes, body.length);
  assert.ok(Number.isInteger(entry.us) && entry.us! > 0, `µs: ${entry.us}`);
  assert.equal(entry.client, CLIENT_ID);
});

test('a malformed X-Request-Id is replaced by one made here, different each time', async () => {
  for (const sent of ['has space', 'x'.repeat(129), 'semi;colon', '']) {
    const res = await server.get('/v1/references/airports/FRA', { 'x-request-id': sent });
    const id = res.headers.get('x-request-id') ?? '';
    assert.match(id, UUID, `for ${JSON.stringify(sent)}`);
  }
  const a = (await server.get('/v1/references/airports/FRA')).headers.get('x-request-id');
  const b = (await server.get('/v1/references/airports/FRA')).headers.get('x-request-id');
  assert.match(a ?? '', UUID);
  assert.notEqual(a, b);
  // 128 characters is still sane.
  const long = 'A1._:-'.repeat(21) + 'ab';
  assert.equal((await server.get('/v1/references/airports/FRA', { 'x-request-id': long })).headers.get('x-request-id'), long);
});

test("a valid traceparent gives its trace id when no X-Request-Id is sent; an invalid one does not", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const valid = `00-${traceId}-00f067aa0ba902b7-01`;
  assert.equal((await server.get('/v1/references/airports/FRA', { traceparent: valid })).headers.get('x-request-id'), traceId);
  // X-Request-Id comes first.
  assert.equal((await server.get('/v1/references/airports/FRA', { traceparent: valid, 'x-request-id': 'mine' })).headers.get('x-request-id'), 'mine');
  for (const bad of [
    `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
    `00-${traceId}-${'0'.repeat(16)}-01`,
    `ff-${traceId}-00f067aa0ba902b7-01`,
    `00-${traceId.toUpperCase()}-00f067aa0ba902b7-01`,
    `00-${traceId}-00f067aa0ba902b7-01-extra`,
    'garbage',
  ]) {
    const id = (await server.get('/v1/references/airports/FRA', { traceparent: bad })).headers.get('x-request-id');
    assert.match(id ?? '', UUID, bad);
  }
});

test('every answer carries its id: 401, 404, 405, a URL that cannot be decoded, a token error, the health check', async () => {
  const cases: [string, RequestInit, number][] = [
    ['/v1/references/airports/FRA', { headers: { 'x-request-id': 'e-401' } }, 401],
    ['/no/such/path?client_secret=s3cr3t-in-query', { headers: { 'x-request-id': 'e-404' } }, 404],
    ['/v1/references/airports/FRA', { method: 'DELETE', headers: { 'x-request-id': 'e-405' } }, 405],
    ['/v1/references/airports/%E0%A4%A', { headers: { 'x-request-id': 'e-400' } }, 400],
    ['/v1/oauth/token', { method: 'POST', headers: { 'x-request-id': 'e-token', 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials&client_id=test-client&client_secret=wrong-secret-value' }, 401],
    ['/health', { headers: { 'x-request-id': 'e-health' } }, 200],
  ];
  for (const [path, init, status] of cases) {
    const res = await fetch(server.url + path, init);
    await res.arrayBuffer();
    assert.equal(res.status, status, path);
    const id = (init.headers as Record<string, string>)['x-request-id']!;
    assert.equal(res.headers.get('x-request-id'), id, path);
    const [entry] = await accessLines(id);
    assert.equal(entry?.status, status, `${path}: its access line`);
  }
  assert.equal((await accessLines('e-token'))[0]?.client, null, 'a failed token request names no client');
  const [unmatched] = await accessLines('e-404');
  assert.equal(unmatched?.route, 'unmatched');
  assert.equal(unmatched?.client, null);
});

test('no token, secret or query-string secret reaches the log', async () => {
  const res = await fetch(`${server.url}/v1/oauth/token?client_secret=query-secret-xyz&access_token=query-token-xyz`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'secret-1' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }),
  });
  assert.equal(res.status, 200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const answered = await fetch(`${server.url}/v1/references/airports/FRA?access_token=${token}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'secret-2' } });
  assert.equal(answered.status, 200);
  await answered.arrayBuffer();
  const [tokenLine] = await accessLines('secret-1');
  assert.equal(tokenLine?.route, '/v1/oauth/token');
  assert.equal(tokenLine?.client, CLIENT_ID, 'the authenticated client');
  assert.equal((await accessLines('secret-2')).length, 1);
  const log = lines.join('');
  for (const secret of [CLIENT_SECRET, token, token.split('.')[2]!, 'query-secret-xyz', 'query-token-xyz']) {
    assert.ok(!log.includes(secret), `the log holds ${secret.slice(0, 12)}…`);
  }
});

test('SKYREF_ACCESS_LOG=off writes no access line, and answers still carry their id', async () => {
  const res = await quiet.get('/v1/references/airports/FRA', { 'x-request-id': 'quiet-1' });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-request-id'), 'quiet-1');
  await res.arrayBuffer();
  // A line of the other server written after this answer shows the log has caught up.
  await (await server.get('/health', { 'x-request-id': 'after-quiet' })).arrayBuffer();
  assert.equal((await accessLines('after-quiet')).length, 1);
  assert.equal(loggedLines('quiet-1').length, 0);
});

test('the doors that read a body name their client too: /mcp and the alert subscriptions, answered or refused by their handler', async () => {
  const token = await server.token();
  const auth = { authorization: `Bearer ${token}` };
  const mcp = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { ...auth, 'x-request-id': 'door-mcp', 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  assert.equal(mcp.status, 200);
  await mcp.arrayBuffer();
  const list = await fetch(`${server.url}/v1/alerts/subscriptions`, { headers: { ...auth, 'x-request-id': 'door-alerts', accept: 'application/json' } });
  assert.equal(list.status, 200);
  await list.arrayBuffer();
  const missing = await fetch(`${server.url}/v1/alerts/subscriptions/00000000-0000-4000-8000-000000000000`, { headers: { ...auth, 'x-request-id': 'door-alert-404' } });
  assert.equal(missing.status, 404);
  await missing.arrayBuffer();
  const badBody = await fetch(`${server.url}/v1/alerts/subscriptions`, { method: 'POST', headers: { ...auth, 'x-request-id': 'door-alert-400', 'content-type': 'application/json' }, body: '{"not json' });
  assert.equal(badBody.status, 400);
  await badBody.arrayBuffer();
  for (const [id, route] of [
    ['door-mcp', '/mcp'],
    ['door-alerts', '/v1/alerts/subscriptions'],
    ['door-alert-404', '/v1/alerts/subscriptions/:id'],
    ['door-alert-400', '/v1/alerts/subscriptions'],
  ] as const) {
    const [entry] = await accessLines(id);
    assert.equal(entry?.route, route, id);
    assert.equal(entry?.client, CLIENT_ID, `${id}: its client`);
  }
});
