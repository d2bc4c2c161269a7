import assert from 'node:assert/strict';
import { test } from 'node:test';
import { negotiateFormat } from '../../src/api/negotiate.js';

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
