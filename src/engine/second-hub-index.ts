// The middle legs of two-stop journeys, laid out once per dataset: for each destination and each
// airport (station) a middle leg can leave from, the routes from that station to a second hub
// from which the destination is one flight away (from the hub or another airport of its city),
// each with the shortest time its two remaining legs can take and the least distance they fly,
// ordered by that shortest time. The connection search walks a station's routes in that order and
// stops at the first that lands too late whatever the timetable, where it used to build and
// filter the same lists for every query (about 15,000 routes read in a slow one).
// None of it depends on the origin or the date: the origin's circuity budget and the timetable
// are checked as the search walks.
// Each entry is a connection pattern (station, second hub, destination) and carries who can sell
// it on (issue 49): the signatures of the middle route's airlines that one ticket joins to an
// airline selling a last leg from the second hub or its city, so that a first leg none of whose
// sellers any of them joins skips the entry, and a whole group, before any timetable is read.

import { sharedArray } from '../domain/shared-memory.js';
import type { SoldConnections } from './sold-connections.js';

/**
 * What the index is made from: the route network's shape (route-network.ts, which builds the
 * index and so is not imported here), its distances and the connecting-time floors.
 */
export interface RouteShape {
  readonly airportCount: number;
  readonly stationStart: Int32Array;
  readonly stationIds: Int32Array;
  readonly outAirport: Int32Array;
  readonly routeKm: Float64Array;
  readonly routeShortest: Float64Array;
  readonly inStart: Int32Array;
  readonly inAirport: Int32Array;
  readonly inRoute: Int32Array;
  /** By route, two words: its sellers' signatures ORed (seller-signatures.ts). */
  readonly routeSignature: Int32Array;
  /** By route: where its legs' positions start (length routes + 1); the leg at a position. */
  readonly routeStart: Int32Array;
  legAt(position: number): number;
  /** Who sells each leg, which airlines one ticket joins, and their signatures. */
  readonly sold: SoldConnections;
  /** The least connection from a landing to a leg leaving the station at a position of stationIds. */
  leastConnectionVia(at: number): number;
  distanceKm(a: number, b: number): number;
}

/**
 * Shortest two-leg times sit above the route number in one sort key, within these bounds (a
 * longer time is kept as the ceiling, which only bounds lower; nothing real comes near either).
 */
const MINUTES_CEILING = 2 ** 26;
const MINUTES_FLOOR = -(2 ** 26);
/** Distances are kept in 16 bits; the ceiling is beyond any two legs on Earth. */
const KM_CEILING = 0xffff;
/** Route numbers sit below the minutes in one sort key. */
const ROUTE_BITS = 2 ** 26;

export class SecondHubIndex {
  /** By destination: where its groups start (length airports + 1). */
  readonly destinationStart: Int32Array;
  /** By group: the station its routes leave from, ascending within a destination. */
  readonly groupStation: Int32Array;
  /** By group: where its routes start (length groups + 1). */
  readonly groupStart: Int32Array;
  /** By entry: the route from the station to the second hub. */
  readonly entryRoute: Int32Array;
  /**
   * By entry: the shortest its two legs can take (minutes): the route's shortest flight, the least
   * connection at the second hub and the shortest last leg from it or its city; entries of a group
   * ascend by it. Signed: a leg the data has landing before it leaves keeps its negative time, so
   * the bound stays below every journey's.
   */
  readonly entryMinutes: Int32Array;
  /**
   * By entry: the route's length and the least distance from the second hub or another airport of
   * its city to the destination, in whole kilometres rounded down (at most 65,535): never more
   * than the journey flies from the station on.
   */
  readonly entryKm: Uint16Array;
  /**
   * By entry, two words: the signatures (seller-signatures.ts) of the airlines selling the route's
   * legs that one ticket joins to an airline selling a last leg from the second hub or its city to
   * the destination. A middle leg of a sold journey is sold by one of them, and one of them is
   * joined to a seller of the first leg, so a first leg whose sellers' signature meets none of
   * these bits has no sold journey through the entry.
   */
  readonly entrySignature: Int32Array;
  /** By group, two words: its entries' signatures ORed, to skip a station's whole group at once. */
  readonly groupSignature: Int32Array;

