// A client may send its request and close its side at once (socket.end(request), a FIN right
// behind the bytes): a half-closed connection delimits no request and does not mean the client
// lost interest. Whatever reaches the port is answered (docs/security.md), so such a
// request gets its whole response, whether the answer is ready at once or takes a while.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { test } from 'node:test';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { CLIENT_ID, CLIENT_SECRET, fetchToken, startTestServer } from '../support/server.js';
import { startServiceProcess } from '../support/service-process.js';
import { TEST_DAY } from '../support/test-clock.js';

const TOKEN_BODY = new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }).toString();

interface HalfClosedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `requests` and the FIN together, then reads until the server closes: what arrived must be
 * whole responses (each body as long as its Content-Length), as many as were asked. Nothing
 * arriving is a failure of the test, not a hang: the server closes the connection either way.
 */
async function halfClosedRequests(url: string, ...requests: string[]): Promise<HalfClosedAnswer[]> {
  const { hostname, port } = new URL(url);
  const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = once(socket, 'close');
  socket.end(requests.join(''));
  await closed;
  const raw = Buffer.concat(chunks).toString('latin1');
  const answers: HalfClosedAnswer[] = [];
  for (let at = 0; at < raw.length; ) {
    const end = raw.indexOf('\r\n\r\n', at);
    assert.ok(end > 0, `not a whole response: ${JSON.stringify(raw.slice(at, at + 300))}`);
    const [statusLine, ...lines] = raw.slice(at, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    const body = raw.slice(end + 4, end + 4 + length);
    assert.equal(Buffer.byteLength(body, 'latin1'), length, 'the whole body, as long as its Content-Length');
    answers.push({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine!)?.[1]), headers, body });
    at = end + 4 + length;
  }
  const last = answers.at(-1)?.headers.connection;
  assert.equal(answers.length, requests.length, `${requests.length} requests sent with the FIN, ${answers.length} answered, the last with Connection: ${last}`);
  return answers;
}

async function halfClosedRequest(url: string, request: string): Promise<HalfClosedAnswer> {
  return (await halfClosedRequests(url, request))[0]!;
}

const get = (path: string, token: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: application/json\r\n\r\n`;

const tokenRequest = `POST /v1/oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(TOKEN_BODY)}\r\n\r\n${TOKEN_BODY}`;

/**
 * The same requests against a single process and a machine of workers; `pipelined`: three at
 * once too. Not with workers: one holding more than its share of connections answers with
 * `Connection: close` (cluster/connection-share.ts), after which HTTP has it drop the rest of a
 * pipeline, FIN or no FIN, for the client to send again.
 */
async function answersHalfClosed(url: string, pipelined: boolean): Promise<void> {
  const token = await fetchToken(url, CLIENT_ID, CLIENT_SECRET);
  const lookup = '/v1/references/airports/FRA';
  // Kept in the response cache from its second request: the third is a cached answer.
  for (let i = 0; i < 2; i++) assert.equal((await fetch(url + lookup, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).status, 200);
  const cached = await halfClosedRequest(url, get(lookup, token));
  assert.equal(cached.status, 200);
  assert.match(cached.body, /"FRA"/);

  // Computed on a miss: never asked before.
  const schedule = await halfClosedRequest(url, get(`/v2/operations/schedules/FRA/JFK/${isoFromDay(TEST_DAY + 9)}?limit=3`, token));
  assert.equal(schedule.status, 200);

  // A secret checked with scrypt, off the event loop: the slowest answer there is.
  const issued = await halfClosedRequest(url, tokenRequest);
  assert.equal(issued.status, 200);
  assert.match(issued.body, /"access_token"/);

  if (!pipelined) return;
  // Pipelined, the slow one between: each answered, in order, before the connection closes.
  const three = await halfClosedRequests(url, get(lookup, token), tokenRequest, get('/v1/references/airports/JFK', token));
  assert.deepEqual(three.map((answer) => answer.status), [200, 200, 200]);
  assert.match(three[1]!.body, /"access_token"/);
  assert.match(three[2]!.body, /"JFK"/);
}

test('a request sent with its FIN is answered whole: a cached lookup, a schedule query, a token request, three pipelined (one process)', async () => {
  const server = await startTestServer();
  try {
    await answersHalfClosed(server.url, true);
  } finally {
    await server.close();
  }
});

test('a request sent with its FIN is answered whole by the workers of skyref serve --workers 2', async () => {
  const service = await startServiceProcess(['--workers', '2']);
  try {
    await answersHalfClosed(service.url, false);
  } finally {
    await service.stop();
  }
});
