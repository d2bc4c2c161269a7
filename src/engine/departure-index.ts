// "Which legs depart airport X on local date D, in time order": for each airport and weekday, the
// leg periods that run on that weekday, in the store's (origin, local time) order; a date's
// departures are that row less the periods that have not begun, have ended or skip the week.
// It holds every leg period at most seven times (under 9 MB for a world-scale schedule) where a
// row per date held every dated departure of the horizon (36 M, 147 MB), and it serves every date
// the schedule has, so it never needs rebuilding as the days go by (docs/decisions.md 40).
import { isoWeekday } from '../domain/flight-dates.js';
import { sharedArray } from '../domain/shared-memory.js';
import type { Leg } from '../model/schedule-store.js';
import type { LegTable } from './leg-table.js';

export class DepartureIndex {
  /** Row of airport a, weekday w (0 Monday): ids[starts[a * 7 + w] .. starts[a * 7 + w + 1]). */
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;
  private readonly airportCount: number;
  private found = new Int32Array(256);

  constructor(
    private readonly legs: LegTable,
    airportCount: number,
  ) {
    this.airportCount = airportCount;
    const counts = sharedArray(Int32Array, airportCount * 7 + 1);
    for (let id = 0; id < legs.count; id++) {
      const row = legs.origin[id]! * 7;
      for (let w = 0; w < 7; w++) if (legs.weekdays[id]! & (1 << w)) counts[row + w]! += 1;
    }
    let total = 0;
    for (let i = 0; i < counts.length; i++) {
      const c = counts[i]!;
      counts[i] = total;
      total += c;
    }
    const ids = sharedArray(Int32Array, total);
    const next = counts.slice();
    for (let id = 0; id < legs.count; id++) {
      const row = legs.origin[id]! * 7;
      for (let w = 0; w < 7; w++) if (legs.weekdays[id]! & (1 << w)) ids[next[row + w]!++] = id;
    }
    this.starts = counts;
    this.ids = ids;
  }

  /** Leg periods in the index (each counted once per weekday it runs on). */
  get size(): number {
    return this.ids.length;
  }

  /**
   * Ids of the legs departing the airport on the local date at or after a local time (minutes),
   * by departure time.
   */
  departures(airportId: number, day: number, fromMinute = 0): Int32Array {
    return this.departuresView(airportId, day, fromMinute).slice();
  }

  /**
   * `departures` as a view of a buffer the index keeps: valid until its next call, and allocating
   * no copy (the connection search's first legs, read before it asks again).
   */
  departuresView(airportId: number, day: number, fromMinute = 0): Int32Array {
    if (airportId < 0 || airportId >= this.airportCount) return EMPTY;
    const weekdayNumber = isoWeekday(day);
    const row = airportId * 7 + weekdayNumber - 1;
    const end = this.starts[row + 1]!;
    const legs = this.legs;
    // A row is in local time order: the legs leaving before `fromMinute` are skipped by bisection.
    let start = this.starts[row]!;
    for (let hi = end; start < hi; ) {
      const mid = (start + hi) >>> 1;
      if (legs.localDeparture[this.ids[mid]!]! < fromMinute) start = mid + 1;
      else hi = mid;
    }
    // Written into a buffer kept for the purpose (a list grown by push and converted cost a third
    // of the call); departures() copies it out at its size.
    if (this.found.length < end - start) this.found = new Int32Array(end - start);
    const found = this.found;
    const weekday = 1 << (weekdayNumber - 1);
    let count = 0;
    for (let i = start; i < end; i++) {
      const id = this.ids[i]!;
      if (legs.operatesOn(id, day, weekday)) found[count++] = id;
    }
    return found.subarray(0, count);
  }

  /**
   * For each leg leaving the airport on some local dates `firstDay` … `lastDay`, how many of those
   * dates it leaves on (a leg running on several weekdays is visited once per weekday). Walks each
   * weekday's row once, with nothing allocated: a hub's departures over the whole horizon are
   * counted in a few milliseconds.
   */
  countDepartures(airportId: number, firstDay: number, lastDay: number, visit: (id: number, days: number) => void): void {
    if (airportId < 0 || airportId >= this.airportCount || lastDay < firstDay) return;
    const firstWeekday = isoWeekday(firstDay);
    for (let w = 0; w < 7; w++) {
      // The first date of the period on weekday w + 1 (ISO).
      const start = firstDay + ((w + 1 - firstWeekday + 7) % 7);
      if (start > lastDay) continue;
      const weekday = 1 << w;
      const row = airportId * 7 + w;
      for (let i = this.starts[row]!, end = this.starts[row + 1]!; i < end; i++) {
        const id = this.ids[i]!;
        let days = 0;
        for (let day = start; day <= lastDay; day += 7) if (this.legs.operatesOn(id, day, weekday)) days++;
        if (days > 0) visit(id, days);
      }
    }
  }
}

const EMPTY = new Int32Array(0);

/** Number of dated departures over a window of local dates, counted week by week. */
export function countDepartures(legs: Iterable<Leg>, firstDay: number, days: number): number {
  const lastDay = firstDay + days - 1;
  let count = 0;
  for (const leg of legs) {
    const { first, last, days: mask, frequencyRate } = leg.pattern;
    const from = Math.max(first, firstDay);
    const to = Math.min(last, lastDay);
    if (from > to) continue;
    const firstWeekStart = first - (isoWeekday(first) - 1);
    for (let weekday = 1; weekday <= 7; weekday++) {
      if ((mask & (1 << (weekday - 1))) === 0) continue;
      for (let day = from + ((weekday - isoWeekday(from) + 7) % 7); day <= to; day += 7) {
        if (frequencyRate > 1 && ((day - weekday + 1 - firstWeekStart) / 7) % frequencyRate !== 0) continue;
        count += 1;
      }
    }
  }
  return count;
}
