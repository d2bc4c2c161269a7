// "Which legs depart airport X on local date D, in time order": every dated departure of a window
// of days laid out once in two flat arrays (compressed rows, one row per day and airport), so the
// answer is a slice found by two array reads. A year of 100,000 daily flights is 36 M entries,
// 144 MB: the price of answering in O(1) for every date of the horizon.
import { isoWeekday } from '../../../src/domain/flight-dates.js';
import type { Leg, ScheduleStore } from '../../../src/model/schedule-store.js';

export class DepartureIndex {
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;
  private readonly airportCount: number;

  constructor(
    private readonly store: ScheduleStore,
    /** First local date covered (epoch day). */
    readonly firstDay: number,
    /** Number of dates covered. */
    readonly days: number,
  ) {
    const airportCount = store.airports.length;
    this.airportCount = airportCount;
    const counts = new Int32Array(days * airportCount + 1);
    forEachDate(store.legs, firstDay, days, (leg, row) => {
      counts[row * airportCount + leg.originId]! += 1;
    });
    // Prefix sums turn counts into row starts; the fill pass walks legs in (origin, time) order,
    // so every row comes out in departure order without a sort.
    let total = 0;
    for (let i = 0; i < counts.length; i++) {
      const c = counts[i]!;
      counts[i] = total;
      total += c;
    }
    const ids = new Int32Array(total);
    const next = counts.slice();
    forEachDate(store.legs, firstDay, days, (leg, row) => {
      ids[next[row * airportCount + leg.originId]!++] = leg.id;
    });
    this.starts = counts;
    this.ids = ids;
  }

  covers(day: number): boolean {
    return day >= this.firstDay && day < this.firstDay + this.days;
  }

  /** Number of dated departures in the index. */
  get size(): number {
    return this.ids.length;
  }

  /** Ids of the legs departing the airport on the local date, by departure time; empty outside the window. */
  departures(airportId: number, day: number): Int32Array {
    if (!this.covers(day) || airportId < 0 || airportId >= this.airportCount) return EMPTY;
    const row = (day - this.firstDay) * this.airportCount + airportId;
    return this.ids.subarray(this.starts[row]!, this.starts[row + 1]!);
  }

  /** Position of the first departure in `list` at or after a local time (minutes), by binary search. */
  firstAtOrAfter(list: Int32Array, minute: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.store.legs.departureTime[list[mid]!]! < minute) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const EMPTY = new Int32Array(0);

/** Calls `visit` for every date of the window on which a leg departs, stepping week by week. */
function forEachDate(legs: Iterable<Leg>, firstDay: number, days: number, visit: (leg: Leg, row: number) => void): void {
  const lastDay = firstDay + days - 1;
  for (const leg of legs) {
    const { first, last, days: mask, frequencyRate } = leg.pattern;
    const from = Math.max(first, firstDay);
    const to = Math.min(last, lastDay);
    if (from > to) continue;
    const firstWeekStart = first - (isoWeekday(first) - 1);
    for (let weekday = 1; weekday <= 7; weekday++) {
      if ((mask & (1 << (weekday - 1))) === 0) continue;
      let day = from + ((weekday - isoWeekday(from) + 7) % 7);
      for (; day <= to; day += 7) {
        if (frequencyRate > 1 && ((day - weekday + 1 - firstWeekStart) / 7) % frequencyRate !== 0) continue;
        visit(leg, day - firstDay);
      }
    }
  }
}

/** Number of dated departures over a window, counted without laying them out. */
export function countDepartures(legs: readonly Leg[], firstDay: number, days: number): number {
  let count = 0;
  forEachDate(legs, firstDay, days, () => void count++);
  return count;
}
