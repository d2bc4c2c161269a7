import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectNames } from '../../src/documents/names.js';

test('names: with lang one name, falling back to English, always under the language it is in', () => {
  const names = [['de', 'Deutschland'], ['en', 'Germany']] as const;
  assert.deepEqual(selectNames(names, 'de'), [['de', 'Deutschland']]);
  assert.deepEqual(selectNames(names, 'sv'), [['en', 'Germany']], 'the English name, labelled English');
  assert.deepEqual(selectNames([['ja', 'ドイツ']], 'sv'), [['ja', 'ドイツ']], 'no English: the first, as it is');
  assert.equal(selectNames(names, undefined), names);
});
