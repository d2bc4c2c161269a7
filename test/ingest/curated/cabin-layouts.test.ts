// Every cabin with seat details has a layout and no layout stands without seat details: a seat map
// answers for exactly the aircraft and cabins the seat details do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CABIN_CODES } from '../../../src/domain/cabins.js';
import { validLayout } from '../../../src/domain/cabin-layout.js';
import { curatedCabinLayout, LAYOUT_AIRCRAFT_CODES } from '../../../src/ingest/curated/cabin-layouts.js';
import { SEAT_DETAILS } from '../../../src/ingest/curated/seat-maps.js';

test('the layouts cover the seat details cabin for cabin', () => {
  assert.deepEqual([...LAYOUT_AIRCRAFT_CODES].sort(), SEAT_DETAILS.map((a) => a.aircraftCode).sort());
  for (const a of SEAT_DETAILS) {
    for (const cabin of CABIN_CODES) {
      const layout = curatedCabinLayout(a.aircraftCode, cabin);
      assert.equal(layout !== undefined, a.cabins[cabin] !== undefined, `${a.aircraftCode} ${cabin}`);
      if (layout) assert.ok(validLayout(layout), `${a.aircraftCode} ${cabin}: ${JSON.stringify(layout)}`);
    }
  }
});

test("an aircraft's cabins follow one another front to back, premium first, without sharing a row", () => {
  for (const code of LAYOUT_AIRCRAFT_CODES) {
    const layouts = CABIN_CODES.map((c) => curatedCabinLayout(code, c)).filter((l) => l !== undefined);
    for (let i = 1; i < layouts.length; i++) assert.ok(layouts[i]!.firstRow > layouts[i - 1]!.lastRow, code);
  }
});

test('no cabin has more aisles than the economy cabin: a fuselage does not widen towards the nose', () => {
  // 2-2 business ahead of 3-3 economy, 1-2-1 ahead of 3-4-3, 1-1 in a 747's nose: never more.
  for (const code of LAYOUT_AIRCRAFT_CODES) {
    const economy = curatedCabinLayout(code, 'M');
    if (!economy) continue;
    const aisles = economy.columns.split('|').length - 1;
    for (const cabin of ['F', 'C', 'E'] as const) {
      const layout = curatedCabinLayout(code, cabin);
      if (layout) assert.ok(layout.columns.split('|').length - 1 <= aisles, `${code} ${cabin}`);
    }
  }
});
