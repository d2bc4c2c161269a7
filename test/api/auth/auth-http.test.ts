import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { TEST_DATASET } from '../../support/paths.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../../support/server.js';
import { parseXml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ SKYREF_TOKEN_TTL: '3600' });
});
after(async () => s?.close());

function tokenRequest(body: Record<string, string> | string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body),
  });
}

async function getWith(authorization: string | undefined): Promise<Response> {
  return fetch(`${s.url}/v1/references/countries/DE`, { headers: authorization === undefined ? {} : { authorization } });
}

describe('token endpoint', () => {
  test('client credentials in the form give a bearer token', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const body = (await res.json()) as Record<string, unknown>;
    assert.equal(body.token_type, 'bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(typeof body.access_token, 'string');
    assert.equal((await getWith(`Bearer ${body.access_token}`)).status, 200);
  });

  test('client credentials in HTTP Basic work too', async () => {
    const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
    const res = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    assert.equal(res.status, 200);
  });

  test('a wrong secret is 401 invalid_client', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: 'wrong-secret' });
    assert.equal(res.status, 401);
    assert.ok(res.headers.get('www-authenticate'));
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_client');
  });

  test('an unknown client is 401 invalid_client', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'whatever-secret' });
    assert.equal(res.status, 401);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_client');
  });

  test('RFC 6749 §5.2 errors for a bad grant and a bad request', async () => {
    const grant = await tokenRequest({ grant_type: 'password', client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    assert.equal(grant.status, 400);
    assert.equal(((await grant.json()) as { error: string }).error, 'unsupported_grant_type');
    const missing = await tokenRequest({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    assert.equal(missing.status, 400);
    assert.equal(((await missing.json()) as { error: string }).error, 'invalid_request');
    const json = await fetch(`${s.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    assert.equal(json.status, 400);
    assert.equal(((await json.json()) as { error: string }).error, 'invalid_request');
    const twice = await tokenRequest(`grant_type=client_credentials&client_id=${CLIENT_ID}&client_id=x&client_secret=${CLIENT_SECRET}`);
    assert.equal(twice.status, 400);
  });

  test('GET on the token endpoint is 405 with Allow', async () => {
    const res = await fetch(`${s.url}/v1/oauth/token`);
    assert.equal(res.status, 405);
    assert.match(res.headers.get('allow') ?? '', /POST/);
  });
});

describe('bearer tokens', () => {
  test('missing token: 401 with WWW-Authenticate and an Authentication error', async () => {
    const res = await getWith(undefined);
    assert.equal(res.status, 401);
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer /);
    const err = parseXml(await res.text()).ProcessingErrors.ProcessingError[0];
    assert.equal(err.Type, 'Authentication');
  });

  test('the scheme is matched case-insensitively', async () => {
    const token = await s.token();
    assert.equal((await getWith(`bearer ${token}`)).status, 200);
    assert.equal((await getWith(`BEARER ${token}`)).status, 200);
  });

  test('malformed, forged, tampered and expired tokens are 401', async () => {
    const token = await s.token();
    const forged = await new SignJWT({ client_id: CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('skyref')
      .setAudience('skyref-api')
      .setSubject(CLIENT_ID)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    const expired = (await s.server.services.tokens.issue(s.server.services.clients.get(CLIENT_ID)!, s.server.services.config.clock.now() - 2 * 3600_000)).accessToken;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: CLIENT_ID, iss: 'skyref', aud: 'skyref-api', exp: 9999999999 }),
    ).toString('base64url')}.`;
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const [label, header] of [
      ['garbage', 'Bearer abc'],
      ['basic scheme', `Basic ${token}`],
      ['no token', 'Bearer '],
      ['forged', `Bearer ${forged}`],
      ['expired', `Bearer ${expired}`],
      ['alg none', `Bearer ${unsigned}`],
      ['tampered', `Bearer ${tampered}`],
    ] as const) {
      const res = await getWith(header);
      assert.equal(res.status, 401, label);
      assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/, label);
    }
  });

  test('tokens survive a restart: the signing key is kept in the state database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skyref-restart-'));
    copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
    try {
      const first = await startTestServer({}, { dataDir: dir });
      const token = await first.token();
      await first.close();
      const second = await startTestServer({}, { dataDir: dir });
      const res = await fetch(`${second.url}/v1/references/countries/DE`, { headers: { authorization: `Bearer ${token}` } });
      await second.close();
      assert.equal(res.status, 200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a disabled client loses its tokens', async () => {
    const { services } = s.server;
    const secret = await services.clients.add('short-lived', 'short-lived-secret');
    const res = await tokenRequest({ grant_type: 'client_credentials', client_id: 'short-lived', client_secret: secret });
    const token = ((await res.json()) as { access_token: string }).access_token;
    assert.equal((await getWith(`Bearer ${token}`)).status, 200);
    await services.clients.disable('short-lived');
    assert.equal((await getWith(`Bearer ${token}`)).status, 401);
    const again = await tokenRequest({ grant_type: 'client_credentials', client_id: 'short-lived', client_secret: secret });
    assert.equal(again.status, 401);
  });
});
