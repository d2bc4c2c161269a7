// Streaming reader for IATA SSIM Chapter 7 schedule files. Records are read one line at a time;
// only the current flight's type 3 records (with the type 4 records that follow them) are held
// until the next flight starts, because a type 4 may describe a segment spanning several legs.
// Each leg is then normalised into a LegPeriodRecord in local departure dates and times.
//
// Layout decisions the standard leaves open are noted where they are taken; field parsing lives
// in ssim-records.ts.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { daysText, isoFromDay, isoWeekday, operatesOn, shiftDaysMask, type DatePattern } from '../../domain/flight-dates.js';
import type { CabinService, LegPeriodRecord, OnBoardEquipment } from '../../dataset/schedule-content.js';
import { RECORD_LENGTH, SsimRecordError, interpretDataElement, parseCarrierRecord, parseFlightLegKey, parseFlightLegRecord, parseSegmentDataRecord, type CarrierRecord, type FlightKey, type FlightLegRecord, type SegmentDataRecord, type SegmentFact, type ServiceFlags } from './ssim-records.js';
import { SsimCompleteness } from './ssim-completeness.js';
import { LegRepeats } from './ssim-repeats.js';
import { designatorText, type FlightDesignator } from '../../domain/flight-designator.js';
import type { MctStatus } from '../../domain/mct-status.js';

/** 1-based physical line number. */
export interface SsimIssue {
  line: number;
  reason: string;
}

/**
 * A type 3 record dropped because an earlier one already flies that flight from that station on one
 * of its dates (ssim-repeats.ts); `flight` reads `XX 41 RUN-DZA`. `firstFile` names the earlier
 * record's file when it is another of the same import.
 */
export interface SsimDuplicate {
  line: number;
  firstLine: number;
  firstFile?: string;
  flight: string;
}

export interface SsimReadResult {
  /** Airline designators of the valid type 2 records, in order of first appearance. */
  carriers: string[];
  legs: LegPeriodRecord[];
  errors: SsimIssue[];
  duplicates: SsimDuplicate[];
  /**
   * What shows the file is not whole (ssim-completeness.ts): no trailer record at the end, record
   * serial numbers that skip or repeat, a trailer whose check reference disagrees. Apart from
   * `errors`, which are records that cannot be read.
   */
  incomplete: SsimIssue[];
  /**
   * `lines`: physical lines, without the empty ones ending the file; `legRecords`: type 3
   * records, `dataElements`: type 4 records, read whether valid or not; `fillerLines`: lines of `0`.
   */
  counts: { lines: number; legRecords: number; dataElements: number; fillerLines: number };
}

const DAY = 1440;

/** Where a leg departs and arrives in local terms, relative to its flight date. */
interface LegTiming {
  /** Local departure date minus flight date: what the period and weekdays are shifted by. */
  shift: number;
  departureTime: number;
  arrivalTime: number;
  arrivalDayOffset: number;
}

/** What type 4 records add to a leg. */
interface LegFacts {
  codeshares: FlightDesignator[];
  operating?: FlightDesignator;
  disclosures: Map<number, string>;
  mctStatus?: MctStatus;
  departureTerminal?: string;
  arrivalTerminal?: string;
  service?: ServiceFlags;
}

interface PendingLeg {
  line: number;
  record: FlightLegRecord;
  timing: LegTiming;
  /** Local departure periods; two when a biweekly flight's shift splits its weekdays across weeks. */
  periods: DatePattern[];
  facts: LegFacts;
}

interface PendingSegment {
  line: number;
  record: SegmentDataRecord;
  fact: SegmentFact | undefined;
}

/** The type 3 records of one flight and itinerary variation, with their type 4 records. */
interface FlightGroup {
  key: string;
  legs: PendingLeg[];
  segments: PendingSegment[];
}

/** The carrier context of the records that follow a type 2; `carrier` undefined when that record was bad. */
interface CarrierContext {
  line: number;
  carrier: CarrierRecord | undefined;
}

function groupKey(key: FlightKey): string {
  return `${designatorText(key.flight)}/${key.itineraryVariation}`;
}

function fail(reason: string): never {
  throw new SsimRecordError(reason);
}

