// UTC offsets per time zone, computed once per build. ICU is slow (a few µs a call) and a schedule
// asks for hundreds of thousands of offsets, so each zone is sampled weekly, the weeks in which its
// offset changes are looked at day by day, and each change is then found to the minute: a leg
// takes the offset in force at its own departure and arrival instants, not the one of its date.
import { utcOffsetMinutes } from '../../domain/time-zone.js';

const MS_PER_MINUTE = 60_000;
const SAMPLE_STEP = 7;

export class ZoneOffsets {
  private readonly zones = new Map<string, number>();
  private readonly tables: Int16Array[] = [];
  /** Per zone, the instants (UTC minutes) at which its offset changes and the offset from then on. */
  private readonly changes: { at: number; offset: number }[][] = [];
  /** Days before `firstDay` and after `lastDay` also covered: arrivals run up to two days late. */
  private readonly from: number;
  private readonly length: number;

  constructor(firstDay: number, lastDay: number) {
    this.from = firstDay - 3;
    this.length = lastDay + 4 - this.from;
  }

  /** A small integer standing for the zone; computes its offsets on first use. */
  zoneIndex(zone: string): number {
    let index = this.zones.get(zone);
    if (index === undefined) {
      index = this.tables.length;
      const table = this.compute(zone);
      this.tables.push(table);
      this.changes.push(this.changesOf(zone, table));
      this.zones.set(zone, index);
    }
    return index;
  }

  /**
   * The offset in force at local noon of a local date: the design offset a timetable is planned
   * with. A leg's own offsets are those of its instants (offsetAt, instantOf).
   */
  at(zoneIndex: number, localDay: number): number {
    const table = this.tables[zoneIndex]!;
    const i = Math.min(Math.max(localDay - this.from, 0), this.length - 1);
    return table[i]!;
  }

  /** The offset in force at an instant given as minutes since the epoch (UTC). */
  offsetAt(zoneIndex: number, utcMinute: number): number {
    const changes = this.changes[zoneIndex]!;
    let offset = this.tables[zoneIndex]![0]!;
    for (const c of changes) {
      if (c.at > utcMinute) break;
      offset = c.offset;
    }
    return offset;
  }

  /**
   * The instant (UTC minutes) of a local wall time, given as minutes since the epoch as if local
   * were UTC, and the wall time it really shows. In a fold (the hour repeated when clocks go back)
   * the earlier instant; in a gap (the hour skipped when clocks go forward) the instant the time
   * would have had with the offset before the change, which shows the gap's length later.
   */
  instantOf(zoneIndex: number, wallMinute: number): { utc: number; offset: number; wall: number } {
    const before = this.offsetAt(zoneIndex, wallMinute - 1440);
    const after = this.offsetAt(zoneIndex, wallMinute + 1440);
    let best: number | undefined;
    for (const o of before === after ? [before] : [before, after]) {
      const utc = wallMinute - o;
      if (this.offsetAt(zoneIndex, utc) === o && (best === undefined || utc < best)) best = utc;
    }
    const utc = best ?? wallMinute - before;
    const offset = this.offsetAt(zoneIndex, utc);
    return { utc, offset, wall: utc + offset };
  }

  /** Each change of offset between two consecutive local noons, found to the minute. */
  private changesOf(zone: string, table: Int16Array): { at: number; offset: number }[] {
    const out: { at: number; offset: number }[] = [];
    for (let i = 1; i < table.length; i++) {
      if (table[i] === table[i - 1]) continue;
      const day = this.from + i;
      // Last minute with the old offset and first with the new, between the two noons (UTC).
      let lo = (day - 1) * 1440 + 720 - table[i - 1]!;
      let hi = day * 1440 + 720 - table[i]!;
      const old = table[i - 1]!;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (utcOffsetMinutes(zone, mid * MS_PER_MINUTE) === old) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, offset: utcOffsetMinutes(zone, hi * MS_PER_MINUTE) });
    }
    return out;
  }

  private compute(zone: string): Int16Array {
    const table = new Int16Array(this.length);
    const noonOffset = (day: number, guess: number) =>
      utcOffsetMinutes(zone, ((day * 1440 + 720) - guess) * MS_PER_MINUTE);
    const atDay = (day: number) => noonOffset(day, noonOffset(day, 0));
    let previous = atDay(this.from);
    table[0] = previous;
    for (let i = 0; i + 1 < this.length; i += SAMPLE_STEP) {
      const end = Math.min(i + SAMPLE_STEP, this.length - 1);
      const sample = atDay(this.from + end);
      if (sample === previous) {
        table.fill(previous, i + 1, end + 1);
      } else {
        for (let j = i + 1; j < end; j++) table[j] = atDay(this.from + j);
        table[end] = sample;
      }
      previous = sample;
    }
    return table;
  }
}
