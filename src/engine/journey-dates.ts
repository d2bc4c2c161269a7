// The dates on which a whole connecting journey operates, counted on its first departure: each
// later leg departs a fixed number of days after the first, so the chain runs on date x when
// every leg i runs on x + its offset.
import { isoWeekday, operatesOn, shiftDaysMask } from '../domain/flight-dates.js';
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
  if (journey.legs.every((l) => l.leg.pattern.frequencyRate <= 1)) return weeklyDates(journey, offsets, from, to);
  // Every other week (or rarer) on some leg: date by date.
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

/**
 * When every leg runs every week, whether the chain runs on a date of [from, to] depends on its
 * weekday alone: the weekdays on which every leg runs, each leg's mask moved back by its offset.
 * The first and last dates are then the ends of the range moved to the nearest such weekday, and
 * the weekdays those that occur in the range; the same as trying every date, in at most 14 steps.
 */
function weeklyDates(journey: Journey, offsets: readonly number[], from: number, to: number): OperatingDates {
  let mask = 0x7f;
  journey.legs.forEach((l, i) => (mask &= shiftDaysMask(l.leg.pattern.days, -offsets[i]!)));
  const runs = (x: number) => (mask & (1 << (isoWeekday(x) - 1))) !== 0;
  // The date asked for runs (the journey was found on it), so both searches stop within a week.
  const day = journey.legs[0]!.day;
  let first = from;
  while (!runs(first)) first++;
  let last = to;
  while (!runs(last)) last--;
  let days = 0;
  for (let x = first; x <= last && x < first + 7; x++) if (runs(x)) days |= 1 << (isoWeekday(x) - 1);
  return { first: Math.min(first, day), last: Math.max(last, day), days };
}