/**
 * Local departure and arrival of a leg. Date variations count from the flight date in the
 * carrier's time mode, so in UTC mode the local departure date can differ from it even without
 * one. A blank STA date variation is inferred as the smallest day offset from the departure
 * date (−1 to +2) that puts the arrival after the departure in UTC.
 */
function legTiming(record: FlightLegRecord, timeMode: 'L' | 'U'): LegTiming {
  // Minutes after midnight of the flight date, in the time mode, turned into UTC.
  const toUtc = (minutes: number, variation: number) => (timeMode === 'U' ? minutes : minutes - variation);
  const departureUtc = toUtc(record.stdDateVariation * DAY + record.std, record.departureVariation);
  const arrivalUtcOn = (dateVariation: number) => toUtc(dateVariation * DAY + record.sta, record.arrivalVariation);
  let arrivalUtc: number;
  if (record.staDateVariation !== undefined) {
    arrivalUtc = arrivalUtcOn(record.staDateVariation);
  } else {
    const offset = [-1, 0, 1, 2].find((d) => arrivalUtcOn(record.stdDateVariation + d) > departureUtc);
    arrivalUtc = offset === undefined ? departureUtc : arrivalUtcOn(record.stdDateVariation + offset);
  }
  if (arrivalUtc <= departureUtc) fail('arrival is not after departure in UTC');
  if (arrivalUtc - departureUtc > DAY) fail('block time is over 24 hours');
  const departureLocal = departureUtc + record.departureVariation;
  const arrivalLocal = arrivalUtc + record.arrivalVariation;
  const shift = Math.floor(departureLocal / DAY);
  const arrivalDay = Math.floor(arrivalLocal / DAY);
  const arrivalDayOffset = arrivalDay - shift;
  if (arrivalDayOffset < -1 || arrivalDayOffset > 2) fail(`arrival is ${arrivalDayOffset} days after the departure date, outside -1 to +2`);
  return { shift, departureTime: departureLocal - shift * DAY, arrivalTime: arrivalLocal - arrivalDay * DAY, arrivalDayOffset };
}

/** The first or last date of a pattern, searching from one end; a pattern repeats within 14 days. */
function operatingDate(p: DatePattern, fromEnd: boolean): number | undefined {
  for (let i = 0; i < 14 && i <= p.last - p.first; i++) {
    const day = fromEnd ? p.last - i : p.first + i;
    if (operatesOn(p, day)) return day;
  }
  return undefined;
}

/**
 * The flight-date pattern moved to local departure dates. Weekly patterns just move. A biweekly
 * one counts its weeks from the week of its first date, which a shift can move into the next or
 * previous week, and it can carry some weekdays across a week boundary but not others: each
 * group of weekdays that moves alike becomes its own period, starting on its first real date.
 */
function localPeriods(flightDates: DatePattern, shift: number): DatePattern[] {
  if (shift === 0 || flightDates.frequencyRate === 1) {
    return [{ first: flightDates.first + shift, last: flightDates.last + shift, days: shiftDaysMask(flightDates.days, shift), frequencyRate: flightDates.frequencyRate }];
  }
  const byWeekMove = new Map<number, number>();
  for (let weekday = 0; weekday < 7; weekday++) {
    if ((flightDates.days & (1 << weekday)) === 0) continue;
    const weekMove = Math.floor((weekday + shift) / 7);
    byWeekMove.set(weekMove, (byWeekMove.get(weekMove) ?? 0) | (1 << weekday));
  }
  const periods: DatePattern[] = [];
  for (const days of byWeekMove.values()) {
    // Dates of these weekdays only, with the weeks still counted from the original first date.
    const inPart = (day: number) => (days & (1 << (isoWeekday(day) - 1))) !== 0 && operatesOn(flightDates, day);
    const first = firstMatching(flightDates.first, flightDates.last, 1, inPart);
    const last = firstMatching(flightDates.last, flightDates.first, -1, inPart);
    if (first === undefined || last === undefined) continue;
    periods.push({ first: first + shift, last: last + shift, days: shiftDaysMask(days, shift), frequencyRate: 2 });
  }
  return periods.sort((a, b) => a.first - b.first);
}

