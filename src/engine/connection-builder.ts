// Direct and connecting journeys between two airports on one local date (docs/api-rules.md, Schedules).
// The search starts from the origin's dated departures, and only follows a first leg towards an
// airport that keeps the journey within the circuity bound; second and third legs come from the
// routes of airports known to reach the destination (for two stops, the route network's
// second-hub index), so the work grows with the airports that could matter, not with the whole
// network.
import { isoWeekday } from '../domain/flight-dates.js';
import { isOvernight } from '../domain/overnight.js';
import { ArrivalProfile } from './arrival-profile.js';
import type { DepartureIndex } from './departure-index.js';
import type { FoundJourneys } from './found-journeys.js';
import type { Journey } from './journey.js';
import { MAXIMUM_INTERNATIONAL } from './connection-rules.js';
import type { RouteNetwork } from './route-network.js';
import type { ScanArrays, SearchScratch } from './search-scratch.js';
import { SellerReach } from './seller-reach.js';
import { EVERY_SELLER } from './sold-connections.js';

export type { DatedLeg, Journey } from './journey.js';

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

/** The journeys of the query as an answer lists them: the rules of docs/api-rules.md, in the answer's order. */
export function findJourneys(network: RouteNetwork, index: DepartureIndex, q: JourneyQuery): Journey[] {
  const found = network.scratch.found;
  found.clear();
  collectJourneys(network, index, q, found);
  return orderJourneys(found.keepUnbeaten(network.legs, network.store.legs, q.day));
}

/**
 * Adds to `found` the journeys the search finds for the query: every one no other beats, and some
 * that one found later does. The rules of which to offer run once over the whole answer
 * (FoundJourneys.keepUnbeaten): the overnight rule needs all of it, and a city query's answer is
 * several searches'.
 */
export function collectJourneys(network: RouteNetwork, index: DepartureIndex, q: JourneyQuery, found: FoundJourneys): void {
  const { origin, destination } = q;
  const table = network.legs;
  const budget = CIRCUITY_LIMIT * network.distanceKm(origin, destination);

  // First legs: every departure of the date from the earliest minute, in time order.
  // A view of the index's buffer, read before the index is asked again (the search asks it nothing else).
  const firstIds = index.departuresView(origin, q.day, q.fromMinute);
  const directFrom = found.count;
  for (const id of firstIds) if (table.destination[id] === destination) found.add(table, id, q.day, -1, 0, -1, 0, false);
  if (q.directOnly) return;
  const scratch = network.scratch;
  scratch.begin();
  try {
    connecting(network, q, firstIds, directFrom, found, budget, scratch);
  } finally {
    scratch.end();
  }
}

