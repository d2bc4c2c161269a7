// For one query's destination: from each airport with flights to it, the earliest arrival at the
// destination on a leg leaving that airport at or after a given instant. A lower bound the
// connection builder prunes with: a partial journey whose best possible last leg still lands
// too late is not extended.
import { isoWeekday, operatesOn } from '../../../src/domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';
import { lowerBound } from '../../../src/engine/sorted-search.js';

interface Profile {
  /** Departure instants in ascending order, and the earliest arrival from each one onwards. */
  departures: Float64Array;
  earliest: Float64Array;
}

const NO_PROFILE: Profile = { departures: new Float64Array(0), earliest: new Float64Array(0) };

export class ArrivalProfile {
  private readonly profiles = new Map<number, Profile>();

  constructor(
    private readonly network: RouteNetwork,
    private readonly destination: number,
    /** Local dates of last legs to consider (epoch days, inclusive). */
    private readonly firstDay: number,
    private readonly lastDay: number,
  ) {}

  /** Earliest arrival at the destination on a leg from `station` leaving at or after `instant`. */
  earliestArrival(station: number, instant: number): number {
    const p = this.profileOf(station);
    const lo = lowerBound(p.departures, instant);
    return lo < p.earliest.length ? p.earliest[lo]! : Infinity;
  }

  private profileOf(station: number): Profile {
    let p = this.profiles.get(station);
    if (p) return p;
    // Called for every airport with flights to the destination, so it fills typed arrays once
    // instead of growing arrays. Route legs come in order of UTC minute within their date, so
    // dates taken in turn are in order too, unless a leg's UTC minute falls outside its date:
    // sort only then.
    const { legs } = this.network.route(station, this.destination);
    const capacity = legs.length * (this.lastDay - this.firstDay + 1);
    const departures = new Float64Array(capacity);
    const arrivals = new Float64Array(capacity);
    let count = 0;
    let sorted = true;
    for (let day = this.firstDay; day <= this.lastDay; day++) {
      const weekday = 1 << (isoWeekday(day) - 1);
      for (const leg of legs) {
        const pattern = leg.pattern;
        if (day < pattern.first || day > pattern.last || (pattern.days & weekday) === 0) continue;
        if (pattern.frequencyRate > 1 && !operatesOn(pattern, day)) continue;
        const departure = day * 1440 + leg.departureUtcMinute;
        if (count > 0 && departure < departures[count - 1]!) sorted = false;
        departures[count] = departure;
        arrivals[count] = departure + leg.blockMinutes;
        count++;
      }
    }
    if (count === 0) p = NO_PROFILE;
    else {
      if (!sorted) sortTogether(departures.subarray(0, count), arrivals.subarray(0, count));
      // From each departure onwards, the earliest arrival: computed in place over the arrivals.
      for (let i = count - 2; i >= 0; i--) arrivals[i] = Math.min(arrivals[i]!, arrivals[i + 1]!);
      p = { departures: departures.subarray(0, count), earliest: arrivals.subarray(0, count) };
    }
    this.profiles.set(station, p);
    return p;
  }
}

/** Sorts `keys` ascending and applies the same order to `values`. */
function sortTogether(keys: Float64Array, values: Float64Array): void {
  const order = Array.from(keys.keys()).sort((a, b) => keys[a]! - keys[b]!);
  const k = Float64Array.from(order, (i) => keys[i]!);
  const v = Float64Array.from(order, (i) => values[i]!);
  keys.set(k);
  values.set(v);
}
