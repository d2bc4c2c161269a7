// The schedule as the engines read it: operating legs with their marketing designators merged in,
// the through segments of multi-leg flights, airports numbered densely so engines can index arrays
// by them (legs by origin, then local departure time).
import type { TicketingFacts } from '../domain/ticketing.js';
import type { DatePattern } from '../domain/flight-dates.js';
import { dayFromIso, daysMaskFromText, shiftDaysMask } from '../domain/flight-dates.js';
import type { ConnectionTimeRecord, LegPeriodRecord, ScheduleContent } from '../dataset/schedule-content.js';
import { designatorText, sameDesignator, type FlightDesignator } from '../domain/flight-designator.js';
import { isPassengerService } from '../domain/service-types.js';
import type { MctStatus } from '../domain/mct-status.js';
import { LegRecords, type Leg } from './leg-records.js';

/** An operating leg or through segment, as an answer shows it (leg-records.ts keeps them as columns). */
export type { Leg } from './leg-records.js';

export interface ScheduleStore {
  readonly carriers: readonly { airline: string; source: string }[];
  readonly connectionTimes: readonly ConnectionTimeRecord[];
  /** Who sells which connections (docs/connections-as-sold.md). */
  readonly ticketing: TicketingFacts;
  /** Every leg and through segment, by origin, then local departure time, as shared columns. */
  readonly legs: LegRecords;
  /** Airport codes by id. */
  readonly airports: readonly string[];
  readonly airportId: ReadonlyMap<string, number>;
  /** Airports each airline operates flights from or to. */
  readonly servedBy: ReadonlyMap<string, ReadonlySet<string>>;
  /** First and last local departure date of any leg (epoch days); NaN when there is no leg. */
  readonly firstDay: number;
  readonly lastDay: number;
}


/** Country of an airport code, for the domestic/international status when a feed gives none. */
export type CountryOf = (airport: string) => string | undefined;

/**
 * A leg as it is built: its id and airport ids are set once the legs are sorted, its marketing
 * list once merged; then it is the Leg itself, not copied (a copy of every leg was a third of the
 * garbage of loading a world-scale schedule).
 */
interface Draft extends Omit<Leg, 'id' | 'originId' | 'destinationId' | 'marketing'> {
  id: number;
  originId: number;
  destinationId: number;
  marketing: readonly FlightDesignator[];
  itineraryVariation: number;
  legSequence: number;
}

/** Schedule content whose legs may be read one at a time (dataset-file.ts, readDatasetFileLegByLeg). */
export type ScheduleSource = Omit<ScheduleContent, 'legs'> & { legs: Iterable<LegPeriodRecord> };