/** Adds the connecting journeys found from the first legs of the date; the direct ones are in `found` from `directFrom` on. */
function connecting(network: RouteNetwork, q: JourneyQuery, firstIds: Int32Array, directFrom: number, found: FoundJourneys, budget: number, scratch: SearchScratch): void {
  const { origin, destination } = q;
  const table = network.legs;
  // Last legs leave at most two days after the first (13 h connections, date line).
  const last = new ArrivalProfile(network, destination, q.day - 1, q.day + 3, scratch);
  const lastLegs = new LastLegs(network, origin, destination, last, scratch);
  const places = new Places(network, origin, budget, scratch);
  const sellerReach = new SellerReach(network.sold, destination, scratch);
  const { stationStart, stationIds, stationChange } = network;

  // A journey is worth building only while nothing found so far beats it: no journey with fewer
  // legs leaving no earlier, and no journey with as many legs leaving later (first legs are taken
  // latest first), lands no later. So every partial journey already landing too late for its
  // departure is dropped before it is extended. The next leg may leave from another airport of the
  // hub's city where a ticket sells that change: circuity counts from there. Partial journeys are
  // leg ids, instants and the sellers one ticket can still hold; a DatedLeg is made for a journey
  // kept. Journeys with an overnight connection beat others as any journey does (the overnight
  // rule runs after the dominance rule: keepUnbeaten).
  const candidates = firstLegsLatestFirst(network, lastLegs, q, firstIds, budget, scratch);
  if (candidates.length === 0) return;
  const base = q.day * 1440;
  const departureOf = (id: number) => base + table.departureUtc[id]!;
  const arrivalOf = (id: number) => base + table.departureUtc[id]! + table.block[id]!;

  // One pass over the first legs, latest first, a run of equal departures at a time: its one-stop
  // journeys first, then its two-stop ones. Every journey with fewer legs leaving no earlier is
  // then known: the direct ones by departure, and the one-stop ones of this run and those before.
  // (Two passes, one per number of legs, did the same work 8 % slower on FRA–JFK: the hubs' data
  // had left the processor's caches by the second. The two blocks stay in this one function: as
  // methods called per first leg they cost 4 % more.)
  const directs: number[] = [];
  for (let at = directFrom; at < found.count; at++) directs.push(at);
  directs.sort((a, b) => found.departureOf(b) - found.departureOf(a));
  let nextDirect = 0;
  let directBest = Infinity;
  let fewerBest = Infinity;
  const oneStopRound = new RoundFrontier();
  const twoStopRound = new RoundFrontier();
  const seconds = new ConnectionScan(network, scratch.scans[0]);
  const thirds = new ConnectionScan(network, scratch.scans[1]);
  // Second hubs come from the second-hub index: per station, its routes towards the destination
  // by their shortest two-leg time.
  const { routeShortest, outAirport } = network;
  const { groupStart, entryRoute, entryMinutes, entryKm, entrySignature, groupSignature } = network.secondHubs;
  const { legSellers, listSignature } = network.sold;
  // By hub, known for every first leg's (LastLegs.mayGoOn): no journey on from a landing there
  // arrives sooner than this after it, by one more leg and by two.
  const soonest = scratch.soonest;
  for (let runStart = 0; runStart < candidates.length; ) {
    const departure = departureOf(candidates[runStart]!);
    let runEnd = runStart + 1;
    while (runEnd < candidates.length && departureOf(candidates[runEnd]!) === departure) runEnd++;
    while (nextDirect < directs.length && found.departureOf(directs[nextDirect]!) >= departure) directBest = Math.min(directBest, found.arrivalOf(directs[nextDirect++]!));
    fewerBest = Math.min(fewerBest, directBest);

    for (let c = runStart; c < runEnd; c++) {
      const first = candidates[c]!;
      const arrival = arrivalOf(first);
      let limit = Math.min(directBest, oneStopRound.start(departure));
      const hub = table.destination[first]!;
      if (arrival + soonest[hub * 2]! >= limit || !sellerReach.lastFrom(first, EVERY_SELLER, hub)) continue;
      for (let at = stationStart[hub]!; at < stationStart[hub + 1]!; at++) {
        if (stationIds[at] === origin) continue;
        const n = seconds.scanLastLegs(last, first, EVERY_SELLER, arrival, at, limit);
        for (let s = 0; s < n; s++) {
          const secondArrival = seconds.arrival[s]!;
          if (secondArrival >= limit || !places.keep(first, seconds.leg[s]!, -1)) continue;
          const overnight = overnightBetween(network, first, q.day, seconds.leg[s]!, seconds.day[s]!);
          found.add(table, first, q.day, seconds.leg[s]!, seconds.day[s]!, -1, 0, overnight);
          fewerBest = Math.min(fewerBest, secondArrival);
          limit = oneStopRound.found(secondArrival, limit);
        }
      }
    }

    for (let c = runStart; c < runEnd; c++) {
      const first = candidates[c]!;
      const arrival = arrivalOf(first);
      let limit = Math.min(fewerBest, twoStopRound.start(departure));
      const hub = table.destination[first]!;
      if (arrival + soonest[hub * 2 + 1]! >= limit || !sellerReach.twoFrom(first)) continue;
      // Flying on to a second hub, then from it or its city to the destination, must keep within
      // the budget (the entries' distances are whole kilometres rounded down; the margin keeps the
      // sums' rounding from dropping a journey that Places would keep).
      const reach = budget + KM_MARGIN - network.legKm[first]!;
      // The first leg's sellers' signature: an entry whose onward sellers it does not meet has no
      // sold journey after this leg (the second-hub index's connection patterns).
      const sellers = legSellers[first]!;
      const signatureLo = listSignature[sellers * 2]!;
      const signatureHi = listSignature[sellers * 2 + 1]!;
      for (let at = stationStart[hub]!; at < stationStart[hub + 1]!; at++) {
        const station = stationIds[at]!;
        if (station === origin || station === destination) continue;
        const group = lastLegs.secondHubGroup(station);
        if (group < 0 || ((groupSignature[group * 2]! & signatureLo) | (groupSignature[group * 2 + 1]! & signatureHi)) === 0) continue;
        // The next leg leaves no sooner than this after the first lands, whichever it is.
        const ready = arrival + connectionFloor(network, first, at);
        const end = groupStart[group + 1]!;
        for (let k = groupStart[group]!; k < end; k++) {
          // Entries come by their two legs' shortest time: from the first that lands too late on,
          // none can land in time.
          if (ready + entryMinutes[k]! >= limit) break;
          if (entryKm[k]! > reach || ((entrySignature[k * 2]! & signatureLo) | (entrySignature[k * 2 + 1]! & signatureHi)) === 0) continue;
          const toSecondHub = entryRoute[k]!;
          const secondHub = outAirport[toSecondHub]!;
          if (secondHub === origin || secondHub === hub) continue;
          // The second leg lands no earlier than its shortest flight after the first lands, and must
          // land in time to connect to a last leg from the second hub (or its city) that still
          // lands in time.
          const earliestArrival = ready + routeShortest[toSecondHub]!;
          const latestArrival = lastLegs.latestArrivalVia(secondHub, limit, earliestArrival);
          if (earliestArrival > latestArrival) continue;
          const n = seconds.scan(first, EVERY_SELLER, arrival, toSecondHub, stationChange[at]!, ready, latestArrival - routeShortest[toSecondHub]!);
          for (let s = 0; s < n; s++) {
            const second = seconds.leg[s]!;
            const secondArrival = seconds.arrival[s]!;
            if (secondArrival + MINIMUM_CONNECTION >= limit || !sellerReach.lastFrom(second, seconds.sellers[s]!, table.destination[second]!)) continue;
            const firstNight = overnightBetween(network, first, q.day, second, seconds.day[s]!);
            for (let lastAt = stationStart[secondHub]!; lastAt < stationStart[secondHub + 1]!; lastAt++) {
              const lastStation = stationIds[lastAt]!;
              if (lastStation === origin || lastStation === hub || lastStation === station || lastStation === destination) continue;
              const m = thirds.scanLastLegs(last, second, seconds.sellers[s]!, secondArrival, lastAt, limit);
              for (let t = 0; t < m; t++) {
                const thirdArrival = thirds.arrival[t]!;
                if (thirdArrival >= limit || !places.keep(first, second, thirds.leg[t]!)) continue;
                const overnight = firstNight || overnightBetween(network, second, seconds.day[s]!, thirds.leg[t]!, thirds.day[t]!);
                found.add(table, first, q.day, second, seconds.day[s]!, thirds.leg[t]!, thirds.day[t]!, overnight);
                limit = twoStopRound.found(thirdArrival, limit);
              }
            }
          }
        }
      }
    }
    runStart = runEnd;
  }
}

