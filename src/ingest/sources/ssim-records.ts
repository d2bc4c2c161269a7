// Field parsing of single IATA SSIM Chapter 7 records: fixed 200-character lines, positions
// 1-based and inclusive as the layout tables of the standard number them. Every parser stops at
// the first bad field and throws SsimRecordError naming it; the reader turns that into an issue
// on the line. Nothing here knows about neighbouring records.
import { dayFromSsimDate, daysMaskFromText } from '../../domain/flight-dates.js';
import { CABIN_CODES, type CabinCode } from '../../domain/cabins.js';
import { isAirlineDesignator, parseDesignator, type FlightDesignator } from '../../domain/flight-designator.js';
import { MCT_STATUSES, type MctStatus } from '../../domain/mct-status.js';

export const RECORD_LENGTH = 200;

export class SsimRecordError extends Error {}

function fail(reason: string): never {
  throw new SsimRecordError(reason);
}

/** Characters `from`..`to` of a record, numbered as in the SSIM layout tables. */
function field(text: string, from: number, to: number): string {
  return text.slice(from - 1, to);
}

export type TimeMode = 'L' | 'U';

/** Type 2: the carrier whose type 3/4 records follow. */
export interface CarrierRecord {
  timeMode: TimeMode;
  airline: string;
  validFrom: number;
  /** Undefined when the validity is itself open-ended (`00XXX00`). */
  validTo: number | undefined;
  createdOn: number;
}

/** What types 3 and 4 share: the flight, its itinerary variation and the leg sequence number. */
export interface FlightKey {
  flight: FlightDesignator;
  itineraryVariation: number;
  legSequence: number;
}

/** Type 3 with each field checked and converted; times are in minutes, dates in epoch days. */
export interface FlightLegRecord extends FlightKey {
  serviceType: string;
  /** Flight dates: the date of the flight's first departure, in the carrier's time mode. */
  periodFrom: number;
  /** `open` for SSIM's `00XXX00`, which the carrier's validity end resolves. */
  periodTo: number | 'open';
  days: number;
  frequencyRate: number;
  origin: string;
  destination: string;
  /** Passenger STD and STA in the carrier's time mode; STA may be 1440 (`2400`). */
  std: number;
  sta: number;
  /** Local time minus UTC, minutes. */
  departureVariation: number;
  arrivalVariation: number;
  /** Empty when unknown. */
  departureTerminal: string;
  arrivalTerminal: string;
  aircraft: string;
  mctStatus: MctStatus | undefined;
  /** Distinct cabins of the aircraft configuration in F, C, E, M order; empty when none is given. */
  cabins: CabinCode[];
  /** Days after the flight date, -1 to 2; the STA one is undefined when blank (to be inferred). */
  stdDateVariation: number;
  staDateVariation: number | undefined;
}

/** Type 4: one data element for the segment from `board` to `off` (both empty when not given). */
export interface SegmentDataRecord extends FlightKey {
  boardIndicator: string;
  offIndicator: string;
  dataElement: number;
  board: string;
  off: string;
  data: string;
}

export interface ServiceFlags {
  entertainment: boolean;
  liveTv: boolean;
  seatPower: boolean;
  connectivity: boolean;
  usb: boolean;
}

/** The meaning of the data elements the reader interprets; the others are counted and ignored. */
export type SegmentFact =
  | { kind: 'codeshares'; flights: FlightDesignator[] }
  | { kind: 'operating'; flight: FlightDesignator }
  | { kind: 'disclosure'; dataElement: number; text: string }
  | { kind: 'mctStatus'; status: MctStatus }
  | { kind: 'service'; flags: ServiceFlags }
  | { kind: 'departureTerminal'; terminal: string }
  | { kind: 'arrivalTerminal'; terminal: string };

const OPEN_DATE = '00XXX00';

function ssimDate(text: string, name: string): number {
  return dayFromSsimDate(text) ?? fail(`bad ${name} "${text}"`);
}

function ssimDateOrOpen(text: string, name: string): number | 'open' {
  return text === OPEN_DATE ? 'open' : ssimDate(text, name);
}

function airlineAt(text: string): string {
  const raw = field(text, 3, 5);
  const airline = raw.trim();
  if (!isAirlineDesignator(airline)) fail(`bad airline designator "${raw}"`);
  return airline;
}

function station(text: string, name: string): string {
  if (!/^[A-Z]{3}$/.test(text)) fail(`bad ${name} station "${text}"`);
  return text;
}

/** `HHMM` → minutes; `2400` only where the end of the day is a valid value (arrivals). */
function clock(text: string, name: string, endOfDay: boolean): number {
  if (endOfDay && text === '2400') return 1440;
  const match = /^(\d{2})(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) fail(`bad ${name} time "${text}"`);
  return hours * 60 + minutes;
}

