// For one query's destination: from each airport with flights to it, the earliest arrival at the
// destination on a leg leaving that airport at or after a given instant. A lower bound the
// connection builder prunes with: a partial journey whose best possible last leg still lands
// too late is not extended.
import { isoWeekday } from '../domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';
import { lowerBound } from './sorted-search.js';

interface Profile {
  /** Departure instants in ascending order, and the earliest arrival from each one onwards. */
  departures: Float64Array;
  earliest: Float64Array;
  /** The shortest flight of the route, minutes (Infinity when it has none in the window). */
  shortestBlock: number;
}

const NO_PROFILE: Profile = { departures: new Float64Array(0), earliest: new Float64Array(0), shortestBlock: Infinity };

export class ArrivalProfile {
  /** By airport id, built on first use: a query asks about a few dozen of the airports. */
  private readonly profiles: (Profile | undefined)[];
  private scratchDepartures = new Float64Array(256);
  private scratchArrivals = new Float64Array(256);

  constructor(
    private readonly network: RouteNetwork,
    private readonly destination: number,
    /** Local dates of last legs to consider (epoch days, inclusive). */
    private readonly firstDay: number,
    private readonly lastDay: number,
  ) {
    this.profiles = new Array<Profile | undefined>(network.store.airports.length);
  }

  /** Earliest arrival at the destination on a leg from `station` leaving at or after `instant`. */
  earliestArrival(station: number, instant: number): number {
    const p = this.profiles[station] ?? this.profileOf(station);
    const lo = lowerBound(p.departures, instant);
    return lo < p.earliest.length ? p.earliest[lo]! : Infinity;
  }

  /**
   * No leg from `station` in the window flies shorter than this: earliestArrival(station, t) is
   * never below t + shortestBlock(station).
   */
  shortestBlock(station: number): number {
    return (this.profiles[station] ?? this.profileOf(station)).shortestBlock;
  }

  private profileOf(station: number): Profile {
    // Route legs come in order of UTC minute within their date, so dates taken in turn are in
    // order too, unless a leg's UTC minute falls outside its date: sort only then.
    const { ids } = this.network.route(station, this.destination);
    const table = this.network.legs;
    // Laid out in scratch arrays and copied out at their size: most periods of a route do not run
    // on a given date, so sizing by periods × dates allocated several times what was kept.
    const capacity = ids.length * (this.lastDay - this.firstDay + 1);
    if (this.scratchDepartures.length < capacity) {
      this.scratchDepartures = new Float64Array(capacity * 2);
      this.scratchArrivals = new Float64Array(capacity * 2);
    }
    const departures = this.scratchDepartures;
    const arrivals = this.scratchArrivals;
    let count = 0;
    let sorted = true;
    let shortestBlock = Infinity;
    for (let day = this.firstDay; day <= this.lastDay; day++) {
      const weekday = 1 << (isoWeekday(day) - 1);
      for (let i = 0; i < ids.length; i++) {
        const leg = ids[i]!;
        if ((table.weekdays[leg]! & weekday) === 0 || !table.operatesOn(leg, day)) continue;
        const departure = day * 1440 + table.departureUtc[leg]!;
        if (count > 0 && departure < departures[count - 1]!) sorted = false;
        departures[count] = departure;
        arrivals[count] = departure + table.block[leg]!;
        shortestBlock = Math.min(shortestBlock, table.block[leg]!);
        count++;
      }
    }
    let p: Profile;
    if (count === 0) p = NO_PROFILE;
    else {
      const ownDepartures = departures.slice(0, count);
      const earliest = arrivals.slice(0, count);
      if (!sorted) sortTogether(ownDepartures, earliest);
      // From each departure onwards, the earliest arrival: computed in place over the arrivals.
      for (let i = count - 2; i >= 0; i--) earliest[i] = Math.min(earliest[i]!, earliest[i + 1]!);
      p = { departures: ownDepartures, earliest, shortestBlock };
    }
    this.profiles[station] = p;
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