/** Slack for comparing distances summed in a different order than Places sums them (km). */
const KM_MARGIN = 1;

/**
 * The first legs worth extending (towards an airport other than the two ends, from which the
 * destination is within the circuity budget), latest departure first, equal ones in time-table
 * order. A date's departures come by local time, which at one airport on one date is their UTC
 * order too, so reversing the runs of equal departures is enough; they are sorted first only when
 * the data's UTC offsets disagree.
 */
function firstLegsLatestFirst(network: RouteNetwork, lastLegs: LastLegs, q: JourneyQuery, firstIds: Int32Array, budget: number, scratch: SearchScratch): Int32Array {
  const { destination: to, departureUtc } = network.legs;
  // A first leg no longer than a quarter of the budget (half the direct distance) keeps within it
  // whatever the hub: from there the destination is at most that leg and the direct distance away.
  const surelyWithin = budget / 4 - KM_MARGIN;
  if (scratch.worth.length < firstIds.length) {
    scratch.worth = new Int32Array(firstIds.length * 2);
    scratch.firstLegs = new Int32Array(firstIds.length * 2);
  }
  const worth = scratch.worth;
  let count = 0;
  let inOrder = true;
  for (let i = 0; i < firstIds.length; i++) {
    const id = firstIds[i]!;
    const hub = to[id]!;
    if (hub === q.destination || hub === q.origin) continue;
    const km = network.legKm[id]!;
    if (km > surelyWithin && km + lastLegs.remainingKm(hub) > budget) continue;
    // A flight whose sellers sell no connection where it lands (a no-frills airline's) starts none,
    // nor one none of whose sellers may sell with a last leg or a two-stop pattern on from there.
    if (!network.sold.connectsOn(id, hub) || !lastLegs.mayGoOn(id, hub)) continue;
    if (count > 0 && departureUtc[id]! < departureUtc[worth[count - 1]!]!) inOrder = false;
    worth[count++] = id;
  }
  if (!inOrder) {
    // By departure, then position: one number each, the departure above the position.
    if (scratch.order.length < count) scratch.order = new Float64Array(count * 2);
    const keys = scratch.order;
    for (let k = 0; k < count; k++) keys[k] = departureUtc[worth[k]!]! * FIRST_LEG_POSITIONS + k;
    keys.subarray(0, count).sort();
    const positions = worth.slice(0, count);
    for (let k = 0; k < count; k++) {
      const key = keys[k]!;
      worth[k] = positions[key - Math.floor(key / FIRST_LEG_POSITIONS) * FIRST_LEG_POSITIONS]!;
    }
  }
  const order = scratch.firstLegs;
  let at = 0;
  for (let end = count; end > 0; ) {
    const departure = departureUtc[worth[end - 1]!]!;
    let start = end - 1;
    while (start > 0 && departureUtc[worth[start - 1]!]! === departure) start--;
    for (let k = start; k < end; k++) order[at++] = worth[k]!;
    end = start;
  }
  return order.subarray(0, count);
}