  constructor(network: RouteShape) {
    if (network.outAirport.length >= ROUTE_BITS) throw new RangeError('too many routes for the second-hub index');
    const n = network.airportCount;
    const work = new IndexWork(network);
    let groups = 0;
    let entries = 0;
    for (let d = 0; d < n; d++) {
      work.collect(d);
      groups += work.stationCount;
      entries += work.entryCount;
    }
    this.destinationStart = sharedArray(Int32Array, n + 1);
    this.groupStation = sharedArray(Int32Array, groups);
    this.groupStart = sharedArray(Int32Array, groups + 1);
    this.entryRoute = sharedArray(Int32Array, entries);
    this.entryMinutes = sharedArray(Int32Array, entries);
    this.entryKm = sharedArray(Uint16Array, entries);
    this.entrySignature = sharedArray(Int32Array, entries * 2);
    this.groupSignature = sharedArray(Int32Array, groups * 2);
    let group = 0;
    let entry = 0;
    for (let d = 0; d < n; d++) {
      this.destinationStart[d] = group;
      work.collect(d);
      work.measure();
      entry = work.write(this, group, entry);
      group += work.stationCount;
    }
    this.destinationStart[n] = group;
    this.groupStart[group] = entry;
  }

  /** The group of routes from `station` towards `destination`, or -1 when it has none. */
  groupOf(destination: number, station: number): number {
    const stations = this.groupStation;
    let lo = this.destinationStart[destination]!;
    let hi = this.destinationStart[destination + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (stations[mid]! < station) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.destinationStart[destination + 1]! && stations[lo] === station ? lo : -1;
  }
}

/** One destination's entries at a time, in arrays by airport reused from one to the next. */
class IndexWork {
  stationCount = 0;
  entryCount = 0;
  private destination = -1;
  /** The route from each airport to the destination, plus one (0: none). */
  private readonly inbound: Int32Array;
  /** The collection that listed each second hub (collections are numbered from 1). */
  private readonly listed: Int32Array;
  private collection = 0;
  /** By second hub: its least connection and shortest last leg, and its least distance to the destination. */
  private readonly lastMinutes: Float64Array;
  private readonly remainingKm: Float64Array;
  /** By station: how many routes it has towards the destination, then where its group's next goes. */
  private readonly count: Int32Array;
  private hubs: Int32Array;
  private hubCount = 0;
  private stations: Int32Array;
  private keys = new Float64Array(1024);
  /**
   * By inbound slot (the routes into each airport, as inRoute lists them): the signatures of the
   * airlines selling the route's legs, two words each, slotSignatures[slotStart[j] * 2 ..]. Laid
   * out in the order the index is built in, so that signing a hub's routes reads memory in a row.
   */
  private readonly slotStart: Int32Array;
  private readonly slotSignatures: Int32Array;
  /** The same airlines' numbers, slotAirlines[slotStart[j] ..]. */
  private readonly slotAirlines: Int32Array;
  /** By route: its inbound slot. */
  private readonly slotOf: Int32Array;
  /** By airline, `words` words: a bit per airline whose flight one ticket lets follow its own (its row of `pairs`). */
  private readonly pairBits: Int32Array;
  private readonly words: number;
  /** The airlines selling a last leg from the second hub last marked (or its city): their signatures ORed, and a bit each. */
  private lastLo = 0;
  private lastHi = 0;
  private readonly lastBits: Int32Array;
  /** By inbound slot, two words: its route's entry signature for the destination being collected or written. */
  private readonly signatureOf: Int32Array;

  constructor(private readonly network: RouteShape) {
    const n = network.airportCount;
    const { sold, routeStart } = network;
    const airlines = sold.airlineCount;
    const routes = routeStart.length - 1;
    // Each route's airlines, once each, by inbound slot.
    const seen = new Int32Array(airlines).fill(-1);
    const { inRoute } = network;
    this.slotStart = new Int32Array(inRoute.length + 1);
    this.slotOf = new Int32Array(routes);
    const signatures: number[] = [];
    const slotAirlines: number[] = [];
    for (let j = 0; j < inRoute.length; j++) {
      const r = inRoute[j]!;
      this.slotOf[r] = j;
      this.slotStart[j] = signatures.length / 2;
      for (let i = routeStart[r]!; i < routeStart[r + 1]!; i++) {
        const sellers = sold.legSellers[network.legAt(i)]!;
        for (let k = sold.sellerStart[sellers]!; k < sold.sellerStart[sellers + 1]!; k++) {
          const x = sold.sellerAirlines[k]!;
          if (seen[x] === j) continue;
          seen[x] = j;
          signatures.push(sold.airlineSignature[x * 2]!, sold.airlineSignature[x * 2 + 1]!);
          slotAirlines.push(x);
        }
      }
    }
    this.slotStart[inRoute.length] = signatures.length / 2;
    this.slotSignatures = Int32Array.from(signatures);
    this.slotAirlines = Int32Array.from(slotAirlines);
    this.words = Math.ceil(airlines / 32);
    this.pairBits = new Int32Array(airlines * this.words);
    for (let y = 0; y < airlines; y++) {
      for (let z = 0; z < airlines; z++) if (sold.pairs[y * airlines + z] === 1) this.pairBits[y * this.words + (z >> 5)]! |= 1 << (z & 31);
    }
    this.lastBits = new Int32Array(this.words);
    this.signatureOf = new Int32Array(inRoute.length * 2);
    this.inbound = new Int32Array(n);
    this.listed = new Int32Array(n);
    this.lastMinutes = new Float64Array(n);
    this.remainingKm = new Float64Array(n);
    this.count = new Int32Array(n);
    this.hubs = new Int32Array(n);
    this.stations = new Int32Array(n);
  }

