// Step 5, flight numbers, as airlines number them (curated/flight-number-ranges.ts). Mainline
// rotations take the mainline range: long-haul first, then the busiest routes (the trunk routes),
// so the lowest numbers mean the biggest flights; rotations partners operate under the airline's
// code take the regional range. An airline with more mainline flights than its range holds goes
// on above its regional numbers; codeshares (codeshares.ts) take numbers it does not fly.
//
// Most airlines give a rotation a pair, odd out of the base and the next even one back, so a
// number always means one route direction, every day. Airlines that number through flights
// (through-flights.ts), when their mainline legs outnumber the range, give a number to each
// flight instead: a single leg, or a leg into a station continuing as a departure from it
// (X→S→Y), one number for both legs; they join only as many as the range needs.
import { numberPlanOf, type NumberRange } from '../curated/flight-number-ranges.js';
import { performanceOf } from './aircraft-performance.js';
import type { AirlineProfile } from './network-plan.js';
import { throughFlightsOf, type Flight } from './through-flights.js';
import type { LegFlight, TimedRotation } from './times.js';

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
 * Whether a regional partner flies the rotation under the airline's code (American Eagle,
 * Lufthansa CityLine …): as the curated fleet marks the type (aircraft.ts), else a network
 * airline's regional jets and turboprops.
 */
export function flownByRegionalPartner(r: TimedRotation): boolean {
  if (r.rotation.partnerOperated !== undefined) return r.rotation.partnerOperated;
  const type = performanceOf(r.rotation.aircraft ?? r.route.aircraft).aircraftClass;
  return r.route.airline.model === 'network' && (type === 'regional' || type === 'turboprop');
}

/** Through flights beyond the least the mainline range needs, as a share of the range. */
const THROUGH_MARGIN = 0.03;

/** The numbers one airline has given out, so that codeshares take only free ones. */
export class NumberBook {
  private readonly used = new Set<number>();
  private readonly cursors = new Map<number, number>();

  mark(n: number): void {
    this.used.add(n);
  }

  /** The lowest free pair (odd, even) of the range at or above its cursor, taken; undefined when it is full. */
  take(range: NumberRange): number | undefined {
    let n = this.cursors.get(range.from) ?? range.from | 1;
    while (n + 1 <= range.to && (this.used.has(n) || this.used.has(n + 1))) n += 2;
    if (n + 1 > range.to) return undefined;
    this.used.add(n).add(n + 1);
    this.cursors.set(range.from, n + 2);
    return n;
  }
}

/** Gives out numbers from a start; past four digits, numbers again with an operational suffix. */
class Counter {
  constructor(
    public next: number,
    private readonly book: NumberBook,
  ) {}

  give(): LegFlight {
    const n = this.next++;
    if (n < MAX_NUMBER) {
      this.book.mark(n);
      return { number: n, suffix: '', sequence: 1 };
    }
    // An even count of numbers a round, so an odd n stays an odd number: pairs stay odd, even.
    const over = n - MAX_NUMBER;
    return { number: 1 + (over % (MAX_NUMBER - 1)), suffix: SUFFIXES[Math.floor(over / (MAX_NUMBER - 1)) % SUFFIXES.length]!, sequence: 1 };
  }

  /** Moves to the next odd number, where a pair starts. */
  toOdd(): void {
    this.next |= 1;
  }
}

/** Numbers a rotation with a pair: odd out, even back. */
function givePair(r: TimedRotation, counter: Counter): void {
  counter.toOdd();
  r.outFlight = counter.give();
  r.backFlight = counter.give();
}

/** Numbers each flight in turn: the legs of a through flight share theirs, in sequence. */
function giveFlights(flights: readonly Flight[], counter: Counter): void {
  for (const flight of flights) {
    const given = counter.give();
    flight.forEach(({ rotation, leg }, i) => {
      rotation[leg === 'out' ? 'outFlight' : 'backFlight'] = { ...given, sequence: i + 1 };
    });
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
    const counter = new Counter(plan.mainline.from, book);
    const mainline = list.filter((r) => !partnerOperated(r)).sort(numberingOrder);
    const regional = list.filter(partnerOperated).sort(numberingOrder);
    // Mainline flights beyond the range go on after the regional ones.
    let overflow: () => void;
    const numbers = Math.max(0, plan.mainline.to - plan.mainline.from + 1);
    const legs = mainline.reduce((n, r) => n + (r.rotation.legs === 'both' ? 2 : 1), 0);
    if (plan.throughFlights && legs > numbers) {
      // Only as many through flights as the range needs (each is sold X→Y too, and costs the
      // search), and a few more, so the last of them need not be numbered past it.
      const flights = throughFlightsOf(mainline, legs - numbers + Math.ceil(THROUGH_MARGIN * numbers));
      const fitting = numbers;
      giveFlights(flights.slice(0, fitting), counter);
      overflow = () => giveFlights(flights.slice(fitting), counter);
    } else {
      const fitting = Math.max(0, Math.floor((plan.mainline.to - (plan.mainline.from | 1) + 1) / 2));
      for (const r of mainline.slice(0, fitting)) givePair(r, counter);
      overflow = () => mainline.slice(fitting).forEach((r) => givePair(r, counter));
    }
    // Regional numbers follow their range, or whatever the mainline already took of it.
    if (regional.length > 0) counter.next = Math.max(counter.next, plan.regional.from);
    for (const r of regional) givePair(r, counter);
    overflow();
    books.set(code, book);
  }
  return books;
}
