// The operating legs of the schedule by every designator they are sold under, for flight status:
// LH 400 finds the leg LH operates, and UA 8840 the same leg. Every (leg, designator) pair is an
// entry of one Int32Array sorted by designator, searched by bisection: a world-scale schedule has
// some 600,000 pairs, 2.4 MB here where a Map of designator strings to arrays would hold tens of MB
// in every worker. Through segments are left out: a status is a leg's.
import type { FlightDesignator } from '../domain/flight-designator.js';
import { patternRunsOn } from '../domain/flight-dates.js';
import { sharedCopy } from '../domain/shared-memory.js';
import type { LegRecords } from '../model/leg-records.js';
import type { Leg } from '../model/schedule-store.js';

/** A designator as one number that sorts as airline, number, suffix do: exact in a double. */
function designatorKey(d: FlightDesignator): number {
  let airline = 0;
  for (let i = 0; i < 3; i++) airline = airline * 37 + (i < d.airline.length ? alphanumeric(d.airline.charCodeAt(i)) : 0);
  const suffix = d.suffix === '' ? 0 : d.suffix.charCodeAt(0) - 64;
  return (airline * 10_000 + d.number) * 27 + suffix;
}

/** 1–10 for digits, 11–36 for letters: 0 is the end of a shorter code. */
function alphanumeric(code: number): number {
  return code <= 57 ? code - 47 : code - 54;
}

export class FlightIndex {
  /** Leg indexes, in designator order. */
  private readonly entries: Int32Array;
  /** The designator key of each entry. */
  private readonly keys: Float64Array;

  constructor(private readonly legs: LegRecords) {
    const designatorKeys = new Float64Array(legs.designatorNumber.length);
    for (let d = 0; d < designatorKeys.length; d++) designatorKeys[d] = designatorKey(legs.designator(d));
    const pairs: { leg: number; key: number }[] = [];
    for (let id = 0; id < legs.length; id++) {
      if (legs.stops[id]! > 0) continue;
      const seen = new Set<number>();
      for (const d of [legs.operating[id]!, ...legs.designatorsOf(legs.marketing[id]!)]) {
        const key = designatorKeys[d]!;
        if (seen.has(key)) continue;
        seen.add(key);
        pairs.push({ leg: id, key });
      }
    }
    pairs.sort((a, b) => a.key - b.key || a.leg - b.leg);
    this.entries = sharedCopy(Int32Array, pairs.map((p) => p.leg));
    this.keys = sharedCopy(Float64Array, pairs.map((p) => p.key));
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
