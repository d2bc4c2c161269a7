// The operating legs of a schedule on each date of a range, as rows of the legs export
// (`skyref export legs`): one row a flight a day, local and UTC times, for comparing a schedule
// with other data or loading it elsewhere. Marketing duplicates are not rows of their own: their
// designators are the codeshares of the leg they sell.
import { daysMaskFromText, dayFromIso, isoFromDay, localDateTime, operatesOn, type DatePattern } from '../domain/flight-dates.js';
import type { LegPeriodRecord } from './schedule-content.js';

export const LEGS_EXPORT_HEADER =
  'date,airline,flight_number,origin,destination,departure_local,arrival_local,departure_utc,arrival_utc,aircraft,seats,service_type,codeshares,departure_terminal,arrival_terminal';

export interface DatedLeg {
  /** Local departure date, epoch day. */
  day: number;
  record: LegPeriodRecord;
}

export interface OperatingPeriod {
  record: LegPeriodRecord;
  pattern: DatePattern;
}

/** The operating legs' records with their date patterns read once. */
export function operatingPeriods(records: Iterable<LegPeriodRecord>): OperatingPeriod[] {
  const out: OperatingPeriod[] = [];
  for (const record of records) {
    if (record.operating) continue;
    out.push({ record, pattern: { first: dayFromIso(record.firstDate)!, last: dayFromIso(record.lastDate)!, days: daysMaskFromText(record.days) ?? 0, frequencyRate: record.frequencyRate } });
  }
  return out;
}

/** The legs departing on local date `day`, by departure time, then flight. */
export function legsOnDay(periods: readonly OperatingPeriod[], day: number): DatedLeg[] {
  const out: DatedLeg[] = [];
  for (const { record, pattern } of periods) if (operatesOn(pattern, day)) out.push({ day, record });
  const flight = (r: LegPeriodRecord) => `${r.flight.airline}${String(r.flight.number).padStart(4, '0')}${r.flight.suffix}${r.legSequence}`;
  return out.sort((a, b) => a.record.departureTime - b.record.departureTime || (flight(a.record) < flight(b.record) ? -1 : 1));
}

const utc = (day: number, localMinute: number, offset: number) => `${localDateTime(day, localMinute - offset)}Z`;

/** A row of the export; `seats` is the aircraft type's typical seats, or undefined when unknown. */
export function legsExportRow({ day, record: r }: DatedLeg, seats: number | undefined): string {
  const arrivalDay = day + r.arrivalDayOffset;
  return [
    isoFromDay(day),
    r.flight.airline,
    `${r.flight.number}${r.flight.suffix}`,
    r.origin,
    r.destination,
    localDateTime(day, r.departureTime),
    localDateTime(arrivalDay, r.arrivalTime),
    utc(day, r.departureTime, r.departureUtcOffset),
    utc(arrivalDay, r.arrivalTime, r.arrivalUtcOffset),
    r.aircraft,
    seats ?? '',
    r.serviceType,
    r.codeshares.map((c) => `${c.airline}${c.number}${c.suffix}`).join(' '),
    r.departureTerminal ?? '',
    r.arrivalTerminal ?? '',
  ].join(',');
}