/** Above any number of departures from one airport on one date. */
const FIRST_LEG_POSITIONS = 1 << 21;

/**
 * For one query, per airport on first use: the shortest distance from it or its city to the
 * destination, the latest arrival there that connects to a useful last leg from it or its city,
 * and its routes to second hubs.
 */
class LastLegs {
  // Values stored plus one in the search's scratch, so that its zeros mean "not computed yet".
  private readonly km: Float64Array;

  constructor(
    private readonly network: RouteNetwork,
    private readonly origin: number,
    private readonly destination: number,
    private readonly last: ArrivalProfile,
    private readonly scratch: SearchScratch,
  ) {
    this.km = scratch.km;
  }

  /**
   * The latest arrival at the airport from which a last leg from it or another airport of its city
   * can still land before `limit`: that leg's latest departure less the least connection there (the
   * least minimum connecting time of its airport, and a change of airport's minutes). Kept per airport
   * with the limit it was found for: first legs in a row mostly share their limit (the next journey
   * leaving after them), and their walks try the same hubs. Two-stop limits never rise but within a
   * run of first legs leaving together, where a journey found lowers the limit of its own first leg
   * only; so what was found for an earlier limit is at least the answer for this one, or hides only
   * journeys landing after one already found and leaving with it, which that one beats. When it is
   * already before `earliest`, the arrival the caller needs, it is returned as it is, and the
   * profiles are not asked again.
   */
  latestArrivalVia(airport: number, limit: number, earliest: number): number {
    const scratch = this.scratch;
    if (scratch.latestLimit[airport] === limit || (scratch.latestLimit[airport] !== 0 && scratch.latestVia[airport]! < earliest)) return scratch.latestVia[airport]!;
    const network = this.network;
    const { stationStart, stationIds } = network;
    let latest = -Infinity;
    for (let at = stationStart[airport]!; at < stationStart[airport + 1]!; at++) {
      latest = Math.max(latest, this.last.latestDeparture(stationIds[at]!, limit) - network.leastConnectionVia(at));
    }
    if (scratch.latestLimit[airport] === 0) scratch.touch(airport);
    scratch.latestLimit[airport] = limit;
    scratch.latestVia[airport] = latest;
    return latest;
  }

