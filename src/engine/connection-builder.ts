// Direct and connecting journeys between two airports on one local date (docs/api-rules.md, Schedules).
// The search starts from the origin's dated departures, and only follows a first leg towards an
// airport that keeps the journey within the circuity bound; second and third legs come from the
// route lists of airports known to reach the destination, so the work grows with the airports
// that could matter, not with the whole network.
import type { Leg } from '../model/schedule-store.js';
import { ArrivalProfile } from './arrival-profile.js';
import type { DepartureIndex } from './departure-index.js';
import { AIRPORT_CHANGE_MINIMUM, MAXIMUM_INTERNATIONAL } from './connection-rules.js';
import { NO_ROUTE_LEGS, type RouteLegs, type RouteNetwork } from './route-network.js';
import { lowerBound } from './sorted-search.js';

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
const CIRCUITY_LIMIT = 2;
export function findJourneys(network: RouteNetwork, index: DepartureIndex, q: JourneyQuery): Journey[] {
  const { origin, destination } = q;
  const legs = network.store.legs;
  const table = network.legs;
  const budget = CIRCUITY_LIMIT * network.distanceKm(origin, destination);
  const places = new Places(network, origin, budget);

  // First legs: every departure of the date from the earliest minute, in time order.
  const firstIds = index.departures(origin, q.day, q.fromMinute);
  const direct: Journey[] = [];
  for (const id of firstIds) if (table.destination[id] === destination) direct.push(journey([dated(legs[id]!, q.day)]));
  if (q.directOnly) return orderJourneys(direct);
  const lastLegs = new LastLegs(network, origin, destination);

  // Rounds by number of legs. A journey is worth building only while nothing found so far beats
  // it: no journey with fewer legs leaving no earlier (ArrivalBound), and no journey of its own
  // round leaving later (first legs are taken latest first) lands no later. So every partial
  // journey already landing too late for its departure is dropped before it is extended.
  // The next leg may leave from another airport of the hub's city: circuity counts from there.
  const candidates: DatedLeg[] = [];
  for (const id of firstIds) {
    const hub = table.destination[id]!;
    if (hub !== destination && hub !== origin && lastLegs.fromOriginKm(hub) + lastLegs.remainingKm(hub) <= budget) {
      candidates.push(dated(legs[id]!, q.day));
    }
  }
  candidates.sort((a, b) => b.departure - a.departure);
  let bound = new ArrivalBound(direct);
  // Last legs leave at most two days after the first (13 h connections, date line).
  const last = new ArrivalProfile(network, destination, q.day - 1, q.day + 3);
  const oneStop: Journey[] = [];
  let round = new RoundFrontier();
  const scan = new ConnectionScan(network);
  for (const first of candidates) {
    let limit = Math.min(bound.latestUseful(first.departure), round.start(first.departure));
    if (first.arrival + MINIMUM_CONNECTION >= limit) continue;
    const hub = first.leg.destinationId;
    for (const station of network.stations[hub]!) {
      if (station === origin || last.earliestArrival(station, first.arrival + MINIMUM_CONNECTION) >= limit) continue;
      for (let n = scan.start(first, network.route(station, destination), station !== hub, limit); n > 0; n--) {
        const second = scan.next();
        if (second.arrival >= limit || !places.keep2(first, second)) continue;
        oneStop.push(journey([first, second]));
        limit = round.found(second.arrival, limit);
      }
    }
  }

  bound = new ArrivalBound([...direct, ...oneStop]);
  round = new RoundFrontier();
  const twoStops: Journey[] = [];
  // Second hubs per first hub and station, within the circuity bound, computed once per query.
  const secondHubs = new SecondHubs(network, origin, destination, budget, lastLegs);
  for (const first of candidates) {
    let limit = Math.min(bound.latestUseful(first.departure), round.start(first.departure));
    if (first.arrival + 2 * MINIMUM_CONNECTION >= limit) continue;
    const hub = first.leg.destinationId;
    for (const station of network.stations[hub]!) {
      if (station === origin || station === destination) continue;
      const list = secondHubs.listOf(hub, station);
      const end = secondHubs.end(list);
      for (let k = list + 1; k < end; k++) {
        // Hubs come by the shortest time their two legs can take: once even that lands too late,
        // so does every later hub (limit only falls), and the profile check below would fail.
        if (first.arrival + 2 * MINIMUM_CONNECTION + secondHubs.shortest[k]! >= limit) break;
        const secondHub = secondHubs.ids[k]!;
        const toSecondHub = secondHubs.routes[k]!;
        // The second leg lands no earlier than its shortest flight after the first lands.
        const soonest = first.arrival + MINIMUM_CONNECTION + toSecondHub.shortestBlock + MINIMUM_CONNECTION;
        if (earliestVia(network, last, secondHub, soonest) >= limit) continue;
        const seconds = scan.all(first, toSecondHub, station !== hub, limit);
        for (const second of seconds) {
          if (second.arrival + MINIMUM_CONNECTION >= limit) continue;
          for (const lastStation of network.stations[secondHub]!) {
            if (lastStation === origin || lastStation === hub || lastStation === station || lastStation === destination) continue;
            if (last.earliestArrival(lastStation, second.arrival + MINIMUM_CONNECTION) >= limit) continue;
            for (let n = scan.start(second, network.route(lastStation, destination), lastStation !== secondHub, limit); n > 0; n--) {
              const third = scan.next();
              if (third.arrival >= limit || !places.keep3(first, second, third)) continue;
              twoStops.push(journey([first, second, third]));
              limit = round.found(third.arrival, limit);
            }
          }
        }
      }
    }
  }
  return orderJourneys(keepUndominated([...direct, ...oneStop, ...twoStops]));
}

