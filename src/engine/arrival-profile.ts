// For one query's destination: from each airport with flights to it, its departures over the
// dates a last leg can take with the earliest arrival from each one on, asked the other way round:
// the latest departure that still lands before a limit. The connection builder prunes with it: a
// partial journey that reaches the airport after that is not extended, and no leg leaving later
// is scanned.
import { isoWeekday } from '../domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';
import { SearchScratch } from './search-scratch.js';

export class ArrivalProfile {
  /**
   * Each airport's profile, built on first use, is a range of two pools: departure instants in
   * ascending order, and the earliest arrival from each one onwards. The pools and the ranges'
   * ends are the search's scratch (search-scratch.ts), or the profile's own when it has none.
   */
  private readonly scratch: SearchScratch;
  private used = 0;

  constructor(
    private readonly network: RouteNetwork,
    destination: number,
    /** Local dates of last legs to consider (epoch days, inclusive). */
    private readonly firstDay: number,
    private readonly lastDay: number,
    /** Begun by the caller, who ends it; a profile without one makes its own. */
    scratch?: SearchScratch,
  ) {
    this.scratch = scratch ?? new SearchScratch(network.airportCount);
    for (let i = network.inStart[destination]!; i < network.inStart[destination + 1]!; i++) {
      const from = network.inAirport[i]!;
      this.scratch.inbound[from] = network.inRoute[i]! + 1;
      this.scratch.touch(from);
    }
  }

  /** The route from `station` to the destination, or -1 when there is none. */
  routeFrom(station: number): number {
    return this.scratch.inbound[station]! - 1;
  }

  /**
   * The latest departure from `station` of a leg landing at the destination before `limit`;
   * -Infinity when none does. So a leg leaving at or after t lands before `limit` exactly when t
   * is at most this.
   */
  latestDeparture(station: number, limit: number): number {
    const scratch = this.scratch;
    if (scratch.inbound[station] === 0) return -Infinity;
    if (scratch.profileStart[station] === 0 || limit > scratch.profileCovers[station]!) this.build(station, limit);
    // From each departure on, the earliest arrival never decreases: the last one still before
    // `limit` is that of a leg landing before it.
    const earliest = scratch.profileEarliest;
    const start = scratch.profileStart[station]! - 1;
    let lo = start;
    let hi = scratch.profileEnd[station]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (earliest[mid]! < limit) lo = mid + 1;
      else hi = mid;
    }
    return lo > start ? scratch.profileDepartures[lo - 1]! : -Infinity;
  }

  /**
   * Builds the profile over the dates a leg landing before `limit` can leave on: a limit on the
   * day after the first leg leaves needs three of the five dates. A later, higher limit builds it
   * again over more (limits mostly fall as a search goes on).
   */
  private build(station: number, limit: number): void {
    // Route legs come in order of UTC minute within their date, so dates taken in turn are in
    // order too, unless a leg's UTC minute falls outside its date: sort only then.
    const network = this.network;
    const route = this.scratch.inbound[station]! - 1;
    const routeStart = network.routeStart[route]!;
    const routeEnd = network.routeStart[route + 1]!;
    const { routeMinutes, routeBlock, routeFirst, routeLast } = network;
    // A leg of date d lands no earlier than d's start in UTC plus the route's earliest landing:
    // dates from which none can land before `limit` are left out.
    const earliestLanding = network.routeEarliestLanding[route]!;
    const lastDay = Math.min(this.lastDay, Math.ceil((limit - earliestLanding) / 1440) - 1);
    // Most of a route's leg periods are of other seasons: those running on none of the dates are
    // left out once, not once a date.
    if (this.scratch.positions.length < routeEnd - routeStart) this.scratch.positions = new Int32Array((routeEnd - routeStart) * 2);
    const positions = this.scratch.positions;
    let n = 0;
    for (let i = routeStart; i < routeEnd; i++) if (routeFirst[i]! <= lastDay && routeLast[i]! >= this.firstDay) positions[n++] = i;
    const start = this.used;
    const capacity = start + n * Math.max(0, lastDay - this.firstDay + 1);
    if (this.scratch.profileDepartures.length < capacity) this.grow(capacity);
    const departures = this.scratch.profileDepartures;
    const arrivals = this.scratch.profileEarliest;
    let count = start;
    let sorted = true;
    for (let day = this.firstDay; day <= lastDay; day++) {
      const weekday = 1 << (isoWeekday(day) - 1);
      for (let k = 0; k < n; k++) {
        const i = positions[k]!;
        if (!network.runsOn(i, day, weekday)) continue;
        const departure = day * 1440 + routeMinutes[i]!;
        if (count > start && departure < departures[count - 1]!) sorted = false;
        departures[count] = departure;
        arrivals[count] = departure + routeBlock[i]!;
        count++;
      }
    }
    if (!sorted) sortTogether(departures.subarray(start, count), arrivals.subarray(start, count));
    // From each departure onwards, the earliest arrival: computed in place over the arrivals.
    for (let i = count - 2; i >= start; i--) arrivals[i] = Math.min(arrivals[i]!, arrivals[i + 1]!);
    this.scratch.profileStart[station] = start + 1;
    this.scratch.profileEnd[station] = count;
    this.scratch.profileCovers[station] = lastDay >= this.lastDay ? Infinity : (lastDay + 1) * 1440 + earliestLanding;
    this.used = count;
  }

  private grow(capacity: number): void {
    const scratch = this.scratch;
    const size = Math.max(capacity, scratch.profileDepartures.length * 2);
    const departures = new Float64Array(size);
    const earliest = new Float64Array(size);
    departures.set(scratch.profileDepartures.subarray(0, this.used));
    earliest.set(scratch.profileEarliest.subarray(0, this.used));
    scratch.profileDepartures = departures;
    scratch.profileEarliest = earliest;
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
