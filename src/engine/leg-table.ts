// The facts of every leg the connection search reads, one typed array per fact and indexed by leg
// id: the search looks at hundreds of thousands of candidate legs a second, and a column read is a
// load where a leg object is a chain of pointers and a string comparison.
import { patternRunsOn } from '../domain/flight-dates.js';
import { designatorText } from '../domain/flight-designator.js';
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
  readonly localDeparture: Int32Array;
  /** The date pattern: first and last local date (epoch days), weekday mask, frequency rate. */
  readonly first: Int32Array;
  readonly last: Int32Array;
  readonly weekdays: Uint8Array;
  readonly rate: Int32Array;
  /** The operating flight numbered: legs of one through flight share a number. */
  readonly flight: Int32Array;
  /** The operating airline numbered, for carrier exceptions to minimum connecting times. */
  readonly carrier: Int32Array;
  readonly carriers: readonly string[];
  readonly status: Uint8Array;

  constructor(store: ScheduleStore) {
    const legs = store.legs;
    const n = legs.length;
    this.count = n;
    this.origin = new Int32Array(n);
    this.destination = new Int32Array(n);
    this.departureUtc = new Int32Array(n);
    this.block = new Int32Array(n);
    this.localDeparture = new Int32Array(n);
    this.first = new Int32Array(n);
    this.last = new Int32Array(n);
    this.weekdays = new Uint8Array(n);
    this.rate = new Int32Array(n);
    this.flight = new Int32Array(n);
    this.carrier = new Int32Array(n);
    this.status = new Uint8Array(n);
    const flights = new Map<string, number>();
    // Designators read from a file are shared objects: their text is made once per object.
    const byObject = new Map<object, number>();
    const carriers = new Map<string, number>();
    for (let id = 0; id < n; id++) {
      const leg = legs[id]!;
      this.origin[id] = leg.originId;
      this.destination[id] = leg.destinationId;
      this.departureUtc[id] = leg.departureUtcMinute;
      this.block[id] = leg.blockMinutes;
      this.localDeparture[id] = leg.departureTime;
      this.first[id] = leg.pattern.first;
      this.last[id] = leg.pattern.last;
      this.weekdays[id] = leg.pattern.days;
      this.rate[id] = leg.pattern.frequencyRate;
      let f = byObject.get(leg.operating);
      if (f === undefined) {
        const flight = designatorText(leg.operating);
        f = flights.get(flight);
        if (f === undefined) flights.set(flight, (f = flights.size));
        byObject.set(leg.operating, f);
      }
      this.flight[id] = f;
      let c = carriers.get(leg.operating.airline);
      if (c === undefined) carriers.set(leg.operating.airline, (c = carriers.size));
      this.carrier[id] = c;
      this.status[id] = (leg.mctStatus[1] === 'I' ? ARRIVES_INTERNATIONAL : 0) | (leg.mctStatus[0] === 'I' ? DEPARTS_INTERNATIONAL : 0);
    }
    this.carriers = [...carriers.keys()];
  }

  /** Whether the leg departs on a local date (`weekday`: patternRunsOn's). */
  operatesOn(leg: number, day: number, weekday?: number): boolean {
    return patternRunsOn(this.first[leg]!, this.last[leg]!, this.weekdays[leg]!, this.rate[leg]!, day, weekday);
  }
}
