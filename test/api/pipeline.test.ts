// Parts of the request path that no HTTP test can see: the base of links by Host header and
// configuration, and error documents rendered once and shared.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../src/api/errors.js';
import { ErrorResponses, LinkBase } from '../../src/api/pipeline.js';
import { ConfigError, readConfig } from '../../src/config.js';

/** The parts of a request LinkBase reads. */
function request(host: string | undefined, localAddress = '127.0.0.1', localPort = 8080, protocol = 'http'): FastifyRequest {
  return { headers: host === undefined ? {} : { host }, raw: { socket: { localAddress, localPort } }, protocol } as unknown as FastifyRequest;
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

test('error documents are rendered once per error, format and base, and shared', () => {
  const errors = new ErrorResponses();
  const first = errors.get(new ApiError('tokenInvalid'), 'xml', 'http://localhost:8080');
  const again = errors.get(new ApiError('tokenInvalid'), 'xml', 'http://localhost:8080');
  assert.equal(again, first, 'the same rendered bytes');
  assert.notEqual(errors.get(new ApiError('tokenInvalid'), 'json', 'http://localhost:8080'), first);
  assert.notEqual(errors.get(new ApiError('tokenInvalid'), 'xml', 'http://127.0.0.1:8080'), first);
  const five = errors.get(new ApiError('ratePerSecond', { limit: 5 }), 'xml', 'http://localhost:8080');
  assert.equal(errors.get(new ApiError('ratePerSecond', { limit: 5 }), 'xml', 'http://localhost:8080'), five);
  assert.notEqual(errors.get(new ApiError('ratePerSecond', { limit: 6 }), 'xml', 'http://localhost:8080'), five, 'the limit is in the text');
  assert.equal(first.status, 401);
  assert.match(first.body.toString(), /<Code>1003<\/Code>.*http:\/\/localhost:8080\/docs\/errors#1003/);
});

test('an ApiError is an answer, not a fault: it carries no stack to capture', () => {
  const error = new ApiError('ratePerHour', { limit: 3 });
  assert.equal(error.stack?.split('\n').length, 1, error.stack);
  assert.ok(new Error('a fault').stack!.split('\n').length > 1, 'other errors keep theirs');
});
