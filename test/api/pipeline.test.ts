// Parts of the request path that no HTTP test can see: error documents rendered once and shared.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../src/api/errors.js';
import { ErrorResponses } from '../../src/api/pipeline.js';

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
