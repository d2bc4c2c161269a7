// Which dates a schedule can be asked for: from today to today + 360 days, "today" being the
// local date at the origin (docs/decisions.md, schedules).
import { utcDayOf } from '../domain/flight-dates.js';
import { HORIZON_DAYS } from '../domain/horizon.js';
import { currentUtcOffsetMinutes } from '../domain/time-zone.js';

/** The first and last local date (epoch days) a schedule from an airport in `zone` can be asked for. */
export function scheduleWindow(zone: string, nowMs: number): { first: number; last: number } {
  const today = Math.floor((nowMs / 60_000 + currentUtcOffsetMinutes(zone, nowMs)) / 1440);
  return { first: today, last: today + HORIZON_DAYS };
}

/**
 * The local departure dates flight status answers for at an airport in `zone`: from yesterday to 5
 * days ahead, as the original API; to the schedule's horizon with `schedule`
 * (SKYREF_FLIGHT_STATUS_WINDOW).
 */
export function flightStatusWindow(zone: string, nowMs: number, setting: 'original' | 'schedule'): { first: number; last: number } {
  const today = scheduleWindow(zone, nowMs).first;
  return { first: today - 1, last: today + (setting === 'original' ? 5 : HORIZON_DAYS) };
}

/**
 * The local departure dates any query of the horizon can touch, wherever its origin: local dates
 * run from a day behind UTC's today to a day ahead of today + 360; connecting legs are found
 * through the route lists, not here.
 */
export function horizonDays(nowMs: number): { first: number; days: number } {
  return { first: utcDayOf(nowMs) - 1, days: HORIZON_DAYS + 3 };
}
