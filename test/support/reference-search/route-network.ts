// The static shape of the schedule that the connection search prunes with: where each airport
// is, which airports share its city, and which airports it has flights to and from (on any date).
import type { Dataset } from '../../../src/model/read-model.js';
import type { Leg, ScheduleStore } from '../../../src/model/schedule-store.js';
import { greatCircleKm } from '../../../src/domain/geo.js';
import { ConnectionRules } from './connection-rules.js';
import { TicketingRules } from '../../../src/domain/ticketing.js';

export class RouteNetwork {
  readonly store: ScheduleStore;
  readonly rules: ConnectionRules;
  /** Who sells which connections, by airline code (issue 44: applied here leg by leg, with strings). */
  readonly ticketing: TicketingRules;
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
    this.ticketing = new TicketingRules(store.ticketing);
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
    // Built up front rather than on first use, so that no query pays for sorting a route.
    // The legs of each route, in the store's (local departure) order.
    const routes = new Map<number, Leg[]>();
    for (const leg of store.legs) {
      const key = leg.originId * n + leg.destinationId;
      routes.set(key, [...(routes.get(key) ?? []), leg]);
    }
    for (const [key, legs] of routes) this.byUtc.set(key, routeLegs(legs));
  }

  private readonly byUtc = new Map<number, RouteLegs>();

  distanceKm(a: number, b: number): number {
    return greatCircleKm(this.latitude[a]!, this.longitude[a]!, this.latitude[b]!, this.longitude[b]!);
  }

  /** Legs from one airport to another, by departure in UTC; empty when there are none. */
  route(origin: number, destination: number): RouteLegs {
    return this.byUtc.get(origin * this.store.airports.length + destination) ?? NO_ROUTE;
  }
}

/**
 * A route's legs ordered by departure instant within their local date (minutes from 00:00 UTC of
 * that date), so the legs that fit a connection window are found by binary search.
 */
export interface RouteLegs {
  readonly legs: readonly Leg[];
  readonly departureUtcMinutes: Int32Array;
  /** The shortest flight time of any leg, minutes; Infinity for no legs. */
  readonly shortestBlock: number;
}

function routeLegs(legs: readonly Leg[]): RouteLegs {
  const byUtc = [...legs].sort((a, b) => a.departureUtcMinute - b.departureUtcMinute);
  return {
    legs: byUtc,
    departureUtcMinutes: Int32Array.from(byUtc, (l) => l.departureUtcMinute),
    shortestBlock: byUtc.reduce((m, l) => Math.min(m, l.blockMinutes), Infinity),
  };
}

const NO_ROUTE: RouteLegs = { legs: [], departureUtcMinutes: new Int32Array(0), shortestBlock: Infinity };
