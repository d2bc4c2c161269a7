// The token endpoint as an attacker meets it, over HTTP against the real server: its time does not
// tell which client ids exist, failures are throttled per client id and per address (429 with
// Retry-After, RFC 6749 JSON), and a flood of wrong secrets neither makes a legitimate token
// request wait nor starves data requests (at most 2 secret checks at once, a bounded queue, 503
// beyond it). Requests come from several loopback addresses (127.x.y.z are all this machine), so
// that each address is its own client as far as the server can tell.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { ConfigError, readConfig } from '../../src/config.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../support/server.js';
import { startTokenFlood } from '../support/token-flood.js';
import { until } from '../support/wait.js';

let s: TestServer;
let port: number;
const KNOWN = Array.from({ length: 11 }, (_, i) => `known-${i}`);
const knownSecret = (id: string) => `${id}-the-right-secret`;

before(async () => {
  s = await startTestServer();
  port = Number(new URL(s.url).port);
  for (const id of [...KNOWN, 'locked-id', 'address-victim', 'bystander']) await s.server.services.clients.add(id, knownSecret(id));
});
after(async () => s?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** A token request for `id` with `secret` from the loopback address `from`, on a connection of its own. */
function tokenRequest(from: string, id: string, secret: string): Promise<Answer> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }).toString();
  return send(from, 'POST', '/v1/oauth/token', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }, body);
}

