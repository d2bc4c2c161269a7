// For one query's destination: from each airport with flights to it, the earliest arrival at the
// destination on a leg leaving that airport at or after a given instant. A lower bound the
// connection builder prunes with: a partial journey whose best possible last leg still lands
// too late is not extended.
import { operatesOn } from '../domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';

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
    let lo = 0;
    let hi = p.departures.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p.departures[mid]! < instant) lo = mid + 1;
      else hi = mid;
    }
    return lo < p.earliest.length ? p.earliest[lo]! : Infinity;
  }

  private profileOf(station: number): Profile {
    let p = this.profiles.get(station);
    if (p) return p;
    // Route legs come in order of UTC minute within their date, so dates taken in turn are in
    // order too, unless a leg's UTC minute falls outside its date: sort only then.
    const { legs } = this.network.route(station, this.destination);
    const departures: number[] = [];
    const arrivals: number[] = [];
    let sorted = true;
    for (let day = this.firstDay; day <= this.lastDay; day++) {
      for (const leg of legs) {
        if (!operatesOn(leg.pattern, day)) continue;
        const departure = day * 1440 + leg.departureUtcMinute;
        if (departures.length > 0 && departure < departures[departures.length - 1]!) sorted = false;
        departures.push(departure);
        arrivals.push(departure + leg.blockMinutes);
      }
    }
    if (departures.length === 0) p = NO_PROFILE;
    else {
      const order = Array.from(departures.keys());
      if (!sorted) order.sort((a, b) => departures[a]! - departures[b]!);
      const earliest = new Float64Array(order.length);
      let best = Infinity;
      for (let i = order.length - 1; i >= 0; i--) earliest[i] = best = Math.min(best, arrivals[order[i]!]!);
      p = { departures: Float64Array.from(order, (i) => departures[i]!), earliest };
    }
    this.profiles.set(station, p);
    return p;
  }
}
