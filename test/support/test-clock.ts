// The date the suite runs as. SKYREF_TEST_DATE=yyyy-mm-dd names it; without it, the date the test
// dataset was built for (npm pretest writes it beside the dataset, so every test file of one run
// agrees even when the run crosses midnight), else today's UTC date. The instant is noon UTC of
// that date: a run is repeatable, and from UTC−11 to UTC+14 every airport's local date stays the
// same for the hour a run may take. Servers under test get it as SKYREF_NOW, so their time runs
// on from there; every date a test computes comes from here, never from the machine's clock.
import { readFileSync } from 'node:fs';
import { dayFromIso, isoFromDay, utcDayOf } from '../../src/domain/flight-dates.js';
import { utcOffsetMinutes } from '../../src/domain/time-zone.js';
import { TEST_DATE_FILE } from './paths.js';

/** The instant a run as of `date` (yyyy-MM-dd) takes for now: noon UTC. */
export function noonUtc(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** The date a new run is for: SKYREF_TEST_DATE, else today's UTC date. */
export function runDate(): string {
  const named = process.env.SKYREF_TEST_DATE?.trim();
  if (!named) return isoFromDay(utcDayOf(Date.now()));
  if (dayFromIso(named) === undefined) throw new Error(`SKYREF_TEST_DATE must be a date such as 2028-02-29, got "${named}"`);
  return named;
}

function suiteDate(): string {
  if (process.env.SKYREF_TEST_DATE?.trim()) return runDate();
  try {
    const built = readFileSync(TEST_DATE_FILE, 'utf8').trim();
    if (dayFromIso(built) !== undefined) return built;
  } catch {
    // no test dataset built yet
  }
  return runDate();
}

/** The date the suite runs as, yyyy-MM-dd. */
export const TEST_DATE = suiteDate();
/** Noon UTC of TEST_DATE, epoch ms: "now" for every server and date of the suite. */
export const TEST_NOW = noonUtc(TEST_DATE);
/** TEST_DATE as an epoch day. */
export const TEST_DAY = dayFromIso(TEST_DATE)!;
/** The environment that makes a `skyref` process run as of TEST_NOW. */
export const TEST_CLOCK_ENV: Readonly<Record<string, string>> = { SKYREF_NOW: new Date(TEST_NOW).toISOString() };

/** The local date (epoch day) in `zone` at TEST_NOW: "today" at an airport there. */
export function todayIn(zone: string): number {
  return utcDayOf(TEST_NOW + utcOffsetMinutes(zone, TEST_NOW) * 60_000);
}
