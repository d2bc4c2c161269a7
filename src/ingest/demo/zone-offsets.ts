// UTC offsets per time zone and local date, computed once per build. ICU is slow (a few µs a call)
// and a schedule asks for hundreds of thousands of offsets, so each zone is sampled weekly and only
// the weeks in which its offset changes are looked at day by day.
import { utcOffsetMinutes } from '../../domain/time-zone.js';

const MS_PER_MINUTE = 60_000;
const SAMPLE_STEP = 7;

export class ZoneOffsets {
  private readonly zones = new Map<string, number>();
  private readonly tables: Int16Array[] = [];
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
      this.tables.push(this.compute(zone));
      this.zones.set(zone, index);
    }
    return index;
  }

  /**
   * The offset in force at local noon of a local date. Changes happen in the small hours, so this
   * is the offset of the whole day except the hour or two before the change.
   */
  at(zoneIndex: number, localDay: number): number {
    const table = this.tables[zoneIndex]!;
    const i = Math.min(Math.max(localDay - this.from, 0), this.length - 1);
    return table[i]!;
  }

  /** The local date and minute of an instant given as minutes since the epoch (UTC). */
  localOf(zoneIndex: number, utcMinute: number): { day: number; offset: number } {
    const utcDay = Math.floor(utcMinute / 1440);
    let offset = this.at(zoneIndex, utcDay);
    const day = Math.floor((utcMinute + offset) / 1440);
    if (day !== utcDay) offset = this.at(zoneIndex, day);
    return { day: Math.floor((utcMinute + offset) / 1440), offset };
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
