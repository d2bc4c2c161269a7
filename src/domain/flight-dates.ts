// Calendar arithmetic for schedules. Dates are counted as whole days since 1970-01-01 ("epoch
// days"), which makes a period a pair of integers and "every second week" a modulo.

const MS_PER_DAY = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The epoch day of a calendar date, or undefined when the date does not exist. */
export function epochDay(year: number, month: number, day: number): number | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return ms / MS_PER_DAY;
}

/** The epoch day (UTC) of an instant in epoch milliseconds. */
export function utcDayOf(ms: number): number {
  return Math.floor(ms / MS_PER_DAY);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM-dd` → epoch day; undefined for anything else or a date that does not exist. */
export function dayFromIso(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  return match ? epochDay(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/**
 * Why `text` is no `yyyy-MM-dd` date, undefined when it is one. An impossible date (2027-02-30,
 * 2027-13-01) is told apart from what is not written as a date: the writer got the form right and
 * needs to hear that the calendar has no such day, not to be shown the form again.
 */
export function isoDateFault(text: string): 'not yyyy-MM-dd' | 'no such date' | undefined {
  if (!ISO_DATE.test(text)) return 'not yyyy-MM-dd';
  return dayFromIso(text) === undefined ? 'no such date' : undefined;
}

/** `yyyy-MM-dd` of an epoch day (years 0–9999). */
export function isoFromDay(day: number): string {
  // Proleptic Gregorian date from a day count, by 400-year eras of 146,097 days counted from
  // 0000-03-01 (so that the leap day ends a year): a page of journeys writes a few hundred dates,
  // and a Date object and its ISO string per date were a fifth of the page's cost.
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year >= 1000 ? year : String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[date]}`;
}

/** 00 … 99: the two-digit fields of dates and times, made once rather than padded each time. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * SSIM's `DDMMMYY` (`09JUN05`) → epoch day. Two-digit years are read in a window of 1970–2069,
 * wide enough for any schedule in use. `00XXX00` is SSIM's open end and is not a date here.
 */
export function dayFromSsimDate(text: string): number | undefined {
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]!) + 1;
  if (month === 0) return undefined;
  const yy = Number(match[3]);
  return epochDay(yy < 70 ? 2000 + yy : 1900 + yy, month, Number(match[1]));
}

/** An epoch day as SSIM writes a date, `01JUN27`. */
export function ssimDateText(day: number): string {
  const iso = isoFromDay(day);
  return `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;
}

/** ISO weekday of an epoch day: 1 Monday … 7 Sunday. 1970-01-01 was a Thursday. */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/**
 * Days of operation as a 7-bit mask, bit 0 Monday … bit 6 Sunday. Accepts the SSIM field
 * (`1 3 5 7`, `0` or blank for off days) and the API's digit string (`135`). Undefined when a
 * character is not a weekday digit, a digit is out of place in the positional form, or no day is set.
 */
export function daysMaskFromText(text: string): number | undefined {
  let mask = 0;
  if (text.length === 7 && /^[0-7 ]{7}$/.test(text)) {
    for (let i = 0; i < 7; i++) {
      const c = text[i]!;
      if (c === ' ' || c === '0') continue;
      if (Number(c) !== i + 1) return undefined;
      mask |= 1 << i;
    }
  } else if (/^[1-7]+$/.test(text)) {
    for (const c of text) mask |= 1 << (Number(c) - 1);
  } else {
    return undefined;
  }
  return mask === 0 ? undefined : mask;
}

/** The API's DaysOfOperation text: the digits of the set weekdays, `1234567` for daily. */
export function daysText(mask: number): string {
  let text = '';
  for (let i = 0; i < 7; i++) if (mask & (1 << i)) text += String(i + 1);
  return text;
}

/** Shifts a weekday mask by `days` (a leg departing a day after its flight date operates a weekday later). */
export function shiftDaysMask(mask: number, days: number): number {
  const n = ((days % 7) + 7) % 7;
  return ((mask << n) | (mask >>> (7 - n))) & 0x7f;
}

/** A period of dates with a weekday pattern and SSIM frequency rate (1 every week, 2 every other). */
export interface DatePattern {
  readonly first: number;
  readonly last: number;
  readonly days: number;
  readonly frequencyRate: number;
}

/** Whether a pattern includes a date. With rate 2, weeks are counted from the week of `first`. */
export function operatesOn(p: DatePattern, day: number): boolean {
  return patternRunsOn(p.first, p.last, p.days, p.frequencyRate, day);
}

/**
 * operatesOn of a date pattern given as numbers (first and last date, weekday mask, frequency
 * rate), for tables that keep patterns in columns. `weekday` is the date's ISO weekday as a bit of
 * the mask, which a loop over one date's legs finds once; the weeks counted from the first date
 * are looked at only for a pattern not flying every week.
 */
export function patternRunsOn(first: number, last: number, days: number, frequencyRate: number, day: number, weekday: number = 1 << (isoWeekday(day) - 1)): boolean {
  if ((days & weekday) === 0 || day < first || day > last) return false;
  if (frequencyRate <= 1) return true;
  const weekStart = (d: number) => d - (isoWeekday(d) - 1);
  return ((weekStart(day) - weekStart(first)) / 7) % frequencyRate === 0;
}

/** `yyyy-MM-ddTHH:mm` of a local date and a minute after its midnight (which may run into the next days). */
export function localDateTime(day: number, minute: number): string {
  const dayShift = Math.floor(minute / 1440);
  const m = minute - dayShift * 1440;
  return `${isoFromDay(day + dayShift)}T${TWO_DIGITS[Math.floor(m / 60)]}:${TWO_DIGITS[m % 60]}`;
}

/** `2018-08-01T06:55Z` from minutes since 1970-01-01T00:00Z. */
export function utcDateTime(minutes: number): string {
  return `${new Date(minutes * 60_000).toISOString().slice(0, 16)}Z`;
}
