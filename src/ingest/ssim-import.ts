// `skyref import ssim`: read SSIM files, check their legs against the reference data, and say
// what would change. Writing is the caller's, and happens only when this found nothing wrong
// (or the operator chose to skip what was).
import { basename } from 'node:path';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { replaceSchedule } from '../dataset/dataset-update.js';
import { lossRefusal, scheduleChanges, type AirlineScheduleChange, type DayWindow } from '../dataset/schedule-change.js';
import type { LegPeriodRecord } from '../dataset/schedule-content.js';
import { dayFromIso, isoFromDay } from '../domain/flight-dates.js';
import { designatorText } from '../domain/flight-designator.js';
import { isPassengerService } from '../domain/service-types.js';
import { HORIZON_DAYS } from '../domain/horizon.js';
import { utcOffsetMinutes } from '../domain/time-zone.js';
import { LegRepeats } from './sources/ssim-repeats.js';
import { readSsimFile } from './sources/ssim-reader.js';

export interface SsimProblem {
  /** `file:line`, or `file` with the flight when the problem is not one record's form. */
  where: string;
  reason: string;
}

export interface SsimImportPlan {
  carriers: string[];
  legs: LegPeriodRecord[];
  errors: SsimProblem[];
  duplicates: SsimProblem[];
  /** What shows a file is not whole (a trailer missing, serial numbers skipping); refused like errors. */
  incomplete: SsimProblem[];
  /** The files `incomplete` is about, in order. */
  incompleteFiles: string[];
  /** Plain statements of what was read, for the report. */
  summary: string[];
}

/** The codes a leg may name: the locations and aircraft types of the dataset it goes into. */
export interface KnownCodes {
  /** Each location's IANA time zone, by code. */
  locations: ReadonlyMap<string, string>;
  aircraft: ReadonlySet<string>;
}

/**
 * `today` (epoch day, UTC) places the legs against the dates a schedule can be asked for; legs
 * wholly outside them are kept (the file is the airline's) but said, loudly when no leg is inside.
 */
export async function planSsimImport(files: readonly string[], known: KnownCodes, today: number): Promise<SsimImportPlan> {
  const plan: SsimImportPlan = { carriers: [], legs: [], errors: [], duplicates: [], incomplete: [], incompleteFiles: [], summary: [] };
  const unknownAircraft = new Set<string>();
  const repeats = new LegRepeats();
  for (const file of files) {
    const name = basename(file);
    const read = await readSsimFile(file, repeats, name);
    for (const e of read.errors) plan.errors.push({ where: `${name}:${e.line}`, reason: e.reason });
    for (const i of read.incomplete) plan.incomplete.push({ where: `${name}:${i.line}`, reason: i.reason });
    if (read.incomplete.length > 0) plan.incompleteFiles.push(name);
    for (const d of read.duplicates) {
      const first = d.firstFile === undefined ? `line ${d.firstLine}` : `${d.firstFile}:${d.firstLine}`;
      plan.duplicates.push({ where: `${name}:${d.line}`, reason: `duplicate of ${first} (${d.flight}); dropped` });
    }
    let kept = 0;
    let notPassenger = 0;
    let outside = 0;
    const offsetsOff: string[] = [];
    for (const leg of read.legs) {
      // A leg between places the dataset does not know could never be shown; it is an error like
      // a malformed record, not something to drop quietly.
      const missing = [leg.origin, leg.destination].filter((code) => !known.locations.has(code));
      if (missing.length > 0) {
        plan.errors.push({
          where: name,
          reason: `${leg.flight.airline} ${leg.flight.number}${leg.flight.suffix} ${leg.origin}-${leg.destination} ${leg.firstDate}..${leg.lastDate}: unknown airport ${missing.join(', ')}`,
        });
        continue;
      }
      if (!known.aircraft.has(leg.aircraft)) unknownAircraft.add(leg.aircraft);
      if (!isPassengerService(leg.serviceType)) notPassenger += 1;
      const off = offsetDisagreement(leg, known.locations);
      if (off) offsetsOff.push(off);
      if (dayFromIso(leg.lastDate)! < today - 1 || dayFromIso(leg.firstDate)! > today + HORIZON_DAYS + 1) outside += 1;
      plan.legs.push(leg);
      kept += 1;
    }
    for (const c of read.carriers) if (!plan.carriers.includes(c)) plan.carriers.push(c);
    plan.summary.push(
      `${name}: ${read.counts.lines} lines, ${read.counts.legRecords} leg records, ${read.counts.dataElements} data elements, ` +
        `${read.errors.length} malformed, ${read.duplicates.length} duplicates, ${kept} legs kept; carriers ${read.carriers.join(', ') || 'none'}` +
        (read.incomplete.length > 0 ? '; incomplete' : ''),
    );
    if (offsetsOff.length > 0) {
      plan.summary.push(
        `${name}: ${offsetsOff.length} legs state a UTC variation that their airport's time zone does not have at that local time (imported as stated): ${offsetsOff.slice(0, 5).join('; ')}${offsetsOff.length > 5 ? '; …' : ''}`,
      );
    }
    if (notPassenger > 0) {
      plan.summary.push(`${name}: ${notPassenger} of the ${kept} legs are of a non-passenger service type (cargo, mail, ferry, training, tests…): kept, never offered as journeys`);
    }
    if (kept > 0 && outside === kept) {
      plan.summary.push(`${name}: WARNING: none of the ${kept} legs flies between ${isoFromDay(today)} and ${isoFromDay(today + HORIZON_DAYS)}, the dates a schedule can be asked for: nothing of this file will ever be answered`);
    } else if (outside > 0) {
      plan.summary.push(`${name}: ${outside} of the ${kept} legs fly only outside ${isoFromDay(today)} … ${isoFromDay(today + HORIZON_DAYS)}, the dates a schedule can be asked for`);
    }
  }
  if (unknownAircraft.size > 0) {
    plan.summary.push(`aircraft types not in the dataset (shown by code only): ${[...unknownAircraft].sort().join(', ')}`);
  }
  return plan;
}