/** `+HHMM` / `-HHMM` → minutes east of UTC. No zone has ever been more than 14 hours away. */
function utcVariation(text: string, name: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(text);
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  if (!match || minutes > 59 || hours * 60 + minutes > 14 * 60) fail(`bad ${name} UTC/local time variation "${text}"`);
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function terminal(text: string, name: string): string {
  const trimmed = text.trim();
  if (!/^[A-Z0-9]*$/.test(trimmed)) fail(`bad ${name} terminal "${text}"`);
  return trimmed;
}

/** Blank → undefined (the caller decides what blank means), `0`–`2` → days after, `A`/`J` → the day before. */
function dateVariation(text: string, name: string): number | undefined {
  switch (text) {
    case ' ':
      return undefined;
    case '0':
    case '1':
    case '2':
      return Number(text);
    case 'A':
    case 'J':
      return -1;
    default:
      return fail(`bad ${name} date variation "${text}"`);
  }
}

function twoDigits(text: string, name: string, min: number): number {
  if (!/^\d{2}$/.test(text) || Number(text) < min) fail(`bad ${name} "${text}"`);
  return Number(text);
}

/**
 * Positions 2–13, common to types 3 and 4. The itinerary variation is the two digits plus a
 * hundreds digit from the overflow position (type 3: 128, type 4: 28), so `01` with overflow `1`
 * is 101; blank overflow adds nothing.
 */
function flightKey(text: string, overflowAt: number): FlightKey {
  const suffix = field(text, 2, 2);
  if (!/^[A-Z ]$/.test(suffix)) fail(`bad operational suffix "${suffix}"`);
  const airline = airlineAt(text);
  const numberText = field(text, 6, 9);
  if (!/^ *\d+$/.test(numberText) || Number(numberText) === 0) fail(`bad flight number "${numberText}"`);
  const variation = twoDigits(field(text, 10, 11), 'itinerary variation identifier', 0);
  const overflow = field(text, overflowAt, overflowAt);
  if (!/^[0-9 ]$/.test(overflow)) fail(`bad itinerary variation identifier overflow "${overflow}"`);
  return {
    flight: { airline, number: Number(numberText), suffix: suffix.trim() },
    itineraryVariation: (overflow === ' ' ? 0 : Number(overflow) * 100) + variation,
    legSequence: twoDigits(field(text, 12, 13), 'leg sequence number', 1),
  };
}

export function parseCarrierRecord(text: string): CarrierRecord {
  const timeMode = field(text, 2, 2);
  if (timeMode !== 'L' && timeMode !== 'U') fail(`bad time mode "${timeMode}", expected L or U`);
  const airline = airlineAt(text);
  const validFrom = ssimDate(field(text, 15, 21), 'schedule validity from date');
  const validTo = ssimDateOrOpen(field(text, 22, 28), 'schedule validity to date');
  if (validTo !== 'open' && validTo < validFrom) fail(`schedule validity ends (${field(text, 22, 28)}) before it starts (${field(text, 15, 21)})`);
  const createdOn = ssimDate(field(text, 29, 35), 'creation date');
  return { timeMode, airline, validFrom, validTo: validTo === 'open' ? undefined : validTo, createdOn };
}

/** The flight, variation and leg of a type 3, readable even when the rest of the record is bad. */
export function parseFlightLegKey(text: string): FlightKey {
  return flightKey(text, 128);
}

export function parseFlightLegRecord(text: string): FlightLegRecord {
  // Fields are checked in the order of their positions, so the reason names the first bad one.
  const key = parseFlightLegKey(text);
  const serviceType = field(text, 14, 14);
  if (!/^[A-Z]$/.test(serviceType)) fail(`bad service type "${serviceType}"`);
  const periodFrom = ssimDate(field(text, 15, 21), 'period from date');
  const periodTo = ssimDateOrOpen(field(text, 22, 28), 'period to date');
  if (periodTo !== 'open' && periodTo < periodFrom) {
    fail(`period to date ${field(text, 22, 28)} is before period from date ${field(text, 15, 21)}`);
  }
  const daysField = field(text, 29, 35);
  const days = daysMaskFromText(daysField) ?? fail(`bad days of operation "${daysField}"`);
  const rate = field(text, 36, 36);
  if (!/^[ 12]$/.test(rate)) fail(`bad frequency rate "${rate}", expected blank, 1 or 2`);
  const origin = station(field(text, 37, 39), 'departure');
  const std = clock(field(text, 40, 43), 'passenger departure (STD)', false);
  const departureVariation = utcVariation(field(text, 48, 52), 'departure');
  const departureTerminal = terminal(field(text, 53, 54), 'departure');
  const destination = station(field(text, 55, 57), 'arrival');
  const sta = clock(field(text, 62, 65), 'passenger arrival (STA)', true);
  const arrivalVariation = utcVariation(field(text, 66, 70), 'arrival');
  const arrivalTerminal = terminal(field(text, 71, 72), 'arrival');
  const aircraft = field(text, 73, 75);
  if (!/^[A-Z0-9]{3}$/.test(aircraft)) fail(`bad aircraft type "${aircraft}"`);
  const mct = field(text, 120, 121);
  if (mct !== '  ' && !MCT_STATUSES.includes(mct as MctStatus)) fail(`bad MCT international/domestic status "${mct}"`);
  const cabins = cabinsOfConfiguration(field(text, 173, 192));
  const stdDateVariation = dateVariation(field(text, 193, 193), 'departure (STD)') ?? 0;
  const staDateVariation = dateVariation(field(text, 194, 194), 'arrival (STA)');
  // Spelled out rather than spread: V8 builds an object literal that starts with a spread and
  // goes on with many properties several times slower, which shows on files of 100 000 legs.
  return {
    flight: key.flight,
    itineraryVariation: key.itineraryVariation,
    legSequence: key.legSequence,
    serviceType,
    periodFrom,
    periodTo,
    days,
    frequencyRate: rate === '2' ? 2 : 1,
    origin,
    destination,
    std,
    sta,
    departureVariation,
    arrivalVariation,
    departureTerminal,
    arrivalTerminal,
    aircraft,
    mctStatus: mct === '  ' ? undefined : (mct as MctStatus),
    cabins,
    stdDateVariation,
    staDateVariation,
  };
}

export function parseSegmentDataRecord(text: string): SegmentDataRecord {
  const key = flightKey(text, 28);
  const deiText = field(text, 31, 33);
  if (!/^\d{3}$/.test(deiText)) fail(`bad data element identifier "${deiText}"`);
  const boardText = field(text, 34, 36);
  const offText = field(text, 37, 39);
  const unspecified = boardText === '   ' && offText === '   ';
  return {
    flight: key.flight,
    itineraryVariation: key.itineraryVariation,
    legSequence: key.legSequence,
    boardIndicator: field(text, 29, 29),
    offIndicator: field(text, 30, 30),
    dataElement: Number(deiText),
    board: unspecified ? '' : station(boardText, 'board point'),
    off: unspecified ? '' : station(offText, 'off point'),
    data: field(text, 40, 194).trim(),
  };
}

/**
 * The compartments of an aircraft configuration/version such as `J14W34Y316VV364`: letter and
 * seat count pairs, then an optional `VV` and version. A text that is not such a list (a cargo
 * version like `VVCGO` alone) names no compartments; that is not an error.
 */
export function cabinsOfConfiguration(text: string): CabinCode[] {
  const trimmed = text.trim();
  const versionAt = trimmed.indexOf('VV');
  const compartments = versionAt >= 0 ? trimmed.slice(0, versionAt) : trimmed;
  if (!/^(?:[A-Z]\d{1,3})+$/.test(compartments)) return [];
  const found = new Set<CabinCode>();
  for (const [, letter, seats] of compartments.matchAll(/([A-Z])(\d+)/g)) {
    if (Number(seats) > 0) found.add(cabinOfCompartment(letter!));
  }
  return CABIN_CODES.filter((c) => found.has(c));
}

function cabinOfCompartment(letter: string): CabinCode {
  if ('FAP'.includes(letter)) return 'F';
  if ('JCDIZR'.includes(letter)) return 'C';
  if (letter === 'W') return 'E';
  return 'M';
}

const ENTERTAINMENT_CODES = new Set([1, 5, 10, 11]);

function serviceFlags(data: string): ServiceFlags | undefined {
  const codes = data.split('/').map((c) => c.trim());
  if (!codes.every((c) => /^\d{1,3}$/.test(c))) return undefined;
  const has = new Set(codes.map(Number));
  return {
    entertainment: [...has].some((c) => ENTERTAINMENT_CODES.has(c)),
    liveTv: has.has(5),
    seatPower: has.has(12),
    connectivity: has.has(13),
    usb: has.has(17),
  };
}

/**
 * The meaning of a type 4 data element, undefined for the ones the reader ignores; throws when an
 * interpreted element's data cannot be read.
 */
export function interpretDataElement(dataElement: number, data: string): SegmentFact | undefined {
  const bad = (): never => fail(`bad DEI ${dataElement} data "${data}"`);
  switch (dataElement) {
    case 10: {
      const flights = data.split('/').map((part) => parseDesignator(part) ?? bad());
      return { kind: 'codeshares', flights };
    }
    case 50:
      return { kind: 'operating', flight: parseDesignator(data) ?? bad() };
    case 2:
    case 127:
      return data === '' ? bad() : { kind: 'disclosure', dataElement, text: data };
    case 220:
      return MCT_STATUSES.includes(data as MctStatus) ? { kind: 'mctStatus', status: data as MctStatus } : bad();
    case 503:
      return { kind: 'service', flags: serviceFlags(data) ?? bad() };
    case 98:
    case 99: {
      // Same shape as the terminal fields of the type 3 (positions 53–54, 71–72).
      if (!/^[A-Z0-9]{1,2}$/.test(data)) bad();
      return dataElement === 98 ? { kind: 'departureTerminal', terminal: data } : { kind: 'arrivalTerminal', terminal: data };
    }
    default:
      return undefined;
  }
}