export function buildScheduleStore(content: ScheduleSource, countryOf: CountryOf): ScheduleStore {
  const patternOf = patternReader();
  const drafts: Draft[] = [];
  const marketingOnly: { record: LegPeriodRecord; draft: Draft }[] = [];
  for (const record of content.legs) {
    // Cargo, ferry, training and other non-passenger legs stay in the file but are never journeys.
    if (!isPassengerService(record.serviceType)) continue;
    const draft = draftOf(record, countryOf, patternOf);
    if (record.operating) marketingOnly.push({ record, draft });
    else drafts.push(draft);
  }
  // A marketing record whose operating flight is loaded adds its number to that leg; one whose
  // operator is not loaded stands for the flight itself, shown with its operating carrier.
  // (Indexed only when there are such records: most schedules have none.)
  const byOperating = new Map<string, Draft[]>();
  if (marketingOnly.length > 0) {
    for (const d of drafts) {
      const key = `${designatorText(d.operating)} ${d.origin}`;
      const list = byOperating.get(key) ?? [];
      list.push(d);
      byOperating.set(key, list);
    }
  }
  for (const { record, draft } of marketingOnly) {
    const candidates = byOperating.get(`${designatorText(record.operating!)} ${record.origin}`) ?? [];
    const target = candidates.find((c) => c.destination === draft.destination && overlaps(c.pattern, draft.pattern));
    if (target) {
      if (!target.marketing.some((m) => sameDesignator(m, record.flight))) target.marketing = [...target.marketing, record.flight];
    } else {
      drafts.push(draft);
    }
  }
  drafts.push(...throughSegments(drafts));

  const codes = new Set<string>();
  for (const d of drafts) codes.add(d.origin).add(d.destination);
  const airports = [...codes].sort();
  const airportId = new Map(airports.map((code, i) => [code, i]));
  // By origin code (ids follow the codes' order), then local and UTC departure time; equal ones
  // keep their order. Sorted as positions over number columns rather than comparing codes.
  const origins = Int32Array.from(drafts, (d) => airportId.get(d.origin)!);
  const local = Int32Array.from(drafts, (d) => d.departureTime);
  const utc = Int32Array.from(drafts, (d) => d.departureUtcMinute);
  const order = Array.from(drafts.keys()).sort((a, b) => origins[a]! - origins[b]! || local[a]! - local[b]! || utc[a]! - utc[b]! || a - b);
  const marketingOf = listInterner();
  const legs: Leg[] = order.map((i, id) => {
    const d = drafts[i]!;
    d.id = id;
    d.originId = origins[i]!;
    d.destinationId = airportId.get(d.destination)!;
    d.marketing = marketingOf(d.marketing);
    return d;
  });

  const servedBy = new Map<string, Set<string>>();
  let firstDay = Infinity;
  let lastDay = -Infinity;
  for (const leg of legs) {
    const served = servedBy.get(leg.operating.airline) ?? new Set<string>();
    served.add(leg.origin).add(leg.destination);
    servedBy.set(leg.operating.airline, served);
    firstDay = Math.min(firstDay, leg.pattern.first);
    lastDay = Math.max(lastDay, leg.pattern.last);
  }
  return {
    carriers: content.carriers,
    connectionTimes: content.connectionTimes,
    ticketing: content.ticketing,
    legs: LegRecords.of(legs, airports),
    airports,
    airportId,
    servedBy,
    firstDay: legs.length ? firstDay : NaN,
    lastDay: legs.length ? lastDay : NaN,
  };
}

/**
 * One shared object per distinct date pattern and per distinct list of marketing flights: periods
 * repeat across the flights of a season, and every leg object kept costs memory for as long as the
 * dataset is served (docs/decisions.md 40).
 */
function patternReader(): (r: LegPeriodRecord) => DatePattern {
  const patterns = new Map<string, DatePattern>();
  const days = new Map<string, number>();
  const dayOf = (iso: string) => {
    let day = days.get(iso);
    if (day === undefined) days.set(iso, (day = dayFromIso(iso)!));
    return day;
  };
  return (r) => {
    const key = `${r.firstDate} ${r.lastDate} ${r.days} ${r.frequencyRate}`;
    let pattern = patterns.get(key);
    if (!pattern) {
      pattern = { first: dayOf(r.firstDate), last: dayOf(r.lastDate), days: daysMaskFromText(r.days) ?? 0, frequencyRate: r.frequencyRate };
      patterns.set(key, pattern);
    }
    return pattern;
  };
}

function listInterner(): (list: readonly FlightDesignator[]) => readonly FlightDesignator[] {
  const lists = new Map<string, readonly FlightDesignator[]>();
  // Most legs are sold under their own number alone, and designators read from a file are shared
  // objects: those lists are found by the object, without making their text.
  const alone = new Map<FlightDesignator, readonly FlightDesignator[]>();
  return (list) => {
    if (list.length === 1) {
      const known = alone.get(list[0]!);
      if (known) return known;
      alone.set(list[0]!, list);
      return list;
    }
    const key = list.map(designatorText).join('/');
    const known = lists.get(key);
    if (known) return known;
    lists.set(key, list);
    return list;
  };
}

/**
 * Every leg gets the same properties in the same order, absent ones undefined: the engines read
 * legs by the million, and objects of one shape keep those reads fast where drafts built by
 * spreading optional properties would come in a dozen shapes.
 */
