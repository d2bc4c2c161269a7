import assert from 'node:assert/strict';
import { test } from 'node:test';
import { designatorText, isAirlineDesignator, parseDesignator, sameDesignator } from '../../src/domain/flight-designator.js';

test('parseDesignator: airline of two or three characters, one to four digits, an optional suffix', () => {
  assert.deepEqual(parseDesignator('LH 400'), { airline: 'LH', number: 400, suffix: '' });
  assert.deepEqual(parseDesignator('U21234'), { airline: 'U2', number: 1234, suffix: '' });
  assert.deepEqual(parseDesignator('EZY 12A'), { airline: 'EZY', number: 12, suffix: 'A' });
  assert.equal(parseDesignator('LH 12345'), undefined);
  assert.equal(parseDesignator('12 345'), undefined);
});

test('parseDesignator: more forms accepted and refused', () => {
  assert.deepEqual(parseDesignator('EZY12A'), { airline: 'EZY', number: 12, suffix: 'A' }, 'no space');
  assert.deepEqual(parseDesignator('3U 8888'), { airline: '3U', number: 8888, suffix: '' }, 'a digit first');
  assert.deepEqual(parseDesignator('LH 0400'), { airline: 'LH', number: 400, suffix: '' }, 'leading zeros');
  assert.deepEqual(parseDesignator(' LH 1 '), { airline: 'LH', number: 1, suffix: '' }, 'surrounding blanks');
  assert.equal(parseDesignator('121234'), undefined, 'digits-only airline, without space');
  assert.equal(parseDesignator('LH 0'), undefined, 'number 0');
  assert.equal(parseDesignator('LH 0000'), undefined, 'number 0 in four digits');
  assert.equal(parseDesignator('LH12345'), undefined, 'five digits, without space');
  assert.equal(parseDesignator('LH 400AB'), undefined, 'two suffix letters');
  assert.equal(parseDesignator('lh 400'), undefined, 'lower case');
  assert.equal(parseDesignator('LHXX 400'), undefined, 'four-letter airline');
  assert.equal(parseDesignator('L 400'), undefined, 'one-letter airline');
  assert.equal(parseDesignator('LH'), undefined, 'no number');
  assert.equal(parseDesignator(''), undefined);
});

test('isAirlineDesignator: two or three capitals and digits with at least one letter', () => {
  for (const code of ['LH', 'U2', '3U', 'EZY', 'A1B']) assert.equal(isAirlineDesignator(code), true, code);
  for (const code of ['12', '123', 'L', 'LHXX', 'lh', 'L-', '']) assert.equal(isAirlineDesignator(code), false, code);
});

test('designatorText and parseDesignator round-trip', () => {
  assert.equal(designatorText({ airline: 'LH', number: 400, suffix: '' }), 'LH 400');
  assert.equal(designatorText(parseDesignator('EZY12A')!), 'EZY 12A');
  assert.equal(designatorText(parseDesignator('LH 0400')!), 'LH 400', 'leading zeros are not kept');
  for (const text of ['LH 400', 'U2 1234', 'EZY 12A', '3U 1', 'XX 9797']) {
    const parsed = parseDesignator(text)!;
    assert.equal(designatorText(parsed), text);
    assert.deepEqual(parseDesignator(designatorText(parsed)), parsed);
  }
});

test('sameDesignator compares airline, number and suffix', () => {
  const lh400 = parseDesignator('LH 400')!;
  assert.equal(sameDesignator(lh400, { airline: 'LH', number: 400, suffix: '' }), true);
  assert.equal(sameDesignator(lh400, parseDesignator('LH0400')!), true, 'however it was written');
  assert.equal(sameDesignator(lh400, parseDesignator('LH 400A')!), false, 'suffix');
  assert.equal(sameDesignator(lh400, parseDesignator('LH 401')!), false, 'number');
  assert.equal(sameDesignator(lh400, parseDesignator('LX 400')!), false, 'airline');
});

test('the fixed-width SSIM form: airline field of 3, number of 4 right-aligned with spaces or zeros', () => {
  assert.deepEqual(parseDesignator('LH 0400'), { airline: 'LH', number: 400, suffix: '' });
  assert.deepEqual(parseDesignator('LH  400'), { airline: 'LH', number: 400, suffix: '' });
  assert.deepEqual(parseDesignator('LH    4A'), { airline: 'LH', number: 4, suffix: 'A' });
  assert.deepEqual(parseDesignator('EZY0012'), { airline: 'EZY', number: 12, suffix: '' });
  assert.equal(parseDesignator('LH     4'), undefined, 'more spaces than the two fields hold');
  assert.equal(parseDesignator('LH 0000'), undefined);
});
