import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectNames } from '../../src/documents/names.js';

test('names: with lang one name, falling back to English', () => {
  const names = [['de', 'Deutschland'], ['en', 'Germany']] as const;
  assert.deepEqual(selectNames(names, 'de'), [['de', 'Deutschland']]);
  assert.deepEqual(selectNames(names, 'sv'), [['sv', 'Germany']]);
  assert.equal(selectNames(names, undefined), names);
});
