// The static shape of the schedule that the connection search prunes with: where each airport
// is, which airports share its city, and which airports it has flights to and from (on any date).
// Everything is laid out in flat typed arrays indexed by airport or by route, not in an object per
// route: the search reads a few thousand routes a query, and an object per route was a pointer to
// follow (and a cache miss) for every one of them.
import type { Dataset } from '../model/read-model.js';
import type { ScheduleStore } from '../model/schedule-store.js';
import { sharedArray, sharedCopy, sharedLists } from '../domain/shared-memory.js';
import { haversineKm, latitudeCosine } from '../domain/geo.js';
import { ConnectionRules } from './connection-rules.js';
import { LegTable } from './leg-table.js';
import { factBlock, factsRunOn, ROUTE_FACT_WORDS, routeFactsOf } from './route-facts.js';
import { SearchScratch } from './search-scratch.js';
import { SecondHubIndex } from './second-hub-index.js';
import { SoldConnections } from './sold-connections.js';
import { SIGNATURE_WORDS } from './seller-signatures.js';
import { lowerBoundStrided } from './sorted-search.js';

/**
 * A route is every leg from one airport to another. Routes are numbered in (origin, destination)
 * order, so the routes out of airport a are the numbers outStart[a] .. outStart[a + 1] - 1, and
 * outAirport gives each one's destination.
 */
export class RouteNetwork {
  readonly store: ScheduleStore;
  readonly rules: ConnectionRules;
  /** Every leg's facts in typed columns, by leg id. */
  readonly legs: LegTable;
  readonly airportCount: number;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  /** Each airport's latitudeCosine: a query measures a few hundred distances, each needing two. */
  private readonly latitudeCosine: Float64Array;
  /** A number per city, the same for the airports of one city (an airport without a city alone). */
  readonly cityOf: Int32Array;
  /**
   * Each airport's stations: the airport itself, then the other airports of its city that one
   * ticket can change to from it (a sold change of airport): stationIds[stationStart[a] ..
   * stationStart[a + 1]), and in stationChange that change (-1 for the airport itself).
   */
  readonly stationStart: Int32Array;
  readonly stationIds: Int32Array;
  readonly stationChange: Int32Array;
  /** Who sells which connections, and the sold changes of airport (sold-connections.ts). */
  readonly sold: SoldConnections;
  /** By airport: where its routes start (length airports + 1). */
  readonly outStart: Int32Array;
  /** By route: its destination, its great-circle length, its shortest flight (minutes). */
  readonly outAirport: Int32Array;
  readonly routeKm: Float64Array;
  readonly routeShortest: Float64Array;
  /** By route: the earliest its legs land, in minutes from 00:00 UTC of their local departure date. */
  readonly routeEarliestLanding: Int32Array;
  /** By route: where its legs' positions start in routeFacts (length routes + 1). */
  readonly routeStart: Int32Array;
  /**
   * By route position (each route's legs by departure minute in UTC within the local date), the
   * facts of its leg that the profiles and scans read for every candidate, side by side
   * (ROUTE_FACT_WORDS words a position, route-facts.ts): its departure minute (UTC), block minutes
   * and date pattern, and its id (legAt). One array rather than one per fact: a query reads a few
   * legs of each of a hundred routes, and a column per fact cost a cache line per fact and route,
   * most of them not in the processor's caches since the last query.
   */
  readonly routeFacts: Int32Array;
  /** By airport: the routes into it, and the airport each comes from (inAirport[inStart[a] ..]). */
  readonly inStart: Int32Array;
  readonly inAirport: Int32Array;
  readonly inRoute: Int32Array;
  /** By route: the signatures of the airlines selling its legs, ORed (sold-connections.ts), two words each. */
  readonly routeSignature: Int32Array;
  /** Great-circle distance of each leg, by leg id. */
  readonly legKm: Float64Array;
  /** Memory the connection search reuses from query to query (search-scratch.ts). */
  readonly scratch: SearchScratch;
  /** The routes to second hubs by destination and station, for two-stop journeys (second-hub-index.ts). */
  readonly secondHubs: SecondHubIndex;

