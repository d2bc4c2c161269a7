// Browser pages on other origins: preflights answered before authentication, headers a script may
// read exposed, only the configured origins allowed, and nothing of it when CORS is not configured.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readConfig, ConfigError } from '../../src/config.js';
import { startTestServer, type TestServer } from '../support/server.js';

const APP = 'https://app.example.com';
let listed: TestServer;
let any: TestServer;
let none: TestServer;
before(async () => {
  [listed, any, none] = await Promise.all([
    startTestServer({ SKYREF_CORS_ORIGINS: `${APP}, http://localhost:3000` }),
    startTestServer({ SKYREF_CORS_ORIGINS: '*' }),
    startTestServer(),
  ]);
});
after(async () => Promise.all([listed?.close(), any?.close(), none?.close()]));

const preflight = (server: TestServer, origin: string, path = '/v1/references/airports/FRA') =>
  fetch(server.url + path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

test('a preflight from a listed origin is answered 204, without a token, allowing Authorization', async () => {
  const res = await preflight(listed, APP);
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), APP);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  assert.match(res.headers.get('access-control-allow-methods') ?? '', /GET/);
  assert.equal(res.headers.get('access-control-max-age'), '600');
  assert.equal(res.headers.get('access-control-allow-credentials'), null, 'no cookies: bearer tokens');
  const token = await preflight(listed, APP, '/v1/oauth/token');
  assert.equal(token.status, 204);
});

test('an answer to a listed origin exposes ETag and the rate-limit headers; Vary names Origin and Accept', async () => {
  const res = await listed.get('/v1/references/airports/FRA', { origin: APP });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), APP);
  const exposed = res.headers.get('access-control-expose-headers') ?? '';
  for (const name of ['ETag', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'WWW-Authenticate', 'Skyref-Simulated', 'X-Request-Id']) assert.match(exposed, new RegExp(name));
  assert.match(res.headers.get('vary') ?? '', /Origin.*Accept/);
  const refused = await fetch(listed.url + '/v1/references/airports/FRA', { headers: { origin: APP } });
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('access-control-allow-origin'), APP, 'a page can read why it was refused');
});

test('another origin gets no Allow-Origin; * allows any', async () => {
  const other = await preflight(listed, 'https://evil.example');
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  const res = await listed.get('/v1/references/airports/FRA', { origin: 'https://evil.example' });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), null);
  const star = await preflight(any, 'https://whoever.example');
  assert.equal(star.status, 204);
  assert.equal(star.headers.get('access-control-allow-origin'), '*');
});

test('an OPTIONS that is not a preflight keeps its 405; without SKYREF_CORS_ORIGINS no CORS header at all', async () => {
  const plain = await fetch(listed.url + '/v1/references/airports/FRA', { method: 'OPTIONS' });
  assert.equal(plain.status, 405);
  assert.match(plain.headers.get('allow') ?? '', /GET/);
  const off = await preflight(none, APP);
  assert.equal(off.status, 405);
  assert.equal(off.headers.get('access-control-allow-origin'), null);
  const answer = await none.get('/v1/references/airports/FRA', { origin: APP });
  assert.equal(answer.headers.get('access-control-allow-origin'), null);
  assert.equal(answer.headers.get('vary'), 'Accept, Accept-Encoding');
});

test('SKYREF_CORS_ORIGINS must list origins', () => {
  assert.deepEqual(readConfig({ SKYREF_CORS_ORIGINS: 'https://A.example/, http://b.example:8080' }).corsOrigins, ['https://a.example', 'http://b.example:8080']);
  assert.equal(readConfig({ SKYREF_CORS_ORIGINS: ' * ' }).corsOrigins, '*');
  for (const bad of ['a.example', 'https://a.example/path', 'ftp://a.example', '*.example.com']) {
    assert.throws(() => readConfig({ SKYREF_CORS_ORIGINS: bad }), ConfigError, bad);
  }
});
