// The base of links: by configuration, Host header and, behind a trusted proxy, X-Forwarded-*.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { LinkBase } from '../../src/api/link-base.js';
import { ConfigError, readConfig } from '../../src/config.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { parseXml } from '../support/xml.js';

/** The parts of a request LinkBase reads. */
function request(host: string | undefined, localAddress = '127.0.0.1', localPort = 8080, protocol = 'http', forwarded: Record<string, string> = {}, remoteAddress = '127.0.0.1'): FastifyRequest {
  const headers = host === undefined ? { ...forwarded } : { host, ...forwarded };
  return { headers, raw: { socket: { localAddress, localPort, remoteAddress } }, protocol } as unknown as FastifyRequest;
}

test('link base: SKYREF_PUBLIC_URL whatever the Host header', () => {
  const links = new LinkBase({ publicUrl: 'https://api.example.com', allowedHosts: ['other.example'] });
  assert.equal(links.of(request('evil.example')), 'https://api.example.com');
  assert.equal(links.of(request('other.example')), 'https://api.example.com');
});

test('link base, by default: the loopback names at the port reached; anything else, the address reached', () => {
  const links = new LinkBase({ publicUrl: undefined, allowedHosts: undefined });
  assert.equal(links.of(request('localhost:8080')), 'http://localhost:8080');
  assert.equal(links.of(request('LocalHost:8080')), 'http://localhost:8080');
  assert.equal(links.of(request('127.0.0.1:8080')), 'http://127.0.0.1:8080');
  assert.equal(links.of(request('[::1]:8080')), 'http://[::1]:8080');
  assert.equal(links.of(request('localhost:9090')), 'http://127.0.0.1:8080', 'another port');
  assert.equal(links.of(request('evil.example')), 'http://127.0.0.1:8080');
  assert.equal(links.of(request(undefined)), 'http://127.0.0.1:8080', 'no Host header (HTTP/1.0)');
  assert.equal(links.of(request('evil.example', '192.168.1.20', 8080)), 'http://192.168.1.20:8080', 'listening on every interface');
  assert.equal(links.of(request('evil.example', '::ffff:10.0.0.5', 8080)), 'http://10.0.0.5:8080');
  assert.equal(links.of(request('evil.example', 'fe80::1%eth0', 8080)), 'http://[fe80::1%25eth0]:8080');
  assert.equal(links.of(request('localhost', '127.0.0.1', 80)), 'http://localhost', 'port 80 is left out of Host');
  assert.equal(links.of(request('localhost:8443', '127.0.0.1', 8443, 'https')), 'https://localhost:8443');
});

test('link base, SKYREF_ALLOWED_HOSTS: only the hosts listed', () => {
  const links = new LinkBase(readConfig({ SKYREF_ALLOWED_HOSTS: ' API.example.com ,api.example.com:8443,[::1]:8080' }));
  assert.equal(links.of(request('api.example.com')), 'http://api.example.com');
  assert.equal(links.of(request('API.EXAMPLE.COM')), 'http://api.example.com');
  assert.equal(links.of(request('api.example.com:8443')), 'http://api.example.com:8443');
  assert.equal(links.of(request('[::1]:8080')), 'http://[::1]:8080');
  assert.equal(links.of(request('localhost:8080')), 'http://127.0.0.1:8080', 'the loopback defaults no longer apply');
  assert.equal(links.of(request('api.example.com.evil.example')), 'http://127.0.0.1:8080');
});

test('SKYREF_ALLOWED_HOSTS must list host[:port] names', () => {
  assert.deepEqual(readConfig({}).allowedHosts, undefined);
  assert.deepEqual(readConfig({ SKYREF_ALLOWED_HOSTS: '' }).allowedHosts, undefined);
  assert.deepEqual(readConfig({ SKYREF_ALLOWED_HOSTS: 'a.example,B.example:81' }).allowedHosts, ['a.example', 'b.example:81']);
  for (const bad of ['http://a.example', 'a.example/path', 'a.example:99999', 'a b', 'a.example:', '-a.example', 'user@a.example']) {
    assert.throws(() => readConfig({ SKYREF_ALLOWED_HOSTS: bad }), ConfigError, bad);
  }
});

