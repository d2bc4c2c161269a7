// Content codings: Accept-Encoding negotiated by RFC 9110 (q-values, identity, *), brotli, zstd
// and gzip bytes that decode to exactly the identity ones, an ETag per representation, a 304 for
// each, small answers sent as they are, and a 406 when nothing the client allows is offered.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { negotiateCoding } from '../../src/api/content-coding.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { todayIn } from '../support/test-clock.js';

test('negotiation: q-values, identity, *, and what is excluded', () => {
  assert.equal(negotiateCoding(undefined), 'identity', 'no header: no preference, sent as it is');
  assert.equal(negotiateCoding(''), 'identity', 'an empty header allows identity only');
  assert.equal(negotiateCoding('gzip, deflate, br'), 'br', 'equal weights: ours in our order');
  assert.equal(negotiateCoding('gzip, deflate, br, zstd'), 'zstd', 'the cheapest per byte saved first');
  assert.equal(negotiateCoding('br;q=0.5, gzip'), 'gzip');
  assert.equal(negotiateCoding('GZIP;Q=1.0'), 'gzip', 'names and q in any case');
  assert.equal(negotiateCoding('x-gzip'), 'gzip');
  assert.equal(negotiateCoding('zstd;q=1, br;q=0.9'), 'zstd');
  assert.equal(negotiateCoding('deflate'), 'identity', 'nothing we offer named: identity');
  assert.equal(negotiateCoding('*'), 'zstd');
  assert.equal(negotiateCoding('*;q=0.3, gzip;q=0.2, zstd;q=0.1'), 'br', '* weighs what is not named');
  assert.equal(negotiateCoding('br;q=2'), 'identity', 'a weight that does not parse leaves the coding out');
  assert.equal(negotiateCoding('identity;q=0'), undefined);
  assert.equal(negotiateCoding('*;q=0'), undefined);
  assert.equal(negotiateCoding('*;q=0, identity'), 'identity');
  assert.equal(negotiateCoding('identity;q=0, gzip;q=0.1'), 'gzip');
});

let server: TestServer;
let token: string;
const path = `/v2/operations/schedules/FRA/JFK/${isoFromDay(todayIn('Europe/Berlin') + 30)}`;

before(async () => {
  server = await startTestServer();
  token = await server.token();
});
after(() => server.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes as sent, not decoded (fetch would decode it). */
function rawGet(target: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + target, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE: Record<string, (b: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, zstd: (b) => zlib.zstdDecompressSync(b) };

test('a schedule page in br, zstd and gzip decodes to the identity bytes, far smaller, with its own ETag', async () => {
  const identity = await rawGet(path, { 'accept-encoding': 'identity' });
  assert.equal(identity.status, 200);
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.equal(identity.headers.vary, 'Accept, Accept-Encoding');
  assert.ok(identity.body.length > 10_000, `${identity.body.length} bytes`);
  const etags = new Set([identity.headers.etag]);
  for (const [coding, share] of [['br', 0.2], ['zstd', 0.25], ['gzip', 0.25]] as const) {
    const encoded = await rawGet(path, { 'accept-encoding': coding });
    assert.equal(encoded.status, 200);
    assert.equal(encoded.headers['content-encoding'], coding);
    assert.equal(encoded.headers.vary, 'Accept, Accept-Encoding');
    assert.ok(DECODE[coding]!(encoded.body).equals(identity.body), `${coding} decodes to the identity bytes`);
    assert.ok(encoded.body.length <= identity.body.length * share, `${coding}: ${encoded.body.length} of ${identity.body.length} bytes`);
    etags.add(encoded.headers.etag);
    // The same representation asked again: the same bytes (compressed once, kept with the answer).
    const again = await rawGet(path, { 'accept-encoding': coding });
    assert.ok(again.body.equals(encoded.body));
    assert.equal(again.headers.etag, encoded.headers.etag);
  }
  assert.equal(etags.size, 4, 'an ETag per representation');
});

test('If-None-Match: a 304 for the representation asked for, a 200 for another one', async () => {
  const br = await rawGet(path, { 'accept-encoding': 'br' });
  const notModified = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  assert.equal(notModified.status, 304);
  assert.equal(notModified.headers.etag, br.headers.etag);
  assert.equal(notModified.body.length, 0);
  const identityEtag = String((await rawGet(path, { 'accept-encoding': 'identity' })).headers.etag);
  const other = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': identityEtag });
  assert.equal(other.status, 200, 'the identity ETag does not validate the br bytes');
  assert.equal(other.headers['content-encoding'], 'br');
});

test('an answer under 1 KB goes out as it is; JSON is compressed too', async () => {
  const small = await rawGet('/v1/mds-references/airports/FRA', { 'accept-encoding': 'br, gzip' });
  assert.equal(small.status, 200);
  assert.ok(small.body.length < 1024, `${small.body.length} bytes`);
  assert.equal(small.headers['content-encoding'], undefined);
  assert.match(small.body.toString(), /<AirportCode>FRA<\/AirportCode>/);
  const json = await rawGet(path, { 'accept-encoding': 'gzip', accept: 'application/json' });
  assert.equal(json.headers['content-encoding'], 'gzip');
  assert.ok(JSON.parse(zlib.gunzipSync(json.body).toString()).ScheduleResource, 'typed JSON, gzip-encoded');
});

test('nothing the client allows: 406 ProcessingErrors 3026, readable (identity)', async () => {
  const refused = await rawGet(path, { 'accept-encoding': 'identity;q=0, deflate' });
  assert.equal(refused.status, 406);
  assert.equal(refused.headers['content-encoding'], undefined);
  assert.match(refused.body.toString(), /<Code>3026<\/Code>/);
  assert.match(refused.body.toString(), /Accept-Encoding/);
});
