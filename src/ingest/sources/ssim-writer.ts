// Writes a schedule as an IATA SSIM Chapter 7 file that ssim-reader.ts reads back to the same leg
// periods: one carrier (type 2, local time mode) after another, each leg period a type 3 on its
// own local departure dates, what a type 3 has no field for as type 4 records, a trailer (type 5)
// after each carrier, serial numbers throughout.
// - Type 4 records name no board and off points: they then apply to every period of their leg
//   sequence number, as the leg's codeshares, marketing duplicate, disclosure and services do.
// - The aircraft configuration lists the leg's cabins; the dataset holds no seat counts, so each
//   cabin gets a share of the type's typical seats as the airline fits them (`seatsOf`), the way
//   cabins are usually split.
// - In-flight services (DEI 503) are written with the codes the reader knows; services the
//   dataset marks offered are the same in every cabin of a leg.
import { designatorText, type FlightDesignator } from '../../domain/flight-designator.js';
import { dayFromIso, daysMaskFromText, ssimDateText } from '../../domain/flight-dates.js';
import type { LegPeriodRecord, ScheduleContent } from '../../dataset/schedule-content.js';
import type { CabinCode } from '../../domain/cabins.js';
import { RECORD_LENGTH } from './ssim-records.js';

export interface SsimWriteOptions {
  /** The creation date written in the carrier records, an epoch day. */
  createdOn: number;
  /** The type's typical seats, for the aircraft configuration; undefined when unknown. */
  seatsOf: (aircraft: string, airline: string) => number | undefined;
}

/** Characters placed at 1-based positions of a blank record, as the layout tables number them. */
class SsimRecord {
  private readonly chars = new Array<string>(RECORD_LENGTH).fill(' ');

  put(from: number, text: string): this {
    for (let i = 0; i < text.length; i++) this.chars[from - 1 + i] = text[i]!;
    return this;
  }

