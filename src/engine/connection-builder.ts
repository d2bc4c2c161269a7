// Direct and connecting journeys between two airports on one local date (DESIGN §2, Schedules).
// The search starts from the origin's dated departures, and only follows a first leg towards an
// airport that keeps the journey within the circuity bound; second and third legs come from the
// route lists of airports known to reach the destination, so the work grows with the airports
// that could matter, not with the whole network.
import type { Leg } from '../data/schedule-store.js';
import { operatesOn } from '../domain/flight-dates.js';
import type { DepartureIndex } from './departure-index.js';
import { AIRPORT_CHANGE_MINIMUM, type ConnectionRules } from './connection-rules.js';
import type { RouteNetwork } from './route-network.js';

export interface DatedLeg {
  readonly leg: Leg;
  /** Local departure date at the leg's origin (epoch day). */
  readonly day: number;
  /** Departure and arrival instants, minutes since 1970-01-01T00:00Z. */
  readonly departure: number;
  readonly arrival: number;
}

export interface Journey {
  readonly legs: readonly DatedLeg[];
  readonly departure: number;
  readonly arrival: number;
}

export interface JourneyQuery {
  origin: number;
  destination: number;
  /** Local date at the origin (epoch day) on which the first leg departs. */
  day: number;
  /** Earliest local departure minute of the first leg on that date. */
  fromMinute: number;
  directOnly: boolean;
}

/** No journey may fly more than this times the great-circle distance from origin to destination. */
export const CIRCUITY_LIMIT = 2;
/** Connections per journey at most (three legs). */
export const MAX_CONNECTIONS = 2;

export function findJourneys(network: RouteNetwork, index: DepartureIndex, q: JourneyQuery): Journey[] {
  const { origin, destination } = q;
  const legs = network.store.legs;
  const budget = CIRCUITY_LIMIT * network.distanceKm(origin, destination);
  const rules = network.rules;
  const found: Journey[] = [];

  const reachesDestination = new Uint8Array(network.store.airports.length);
  for (const id of network.inbound[destination]!) reachesDestination[id] = 1;
  // Second-hub candidates per first hub, computed once per query.
  const secondHubs = new Map<number, number[]>();

  const departures = index.departures(origin, q.day);
  for (let i = index.firstAtOrAfter(departures, q.fromMinute); i < departures.length; i++) {
    const first = dated(legs[departures[i]!]!, q.day);
    const hub = first.leg.destinationId;
    if (hub === destination) {
      found.push(journey([first]));
      continue;
    }
    if (q.directOnly || hub === origin) continue;
    const toHub = network.distanceKm(origin, hub);
    if (toHub + network.distanceKm(hub, destination) > budget) continue;

    for (const station of stationsOf(network, hub)) {
      if (station === origin) continue;
      // One connection: station → destination.
      for (const next of network.route(station, destination)) {
        for (const second of connections(rules, first, next, station !== hub)) found.push(journey([first, second]));
      }
      // Two connections: station → second hub → destination.
      let hubs = secondHubs.get(station);
      if (!hubs) {
        hubs = network.outbound[station]!.filter(
          (h) => h !== origin && h !== destination && h !== hub && h !== station && reachesAny(network, reachesDestination, h),
        );
        secondHubs.set(station, hubs);
      }
      for (const secondHub of hubs) {
        if (toHub + network.distanceKm(hub, secondHub) + network.distanceKm(secondHub, destination) > budget) continue;
        for (const next of network.route(station, secondHub)) {
          for (const second of connections(rules, first, next, station !== hub)) {
            for (const lastStation of stationsOf(network, secondHub)) {
              if (lastStation === origin || lastStation === hub || lastStation === station) continue;
              for (const last of network.route(lastStation, destination)) {
                for (const third of connections(rules, second, last, lastStation !== secondHub)) {
                  found.push(journey([first, second, third]));
                }
              }
            }
          }
        }
      }
    }
  }
  return orderJourneys(keepUndominated(found));
}

function dated(leg: Leg, day: number): DatedLeg {
  const departure = day * 1440 + leg.departureUtcMinute;
  return { leg, day, departure, arrival: departure + leg.blockMinutes };
}

