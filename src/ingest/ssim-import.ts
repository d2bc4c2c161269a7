// `skyref import ssim`: read SSIM files, check their legs against the reference data, and say
// what would change. Writing is the caller's, and happens only when this found nothing wrong
// (or the operator chose to skip what was).
import { basename } from 'node:path';
import type { LegPeriodRecord } from '../dataset/schedule-content.js';
import { dayFromIso, isoFromDay } from '../domain/flight-dates.js';
import { designatorText } from '../domain/flight-designator.js';
import { isPassengerService } from '../domain/service-types.js';
import { HORIZON_DAYS } from '../domain/horizon.js';
import { utcOffsetMinutes } from '../domain/time-zone.js';
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
  for (const file of files) {
    const read = await readSsimFile(file);
    const name = basename(file);
    for (const e of read.errors) plan.errors.push({ where: `${name}:${e.line}`, reason: e.reason });
    for (const i of read.incomplete) plan.incomplete.push({ where: `${name}:${i.line}`, reason: i.reason });
    if (read.incomplete.length > 0) plan.incompleteFiles.push(name);
    for (const d of read.duplicates) {
      plan.duplicates.push({ where: `${name}:${d.line}`, reason: `duplicate of line ${d.firstLine} (${d.flight}); dropped` });
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