  /**
   * Lists the second hubs towards `destination`, and counts the routes into them by station (all
   * that sizing the index needs; `measure` does the rest).
   */
  collect(destination: number): void {
    const { inStart, inAirport, inRoute, stationStart, stationIds } = this.network;
    this.clear();
    this.destination = destination;
    this.collection++;
    for (let i = inStart[destination]!; i < inStart[destination + 1]!; i++) this.inbound[inAirport[i]!] = inRoute[i]! + 1;
    for (let i = inStart[destination]!; i < inStart[destination + 1]!; i++) {
      const from = inAirport[i]!;
      for (let at = stationStart[from]!; at < stationStart[from + 1]!; at++) {
        const hub = stationIds[at]!;
        if (hub === destination || this.listed[hub] === this.collection) continue;
        this.listed[hub] = this.collection;
        this.hubs[this.hubCount++] = hub;
      }
    }
    for (let h = 0; h < this.hubCount; h++) {
      const hub = this.hubs[h]!;
      this.markJoined(hub);
      for (let j = inStart[hub]!; j < inStart[hub + 1]!; j++) {
        const station = inAirport[j]!;
        if (station === destination || !this.signSlot(j)) continue;
        if (this.count[station] === 0) this.stations[this.stationCount++] = station;
        this.count[station]! += 1;
        this.entryCount++;
      }
    }
  }

  /** Each collected second hub's least connection and shortest last leg, and least distance on. */
  measure(): void {
    const network = this.network;
    const { stationStart, stationIds, routeShortest } = network;
    for (let h = 0; h < this.hubCount; h++) {
      const hub = this.hubs[h]!;
      let minutes = Infinity;
      let km = Infinity;
      for (let s = stationStart[hub]!; s < stationStart[hub + 1]!; s++) {
        const station = stationIds[s]!;
        const route = this.inbound[station]! - 1;
        if (route >= 0) {
          // The connection at the second hub takes at least the least minimum connecting time
          // of the airport the last leg leaves, and the change's minutes when that is another airport.
          minutes = Math.min(minutes, routeShortest[route]! + network.leastConnectionVia(s));
        }
        km = Math.min(km, network.distanceKm(station, this.destination));
      }
      this.lastMinutes[hub] = minutes;
      this.remainingKm[hub] = km;
    }
  }

