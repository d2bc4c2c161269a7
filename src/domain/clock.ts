// The one source of "now". The calendar is what the service answers for — today at an airport,
// the 360-day horizon, the default dataset's dates, token issue and expiry times, rate-limit
// windows — and a deployment may set it apart from the machine's with SKYREF_NOW, after which it
// runs on at the machine's pace. The monotonic reading is for what must stay real whatever the
// calendar says: timeouts, back-offs and measured durations. File times and lock ages are the
// file system's and stay on the machine's clock (dataset-lock.ts).

import { epochDay } from './flight-dates.js';

export interface Clock {
  /** Milliseconds since the Unix epoch on the calendar the service answers for. */
  now(): number;
  /** Milliseconds from an arbitrary origin that never goes back; only differences mean anything. */
  monotonic(): number;
}

/** The machine's own time. */
export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
};

/**
 * The machine's time on a timeline every thread of the process shares (each thread's
 * performance.now() counts from its own start): steady, unlike Date.now(), which the system may set.
 */
const machineNow = () => performance.timeOrigin + performance.now();

/** A calendar that reads `startMs` now and runs on with the machine's clock from there. */
export function clockFrom(startMs: number): Clock {
  return clockAhead(startMs - machineNow());
}

/** How far a calendar is ahead of the machine's time: what another thread needs to read the very same calendar. */
export function aheadOfMachine(clock: Clock): number {
  return clock.now() - machineNow();
}

/** The calendar `aheadMs` ahead of the machine's time. */
export function clockAhead(aheadMs: number): Clock {
  return {
    now: () => aheadMs + machineNow(),
    monotonic: () => performance.now(),
  };
}

// An instant, with its offset: 2028-02-29T08:30:00Z, 2028-02-29T09:30:00.250+01:00. A date alone
// or a time without an offset would name a different instant in every zone.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The epoch milliseconds of an ISO 8601 instant with a UTC offset, or undefined when the text is
 * not one or names a date that does not exist (2027-02-29).
 */
export function parseInstant(text: string): number | undefined {
  const trimmed = text.trim();
  const m = INSTANT.exec(trimmed);
  if (!m) return undefined;
  const [, year, month, day, hour, minute, second = '00', , offset] = m;
  // Date.parse would roll 31 April over to 1 May and take hour 24.
  if (epochDay(Number(year), Number(month), Number(day)) === undefined) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offset!.slice(1, 3)) > 23) return undefined;
  return Date.parse(trimmed);
}
