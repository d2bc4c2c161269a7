// The playground's files as HTTP: types, a strict CSP with no inline code, ETags, and the usual
// 404 and 405 answers. The page itself is driven in test/web/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../support/server.js';
import { parseXml } from '../../support/xml.js';
import { pickerName, pickerNames } from '../../../src/web/description-parts.js';
import { operationsOf, type Json } from '../../../src/web/openapi.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

describe('the playground page', () => {
  test("the picker's entries, from this server's description, are each distinct and say which path family they are", async () => {
    const ops = operationsOf((await (await fetch(`${s.url}/openapi.json`)).json()) as Json);
    const names = pickerNames(ops);
    const byId = new Map(ops.map((o, i) => [o.id, names[i]!]));
    const seen = new Map<string, string>();
    for (const [i, o] of ops.entries()) {
      const entry = `${o.tag}: ${names[i]}`;
      assert.equal(seen.get(entry), undefined, `${entry} names ${seen.get(entry)} and ${o.id}`);
      seen.set(entry, o.id);
    }
    assert.equal(byId.get('listCountries'), 'Countries, a page · references');
    assert.equal(byId.get('listCountriesMds'), 'Countries, a page · mds-references');
    assert.equal(byId.get('getSchedules'), 'Direct and connecting flights · v2');
    assert.equal(byId.get('getSchedulesV1'), 'Direct and connecting flights · v1');
    assert.equal(byId.get('getFlightStatus'), 'A flight on a date, leg by leg · flightstatus');
    assert.equal(byId.get('getCustomerFlightInformation'), 'A flight on a date, leg by leg · customerflightinformation');
    // A name no other operation has stays as it was.
    assert.equal(byId.get('getNearestAirports'), pickerName(ops.find((o) => o.id === 'getNearestAirports')!.summary));
  });

  test('/ and /playground serve the page with a CSP that allows no inline code', async () => {
    for (const path of ['/', '/playground', '/playground/']) {
      const res = await fetch(s.url + path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      const html = await res.text();
      // Every script is a file of this origin; no inline script, handler or style.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) assert.match(tag, /src="\/playground\/[\w-]+\.js"/);
      assert.doesNotMatch(html, /<script\b[^>]*>[^<]+<\/script>/);
      assert.doesNotMatch(html, /\son\w+=|\sstyle=|<style/i);
      assert.doesNotMatch(html, /https?:\/\//, 'nothing from another origin');
    }
  });

  test('scripts and the style sheet have their types, ETags and 304s', async () => {
    const html = await (await fetch(`${s.url}/`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/playground\/[\w-]+\.(?:js|css))"/g)].map((m) => m[1]!);
    assert.ok(files.some((f) => f.endsWith('.js')) && files.some((f) => f.endsWith('.css')), files.join());
    for (const file of files) {
      const res = await fetch(s.url + file);
      assert.equal(res.status, 200, file);
      assert.match(res.headers.get('content-type') ?? '', file.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      const etag = res.headers.get('etag');
      assert.ok(etag, file);
      assert.equal((await fetch(s.url + file, { headers: { 'if-none-match': etag } })).status, 304, file);
    }
    const main = await (await fetch(`${s.url}/playground/main.js`)).text();
    for (const m of main.matchAll(/from '\.\/([\w-]+\.js)'/g)) assert.equal((await fetch(`${s.url}/playground/${m[1]}`)).status, 200, m[1]);
  });

  test('the icon the page links, also at /favicon.ico where browsers look without reading the page', async () => {
    const page = await (await fetch(`${s.url}/`)).text();
    const linked = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page)?.[1];
    assert.equal(linked, '/playground/favicon.svg');
    for (const path of [linked, '/favicon.ico']) {
      const res = await fetch(s.url + path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), 'image/svg+xml', path);
      assert.match(await res.text(), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/, path);
    }
  });

  test('unknown files are the usual 404 document, other methods 405', async () => {
    for (const path of ['/playground/nope.js', '/playground/..%2Fpackage.json', '/playground/index.html']) {
      const res = await fetch(s.url + path);
      assert.equal(res.status, 404, path);
      assert.equal(parseXml(await res.text()).ProcessingErrors.ProcessingError[0].Code, '2010');
    }
    for (const path of ['/', '/playground', '/playground/main.js']) {
      const res = await fetch(s.url + path, { method: 'POST', body: 'x' });
      assert.equal(res.status, 405, path);
      assert.equal(res.headers.get('allow'), 'GET, HEAD');
    }
  });
});
