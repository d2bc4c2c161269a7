// Frozen copy of the connection builder as it was before issue 17 (src/engine/ at 8900155), kept
// as the oracle the new search is compared with (test/support/compare-search.ts): every answer
// must be the same journeys, in the same order, with the same dates. Changed since only for the
// rules of issue 44 (journeys as sold), applied here in the plainest way: per candidate connection
// with the ticketing rules' string lookups, the sellers a journey can still hold as a list of
// airline codes, and the stations of a city those with a sold change of airport.
// Direct and connecting journeys between two airports on one local date (docs/api-rules.md, Schedules).
// The search starts from the origin's dated departures, and only follows a first leg towards an
// airport that keeps the journey within the circuity bound; second and third legs come from the
// route lists of airports known to reach the destination, so the work grows with the airports
// that could matter, not with the whole network.
import type { Leg } from '../../../src/model/schedule-store.js';
import { operatesOn } from '../../../src/domain/flight-dates.js';
import { ArrivalProfile } from './arrival-profile.js';
import type { DepartureIndex } from './departure-index.js';
import { MAXIMUM_INTERNATIONAL } from './connection-rules.js';
import { designatorsOf } from '../../../src/model/leg-records.js';
import { isOvernight } from '../../../src/domain/overnight.js';
import type { AirportChange } from '../../../src/domain/ticketing.js';
import type { RouteLegs, RouteNetwork } from './route-network.js';
import { lowerBound } from '../../../src/engine/sorted-search.js';

export interface DatedLeg {
  readonly leg: Leg;
  /** Local departure date at the leg's origin (epoch day). */
  readonly day: number;
  /** Departure and arrival instants, minutes since 1970-01-01T00:00Z. */
  readonly departure: number;
  readonly arrival: number;
  /** The airlines selling this leg that one ticket can hold with the legs before it (as many as it has designators). */
  readonly held: readonly (string | undefined)[];
}