/**
 * The second hubs reachable from one station after one first hub, by their shortest two legs:
 * the lists of one query laid end to end in plain arrays, a list being where it starts, since a
 * query makes a hundred of them and typed arrays cost more to make than to fill.
 */
class SecondHubs {
  /** At a list's start its length, then its hubs. */
  readonly ids: number[] = [];
  readonly routes: RouteLegs[] = [];
  /** Shortest second leg plus shortest last leg, minutes, ascending within a list. */
  readonly shortest: number[] = [];
  private readonly lists = new Map<number, number>();
  private readonly keys: Float64Array;

  constructor(
    private readonly network: RouteNetwork,
    private readonly origin: number,
    private readonly destination: number,
    private readonly budget: number,
    private readonly lastLegs: LastLegs,
  ) {
    this.keys = new Float64Array(network.maxOutbound);
  }

  /** Where the list of `station` after `hub` starts. */
  listOf(hub: number, station: number): number {
    const key = hub * this.network.store.airports.length + station;
    const known = this.lists.get(key);
    if (known !== undefined) return known;
    const start = this.build(hub, station);
    this.lists.set(key, start);
    return start;
  }

  /** Where the list that starts at `start` ends. */
  end(start: number): number {
    return start + this.ids[start]! + 1;
  }

  private build(hub: number, station: number): number {
    const { network, origin, destination, budget, lastLegs } = this;
    const toHub = lastLegs.fromOriginKm(hub);
    const outbound = network.outbound[station]!;
    const km = network.outboundKm[station]!;
    const routes = network.outboundRoutes[station]!;
    // Sorted as one number each: the shortest time (whole minutes) above, the position below.
    const keys = this.keys;
    let count = 0;
    for (let i = 0; i < outbound.length; i++) {
      const h = outbound[i]!;
      if (h === origin || h === destination || h === hub || h === station) continue;
      // No flight from h or its city to the destination: h cannot be a second hub.
      if (lastLegs.reaches[h] === 0) continue;
      // Flying on to h, then from h or its city to the destination, keeps within the budget (which
      // implies the same without the leg to h, distances being positive).
      if (toHub + km[i]! + lastLegs.remainingKm(h) > budget) continue;
      keys[count++] = (routes[i]!.shortestBlock + lastLegs.shortestFrom(h)) * POSITIONS + i;
    }
    const order = keys.subarray(0, count).sort();
    const start = this.ids.length;
    this.ids.push(count);
    this.routes.push(NO_ROUTE_LEGS);
    this.shortest.push(Infinity);
    for (let k = 0; k < count; k++) {
      const i = order[k]! % POSITIONS;
      this.ids.push(outbound[i]!);
      this.routes.push(routes[i]!);
      this.shortest.push((order[k]! - i) / POSITIONS);
    }
    return start;
  }
}

/** Above any number of airports one airport has flights to. */
const POSITIONS = 65536;

/**
 * For one query, per airport on first use: the shortest last leg from it or its city to the
 * destination on any date (Infinity when none flies there), the shortest distance from it or its
 * city to the destination, and its distance from the origin.
 */
class LastLegs {
  /** 1 for the airports with flights to the destination, and the other airports of their cities. */
  readonly reaches: Uint8Array;
  private readonly shortest: Float64Array;
  private readonly km: Float64Array;
  private readonly fromOrigin: Float64Array;

  constructor(
    private readonly network: RouteNetwork,
    private readonly origin: number,
    private readonly destination: number,
  ) {
    const n = network.store.airports.length;
    this.reaches = new Uint8Array(n);
    for (const from of network.inbound[destination]!) for (const station of network.stations[from]!) this.reaches[station] = 1;
    this.shortest = new Float64Array(n).fill(-1);
    this.km = new Float64Array(n).fill(-1);
    this.fromOrigin = new Float64Array(n).fill(-1);
  }

  fromOriginKm(airport: number): number {
    const known = this.fromOrigin[airport]!;
    return known >= 0 ? known : (this.fromOrigin[airport] = this.network.distanceKm(this.origin, airport));
  }

  shortestFrom(airport: number): number {
    const known = this.shortest[airport]!;
    if (known >= 0) return known;
    let best = Infinity;
    for (const station of this.network.stations[airport]!) best = Math.min(best, this.network.route(station, this.destination).shortestBlock);
    return (this.shortest[airport] = best);
  }