  constructor(dataset: Dataset) {
    const store = dataset.schedule;
    this.store = store;
    this.rules = new ConnectionRules(store.connectionTimes, store.airportId);
    this.legs = new LegTable(store);
    const n = store.airports.length;
    this.airportCount = n;
    this.latitude = sharedArray(Float64Array, n);
    this.longitude = sharedArray(Float64Array, n);
    this.latitudeCosine = sharedArray(Float64Array, n);
    this.cityOf = sharedArray(Int32Array, n);
    this.sold = new SoldConnections(store.ticketing, store.legs, store.airportId);
    const stations: number[][] = [];
    const stationChanges: number[][] = [];
    const cityNumbers = new Map<string, number>();
    for (let id = 0; id < n; id++) {
      const location = dataset.locations.byCode.get(store.airports[id]!);
      this.latitude[id] = location?.latitude ?? 0;
      this.longitude[id] = location?.longitude ?? 0;
      this.latitudeCosine[id] = latitudeCosine(this.latitude[id]!);
      const city = location ? dataset.cities.byCode.get(location.cityCode) : undefined;
      const cityKey = location ? `city:${location.cityCode}` : `airport:${id}`;
      let cityNumber = cityNumbers.get(cityKey);
      if (cityNumber === undefined) cityNumbers.set(cityKey, (cityNumber = cityNumbers.size));
      this.cityOf[id] = cityNumber;
      const mates = (city?.locations ?? []).map((code) => store.airportId.get(code)).filter((other): other is number => other !== undefined && other !== id);
      const changes = mates.map((other) => this.sold.changeBetween(id, other));
      stations.push([id, ...mates.filter((_, i) => changes[i]! >= 0)]);
      stationChanges.push([-1, ...changes.filter((change) => change >= 0)]);
    }
    [this.stationStart, this.stationIds] = sharedLists(stations);
    this.stationChange = sharedLists(stationChanges)[1];

    // Routes in (origin, destination) order; each route's legs by UTC minute (then by id).
    const legs = store.legs;
    const total = legs.length;
    const routeKey = (id: number) => legs.originId[id]! * n + legs.destinationId[id]!;
    const byRoute = Array.from({ length: total }, (_, id) => id).sort(
      (a, b) => routeKey(a) - routeKey(b) || legs.departureUtcMinute[a]! - legs.departureUtcMinute[b]! || a - b,
    );
    let routes = 0;
    for (let i = 0; i < total; i++) if (i === 0 || routeKey(byRoute[i]!) !== routeKey(byRoute[i - 1]!)) routes++;
    this.outStart = sharedArray(Int32Array, n + 1);
    this.outAirport = sharedArray(Int32Array, routes);
    this.routeKm = sharedArray(Float64Array, routes);
    this.routeShortest = sharedArray(Float64Array, routes);
    this.routeEarliestLanding = sharedArray(Int32Array, routes);
    this.routeStart = sharedArray(Int32Array, routes + 1);
    const inCount = new Int32Array(n + 1);
    let at = 0;
    for (let r = 0; r < routes; r++) {
      const key = routeKey(byRoute[at]!);
      const from = Math.floor(key / n);
      const to = key - from * n;
      this.outStart[from + 1]! += 1;
      inCount[to + 1]! += 1;
      this.outAirport[r] = to;
      this.routeKm[r] = this.distanceKm(from, to);
      let shortest = Infinity;
      let earliestLanding = Infinity;
      this.routeStart[r] = at;
      for (; at < total && routeKey(byRoute[at]!) === key; at++) {
        const id = byRoute[at]!;
        shortest = Math.min(shortest, legs.blockMinutes[id]!);
        earliestLanding = Math.min(earliestLanding, legs.departureUtcMinute[id]! + legs.blockMinutes[id]!);
      }
      this.routeShortest[r] = shortest;
      this.routeEarliestLanding[r] = earliestLanding;
    }
    this.routeStart[routes] = at;
    this.routeFacts = routeFactsOf(this.legs, byRoute);
    for (let a = 0; a < n; a++) {
      this.outStart[a + 1]! += this.outStart[a]!;
      inCount[a + 1]! += inCount[a]!;
    }
    this.inStart = sharedCopy(Int32Array, inCount);
    this.inAirport = sharedArray(Int32Array, routes);
    this.inRoute = sharedArray(Int32Array, routes);
    // Routes come by origin, so each airport's inbound list fills in origin order.
    for (let from = 0; from < n; from++) {
      for (let r = this.outStart[from]!; r < this.outStart[from + 1]!; r++) {
        const slot = inCount[this.outAirport[r]!]!++;
        this.inAirport[slot] = from;
        this.inRoute[slot] = r;
      }
    }
    this.legKm = sharedArray(Float64Array, total);
    for (let id = 0; id < total; id++) this.legKm[id] = this.distanceKm(legs.originId[id]!, legs.destinationId[id]!);
    this.routeSignature = sharedArray(Int32Array, routes * SIGNATURE_WORDS);
    for (let r = 0; r < routes; r++) {
      for (let i = this.routeStart[r]!; i < this.routeStart[r + 1]!; i++) {
        const list = this.sold.legSellers[this.legAt(i)]!;
        for (let w = 0; w < SIGNATURE_WORDS; w++) this.routeSignature[r * SIGNATURE_WORDS + w]! |= this.sold.listSignature[list * SIGNATURE_WORDS + w]!;
      }
    }
    this.scratch = new SearchScratch(n, this.sold.airlineCount);
    this.secondHubs = new SecondHubIndex(this);
  }

  /**
   * The least connection from a landing at an airport to a leg leaving from the station at
   * position `at` of its list: the station's least minimum connecting time, and the change's
   * minutes when the station is another airport.
   */
  leastConnectionVia(at: number): number {
    return Math.max(this.rules.leastMinimumAt(this.stationIds[at]!), this.changeMinutesAt(at));
  }

  /** The least minutes of the change of airport to the station at position `at` of a station list (0: none). */
  changeMinutesAt(at: number): number {
    const change = this.stationChange[at]!;
    return change < 0 ? 0 : this.sold.changeMinutes[change]!;
  }

  /** The UTC departure minute (of its local date) of the leg at a route position. */
  minuteAt(position: number): number {
    return this.routeFacts[position * ROUTE_FACT_WORDS]!;
  }

  /** The block minutes of the leg at a route position. */
  blockAt(position: number): number {
    return factBlock(this.routeFacts[position * ROUTE_FACT_WORDS + 1]!);
  }

  /** The id of the leg at a route position. */
  legAt(position: number): number {
    return this.routeFacts[position * ROUTE_FACT_WORDS + 3]!;
  }

  /** Whether the leg at a route position departs on a local date (`weekday`: patternRunsOn's). */
  runsOn(position: number, day: number, weekday?: number): boolean {
    return factsRunOn(this.routeFacts, position, day, weekday);
  }

  /** The first route position at or after `from`, before `to`, whose leg leaves at or after UTC `minute`. */
  firstLeaving(from: number, to: number, minute: number): number {
    return lowerBoundStrided(this.routeFacts, ROUTE_FACT_WORDS, from, to, minute);
  }

  distanceKm(a: number, b: number): number {
    return haversineKm(this.latitude[a]!, this.longitude[a]!, this.latitudeCosine[a]!, this.latitude[b]!, this.longitude[b]!, this.latitudeCosine[b]!);
  }
}
