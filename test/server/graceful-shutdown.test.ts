// Stopping without dropping a request: RunningServer.drain() with requests in flight, and
// `skyref serve` draining on SIGTERM.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import { ConfigError, readConfig } from '../../src/config.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer } from '../support/server.js';
import { processesWith, spawnService, startServiceProcess } from '../support/service-process.js';
import { until } from '../support/wait.js';

const TOKEN_BODY = new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }).toString();

/** Resolves once the server has seen `n` more requests (their headers, not necessarily their bodies). */
function requestsSeen(server: Server, n: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = () => {
      if (++seen < n) return;
      server.off('request', onRequest);
      resolve();
    };
    server.on('request', onRequest);
  });
}

/** A raw connection to the server, everything it receives kept, and a promise of its closing. */
async function rawConnection(url: string): Promise<{ socket: Socket; received: () => string; closed: Promise<unknown> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  return { socket, received: () => Buffer.concat(chunks).toString('latin1'), closed: once(socket, 'close') };
}

/** A token request whose body is only partly sent: in flight until `finish` is written. */
function slowTokenRequest(socket: Socket): { finish: string } {
  const cut = 10;
  socket.write(
    `POST /v1/oauth/token HTTP/1.1\r\nHost: skyref\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${Buffer.byteLength(TOKEN_BODY)}\r\n\r\n${TOKEN_BODY.slice(0, cut)}`,
  );
  return { finish: TOKEN_BODY.slice(cut) };
}

/** Status and headers (lower-cased names) of each whole response in a raw HTTP/1.1 byte stream. */
function responses(raw: string): { status: number; headers: Record<string, string> }[] {
  const found: { status: number; headers: Record<string, string> }[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const [statusLine, ...lines] = raw.slice(at, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    assert.match(statusLine!, /^HTTP\/1\.1 \d{3} /);
    at = end + 4 + Number(headers['content-length'] ?? 0);
    if (at > raw.length) break;
    found.push({ status: Number(statusLine!.split(' ')[1]), headers });
  }
  return found;
}

/** Whether a new TCP connection to the server is refused. */
async function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  try {
    await once(socket, 'connect');
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  } finally {
    socket.destroy();
  }
}

test('the drain delay and timeout are read from the environment and checked; by default a load balancer has 5 s to notice', () => {
  assert.deepEqual([readConfig({}).drainDelayMs, readConfig({}).drainTimeoutMs], [5000, 10_000]);
  assert.equal(readConfig({ SKYREF_DRAIN_DELAY_MS: '0' }).drainDelayMs, 0);
  const config = readConfig({ SKYREF_DRAIN_DELAY_MS: '5000', SKYREF_DRAIN_TIMEOUT_MS: '0' });
  assert.deepEqual([config.drainDelayMs, config.drainTimeoutMs], [5000, 0]);
  assert.throws(() => readConfig({ SKYREF_DRAIN_DELAY_MS: '-1' }), ConfigError);
  assert.throws(() => readConfig({ SKYREF_DRAIN_TIMEOUT_MS: '2.5' }), /SKYREF_DRAIN_TIMEOUT_MS must be an integer/);
});