function draftOf(r: LegPeriodRecord, countryOf: CountryOf, patternOf: (r: LegPeriodRecord) => DatePattern): Draft {
  const departureUtcMinute = r.departureTime - r.departureUtcOffset;
  const arrivalUtcMinute = r.arrivalDayOffset * 1440 + r.arrivalTime - r.arrivalUtcOffset;
  const operating = r.operating ?? r.flight;
  return {
    id: -1,
    operating,
    marketing: r.codeshares.length === 0 ? [r.flight] : [r.flight, ...r.codeshares.filter((c) => !sameDesignator(c, r.flight))],
    origin: r.origin,
    destination: r.destination,
    originId: -1,
    destinationId: -1,
    pattern: patternOf(r),
    departureTime: r.departureTime,
    arrivalTime: r.arrivalTime,
    arrivalDayOffset: r.arrivalDayOffset,
    departureUtcMinute,
    blockMinutes: arrivalUtcMinute - departureUtcMinute,
    // Absent ones undefined rather than left out: drafts of one shape are built and read faster.
    departureTerminal: r.departureTerminal ? r.departureTerminal : undefined,
    arrivalTerminal: r.arrivalTerminal ? r.arrivalTerminal : undefined,
    aircraft: r.aircraft,
    mctStatus: r.mctStatus ?? defaultMctStatus(countryOf(r.origin), countryOf(r.destination)),
    onBoard: r.onBoard ? r.onBoard : undefined,
    stops: 0,
    itineraryVariation: r.itineraryVariation,
    legSequence: r.legSequence,
  };
}

function defaultMctStatus(from: string | undefined, to: string | undefined): MctStatus {
  return from !== undefined && from === to ? 'DD' : 'II';
}

function overlaps(a: DatePattern, b: DatePattern): boolean {
  return a.first <= b.last && b.first <= a.last && (a.days & b.days) !== 0;
}

/**
 * A multi-leg flight (XX 9797 CDG–XCR–CDG) is also sold over its through segments, with stops.
 * Consecutive legs belong together when they connect at the same station and their dates are
 * the same flight dates, shifted by the days the later leg departs after the earlier one.
 */
function throughSegments(drafts: readonly Draft[]): Draft[] {
  // A designator's text made once per designator object (those read from a file are shared).
  const texts = new Map<FlightDesignator, string>();
  const keyOf = (d: Draft) => {
    let text = texts.get(d.operating);
    if (text === undefined) texts.set(d.operating, (text = designatorText(d.operating)));
    return `${text}/${d.itineraryVariation}`;
  };
  // Only flights with a second leg have segments: most schedules have few (the generated one, the
  // through flights of the airlines that number them), and grouping every leg by its flight would
  // cost a string and a list per leg.
  const multiLeg = new Set<string>();
  for (const d of drafts) if (d.legSequence > 1) multiLeg.add(keyOf(d));
  if (multiLeg.size === 0) return [];
  const flights = new Map<string, Draft[]>();
  for (const d of drafts) {
    const key = keyOf(d);
    if (!multiLeg.has(key)) continue;
    const list = flights.get(key) ?? [];
    list.push(d);
    flights.set(key, list);
  }
  const segments: Draft[] = [];
  for (const legs of flights.values()) {
    if (legs.length < 2) continue;
    legs.sort((a, b) => a.legSequence - b.legSequence);
    const next = (leg: Draft): Draft | undefined =>
      legs.find((n) => {
        if (n.legSequence !== leg.legSequence + 1 || n.origin !== leg.destination) return false;
        const shift = n.pattern.first - leg.pattern.first;
        return (
          shift >= 0 && shift <= 2 &&
          n.pattern.last - leg.pattern.last === shift &&
          n.pattern.days === shiftDaysMask(leg.pattern.days, shift) &&
          shift * 1440 + n.departureUtcMinute >= leg.departureUtcMinute + leg.blockMinutes
        );
      });
    for (const start of legs) {
      let end = next(start);
      let stops = 1;
      while (end) {
        if (end.destination === start.origin) break;
        const shift = end.pattern.first - start.pattern.first;
        const arrivalUtcMinute = shift * 1440 + end.departureUtcMinute + end.blockMinutes;
        // Spread over the first leg's own keys: the segment has the legs' shape.
        segments.push({
          ...start,
          destination: end.destination,
          arrivalTime: end.arrivalTime,
          arrivalDayOffset: shift + end.arrivalDayOffset,
          blockMinutes: arrivalUtcMinute - start.departureUtcMinute,
          arrivalTerminal: end.arrivalTerminal,
          mctStatus: `${start.mctStatus[0]}${end.mctStatus[1]}` as MctStatus,
          stops,
        });
        end = next(end);
        stops += 1;
      }
    }
  }
  return segments;
}