export interface Journey {
  readonly legs: readonly DatedLeg[];
  readonly departure: number;
  readonly arrival: number;
  readonly overnight: boolean;
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
const CIRCUITY_LIMIT = 2;
export function findJourneys(network: RouteNetwork, index: DepartureIndex, q: JourneyQuery): Journey[] {
  const { origin, destination } = q;
  const legs = network.store.legs;
  const budget = CIRCUITY_LIMIT * network.distanceKm(origin, destination);

  // First legs: every departure of the date from the earliest minute, in time order.
  const departures = index.departures(origin, q.day);
  const firsts: DatedLeg[] = [];
  for (let i = index.firstAtOrAfter(departures, q.fromMinute); i < departures.length; i++) firsts.push(dated(legs.at(departures[i]!), q.day));

  const direct = firsts.filter((f) => f.leg.destinationId === destination).map((f) => journey([f]));
  if (q.directOnly) return orderJourneys(direct);

  // Rounds by number of legs. A journey is worth building only while nothing found so far beats
  // it: no journey with fewer legs leaving no earlier (ArrivalBound), and no journey of its own
  // round leaving later (first legs are taken latest first) lands no later. So every partial
  // journey already landing too late for its departure is dropped before it is extended.
  // The next leg may leave from another airport of the hub's city: circuity counts from there.
  const candidates = firsts
    .filter((f) => {
      const hub = f.leg.destinationId;
      return hub !== destination && hub !== origin && network.distanceKm(origin, hub) + nearestStation(network, hub, destination) <= budget;
    })
    .sort((a, b) => b.departure - a.departure);
  let bound = new ArrivalBound(direct);
  // Last legs leave at most two days after the first (13 h connections, date line).
  const last = new ArrivalProfile(network, destination, q.day - 1, q.day + 3);
  const oneStop: Journey[] = [];
  let round = new RoundFrontier();
  for (const first of candidates) {
    let limit = Math.min(bound.latestUseful(first.departure), round.start(first.departure));
    if (first.arrival + MINIMUM_CONNECTION >= limit) continue;
    const hub = first.leg.destinationId;
    for (const station of stationsOf(network, hub)) {
      if (station === origin || last.earliestArrival(station, first.arrival + MINIMUM_CONNECTION) >= limit) continue;
      for (const second of connections(network, first, network.route(station, destination), changeOf(network, hub, station), limit)) {
        if (second.arrival >= limit || !keepsPlaces(network, [first, second], budget)) continue;
        oneStop.push(journey([first, second]));
        limit = round.found(second.arrival, limit);
      }
    }
  }

  bound = new ArrivalBound([...direct, ...oneStop]);
  round = new RoundFrontier();
  const twoStops: Journey[] = [];
  const reachesDestination = new Uint8Array(network.store.airports.length);
  for (const id of network.inbound[destination]!) reachesDestination[id] = 1;
  // Second hubs per first hub and station, within the circuity bound, computed once per query;
  // each candidate's distance to the destination once too, and checked alone first.
  const secondHubs = new Map<number, number[]>();
  const toDestination = new Float64Array(network.store.airports.length).fill(-1);
  const remaining = (h: number) => (toDestination[h]! >= 0 ? toDestination[h]! : (toDestination[h] = nearestStation(network, h, destination)));
  for (const first of candidates) {
    let limit = Math.min(bound.latestUseful(first.departure), round.start(first.departure));
    if (first.arrival + 2 * MINIMUM_CONNECTION >= limit) continue;
    const hub = first.leg.destinationId;
    for (const station of stationsOf(network, hub)) {
      if (station === origin || station === destination) continue;
      const key = hub * network.store.airports.length + station;
      let hubs = secondHubs.get(key);
      if (!hubs) {
        const toHub = network.distanceKm(origin, hub);
        hubs = network.outbound[station]!.filter(
          (h) =>
            h !== origin && h !== destination && h !== hub && h !== station && reachesAny(network, reachesDestination, h) &&
            toHub + remaining(h) <= budget && toHub + network.distanceKm(station, h) + remaining(h) <= budget,
        );
        secondHubs.set(key, hubs);
      }
      for (const secondHub of hubs) {
        const toSecondHub = network.route(station, secondHub);
        // The second leg lands no earlier than its shortest flight after the first lands.
        const soonest = first.arrival + MINIMUM_CONNECTION + toSecondHub.shortestBlock + MINIMUM_CONNECTION;
        if (earliestVia(network, last, secondHub, soonest) >= limit) continue;
        for (const second of connections(network, first, toSecondHub, changeOf(network, hub, station), limit)) {
          if (second.arrival + MINIMUM_CONNECTION >= limit) continue;
          for (const lastStation of stationsOf(network, secondHub)) {
            if (lastStation === origin || lastStation === hub || lastStation === station || lastStation === destination) continue;
            if (last.earliestArrival(lastStation, second.arrival + MINIMUM_CONNECTION) >= limit) continue;
            for (const third of connections(network, second, network.route(lastStation, destination), changeOf(network, secondHub, lastStation), limit)) {
              if (third.arrival >= limit || !keepsPlaces(network, [first, second, third], budget)) continue;
              twoStops.push(journey([first, second, third]));
              limit = round.found(third.arrival, limit);
            }
          }
        }
      }
    }
  }
  // A night at an airport only where no journey without one gets there by noon the next day.
  const kept = keepUndominated([...direct, ...oneStop, ...twoStops]);
  const morning = (q.day + 1) * 1440 + 12 * 60;
  const landsLocal = (j: Journey) => {
    const last = j.legs[j.legs.length - 1]!;
    return (last.day + last.leg.arrivalDayOffset) * 1440 + last.leg.arrivalTime;
  };
  const spared = kept.some((j) => !j.overnight && landsLocal(j) <= morning);
  return orderJourneys(spared ? kept.filter((j) => !j.overnight) : kept);
}

/** The shortest distance to `target` from an airport or another one of its city. */
function nearestStation(network: RouteNetwork, airport: number, target: number): number {
  let best = network.distanceKm(airport, target);
  for (const mate of network.cityMates[airport]!) best = Math.min(best, network.distanceKm(mate, target));
  return best;
}

/**
 * Whether a journey visits no airport twice (origin and destination included) and, when it changes
 * airport within a city, no city twice; and flies, along its legs, within the circuity budget.
 */
function keepsPlaces(network: RouteNetwork, legs: readonly DatedLeg[], budget: number): boolean {
  const airports = [legs[0]!.leg.originId];
  const cities = [network.cityOf[legs[0]!.leg.originId]!];
  let flown = 0;
  let airportChange = false;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!.leg;
    flown += network.distanceKm(leg.originId, leg.destinationId);
    airports.push(leg.destinationId);
    cities.push(network.cityOf[leg.destinationId]!);
    const next = legs[i + 1];
    if (next && next.leg.originId !== leg.destinationId) {
      airportChange = true;
      airports.push(next.leg.originId);
    }
  }
  if (flown > budget || new Set(airports).size !== airports.length) return false;
  return !airportChange || new Set(cities).size === cities.length;
}

