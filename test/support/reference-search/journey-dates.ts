// The dates on which a whole connecting journey operates, counted on its first departure: each
// later leg departs a fixed number of days after the first, so the chain runs on date x when
// every leg i runs on x + its offset.
import { isoWeekday, operatesOn } from '../../../src/domain/flight-dates.js';
import type { Journey } from './connection-builder.js';

export interface OperatingDates {
  /** First and last date (epoch days), and the weekdays (bit 0 Monday) it runs on. */
  first: number;
  last: number;
  days: number;
}

export function journeyDates(journey: Journey): OperatingDates {
  const firstLeg = journey.legs[0]!;
  if (journey.legs.length === 1) return { first: firstLeg.leg.pattern.first, last: firstLeg.leg.pattern.last, days: firstLeg.leg.pattern.days };
  const offsets = journey.legs.map((l) => l.day - firstLeg.day);
  let from = -Infinity;
  let to = Infinity;
  journey.legs.forEach((l, i) => {
    from = Math.max(from, l.leg.pattern.first - offsets[i]!);
    to = Math.min(to, l.leg.pattern.last - offsets[i]!);
  });
  let first = firstLeg.day;
  let last = firstLeg.day;
  let days = 0;
  for (let x = from; x <= to; x++) {
    if (!journey.legs.every((l, i) => operatesOn(l.leg.pattern, x + offsets[i]!))) continue;
    if (x < first) first = x;
    if (x > last) last = x;
    days |= 1 << (isoWeekday(x) - 1);
  }
  return { first, last, days };
}
