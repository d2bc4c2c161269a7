// The combinations of marketing flights under which one journey is listed (docs/api-rules.md,
// Schedules, Listings): one designator per leg, in the leg's order, such that the chosen airlines
// sell every connection of the journey on one ticket. The k-th of them in the original's order
// (the first leg's designator varying slowest) is found from counts of the ways to finish, so a
// page builds only its own combinations.
import type { FlightDesignator } from '../domain/flight-designator.js';
import { designatorsOf } from '../model/leg-records.js';
import type { Journey } from './connection-builder.js';
import type { SoldConnections } from './sold-connections.js';

export class SoldCombinations {
  /** By connection i and designator p of leg i: the designators of leg i + 1 sold with it (bits). */
  private readonly next: Int32Array[];
  /** By leg i and designator p: the sold ways to choose the designators of the legs from i on. */
  private readonly ways: Float64Array[];
  readonly count: number;

  constructor(
    sold: SoldConnections,
    private readonly journey: Journey,
  ) {
    const legs = journey.legs;
    const sizes = legs.map((l) => sold.sellerCount(l.leg.id));
    this.next = [];
    for (let i = 0; i + 1 < legs.length; i++) {
      const landed = legs[i]!.leg;
      const leaving = legs[i + 1]!.leg;
      const change = leaving.originId === landed.destinationId ? -1 : sold.changeBetween(landed.destinationId, leaving.originId);
      this.next.push(Int32Array.from({ length: sizes[i]! }, (_, p) => sold.next(landed.id, 2 ** p, leaving.id, landed.destinationId, change)));
    }
    this.ways = legs.map((_, i) => new Float64Array(sizes[i]!));
    this.ways[legs.length - 1]!.fill(1);
    for (let i = legs.length - 2; i >= 0; i--) {
      for (let p = 0; p < sizes[i]!; p++) {
        let total = 0;
        for (let q = 0; q < sizes[i + 1]!; q++) if ((this.next[i]![p]! & (2 ** q)) !== 0) total += this.ways[i + 1]![q]!;
        this.ways[i]![p] = total;
      }
    }
    this.count = this.ways[0]!.reduce((a, b) => a + b, 0);
  }

  /** The k-th sold combination (0 ≤ k < count), as one designator per leg. */
  at(k: number): FlightDesignator[] {
    const legs = this.journey.legs;
    const flights: FlightDesignator[] = [];
    let rest = k;
    let allowed = -1;
    for (let i = 0; i < legs.length; i++) {
      const ways = this.ways[i]!;
      let p = 0;
      for (; p < ways.length; p++) {
        if ((allowed & (2 ** p)) === 0) continue;
        if (rest < ways[p]!) break;
        rest -= ways[p]!;
      }
      flights.push(designatorsOf(legs[i]!.leg)[p]!);
      if (i + 1 < legs.length) allowed = this.next[i]![p]!;
    }
    return flights;
  }
}