function firstMatching(from: number, to: number, step: 1 | -1, test: (day: number) => boolean): number | undefined {
  for (let i = 0, day = from; i < 14 && (to - day) * step >= 0; i++, day += step) if (test(day)) return day;
  return undefined;
}

function emptyFacts(): LegFacts {
  return { codeshares: [], disclosures: new Map() };
}

function applyFact(facts: LegFacts, fact: SegmentFact, firstOfSegment: boolean, lastOfSegment: boolean): void {
  switch (fact.kind) {
    case 'codeshares':
      for (const flight of fact.flights) {
        if (!facts.codeshares.some((c) => designatorText(c) === designatorText(flight))) facts.codeshares.push(flight);
      }
      return;
    case 'operating':
      facts.operating = fact.flight;
      return;
    case 'disclosure':
      facts.disclosures.set(fact.dataElement, fact.text);
      return;
    case 'mctStatus':
      facts.mctStatus = fact.status;
      return;
    case 'service': {
      const was = facts.service;
      const now = fact.flags;
      facts.service = {
        entertainment: now.entertainment || (was?.entertainment ?? false),
        liveTv: now.liveTv || (was?.liveTv ?? false),
        seatPower: now.seatPower || (was?.seatPower ?? false),
        connectivity: now.connectivity || (was?.connectivity ?? false),
        usb: now.usb || (was?.usb ?? false),
      };
      return;
    }
    // A terminal belongs to a station: the board point's to the segment's first leg, the off point's to its last.
    case 'departureTerminal':
      if (firstOfSegment) facts.departureTerminal = fact.terminal;
      return;
    case 'arrivalTerminal':
      if (lastOfSegment) facts.arrivalTerminal = fact.terminal;
      return;
  }
}

/**
 * The legs of a flight a type 4 applies to: those from the one leaving its board point to the
 * one reaching its off point, in leg sequence order. The indicators (A the itinerary's first
 * station, B the second, …) pick the right occurrence when a station repeats; without board and
 * off points the record's own leg sequence number decides.
 */
function segmentLegs(legs: readonly PendingLeg[], segment: SegmentDataRecord): PendingLeg[] {
  const chain = [...legs].sort((a, b) => a.record.legSequence - b.record.legSequence);
  if (segment.board === '') return chain.filter((l) => l.record.legSequence === segment.legSequence);
  const boardAt = segment.boardIndicator.charCodeAt(0) - 65;
  const offAt = segment.offIndicator.charCodeAt(0) - 66;
  if (boardAt >= 0 && boardAt <= offAt && chain[boardAt]?.record.origin === segment.board && chain[offAt]?.record.destination === segment.off) {
    return chain.slice(boardAt, offAt + 1);
  }
  for (let i = 0; i < chain.length; i++) {
    if (chain[i]!.record.origin !== segment.board) continue;
    for (let j = i; j < chain.length; j++) if (chain[j]!.record.destination === segment.off) return chain.slice(i, j + 1);
  }
  return [];
}

function onBoard(record: FlightLegRecord, service: ServiceFlags | undefined): OnBoardEquipment | undefined {
  if (record.cabins.length === 0) return undefined;
  const cabins = record.cabins.map(
    (cabin): CabinService => ({
      cabin,
      ...(service?.connectivity ? { connectivity: true } : {}),
      ...(service?.seatPower ? { seatPower: true } : {}),
      ...(service?.usb ? { usb: true } : {}),
      ...(service?.liveTv ? { liveTv: true } : {}),
    }),
  );
  return { entertainment: service?.entertainment ?? false, cabins };
}

