import assert from 'node:assert/strict';
import { test } from 'node:test';
import { etagMatches } from '../../src/api/response-cache.js';

test('ETag comparison is weak and handles lists', () => {
  assert.ok(etagMatches('"a"', '"a"'));
  assert.ok(etagMatches('"x", W/"a"', '"a"'));
  assert.ok(etagMatches('*', '"a"'));
  assert.ok(!etagMatches('"b"', '"a"'));
  assert.ok(!etagMatches(undefined, '"a"'));
});
