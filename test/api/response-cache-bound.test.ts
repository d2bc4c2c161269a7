// The response cache holds at most SKYREF_RESPONSE_CACHE_MB, weighed as what it holds: every
// coding of every answer, each in memory of its own (decision 71). Filled past its bound over
// HTTP, its bytes as /metrics gives them stay within the setting.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ResponseCache, cachedResponse, weightOf } from '../../src/api/response-cache.js';
import { ConfigError, DEFAULT_RESPONSE_CACHE_MB, readConfig } from '../../src/config.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { todayIn } from '../support/test-clock.js';

const MB = 1024 * 1024;

test('SKYREF_RESPONSE_CACHE_MB: the default, a number of MB, 0, and a clear error for anything else', () => {
  assert.equal(readConfig({}).responseCacheBytes, DEFAULT_RESPONSE_CACHE_MB * MB);
  assert.equal(readConfig({ SKYREF_RESPONSE_CACHE_MB: '8' }).responseCacheBytes, 8 * MB);
  assert.equal(readConfig({ SKYREF_RESPONSE_CACHE_MB: '0' }).responseCacheBytes, 0);
  for (const bad of ['-1', '1.5', 'lots', '64MB', '2000000']) {
    assert.throws(() => readConfig({ SKYREF_RESPONSE_CACHE_MB: bad }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /^SKYREF_RESPONSE_CACHE_MB must be an integer from 0 to 1048576, got "/);
      return true;
    });
  }
});

test('a kept answer and its codings are in memory of their own, not slices of a shared slab', () => {
  const small = cachedResponse(200, '<a>' + 'x'.repeat(1500) + '</a>', 'application/xml');
  assert.equal(small.body.buffer.byteLength, small.body.length, 'a body under 4 KB holds no pool slab');
  const cache = new ResponseCache(MB);
  cache.set('k', small);
  cache.set('k', small);
  const before = cache.bytes;
  assert.equal(before, weightOf(small, 'k'));
  const br = cache.variant('k', small, 'br');
  assert.equal(br.body.buffer.byteLength, br.body.length, 'the brotli bytes hold no 16 KB output chunk');
  assert.equal(cache.bytes - before, weightOf(cache.get('k')!, 'k') - before, 'weighed again with its new coding');
  assert.ok(cache.bytes >= before + br.body.length);
});

test('a cache of 0 bytes keeps nothing', () => {
  const cache = new ResponseCache(0);
  const answer = cachedResponse(200, '<a/>', 'application/xml');
  cache.set('k', answer);
  cache.set('k', answer);
  assert.equal(cache.get('k'), undefined);
  assert.equal(cache.bytes, 0);
  assert.equal(cache.maxBytes, 0);
});

async function metric(server: TestServer, name: string): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(name + ' '));
  assert.ok(line, `${name} is exposed`);
  return Number(line.slice(name.length + 1));
}

let server: TestServer;
let token: string;

before(async () => {
  server = await startTestServer({ SKYREF_RESPONSE_CACHE_MB: '1' });
  token = await server.token();
});
after(() => server.close());

test('filled past its bound over HTTP, the cache holds at most SKYREF_RESPONSE_CACHE_MB, every coding counted', async () => {
  assert.equal(await metric(server, 'skyref_response_cache_max_bytes'), MB);
  const today = todayIn('Europe/Berlin');
  const paths = Array.from({ length: 40 }, (_, i) => `/v2/operations/schedules/FRA/JFK/${isoFromDay(today + 1 + i)}`);
  let sent = 0;
  for (const accept of ['application/xml', 'application/json']) {
    for (const path of paths) {
      // Twice, so that it is kept; then compressed twice over, each coding kept beside it.
      for (const encoding of ['identity', 'identity', 'br', 'gzip']) {
        const response = await server.get(path, { authorization: `Bearer ${token}`, accept, 'accept-encoding': encoding });
        assert.equal(response.status, 200, path);
        sent += (await response.arrayBuffer()).byteLength;
      }
    }
  }
  assert.ok(sent > 2 * MB, `the answers (${sent} bytes, compressed ones included) are more than the cache holds`);
  const bytes = await metric(server, 'skyref_response_cache_bytes');
  const entries = await metric(server, 'skyref_response_cache_entries');
  assert.ok(bytes <= MB, `${bytes} bytes held, the bound is ${MB}`);
  assert.ok(bytes > MB / 2, `${bytes} bytes held: it filled up`);
  assert.ok(entries > 0 && entries < 2 * paths.length, `${entries} answers kept of ${2 * paths.length}: older ones left`);
});
