// Weekday patterns: a route flown on some days of the week is flown on the same days every week,
// spread over the week with the busy days (Monday, Thursday, Friday, Sunday) first, as airlines
// plan them.
import { daysMaskFromText } from '../../domain/flight-dates.js';
import type { Random } from './random.js';

const DAILY = 0x7f;

/** How many weekdays a mask has. */
export function weekdayCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

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