  remainingKm(airport: number): number {
    const known = this.km[airport]!;
    return known >= 0 ? known : (this.km[airport] = nearestStation(this.network, airport, this.destination));
  }
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
 * For two and three legs, without building lists.
 */
class Places {
  private readonly airports = new Int32Array(6);
  private readonly cities = new Int32Array(4);

  constructor(
    private readonly network: RouteNetwork,
    private readonly origin: number,
    private readonly budget: number,
  ) {}

  keep2(a: DatedLeg, b: DatedLeg): boolean {
    return this.keep(a.leg, b.leg, undefined);
  }

  keep3(a: DatedLeg, b: DatedLeg, c: DatedLeg): boolean {
    return this.keep(a.leg, b.leg, c.leg);
  }

  private keep(a: Leg, b: Leg, c: Leg | undefined): boolean {
    const network = this.network;
    const airports = this.airports;
    const cities = this.cities;
    let n = 0;
    let m = 0;
    airports[n++] = this.origin;
    cities[m++] = network.cityOf[this.origin]!;
    let flown = network.legKm[a.id]! + network.legKm[b.id]!;
    airports[n++] = a.destinationId;
    cities[m++] = network.cityOf[a.destinationId]!;
    let airportChange = false;
    if (b.originId !== a.destinationId) {
      airportChange = true;
      airports[n++] = b.originId;
    }
    airports[n++] = b.destinationId;
    cities[m++] = network.cityOf[b.destinationId]!;
    if (c) {
      flown += network.legKm[c.id]!;
      if (c.originId !== b.destinationId) {
        airportChange = true;
        airports[n++] = c.originId;
      }
      airports[n++] = c.destinationId;
      cities[m++] = network.cityOf[c.destinationId]!;
    }
    if (flown > this.budget || !distinct(airports, n)) return false;
    return !airportChange || distinct(cities, m);
  }
}

/** The earliest arrival at the destination from an airport or another one of its city. */
function earliestVia(network: RouteNetwork, last: ArrivalProfile, airport: number, instant: number): number {
  let best = last.earliestArrival(airport, instant);
  for (const mate of network.cityMates[airport]!) best = Math.min(best, last.earliestArrival(mate, instant));
  return best;
}

function distinct(values: Int32Array, n: number): boolean {
  for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) if (values[i] === values[j]) return false;
  return true;
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

function dated(leg: Leg, day: number): DatedLeg {
  const departure = day * 1440 + leg.departureUtcMinute;
  return { leg, day, departure, arrival: departure + leg.blockMinutes };
}

function journey(legs: DatedLeg[]): Journey {
  return { legs, departure: legs[0]!.departure, arrival: legs[legs.length - 1]!.arrival };
}

/**
 * The dated legs of a route that can follow an arriving leg: found by binary search on departure
 * instant for each date a window of at most 13 hours can reach, then checked for running that day
 * and for the minimum and maximum connecting time of the pair. Legs leaving at or after `before`
 * are not looked at. One scan object serves a whole query, so finding none allocates nothing.
 */
class ConnectionScan {
  private readonly found: DatedLeg[] = [];
  private taken = 0;

  constructor(private readonly network: RouteNetwork) {}

  /** Finds the connections; returns how many, to be taken with next(). */
  start(arriving: DatedLeg, route: RouteLegs, airportChange: boolean, before: number): number {
    const found = this.found;
    found.length = 0;
    this.taken = 0;
    const { ids, departureUtcMinutes: utc } = route;
    if (ids.length === 0) return 0;
    const table = this.network.legs;
    const rules = this.network.rules;
    const a = arriving.leg.id;
    const arrival = arriving.arrival;
    const from = arrival + MINIMUM_CONNECTION;
    // A leg leaving at or after `before` could only make a journey that is beaten anyway.
    const to = Math.min(arrival + MAXIMUM_INTERNATIONAL, before - 1);
    const lowest = utc[0]!;
    const highest = utc[utc.length - 1]!;
    const flight = table.flight[a]!;
    for (let day = Math.floor((from - highest) / 1440); day * 1440 + lowest <= to; day++) {
      const base = day * 1440;
      for (let i = lowerBound(utc, from - base); i < utc.length && base + utc[i]! <= to; i++) {
        const next = ids[i]!;
        if (!table.operatesOn(next, day)) continue;
        // Legs of one through flight are sold as its segment, not as a connection.
        if (table.flight[next] === flight) continue;
        let minimum = rules.minimumBetween(table, a, next);
        if (airportChange) minimum = Math.max(minimum, AIRPORT_CHANGE_MINIMUM);
        const departure = base + utc[i]!;
        if (departure < arrival + minimum || departure > arrival + rules.maximumBetween(table, a, next)) continue;
        found.push(dated(route.legs[i]!, day));
      }
    }
    return found.length;
  }

  next(): DatedLeg {
    return this.found[this.taken++]!;
  }

  /** The connections as a list of their own, for a caller that scans again while going through them. */
  all(arriving: DatedLeg, route: RouteLegs, airportChange: boolean, before: number): readonly DatedLeg[] {
    return this.start(arriving, route, airportChange, before) === 0 ? NONE : this.found.slice();
  }
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
