// A cabin's seats from its columns: window, aisle and middle seats by place, the sides of the
// aircraft, exit and over-wing rows, and the aircraft's exits and wing cut to one cabin.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cabinLayout, layoutColumns, rowRanges, seatCodes, validColumns, validLayout } from '../../src/domain/cabin-layout.js';

const codes = (columns: string) => Object.fromEntries(layoutColumns(columns).map((c) => [c.letter, c.codes.join(' ')]));

test('a 3-3 row: windows at the ends, aisle seats beside the aisle, middle seats between', () => {
  assert.deepEqual(codes('ABC|DEF'), { A: 'W LS', B: '9 LS', C: 'A LS', D: 'A RS', E: '9 RS', F: 'W RS' });
});

test('a 3-4-3 row: the middle block is on neither side, its outer seats on the aisles', () => {
  assert.deepEqual(codes('ABC|DEFG|HJK'), {
    A: 'W LS', B: '9 LS', C: 'A LS', D: 'A', E: '9', F: '9', G: 'A', H: 'A RS', J: '9 RS', K: 'W RS',
  });
});

test('a 1-2-1 row: a seat alone by the window is a window and an aisle seat', () => {
  assert.deepEqual(codes('A|DG|K'), { A: 'W A LS', D: 'A', G: 'A', K: 'W A RS' });
});

test('a row without an aisle has no sides', () => {
  assert.deepEqual(codes('ABC'), { A: 'W', B: '9', C: 'W' });
});

test('exit and over-wing rows add E and OW to the seat', () => {
  const layout = cabinLayout('ABC|DEF', 7, 30, [11, 12], { first: 9, last: 17 });
  const a = layoutColumns(layout.columns)[0]!;
  assert.deepEqual(seatCodes(layout, a, 7), ['W', 'LS']);
  assert.deepEqual(seatCodes(layout, a, 9), ['W', 'LS', 'OW']);
  assert.deepEqual(seatCodes(layout, a, 11), ['W', 'LS', 'E', 'OW']);
});

test("a cabin keeps the aircraft's exits and wing rows that fall within its rows", () => {
  assert.deepEqual(cabinLayout('AC|DF', 1, 6, [11, 12], { first: 9, last: 17 }), { columns: 'AC|DF', firstRow: 1, lastRow: 6, exitRows: [] });
  assert.deepEqual(cabinLayout('ABC|DEF', 7, 15, [11, 25], { first: 9, last: 17 }), {
    columns: 'ABC|DEF', firstRow: 7, lastRow: 15, exitRows: [11], wingRows: { first: 9, last: 15 },
  });
});

test('consecutive exit rows are one range', () => {
  assert.deepEqual(rowRanges([10, 11, 24]), [{ first: 10, last: 11 }, { first: 24, last: 24 }]);
  assert.deepEqual(rowRanges([]), []);
});

test('malformed columns and rows are refused', () => {
  assert.ok(validColumns('AC|DEFG|HK'));
  for (const bad of ['', 'A||B', '|AB', 'AB|', 'ABA', 'ab|cd', 'A B']) assert.ok(!validColumns(bad), bad);
  assert.ok(validLayout({ columns: 'AC|DF', firstRow: 1, lastRow: 20, exitRows: [5, 6], wingRows: { first: 4, last: 9 } }));
  assert.ok(!validLayout({ columns: 'AC|DF', firstRow: 20, lastRow: 1, exitRows: [] }));
  assert.ok(!validLayout({ columns: 'AC|DF', firstRow: 1, lastRow: 20, exitRows: [6, 5] }));
  assert.ok(!validLayout({ columns: 'AC|DF', firstRow: 1, lastRow: 20, exitRows: [21] }));
  assert.ok(!validLayout({ columns: 'AC|DF', firstRow: 1, lastRow: 20, exitRows: [], wingRows: { first: 15, last: 25 } }));
});
