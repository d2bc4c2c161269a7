import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packLegRows, unpackLegRows } from '../../src/dataset/leg-columns.js';
import { LEG_COLUMNS, type LegRow } from '../../src/dataset/leg-rows.js';

// The numbers of legToRow's rows sit in these columns; every other column holds text or nothing.
const NUMBERS = new Set([1, 3, 4, 11, 12, 13, 14, 15, 16]);
const row = (values: Partial<Record<number, string | number | null>>): LegRow =>
  Array.from({ length: LEG_COLUMNS }, (_, c) => (c in values ? values[c]! : NUMBERS.has(c) ? c : `t${c}`));

test('rows come back from their columns value for value, nulls included', () => {
  const rows = [row({ 1: 400, 17: '1', 21: null }), row({ 1: 9999, 17: null, 21: 'CL 900' }), row({ 1: -5, 17: '1', 23: '' }), row({ 1: 0, 24: null })];
  const back = Array.from(unpackLegRows(packLegRows(rows), rows.length), (r) => [...r]); // copied: the row array is reused
  assert.deepEqual(back, rows);
});

test('a column of whole numbers is packed as numbers, any other as a dictionary of distinct texts', () => {
  const rows = [row({ 0: 'LH', 1: 400, 3: 2.5 }), row({ 0: 'LH', 1: 401, 3: 1 }), row({ 0: 'UA', 1: 2 ** 31, 3: 1 })];
  const columns = packLegRows(rows);
  assert.equal(columns[0]!.dictionary, '["LH","UA"]');
  assert.equal(columns[0]!.values.length, 12, 'a 32-bit position per row');
  assert.equal(columns[4]!.dictionary, null);
  assert.notEqual(columns[1]!.dictionary, null, '2^31 does not fit 32 bits: kept as text');
  assert.notEqual(columns[3]!.dictionary, null, '2.5 is not whole');
  const back = Array.from(unpackLegRows(columns, rows.length), (r) => [...r]); // copied: the row array is reused
  assert.deepEqual(back.map((r) => Number(r[1])), [400, 401, 2 ** 31], 'numbers kept as text read back as the same numbers');
  assert.deepEqual(back.map((r) => Number(r[3])), [2.5, 1, 1]);
});

test('no legs: empty columns, no rows', () => {
  const columns = packLegRows([]);
  assert.equal(columns.length, LEG_COLUMNS);
  assert.deepEqual([...unpackLegRows(columns, 0)], []);
});

test('columns that do not match the count are refused, not misread', () => {
  const columns = packLegRows([row({}), row({})]);
  assert.throws(() => [...unpackLegRows(columns, 3)], /leg column of 8 bytes for 3 legs/);
  assert.throws(() => [...unpackLegRows(columns.slice(1), 2)], /24 leg columns, expected 25/);
});

test('a blob that does not start on a 4-byte boundary reads the same', () => {
  const rows = [row({ 1: 400 }), row({ 1: -1, 17: null })];
  const shifted = packLegRows(rows).map((c) => {
    const bytes = new Uint8Array(new ArrayBuffer(c.values.length + 1), 1, c.values.length);
    bytes.set(c.values);
    return { dictionary: c.dictionary, values: bytes };
  });
  assert.equal(shifted[1]!.values.byteOffset % 4, 1);
  assert.deepEqual(Array.from(unpackLegRows(shifted, rows.length), (r) => [...r]), rows);
});
