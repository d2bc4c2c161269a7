// Imported seat figures replace an aircraft's own and keep where its seats are: the layout of a
// cabin it already had stays, so its seat map does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatRecord } from '../../src/dataset/dataset-content.js';
import { replaceSeats } from '../../src/dataset/dataset-update.js';
import { fixtureContent } from '../support/schedule-fixture.js';

const layout = { columns: 'ABC|DEF', firstRow: 7, lastRow: 30, exitRows: [11, 12] };
const before: SeatRecord[] = [
  { aircraftCode: '320', cabin: 'C', pitch: 32, width: 18, recline: 4, reclineType: 'relative', layout: { ...layout, columns: 'AC|DF', firstRow: 1, lastRow: 6, exitRows: [] } },
  { aircraftCode: '320', cabin: 'M', pitch: 30, width: 18, recline: 4, reclineType: 'relative', layout },
  { aircraftCode: '388', cabin: 'M', pitch: 32, width: 18, recline: 5, reclineType: 'relative' },
];

test("imported figures replace the aircraft's; a cabin it had keeps its layout, a new one has none", () => {
  const imported: SeatRecord[] = [
    { aircraftCode: '320', cabin: 'M', pitch: 29, width: 17, recline: 3, reclineType: 'relative' },
    { aircraftCode: '320', cabin: 'E', pitch: 34, width: 18, recline: 5, reclineType: 'relative' },
  ];
  const after = replaceSeats({ ...fixtureContent([]), seats: before }, imported).seats;
  assert.deepEqual(after, [before[2], { ...imported[0], layout }, imported[1]]);
});
