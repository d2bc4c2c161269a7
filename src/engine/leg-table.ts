// The facts of every leg the connection search reads, one typed array per fact and indexed by leg
// id: the search looks at hundreds of thousands of candidate legs a second, and a column read is a
// load where a leg object is a chain of pointers and a string comparison.
import { patternRunsOn } from '../domain/flight-dates.js';
import { sharedArray } from '../domain/shared-memory.js';
import { MCT_STATUSES } from '../model/leg-records.js';
import type { ScheduleStore } from '../model/schedule-store.js';

/** Status bits: the leg arrives international (second letter I), departs international (first letter I). */
export const ARRIVES_INTERNATIONAL = 2;
export const DEPARTS_INTERNATIONAL = 1;

export class LegTable {
  readonly count: number;
  readonly origin: Int32Array;
  readonly destination: Int32Array;
  /** Departure in minutes after 00:00 UTC of the local departure date (may be negative). */
  readonly departureUtc: Int32Array;
  readonly block: Int32Array;
  /** Local departure time, minutes after midnight. */
  readonly localDeparture: Int16Array;
  /** The date pattern: first and last local date (epoch days), weekday mask, frequency rate. */
  readonly first: Int32Array;
  readonly last: Int32Array;
  readonly weekdays: Uint8Array;
  readonly rate: Uint8Array;
  /** The operating flight numbered: legs of one through flight share a number. */
  readonly flight: Int32Array;
  /** The operating airline numbered (a place in `carriers`), for carrier exceptions to minimum connecting times. */
  readonly carrier: Uint16Array;
  readonly carriers: readonly string[];
  readonly status: Uint8Array;

  /** The read model's own columns, and two made here (built once per dataset, on shared memory). */
  constructor(store: ScheduleStore) {
    const legs = store.legs;
    const n = legs.length;
    this.count = n;
    this.origin = legs.originId;
    this.destination = legs.destinationId;
    this.departureUtc = legs.departureUtcMinute;
    this.block = legs.blockMinutes;
    this.localDeparture = legs.departureTime;
    this.first = legs.first;
    this.last = legs.last;
    this.weekdays = legs.weekdays;
    this.rate = legs.rate;
    this.flight = legs.operating;
    this.carriers = legs.airlines;
    this.carrier = sharedArray(Uint16Array, n);
    this.status = sharedArray(Uint8Array, n);
    for (let id = 0; id < n; id++) {
      this.carrier[id] = legs.designatorAirline[legs.operating[id]!]!;
      const mct = MCT_STATUSES[legs.mctStatus[id]!]!;
      this.status[id] = (mct[1] === 'I' ? ARRIVES_INTERNATIONAL : 0) | (mct[0] === 'I' ? DEPARTS_INTERNATIONAL : 0);
    }
  }

  /** Whether the leg departs on a local date (`weekday`: patternRunsOn's). */
  operatesOn(leg: number, day: number, weekday?: number): boolean {
    return patternRunsOn(this.first[leg]!, this.last[leg]!, this.weekdays[leg]!, this.rate[leg]!, day, weekday);
  }
}