  text(serial: number): string {
    return this.put(195, String(serial).padStart(6, '0')).chars.join('');
  }
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
const variation = (offset: number) => `${offset < 0 ? '-' : '+'}${hhmm(Math.abs(offset))}`;
const dateVariation = (days: number) => (days === -1 ? 'A' : String(days));

function positionalDays(days: string): string {
  const mask = daysMaskFromText(days) ?? 0;
  let out = '';
  for (let i = 0; i < 7; i++) out += mask & (1 << i) ? String(i + 1) : ' ';
  return out;
}

/** Positions 2–13 (and the itinerary variation's hundreds at `overflowAt`), shared by types 3 and 4. */
function putFlightKey(record: SsimRecord, leg: LegPeriodRecord, overflowAt: number): SsimRecord {
  const { flight } = leg;
  return record
    .put(2, flight.suffix || ' ')
    .put(3, flight.airline.padEnd(3))
    .put(6, String(flight.number).padStart(4))
    .put(10, String(leg.itineraryVariation % 100).padStart(2, '0'))
    .put(12, String(leg.legSequence).padStart(2, '0'))
    .put(14, leg.serviceType)
    .put(overflowAt, leg.itineraryVariation >= 100 ? String(Math.floor(leg.itineraryVariation / 100)) : ' ');
}

const COMPARTMENT: Record<CabinCode, string> = { F: 'F', C: 'J', E: 'W', M: 'Y' };
/** Typical shares of the seats in the premium cabins; economy has the rest. */
const PREMIUM_SHARE: Partial<Record<CabinCode, number>> = { F: 0.03, C: 0.12, E: 0.08 };

function configuration(leg: LegPeriodRecord, seats: number | undefined): string {
  const cabins = leg.onBoard?.cabins.map((c) => c.cabin) ?? [];
  if (cabins.length === 0) return '';
  const total = seats ?? 100;
  const premium = cabins.filter((c) => c !== 'M').map((c) => [c, Math.max(1, Math.round(total * PREMIUM_SHARE[c]!))] as const);
  const economy = Math.max(1, total - premium.reduce((sum, [, n]) => sum + n, 0));
  return cabins.map((c) => `${COMPARTMENT[c]}${c === 'M' ? economy : premium.find(([p]) => p === c)![1]}`).join('');
}

function flightLegRecord(leg: LegPeriodRecord, seats: number | undefined): SsimRecord {
  return putFlightKey(new SsimRecord(), leg, 128)
    .put(1, '3')
    .put(15, ssimDateText(dayFromIso(leg.firstDate)!))
    .put(22, ssimDateText(dayFromIso(leg.lastDate)!))
    .put(29, positionalDays(leg.days))
    .put(36, leg.frequencyRate === 2 ? '2' : ' ')
    .put(37, leg.origin)
    .put(40, hhmm(leg.departureTime) + hhmm(leg.departureTime))
    .put(48, variation(leg.departureUtcOffset))
    .put(53, (leg.departureTerminal ?? '').padEnd(2))
    .put(55, leg.destination)
    .put(58, hhmm(leg.arrivalTime) + hhmm(leg.arrivalTime))
    .put(66, variation(leg.arrivalUtcOffset))
    .put(71, (leg.arrivalTerminal ?? '').padEnd(2))
    .put(73, leg.aircraft)
    .put(120, leg.mctStatus ?? '  ')
    .put(173, configuration(leg, seats).slice(0, 20))
    .put(193, '0')
    .put(194, dateVariation(leg.arrivalDayOffset));
}

/** In-flight service codes of the reader's reading (ssim-records.ts): 1 entertainment, 5 live TV, 12 power, 13 internet, 17 USB. */
function serviceCodes(leg: LegPeriodRecord): string | undefined {
  const onBoard = leg.onBoard;
  if (!onBoard) return undefined;
  const any = (flag: 'liveTv' | 'seatPower' | 'connectivity' | 'usb') => onBoard.cabins.some((c) => c[flag] === true);
  const codes = [onBoard.entertainment && 1, any('liveTv') && 5, any('seatPower') && 12, any('connectivity') && 13, any('usb') && 17].filter((c): c is number => c !== false);
  return codes.length > 0 ? codes.join('/') : undefined;
}

/** What the leg's type 3 cannot hold, as [DEI, data] pairs. */
function dataElements(leg: LegPeriodRecord): [number, string][] {
  const out: [number, string][] = [];
  if (leg.codeshares.length > 0) out.push([10, leg.codeshares.map((c: FlightDesignator) => designatorText(c).replace(' ', '')).join('/')]);
  if (leg.operating) out.push([50, designatorText(leg.operating).replace(' ', '')]);
  if (leg.operatorDisclosure !== undefined) out.push([127, leg.operatorDisclosure]);
  const services = serviceCodes(leg);
  if (services) out.push([503, services]);
  return out;
}

function segmentDataRecord(leg: LegPeriodRecord, dei: number, data: string): SsimRecord {
  return putFlightKey(new SsimRecord(), leg, 28).put(1, '4').put(31, String(dei).padStart(3, '0')).put(40, data.slice(0, 155));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The file's lines, 200 characters each, in order. */
export function* ssimLines(schedule: ScheduleContent, options: SsimWriteOptions): Generator<string> {
  const byAirline = new Map<string, LegPeriodRecord[]>();
  for (const leg of schedule.legs) {
    const list = byAirline.get(leg.flight.airline);
    if (list) list.push(leg);
    else byAirline.set(leg.flight.airline, [leg]);
  }
  let serial = 1;
  yield new SsimRecord().put(1, '1AIRLINE STANDARD SCHEDULE DATA SET').text(serial++);
  const airlines = [...byAirline.keys()].sort(compareText);
  for (const [i, airline] of airlines.entries()) {
    const legs = byAirline.get(airline)!.sort(
      (a, b) =>
        a.flight.number - b.flight.number ||
        compareText(a.flight.suffix, b.flight.suffix) ||
        a.itineraryVariation - b.itineraryVariation ||
        a.legSequence - b.legSequence ||
        compareText(a.firstDate, b.firstDate),
    );
    const first = Math.min(...legs.map((l) => dayFromIso(l.firstDate)!));
    const last = Math.max(...legs.map((l) => dayFromIso(l.lastDate)!));
    yield new SsimRecord().put(1, '2L').put(3, airline.padEnd(3)).put(15, ssimDateText(first)).put(22, ssimDateText(last)).put(29, ssimDateText(options.createdOn)).put(36, 'SKYREF EXPORT').put(72, 'C').text(serial++);
    // One flight and itinerary variation at a time: its type 3 records, then the type 4 records of
    // each leg sequence number once (they apply to every period of that leg).
    for (let start = 0; start < legs.length; ) {
      const key = (l: LegPeriodRecord) => `${designatorText(l.flight)}/${l.itineraryVariation}`;
      let end = start;
      while (end < legs.length && key(legs[end]!) === key(legs[start]!)) end++;
      const group = legs.slice(start, end);
      for (const leg of group) yield flightLegRecord(leg, options.seatsOf(leg.aircraft, leg.flight.airline)).text(serial++);
      const described = new Set<number>();
      for (const leg of group) {
        if (described.has(leg.legSequence)) continue;
        described.add(leg.legSequence);
        for (const [dei, data] of dataElements(leg)) yield segmentDataRecord(leg, dei, data).text(serial++);
      }
      start = end;
    }
    const check = String(serial - 1).padStart(6, '0');
    yield new SsimRecord().put(1, '5').put(3, airline.padEnd(3)).put(188, check).put(194, i === airlines.length - 1 ? 'E' : 'C').text(serial++);
  }
}
