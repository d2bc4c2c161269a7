import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoWeekday, patternRunsOn } from '../../src/domain/flight-dates.js';
import { factBlock, factsRunOn, ROUTE_FACT_WORDS, routeFactsOf } from '../../src/engine/route-facts.js';
import type { LegTable } from '../../src/engine/leg-table.js';

interface Column {
  departureUtc: number;
  block: number;
  first: number;
  last: number;
  weekdays: number;
  rate: number;
}

/** The leg table's columns that the facts are made of, for legs given by value. */
function table(legs: Column[]): LegTable {
  const values = (key: keyof Column) => legs.map((l) => l[key]);
  return {
    departureUtc: Int32Array.from(values('departureUtc')),
    block: Int32Array.from(values('block')),
    first: Int32Array.from(values('first')),
    last: Int32Array.from(values('last')),
    weekdays: Uint8Array.from(values('weekdays')),
    rate: Uint8Array.from(values('rate')),
  } as unknown as LegTable;
}

// 2026-12-01, a Tuesday, is epoch day 20788.
const TUESDAY = 20788;
const legs: Column[] = [
  // An overnight leg whose UTC minute falls the day before its local date.
  { departureUtc: -230, block: 725, first: TUESDAY, last: TUESDAY + 120, weekdays: 0b0010101, rate: 1 },
  // A feed's leg landing before it leaves: a negative block survives the packing.
  { departureUtc: 600, block: -35, first: TUESDAY + 1, last: TUESDAY + 1, weekdays: 0b0000100, rate: 1 },
  // Every other week, from the week of its first date.
  { departureUtc: 1439, block: 90, first: TUESDAY, last: TUESDAY + 60, weekdays: 0b0000010, rate: 2 },
];
const positions = Int32Array.from([2, 0, 1]);
const facts = routeFactsOf(table(legs), positions);

test('each position holds its leg\'s UTC minute, block and id, in the order given', () => {
  assert.equal(facts.length, positions.length * ROUTE_FACT_WORDS);
  positions.forEach((id, at) => {
    const word = at * ROUTE_FACT_WORDS;
    assert.deepEqual([facts[word], factBlock(facts[word + 1]!), facts[word + 3]], [legs[id]!.departureUtc, legs[id]!.block, id]);
  });
});

test('a position runs on exactly the dates its leg\'s pattern does, with or without the weekday given', () => {
  positions.forEach((id, at) => {
    const l = legs[id]!;
    for (let day = l.first - 10; day <= l.last + 10; day++) {
      const expected = patternRunsOn(l.first, l.last, l.weekdays, l.rate, day);
      assert.equal(factsRunOn(facts, at, day), expected, `leg ${id} on day ${day}`);
      assert.equal(factsRunOn(facts, at, day, 1 << (isoWeekday(day) - 1)), expected, `leg ${id} on day ${day}, weekday given`);
    }
  });
  // The fortnightly leg: Tuesdays 1, 15 and 29 December, not 8 and 22.
  assert.deepEqual([0, 7, 14, 21, 28].map((d) => factsRunOn(facts, 0, TUESDAY + d)), [true, false, true, false, true]);
});

test('a leg whose block or dates do not fit the packing is refused, not stored wrong', () => {
  const base = legs[0]!;
  for (const wrong of [{ block: 1 << 15 }, { block: -(1 << 15) }, { last: 1 << 16 }, { first: -1 }, { first: base.last + 1 }]) {
    assert.throws(() => routeFactsOf(table([{ ...base, ...wrong }]), Int32Array.from([0])), RangeError, JSON.stringify(wrong));
  }
});
