// What replacing a schedule does to each airline, told before anything is written: an import
// that would leave an airline with less than half of its flights (or none) is more likely a wrong
// or cut file than a real timetable change, so the caller asks for `--replace` to go on.
import { daysMaskFromText, dayFromIso, isoFromDay, operatesOn, type DatePattern } from '../domain/flight-dates.js';
import type { LegPeriodRecord } from './schedule-content.js';

export interface AirlineScheduleChange {
  airline: string;
  periodsBefore: number;
  periodsAfter: number;
  /** Dated departures within the window: what a traveller could book, whatever the files' periods. */
  flightsBefore: number;
  flightsAfter: number;
}

/** Epoch days, both ends included: the dates a schedule can be asked for. */
export interface DayWindow {
  first: number;
  last: number;
}

/** Every airline with legs before or after, ordered by designator, with what it had and will have. */
export function scheduleChanges(before: readonly LegPeriodRecord[], after: readonly LegPeriodRecord[], window: DayWindow): AirlineScheduleChange[] {
  const byAirline = new Map<string, AirlineScheduleChange>();
  const tally = (legs: readonly LegPeriodRecord[], side: 'Before' | 'After') => {
    for (const leg of legs) {
      const airline = leg.flight.airline;
      let change = byAirline.get(airline);
      if (!change) byAirline.set(airline, (change = { airline, periodsBefore: 0, periodsAfter: 0, flightsBefore: 0, flightsAfter: 0 }));
      change[`periods${side}`] += 1;
      change[`flights${side}`] += flightsWithin(leg, window);
    }
  };
  tally(before, 'Before');
  tally(after, 'After');
  return [...byAirline.values()].sort((a, b) => (a.airline < b.airline ? -1 : a.airline > b.airline ? 1 : 0));
}

/**
 * Whether a change takes away more than half of an airline's flights. Counted in flights within the
 * window when it had any there (two files may cut the same timetable into different periods), else
 * in leg periods, so that an airline flying only outside the window is not removed unnoticed either.
 */
export function losesMostFlights(change: AirlineScheduleChange): boolean {
  if (change.flightsBefore > 0) return change.flightsAfter * 2 < change.flightsBefore;
  return change.periodsBefore > 0 && change.periodsAfter * 2 < change.periodsBefore;
}

/** Why an import that takes most of some airlines' flights is refused without `--replace`, or undefined. */
export function lossRefusal(changes: readonly AirlineScheduleChange[]): string | undefined {
  const losing = changes.filter(losesMostFlights);
  if (losing.length === 0) return undefined;
  const shown = losing.slice(0, 20).map((c) => `${c.airline} (${c.flightsBefore} → ${c.flightsAfter} flights, ${c.periodsBefore} → ${c.periodsAfter} leg periods)`);
  const more = losing.length > shown.length ? ` and ${losing.length - shown.length} more airlines` : '';
  return `the import would take more than half of their flights from ${shown.join(', ')}${more}; nothing imported (use --replace if this is what you mean)`;
}

const n = (value: number) => value.toLocaleString('en');

function changeText(change: AirlineScheduleChange): string {
  return `${change.airline}: ${n(change.periodsBefore)} → ${n(change.periodsAfter)} leg periods, ${n(change.flightsBefore)} → ${n(change.flightsAfter)} flights`;
}

/**
 * What an import replaces, as lines for its report: every airline when there are a few; else the
 * totals, then the airlines that come, go or lose most of their flights (at most `most` of each).
 */
export function changeSummary(changes: readonly AirlineScheduleChange[], window: DayWindow, most = 20): string[] {
  const span = `flights from ${isoFromDay(window.first)} to ${isoFromDay(window.last)}`;
  if (changes.length <= most) return [`replacing (${span}):`, ...changes.map((c) => `  ${changeText(c)}`)];
  const sum = (pick: (c: AirlineScheduleChange) => number) => n(changes.reduce((total, c) => total + pick(c), 0));
  const before = changes.filter((c) => c.periodsBefore > 0).length;
  const after = changes.filter((c) => c.periodsAfter > 0).length;
  const lines = [
    `replacing ${n(before)} airlines' schedules with ${n(after)}: ${sum((c) => c.periodsBefore)} → ${sum((c) => c.periodsAfter)} leg periods, ` +
      `${sum((c) => c.flightsBefore)} → ${sum((c) => c.flightsAfter)} ${span}`,
  ];
  const listed = (label: string, picked: AirlineScheduleChange[]) => {
    if (picked.length === 0) return;
    lines.push(`  ${label} (${picked.length}):`, ...picked.slice(0, most).map((c) => `    ${changeText(c)}`));
    if (picked.length > most) lines.push(`    … and ${picked.length - most} more`);
  };
  listed('new airlines', changes.filter((c) => c.periodsBefore === 0));
  listed('airlines left with no flight', changes.filter((c) => c.periodsBefore > 0 && c.periodsAfter === 0));
  listed('airlines losing more than half of their flights', changes.filter((c) => c.periodsAfter > 0 && losesMostFlights(c)));
  return lines;
}

function flightsWithin(leg: LegPeriodRecord, window: DayWindow): number {
  const pattern: DatePattern = {
    first: dayFromIso(leg.firstDate) ?? 0,
    last: dayFromIso(leg.lastDate) ?? -1,
    days: daysMaskFromText(leg.days) ?? 0,
    frequencyRate: leg.frequencyRate,
  };
  let count = 0;
  for (let day = Math.max(pattern.first, window.first), last = Math.min(pattern.last, window.last); day <= last; day++) {
    if (operatesOn(pattern, day)) count++;
  }
  return count;
}
