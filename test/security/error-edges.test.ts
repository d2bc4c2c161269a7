// The edges of the error contract, as an attacker or a broken client reaches them: whatever the
// bytes, the answer is a ProcessingErrors document (RFC 6749 JSON on the token endpoint) with the
// right status, and it repeats nothing of the request. Raw sockets where fetch cannot send the bytes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { parseXml } from '../support/xml.js';

let s: TestServer;
let token: string;
before(async () => {
  s = await startTestServer();
  token = await s.token();
});
after(async () => s?.close());

/** Text no answer may contain: it is only ever in the request. */
const MARKER = 'zqxMARKERqxz';

/** Asserts a ProcessingErrors document in XML with this status and catalogue code (docs/errors.md); its description. */
function xmlError(res: RawResponse, status: number, code: string): string {
  assert.equal(res.status, status, res.raw.slice(0, 600));
  assert.match(res.headers['content-type'] ?? '', /^application\/xml; charset=utf-8$/, res.raw.slice(0, 600));
  const error = parseXml(res.body).ProcessingErrors.ProcessingError[0];
  assert.equal(error.Code, code, res.body);
  assert.equal(error['@RetryIndicator'], 'false');
  return error.Description as string;
}

function get(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host: new URL(s.url).host, connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

test('a path that cannot be decoded (%zz): 400, not Fastify\'s JSON echoing the URL', async () => {
  const res = await rawRequest(s.url, get(`/v1/references/airports/%zz${MARKER}`));
  const description = xmlError(res, 400, '3015');
  assert.match(description, /URL could not be decoded/);
  assert.doesNotMatch(res.raw, new RegExp(MARKER));
});

test('a path segment over 256 characters: 414, in the format asked for, without the path', async () => {
  const long = `/v1/references/airports/${MARKER}${'A'.repeat(300)}`;
  const xml = await rawRequest(s.url, get(long));
  xmlError(xml, 414, '3018');
  const json = await fetch(s.url + long, { headers: { accept: 'application/json' } });
  assert.equal(json.status, 414);
  const body = await json.text();
  assert.equal(JSON.parse(body).ProcessingErrors.ProcessingError.Code, '3018');
  assert.doesNotMatch(xml.raw + body, new RegExp(MARKER));
});

test('raw NUL and control bytes in the request line: 400 ProcessingErrors, not "Client Error"; non-ASCII bytes are read as their escaped form, echoed no more', async () => {
  const request = (bytes: number[]) =>
    Buffer.concat([Buffer.from(`GET /v1/references/airports/${MARKER}`), Buffer.from(bytes), Buffer.from(` HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`)]);
  for (const bytes of [[0x00], [0x01], [0x7f], [0x01, 0xc3, 0xa9], [0xc3, 0xa9, 0x00]]) {
    const res = await rawRequest(s.url, request(bytes));
    xmlError(res, 400, '3015');
    assert.doesNotMatch(res.raw, new RegExp(MARKER), `bytes ${bytes.join(' ')}`);
  }
  // As curl sends them: the answer of the same path percent-encoded, %C3%A9 (no airport code) or %FF (no UTF-8).
  for (const [bytes, code] of [[[0xc3, 0xa9], '3002'], [[0xff], '3015']] as const) {
    const res = await rawRequest(s.url, request([...bytes]));
    xmlError(res, 400, code);
    assert.doesNotMatch(res.raw, new RegExp(MARKER), `bytes ${bytes.join(' ')}`);
  }
});

test('header fields over 16 KB: 431 ProcessingErrors', async () => {
  const res = await rawRequest(s.url, get('/v1/references/airports/FRA', { 'x-filler': MARKER + 'a'.repeat(20_000) }));
  const description = xmlError(res, 431, '3019');
  assert.match(description, /16384 bytes/);
  assert.doesNotMatch(res.raw, new RegExp(MARKER));
});

test('a body over 16 KB: 413, a ProcessingErrors document on a data path and RFC 6749 JSON on the token endpoint', async () => {
  const body = MARKER + 'x'.repeat(20_000);
  const post = (path: string, type: string) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
  const data = await rawRequest(s.url, post('/v1/references/airports/FRA', 'text/plain'));
  assert.match(xmlError(data, 413, '3017'), /16384 bytes/);
  const tokenEndpoint = await rawRequest(s.url, post('/v1/oauth/token', 'application/x-www-form-urlencoded'));
  assert.equal(tokenEndpoint.status, 413);
  assert.match(tokenEndpoint.headers['content-type'] ?? '', /^application\/json/);
  assert.equal(tokenEndpoint.headers['cache-control'], 'no-store');
  assert.equal(JSON.parse(tokenEndpoint.body).error, 'invalid_request');
  assert.doesNotMatch(data.raw + tokenEndpoint.raw, new RegExp(MARKER));
});

test('a token request body that cannot be parsed: RFC 6749 JSON, not an XML document', async () => {
  const res = await fetch(`${s.url}/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"${MARKER}":` });
  assert.equal(res.status, 400);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const body = await res.text();
  assert.equal(JSON.parse(body).error, 'invalid_request');
  assert.doesNotMatch(body, new RegExp(MARKER));
});

