import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso, operatesOn, isoWeekday, type DatePattern } from '../../src/domain/flight-dates.js';
import type { Journey } from '../../src/engine/connection-builder.js';
import { journeyDates } from '../../src/engine/journey-dates.js';
import type { Leg } from '../../src/model/schedule-store.js';
import { seededRandom } from '../support/seeded-random.js';

const D = (iso: string) => dayFromIso(iso)!;

function journeyOf(legs: { pattern: DatePattern; day: number }[]): Journey {
  const dated = legs.map(({ pattern, day }) => ({ leg: { pattern } as Leg, day, departure: day * 1440, arrival: day * 1440 + 60 }));
  return { legs: dated, departure: dated[0]!.departure, arrival: dated[dated.length - 1]!.arrival, overnight: false };
}

/** The definition: every date on which each leg runs on that date plus its offset. */
function byEveryDate(journey: Journey) {
  const offsets = journey.legs.map((l) => l.day - journey.legs[0]!.day);
  const from = Math.max(...journey.legs.map((l, i) => l.leg.pattern.first - offsets[i]!));
  const to = Math.min(...journey.legs.map((l, i) => l.leg.pattern.last - offsets[i]!));
  let first = Infinity;
  let last = -Infinity;
  let days = 0;
  for (let x = from; x <= to; x++) {
    if (!journey.legs.every((l, i) => operatesOn(l.leg.pattern, x + offsets[i]!))) continue;
    first = Math.min(first, x);
    last = Math.max(last, x);
    days |= 1 << (isoWeekday(x) - 1);
  }
  return { first, last, days };
}

test('a connection to a next-day leg runs on the weekdays both allow, the second moved back a day', () => {
  // Mon/Wed/Fri first leg; the second leg runs Tue and Thu only, the day after.
  const journey = journeyOf([
    { pattern: { first: D('2026-12-01'), last: D('2026-12-31'), days: 0b0010101, frequencyRate: 1 }, day: D('2026-12-02') },
    { pattern: { first: D('2026-12-01'), last: D('2026-12-31'), days: 0b0001010, frequencyRate: 1 }, day: D('2026-12-03') },
  ]);
  assert.deepEqual(journeyDates(journey), { first: D('2026-12-02'), last: D('2026-12-30'), days: 0b0000101 });
});

test('the weekly shortcut gives what trying every date gives, on random patterns and offsets', () => {
  const random = seededRandom(33);
  const base = D('2026-11-01');
  let tried = 0;
  while (tried < 500) {
    const day = base + 30 + Math.floor(random() * 60);
    const legs = Array.from({ length: 2 + Math.floor(random() * 2) }, (_, i) => {
      const legDay = day + (i === 0 ? 0 : Math.floor(random() * 3));
      const first = legDay - Math.floor(random() * 80);
      const last = legDay + Math.floor(random() * 80);
      const days = (Math.floor(random() * 127) + 1) | (1 << (isoWeekday(legDay) - 1));
      return { pattern: { first, last, days, frequencyRate: 1 }, day: legDay };
    });
    const journey = journeyOf(legs);
    if (!legs.every((l) => operatesOn(l.pattern, l.day))) continue;
    tried += 1;
    assert.deepEqual(journeyDates(journey), byEveryDate(journey), JSON.stringify(legs));
  }
});

test('a leg every other week: counted date by date, the weeks from its first date', () => {
  const journey = journeyOf([
    { pattern: { first: D('2026-12-07'), last: D('2026-12-31'), days: 0b0000001, frequencyRate: 2 }, day: D('2026-12-21') },
    { pattern: { first: D('2026-12-01'), last: D('2026-12-31'), days: 0b1111111, frequencyRate: 1 }, day: D('2026-12-21') },
  ]);
  assert.deepEqual(journeyDates(journey), { first: D('2026-12-07'), last: D('2026-12-21'), days: 0b0000001 });
  assert.deepEqual(journeyDates(journey), byEveryDate(journey));
});
