// Spacing of one airline's departures on a route, and night quotas (issue 45, decision 75).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CURFEWS } from '../../../src/ingest/curated/curfews.js';
import { inQuotaPeriod, NIGHT_QUOTAS } from '../../../src/ingest/curated/night-quotas.js';
import type { Station } from '../../../src/ingest/network/network-plan.js';
import { crowding, minimumGap, NightQuotaBook, operatingMinutes, SHUTTLE_DAILY, type LegEnds } from '../../../src/ingest/network/times.js';

const curfew = (code: string) => CURFEWS.find((c) => c.airport === code)!;

test('operating day: 06:00–23:00 local, less the curfew', () => {
  assert.equal(operatingMinutes(undefined), 17 * 60);
  assert.equal(operatingMinutes(curfew('FRA')), 17 * 60, 'Frankfurt closes at 23:00 and opens at 05:00');
  assert.equal(operatingMinutes(curfew('FUK')), 15 * 60, 'Fukuoka is open 07:00–22:00');
  assert.equal(operatingMinutes(curfew('LCY')), 16 * 60, 'London City is open 06:30–22:30');
});

test('minimum gap: three quarters of an even spread; a shuttle every half hour at most', () => {
  assert.equal(minimumGap(1, 1020), 0, 'one flight a day has nothing to keep apart from');
  assert.equal(minimumGap(4, 1020), 191.25);
  assert.equal(minimumGap(12, 1020), 63.75);
  assert.equal(minimumGap(SHUTTLE_DAILY, 1020), 30);
  assert.equal(minimumGap(40, 1020), (0.75 * 1020) / 40, 'a dense shuttle: closer than half an hour');
});

test('crowding: what a departure costs for being closer than the gap to another, across midnight too', () => {
  assert.equal(crowding([], 60, 600), 0);
  assert.equal(crowding([480, 720], 60, 600), 0, 'two hours from either');
  assert.equal(crowding([570], 60, 600), 4 * 30, '30 minutes short of the gap');
  assert.equal(crowding([1430], 60, 10), 4 * 40, '23:50 and 00:10 are 20 minutes apart');
  assert.ok(crowding([595], 60, 600) > crowding([570], 60, 600), 'the closer, the costlier');
});

function station(index: number, code: string): Station {
  return { index, code, country: 'XX', latitude: 50, longitude: 0, zone: 0, designOffset: 0, offsets: [0], nightQuota: NIGHT_QUOTAS.find((q) => q.airport === code) };
}

function leg(origin: Station, destination: Station, fixed: number): LegEnds {
  return { origin, destination, distanceKm: 500, fixed, cruise: 0, wind: { winter: 1, summer: 1 }, originDelay: 0, destinationDelay: 0, design: 'winter', longHaul: false };
}

test("night quota: Heathrow takes 16 arrivals 04:30–06:00 a night and no departure before 06:00", () => {
  const lhr = NIGHT_QUOTAS.find((q) => q.airport === 'LHR')!;
  assert.ok(inQuotaPeriod(lhr, 4 * 60 + 30) && inQuotaPeriod(lhr, 5 * 60 + 59) && !inQuotaPeriod(lhr, 6 * 60));
  const [LHR, XXX] = [station(0, 'LHR'), station(1, 'XXX')];
  const book = new NightQuotaBook();
  const inbound = leg(XXX, LHR, 60);
  // Leaving at 04:00 lands at 05:00, in the quota period.
  for (let i = 0; i < lhr.arrivals; i++) {
    assert.ok(book.fits(inbound, 4 * 60), `arrival ${i + 1}`);
    book.take(inbound, 4 * 60);
  }
  assert.equal(book.fits(inbound, 4 * 60), false, 'the 17th arrival in the night');
  assert.equal(book.fits(inbound, 5 * 60 + 15), true, 'landing at 06:15 is outside the period');
  assert.equal(book.fits(leg(LHR, XXX, 60), 5 * 60 + 30), false, 'a departure at 05:30');
  assert.equal(book.fits(leg(LHR, XXX, 60), 6 * 60), true, 'a departure at 06:00');
});
