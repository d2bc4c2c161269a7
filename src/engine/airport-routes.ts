// The routes flown non-stop from an airport over a period of local dates: for each destination,
// the departures and the airlines that operate and sell them, read from the departure index date
// by date, so a period costs what its departures number.
import type { ScheduleStore } from '../model/schedule-store.js';
import type { DepartureIndex } from './departure-index.js';

export interface AirportRoute {
  readonly destination: string;
  /** Dated departures over the period, each flight once however many numbers sell it. */
  readonly departures: number;
  /** Airline codes, ordered. */
  readonly operating: readonly string[];
  readonly marketing: readonly string[];
}

/** Routes from `origin` on local dates `firstDay` … `lastDay` (epoch days), by destination code. */
export function routesFrom(store: ScheduleStore, index: DepartureIndex, origin: string, firstDay: number, lastDay: number): AirportRoute[] {
  const originId = store.airportId.get(origin);
  if (originId === undefined) return [];
  // Departures counted by leg over the period first, and each leg read once: over the horizon, a
  // hub's 400,000 dated departures are some thousand legs, and reading a leg is most of the cost.
  const counts = new Map<number, number>();
  index.countDepartures(originId, firstDay, lastDay, (id, days) => {
    // A through segment is its legs' departure again, sold beyond the first stop.
    if (store.legs.stops[id]! === 0) counts.set(id, (counts.get(id) ?? 0) + days);
  });
  const byDestination = new Map<number, { departures: number; operating: Set<string>; marketing: Set<string> }>();
  for (const [id, departures] of counts) {
    const leg = store.legs.at(id);
    let route = byDestination.get(leg.destinationId);
    if (!route) byDestination.set(leg.destinationId, (route = { departures: 0, operating: new Set(), marketing: new Set() }));
    route.departures += departures;
    route.operating.add(leg.operating.airline);
    for (const m of leg.marketing) route.marketing.add(m.airline);
  }
  return [...byDestination]
    .map(([destinationId, r]) => ({
      destination: store.airports[destinationId]!,
      departures: r.departures,
      operating: [...r.operating].sort(),
      marketing: [...r.marketing].sort(),
    }))
    .sort((a, b) => (a.destination < b.destination ? -1 : 1));
}

/** A route from one of several airports (a city's), naming the airport it leaves from. */
export interface AirportRouteFrom extends AirportRoute {
  readonly from: string;
}

/**
 * Routes from each of `origins` (a city's airports), by destination code, then by the airport
 * they leave from: the order the routes resource lists and pages them in, so that every door
 * that pages them (HTTP, MCP) cuts the same pages.
 */
export function routesFromEach(store: ScheduleStore, index: DepartureIndex, origins: readonly string[], firstDay: number, lastDay: number): AirportRouteFrom[] {
  return origins
    .flatMap((from) => routesFrom(store, index, from, firstDay, lastDay).map((r) => ({ ...r, from })))
    .sort((a, b) => (a.destination < b.destination ? -1 : a.destination > b.destination ? 1 : a.from < b.from ? -1 : 1));
}