  /**
   * Whether a seller of first leg `first`, landing at `hub`, may sell with the airlines of a last
   * leg from the hub or its city (by the last route's signature, as ConnectionScan.scanLastLegs
   * tests it) or with the onward sellers of a group of the second-hub index there (as the two-stop
   * walk tests them): when neither, no sold journey goes on from this first leg. The hub's side is
   * found once per query.
   */
  mayGoOn(first: number, hub: number): boolean {
    const scratch = this.scratch;
    const onward = scratch.onward;
    if (scratch.onwardKnown[hub] === 0) {
      const network = this.network;
      const { stationStart, stationIds, routeSignature, routeShortest } = network;
      const { groupSignature: groups, groupStart, entryMinutes } = network.secondHubs;
      let lo = 0;
      let hi = 0;
      // The least connection at a station bounds every connection there (ConnectionScan's floors
      // are never below it); a route's shortest flight and a group's first entry (the least of its
      // two-leg times) bound the rest.
      let one = Infinity;
      let two = Infinity;
      for (let at = stationStart[hub]!; at < stationStart[hub + 1]!; at++) {
        const station = stationIds[at]!;
        if (station === this.origin) continue;
        const route = this.last.routeFrom(station);
        if (route >= 0) {
          lo |= routeSignature[route * 2]!;
          hi |= routeSignature[route * 2 + 1]!;
          one = Math.min(one, network.leastConnectionVia(at) + routeShortest[route]!);
        }
        if (station === this.destination) continue;
        const group = this.secondHubGroup(station);
        if (group >= 0) {
          lo |= groups[group * 2]!;
          hi |= groups[group * 2 + 1]!;
          two = Math.min(two, network.leastConnectionVia(at) + entryMinutes[groupStart[group]!]!);
        }
      }
      onward[hub * 2] = lo;
      onward[hub * 2 + 1] = hi;
      scratch.soonest[hub * 2] = Math.max(MINIMUM_CONNECTION, one);
      scratch.soonest[hub * 2 + 1] = Math.max(2 * MINIMUM_CONNECTION, two);
      scratch.onwardKnown[hub] = 1;
      scratch.touch(hub);
    }
    const { legSellers, listSignature } = this.network.sold;
    const list = legSellers[first]!;
    return ((listSignature[list * 2]! & onward[hub * 2]!) | (listSignature[list * 2 + 1]! & onward[hub * 2 + 1]!)) !== 0;
  }

  /** The station's routes to second hubs in the route network's index (-1: none), looked up once per query. */
  secondHubGroup(station: number): number {
    const known = this.scratch.secondHubGroup[station]!;
    if (known > 0) return known - 2;
    const group = this.network.secondHubs.groupOf(this.destination, station);
    this.scratch.secondHubGroup[station] = group + 2;
    this.scratch.touch(station);
    return group;
  }

  remainingKm(airport: number): number {
    const known = this.km[airport]!;
    if (known > 0) return known - 1;
    const km = nearestStation(this.network, airport, this.destination);
    this.km[airport] = km + 1;
    this.scratch.touch(airport);
    return km;
  }
}

/** The shortest distance to `target` from an airport or another one of its city. */
function nearestStation(network: RouteNetwork, airport: number, target: number): number {
  let best = Infinity;
  for (let at = network.stationStart[airport]!; at < network.stationStart[airport + 1]!; at++) best = Math.min(best, network.distanceKm(network.stationIds[at]!, target));
  return best;
}

