// The operating legs of the schedule by every designator they are sold under, for flight status:
// LH 400 finds the leg LH operates, and UA 8840 the same leg. Every (leg, designator) pair is an
// entry of one Int32Array sorted by designator, searched by bisection: a world-scale schedule has
// some 600,000 pairs, 2.4 MB here where a Map of designator strings to arrays would hold tens of MB
// in every worker. Through segments are left out: a status is a leg's.
import { designatorKey, type FlightDesignator } from '../domain/flight-designator.js';
import { patternRunsOn } from '../domain/flight-dates.js';
import { sharedArray } from '../domain/shared-memory.js';
import type { LegRecords } from '../model/leg-records.js';
import type { Leg } from '../model/schedule-store.js';

export class FlightIndex {
  /** Leg indexes, in designator order. */
  private readonly entries: Int32Array;
  /** The designator key of each entry. */
  private readonly keys: Float64Array;

  constructor(private readonly legs: LegRecords) {
    const designatorKeys = new Float64Array(legs.designatorNumber.length);
    for (let d = 0; d < designatorKeys.length; d++) designatorKeys[d] = designatorKey(legs.designator(d));
    // Every (leg, designator) pair once, in typed arrays: as objects, 600,000 of them took most of
    // the build.
    const pairLeg: number[] = [];
    const pairKey: number[] = [];
    for (let id = 0; id < legs.length; id++) {
      if (legs.stops[id]! > 0) continue;
      const operating = designatorKeys[legs.operating[id]!]!;
      pairLeg.push(id);
      pairKey.push(operating);
      const list = legs.marketing[id]!;
      for (let i = legs.listStart[list]!; i < legs.listStart[list + 1]!; i++) {
        const key = designatorKeys[legs.listItems[i]!]!;
        // A list repeats the operating designator when its airline sells the flight, and holds no twice.
        if (key === operating) continue;
        pairLeg.push(id);
        pairKey.push(key);
      }
    }
    const order = Uint32Array.from(pairLeg.keys()).sort((a, b) => pairKey[a]! - pairKey[b]! || pairLeg[a]! - pairLeg[b]!);
    this.entries = sharedArray(Int32Array, order.length);
    this.keys = sharedArray(Float64Array, order.length);
    for (let i = 0; i < order.length; i++) {
      this.entries[i] = pairLeg[order[i]!]!;
      this.keys[i] = pairKey[order[i]!]!;
    }
  }

  /** The legs sold under `designator` that depart on `day` (local date at their origin), by departure instant. */
  legsOn(designator: FlightDesignator, day: number): Leg[] {
    const key = designatorKey(designator);
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! < key) low = mid + 1;
      else high = mid;
    }
    const legs = this.legs;
    const found: Leg[] = [];
    for (let i = low; i < this.keys.length && this.keys[i] === key; i++) {
      const id = this.entries[i]!;
      if (patternRunsOn(legs.first[id]!, legs.last[id]!, legs.weekdays[id]!, legs.rate[id]!, day)) found.push(legs.at(id));
    }
    return found.sort((a, b) => a.departureUtcMinute - b.departureUtcMinute);
  }
}