test('drain: /ready fails at once, requests are served through the delay, requests in flight finish, then the listener is gone', async () => {
  // Six token checks run one after another (one scrypt at a time, decision 32): room for a loaded machine.
  // Long enough that the checks below, meant to run within it, do so on any machine however busy.
  const DELAY = 10_000;
  const s = await startTestServer({ SKYREF_DRAIN_DELAY_MS: String(DELAY) });
  const http = s.server.app.server;
  const token = await s.token();
  try {
    // In flight when the drain starts: a token request half sent on a connection of its own, and
    // several whole ones (each checks the secret with scrypt, off the main thread).
    const raw = await rawConnection(s.url);
    const arrived = requestsSeen(http, 7);
    const slow = slowTokenRequest(raw.socket);
    const concurrent = Array.from({ length: 6 }, () =>
      fetch(`${s.url}/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: TOKEN_BODY }),
    );
    await arrived;

    const started = performance.now();
    const closing = s.server.drain();
    let closed = false;
    void closing.then(() => (closed = true));
    assert.equal(s.server.close(), closing, 'close() during a drain is the same drain');

    const ready = await fetch(`${s.url}/ready`);
    assert.equal(ready.status, 503);
    assert.equal(ready.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await ready.json(), { status: 'draining' });
    // Until the delay is over, every other request is served as usual.
    assert.equal((await fetch(`${s.url}/health`)).status, 200);
    const lookup = await fetch(`${s.url}/v1/references/airports/FRA`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(lookup.status, 200);
    await lookup.arrayBuffer();
    for (const res of await Promise.all(concurrent)) {
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { token_type: string }).token_type, 'bearer');
    }
    assert.ok(performance.now() - started < DELAY, 'the checks above ran within the delay');
    assert.equal(await refused(s.url), false, 'still listening during the delay');

    // After the delay the listener is closed; the half-sent request keeps the server draining.
    await until(() => refused(s.url), 'the listener closed after the delay');
    assert.ok(performance.now() - started >= DELAY - 5, `refused after ${performance.now() - started} ms`);
    assert.equal(closed, false, 'drain waits for the request in flight');

    // The rest of its body, and a request pipelined behind it on the same connection: both
    // answered, the last one with Connection: close.
    raw.socket.write(`${slow.finish}GET /v1/references/airports/FRA HTTP/1.1\r\nHost: skyref\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    await raw.closed;
    const answered = responses(raw.received());
    assert.deepEqual(
      answered.map((r) => r.status),
      [200, 200],
      raw.received().slice(0, 500),
    );
    assert.equal(answered[1]!.headers.connection, 'close');
    await closing;
    assert.ok(closed);
  } finally {
    await s.close();
  }
});

test('drain: a request still in flight when the timeout passes has its connection closed', async () => {
  const TIMEOUT = 300;
  const s = await startTestServer({ SKYREF_DRAIN_TIMEOUT_MS: String(TIMEOUT) });
  const raw = await rawConnection(s.url);
  const arrived = requestsSeen(s.server.app.server, 1);
  slowTokenRequest(raw.socket); // never finished
  await arrived;
  const started = performance.now();
  await s.close();
  const took = performance.now() - started;
  assert.ok(took >= TIMEOUT - 5 && took < TIMEOUT + 10_000, `closed after ${took} ms`);
  await raw.closed;
  assert.equal(responses(raw.received()).length, 0);
});

test('drain: a keep-alive connection whose request was in flight is closed once answered', async () => {
  const s = await startTestServer({ SKYREF_DRAIN_TIMEOUT_MS: '60000' });
  const raw = await rawConnection(s.url);
  const arrived = requestsSeen(s.server.app.server, 1);
  const slow = slowTokenRequest(raw.socket);
  await arrived;
  const closing = s.server.drain();
  await until(() => refused(s.url), 'the listener closed');
  raw.socket.write(slow.finish);
  const started = performance.now();
  await raw.closed;
  await closing;
  // Well within the 60-second drain timeout and the 72-second keep-alive timeout.
  assert.ok(performance.now() - started < 30_000, `closed ${performance.now() - started} ms after the answer`);
  const answered = responses(raw.received());
  assert.deepEqual(answered.map((r) => r.status), [200]);
});

test('drain: a connection idle when the listener closes still answers its next request; idle ones close after a second', async () => {
  const s = await startTestServer({ SKYREF_DRAIN_TIMEOUT_MS: '60000' });
  const busy = await rawConnection(s.url);
  const idle = await rawConnection(s.url);
  for (const raw of [busy, idle]) {
    raw.socket.write('GET /health HTTP/1.1\r\nHost: skyref\r\n\r\n');
    await until(() => responses(raw.received()).length > 0, 'answered');
  }
  const started = performance.now();
  const closing = s.close();
  // A client sending on its kept-alive connection just after the listener closed is answered,
  // and told to close: the connection is not cut under it.
  await until(() => refused(s.url), 'the listener closed');
  busy.socket.write('GET /health HTTP/1.1\r\nHost: skyref\r\n\r\n');
  await busy.closed;
  const answers = responses(busy.received());
  assert.deepEqual(answers.map((a) => a.status), [200, 200]);
  assert.equal(answers[1]!.headers.connection, 'close');
  // One that stays idle is closed after the grace, and then the server is closed.
  await idle.closed;
  await closing;
  const elapsed = performance.now() - started;
  // After the second's grace, long before the 60-second drain timeout would close it.
  assert.ok(elapsed >= 900 && elapsed < 30_000, `closed after ${elapsed} ms`);
});

test('skyref serve drains on SIGTERM and exits 0', async () => {
  const service = await startServiceProcess(['--workers', '1'], { SKYREF_DRAIN_DELAY_MS: '300' });
  try {
    const url = service.url;
    assert.equal((await fetch(`${url}/ready`)).status, 200);

    service.child.kill('SIGTERM');
    // Draining: not ready any more, but still answering through the delay.
    const ready = await until(async () => {
      const res = await fetch(`${url}/ready`);
      return res.status !== 200 && res;
    }, '/ready no longer 200');
    assert.equal(ready.status, 503);
    assert.deepEqual(await ready.json(), { status: 'draining' });
    assert.equal((await fetch(`${url}/health`)).status, 200);

    assert.equal(await service.exited, 0, service.output());
    assert.match(service.output(), /SIGTERM: draining/);
  } finally {
    await service.stop();
  }
});

/** What a clean stop prints: no stack trace, no error. */
function assertCleanOutput(output: string): void {
  assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
  assert.doesNotMatch(output, /Error|skyref: /, 'no error');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`skyref serve --workers 1 stopped by ${signal} while it starts (the data directory, the dataset's load): exit 0, never listening`, async () => {
    const service = spawnService(['--workers', '1']);
    try {
      // The first thing it says, once the stop signals are handled; the load is still ahead.
      await service.waitFor(/^skyref starting \(a single process, data directory .*\)$/m);
      service.child.kill(signal);
      assert.equal(await service.exited, 0, service.output());
      const output = service.output();
      assert.match(output, new RegExp(`^${signal} while starting: stopping`, 'm'));
      assert.match(output, /^skyref stopped while starting$/m);
      assert.doesNotMatch(output, /listening on/);
      assertCleanOutput(output);
      assert.deepEqual(processesWith(service.dataDir), []);
    } finally {
      await service.stop();
    }
  });
}

test('a second SIGTERM ends a drain at once', async () => {
  const service = await startServiceProcess(['--workers', '1'], { SKYREF_DRAIN_DELAY_MS: '60000' });
  try {
    service.child.kill('SIGTERM');
    await service.waitFor(/SIGTERM: draining/);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 'SIGTERM');
  } finally {
    await service.stop();
  }
});
