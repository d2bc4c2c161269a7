import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText } from '../../src/domain/text-folding.js';

test('accents and case are folded away', () => {
  assert.equal(foldText('Zürich'), 'zurich');
  assert.equal(foldText('ZÜRICH'), 'zurich');
  assert.equal(foldText('SÃO PAULO'), 'sao paulo');
  assert.equal(foldText('Fráncfort del Meno'), 'francfort del meno');
  assert.equal(foldText('İstanbul'), 'istanbul');
});

test('letters without a combining mark are spelled out as they are typed', () => {
  assert.equal(foldText('Łódź'), 'lodz');
  assert.equal(foldText('Straße'), 'strasse');
  assert.equal(foldText('Tromsø'), 'tromso');
  assert.equal(foldText('Þórshöfn'), 'thorshofn');
  assert.equal(foldText('ＦＲＡ'), 'fra', 'full-width forms');
});

test('punctuation separates words, apostrophes join them, blanks collapse', () => {
  assert.equal(foldText('Saint-Étienne'), 'saint etienne');
  assert.equal(foldText("Martha's Vineyard"), 'marthas vineyard');
  assert.equal(foldText('  Frankfurt  (Main)  '), 'frankfurt main');
  assert.equal(foldText('St. John’s'), 'st johns');
});

test('other scripts keep their letters; text without letters or digits folds to nothing', () => {
  assert.equal(foldText('Лондон'), 'лондон');
  assert.equal(foldText('伦敦'), '伦敦');
  assert.equal(foldText(' -- / '), '');
});
