import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nearestNames } from '../../src/documents/nearest-document.js';

test('nearest names: the five languages always, the real ones, and xx', () => {
  const names = nearestNames([['en', 'Munich Airport'], ['de', 'Flughafen München'], ['ja', 'ミュンヘン空港']]);
  assert.deepEqual(Object.fromEntries(names), {
    de: 'Flughafen München', en: 'Munich Airport', es: 'Munich Airport', fr: 'Munich Airport', it: 'Munich Airport', ja: 'ミュンヘン空港', xx: 'Munich Airport',
  });
});