/**
 * Whether a journey visits no airport twice (origin and destination included) and, when it changes
 * airport within a city, no city twice; and flies, along its legs, within the circuity budget.
 * For two or three legs given by id, without building lists.
 */
class Places {
  private readonly airports: Int32Array;
  private readonly cities: Int32Array;

  constructor(
    private readonly network: RouteNetwork,
    private readonly origin: number,
    private readonly budget: number,
    scratch: SearchScratch,
  ) {
    this.airports = scratch.placeAirports;
    this.cities = scratch.placeCities;
  }

  /** `c` is -1 for a journey of two legs. */
  keep(a: number, b: number, c: number): boolean {
    const network = this.network;
    const { origin: from, destination: to } = network.legs;
    const airports = this.airports;
    const cities = this.cities;
    let n = 0;
    let m = 0;
    airports[n++] = this.origin;
    cities[m++] = network.cityOf[this.origin]!;
    let flown = network.legKm[a]! + network.legKm[b]!;
    airports[n++] = to[a]!;
    cities[m++] = network.cityOf[to[a]!]!;
    let airportChange = false;
    if (from[b] !== to[a]) {
      airportChange = true;
      airports[n++] = from[b]!;
    }
    airports[n++] = to[b]!;
    cities[m++] = network.cityOf[to[b]!]!;
    if (c >= 0) {
      flown += network.legKm[c]!;
      if (from[c] !== to[b]) {
        airportChange = true;
        airports[n++] = from[c]!;
      }
      airports[n++] = to[c]!;
      cities[m++] = network.cityOf[to[c]!]!;
    }
    if (flown > this.budget || !distinct(airports, n)) return false;
    return !airportChange || distinct(cities, m);
  }
}

/**
 * The shortest connection any leg from the station at position `at` of a station list could have
 * after leg `arriving`, which lands at the list's airport: the lowest minimum connecting time that
 * may apply there, and the change's minutes when the station is another airport of the city.
 */
function connectionFloor(network: RouteNetwork, arriving: number, at: number): number {
  return Math.max(network.rules.minimumAfter(network.legs, arriving, network.stationIds[at]!), network.changeMinutesAt(at));
}

function distinct(values: Int32Array, n: number): boolean {
  for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) if (values[i] === values[j]) return false;
  return true;
}

/** No minimum connecting time is shorter than this (the smallest a table may set is 1 minute). */
const MINIMUM_CONNECTION = 1;

/**
 * For the journeys of one number of legs (a round), whose first legs come latest first: a journey
 * must land before every one of the round that leaves later, and no later than the best one found
 * with the same first leg (equal journeys are all listed).
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
 * Whether waiting from leg `a`'s landing (it leaves on local date `aDay`) to leg `b`'s departure
 * (on local date `bDay`) is an overnight connection, by the local times the answer writes.
 */
function overnightBetween(network: RouteNetwork, a: number, aDay: number, b: number, bDay: number): boolean {
  const legs = network.store.legs;
  return isOvernight((aDay + legs.arrivalDayOffset[a]!) * 1440 + legs.arrivalTime[a]!, bDay * 1440 + legs.departureTime[b]!);
}

/**
 * The dated legs of a route that can follow an arriving leg: found by binary search on departure
 * instant for each date a window of at most 13 hours can reach, then checked for running that day
 * and for the minimum and maximum connecting time of the pair. Legs leaving at or after `before`
 * are not looked at. Results are kept in the scan's own arrays until its next scan, as ids and
 * instants: most are dropped, and only those of a journey kept become objects.
 */
class ConnectionScan {
  constructor(
    private readonly network: RouteNetwork,
    private readonly arrays: ScanArrays,
  ) {}

  get leg(): Int32Array {
    return this.arrays.leg;
  }

  get arrival(): Float64Array {
    return this.arrays.arrival;
  }

  /** By connection found: its leg's local departure date. */
  get day(): Int32Array {
    return this.arrays.day;
  }

