import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageLinks } from '../../src/documents/meta.js';

test('page links: next absent on the last page, last offset aligned', () => {
  const rels = (offset: number) => pageLinks('http://h', '/p', { limit: 20, offset }, 250, []).map((l) => `${l.rel}:${l.href}`);
  assert.deepEqual(rels(0), ['self:http://h/p?limit=20&offset=0', 'next:http://h/p?limit=20&offset=20', 'last:http://h/p?limit=20&offset=240']);
  assert.deepEqual(rels(240), ['self:http://h/p?limit=20&offset=240', 'last:http://h/p?limit=20&offset=240']);
});
