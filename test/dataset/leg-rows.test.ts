import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legRowReader, legToRow } from '../../src/dataset/leg-rows.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';

const record = (number: number, codeshares: string[]): LegPeriodRecord => ({
  flight: { airline: 'LH', number, suffix: '' },
  itineraryVariation: 1,
  legSequence: 1,
  serviceType: 'J',
  origin: 'FRA',
  destination: 'JFK',
  firstDate: '2026-12-01',
  lastDate: '2026-12-31',
  days: '1234567',
  frequencyRate: 1,
  departureTime: 600,
  arrivalTime: 765,
  arrivalDayOffset: 0,
  departureUtcOffset: 60,
  arrivalUtcOffset: -300,
  departureTerminal: '1',
  aircraft: '388',
  codeshares: codeshares.map((t) => ({ airline: t.slice(0, 2), number: Number(t.slice(3)), suffix: '' })),
  onBoard: { entertainment: true, cabins: [{ cabin: 'C', seatPower: true }] },
});

test('rows read back as the records written, optional fields absent rather than undefined', () => {
  const read = legRowReader();
  const original = record(400, ['UA 9001', 'AC 7001']);
  assert.deepEqual(read(legToRow(original)), original);
  assert.equal(JSON.stringify(read(legToRow(original))), JSON.stringify(original), 'in the same order: a dataset version hashes the JSON');
  const bare = { ...record(402, []), departureTerminal: undefined, onBoard: undefined };
  delete bare.departureTerminal;
  delete bare.onBoard;
  const back = read(legToRow(bare));
  assert.deepEqual(back, bare);
  assert.ok(!('onBoard' in back) && !('departureTerminal' in back));
});

test('equal values read from different rows are one shared instance', () => {
  const read = legRowReader();
  const a = read(legToRow(record(400, ['UA 9001'])));
  const b = read(legToRow(record(400, ['UA 9001'])));
  const c = read(legToRow(record(404, ['UA 9001', 'AC 7001'])));
  assert.equal(a.flight, b.flight, 'one designator object per flight');
  assert.equal(a.codeshares, b.codeshares, 'one list per codeshare text');
  assert.equal(a.codeshares[0], c.codeshares[0], 'one designator object per codeshare flight');
  assert.equal(a.onBoard, c.onBoard, 'one on-board description per distinct JSON');
  assert.notEqual(a.flight, c.flight);
});
