// For one query's destination: from each airport with flights to it, the latest departure over the
// dates a last leg can take that still lands before a limit. The connection builder prunes with
// it: a partial journey that reaches the airport after that is not extended, and no leg leaving
// later is scanned.
import { isoWeekday } from '../domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';
import { SearchScratch } from './search-scratch.js';

export class ArrivalProfile {
  /** Holds the route from each airport to the destination (search-scratch.ts), or the profile's own when it has none. */
  private readonly scratch: SearchScratch;

  constructor(
    private readonly network: RouteNetwork,
    destination: number,
    /** Local dates of last legs to consider (epoch days, inclusive). */
    private readonly firstDay: number,
    private readonly lastDay: number,
    /** Begun by the caller, who ends it; a profile without one makes its own. */
    scratch?: SearchScratch,
  ) {
    this.scratch = scratch ?? new SearchScratch(network.airportCount, network.sold.airlineCount);
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
   *
   * Read from the route's legs where they lie, latest date first: a date's legs come by UTC minute,
   * so the walk starts below the first that leaves too late to land in time at the route's shortest
   * flight, and stops at the first that runs that date and lands in time. A query asks three
   * questions per airport on average, where building a sorted profile over the dates read every
   * leg period of the route, most of them of other seasons, and cost several times one answer.
   */
  latestDeparture(station: number, limit: number): number {
    const scratch = this.scratch;
    const route = scratch.inbound[station]! - 1;
    if (route < 0) return -Infinity;
    // First legs in a row share their limit, and ask again for the same stations. Under a lower
    // limit the answer stays while its leg still lands before it: no leg can leave later then.
    const known = scratch.departureLimit[station]!;
    if (known === limit || (limit < known && scratch.departureLanding[station]! < limit)) return scratch.latestDeparture[station]!;
    const network = this.network;
    const start = network.routeStart[route]!;
    const end = network.routeStart[route + 1]!;
    const highest = network.minuteAt(end - 1);
    const shortest = network.routeShortest[route]!;
    // A leg of date d lands no earlier than d's start in UTC plus the route's earliest landing.
    const lastDay = Math.min(this.lastDay, Math.ceil((limit - network.routeEarliestLanding[route]!) / 1440) - 1);
    let best = -Infinity;
    let landing = -Infinity;
    for (let day = lastDay; day >= this.firstDay; day--) {
      const base = day * 1440;
      // No leg of this date or an earlier one leaves after the best found on a later date (a leg's
      // UTC minute may fall outside its date, so a later date does not always win).
      if (base + highest <= best) break;
      const weekday = 1 << (isoWeekday(day) - 1);
      for (let i = network.firstLeaving(start, end, limit - base - shortest) - 1; i >= start; i--) {
        const departure = base + network.minuteAt(i);
        if (departure <= best) break;
        if (departure + network.blockAt(i) < limit && network.runsOn(i, day, weekday)) {
          best = departure;
          landing = departure + network.blockAt(i);
          break;
        }
      }
    }
    scratch.departureLimit[station] = limit;
    scratch.latestDeparture[station] = best;
    scratch.departureLanding[station] = landing;
    return best;
  }
}