/** The earliest arrival at the destination from an airport or another one of its city. */
function earliestVia(network: RouteNetwork, last: ArrivalProfile, airport: number, instant: number): number {
  let best = last.earliestArrival(airport, instant);
  for (const mate of network.cityMates[airport]!) best = Math.min(best, last.earliestArrival(mate, instant));
  return best;
}

/** No minimum connecting time is shorter than this (the smallest a table may set is 1 minute). */
const MINIMUM_CONNECTION = 1;

/**
 * Within one round, first legs come latest first. A journey must land before every journey of
 * the round that leaves later, and no later than the best one found with the same first leg
 * (equal journeys are all listed).
 */
class RoundFrontier {
  private laterBest = Infinity;
  private groupDeparture = NaN;
  private groupBest = Infinity;

  /** The arrival limit (exclusive) for journeys leaving at `departure`. */
  start(departure: number): number {
    if (departure !== this.groupDeparture) {
      this.laterBest = Math.min(this.laterBest, this.groupBest);
      this.groupBest = Infinity;
      this.groupDeparture = departure;
    }
    return this.laterBest;
  }

  /** Records a journey's arrival; returns the tightened limit for the same first leg. */
  found(arrival: number, limit: number): number {
    this.groupBest = Math.min(this.groupBest, arrival);
    return Math.min(limit, arrival + 1);
  }
}

/**
 * The earliest arrival among journeys found so far that leave at or after a given time: a journey
 * with more legs leaving then must land before it to be worth keeping.
 */
class ArrivalBound {
  private readonly departures: number[];
  private readonly earliest: number[];

  constructor(journeys: readonly Journey[]) {
    const order = [...journeys].sort((a, b) => a.departure - b.departure);
    this.departures = order.map((j) => j.departure);
    this.earliest = new Array<number>(order.length);
    let best = Infinity;
    for (let i = order.length - 1; i >= 0; i--) {
      best = Math.min(best, order[i]!.arrival);
      this.earliest[i] = best;
    }
  }

  /** Arrivals at or after this are beaten by a journey with fewer legs. */
  latestUseful(departure: number): number {
    const lo = lowerBound(this.departures, departure);
    return lo < this.earliest.length ? this.earliest[lo]! : Infinity;
  }
}

function dated(leg: Leg, day: number, held: readonly (string | undefined)[] = designatorsOf(leg).map((d) => d.airline)): DatedLeg {
  const departure = day * 1440 + leg.departureUtcMinute;
  return { leg, day, departure, arrival: departure + leg.blockMinutes, held };
}

function journey(legs: DatedLeg[]): Journey {
  const overnight = legs.some((l, i) => {
    const before = legs[i - 1];
    return before !== undefined && isOvernight((before.day + before.leg.arrivalDayOffset) * 1440 + before.leg.arrivalTime, l.day * 1440 + l.leg.departureTime);
  });
  return { legs, departure: legs[0]!.departure, arrival: legs[legs.length - 1]!.arrival, overnight };
}

