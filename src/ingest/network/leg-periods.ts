// Leg period records. A leg keeps its local departure time all year; its UTC offsets at both ends
// are those in force at its departure and arrival instants of each date, so the record is split
// wherever either end's offset changes (a leg at 00:55 on the day clocks change at 02:00 keeps
// the old offset that day), and the local arrival time moves with it while the block time stays.
// A departure time that does not exist on a date (in the hour skipped when clocks go forward)
// leaves at the instant it would have had before the change and is written as the time it shows
// then, the gap's length later, in a record of its own (docs/decisions.md 24). A leg whose block
// differs by IATA season is split at the season's boundary too (docs/decisions.md 75).
import { daysText, isoFromDay, isoWeekday } from '../../domain/flight-dates.js';
import type { LegPeriodRecord, OnBoardEquipment } from '../../dataset/schedule-content.js';
import { iataSeasonSpan, type SeasonBlocks } from './block-times.js';
import type { Station } from './network-plan.js';
import type { DayRange } from './network-plan.js';
import type { ZoneOffsets } from './zone-offsets.js';
import type { FlightDesignator } from '../../domain/flight-designator.js';
import type { MctStatus } from '../../domain/mct-status.js';

export interface LegSpec {
  flight: FlightDesignator;
  /** 2 for the second leg of a through flight. */
  legSequence: number;
  origin: Station;
  destination: Station;
  /** Local departure minute. */
  departure: number;
  /** Block minutes all year, or in each IATA season (winds are stronger in winter). */
  block: number | SeasonBlocks;
  mask: number;
  /** Local departure dates, in order, not overlapping. */
  periods: readonly DayRange[];
  aircraft: string;
  departureTerminal?: string;
  arrivalTerminal?: string;
  codeshares: FlightDesignator[];
  onBoard?: OnBoardEquipment;
}

interface Segment {
  departure: number;
  block: number;
  first: number;
  last: number;
  weekdays: number;
  departureOffset: number;
  arrivalOffset: number;
}

function segments(leg: LegSpec, offsets: ZoneOffsets): Segment[] {
  const out: Segment[] = [];
  let current: Segment | undefined;
  for (const [first, last] of leg.periods) {
    // Separate periods (two summers) stay separate records even with the same offsets.
    current = undefined;
    let weekday = isoWeekday(first) - 1;
    let season = iataSeasonSpan(first);
    for (let day = first; day <= last; day++, weekday = weekday === 6 ? 0 : weekday + 1) {
      if ((leg.mask & (1 << weekday)) === 0) continue;
      if (day >= season.next) season = iataSeasonSpan(day);
      const start = offsets.instantOf(leg.origin.zone, day * 1440 + leg.departure);
      const departure = start.wall - day * 1440;
      // A gap at midnight would move the departure into the next date: that date has no flight.
      if (departure >= 1440) continue;
      const departureOffset = start.offset;
      const block = typeof leg.block === 'number' ? leg.block : leg.block[season.season];
      const arrivalOffset = offsets.offsetAt(leg.destination.zone, start.utc + block);
      if (
        current &&
        current.departure === departure &&
        current.block === block &&
        current.departureOffset === departureOffset &&
        current.arrivalOffset === arrivalOffset
      ) {
        current.last = day;
        current.weekdays |= 1 << weekday;
      } else {
        current = { departure, block, first: day, last: day, weekdays: 1 << weekday, departureOffset, arrivalOffset };
        out.push(current);
      }
    }
  }
  return out;
}

/** Appends the records of a leg to `out`. */
export function appendLegRecords(leg: LegSpec, offsets: ZoneOffsets, out: LegPeriodRecord[]): void {
  const mctStatus: MctStatus = leg.origin.country === leg.destination.country ? 'DD' : 'II';
  for (const s of segments(leg, offsets)) {
    const arrivalLocal = s.departure - s.departureOffset + s.block + s.arrivalOffset;
    const record: LegPeriodRecord = {
      flight: leg.flight,
      itineraryVariation: 1,
      legSequence: leg.legSequence,
      serviceType: 'J',
      origin: leg.origin.code,
      destination: leg.destination.code,
      firstDate: isoFromDay(s.first),
      lastDate: isoFromDay(s.last),
      // A short period names only the weekdays it has; a long one has them all anyway.
      days: daysText(s.weekdays),
      frequencyRate: 1,
      departureTime: s.departure,
      arrivalTime: ((arrivalLocal % 1440) + 1440) % 1440,
      arrivalDayOffset: Math.floor(arrivalLocal / 1440),
      departureUtcOffset: s.departureOffset,
      arrivalUtcOffset: s.arrivalOffset,
      ...(leg.departureTerminal ? { departureTerminal: leg.departureTerminal } : {}),
      ...(leg.arrivalTerminal ? { arrivalTerminal: leg.arrivalTerminal } : {}),
      aircraft: leg.aircraft,
      mctStatus,
      codeshares: leg.codeshares,
      ...(leg.onBoard ? { onBoard: leg.onBoard } : {}),
    };
    out.push(record);
  }
}
