// Step 5, flight numbers. Every rotation gets a pair of numbers of its own airline, odd out of the
// base and the next even one back, so a number always means one route direction, every day and
// every week. Long-haul rotations get the low numbers, then the routes of the main hub first,
// busiest first.
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
    hubRank(ra.airline, ra.base.index) - hubRank(rb.airline, rb.base.index) ||
    rb.weight - ra.weight ||
    (ra.base.code < rb.base.code ? -1 : ra.base.code > rb.base.code ? 1 : 0) ||
    (ra.outstation.code < rb.outstation.code ? -1 : ra.outstation.code > rb.outstation.code ? 1 : 0) ||
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