  /** By connection found: the sellers of its leg one ticket can hold after the legs before (bits by position). */
  get sellers(): Int32Array {
    return this.arrays.sellers;
  }

  /**
   * Finds the connections after leg `a` landing at `arrival` on `route` (-1: none) leaving from
   * `firstDeparture` (the connection's floor: no leg leaving sooner has its minimum connecting
   * time) to `lastDeparture` (a leg leaving later could only make a journey that is beaten anyway),
   * sold on one ticket with one of `a`'s sellers in `held`; `change` is the sold change of airport
   * the route leaves by (-1: it leaves where `a` lands). Returns how many.
   */
  scan(a: number, held: number, arrival: number, route: number, change: number, firstDeparture: number, lastDeparture: number): number {
    if (route < 0) return 0;
    const network = this.network;
    const start = network.routeStart[route]!;
    const end = network.routeStart[route + 1]!;
    const sold = network.sold;
    const table = network.legs;
    const rules = network.rules;
    const landing = table.destination[a]!;
    const changeMinutes = change < 0 ? 0 : sold.changeMinutes[change]!;
    const from = Math.max(arrival + MINIMUM_CONNECTION, firstDeparture);
    const to = Math.min(arrival + MAXIMUM_INTERNATIONAL, lastDeparture);
    const lowest = network.minuteAt(start);
    const highest = network.minuteAt(end - 1);
    const flight = table.flight[a]!;
    let count = 0;
    for (let day = Math.floor((from - highest) / 1440); day * 1440 + lowest <= to; day++) {
      const base = day * 1440;
      const weekday = 1 << (isoWeekday(day) - 1);
      for (let i = network.firstLeaving(start, end, from - base); i < end && base + network.minuteAt(i) <= to; i++) {
        if (!network.runsOn(i, day, weekday)) continue;
        const next = network.legAt(i);
        // Legs of one through flight are sold as its segment, not as a connection.
        if (table.flight[next] === flight) continue;
        const minimum = Math.max(rules.minimumBetween(table, a, next), changeMinutes);
        const departure = base + network.minuteAt(i);
        if (departure < arrival + minimum || departure > arrival + rules.maximumBetween(table, a, next)) continue;
        // Last, as the dearest check: whether one ticket joins the two.
        const sellers = sold.next(a, held, next, landing, change);
        if (sellers === 0) continue;
        if (count === this.arrays.leg.length) this.grow();
        const found = this.arrays;
        found.leg[count] = next;
        found.day[count] = day;
        found.arrival[count] = departure + network.blockAt(i);
        found.sellers[count] = sellers;
        count++;
      }
    }
    return count;
  }

  /**
   * Finds the last legs from the station at position `at` of the station list of the airport
   * where leg `a` lands at `arrival`, that can follow it on one ticket with one of its sellers in
   * `held` and land before `limit`; returns how many. The last leg from there that still lands in
   * time leaves at the profile's latest departure: none after it can, and none at all when that is
   * sooner than the least connection allows.
   */
  scanLastLegs(last: ArrivalProfile, a: number, held: number, arrival: number, at: number, limit: number): number {
    const network = this.network;
    const station = network.stationIds[at]!;
    const route = last.routeFrom(station);
    if (route < 0 || !network.sold.mayMeet(a, held, network.routeSignature, route)) return 0;
    const latest = last.latestDeparture(station, limit);
    const ready = arrival + connectionFloor(network, a, at);
    if (ready > latest) return 0;
    return this.scan(a, held, arrival, route, network.stationChange[at]!, ready, latest);
  }

  private grow(): void {
    const found = this.arrays;
    const size = found.leg.length * 2;
    const leg = new Int32Array(size);
    const day = new Int32Array(size);
    const arrival = new Float64Array(size);
    const sellers = new Int32Array(size);
    leg.set(found.leg);
    day.set(found.day);
    arrival.set(found.arrival);
    sellers.set(found.sellers);
    found.leg = leg;
    found.day = day;
    found.arrival = arrival;
    found.sellers = sellers;
  }
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