function legPeriodRecord(leg: PendingLeg, period: DatePattern): LegPeriodRecord {
  const { record, timing, facts } = leg;
  const departureTerminal = facts.departureTerminal ?? record.departureTerminal;
  const arrivalTerminal = facts.arrivalTerminal ?? record.arrivalTerminal;
  const mctStatus = facts.mctStatus ?? record.mctStatus;
  // DEI 127 is the disclosure text proper; DEI 2 is the older element for the same thing.
  const disclosure = facts.disclosures.get(127) ?? facts.disclosures.get(2);
  const equipment = onBoard(record, facts.service);
  return {
    flight: record.flight,
    itineraryVariation: record.itineraryVariation,
    legSequence: record.legSequence,
    serviceType: record.serviceType,
    origin: record.origin,
    destination: record.destination,
    firstDate: isoFromDay(period.first),
    lastDate: isoFromDay(period.last),
    days: daysText(period.days),
    frequencyRate: period.frequencyRate,
    departureTime: timing.departureTime,
    arrivalTime: timing.arrivalTime,
    arrivalDayOffset: timing.arrivalDayOffset,
    departureUtcOffset: record.departureVariation,
    arrivalUtcOffset: record.arrivalVariation,
    ...(departureTerminal ? { departureTerminal } : {}),
    ...(arrivalTerminal ? { arrivalTerminal } : {}),
    aircraft: record.aircraft,
    ...(mctStatus ? { mctStatus } : {}),
    ...(facts.operating ? { operating: facts.operating } : {}),
    ...(disclosure !== undefined ? { operatorDisclosure: disclosure } : {}),
    codeshares: facts.codeshares,
    ...(equipment ? { onBoard: equipment } : {}),
  };
}

/** Reads one SSIM record at a time; `finish` after the last. */
class SsimReader {
  private readonly carriers: string[] = [];
  private readonly legs: LegPeriodRecord[] = [];
  private readonly errors: SsimIssue[] = [];
  private readonly duplicates: SsimDuplicate[] = [];
  private readonly counts = { lines: 0, legRecords: 0, dataElements: 0, fillerLines: 0 };
  private readonly completeness = new SsimCompleteness();
  private context: CarrierContext | undefined;
  private group: FlightGroup | undefined;

  /** `repeats` is shared by the files of one import; `file` names this one there. */
  constructor(
    private readonly repeats: LegRepeats,
    private readonly file: string | undefined,
  ) {}

  record(text: string, line: number): void {
    this.counts.lines = line;
    if (/^0+$/.test(text)) {
      this.counts.fillerLines++;
      return;
    }
    this.completeness.record(text, line);
    const type = text[0];
    if (type === '3') this.counts.legRecords++;
    if (type === '4') this.counts.dataElements++;
    try {
      if (text.length !== RECORD_LENGTH) fail(`record is ${text.length} characters, expected ${RECORD_LENGTH}`);
      switch (type) {
        case '1':
          this.flush();
          return;
        case '5':
          this.flush();
          return this.trailer(text);
        case '2':
          return this.carrierRecord(text, line);
        case '3':
          return this.flightLeg(text, line);
        case '4':
          return this.segmentData(text, line);
        default:
          fail(`unknown record type "${type}"`);
      }
    } catch (error) {
      if (!(error instanceof SsimRecordError)) throw error;
      this.errors.push({ line, reason: error.message });
    }
  }

  finish(): SsimReadResult {
    this.flush();
    // Segment records are matched when their flight ends, so their issues can come late.
    const errors = [...this.errors].sort((a, b) => a.line - b.line);
    return { carriers: this.carriers, legs: this.legs, errors, duplicates: this.duplicates, incomplete: this.completeness.finish(), counts: this.counts };
  }

  private carrierRecord(text: string, line: number): void {
    this.flush();
    this.context = { line, carrier: undefined };
    const carrier = parseCarrierRecord(text);
    this.context.carrier = carrier;
    if (!this.carriers.includes(carrier.airline)) this.carriers.push(carrier.airline);
  }

  private flightLeg(text: string, line: number): void {
    // The flight is read first so that its type 4 records find it even when the rest is bad.
    const key = parseFlightLegKey(text);
    const keyText = groupKey(key);
    if (this.group?.key !== keyText) this.flush();
    const group = (this.group ??= { key: keyText, legs: [], segments: [] });
    if (!this.context) fail('flight leg record before any carrier record (type 2)');
    const carrier = this.context.carrier ?? fail(`the carrier record (type 2) on line ${this.context.line} is invalid`);
    // Importing replaces the schedules of the carriers the file names: a leg of another airline
    // would be added beside that airline's own legs while the named one lost its schedule.
    if (key.flight.airline !== carrier.airline) {
      fail(`flight ${designatorText(key.flight)} is not ${carrier.airline}'s, the airline of the carrier record (type 2) on line ${this.context.line}`);
    }
    const record = parseFlightLegRecord(text);
    let periodTo = record.periodTo;
    if (periodTo === 'open') {
      periodTo = carrier.validTo ?? fail('the period is open-ended (00XXX00) and so is the schedule validity');
      if (periodTo < record.periodFrom) fail('the period is open-ended (00XXX00) but starts after the schedule validity ends');
    }
    const flightDates: DatePattern = { first: record.periodFrom, last: periodTo, days: record.days, frequencyRate: record.frequencyRate };
    if (operatingDate(flightDates, false) === undefined) fail('no operating date within the period (days of operation and frequency rate)');
    const timing = legTiming(record, carrier.timeMode);
    group.legs.push({ line, record, timing, periods: localPeriods(flightDates, timing.shift), facts: emptyFacts() });
  }