function journey(legs: DatedLeg[]): Journey {
  return { legs, departure: legs[0]!.departure, arrival: legs[legs.length - 1]!.arrival };
}

/** The airport itself, then the other airports of its city. */
function stationsOf(network: RouteNetwork, airport: number): readonly number[] {
  const mates = network.cityMates[airport]!;
  return mates.length === 0 ? [airport] : [airport, ...mates];
}

function reachesAny(network: RouteNetwork, reaches: Uint8Array, airport: number): boolean {
  if (reaches[airport]) return true;
  for (const mate of network.cityMates[airport]!) if (reaches[mate]) return true;
  return false;
}

/** The dates on which `next` can follow `arriving` (at most two: the window is under a day). */
function connections(rules: ConnectionRules, arriving: DatedLeg, next: Leg, airportChange: boolean): DatedLeg[] {
  // Legs of one through flight are sold as its segment, not as a connection.
  const a = arriving.leg;
  if (a.operating.airline === next.operating.airline && a.operating.number === next.operating.number && a.operating.suffix === next.operating.suffix) {
    return NONE;
  }
  const arrivalStatus = a.mctStatus[1]!;
  const departureStatus = next.mctStatus[0]!;
  let minimum = rules.minimum(next.origin, arrivalStatus, departureStatus, a.operating.airline, next.operating.airline);
  if (airportChange) minimum = Math.max(minimum, AIRPORT_CHANGE_MINIMUM);
  const earliest = arriving.arrival + minimum;
  const latest = arriving.arrival + rules.maximum(arrivalStatus, departureStatus);
  let result: DatedLeg[] | undefined;
  for (let day = Math.ceil((earliest - next.departureUtcMinute) / 1440); day * 1440 + next.departureUtcMinute <= latest; day++) {
    if (operatesOn(next.pattern, day)) (result ??= []).push(dated(next, day));
  }
  return result ?? NONE;
}

const NONE: DatedLeg[] = [];

/**
 * Drops connecting journeys that another journey beats: one that leaves no earlier, arrives no
 * later, with no more legs, and is better in at least one of these. Direct flights always stay.
 */
export function keepUndominated(journeys: readonly Journey[]): Journey[] {
  const order = [...journeys].sort((x, y) => y.departure - x.departure || x.arrival - y.arrival || x.legs.length - y.legs.length);
  const bestArrival = [Infinity, Infinity, Infinity, Infinity];
  const bestDeparture = [-Infinity, -Infinity, -Infinity, -Infinity];
  const kept: Journey[] = [];
  for (const j of order) {
    const n = j.legs.length;
    let dominated = false;
    if (n > 1) {
      for (let c = 1; c <= n && !dominated; c++) {
        const arrival = bestArrival[c]!;
        dominated = arrival < j.arrival || (arrival === j.arrival && (c < n || bestDeparture[c]! > j.departure));
      }
    }
    if (!dominated) kept.push(j);
    if (j.arrival < bestArrival[n]!) {
      bestArrival[n] = j.arrival;
      bestDeparture[n] = j.departure;
    }
  }
  return kept;
}

/** Direct journeys by departure, then connecting ones by first departure and total duration. */
export function orderJourneys(journeys: Journey[]): Journey[] {
  return journeys.sort((x, y) => {
    const directX = x.legs.length === 1 ? 0 : 1;
    const directY = y.legs.length === 1 ? 0 : 1;
    return (
      directX - directY ||
      x.departure - y.departure ||
      x.arrival - x.departure - (y.arrival - y.departure) ||
      x.legs.length - y.legs.length ||
      compareLegs(x, y)
    );
  });
}

function compareLegs(x: Journey, y: Journey): number {
  for (let i = 0; i < x.legs.length && i < y.legs.length; i++) {
    const a = x.legs[i]!;
    const b = y.legs[i]!;
    const c = a.departure - b.departure || a.leg.originId - b.leg.originId || a.leg.destinationId - b.leg.destinationId || a.leg.id - b.leg.id;
    if (c !== 0) return c;
  }
  return 0;
}
