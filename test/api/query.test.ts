import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../src/api/errors.js';
import { langParam, pageParams } from '../../src/api/query.js';

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
