// Step 5, flight numbers, as airlines number them (curated/flight-number-ranges.ts). Every rotation
// gets a pair of numbers of its own airline, odd out of the base and the next even one back, so a
// number always means one route direction, every day and every week. Mainline rotations take the
// mainline range: long-haul first, then the busiest routes (the trunk routes), so the lowest
// numbers mean the biggest flights; rotations partners operate under the airline's code take the
// regional range. An airline with more mainline rotations than its range holds goes on above its
// regional numbers; codeshares (codeshares.ts) start above everything it flies itself.
import { numberPlanOf, type NumberRange } from '../curated/flight-number-ranges.js';
import { performanceOf } from './aircraft-performance.js';
import type { AirlineProfile } from './network-plan.js';
import type { TimedRotation } from './times.js';

export const MAX_NUMBER = 9999;
const SUFFIXES = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function hubRank(airline: AirlineProfile, station: number): number {
  const rank = airline.hubs.indexOf(station);
  return rank < 0 ? 99 : rank;
}

function numberingOrder(a: TimedRotation, b: TimedRotation): number {
  const ra = a.route;
  const rb = b.route;
  return (
    Number(rb.longHaul) - Number(ra.longHaul) ||
    rb.weight - ra.weight ||
    hubRank(ra.airline, ra.base.index) - hubRank(rb.airline, rb.base.index) ||
    (ra.base.code < rb.base.code ? -1 : ra.base.code > rb.base.code ? 1 : 0) ||
    (ra.outstation.code < rb.outstation.code ? -1 : ra.outstation.code > rb.outstation.code ? 1 : 0) ||
    a.rotation.slot - b.rotation.slot ||
    a.times.out - b.times.out
  );
}

/**
 * A network airline's regional jets and turboprops are flown for it by regional partners (American
 * Eagle, Lufthansa CityLine …), under its code and numbers.
 */
export function flownByRegionalPartner(r: TimedRotation): boolean {
  const type = performanceOf(r.route.aircraft).aircraftClass;
  return r.route.airline.model === 'network' && (type === 'regional' || type === 'turboprop');
}

/** The first odd number of a range (outbound numbers are odd). */
const firstOdd = (r: NumberRange) => r.from | 1;

/** The number pairs one airline has given out, so that codeshares take only free ones. */
export class NumberBook {
  private readonly used = new Set<number>();
  private readonly cursors = new Map<number, number>();

  mark(odd: number): void {
    this.used.add(odd);
  }

  /** The lowest free odd number of the range at or above its cursor, taken; undefined when it is full. */
  take(range: NumberRange): number | undefined {
    let n = this.cursors.get(range.from) ?? firstOdd(range);
    while (n + 1 <= range.to && this.used.has(n)) n += 2;
    if (n + 1 > range.to) return undefined;
    this.used.add(n);
    this.cursors.set(range.from, n + 2);
    return n;
  }
}

/**
 * Numbers every rotation; returns each airline's book of the numbers it flies, from which its
 * numbers on other airlines' flights are taken. `partnerOperated` says which rotations a regional
 * partner flies under the airline's code.
 */
export function assignFlightNumbers(rotations: readonly TimedRotation[], partnerOperated: (r: TimedRotation) => boolean): Map<string, NumberBook> {
  const byAirline = new Map<string, TimedRotation[]>();
  for (const r of rotations) {
    const list = byAirline.get(r.route.airline.code);
    if (list) list.push(r);
    else byAirline.set(r.route.airline.code, [r]);
  }
  const books = new Map<string, NumberBook>();
  for (const [code, list] of byAirline) {
    const plan = numberPlanOf(code);
    const book = new NumberBook();
    const mainline = list.filter((r) => !partnerOperated(r)).sort(numberingOrder);
    const regional = list.filter(partnerOperated).sort(numberingOrder);
    const fitting = Math.max(0, Math.floor((plan.mainline.to - firstOdd(plan.mainline) + 1) / 2));
    let next = firstOdd(plan.mainline);
    const give = (r: TimedRotation) => {
      number(r, next);
      if (r.suffix === '') book.mark(r.number);
      next += 2;
    };
    mainline.slice(0, fitting).forEach(give);
    // Regional numbers follow their range, or whatever the mainline already took of it.
    if (regional.length > 0) next = Math.max(next, firstOdd(plan.regional));
    regional.forEach(give);
    mainline.slice(fitting).forEach(give);
    books.set(code, book);
  }
  return books;
}

/** Gives the rotation the pair at `next`, or a suffixed reuse past four digits. */
function number(r: TimedRotation, next: number): void {
  if (next + 1 <= MAX_NUMBER) {
    r.number = next;
    r.suffix = '';
    return;
  }
  // More flights than four-digit numbers: reuse numbers with an operational suffix.
  const pairs = Math.floor((MAX_NUMBER - 1) / 2);
  const over = Math.floor((next - 1) / 2) - pairs;
  r.number = 1 + 2 * (over % pairs);
  r.suffix = SUFFIXES[Math.floor(over / pairs) % SUFFIXES.length]!;
}
