import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSeatsCsv } from '../../../src/ingest/sources/seats-csv.js';

test('seat CSV: good rows, every bad row reported with its line', () => {
  const csv = [
    'aircraft_code,cabin,pitch_in,width_in,recline,recline_type',
    '320,M,30,18,3,relative',
    '',
    '# comment',
    '388,F,83,23,180,absolute',
    '388,F,83,23,180,absolute',
    'XYZ,M,30,18,3,relative',
    '320,C,abc,18,3,relative',
    '320,E,30,18,190,absolute',
    '320,E,30,18',
  ].join('\n');
  const { records, errors } = parseSeatsCsv(csv, new Set(['320', '388']));
  assert.equal(records.length, 2);
  assert.deepEqual(errors.map((e) => e.line), [6, 7, 8, 9, 10]);
  assert.match(errors[0]!.reason, /given twice/);
  assert.match(errors[1]!.reason, /not in the dataset/);
  assert.deepEqual(parseSeatsCsv('', new Set()).errors, [{ line: 1, reason: 'the file is empty' }]);
  assert.match(parseSeatsCsv('a,b\n', new Set()).errors[0]!.reason, /header/);
});