  /** Writes the collected groups from `group` and entries from `entry`; returns the next entry. */
  write(index: SecondHubIndex, group: number, entry: number): number {
    const network = this.network;
    const { inStart, inAirport, inRoute, outAirport, routeShortest, routeKm } = network;
    const stations = this.stations.subarray(0, this.stationCount).sort();
    // Each group's start, then (in count) where its next route goes.
    let at = 0;
    for (let g = 0; g < this.stationCount; g++) {
      const station = stations[g]!;
      index.groupStation[group + g] = station;
      index.groupStart[group + g] = entry + at;
      const size = this.count[station]!;
      this.count[station] = at;
      at += size;
    }
    if (this.keys.length < at) this.keys = new Float64Array(at * 2);
    const keys = this.keys;
    for (let h = 0; h < this.hubCount; h++) {
      const hub = this.hubs[h]!;
      for (let j = inStart[hub]!; j < inStart[hub + 1]!; j++) {
        const station = inAirport[j]!;
        const route = inRoute[j]!;
        // collect(), just before, signed every route into the hub for this destination.
        if (station === this.destination || (this.signatureOf[j * 2]! | this.signatureOf[j * 2 + 1]!) === 0) continue;
        const minutes = Math.max(MINUTES_FLOOR, Math.min(MINUTES_CEILING, routeShortest[route]! + this.lastMinutes[hub]!));
        keys[this.count[station]!] = minutes * ROUTE_BITS + route;
        this.count[station]! += 1;
      }
    }
    // Each group by shortest time, then route. Groups are small (at most a station's routes; on
    // average 5), where an insertion sort beats a typed-array sort of each group's view by far.
    let from = 0;
    for (let g = 0; g < this.stationCount; g++) {
      const to = g + 1 < this.stationCount ? index.groupStart[group + g + 1]! - entry : at;
      insertionSort(keys, from, to);
      from = to;
    }
    for (let k = 0; k < at; k++) {
      const key = keys[k]!;
      const minutes = Math.floor(key / ROUTE_BITS);
      const route = key - minutes * ROUTE_BITS;
      index.entryRoute[entry + k] = route;
      index.entryMinutes[entry + k] = minutes;
      index.entryKm[entry + k] = Math.min(KM_CEILING, Math.floor(routeKm[route]! + this.remainingKm[outAirport[route]!]!));
      const slot = this.slotOf[route]!;
      index.entrySignature[(entry + k) * 2] = this.signatureOf[slot * 2]!;
      index.entrySignature[(entry + k) * 2 + 1] = this.signatureOf[slot * 2 + 1]!;
    }
    for (let g = 0; g < this.stationCount; g++) {
      let lo = 0;
      let hi = 0;
      for (let k = index.groupStart[group + g]!, end = g + 1 < this.stationCount ? index.groupStart[group + g + 1]! : entry + at; k < end; k++) {
        lo |= index.entrySignature[k * 2]!;
        hi |= index.entrySignature[k * 2 + 1]!;
      }
      index.groupSignature[(group + g) * 2] = lo;
      index.groupSignature[(group + g) * 2 + 1] = hi;
    }
    return entry + at;
  }

  /** The sellers of the last legs from `hub` or its city to the destination, for signSlot. */
  private markJoined(hub: number): void {
    const { stationStart, stationIds, routeSignature } = this.network;
    this.lastLo = 0;
    this.lastHi = 0;
    this.lastBits.fill(0);
    for (let at = stationStart[hub]!; at < stationStart[hub + 1]!; at++) {
      const route = this.inbound[stationIds[at]!]! - 1;
      if (route < 0) continue;
      this.lastLo |= routeSignature[route * 2]!;
      this.lastHi |= routeSignature[route * 2 + 1]!;
      const slot = this.slotOf[route]!;
      for (let i = this.slotStart[slot]!; i < this.slotStart[slot + 1]!; i++) {
        const z = this.slotAirlines[i]!;
        this.lastBits[z >> 5]! |= 1 << (z & 31);
      }
    }
  }

  /**
   * The route's entry signature towards the hub last marked: the signatures of its airlines that
   * one ticket joins to a last leg's seller, ORed (tested by signature first, as any two airlines
   * one ticket joins share a bit, then by the pair relation itself). False when there is none: no
   * leg of the route is the middle leg of a sold journey there, and it is no entry (for any origin
   * and date).
   */
  private signSlot(j: number): boolean {
    const signatures = this.slotSignatures;
    const lastLo = this.lastLo;
    const lastHi = this.lastHi;
    let lo = 0;
    let hi = 0;
    for (let i = this.slotStart[j]! * 2, end = this.slotStart[j + 1]! * 2; i < end; i += 2) {
      const yLo = signatures[i]!;
      const yHi = signatures[i + 1]!;
      if (((yLo & lastLo) | (yHi & lastHi)) === 0 || !this.joinsLast(this.slotAirlines[i >> 1]!)) continue;
      lo |= yLo;
      hi |= yHi;
    }
    this.signatureOf[j * 2] = lo;
    this.signatureOf[j * 2 + 1] = hi;
    return (lo | hi) !== 0;
  }

  /** Whether one ticket lets a flight of one of the marked last legs' airlines follow one of airline `y`'s. */
  private joinsLast(y: number): boolean {
    const words = this.words;
    for (let w = 0; w < words; w++) if ((this.pairBits[y * words + w]! & this.lastBits[w]!) !== 0) return true;
    return false;
  }

  private clear(): void {
    for (let g = 0; g < this.stationCount; g++) this.count[this.stations[g]!] = 0;
    if (this.destination >= 0) {
      const { inStart, inAirport } = this.network;
      for (let i = inStart[this.destination]!; i < inStart[this.destination + 1]!; i++) this.inbound[inAirport[i]!] = 0;
    }
    this.stationCount = 0;
    this.entryCount = 0;
    this.hubCount = 0;
  }
}

/** Sorts keys[from .. to) ascending. */
function insertionSort(keys: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= from && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
}
