// Step 6, codeshares. A regional airline's flights carry its mainline partner's numbers, from the
// partner's regional range; alliance partners sell a flight under their own numbers, from their
// codeshare range, when it touches one of their hubs, or, on some international flights, an
// airport they fly to themselves. At most three partners a flight. Numbers start above what each
// partner flies itself (flight-numbers.ts), so none is used twice.
import { numberPlanOf, type FlightNumberPlan } from '../curated/flight-number-ranges.js';
import type { AirlineProfile } from './network-plan.js';
import { MAX_NUMBER, type NumberBook } from './flight-numbers.js';
import { hashText, unitFor } from './random.js';
import type { TimedRotation } from './times.js';

/** Where codeshares go when a partner's ranges are full: any free number. */
const SPARE = { from: 1, to: MAX_NUMBER };

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Marketer {
  airline: AirlineProfile;
  book: NumberBook;
  plan: FlightNumberPlan;
}

/** Adds partners' marketing numbers to the rotations, free numbers of each partner's `books`. */
export function assignCodeshares(rotations: readonly TimedRotation[], airlines: readonly AirlineProfile[], books: ReadonlyMap<string, NumberBook>, seed: number): void {
  // The airports each airline flies to itself: its network, which a partner's flight must touch.
  const served = new Map<string, Set<number>>();
  for (const r of rotations) {
    let set = served.get(r.route.airline.code);
    if (!set) served.set(r.route.airline.code, (set = new Set()));
    set.add(r.route.base.index).add(r.route.outstation.index);
  }
  const marketers = new Map<string, Marketer>();
  for (const a of airlines) {
    const book = books.get(a.code);
    if (!a.curated || book === undefined) continue;
    marketers.set(a.code, { airline: a, book, plan: numberPlanOf(a.code) });
  }
  const byAlliance = new Map<string, Marketer[]>();
  for (const m of [...marketers.values()].sort((a, b) => compareText(a.airline.code, b.airline.code))) {
    if (!m.airline.alliance) continue;
    const list = byAlliance.get(m.airline.alliance) ?? [];
    list.push(m);
    byAlliance.set(m.airline.alliance, list);
  }
  const ordered = [...rotations].sort((a, b) => compareText(a.route.airline.code, b.route.airline.code) || a.outFlight.number - b.outFlight.number || compareText(a.outFlight.suffix, b.outFlight.suffix) || a.backFlight.number - b.backFlight.number);
  for (const r of ordered) {
    const { airline, base, outstation } = r.route;
    const key = `${airline.code}:${r.outFlight.number}${r.outFlight.suffix}`;
    const scored: { m: Marketer; score: number }[] = [];
    if (airline.partner) {
      const partner = marketers.get(airline.partner);
      if (partner) scored.push({ m: partner, score: 3 });
    }
    const international = base.country !== outstation.country;
    for (const m of airline.alliance ? byAlliance.get(airline.alliance) ?? [] : []) {
      if (m.airline.code === airline.code || m.airline.code === airline.partner) continue;
      const hubs = m.airline.hubs;
      if (hubs.includes(base.index) || hubs.includes(outstation.index)) scored.push({ m, score: 2 });
      else if (international && (served.get(m.airline.code)?.has(base.index) || served.get(m.airline.code)?.has(outstation.index)) && unitFor(seed, `codeshare:${key}:${m.airline.code}`) < 0.3) {
        scored.push({ m, score: 1 });
      }
    }
    if (scored.length === 0) continue;
    const tie = (m: Marketer) => hashText(`${key}:${m.airline.code}`, seed);
    scored.sort((a, b) => b.score - a.score || tie(a.m) - tie(b.m));
    const count = 1 + (hashText(`codeshares:${key}`, seed) % 3);
    for (const { m, score } of scored.slice(0, count)) {
      const number = (score === 3 ? m.book.take(m.plan.regional) : undefined) ?? m.book.take(m.plan.codeshare) ?? m.book.take(SPARE);
      if (number !== undefined) r.codeshares.push({ airline: m.airline.code, number, suffix: '' });
    }
  }
}
