// For one query's destination: from each airport with flights to it, the earliest arrival at the
// destination on a leg leaving that airport at or after a given instant. A lower bound the
// connection builder prunes with: a partial journey whose best possible last leg still lands
// too late is not extended.
import { isoWeekday } from '../domain/flight-dates.js';
import type { RouteNetwork } from './route-network.js';

export class ArrivalProfile {
  /**
   * Each airport's profile, built on first use, is a range of the two pools: departure instants
   * in ascending order, and the earliest arrival from each one onwards. A query builds a hundred
   * or more, so they share two growing arrays rather than each making its own.
   */
  private departures = new Float64Array(1024);
  private earliest = new Float64Array(1024);
  private used = 0;
  /** Where each airport's range starts, plus one (0: not built yet), and ends. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** 1 for the airports with flights to the destination: the others have no profile to build. */
  private readonly inbound: Uint8Array;

  constructor(
    private readonly network: RouteNetwork,
    private readonly destination: number,
    /** Local dates of last legs to consider (epoch days, inclusive). */
    private readonly firstDay: number,
    private readonly lastDay: number,
  ) {
    const n = network.store.airports.length;
    const buffer = new ArrayBuffer(n * 9);
    this.starts = new Int32Array(buffer, 0, n);
    this.ends = new Int32Array(buffer, n * 4, n);
    this.inbound = new Uint8Array(buffer, n * 8, n);
    for (const from of network.inbound[destination]!) this.inbound[from] = 1;
  }

  /** Earliest arrival at the destination on a leg from `station` leaving at or after `instant`. */
  earliestArrival(station: number, instant: number): number {
    if (this.inbound[station] === 0) return Infinity;
    if (this.starts[station] === 0) this.build(station);
    const departures = this.departures;
    let lo = this.starts[station]! - 1;
    let hi = this.ends[station]!;
    const end = hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (departures[mid]! < instant) lo = mid + 1;
      else hi = mid;
    }
    return lo < end ? this.earliest[lo]! : Infinity;
  }

  private build(station: number): void {
    // Route legs come in order of UTC minute within their date, so dates taken in turn are in
    // order too, unless a leg's UTC minute falls outside its date: sort only then.
    const { ids } = this.network.route(station, this.destination);
    const table = this.network.legs;
    const start = this.used;
    const capacity = start + ids.length * (this.lastDay - this.firstDay + 1);
    if (this.departures.length < capacity) this.grow(capacity);
    const departures = this.departures;
    const arrivals = this.earliest;
    let count = start;
    let sorted = true;
    for (let day = this.firstDay; day <= this.lastDay; day++) {
      const weekday = 1 << (isoWeekday(day) - 1);
      for (let i = 0; i < ids.length; i++) {
        const leg = ids[i]!;
        if ((table.weekdays[leg]! & weekday) === 0 || !table.operatesOn(leg, day)) continue;
        const departure = day * 1440 + table.departureUtc[leg]!;
        if (count > start && departure < departures[count - 1]!) sorted = false;
        departures[count] = departure;
        arrivals[count] = departure + table.block[leg]!;
        count++;
      }
    }
    if (!sorted) sortTogether(departures.subarray(start, count), arrivals.subarray(start, count));
    // From each departure onwards, the earliest arrival: computed in place over the arrivals.
    for (let i = count - 2; i >= start; i--) arrivals[i] = Math.min(arrivals[i]!, arrivals[i + 1]!);
    this.starts[station] = start + 1;
    this.ends[station] = count;
    this.used = count;
  }

  private grow(capacity: number): void {
    const size = Math.max(capacity, this.departures.length * 2);
    const departures = new Float64Array(size);
    const earliest = new Float64Array(size);
    departures.set(this.departures.subarray(0, this.used));
    earliest.set(this.earliest.subarray(0, this.used));
    this.departures = departures;
    this.earliest = earliest;
  }
}

/** Sorts `keys` ascending and applies the same order to `values`. */
function sortTogether(keys: Float64Array, values: Float64Array): void {
  const order = Array.from(keys.keys()).sort((a, b) => keys[a]! - keys[b]!);
  const k = Float64Array.from(order, (i) => keys[i]!);
  const v = Float64Array.from(order, (i) => values[i]!);
  keys.set(k);
  values.set(v);
}
