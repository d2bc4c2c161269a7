import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ERRORS, errorCatalogueMarkdown } from '../../src/api/errors.js';
import { REPO_ROOT } from '../support/paths.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { parseXml } from '../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

const CODES = new Set(Object.values(ERRORS).map((e) => e.code));

async function expectError(path: string, status: number, code: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  const token = await s.token();
  const res = await fetch(s.url + path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const text = await res.text();
  assert.equal(res.status, status, `${init.method ?? 'GET'} ${path}: ${text}`);
  const isJson = (res.headers.get('content-type') ?? '').startsWith('application/json');
  const err = isJson
    ? ((JSON.parse(text) as { ProcessingErrors: { ProcessingError: Record<string, unknown> } }).ProcessingErrors.ProcessingError)
    : parseXml(text).ProcessingErrors.ProcessingError[0];
  assert.equal(String(err.Code), code, `${path}: ${text}`);
  assert.ok(CODES.has(String(err.Code)));
  assert.match(String(err.InfoURL), new RegExp(`/docs/errors#${code}$`));
  return res;
}

describe('documented errors', () => {
  test('malformed codes are 400, unknown codes 404', async () => {
    await expectError('/v1/references/countries/D1', 400, '3001');
    await expectError('/v1/references/countries/DEU', 400, '3001');
    await expectError('/v1/mds-references/countries/QQ', 404, '2001');
    await expectError('/v1/references/airports/FRAX', 400, '3002');
    await expectError('/v1/references/airports/F1A', 400, '3002');
    await expectError('/v1/references/airports/ZZX', 404, '2002');
    await expectError('/v1/references/cities/L0N', 400, '3003');
    await expectError('/v1/references/cities/ZZX', 404, '2003');
    await expectError('/v1/references/aircraft/32', 400, '3004');
    await expectError('/v1/references/aircraft/%21%21%21', 400, '3004');
    await expectError('/v1/references/aircraft/ZZ9', 404, '2004');
  });

  test('bad limit, offset and lang are 400', async () => {
    for (const q of ['limit=0', 'limit=-1', 'limit=abc', 'limit=1.5', 'limit=', 'limit=1e2', 'limit=99999999999']) {
      await expectError(`/v1/references/airports?${q}`, 400, '3010');
    }
    for (const q of ['offset=-1', 'offset=x', 'offset=2.0']) await expectError(`/v1/references/cities?${q}`, 400, '3011');
    for (const q of ['lang=deu', 'lang=1', 'lang=', 'lang=d%C3%A9', 'lang=xx', 'lang=QQ']) await expectError(`/v1/references/countries/DE?${q}`, 400, '3012');
    await expectError('/v1/references/countries?limit=1&limit=2', 400, '3014');
  });

  test('unknown paths are 404, other methods 405 with Allow, unknown media types 406', async () => {
    await expectError('/v1/references/planets', 404, '2010');
    await expectError('/v2/references/countries', 404, '2010');
    const res = await expectError('/v1/references/countries', 405, '3020', { method: 'DELETE' });
    assert.equal(res.headers.get('allow'), 'GET, HEAD');
    await expectError('/v1/references/countries', 406, '3021', { headers: { accept: 'text/html' } });
  });

  test('errors follow the negotiated format', async () => {
    const res = await expectError('/v1/references/countries/QQ', 404, '2001', { headers: { accept: 'application/json' } });
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  });

  test('docs/errors.md is the catalogue of the code', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs', 'errors.md'), 'utf8');
    assert.equal(doc, errorCatalogueMarkdown(), 'run npm run docs:errors');
    for (const code of CODES) assert.match(doc, new RegExp(`\\| ${code} \\|`));
  });
});

describe('no request of any shape gives a 500 or a stack trace', () => {
  // A fixed pseudo-random sequence, so a failure is reproducible.
  let seed = 20261121;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
  const SEGMENTS = ['countries', 'airports', 'cities', 'aircraft', 'nearest', 'seatdetails', 'FRA', 'DE', '%00', '%ZZ', '..', '%2F', 'é', '\u202e', 'x'.repeat(300), '', '32N', 'LON'];
  const PARAMS = ['limit', 'offset', 'lang', 'Carrieroperated', 'group', 'x', '__proto__', 'constructor'];
  const VALUES = ['1', '0', '-1', 'abc', '%', '%FF', '1e9', '', 'de', 'EN', '[]', '{"a":1}', '\u0000'];
  const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];
  const ACCEPTS = [undefined, '*/*', 'application/json', 'text/xml', 'text/html', ';;;', 'application/json;q=0', 'application/*'];

  test('300 random requests', async () => {
    const token = await s.token();
    for (let i = 0; i < 300; i++) {
      const family = pick(['/v1/references/', '/v1/mds-references/', '/v1/', '/', '/v1/oauth/token/']);
      const path = family + Array.from({ length: 1 + rand(3) }, () => pick(SEGMENTS)).join('/');
      const query = Array.from({ length: rand(4) }, () => `${pick(PARAMS)}=${pick(VALUES)}`).join('&');
      const method = pick(METHODS);
      const headers: Record<string, string> = {};
      const accept = pick(ACCEPTS);
      if (accept) headers.accept = accept;
      if (rand(5) > 0) headers.authorization = pick([`Bearer ${token}`, `bearer ${token}`, 'Bearer x', 'Basic Og==']);
      const url = `${s.url}${path}${query ? '?' + query : ''}`;
      let res: Response;
      try {
        res = await fetch(url, { method, headers, body: ['POST', 'PUT', 'PATCH'].includes(method) ? pick(['a=b', '{}', '%%%']) : undefined });
      } catch (error) {
        // A URL that fetch itself refuses to send is no test of the server.
        if (error instanceof TypeError && /Invalid URL|invalid/i.test(String(error.message))) continue;
        throw error;
      }
      const body = await res.text();
      assert.ok(res.status < 500, `${method} ${url} → ${res.status} ${body.slice(0, 300)}`);
      assert.doesNotMatch(body, /\n\s+at |node_modules|Error: /, `${method} ${url} leaked internals`);
    }
    // The service is still up and right.
    const ok = await s.get('/v1/references/airports/FRA');
    assert.equal(ok.status, 200);
  });
});
