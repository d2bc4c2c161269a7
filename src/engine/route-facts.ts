// The facts of each leg in route order that the connection search reads for every candidate leg,
// packed four words a position so that one leg's facts share a cache line with each other and
// with the next legs of its route (route-network.ts, routeFacts):
//   word 0  departure minute, UTC, of its local departure date (may be negative)
//   word 1  block minutes << 16 | frequency rate << 8 | weekday mask (bit 0 Monday)
//   word 2  first local departure date | last << 16 (epoch days)
//   word 3  leg id
import { patternRunsOn } from '../domain/flight-dates.js';
import { sharedArray } from '../domain/shared-memory.js';
import type { LegTable } from './leg-table.js';

export const ROUTE_FACT_WORDS = 4;

/** Epoch days that fit in word 2's halves: dates up to the year 2149. */
const DAY_LIMIT = 1 << 16;
/** Block minutes that fit in word 1's upper half: ±22 days. */
const BLOCK_LIMIT = 1 << 15;

/** The facts of `legs`' legs in the order of `positions` (leg ids). */
export function routeFactsOf(legs: LegTable, positions: ArrayLike<number>): Int32Array {
  const facts = sharedArray(Int32Array, positions.length * ROUTE_FACT_WORDS);
  for (let i = 0; i < positions.length; i++) {
    const id = positions[i]!;
    const block = legs.block[id]!;
    const first = legs.first[id]!;
    const last = legs.last[id]!;
    if (block <= -BLOCK_LIMIT || block >= BLOCK_LIMIT || first < 0 || last >= DAY_LIMIT || first > last) {
      throw new RangeError(`leg ${id}: block ${block} or dates ${first}–${last} do not fit the route facts`);
    }
    const at = i * ROUTE_FACT_WORDS;
    facts[at] = legs.departureUtc[id]!;
    facts[at + 1] = (block << 16) | (legs.rate[id]! << 8) | legs.weekdays[id]!;
    facts[at + 2] = first | (last << 16);
    facts[at + 3] = id;
  }
  return facts;
}

/** Block minutes from word 1. */
export function factBlock(word: number): number {
  return word >> 16;
}

/**
 * Whether the leg at `position` departs on local `day` (`weekday`: its bit, as patternRunsOn
 * takes it): the weekday and the dates from the facts, the week count only for a leg flying every
 * other week or less often.
 */
export function factsRunOn(facts: Int32Array, position: number, day: number, weekday?: number): boolean {
  const word = facts[position * ROUTE_FACT_WORDS + 1]!;
  const dates = facts[position * ROUTE_FACT_WORDS + 2]!;
  const first = dates & 0xffff;
  const last = dates >>> 16;
  const rate = (word >> 8) & 0xff;
  if (rate <= 1 && weekday !== undefined) return (word & weekday) !== 0 && day >= first && day <= last;
  return patternRunsOn(first, last, word & 0x7f, rate, day, weekday);
}
