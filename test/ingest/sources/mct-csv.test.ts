import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMctCsv } from '../../../src/ingest/sources/mct-csv.js';

const AIRPORTS = new Set(['FRA', 'MUC']);

test('an MCT table: airport rows, carrier exceptions, and every bad row by line', () => {
  const text = [
    'airport,status,minutes,carrier',
    '# Frankfurt',
    'FRA,DD,45,',
    'fra,ii,60,lh',
    'MUC,DI,50',
    'XXX,DD,30,',
    'FRA,DX,30,',
    'FRA,DD,0,',
    'FRA,DD,45,',
    'FRA,ID,40,LUFT',
    'FRA,II',
  ].join('\n');
  const { records, errors } = parseMctCsv(text, AIRPORTS);
  assert.deepEqual(records, [
    { airport: 'FRA', status: 'DD', minutes: 45 },
    { airport: 'FRA', status: 'II', minutes: 60, carrier: 'LH' },
    { airport: 'MUC', status: 'DI', minutes: 50 },
  ]);
  assert.deepEqual(errors, [
    { line: 6, reason: 'airport XXX is not in the dataset' },
    { line: 7, reason: 'status "DX" is not DD, DI, ID or II' },
    { line: 8, reason: 'minutes "0" is not a whole number from 1 to 1440' },
    { line: 9, reason: 'FRA DD is given twice' },
    { line: 10, reason: 'carrier "LUFT" is not a 2-character IATA airline code' },
    { line: 11, reason: 'expected 4 fields, found 2' },
  ]);
  assert.deepEqual(parseMctCsv('', AIRPORTS).errors, [{ line: 1, reason: 'the file is empty' }]);
  assert.equal(parseMctCsv('airport,minutes\nFRA,30', AIRPORTS).errors[0]!.reason, 'expected the header "airport,status,minutes,carrier"');
});
