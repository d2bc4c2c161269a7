// The static shape of the schedule that the connection search prunes with: where each airport
// is, which airports share its city, and which airports it has flights to and from (on any date).
import type { Dataset } from '../model/read-model.js';
import type { ScheduleStore } from '../model/schedule-store.js';
import { greatCircleKm } from '../domain/geo.js';
import { ConnectionRules } from './connection-rules.js';
import { LegTable } from './leg-table.js';
import { SearchScratch } from './search-scratch.js';

export class RouteNetwork {
  readonly store: ScheduleStore;
  readonly rules: ConnectionRules;
  /** Every leg's facts in typed columns, by leg id. */
  readonly legs: LegTable;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  /** Other served airports of each airport's city (airport change within a city). */
  readonly cityMates: readonly (readonly number[])[];
  /** A number per city, the same for the airports of one city (an airport without a city alone). */
  readonly cityOf: Int32Array;
  readonly outbound: readonly (readonly number[])[];
  readonly inbound: readonly (readonly number[])[];

  constructor(dataset: Dataset) {
    const store = dataset.schedule;
    this.store = store;
    this.rules = new ConnectionRules(store.connectionTimes, store.airportId);
    this.legs = new LegTable(store);
    const n = store.airports.length;
    this.latitude = new Float64Array(n);
    this.longitude = new Float64Array(n);
    const mates: number[][] = [];
    this.cityOf = new Int32Array(n);
    const cityNumbers = new Map<string, number>();
    for (let id = 0; id < n; id++) {
      const location = dataset.locations.byCode.get(store.airports[id]!);
      this.latitude[id] = location?.latitude ?? 0;
      this.longitude[id] = location?.longitude ?? 0;
      const city = location ? dataset.cities.byCode.get(location.cityCode) : undefined;
      const cityKey = location ? `city:${location.cityCode}` : `airport:${id}`;
      let cityNumber = cityNumbers.get(cityKey);
      if (cityNumber === undefined) cityNumbers.set(cityKey, (cityNumber = cityNumbers.size));
      this.cityOf[id] = cityNumber;
      mates.push(
        (city?.locations ?? [])
          .map((code) => store.airportId.get(code))
          .filter((other): other is number => other !== undefined && other !== id),
      );
    }
    this.cityMates = mates;
    const outbound = Array.from({ length: n }, () => new Set<number>());
    const inbound = Array.from({ length: n }, () => new Set<number>());
    for (const leg of store.legs) {
      outbound[leg.originId]!.add(leg.destinationId);
      inbound[leg.destinationId]!.add(leg.originId);
    }
    this.outbound = outbound.map((s) => [...s].sort((a, b) => a - b));
    this.inbound = inbound.map((s) => [...s].sort((a, b) => a - b));
    // Built up front rather than on first use, so that no query pays for sorting a route; every
    // route's ids and minutes are views of two arrays, so a query's reads stay close together.
    let total = 0;
    for (const legs of store.routes.values()) total += legs.length;
    const ids = new Int32Array(total);
    const minutes = new Int32Array(total);
    let at = 0;
    for (const [key, legs] of store.routes) {
      const byUtc = [...legs].sort((a, b) => a.departureUtcMinute - b.departureUtcMinute);
      let shortestBlock = Infinity;
      for (let i = 0; i < byUtc.length; i++) {
        ids[at + i] = byUtc[i]!.id;
        minutes[at + i] = byUtc[i]!.departureUtcMinute;
        shortestBlock = Math.min(shortestBlock, byUtc[i]!.blockMinutes);
      }
      this.byUtc.set(key, { ids: ids.subarray(at, at + byUtc.length), departureUtcMinutes: minutes.subarray(at, at + byUtc.length), shortestBlock });
      at += byUtc.length;
    }
    this.legKm = Float64Array.from(store.legs, (leg) => this.distanceKm(leg.originId, leg.destinationId));
    this.stations = mates.map((list, id) => (list.length === 0 ? [id] : [id, ...list]));
    this.outboundKm = this.outbound.map((list, a) => Float64Array.from(list, (b) => this.distanceKm(a, b)));
    this.outboundRoutes = this.outbound.map((list, a) => list.map((b) => this.route(a, b)));
    this.outboundShortest = this.outboundRoutes.map((routes) => Float64Array.from(routes, (r) => r.shortestBlock));
    this.maxOutbound = this.outbound.reduce((m, list) => Math.max(m, list.length), 0);
    this.scratch = new SearchScratch(n, this.maxOutbound);
  }

  /** Great-circle distance of each leg, by leg id. */
  readonly legKm: Float64Array;
  /** Memory the connection search reuses from query to query (search-scratch.ts). */
  readonly scratch: SearchScratch;
  /** The most airports one airport has flights to. */
  readonly maxOutbound: number;
  /** Each airport, then the other airports of its city. */
  readonly stations: readonly (readonly number[])[];
  /** Beside each outbound list: the distance to each airport, and the route's legs. */
  readonly outboundKm: readonly Float64Array[];
  readonly outboundRoutes: readonly (readonly RouteLegs[])[];
  readonly outboundShortest: readonly Float64Array[];

  private readonly byUtc = new Map<number, RouteLegs>();

  distanceKm(a: number, b: number): number {
    return greatCircleKm(this.latitude[a]!, this.longitude[a]!, this.latitude[b]!, this.longitude[b]!);
  }

  /** Legs from one airport to another, by departure in UTC; empty when there are none. */
  route(origin: number, destination: number): RouteLegs {
    return this.byUtc.get(origin * this.store.airports.length + destination) ?? NO_ROUTE_LEGS;
  }
}

/**
 * A route's legs ordered by departure instant within their local date (minutes from 00:00 UTC of
 * that date), so the legs that fit a connection window are found by binary search.
 */
export interface RouteLegs {
  /** Ids of the route's legs. */
  readonly ids: Int32Array;
  readonly departureUtcMinutes: Int32Array;
  /** The shortest flight time of any leg, minutes; Infinity for no legs. */
  readonly shortestBlock: number;
}


export const NO_ROUTE_LEGS: RouteLegs = { ids: new Int32Array(0), departureUtcMinutes: new Int32Array(0), shortestBlock: Infinity };
