// /metrics on a listener of its own (decision 57): its settings, what it answers, that the API's
// port does not serve the metrics, and that it gathers at most once an interval.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { test } from 'node:test';
import { ConfigError, readConfig } from '../../src/config.js';
import { parseExposition, sampleValue } from '../support/exposition.js';
import { startTestServer } from '../support/server.js';

test('the metrics settings: loopback port 9464 once a second by default, 0 for any free port, off for none', () => {
  const defaults = readConfig({});
  assert.deepEqual(defaults.metrics, { host: '127.0.0.1', port: 9464 });
  assert.equal(defaults.metricsIntervalMs, 1000);
  assert.deepEqual(readConfig({ SKYREF_METRICS_PORT: '0', SKYREF_METRICS_HOST: '0.0.0.0' }).metrics, { host: '0.0.0.0', port: 0 });
  assert.deepEqual(readConfig({ SKYREF_METRICS_PORT: '9100' }).metrics, { host: '127.0.0.1', port: 9100 });
  assert.equal(readConfig({ SKYREF_METRICS_PORT: 'off' }).metrics, undefined);
  assert.equal(readConfig({ SKYREF_METRICS_PORT: ' OFF ' }).metrics, undefined);
  assert.equal(readConfig({ SKYREF_METRICS_INTERVAL_MS: '0' }).metricsIntervalMs, 0);
  for (const bad of ['-1', '65536', '1.5', 'no', '0x10']) {
    assert.throws(() => readConfig({ SKYREF_METRICS_PORT: bad }), (e: unknown) => e instanceof ConfigError && /SKYREF_METRICS_PORT must be a port/.test(e.message), bad);
  }
  assert.throws(() => readConfig({ PORT: '9464' }), /SKYREF_METRICS_PORT must differ from PORT/);
  assert.equal(readConfig({ PORT: '9464', SKYREF_METRICS_PORT: 'off' }).metrics, undefined);
  assert.equal(readConfig({ PORT: '0', SKYREF_METRICS_PORT: '0' }).metrics?.port, 0);
  assert.throws(() => readConfig({ SKYREF_METRICS_INTERVAL_MS: '600001' }), /SKYREF_METRICS_INTERVAL_MS must be an integer from 0 to 600000/);
});

test('the metrics listener answers GET and HEAD /metrics and nothing else; the API port has no /metrics', async () => {
  const s = await startTestServer();
  try {
    assert.match(s.metricsUrl, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    assert.notEqual(new URL(s.metricsUrl).port, new URL(s.url).port);
    const res = await fetch(s.metricsUrl);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const text = await res.text();
    assert.match(text, /^# TYPE skyref_http_requests_total counter$/m);
    assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text));
    assert.equal((await fetch(`${s.metricsUrl}?name[]=skyref_workers`)).status, 200, 'query parameters are ignored');

    const head = await fetch(s.metricsUrl, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    const post = await fetch(s.metricsUrl, { method: 'POST', body: 'x' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
    for (const path of ['/', '/metrics/', '/health', '/v1/references/airports/FRA']) {
      const other = await fetch(new URL(path, s.metricsUrl));
      assert.equal(other.status, 404, path);
      assert.doesNotMatch(await other.text(), /skyref_/, path);
    }

    // Not on the API's port, with a token or without: the catalogue's not-found answer.
    for (const headers of [{}, { authorization: `Bearer ${await s.token()}` }]) {
      const api = await fetch(`${s.url}/metrics`, { headers });
      assert.equal(api.status, 404);
      assert.doesNotMatch(await api.text(), /skyref_http_requests_total/);
    }
  } finally {
    await s.close();
  }
  await assert.rejects(fetch(s.metricsUrl), 'the listener closes with the server');
});

test('within the interval a scrape gets the counters as gathered last, not newer ones', async () => {
  const s = await startTestServer({ SKYREF_METRICS_INTERVAL_MS: '600000' });
  try {
    const healthCount = async () => sampleValue(parseExposition(await (await fetch(s.metricsUrl)).text()), 'skyref_http_requests_total', { route: '/health', status: '200' });
    await fetch(`${s.url}/health`);
    const first = await healthCount();
    assert.equal(first, 1);
    for (let i = 0; i < 3; i++) await fetch(`${s.url}/health`);
    assert.equal(await healthCount(), first, 'gathered once in the interval');
  } finally {
    await s.close();
  }
});

test('SKYREF_METRICS_PORT=off: no metrics listener', async () => {
  const s = await startTestServer({ SKYREF_METRICS_PORT: 'off' });
  try {
    assert.equal(s.server.metricsUrl, undefined);
    assert.equal((await fetch(`${s.url}/health`)).status, 200);
  } finally {
    await s.close();
  }
});

test('a metrics port already taken stops the start with the listener\'s error', async () => {
  const taken = createServer();
  taken.listen(0, '127.0.0.1');
  await once(taken, 'listening');
  const { port } = taken.address() as AddressInfo;
  try {
    await assert.rejects(startTestServer({ SKYREF_METRICS_PORT: String(port) }), /EADDRINUSE/);
  } finally {
    taken.close();
  }
});