/** The airport itself, then the other airports of its city that a ticket can change to from it. */
function stationsOf(network: RouteNetwork, airport: number): readonly number[] {
  return [airport, ...network.cityMates[airport]!.filter((mate) => changeOf(network, airport, mate))];
}

/** The sold change of airport from one airport to another of its city (undefined: none, or the same airport). */
function changeOf(network: RouteNetwork, from: number, to: number): AirportChange | undefined {
  if (from === to) return undefined;
  const change = network.ticketing.airportChange(network.store.airports[from]!, network.store.airports[to]!);
  return change && change.sellers.length > 0 ? change : undefined;
}

/**
 * The airlines selling `next` (by designator; undefined where none can be held) that one ticket
 * joins to one of those held on `arriving`, landing at its airport and leaving from next's.
 */
function heldAfter(network: RouteNetwork, arriving: DatedLeg, next: Leg, change: AirportChange | undefined): (string | undefined)[] {
  const rules = network.ticketing;
  const at = arriving.leg.destination;
  const sellers = designatorsOf(next).slice(0, 30).map((d) => d.airline);
  return sellers.map((y) =>
    arriving.held.some((x) => x !== undefined && (change ? rules.sellsAirportChange(x, at, y, next.origin) : rules.sellsConnection(x, y, at))) ? y : undefined,
  );
}

function reachesAny(network: RouteNetwork, reaches: Uint8Array, airport: number): boolean {
  if (reaches[airport]) return true;
  for (const mate of network.cityMates[airport]!) if (reaches[mate]) return true;
  return false;
}

/**
 * The dated legs of a route that can follow `arriving`: found by binary search on departure
 * instant for each date a window of at most 13 hours can reach, then checked for running that
 * day and for the minimum and maximum connecting time of the pair. Legs leaving at or after
 * `before` are not looked at.
 */
function connections(network: RouteNetwork, arriving: DatedLeg, route: RouteLegs, change: AirportChange | undefined, before: number): DatedLeg[] {
  const rules = network.rules;
  const { legs, departureUtcMinutes: utc } = route;
  if (legs.length === 0) return NONE;
  const a = arriving.leg;
  const from = arriving.arrival + MINIMUM_CONNECTION;
  // A leg leaving at or after `before` could only make a journey that is beaten anyway.
  const to = Math.min(arriving.arrival + MAXIMUM_INTERNATIONAL, before - 1);
  let result: DatedLeg[] | undefined;
  const lowest = utc[0]!;
  const highest = utc[utc.length - 1]!;
  for (let day = Math.floor((from - highest) / 1440); day * 1440 + lowest <= to; day++) {
    const base = day * 1440;
    for (let i = lowerBound(utc, from - base); i < utc.length && base + utc[i]! <= to; i++) {
      const next = legs[i]!;
      if (day < next.pattern.first || day > next.pattern.last || !operatesOn(next.pattern, day)) continue;
      // Legs of one through flight are sold as its segment, not as a connection.
      if (a.operating.airline === next.operating.airline && a.operating.number === next.operating.number && a.operating.suffix === next.operating.suffix) continue;
      let minimum = rules.minimum(a, next);
      if (change) minimum = Math.max(minimum, change.minutes);
      const departure = base + utc[i]!;
      if (departure < arriving.arrival + minimum || departure > arriving.arrival + rules.maximum(a, next)) continue;
      const held = heldAfter(network, arriving, next, change);
      if (held.every((y) => y === undefined)) continue;
      (result ??= []).push(dated(next, day, held));
    }
  }
  return result ?? NONE;
}

const NONE: DatedLeg[] = [];

/**
 * Drops connecting journeys that another journey beats: one that leaves no earlier, arrives no
 * later, with no more legs, and is better in at least one of these. Direct flights always stay.
 */
function keepUndominated(journeys: readonly Journey[]): Journey[] {
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
function orderJourneys(journeys: Journey[]): Journey[] {
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