  /** A trailer closes its carrier's records: one naming another airline shows files run together. */
  private trailer(text: string): void {
    const carrier = this.context?.carrier;
    if (!carrier) return;
    const airline = text.slice(2, 5).trim();
    if (airline !== carrier.airline) fail(`the trailer names airline "${airline}", the carrier record (type 2) on line ${this.context!.line} ${carrier.airline}`);
  }

  private segmentData(text: string, line: number): void {
    const record = parseSegmentDataRecord(text);
    if (this.group?.key !== groupKey(record)) {
      fail(`segment data for ${designatorText(record.flight)} (itinerary variation ${record.itineraryVariation}) follows no flight leg record of that flight`);
    }
    this.group.segments.push({ line, record, fact: interpretDataElement(record.dataElement, record.data) });
  }

  /** Applies the pending flight's type 4 records to its legs and outputs them. */
  private flush(): void {
    const group = this.group;
    if (!group) return;
    this.group = undefined;
    for (const { line, record, fact } of group.segments) {
      const legs = segmentLegs(group.legs, record);
      if (legs.length === 0) {
        const where = record.board === '' ? `leg ${record.legSequence}` : `${record.board}-${record.off}`;
        this.errors.push({ line, reason: `segment data for ${designatorText(record.flight)} ${where} matches no valid flight leg` });
        continue;
      }
      if (fact) legs.forEach((leg, i) => applyFact(leg.facts, fact, i === 0, i === legs.length - 1));
    }
    for (const leg of group.legs) this.output(leg);
  }

  private output(leg: PendingLeg): void {
    const { record } = leg;
    const place = this.file === undefined ? { line: leg.line } : { line: leg.line, file: this.file };
    const clash = this.repeats.admit({ ...record, flight: designatorText(record.flight) }, leg.periods, place);
    if (clash) {
      const flight = `${designatorText(record.flight)} ${record.origin}-${record.destination}`;
      this.duplicates.push({ line: leg.line, firstLine: clash.line, ...(clash.file !== this.file && clash.file !== undefined ? { firstFile: clash.file } : {}), flight });
      return;
    }
    for (const period of leg.periods) this.legs.push(legPeriodRecord(leg, period));
  }
}

/**
 * Reads SSIM records from lines (with or without their `\r`). Lines are consumed as they come;
 * only the current flight's records are held back.
 */
export async function readSsim(
  lines: AsyncIterable<string> | Iterable<string>,
  repeats: LegRepeats = new LegRepeats(),
  file?: string,
): Promise<SsimReadResult> {
  const reader = new SsimReader(repeats, file);
  let line = 0;
  // Empty lines are held back: at the end of the file they are no records, elsewhere they are bad ones.
  let emptyLines = 0;
  for await (const raw of lines) {
    line++;
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    if (text === '') {
      emptyLines++;
      continue;
    }
    for (; emptyLines > 0; emptyLines--) reader.record('', line - emptyLines);
    reader.record(text, line);
  }
  return reader.finish();
}

/**
 * Streams an SSIM file line by line. The files of one import share `repeats`, named in it by
 * `file`, so that a leg in two of them is read once.
 */
export async function readSsimFile(path: string, repeats: LegRepeats = new LegRepeats(), file?: string): Promise<SsimReadResult> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    return await readSsim(lines, repeats, file);
  } finally {
    lines.close();
    input.destroy();
  }
}
