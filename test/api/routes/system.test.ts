// The service routes over HTTP: /health and /ready on the API's port, and /metrics on its own
// listener, the metrics counted exactly after a known set of requests.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parseExposition, sampleValue as value, type Sample } from '../../support/exposition.js';
import { fetchToken, startTestServer, type TestServer } from '../../support/server.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function metrics(): Promise<Sample[]> {
  const res = await fetch(s.metricsUrl);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  return parseExposition(await res.text());
}

async function healthVersion(): Promise<string> {
  const res = await fetch(`${s.url}/health`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { dataset: string }).dataset;
}

test('/health: alive, with the dataset version, no token needed', async () => {
  const res = await fetch(`${s.url}/health`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const body = (await res.json()) as { status: string; dataset: string };
  assert.equal(body.status, 'ok');
  assert.match(body.dataset, /\S/);
});

test('/ready: 200 with the dataset version while serving, no token needed', async () => {
  const res = await fetch(`${s.url}/ready`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await res.json(), { status: 'ready', dataset: await healthVersion() });
});

test('/metrics counts known traffic exactly', async () => {
  const airport = '/v1/references/airports/:code';
  const before = await metrics();
  const count = (samples: Sample[], route: string, method: string, status: number) =>
    value(samples, 'skyref_http_requests_total', { route, method, status: String(status) });

  const token = await s.token(); // POST /v1/oauth/token → 200
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 3; i++) assert.equal((await s.get('/v1/references/airports/MUC')).status, 200); // 2 misses (kept from the second), 1 hit
  assert.equal((await s.get('/v1/no/such/path/MUC')).status, 404);
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`)).status, 401); // no token
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`, { headers: { authorization: 'Token x' } })).status, 401);
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`, { headers: { authorization: 'Bearer not.a.token' } })).status, 401);
  const refused = await fetch(`${s.url}/v1/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong-secret' }),
  });
  assert.equal(refused.status, 401);
  // Refused before its handler runs (the body is over the limit): counted by the error handler.
  const tooLarge = await fetch(`${s.url}/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x'.repeat(20_000) });
  assert.equal(tooLarge.status, 413);
  // A client allowed one request an hour: its second one is refused.
  await s.server.services.clients.add('one-an-hour', 'one-an-hour-secret', { ratePerSecond: 100, ratePerHour: 1 });
  const limitedToken = await fetchToken(s.url, 'one-an-hour', 'one-an-hour-secret');
  const limited = { authorization: `Bearer ${limitedToken}` };
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`, { headers: limited })).status, 200); // a hit
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`, { headers: limited })).status, 429);
  assert.equal((await fetch(`${s.url}/v1/references/airports/MUC`, { method: 'PUT', headers: auth })).status, 405);

  const m = await metrics();
  const delta = (name: string, labels: Record<string, string>) => value(m, name, labels) - value(before, name, labels);
  assert.equal(count(m, airport, 'GET', 200) - count(before, airport, 'GET', 200), 4);
  assert.equal(count(m, airport, 'GET', 401) - count(before, airport, 'GET', 401), 3);
  assert.equal(count(m, airport, 'GET', 429) - count(before, airport, 'GET', 429), 1);
  assert.equal(count(m, airport, 'PUT', 405) - count(before, airport, 'PUT', 405), 1);
  assert.equal(count(m, 'unmatched', 'GET', 404) - count(before, 'unmatched', 'GET', 404), 1);
  assert.equal(count(m, '/v1/oauth/token', 'POST', 200) - count(before, '/v1/oauth/token', 'POST', 200), 2);
  assert.equal(count(m, '/v1/oauth/token', 'POST', 401) - count(before, '/v1/oauth/token', 'POST', 401), 1);
  assert.equal(count(m, '/v1/oauth/token', 'POST', 413) - count(before, '/v1/oauth/token', 'POST', 413), 1);
  assert.equal(delta('skyref_response_cache_total', { result: 'miss' }), 2);
  assert.equal(delta('skyref_response_cache_total', { result: 'hit' }), 2);
  assert.equal(delta('skyref_auth_failures_total', { reason: 'token_missing' }), 1);
  assert.equal(delta('skyref_auth_failures_total', { reason: 'token_malformed' }), 1);
  assert.equal(delta('skyref_auth_failures_total', { reason: 'token_invalid' }), 1);
  assert.equal(delta('skyref_auth_failures_total', { reason: 'credentials_invalid' }), 1);
  assert.equal(delta('skyref_auth_failures_total', { reason: 'credentials_missing' }), 0);
  assert.equal(delta('skyref_rate_limit_rejections_total', { window: 'hour' }), 1);
  assert.equal(delta('skyref_rate_limit_rejections_total', { window: 'second' }), 0);

  // Every request a route's handler answered is timed under that route, in cumulative buckets.
  const durationCount = value(m, 'skyref_http_request_duration_seconds_count', { route: airport });
  assert.equal(durationCount, ['200', '401', '429', '405'].reduce((n, status) => n + count(m, airport, status === '405' ? 'PUT' : 'GET', Number(status)), 0));
  const buckets = m.filter((x) => x.name === 'skyref_http_request_duration_seconds_bucket' && x.labels.route === airport);
  // From 10 µs (a cached lookup takes tens of µs) to 5 s, then +Inf.
  assert.deepEqual(
    buckets.map((b) => b.labels.le),
    ['0.00001', '0.000025', '0.00005', '0.0001', '0.00025', '0.0005', '0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf'],
  );
  assert.equal(buckets.at(-1)!.labels.le, '+Inf');
  assert.equal(buckets.at(-1)!.value, durationCount);
  for (let i = 1; i < buckets.length; i++) assert.ok(buckets[i]!.value >= buckets[i - 1]!.value, 'cumulative');
  assert.ok(value(m, 'skyref_http_request_duration_seconds_sum', { route: airport }) > 0);

  // Routes are patterns, never the URL asked for.
  const routes = new Set(m.filter((x) => x.name === 'skyref_http_requests_total').map((x) => x.labels.route));
  for (const route of routes) assert.ok(route === 'unmatched' || !/MUC|no\/such/.test(route!), route);
});

test('/metrics: the dataset served and its swaps, and the process metrics', async () => {
  let m = await metrics();
  const version = await healthVersion();
  const info = m.filter((x) => x.name === 'skyref_dataset_info');
  assert.deepEqual(info, [{ name: 'skyref_dataset_info', labels: { version }, value: 1 }]);
  const loaded = value(m, 'skyref_dataset_loaded_timestamp_seconds');
  const now = s.server.services.config.clock.now() / 1000;
  assert.ok(loaded > now - 3600 && loaded <= now, String(loaded));
  assert.equal(value(m, 'skyref_dataset_swaps_total'), 0);
  for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
    assert.ok(m.some((x) => x.name === name), name);
  }

  await s.server.reload();
  m = await metrics();
  assert.equal(value(m, 'skyref_dataset_swaps_total'), 1);
  assert.ok(value(m, 'skyref_dataset_loaded_timestamp_seconds') >= loaded);
  assert.equal(value(m, 'skyref_dataset_info', { version: await healthVersion() }), 1);
});

test('several servers in one process keep their own metrics', async () => {
  const other = await startTestServer();
  try {
    await fetch(`${other.url}/health`);
    await fetch(`${other.url}/health`);
    const res = await fetch(other.metricsUrl);
    const m = parseExposition(await res.text());
    assert.equal(value(m, 'skyref_http_requests_total', { route: '/health', method: 'GET', status: '200' }), 2);
    assert.equal(value(m, 'skyref_http_requests_total', { route: '/v1/references/airports/:code' }), 0);
  } finally {
    await other.close();
  }
});

test('/docs/errors: an HTML page with a row anchored by each code, which the InfoURL of an error names; Markdown on request', async () => {
  const res = await fetch(`${s.url}/docs/errors`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
  assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  const page = await res.text();
  const error = await s.get('/v1/references/airports/Q1Q');
  const infoUrl = /<InfoURL>([^<]+)<\/InfoURL>/.exec(await error.text())![1]!;
  const anchor = new URL(infoUrl).hash.slice(1);
  assert.equal(anchor, '3002');
  assert.match(page, new RegExp(`<tr id="${anchor}"><td><a href="#${anchor}">${anchor}</a></td><td>400</td><td>InputValidation</td><td>Malformed airport code`));
  for (const code of ['1001', '2002', '3026', '4001', '5002']) assert.match(page, new RegExp(`<tr id="${code}">`), code);
  const markdown = await fetch(`${s.url}/docs/errors`, { headers: { accept: 'text/markdown' } });
  assert.match(markdown.headers.get('content-type') ?? '', /^text\/markdown/);
  assert.match(await markdown.text(), /^\| 3002 \| 400 \| InputValidation \|/m);
});
