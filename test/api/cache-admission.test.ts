import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CacheAdmission } from '../../src/api/cache-admission.js';
import { ResponseCache, cachedResponse } from '../../src/api/response-cache.js';

test('a key is admitted the second time it is offered, and from then on', () => {
  const admission = new CacheAdmission();
  assert.equal(admission.offeredBefore('xml 0 http://h 3 3:FRA'), false);
  assert.equal(admission.offeredBefore('xml 0 http://h 3 3:FRA'), true);
  assert.equal(admission.offeredBefore('xml 0 http://h 3 3:FRA'), true);
  assert.equal(admission.offeredBefore('xml 0 http://h 3 3:MUC'), false, 'another key is new');
  assert.equal(admission.offeredBefore(''), false, 'the empty key too');
  assert.equal(admission.offeredBefore(''), true);
});

test('clear forgets every key', () => {
  const admission = new CacheAdmission();
  admission.offeredBefore('a');
  admission.clear();
  assert.equal(admission.offeredBefore('a'), false);
});

test('the response cache keeps an answer from its second offer', () => {
  const cache = new ResponseCache();
  const answer = cachedResponse(200, '<a/>', 'application/xml');
  cache.set('k', answer);
  assert.equal(cache.get('k'), undefined, 'asked once: not kept');
  cache.set('k', answer);
  assert.equal(cache.get('k'), answer, 'asked twice: kept');
  cache.clear();
  cache.set('k', answer);
  assert.equal(cache.get('k'), undefined, 'cleared with the answers');
});
