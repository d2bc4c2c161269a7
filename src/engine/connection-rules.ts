// When a passenger can change from one leg to the next (docs/api-rules.md, Schedules): at least the
// minimum connecting time for the pair's domestic/international status, at most 6 h (domestic)
// or 13 h (international). A change of airport within a city adds its own minutes (sold-connections.ts).
// The builder asks for every candidate connection, so the answer comes from small arrays indexed
// by airport id and status rather than from string keys built per call.
import type { Leg } from '../model/schedule-store.js';
import type { ConnectionTimeRecord } from '../dataset/schedule-content.js';
import type { MctStatus } from '../domain/mct-status.js';
import { ARRIVES_INTERNATIONAL, DEPARTS_INTERNATIONAL, type LegTable } from './leg-table.js';

export const DEFAULT_MINIMUM: Readonly<Record<MctStatus, number>> = { DD: 30, DI: 60, ID: 90, II: 90 };
export const MAXIMUM_DOMESTIC = 6 * 60;
export const MAXIMUM_INTERNATIONAL = 13 * 60;

const STATUSES: readonly MctStatus[] = ['DD', 'DI', 'ID', 'II'];
/** Index of a status in STATUSES: arriving status × 2 + departing status, I counting 1. */
const statusIndex = (status: MctStatus) => STATUSES.indexOf(status);
const DEFAULTS = Int32Array.from(STATUSES, (s) => DEFAULT_MINIMUM[s]);
const I = 'I'.charCodeAt(0);

/** Minutes by status index; -1 where the table says nothing. */
type Minutes = Int32Array;

interface AirportRules {
  byAirport: Minutes;
  byCarrier: Map<string, Minutes>;
}

export class ConnectionRules {
  private readonly airports: (AirportRules | undefined)[] = [];
  /** By airport and arriving status (domestic, international): the least minimum of any departure. */
  private readonly floors: Int32Array;

  /** `airportId` numbers the airports as the schedule store does; records elsewhere are unused. */
  constructor(records: readonly ConnectionTimeRecord[], airportId: ReadonlyMap<string, number>) {
    for (const r of records) {
      const id = airportId.get(r.airport);
      if (id === undefined) continue;
      const rules = (this.airports[id] ??= { byAirport: new Int32Array(4).fill(-1), byCarrier: new Map() });
      let minutes = rules.byAirport;
      if (r.carrier) {
        minutes = rules.byCarrier.get(r.carrier) ?? new Int32Array(4).fill(-1);
        rules.byCarrier.set(r.carrier, minutes);
      }
      minutes[statusIndex(r.status)] = r.minutes;
    }
    this.floors = new Int32Array(airportId.size * 2);
    for (let airport = 0; airport < airportId.size; airport++) {
      const rules = this.airports[airport];
      for (const arrives of [0, 1]) {
        let least = Infinity;
        for (const departs of [0, 1]) {
          const status = arrives * 2 + departs;
          // A leg of another airline: the airport's time, else the default; one of the same airline
          // may have an exception of its own, the least of which counts for any airline.
          least = Math.min(least, rules && rules.byAirport[status]! >= 0 ? rules.byAirport[status]! : DEFAULTS[status]!);
          for (const own of rules?.byCarrier.values() ?? []) if (own[status]! >= 0) least = Math.min(least, own[status]!);
        }
        this.floors[airport * 2 + arrives] = least;
      }
    }
  }

  /**
   * Minimum minutes from `arriving`'s arrival to `departing`'s departure at the airport where
   * `departing` leaves. A carrier exception applies when both legs are operated by that carrier.
   */
  minimum(arriving: Leg, departing: Leg): number {
    const status = statusOf(arriving, departing);
    const rules = this.airports[departing.originId];
    if (rules) {
      const carrier = arriving.operating.airline;
      if (carrier === departing.operating.airline) {
        const minutes = rules.byCarrier.get(carrier)?.[status] ?? -1;
        if (minutes >= 0) return minutes;
      }
      if (rules.byAirport[status]! >= 0) return rules.byAirport[status]!;
    }
    return DEFAULTS[status]!;
  }

  /** `minimum` for legs given by id in `legs`. */
  minimumBetween(legs: LegTable, arriving: number, departing: number): number {
    const status = (legs.status[arriving]! & ARRIVES_INTERNATIONAL) | (legs.status[departing]! & DEPARTS_INTERNATIONAL);
    const rules = this.airports[legs.origin[departing]!];
    if (rules) {
      const carrier = legs.carrier[arriving]!;
      if (carrier === legs.carrier[departing]! && rules.byCarrier.size > 0) {
        const minutes = rules.byCarrier.get(legs.carriers[carrier]!)?.[status] ?? -1;
        if (minutes >= 0) return minutes;
      }
      if (rules.byAirport[status]! >= 0) return rules.byAirport[status]!;
    }
    return DEFAULTS[status]!;
  }

  /**
   * The least `minimumBetween` can be for any leg leaving `station` after `arriving`, whatever that
   * leg's status and airline: a floor the search prunes with before the next leg is known.
   */
  minimumAfter(legs: LegTable, arriving: number, station: number): number {
    return this.floors[station * 2 + ((legs.status[arriving]! & ARRIVES_INTERNATIONAL) === 0 ? 0 : 1)]!;
  }

  /** The least `minimumBetween` can be for any two legs connecting at `station`. */
  leastMinimumAt(station: number): number {
    return Math.min(this.floors[station * 2]!, this.floors[station * 2 + 1]!);
  }

  /** `maximum` for legs given by id in `legs`. */
  maximumBetween(legs: LegTable, arriving: number, departing: number): number {
    return (legs.status[arriving]! & ARRIVES_INTERNATIONAL) === 0 && (legs.status[departing]! & DEPARTS_INTERNATIONAL) === 0 ? MAXIMUM_DOMESTIC : MAXIMUM_INTERNATIONAL;
  }

  maximum(arriving: Leg, departing: Leg): number {
    return statusOf(arriving, departing) === 0 ? MAXIMUM_DOMESTIC : MAXIMUM_INTERNATIONAL;
  }
}

/** The status index of a connection: the arriving leg's arrival status, the departing leg's departure status. */
function statusOf(arriving: Leg, departing: Leg): number {
  return (arriving.mctStatus.charCodeAt(1) === I ? 2 : 0) + (departing.mctStatus.charCodeAt(0) === I ? 1 : 0);
}
