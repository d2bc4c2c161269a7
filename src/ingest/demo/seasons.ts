// IATA seasons and weekday patterns. The summer season runs from the last Sunday of March to the
// last Saturday of October, the winter season from the last Sunday of October to the last
// Saturday of March.
import { daysMaskFromText, epochDay, isoWeekday } from '../../domain/flight-dates.js';
import type { Random } from './random.js';

export type Season = 'all' | 'summer' | 'winter';

/** A period of local dates as epoch days, both ends included. */
export type DayRange = readonly [first: number, last: number];

const DAILY = 0x7f;

function lastSunday(year: number, month: number): number {
  const last = epochDay(year, month + 1, 1)! - 1;
  return last - (isoWeekday(last) % 7);
}

function yearOf(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear();
}

/** The periods of a season that fall in [firstDay, lastDay], in date order. */
export function seasonPeriods(season: Season, firstDay: number, lastDay: number): DayRange[] {
  if (season === 'all') return firstDay <= lastDay ? [[firstDay, lastDay]] : [];
  const out: DayRange[] = [];
  for (let year = yearOf(firstDay) - 1; year <= yearOf(lastDay); year++) {
    const start = season === 'summer' ? lastSunday(year, 3) : lastSunday(year, 10);
    const end = (season === 'summer' ? lastSunday(year, 10) : lastSunday(year + 1, 3)) - 1;
    const first = Math.max(start, firstDay);
    const last = Math.min(end, lastDay);
    if (first <= last) out.push([first, last]);
  }
  return out;
}

/** How many weekdays a mask has. */
export function weekdayCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** How many dates in [first, last] fall on a weekday of the mask. */
export function countDays(first: number, last: number, mask: number): number {
  if (last < first) return 0;
  const total = last - first + 1;
  let count = Math.floor(total / 7) * weekdayCount(mask);
  for (let day = first + total - (total % 7); day <= last; day++) {
    if (mask & (1 << (isoWeekday(day) - 1))) count++;
  }
  return count;
}

// Patterns schedulers use for a route flown on some days of the week: spread over the week, with
// the busy days (Monday, Thursday, Friday, Sunday) first.
const PATTERNS: readonly (readonly string[])[] = [
  [],
  ['5', '7', '6', '4', '1'],
  ['47', '15', '26', '37', '14'],
  ['135', '246', '157', '357', '147'],
  ['1357', '1457', '2467', '1356'],
  ['12457', '13457', '12357', '23457'],
  ['123457', '123456', '124567'],
];

/** A weekday mask with `count` days (1–7). */
export function weekdayPattern(count: number, random: Random): number {
  if (count >= 7) return DAILY;
  const text = random.pick(PATTERNS[Math.max(1, count)]!);
  return daysMaskFromText(text)!;
}