function send(from: string, method: string, path: string, headers: Record<string, string>, body?: string, toPort = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port: toPort, localAddress: from, method, path, headers: { ...headers, connection: 'close' }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const unknownId = () => `ghost-${randomBytes(6).toString('hex')}`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

test('unknown ids and known ids with a wrong secret take the same time', async () => {
  // 44 of each, interleaved in a random order, from 8 addresses and over 11 known ids so that no
  // throttle is reached (each address fails 11 times, each known id 4 times).
  const unknown: number[] = [];
  const known: number[] = [];
  await tokenRequest('127.0.1.9', unknownId(), 'warm-up-secret'); // first scrypt of the process
  for (let i = 0; i < 44; i++) {
    const from = `127.0.1.${1 + (i % 8)}`;
    const pair = [
      async () => unknown.push((await expect401(tokenRequest(from, unknownId(), 'a-wrong-secret-123'))).ms),
      async () => known.push((await expect401(tokenRequest(from, KNOWN[i % KNOWN.length]!, 'a-wrong-secret-123'))).ms),
    ];
    if (Math.random() < 0.5) pair.reverse();
    for (const ask of pair) await ask();
  }
  const [mu, mk] = [median(unknown), median(known)];
  const summary = `unknown: median ${mu.toFixed(1)} ms, ${Math.min(...unknown).toFixed(1)}-${Math.max(...unknown).toFixed(1)}; known: median ${mk.toFixed(1)} ms, ${Math.min(...known).toFixed(1)}-${Math.max(...known).toFixed(1)}`;
  assert.ok(Math.max(mu, mk) / Math.min(mu, mk) < 1.5, `the medians differ by less than a factor 1.5 (${summary})`);
  assert.ok(Math.max(Math.min(...unknown), Math.min(...known)) < Math.min(Math.max(...unknown), Math.max(...known)), `the ranges overlap (${summary})`);
});

async function expect401(answer: Promise<Answer>): Promise<Answer> {
  const a = await answer;
  assert.equal(a.status, 401, a.body);
  assert.equal(JSON.parse(a.body).error, 'invalid_client');
  return a;
}

/** Checks a refusal without a check: `status` with Retry-After and RFC 6749 JSON `error`. */
function assertRefused(a: Answer, status: number, error: string): number {
  assert.equal(a.status, status, a.body);
  assert.match(String(a.headers['content-type']), /^application\/json/);
  assert.equal(a.headers['cache-control'], 'no-store');
  const retryAfter = Number(a.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${a.headers['retry-after']}`);
  const body = JSON.parse(a.body) as { error: string; error_description: string };
  assert.equal(body.error, error);
  assert.equal(typeof body.error_description, 'string');
  return retryAfter;
}

test('the 6th failure for one client id within a minute is refused with 429, from any address, known id or not', async () => {
  for (const id of ['locked-id', unknownId()]) {
    for (let i = 0; i < 5; i++) await expect401(tokenRequest('127.0.2.1', id, `wrong-secret-${i}`));
    const sixth = await tokenRequest('127.0.2.1', id, 'wrong-secret-5');
    assert.ok(assertRefused(sixth, 429, 'slow_down') <= 60, String(sixth.headers['retry-after']));
    const elsewhere = await tokenRequest('127.0.2.2', id, id === 'locked-id' ? knownSecret(id) : 'any-secret-1234');
    assertRefused(elsewhere, 429, 'slow_down');
  }
  // The address itself failed 10 times: its other requests are still checked.
  assert.equal((await tokenRequest('127.0.2.1', 'bystander', knownSecret('bystander'))).status, 200);
});

test('20 failures from one address refuse its further requests with 429; other addresses are not affected', async () => {
  for (let i = 0; i < 20; i++) await expect401(tokenRequest('127.0.3.1', unknownId(), 'wrong-secret-123'));
  assertRefused(await tokenRequest('127.0.3.1', 'address-victim', knownSecret('address-victim')), 429, 'slow_down');
  assert.equal((await tokenRequest('127.0.3.2', 'address-victim', knownSecret('address-victim'))).status, 200, 'the same client from another address');
});

test('more token requests at once than the queue holds: the rest get 503 with Retry-After at once', async () => {
  // 60 addresses that never failed, one request each: 2 are checked, 16 wait, the others are refused.
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => tokenRequest(`127.0.6.${1 + i}`, unknownId(), 'wrong-secret-123')));
  const busy = answers.filter((a) => a.status === 503);
  assert.ok(busy.length >= 1, answers.map((a) => a.status).join(','));
  for (const a of busy) assertRefused(a, 503, 'temporarily_unavailable');
  for (const a of answers) assert.ok(a.status === 401 || a.status === 503, String(a.status));
});

// How fast they are answered is printed, not asserted: on a busy machine any bound short of a
// liveness bound would fail for the machine, not the service.
test('while 64 connections from 4 addresses send wrong secrets, legitimate token requests are answered, and data requests too', async (t) => {
  const token = await s.token();
  const flood = startTokenFlood({ port, addresses: ['127.0.4.1', '127.0.4.2', '127.0.4.3', '127.0.4.4'], connections: 64, knownIds: KNOWN, pauseMs: 20 });
  const legit: number[] = [];
  const data: number[] = [];
  let counts: Record<string, number> = {};
  // Under way once the server has seen a request from each of the 64 connections, however slow the machine.
  let flooded = 0;
  const count = () => flooded++;
  s.server.app.server.on('request', count);
  try {
    await until(() => flooded >= 64, () => `the flood under way: ${flooded} requests`);
    for (let i = 0; i < 5; i++) {
      const answer = await tokenRequest('127.0.5.1', CLIENT_ID, CLIENT_SECRET);
      assert.equal(answer.status, 200, answer.body);
      legit.push(answer.ms);
      const lookup = await send('127.0.5.2', 'GET', '/v1/references/countries/DE', { authorization: `Bearer ${token}` });
      assert.equal(lookup.status, 200);
      data.push(lookup.ms);
    }
  } finally {
    s.server.app.server.off('request', count);
    counts = await flood.stop();
  }
  const summary = `token requests ${legit.map((ms) => ms.toFixed(0)).join(', ')} ms; data requests ${data.map((ms) => ms.toFixed(0)).join(', ')} ms; flood answers ${JSON.stringify(counts)}`;
  t.diagnostic(summary);
  assert.ok(Math.max(...legit, ...data) < 10_000, summary);
});

test('behind a trusted proxy, failures are counted by the address in X-Forwarded-For; from anyone else that header is ignored', async () => {
  const proxied = await startTestServer({ SKYREF_TRUSTED_PROXIES: '127.0.7.1' });
  try {
    const proxiedPort = Number(new URL(proxied.url).port);
    const via = (from: string, client: string, id: string, secret: string) => {
      const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': client };
      return send(from, 'POST', '/v1/oauth/token', headers, body, proxiedPort);
    };
    for (let i = 0; i < 20; i++) assert.equal((await via('127.0.7.1', '203.0.113.5', unknownId(), 'wrong-secret-123')).status, 401);
    assertRefused(await via('127.0.7.1', '203.0.113.5', CLIENT_ID, CLIENT_SECRET), 429, 'slow_down');
    assert.equal((await via('127.0.7.1', '203.0.113.6', CLIENT_ID, CLIENT_SECRET)).status, 200, 'another client behind the same proxy');
    assert.equal((await via('127.0.7.2', '203.0.113.5', CLIENT_ID, CLIENT_SECRET)).status, 200, 'not a trusted proxy: the header names no one');
  } finally {
    await proxied.close();
  }
  assert.deepEqual(readConfig({}).trustedProxies, []);
  assert.deepEqual(readConfig({ SKYREF_TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,2001:db8::/32,loopback' }).trustedProxies, ['10.0.0.1', '10.1.0.0/16', '2001:db8::/32', 'loopback']);
  for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '2001:db8::/129']) {
    assert.throws(() => readConfig({ SKYREF_TRUSTED_PROXIES: bad }), ConfigError, bad);
  }
});
