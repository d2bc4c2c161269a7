// Links come only from names the operator trusts: SKYREF_PUBLIC_URL, else a Host header listed in
// SKYREF_ALLOWED_HOSTS (by default the loopback names at the server's port), else the address the
// request reached. A Host header of the client's choosing never reaches a link or the cache.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The hrefs of the answer to GET `path` sent with this Host header. */
async function hrefs(server: TestServer, path: string, host: string): Promise<string[]> {
  const res = await rawRequest(
    server.url,
    `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${await server.token()}\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
  );
  assert.ok(res.status < 500, res.raw.slice(0, 500));
  return [...res.body.matchAll(/"(?:@Href|InfoURL)":"([^"]*)"/g)].map((m) => m[1]!);
}

/** skyref_response_cache_total{result="miss"} of a server. */
async function cacheMisses(server: TestServer): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  return Number(/^skyref_response_cache_total\{result="miss"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

let plain: TestServer;
let listed: TestServer;
before(async () => {
  plain = await startTestServer();
  listed = await startTestServer({ SKYREF_ALLOWED_HOSTS: 'api.example.com, API.example.org:8443' });
});
after(async () => {
  await plain?.close();
  await listed?.close();
});

test('by default: links name the loopback host the user typed, and never another Host header', async () => {
  const { port } = new URL(plain.url);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
    const links = await hrefs(plain, '/v1/references/airports?limit=1', host);
    assert.ok(links.length >= 3, links.join(' '));
    for (const href of links) assert.ok(href.startsWith(`http://${host.toLowerCase()}/`), `${host}: ${href}`);
  }
  for (const host of ['evil.example', `evil.example:${port}`, 'localhost:1', 'attacker.test:80', '127.0.0.1.evil.example']) {
    for (const path of ['/v1/references/airports?limit=1', '/v1/no/such/path', '/v1/references/airports/ZZZ']) {
      const links = await hrefs(plain, path, host);
      assert.ok(links.length >= 1, `${host} ${path}`);
      // The address the request reached.
      for (const href of links) assert.ok(href.startsWith(`http://127.0.0.1:${port}/`), `${host} ${path}: ${href}`);
    }
  }
});

test('SKYREF_ALLOWED_HOSTS: a listed Host header names the links, any other gets the address the request reached', async () => {
  const { port } = new URL(listed.url);
  for (const [host, base] of [
    ['api.example.com', 'http://api.example.com/'],
    ['API.Example.COM', 'http://api.example.com/'],
    ['api.example.org:8443', 'http://api.example.org:8443/'],
    ['api.example.org', `http://127.0.0.1:${port}/`],
    [`localhost:${port}`, `http://127.0.0.1:${port}/`],
    ['evil.example', `http://127.0.0.1:${port}/`],
  ] as const) {
    const links = await hrefs(listed, '/v1/references/countries?limit=1', host);
    for (const href of links) assert.ok(href.startsWith(base), `${host}: ${href}`);
  }
});

test('Host headers of the client\'s choosing cannot fill the response cache', async () => {
  // Asked twice, so that the answer is kept (decision 43).
  await hrefs(plain, '/v1/references/cities/LON', 'first.example');
  await hrefs(plain, '/v1/references/cities/LON', 'second.example');
  const missesBefore = await cacheMisses(plain);
  for (let i = 0; i < 5; i++) await hrefs(plain, '/v1/references/cities/LON', `buster-${i}.example`);
  assert.equal((await cacheMisses(plain)) - missesBefore, 0, 'every one answered from the entry of the address reached');
});