test('TRACE, PROPFIND, PURGE and every other method Node parses: 405 with Allow on a known path, 404 elsewhere', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'LINK', 'M-SEARCH', 'QUERY', 'PUT']) {
    const known = await rawRequest(s.url, `${method} /v1/references/airports/FRA HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.match(xmlError(known, 405, '3020'), new RegExp(`Method ${method} is not allowed`), method);
    assert.equal(known.headers.allow, 'GET, HEAD', method);
    const token = await rawRequest(s.url, `${method} /v1/oauth/token HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.equal(token.status, 405, method);
    assert.equal(token.headers.allow, 'POST', method);
    const unknown = await rawRequest(s.url, `${method} /v1/no/such/${MARKER} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    xmlError(unknown, 404, '2010');
    assert.doesNotMatch(unknown.raw, new RegExp(MARKER));
  }
});

test('a method the parser does not know, a malformed request line, CONNECT: 400 ProcessingErrors, not a bare "Client Error" or a dropped connection', async () => {
  const requests = [
    `FOO /v1/references/airports/FRA HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET /v1/references/airports/FRA HTTP/9.9\r\nHost: x\r\n\r\n`,
    `${MARKER}\r\n\r\n`,
    `GET /v1/references/airports/FRA HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n`,
    `CONNECT ${MARKER}.example:443 HTTP/1.1\r\nHost: ${MARKER}.example:443\r\n\r\n`,
  ];
  for (const request of requests) {
    const res = await rawRequest(s.url, request);
    xmlError(res, 400, '3015');
    assert.equal(res.headers.connection, 'close', request);
    assert.doesNotMatch(res.raw, new RegExp(MARKER), request);
  }
});

test('no error repeats the request: a value that failed validation, the path, the Accept header', async () => {
  const auth = { authorization: `Bearer ${token}` };
  const asked: [string, Record<string, string>][] = [
    [`/v1/no/such/${MARKER}`, {}],
    [`/v1/references/airports/${MARKER}`, {}],
    [`/v1/references/countries/${MARKER}`, {}],
    [`/v1/references/cities/${MARKER}`, {}],
    [`/v1/references/aircraft/${MARKER}`, {}],
    [`/v1/references/airports/nearest/${MARKER}`, {}],
    [`/v1/references/seatdetails/${MARKER}`, {}],
    [`/v1/references/seatdetails/388/${MARKER}`, {}],
    [`/v2/operations/schedules/${MARKER}/JFK/2030-01-01`, {}],
    [`/v2/operations/schedules/FRA/JFK/${MARKER}`, {}],
    [`/v1/references/airports?lang=${MARKER}`, {}],
    [`/v1/references/airports?limit=${MARKER}`, {}],
    [`/v1/references/airports?offset=${MARKER}`, {}],
    [`/v1/references/airports?group=${MARKER}`, {}],
    [`/v1/references/airports?Carrieroperated=${MARKER}`, {}],
    [`/v2/operations/schedules/FRA/JFK/2030-01-01?directFlights=${MARKER}`, {}],
    ['/v1/references/airports/FRA', { accept: `text/${MARKER}` }],
    [`/playground/${MARKER}.js`, {}],
  ];
  for (const [path, headers] of asked) {
    for (const accept of ['application/xml', 'application/json']) {
      const res = await fetch(s.url + path, { headers: { ...auth, accept, ...headers } });
      const body = await res.text();
      assert.ok(res.status >= 400, `${path}: ${res.status}`);
      assert.doesNotMatch(body, new RegExp(MARKER), `${path} (${headers.accept ?? accept}) → ${res.status}: ${body}`);
    }
  }
});