/**
 * Where a leg's stated UTC variation differs from what the IANA zone of its airport says at the
 * first date of its period (at departure, then at arrival): a file with stale or wrong time zones
 * puts every connection through that airport off by the difference.
 */
function offsetDisagreement(leg: LegPeriodRecord, zones: ReadonlyMap<string, string>): string | undefined {
  const first = dayFromIso(leg.firstDate)!;
  const departure = (first * 1440 + leg.departureTime - leg.departureUtcOffset) * 60_000;
  const arrival = ((first + leg.arrivalDayOffset) * 1440 + leg.arrivalTime - leg.arrivalUtcOffset) * 60_000;
  const checks: [string, number, number][] = [
    [leg.origin, departure, leg.departureUtcOffset],
    [leg.destination, arrival, leg.arrivalUtcOffset],
  ];
  for (const [airport, instant, stated] of checks) {
    const zone = zones.get(airport);
    if (zone === undefined) continue;
    const actual = utcOffsetMinutes(zone, instant);
    if (actual !== stated) {
      return `${designatorText(leg.flight)} ${leg.origin}-${leg.destination} ${leg.firstDate} at ${airport}: ${offsetText(stated)} stated, ${offsetText(actual)} in ${zone}`;
    }
  }
  return undefined;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

export interface SsimImportOptions {
  /** Import the good records of a file with bad ones (and of an incomplete file). */
  skipBad: boolean;
  /** Go on although an airline would lose more than half of its flights, or all. */
  replace: boolean;
  /** The dates a schedule can be asked for, in which flights are counted. */
  window: DayWindow;
  /** Said of the carriers' schedules: where they came from. */
  source: string;
}

export type SsimImportDecision =
  | { refused: string; changes: AirlineScheduleChange[] }
  | {
      next: DatasetContent;
      /** What each replaced airline had and will have. */
      changes: AirlineScheduleChange[];
      /** Airlines the files name but hold no good leg of, under --skip-bad: left as they were. */
      kept: string[];
    };

/**
 * What a read plan does to a dataset, or why it must not. Only the airlines the files carry legs
 * of are replaced, except that a well-formed file naming an airline with no leg empties its
 * schedule (with --replace, as any change that takes most of an airline's flights).
 */
export function decideSsimImport(content: DatasetContent, plan: SsimImportPlan, options: SsimImportOptions): SsimImportDecision {
  const incomplete = plan.incompleteFiles.length > 0
    ? `${plan.incompleteFiles.join(', ')} ${plan.incompleteFiles.length === 1 ? 'is' : 'are'} incomplete (${plan.incomplete[0]!.where}: ${plan.incomplete[0]!.reason})`
    : undefined;
  if ((plan.errors.length > 0 || incomplete) && !options.skipBad) {
    const reasons = [...(plan.errors.length > 0 ? [`${plan.errors.length} errors`] : []), ...(incomplete ? [incomplete] : [])];
    return { refused: `${reasons.join('; ')}; nothing imported (use --skip-bad to import the ${plan.legs.length} good legs)`, changes: [] };
  }
  if (plan.carriers.length === 0) return { refused: 'no carrier (type 2) record found; nothing imported', changes: [] };
  const withLegs = new Set(plan.legs.map((l) => l.flight.airline));
  // Under --skip-bad a carrier whose every leg was bad says nothing of its timetable.
  const damaged = options.skipBad && (plan.errors.length > 0 || incomplete !== undefined);
  const kept = damaged ? plan.carriers.filter((c) => !withLegs.has(c)) : [];
  const replaced = plan.carriers.filter((c) => !kept.includes(c));
  if (replaced.length === 0) return { refused: `no good leg of ${kept.join(', ')} in the files; nothing imported`, changes: [] };
  const airlines = new Set(replaced);
  const before = content.schedule.legs.filter((l) => airlines.has(l.flight.airline));
  const legs = plan.legs.filter((l) => airlines.has(l.flight.airline));
  const changes = scheduleChanges(before, legs, options.window);
  for (const airline of replaced) {
    if (!changes.some((c) => c.airline === airline)) changes.push({ airline, periodsBefore: 0, periodsAfter: 0, flightsBefore: 0, flightsAfter: 0 });
  }
  changes.sort((a, b) => (a.airline < b.airline ? -1 : a.airline > b.airline ? 1 : 0));
  const loss = lossRefusal(changes);
  if (loss !== undefined && !options.replace) return { refused: loss, changes };
  return { next: replaceSchedule(content, replaced, legs, options.source), changes, kept };
}
