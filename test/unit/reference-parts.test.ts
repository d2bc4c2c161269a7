import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../src/api/errors.js';
import { negotiateFormat } from '../../src/api/negotiate.js';
import { langParam, pageParams } from '../../src/api/query.js';
import { RateLimiter } from '../../src/api/auth/rate-limit.js';
import { etagMatches } from '../../src/api/response-cache.js';
import { pageLinks } from '../../src/documents/meta.js';
import { selectNames } from '../../src/documents/names.js';
import { placeFromAirportName } from '../../src/domain/place-names.js';

test('content negotiation: XML by default, JSON on request, 406 otherwise', () => {
  assert.equal(negotiateFormat(undefined), 'xml');
  assert.equal(negotiateFormat('*/*'), 'xml');
  assert.equal(negotiateFormat('text/xml'), 'xml');
  assert.equal(negotiateFormat('application/json'), 'json');
  assert.equal(negotiateFormat('application/json, text/plain, */*'), 'json');
  assert.equal(negotiateFormat('application/xml;q=0.5, application/json'), 'json');
  assert.equal(negotiateFormat('text/html'), null);
  assert.equal(negotiateFormat('application/json;q=0'), null);
});

test('paging parameters: defaults, cap at 100, errors', () => {
  assert.deepEqual(pageParams({}), { limit: 20, offset: 0 });
  assert.deepEqual(pageParams({ limit: '500', offset: '40' }), { limit: 100, offset: 40 });
  for (const limit of ['0', '-3', 'x', '2.5', '']) assert.throws(() => pageParams({ limit }), ApiError, limit);
  assert.throws(() => pageParams({ offset: '-1' }), ApiError);
  assert.throws(() => pageParams({ limit: ['1', '2'] }), ApiError);
});

test('lang: any case, two letters only', () => {
  assert.equal(langParam({ lang: 'DE' }), 'de');
  assert.equal(langParam({}), undefined);
  assert.throws(() => langParam({ lang: 'deu' }), ApiError);
});

test('page links: next absent on the last page, last offset aligned', () => {
  const rels = (offset: number) => pageLinks('http://h', '/p', { limit: 20, offset }, 250, []).map((l) => `${l.rel}:${l.href}`);
  assert.deepEqual(rels(0), ['self:http://h/p?limit=20&offset=0', 'next:http://h/p?limit=20&offset=20', 'last:http://h/p?limit=20&offset=240']);
  assert.deepEqual(rels(240), ['self:http://h/p?limit=20&offset=240', 'last:http://h/p?limit=20&offset=240']);
});

test('names: with lang one name, falling back to English', () => {
  const names = [['de', 'Deutschland'], ['en', 'Germany']] as const;
  assert.deepEqual(selectNames(names, 'de'), [['de', 'Deutschland']]);
  assert.deepEqual(selectNames(names, 'sv'), [['sv', 'Germany']]);
  assert.equal(selectNames(names, undefined), names);
});

test('rate limiter: per-second window, then the hourly one', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 2, perHour: 3 };
  const t = Date.UTC(2026, 0, 1, 10, 0, 0);
  assert.ok(limiter.take('a', limits, t).allowed);
  assert.ok(limiter.take('a', limits, t + 10).allowed);
  const second = limiter.take('a', limits, t + 20);
  assert.ok(!second.allowed && second.window === 'second');
  assert.ok(limiter.take('b', limits, t + 20).allowed, 'clients are counted apart');
  assert.ok(limiter.take('a', limits, t + 1000).allowed);
  const hour = limiter.take('a', limits, t + 2000);
  assert.ok(!hour.allowed && hour.window === 'hour' && hour.retryAfterSeconds === 3598);
});

test('ETag comparison is weak and handles lists', () => {
  assert.ok(etagMatches('"a"', '"a"'));
  assert.ok(etagMatches('"x", W/"a"', '"a"'));
  assert.ok(etagMatches('*', '"a"'));
  assert.ok(!etagMatches('"b"', '"a"'));
  assert.ok(!etagMatches(undefined, '"a"'));
});

test('the place an airport is named after', () => {
  assert.equal(placeFromAirportName('Anaa Airport'), 'Anaa');
  assert.equal(placeFromAirportName('Albany International Airport'), 'Albany');
  assert.equal(placeFromAirportName('Akhiok Sea Plane Base'), 'Akhiok');
  assert.equal(placeFromAirportName('Airport'), 'Airport');
});