test('link base, SKYREF_TRUST_PROXY: what the proxy says the client asked for, checked', () => {
  const links = new LinkBase(readConfig({ SKYREF_TRUST_PROXY: '1' }));
  const via = (forwarded: Record<string, string>, host = '127.0.0.1:8080') => links.of(request(host, '127.0.0.1', 8080, 'http', forwarded));
  assert.equal(via({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.com' }), 'https://api.example.com');
  assert.equal(via({ 'x-forwarded-proto': 'HTTPS', 'x-forwarded-host': 'API.example.com:8443' }), 'https://api.example.com:8443');
  assert.equal(via({ 'x-forwarded-proto': 'https' }, 'api.example.com'), 'https://api.example.com', 'Host as the proxy passed it');
  assert.equal(via({ 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }, 'api.example.com'), 'https://api.example.com', 'the default port is left out');
  assert.equal(via({ 'x-forwarded-proto': 'https', 'x-forwarded-port': '8443' }, 'api.example.com'), 'https://api.example.com:8443');
  assert.equal(via({ 'x-forwarded-host': 'client.example, edge.example' }), 'http://edge.example', 'the nearest proxy');
  for (const bad of [{ 'x-forwarded-proto': 'javascript' } as Record<string, string>, { 'x-forwarded-host': 'a.example/path' }, { 'x-forwarded-host': 'a b' }, { 'x-forwarded-port': '99999' }]) {
    assert.equal(via(bad, 'api.example.com'), 'http://127.0.0.1:8080', JSON.stringify(bad));
  }
  assert.equal(new LinkBase(readConfig({})).of(request('api.example.com', '127.0.0.1', 8080, 'http', { 'x-forwarded-host': 'api.example.com' })), 'http://127.0.0.1:8080', 'not without SKYREF_TRUST_PROXY');

  const listed = new LinkBase(readConfig({ SKYREF_TRUST_PROXY: '1', SKYREF_TRUSTED_PROXIES: '10.0.0.0/8' }));
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.com' };
  assert.equal(listed.of(request('x', '127.0.0.1', 8080, 'http', forwarded, '10.1.2.3')), 'https://api.example.com', 'from a listed proxy');
  assert.equal(listed.of(request('x', '127.0.0.1', 8080, 'http', forwarded, '192.168.1.9')), 'http://127.0.0.1:8080', 'from anyone else');

  const allowed = new LinkBase(readConfig({ SKYREF_TRUST_PROXY: 'true', SKYREF_ALLOWED_HOSTS: 'api.example.com' }));
  assert.equal(allowed.of(request('x', '127.0.0.1', 8080, 'http', forwarded)), 'https://api.example.com');
  assert.equal(allowed.of(request('x', '127.0.0.1', 8080, 'http', { 'x-forwarded-host': 'evil.example' })), 'http://127.0.0.1:8080', 'only allowed hosts');
  assert.throws(() => readConfig({ SKYREF_TRUST_PROXY: 'yes' }), ConfigError);
});

let proxied: TestServer;
before(async () => {
  proxied = await startTestServer({ SKYREF_TRUST_PROXY: '1' });
});
after(async () => proxied?.close());

test('over HTTP behind a proxy: links and the error document name the address the client used', async () => {
  const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.com' };
  const doc = parseXml(await (await proxied.get('/v1/references/countries/DE', headers)).text());
  assert.equal(doc.CountryResource.Meta.Link[0]['@Href'], 'https://api.example.com/v1/references/countries/DE');
  const error = parseXml(await (await proxied.get('/v1/references/countries/D1', headers)).text());
  assert.equal(error.ProcessingErrors.ProcessingError[0].InfoURL, 'https://api.example.com/docs/errors#3001');
  const direct = parseXml(await (await proxied.get('/v1/references/countries/DE')).text());
  assert.equal(direct.CountryResource.Meta.Link[0]['@Href'], `${proxied.url}/v1/references/countries/DE`, 'without the headers, as before');
});
