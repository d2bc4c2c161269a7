// Flight numbers and codeshares. Every rotation gets a pair of numbers of its own airline, odd out
// of the base and the next even one back, so a number always means one route direction. Long-haul
// rotations get the low numbers. Alliance partners that have a hub or their home on the route sell
// the flight under numbers from their codeshare range, above their own flights' numbers.
import type { AirlineProfile } from './network-plan.js';
import { hashText, unitFor } from './random.js';
import type { TimedRotation } from './timetable.js';

const MAX_NUMBER = 9999;
const SUFFIXES = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hubRank(airline: AirlineProfile, station: number): number {
  const rank = airline.hubs.indexOf(station);
  return rank < 0 ? 99 : rank;
}

function numberingOrder(a: TimedRotation, b: TimedRotation): number {
  const ra = a.route;
  const rb = b.route;
  return (
    Number(rb.longHaul) - Number(ra.longHaul) ||
    hubRank(ra.airline, ra.base.index) - hubRank(rb.airline, rb.base.index) ||
    rb.weight - ra.weight ||
    compareText(ra.base.code, rb.base.code) ||
    compareText(ra.outstation.code, rb.outstation.code) ||
    a.rotation.slot - b.rotation.slot ||
    a.times.out - b.times.out
  );
}

/** Numbers every rotation; returns the highest own number per airline. */
export function assignFlightNumbers(rotations: readonly TimedRotation[]): Map<string, number> {
  const byAirline = new Map<string, TimedRotation[]>();
  for (const r of rotations) {
    const list = byAirline.get(r.route.airline.code);
    if (list) list.push(r);
    else byAirline.set(r.route.airline.code, [r]);
  }
  const highest = new Map<string, number>();
  for (const [code, list] of byAirline) {
    list.sort(numberingOrder);
    const longCount = list.filter((r) => r.route.longHaul).length;
    const model = list[0]!.route.airline.model;
    const restCount = list.length - longCount;
    // Short-haul numbers start on a round hundred (a thousand for low-cost and regional carriers)
    // after the long-haul ones, lower when the airline would run out of four-digit numbers.
    const afterLong = 2 * longCount + 1;
    let start = model === 'network' ? Math.max(101, Math.ceil(afterLong / 100) * 100 + 1) : Math.max(1001, Math.ceil(afterLong / 1000) * 1000 + 1);
    if (start + 2 * restCount - 1 > MAX_NUMBER) start = Math.max(101, Math.ceil(afterLong / 100) * 100 + 1);
    if (start + 2 * restCount - 1 > MAX_NUMBER) start = afterLong;
    const pairs = Math.floor((MAX_NUMBER - 1) / 2);
    let top = 0;
    list.forEach((r, i) => {
      const position = r.route.longHaul ? i : i - longCount;
      const raw = (r.route.longHaul ? 1 : start) + 2 * position;
      if (raw + 1 <= MAX_NUMBER) {
        r.number = raw;
        r.suffix = '';
      } else {
        // More flights than four-digit numbers: reuse numbers with an operational suffix.
        const over = Math.floor((raw - 1) / 2) - pairs;
        r.number = 1 + 2 * (over % pairs);
        r.suffix = SUFFIXES[Math.floor(over / pairs) % SUFFIXES.length]!;
      }
      top = Math.max(top, r.number + 1);
    });
    highest.set(code, top);
  }
  return highest;
}

interface Marketer {
  airline: AirlineProfile;
  next: number;
}

/**
 * Adds partners' marketing numbers. A regional airline's flights always carry its partner's
 * numbers; alliance partners code-share on routes touching one of their hubs, and on some
 * international routes touching their home country.
 */
export function assignCodeshares(rotations: readonly TimedRotation[], airlines: readonly AirlineProfile[], highest: ReadonlyMap<string, number>, seed: number): void {
  const marketers = new Map<string, Marketer>();
  for (const a of airlines) {
    if (!a.curated || !highest.has(a.code)) continue;
    const own = highest.get(a.code)!;
    marketers.set(a.code, { airline: a, next: Math.max(5001, Math.ceil((own + 1) / 1000) * 1000 + 1) });
  }
  const byAlliance = new Map<string, Marketer[]>();
  for (const m of [...marketers.values()].sort((a, b) => compareText(a.airline.code, b.airline.code))) {
    if (!m.airline.alliance) continue;
    const list = byAlliance.get(m.airline.alliance) ?? [];
    list.push(m);
    byAlliance.set(m.airline.alliance, list);
  }
  const ordered = [...rotations].sort((a, b) => compareText(a.route.airline.code, b.route.airline.code) || a.number - b.number || compareText(a.suffix, b.suffix));
  for (const r of ordered) {
    const { airline, base, outstation } = r.route;
    const key = `${airline.code}:${r.number}${r.suffix}`;
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
      else if (international && (m.airline.country === base.country || m.airline.country === outstation.country) && unitFor(seed, `codeshare:${key}:${m.airline.code}`) < 0.6) {
        scored.push({ m, score: 1 });
      }
    }
    if (scored.length === 0) continue;
    const tie = (m: Marketer) => hashText(`${key}:${m.airline.code}`, seed);
    scored.sort((a, b) => b.score - a.score || tie(a.m) - tie(b.m));
    const count = 1 + (hashText(`codeshares:${key}`, seed) % 3);
    for (const { m } of scored.slice(0, count)) {
      if (m.next + 1 > MAX_NUMBER) continue;
      r.codeshares.push({ airline: m.airline.code, number: m.next, suffix: '' });
      m.next += 2;
    }
  }
}
